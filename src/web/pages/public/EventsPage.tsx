import { Container, Typography } from '@mui/material';
import { useEventList } from '../../api/events';
import { PageHeading } from '../../components/PageHeading';
import { EventGrid } from '../../components/events/EventGrid';

/** §2 /events: every event, newest first, a page at a time. */
export default function EventsPage() {
  const list = useEventList({});
  const events = list.data?.pages.flatMap((p) => p.items);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading>Events</PageHeading>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 4, maxWidth: 640 }}>
        Tournaments across India, from grassroots leagues to open championships. Pick one, check the
        categories and register in a minute.
      </Typography>
      <EventGrid
        events={events}
        loading={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        titleComponent="h2"
      />
    </Container>
  );
}
