import { Box, Button, Container, Typography } from '@mui/material';
import { useDeferredValue, useMemo } from 'react';
import { activeFilterCount } from '../../../shared/events/search';
import { useEventList } from '../../api/events';
import { t } from '../../i18n/i18n';
import { PageHeading } from '../../components/PageHeading';
import { EventGrid } from '../../components/events/EventGrid';
import { EventSearchControls } from './EventSearchControls';
import { WIDE_SCREEN, loadFilterPanel } from './filter-panel';
import { useEventSearch } from './use-event-search';

/**
 * A wide screen shows the filter panel at once, so it loads with the page and the route waits
 * for it (routes/manifest.ts): the first render has it and nothing moves. A phone loads it when
 * "Filters" is pressed; the server draws it regardless (ssr/entry-server.tsx).
 */
export const ready: Promise<unknown> =
  typeof window !== 'undefined' && window.matchMedia(WIDE_SCREEN).matches
    ? loadFilterPanel().catch(() => {})
    : Promise.resolve();

function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <Box
      data-testid="no-match"
      sx={{
        py: 6,
        px: 2,
        textAlign: 'center',
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      <Typography sx={{ fontWeight: 700 }}>{t('events.noMatch')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('events.noMatchHint')}
      </Typography>
      <Button variant="contained" onClick={onClear}>
        {t('events.clearFilters')}
      </Button>
    </Box>
  );
}

/**
 * §2 /events: upcoming events, soonest first, a page at a time, with the search and filters of
 * issue 13 kept in the address (so a link shares them and the server draws them).
 */
export default function EventsPage() {
  const { search, shown: controls, update, clear } = useEventSearch();
  const list = useEventList(search);
  // A page of cards is drawn as a deferred, interruptible render when its data arrives (the
  // spinner stays meanwhile), so a phone is never blocked drawing twenty cards in one go.
  const shown = useDeferredValue(list.data);
  const events = useMemo(() => shown?.pages.flatMap((p) => p.items), [shown]);
  const searching = Boolean(search.q) || activeFilterCount(search) > 0;
  const count = events?.length ?? 0;
  return (
    // At least the screen below the 64 px bar: the footer stays below the fold while the events
    // load, so the cards never push it down in sight (no layout shift).
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, minHeight: 'calc(100vh - 64px)' }}>
      <PageHeading>{t('events.heading')}</PageHeading>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 3, maxWidth: 640 }}>
        {t('events.intro')}
      </Typography>
      <EventSearchControls search={controls} update={update} clear={clear} />
      <Typography
        role="status"
        color="text.secondary"
        data-testid="result-count"
        sx={{ mb: 2, minHeight: '1.5em', fontWeight: 600 }}
      >
        {events && count > 0
          ? t(list.hasNextPage ? 'events.resultCountMore' : 'events.resultCount', { count })
          : ''}
      </Typography>
      <Box
        aria-busy={list.isFetching && !list.isFetchingNextPage}
        sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        <EventGrid
          events={events}
          loading={list.isPending || (list.data !== undefined && shown === undefined)}
          error={list.isError}
          onRetry={() => void list.refetch()}
          empty={searching ? <NoMatch onClear={clear} /> : undefined}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          titleComponent="h2"
          priorityCount={1}
        />
      </Box>
    </Container>
  );
}
