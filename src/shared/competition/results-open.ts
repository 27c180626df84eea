import { formatDisplayDate } from '../date-format';
import { venueInstant } from '../events/registration-window';

/**
 * Results are entered from the event's start date (issue 24): from 00:00 that day at the venue
 * (India time), so a host may start early on the day itself, but never the day before.
 */
export const resultsOpenAt = (e: { start_date: string }): Date => venueInstant(e.start_date);

export const resultsOpen = (e: { start_date: string }, now: Date): boolean =>
  now.getTime() >= resultsOpenAt(e).getTime();

/** The 409 a result entered too early gets: from when results are taken. */
export const resultsNotYetMessage = (startDate: string) =>
  `Results can be entered from the day the event starts: ${formatDisplayDate(startDate)}`;
