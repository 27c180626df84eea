import { Container, Typography } from '@mui/material';
import { useDeferredValue, useMemo } from 'react';
import { useEventList } from '../../api/events';
import { PageHeading } from '../../components/PageHeading';
import { EventGrid } from '../../components/events/EventGrid';

/** §2 /events: every event, newest first, a page at a time. */
export default function EventsPage() {
  const list = useEventList({});
  // A page of cards is drawn as a deferred, interruptible render when its data arrives (the
  // spinner stays meanwhile), so a phone is never blocked drawing twenty cards in one go.
  const shown = useDeferredValue(list.data);
  const events = useMemo(() => shown?.pages.flatMap((p) => p.items), [shown]);
  return (
    // At least the screen below the 64 px bar: the footer stays below the fold while the events
    // load, so the cards never push it down in sight (no layout shift).
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, minHeight: 'calc(100vh - 64px)' }}>
      <PageHeading>Events</PageHeading>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 4, maxWidth: 640 }}>
        Tournaments across India, from grassroots leagues to open championships. Pick one, check the
        categories and register in a minute.
      </Typography>
      <EventGrid
        events={events}
        loading={list.isPending || (list.data !== undefined && shown === undefined)}
        error={list.isError}
        onRetry={() => void list.refetch()}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        titleComponent="h2"
        priorityCount={1}
      />
    </Container>
  );
}
