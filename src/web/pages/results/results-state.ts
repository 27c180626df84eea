import type { Results } from '../../../shared/competition/schemas';
import { eventInstants, type EventDates } from '../../../shared/events/registration-window';

type EventFacts = EventDates & { cancelled_at: string | null };

/**
 * Whether results may still come in, which is what the page's "Live" chip claims: not once the
 * event is over or cancelled, nor once every category's draw is final (a category not drawn yet
 * may still be). Without the event's facts (the page does without them) the draws decide alone.
 */
export function resultsStillComing(
  results: Pick<Results, 'categories'>,
  event: EventFacts | undefined,
  now: Date = new Date(),
): boolean {
  if (event && (event.cancelled_at || now >= eventInstants(event).endsAt)) return false;
  const { categories } = results;
  return !(categories.length > 0 && categories.every((c) => c.draw?.state === 'final'));
}
