import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { formatIndiaDateTime } from '../../i18n/dates';
import type { Event } from '../../../shared/events/schemas';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import type { WaitlistEntry } from '../../../shared/places/places';
import { useOfferPlace, useWaitlist } from '../../api/waitlist';
import { t } from '../../i18n/i18n';
import { placesLeftLabel } from './participation-format';

type EventCategory = Event['categories'][number];

const STATUS_LABEL: Record<WaitlistEntry['status'], MessageKey> = {
  waiting: 'participate.waitlist.waiting',
  offered: 'participate.waitlist.offered',
  accepted: 'participate.waitlist.accepted',
  expired: 'participate.waitlist.expired',
  left: 'participate.waitlist.left',
};

/**
 * A limited category's places and waitlist for the event's host (issue 15): position, name,
 * joined at and status, with an offer sent by hand to a waiting entry when a place is free.
 */
export function CategoryWaitlist({ event, category }: { event: Event; category: EventCategory }) {
  const list = useWaitlist(event.id);
  const offer = useOfferPlace();
  if (category.capacity === null) return null;
  const entries = (list.data ?? []).filter((e) => e.category_id === category.category_id);
  // A hand-made offer may pass the queue, so it needs a place free of registrations and offers.
  const free = (category.places_left ?? 0) + category.waitlist_count;
  return (
    <Box
      component="section"
      aria-label={t('participate.waitlist.label', { category: category.category_details.name })}
      sx={{ mt: 3 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h3">
          {t('participate.waitlist.heading', { count: category.waitlist_count })}
        </Typography>
        <Typography color="text.secondary" data-testid="capacity-summary">
          {t('participate.waitlist.capacity', {
            capacity: category.capacity,
            left: placesLeftLabel(category.places_left),
          })}
        </Typography>
      </Stack>
      {entries.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('participate.waitlist.empty')}</Typography>
        </Paper>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {entries.map((e) => (
            <Paper
              component="li"
              key={e.id}
              variant="outlined"
              data-testid="host-waitlist-entry"
              sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography sx={{ fontWeight: 800, minWidth: 28 }}>
                {e.position ? `#${e.position}` : '–'}
              </Typography>
              <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {e.team_name ? `${e.team_name} (${e.name})` : e.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {e.offer_expires_at && e.status === 'offered'
                    ? t('participate.waitlist.joinedOffered', {
                        date: formatIndiaDateTime(e.created_at),
                        until: formatIndiaDateTime(e.offer_expires_at),
                      })
                    : t('participate.waitlist.joined', { date: formatIndiaDateTime(e.created_at) })}
                </Typography>
              </Box>
              <Chip
                size="small"
                label={t(STATUS_LABEL[e.status])}
                color={e.status === 'offered' ? 'primary' : 'default'}
              />
              {e.status === 'waiting' && (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={offer.isPending || free <= 0}
                  title={free <= 0 ? t('participate.waitlist.noPlace') : undefined}
                  onClick={() => offer.mutate(e.id)}
                >
                  {t('participate.waitlist.sendOffer')}
                </Button>
              )}
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
