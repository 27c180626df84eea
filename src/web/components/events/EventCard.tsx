import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardActions,
  CardContent,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EVENT_CARD_MAX_WIDTH } from '../../../shared/constants';
import type { Event } from '../../../shared/events/schemas';
import { useAuth } from '../../auth/auth-context';
import { t } from '../../i18n/i18n';
import { eventPlacesText } from '../../../shared/places/places-text';
import { formatDateRange, priceSummary } from './event-format';
import { eventPaths } from './event-paths';
import { canEditEvent, canParticipate } from './event-permissions';
import { PosterImage } from './PosterImage';
import { RegistrationStatusChip } from './RegistrationStatusChip';
import { Icon } from '../Icon';

export type EventCardProps = {
  event: Event;
  /** Where a click on the card goes; the public details page by default. */
  to?: string;
  /**
   * Show the edit icon (app lists). It still appears only to a role with the Events edit
   * permission, for an event still editable (§4), and for a host only on their own events.
   */
  showEdit?: boolean;
  /** On a dashboard the card never offers 'Participate Now' (§2). */
  onDashboard?: boolean;
  /** The title's heading element, to fit the page's outline. */
  titleComponent?: 'h2' | 'h3';
  /** The first card above the fold: its poster is the page's largest image (LCP). */
  priority?: boolean;
};

// Only app lists show the edit icon (with its tooltip and popper); public pages never load it.
const EditEventButton = lazy(() => import('./EditEventButton'));

function InfoRow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Box sx={{ color: 'text.secondary', display: 'flex', pt: '1px', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, typography: 'body2' }}>{children}</Box>
    </Stack>
  );
}

/**
 * The §2 event card: poster, sport, title, dates, venue and organiser; the whole card is one
 * link to the event. Used by the public and app lists and the dashboard.
 */
export function EventCard({
  event,
  to = eventPaths.publicDetails(event.id),
  showEdit = false,
  onDashboard = false,
  titleComponent = 'h3',
  priority = false,
}: EventCardProps) {
  const { user } = useAuth();
  // A cancelled event can no longer be edited (issue 16).
  const editable = showEdit && !event.cancelled_at && canEditEvent(user, event);
  const participate = !onDashboard && user?.role === 'Participant' && canParticipate(user, event);
  const price = priceSummary(event);
  const places = eventPlacesText(event.categories);
  const organiser = event.host_details.organisation_name || event.host_details.name;

  return (
    <Card
      variant="outlined"
      data-testid="event-card"
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: EVENT_CARD_MAX_WIDTH,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 150ms ease, transform 150ms ease',
        '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
        '&:focus-within': { boxShadow: 4 },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark' },
        }}
      >
        <PosterImage
          poster={event.poster}
          alt={t('events.card.posterAlt', { title: event.title })}
          variant="card"
          priority={priority}
        />
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
          >
            <Typography
              variant="overline"
              sx={{ color: 'primary.dark', fontWeight: 700, lineHeight: 1.6, letterSpacing: 1 }}
            >
              {event.sport_details.sports_name}
            </Typography>
            <RegistrationStatusChip event={event} />
          </Stack>
          <Typography
            variant="h6"
            component={titleComponent}
            sx={{
              lineHeight: 1.3,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {event.title}
          </Typography>
          <Stack spacing={0.75} sx={{ mt: 0.5 }}>
            <InfoRow icon={<Icon name="Event" />}>
              {formatDateRange(event.start_date, event.end_date)}
            </InfoRow>
            <InfoRow icon={<Icon name="HowToReg" />}>
              {t('events.card.registration', {
                dates: formatDateRange(event.registration_start_date, event.registration_end_date),
              })}
            </InfoRow>
            <InfoRow icon={<Icon name="Place" />}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {event.venue_name}
              </Box>
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {event.venue_address}
              </Box>
            </InfoRow>
            <InfoRow icon={<Icon name="Business" />}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {t('events.card.by')}{' '}
              </Box>
              {organiser}
            </InfoRow>
          </Stack>
          {price && (
            <Stack
              direction="row"
              sx={{
                mt: 'auto',
                pt: 1.5,
                borderTop: 1,
                borderColor: 'divider',
                justifyContent: 'space-between',
                alignItems: 'baseline',
              }}
            >
              <Typography variant="body2" color="text.secondary">
                {t('events.entryFee')}
                {places && <span data-testid="places-left"> · {places}</span>}
              </Typography>
              <Typography sx={{ fontWeight: 800 }}>{price}</Typography>
            </Stack>
          )}
        </CardContent>
      </CardActionArea>
      {participate && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
          <Button
            component={RouterLink}
            to={eventPaths.participate(event.id)}
            state={{ event }}
            variant="contained"
            fullWidth
          >
            {t('events.card.participate')}
          </Button>
        </CardActions>
      )}
      {editable && (
        <Suspense fallback={null}>
          <EditEventButton event={event} />
        </Suspense>
      )}
    </Card>
  );
}
