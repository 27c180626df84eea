import { Button, Container } from '@mui/material';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useEvent } from '../../api/events';
import { EventActionsSlot, loadEventActions } from '../../components/events/EventActionsSlot';
import { EventDetailsView } from '../../components/events/EventDetailsView';
import { readableTextButtonSx } from '../../components/events/readable-buttons';
import { ParticipateButton } from '../../components/events/ParticipateButton';
import { ResultsLink } from '../../components/events/ResultsLink';
import { t } from '../../i18n/i18n';
import { Icon } from '../../components/Icon';

// Only drawn while the event is not there (a spinner, or why not): a page drawn by the server
// with its event never needs it, nor the Alert it uses.
const EventLoadState = lazy(() =>
  import('../../components/events/EventLoadState').then((m) => ({ default: m.EventLoadState })),
);

/** The page's route waits for the actions' chunk too, so the first render has them. */
export const actionsReady = loadEventActions;

/** §2 /events/event-details/{eventId}: the public view of one event. */
export default function EventDetailsPage() {
  const { eventId } = useParams();
  const query = useEvent(eventId);
  // The event is drawn as a deferred, interruptible render when it arrives (spinner meanwhile);
  // the deferred value may still be the previous event for a moment after a link to another.
  const deferred = useDeferredValue(query.data);
  const event = deferred?.id === eventId ? deferred : undefined;
  return (
    // At least the screen below the 64 px bar: the footer stays below the fold while the event
    // loads, so it never pushes the footer down in sight (no layout shift).
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, minHeight: 'calc(100vh - 64px)' }}>
      <Button
        component={RouterLink}
        to="/events"
        startIcon={<Icon name="ArrowBack" />}
        sx={[readableTextButtonSx, { mb: 2, ml: -1 }]}
      >
        {t('event.allEvents')}
      </Button>
      {event ? (
        <EventDetailsView
          event={event}
          links={<EventActionsSlot event={event} />}
          results={<ResultsLink event={event} />}
          actions={<ParticipateButton event={event} />}
        />
      ) : (
        <Suspense fallback={null}>
          <EventLoadState
            loading={(query.isPending && query.fetchStatus !== 'idle') || query.data !== undefined}
            error={query.error}
            backTo="/events"
            onRetry={() => void query.refetch()}
          />
        </Suspense>
      )}
    </Container>
  );
}
