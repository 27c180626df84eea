import type { Event } from '../../../shared/events/schemas';

/** Issue 27: Messages to participants (to be built). */
export function MessagesPanel(_props: { event: Event }) {
  return null;
}
