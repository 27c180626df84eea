import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Container } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { useEvent } from '../../api/events';
import { EventDetailsView } from '../../components/events/EventDetailsView';
import { readableTextButtonSx } from '../../components/events/readable-buttons';
import { EventLoadState } from '../../components/events/EventLoadState';
import { ParticipateButton } from '../../components/events/ParticipateButton';

/** §2 /events/event-details/{eventId}: the public view of one event. */
export default function EventDetailsPage() {
  const { eventId } = useParams();
  const query = useEvent(eventId);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Button
        component={RouterLink}
        to="/events"
        startIcon={<ArrowBackIcon />}
        sx={[readableTextButtonSx, { mb: 2, ml: -1 }]}
      >
        All events
      </Button>
      {query.data ? (
        <EventDetailsView event={query.data} actions={<ParticipateButton event={query.data} />} />
      ) : (
        <EventLoadState
          loading={query.isPending && query.fetchStatus !== 'idle'}
          error={query.error}
          backTo="/events"
          onRetry={() => void query.refetch()}
        />
      )}
    </Container>
  );
}
