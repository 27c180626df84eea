import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { EVENT_CARD_MAX_WIDTH } from '../../../shared/constants';
import type { Event } from '../../../shared/events/schemas';
import { MSG } from '../../../shared/messages';
import { LoadingButton } from '../LoadingButton';
import { EventCard, type EventCardProps } from './EventCard';
import { readableOutlinedButtonSx } from './readable-buttons';

type EventGridProps = {
  events: Event[] | undefined;
  loading?: boolean;
  /** Set when the list could not be fetched; shows a retry button. */
  error?: boolean;
  onRetry?: () => void;
  /** §8 'No Data Found' by default. */
  emptyText?: string;
  /** 'Load more' shows while there is a next page. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Where each card leads (default: the public details page). */
  cardPath?: (event: Event) => string;
} & Pick<EventCardProps, 'showEdit' | 'onDashboard' | 'titleComponent'>;

/** Cards in a responsive grid: one column on phones, up to four on wide screens. */
export function EventCardGrid({
  events,
  cardPath,
  ...cardProps
}: Pick<EventGridProps, 'events' | 'cardPath' | 'showEdit' | 'onDashboard' | 'titleComponent'>) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, 260px), 1fr))`,
        justifyItems: 'center',
        '& > li': { width: '100%', maxWidth: EVENT_CARD_MAX_WIDTH, display: 'flex' },
      }}
    >
      {events?.map((event) => (
        <li key={event.id}>
          <EventCard event={event} to={cardPath?.(event)} {...cardProps} />
        </li>
      ))}
    </Box>
  );
}

/** A list of events with the §8 loading spinner, empty text and a 'Load more' button. */
export function EventGrid({
  events,
  loading,
  error,
  onRetry,
  emptyText = MSG.noData,
  hasMore,
  loadingMore,
  onLoadMore,
  ...gridProps
}: EventGridProps) {
  if (loading && !events) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading events" />
      </Box>
    );
  }
  if (error && !events) {
    return (
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          )
        }
      >
        We could not load the events. Please check your connection and try again.
      </Alert>
    );
  }
  if (!events || events.length === 0) {
    return (
      <Box
        sx={{
          py: 8,
          px: 2,
          textAlign: 'center',
          border: '1px dashed',
          borderColor: 'divider',
          borderRadius: 3,
          bgcolor: 'background.paper',
        }}
      >
        <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
          {emptyText}
        </Typography>
      </Box>
    );
  }
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
            Load more
          </LoadingButton>
        </Box>
      )}
    </Box>
  );
}
