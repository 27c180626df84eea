import { Box } from '@mui/material';
import type { Event } from '../../../shared/events/schemas';
import { cardGridSx } from './card-grid';
import { EventCard, type EventCardProps } from './EventCard';

export type EventCardGridProps = {
  events: Event[] | undefined;
  /** Where each card leads (default: the public details page). */
  cardPath?: (event: Event) => string;
  /** How many leading cards load their poster first (the page's LCP image); none by default. */
  priorityCount?: number;
} & Pick<EventCardProps, 'showEdit' | 'onDashboard' | 'titleComponent'>;

/** Cards in a responsive grid: one column on phones, up to four on wide screens. */
export function EventCardGrid({
  events,
  cardPath,
  priorityCount = 0,
  ...cardProps
}: EventCardGridProps) {
  return (
    <Box component="ul" sx={cardGridSx}>
      {events?.map((event, i) => (
        <li key={event.id}>
          <EventCard
            event={event}
            to={cardPath?.(event)}
            priority={i < priorityCount}
            {...cardProps}
          />
        </li>
      ))}
    </Box>
  );
}
