import { managesEvent } from '../../../shared/events/policy';
import { Box, Typography } from '@mui/material';
import { useLocation, useParams } from 'react-router';
import { EVENT_MSG, type Event } from '../../../shared/events/schemas';
import { useAppEvent } from '../../api/event-lifecycle';
import { useAuth } from '../../auth/auth-context';
import { PageHeading } from '../../components/PageHeading';
import { EventLoadState } from '../../components/events/EventLoadState';
import { eventPaths } from '../../components/events/event-paths';
import { EventForm } from './EventForm';

type FormState = { event?: Event; mode?: 'create' | 'edit' } | null;

/**
 * §2 add-event and edit-event/{eventId}. Edit gets the event from the navigation state
 * (`{ event, mode: 'edit' }`) and fetches it (with drafts and whether anyone registered) at once.
 */
export default function EventFormPage() {
  const { eventId } = useParams();
  const { user } = useAuth();
  const state = useLocation().state as FormState;
  const mode = eventId ? 'edit' : 'create';
  const query = useAppEvent(eventId, user?.role, state?.event);
  const isAdmin = user?.role === 'Admin';

  const heading = mode === 'create' ? 'Add Event' : 'Edit Event';
  const intro =
    mode === 'create'
      ? 'Save it as a draft (only you and admins see it) or publish it: players can find a published event at once and register when registration opens.'
      : query.data?.status === 'draft'
        ? 'A draft: only you and admins see it until you publish it.'
        : 'Registered players get an email about every change of date, time or venue.';

  if (mode === 'edit' && !query.data) {
    return (
      <EventLoadState
        loading={query.isPending && query.fetchStatus !== 'idle'}
        error={query.error}
        backTo={eventPaths.appList}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const event = mode === 'edit' ? query.data : undefined;
  let locked: string | undefined;
  if (event && user && !managesEvent(user, event)) locked = EVENT_MSG.notOwner;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeading>{heading}</PageHeading>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 3 }}>
        {event ? `${event.title}. ${intro}` : intro}
      </Typography>
      <EventForm
        key={event?.id ?? 'new'}
        mode={mode}
        event={event}
        isAdmin={isAdmin}
        locked={locked}
      />
    </Box>
  );
}
