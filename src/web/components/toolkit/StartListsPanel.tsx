import type { Event } from '../../../shared/events/schemas';

/** Issue 27: Printable start lists (to be built). */
export function StartListsPanel(_props: { event: Event }) {
  return null;
}
