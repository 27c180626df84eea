import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import { Alert, Box, Button } from '@mui/material';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import type { Event } from '../../../shared/events/schemas';
import { opensOnPublish } from '../../../shared/events/registration-window';
import { useAppEvent } from '../../api/event-lifecycle';
import { useAuth } from '../../auth/auth-context';
import { EventActionsSlot } from '../../components/events/EventActionsSlot';
import { EventDetailsView } from '../../components/events/EventDetailsView';
import {
  readableOutlinedButtonSx,
  readableTextButtonSx,
} from '../../components/events/readable-buttons';
import { EventLoadState } from '../../components/events/EventLoadState';
import { ParticipateButton } from '../../components/events/ParticipateButton';
import { eventPaths } from '../../components/events/event-paths';
import { canEditEvent } from '../../components/events/event-permissions';
import { ParticipantsTabs } from '../../components/participations/ParticipantsTabs';
import { GateStaffPanel } from '../../components/checkin/GateStaffPanel';
import { HostToolkit } from '../../components/toolkit/HostToolkit';
import { CancelEventButton } from '../../components/refunds/CancelEventDialog';
import { CancellationProgressPanel } from '../../components/refunds/CancellationProgressPanel';
import { t } from '../../i18n/i18n';
import { EventLifecycleActions } from './EventLifecycleActions';

/**
 * §2 /app/events/event-details/{eventId}: the event, with Participate Now and Edit; for its host
 * or an admin also drafts, Publish, Unpublish and Delete (issue 13).
 */
export default function AppEventDetailsPage() {
  const { eventId } = useParams();
  const { user } = useAuth();
  const fromState = (useLocation().state as { event?: Event } | null)?.event;
  const query = useAppEvent(eventId, user?.role, fromState);
  const event = query.data;
  const manages = Boolean(event && canEditEvent(user, event));
  const cancelled = Boolean(event?.cancelled_at);
  // A published event that is not over can be cancelled (issue 16); a draft is deleted instead.
  const cancellable =
    manages && !cancelled && event?.status === 'published' && event.registration_state !== 'over';

  return (
    <Box>
      <Button
        component={RouterLink}
        to={eventPaths.appList}
        startIcon={<ArrowBackIcon />}
        sx={[readableTextButtonSx, { mb: 2, ml: -1 }]}
      >
        {t('hostEvents.details.allEvents')}
      </Button>
      {event?.status === 'draft' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('hostEvents.details.draftNote')}
          {opensOnPublish(event) && ` ${t('hostEvents.opensImmediately')}`}
        </Alert>
      )}
      {event && manages && cancelled && <CancellationProgressPanel event={event} />}
      {event ? (
        <EventDetailsView
          event={event}
          // Map, calendar, share and contact need a public event: a draft has none of them.
          links={event.status === 'published' ? <EventActionsSlot event={event} /> : undefined}
          actions={
            <>
              <ParticipateButton event={event} />
              {manages && !cancelled && (
                <Button
                  component={RouterLink}
                  to={eventPaths.edit(event.id)}
                  state={{ event, mode: 'edit' }}
                  variant="outlined"
                  size="large"
                  startIcon={<EditIcon />}
                  sx={readableOutlinedButtonSx}
                >
                  {t('hostEvents.details.edit')}
                </Button>
              )}
              {manages && !cancelled && event.status === 'published' && (
                <Button
                  component={RouterLink}
                  to={eventPaths.competition(event.id)}
                  variant="outlined"
                  size="large"
                  startIcon={<EmojiEventsOutlinedIcon />}
                  sx={readableOutlinedButtonSx}
                >
                  {t('hostEvents.details.drawsResults')}
                </Button>
              )}
              {manages && !cancelled && <EventLifecycleActions event={event} />}
              {cancellable && <CancelEventButton event={event} />}
            </>
          }
        />
      ) : (
        <EventLoadState
          loading={query.isPending && query.fetchStatus !== 'idle'}
          error={query.error}
          backTo={eventPaths.appList}
          onRetry={() => void query.refetch()}
        />
      )}
      {/* §2 participants per category, for the event's host or an admin, across the page. */}
      {event && <ParticipantsTabs event={event} />}
      {event && manages && !cancelled && event.status === 'published' && (
        <GateStaffPanel event={event} />
      )}
      {event && manages && event.status === 'published' && <HostToolkit event={event} />}
    </Box>
  );
}
