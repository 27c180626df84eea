import type { Event } from '../../../shared/events/schemas';

/** Issue 27: Sales at a glance (to be built). */
export function SalesPanel(_props: { event: Event }) {
  return null;
}
