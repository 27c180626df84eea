import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { events } from '../platform/db/schema';

/**
 * Marks an event cancelled (registration's event cancel decides and then cancels what stood on
 * it); false when it was cancelled already. Events is the one writer of events.
 */
export async function markEventCancelled(
  db: Db,
  id: string,
  c: { reason: string; by: string; now: Date },
): Promise<boolean> {
  const [marked] = await db
    .update(events)
    .set({
      cancelled_at: c.now,
      cancel_reason: c.reason,
      cancelled_by: c.by,
      revision: sql`${events.revision} + 1`, // the calendar's SEQUENCE: STATUS:CANCELLED is news
      updated_at: c.now,
    })
    .where(and(eq(events.id, id), isNull(events.cancelled_at)))
    .returning({ id: events.id });
  return Boolean(marked);
}
