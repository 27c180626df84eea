import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Event } from '../../../shared/events/schemas';
import { t } from '../../i18n/i18n';
import { PageHeading } from '../PageHeading';
import { EventCategoryList } from './EventCategoryList';
import { formatEventTimes } from '../../../shared/date-format';
import { formatDateRange, formatDateTimeRange, priceSummary } from './event-format';
import { PosterImage } from './PosterImage';
import { eventRefundPolicyText } from './refund-policy-words';
import { RegistrationBanners } from './RegistrationBanners';
import { RegistrationStatusChip } from './RegistrationStatusChip';
import { Icon } from '../Icon';

type EventDetailsViewProps = {
  event: Event;
  /** Buttons under the key facts: 'Participate Now', 'Edit'. */
  actions?: ReactNode;
  /** A row under the title (the public page's map, calendar, share and contact). */
  links?: ReactNode;
  /** Beside the §2 banners: the way to the results once the draws are made (issue 18). */
  results?: ReactNode;
};

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 36,
          height: 36,
          borderRadius: 2,
          flexShrink: 0,
          bgcolor: 'rgba(255,145,77,0.14)',
          color: 'primary.dark',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="div"
          variant="caption"
          sx={{ color: 'text.secondary', fontWeight: 600, textTransform: 'uppercase' }}
        >
          {label}
        </Typography>
        <Typography component="div" sx={{ fontWeight: 500 }}>
          {children}
        </Typography>
      </Box>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Everything about one event (§2 event details), shared by the public and app pages: poster,
 * title (the page's h1), sport, key facts, §4 banners, categories, refund policy, rewards and
 * description.
 */
export function EventDetailsView({ event, actions, links, results }: EventDetailsViewProps) {
  const organiser = event.host_details.organisation_name || event.host_details.name;
  const price = priceSummary(event);
  // The event's own clock times; the registration times sit inside the registration period.
  const times = formatEventTimes(event.event_start_time, event.event_end_time);

  return (
    <Box
      component="article"
      sx={{
        // What hosts type (a pasted link, a hashtag) wraps instead of widening the page.
        overflowWrap: 'anywhere',
        display: 'grid',
        columnGap: 5,
        rowGap: { xs: 3, md: 0 },
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        gridTemplateAreas: {
          xs: '"poster" "summary" "details"',
          md: '"poster summary" "details summary"',
        },
      }}
    >
      <Box sx={{ gridArea: 'poster' }}>
        <PosterImage
          poster={event.poster}
          alt={t('event.posterOf', { title: event.title })}
          priority
          sx={{ borderRadius: 3, boxShadow: 3 }}
        />
      </Box>
      <Box sx={{ gridArea: 'summary', position: { md: 'sticky' }, top: { md: 88 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography
            variant="overline"
            sx={{ color: 'primary.dark', fontWeight: 800, letterSpacing: 1.2, lineHeight: 1.5 }}
          >
            {event.sport_details.sports_name}
          </Typography>
          <RegistrationStatusChip event={event} />
        </Stack>
        <PageHeading>{event.title}</PageHeading>
        <Stack spacing={2}>
          {links}
          <RegistrationBanners event={event} />
          {results}
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
            <Stack spacing={2}>
              <Fact icon={<Icon name="Event" fontSize="small" />} label={t('event.fact.date')}>
                {formatDateRange(event.start_date, event.end_date)}
              </Fact>
              <Fact
                icon={<Icon name="HowToReg" fontSize="small" />}
                label={t('event.fact.registration')}
              >
                {formatDateTimeRange(
                  event.registration_start_date,
                  event.registration_start_time,
                  event.registration_end_date,
                  event.registration_end_time,
                )}
              </Fact>
              {times && (
                <Fact
                  icon={<Icon name="AccessTime" fontSize="small" />}
                  label={t('event.fact.timings')}
                >
                  {times}
                </Fact>
              )}
              <Fact icon={<Icon name="Place" fontSize="small" />} label={t('event.fact.venue')}>
                {event.venue_name}
                <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  {event.venue_address}
                </Box>
              </Fact>
              <Fact
                icon={<Icon name="Business" fontSize="small" />}
                label={t('event.fact.organiser')}
              >
                {organiser}
              </Fact>
            </Stack>
            {price && (
              <>
                {/* MUI's Divider, drawn by hand: the component costs event pages 2 KB of script. */}
                <Box
                  component="hr"
                  sx={{ my: 2, border: 0, borderBottom: 'thin solid', borderColor: 'divider' }}
                />
                <Typography variant="caption" color="text.secondary">
                  {t('event.entryFee')}
                </Typography>
                <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>{price}</Typography>
              </>
            )}
            {actions && (
              <Box
                sx={{
                  display: 'flex',
                  gap: 1,
                  flexWrap: 'wrap',
                  mt: 2,
                  '&:empty': { display: 'none' },
                  '& > *': { flex: '1 1 auto' },
                }}
              >
                {actions}
              </Box>
            )}
          </Paper>
        </Stack>
      </Box>
      <Box sx={{ gridArea: 'details', minWidth: 0 }}>
        <Section title={t('event.categories')}>
          <EventCategoryList categories={event.categories} />
        </Section>
        <Section title={t('event.refundPolicy')}>
          {/* The shared wording of the policy (issue 16) in the page's language (issue 29). */}
          <Typography data-testid="refund-policy" sx={{ maxWidth: '75ch' }}>
            {event.cancelled_at ? t('event.cancelledRefund') : eventRefundPolicyText(event)}
          </Typography>
        </Section>
        {event.rewards && (
          <Section title={t('event.rewards')}>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{event.rewards}</Typography>
          </Section>
        )}
        {event.description && (
          <Section title={t('event.about')}>
            <Typography sx={{ whiteSpace: 'pre-line', maxWidth: '75ch' }}>
              {event.description}
            </Typography>
          </Section>
        )}
      </Box>
    </Box>
  );
}
