import type { Event } from '../../../shared/events/schemas';

/** Issue 27: Automatic reminders (to be built). */
export function RemindersPanel(_props: { event: Event }) {
  return null;
}
