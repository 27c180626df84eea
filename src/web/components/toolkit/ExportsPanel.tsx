import type { Event } from '../../../shared/events/schemas';

/** Issue 27: Registrations as CSV and Excel (to be built). */
export function ExportsPanel(_props: { event: Event }) {
  return null;
}
