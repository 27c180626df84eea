import { managesEvent } from '../../../shared/events/policy';
import { Box, Typography } from '@mui/material';
import { useLocation, useParams } from 'react-router';
import type { Event } from '../../../shared/events/schemas';
import { useAppEvent } from '../../api/event-lifecycle';
import { useAuth } from '../../auth/auth-context';
import { PageHeading } from '../../components/PageHeading';
import { EventLoadState } from '../../components/events/EventLoadState';
import { eventPaths } from '../../components/events/event-paths';
import { t } from '../../i18n/i18n';
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

  const heading = t(
    mode === 'create' ? 'hostEvents.formPage.addHeading' : 'hostEvents.formPage.editHeading',
  );
  const intro = t(
    mode === 'create'
      ? 'hostEvents.formPage.introCreate'
      : query.data?.status === 'draft'
        ? 'hostEvents.formPage.introDraft'
        : 'hostEvents.formPage.introPublished',
  );

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
  if (event && user && !managesEvent(user, event)) locked = t('hostEvents.formPage.notOwner');

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeading>{heading}</PageHeading>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 3 }}>
        {event ? t('hostEvents.formPage.titled', { title: event.title, intro }) : intro}
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
