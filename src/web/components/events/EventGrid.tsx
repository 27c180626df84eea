import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { t } from '../../i18n/i18n';
import { LoadingButton } from '../LoadingButton';
import { EmptyCards } from './card-grid';
import { EventCardGrid, type EventCardGridProps } from './EventCardGrid';
import { readableOutlinedButtonSx } from './readable-buttons';

// The public events page's first download has no room for MUI's Alert (issue 14 budget).
const EventsLoadError = lazy(() => import('./EventsLoadError'));

type EventGridProps = EventCardGridProps & {
  loading?: boolean;
  /** Set when the list could not be fetched; shows a retry button. */
  error?: boolean;
  onRetry?: () => void;
  /** §8 'No Data Found' by default. */
  emptyText?: string;
  /** Shown instead of `emptyText` when there are no events (e.g. a search that matched none). */
  empty?: ReactNode;
  /** 'Load more' shows while there is a next page. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
};

/** A list of events with the §8 loading spinner, empty text and a 'Load more' button. */
export function EventGrid({
  events,
  loading,
  error,
  onRetry,
  emptyText = t('events.noData'),
  empty,
  hasMore,
  loadingMore,
  onLoadMore,
  ...gridProps
}: EventGridProps) {
  if (loading && !events) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('events.loading')} />
      </Box>
    );
  }
  if (error && !events) {
    return (
      <Suspense fallback={null}>
        <EventsLoadError onRetry={onRetry} />
      </Suspense>
    );
  }
  if (!events || events.length === 0) return empty ?? <EmptyCards text={emptyText} roomy />;
  return (
    <Box>
      <EventCardGrid events={events} {...gridProps} />
      {hasMore && onLoadMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <LoadingButton
            variant="outlined"
            size="large"
            loading={loadingMore}
            onClick={onLoadMore}
            sx={[readableOutlinedButtonSx, { minWidth: 160 }]}
          >
            {t('events.loadMore')}
          </LoadingButton>
        </Box>
      )}
    </Box>
  );
}
