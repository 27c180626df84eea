import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { participations } from '../platform/db/schema';

/**
 * The event-day marks a registration carries (decision 023), written here for the gate: the
 * gate decides (no-shows, weigh-ins), registration is the one writer of registrations.
 */

/** Clears a no-show mark (a late check-in); what it cleared, or nothing if there was none. */
export async function clearNoShowMark(db: Db, id: string, by: string, now: Date) {
  const [cleared] = await db
    .update(participations)
    .set({
      event_day_status: null,
      event_day_reason: null,
      event_day_status_at: now,
      event_day_status_by: by,
      updated_at: now,
    })
    .where(and(eq(participations.id, id), eq(participations.event_day_status, 'no_show')))
    .returning({ event_id: participations.event_id, category_id: participations.category_id });
  return cleared;
}

/** Marks the registrations `which` picks as no-shows; those it marked. */
export function markAsNoShows(db: Db, which: SQL | undefined, by: string, now: Date) {
  return db
    .update(participations)
    .set({
      event_day_status: 'no_show',
      event_day_reason: null,
      event_day_status_at: now,
      event_day_status_by: by,
      updated_at: now,
    })
    .where(which)
    .returning({ id: participations.id, category_id: participations.category_id });
}

/** Marks a registration out of its category (still in `categoryId`); whether it was marked. */
export async function markOut(
  db: Db,
  p: { id: string; category_id: string },
  reason: string,
  by: string,
  now: Date,
): Promise<boolean> {
  const [marked] = await db
    .update(participations)
    .set({
      event_day_status: 'out',
      event_day_reason: reason,
      event_day_status_at: now,
      event_day_status_by: by,
      updated_at: now,
    })
    .where(
      and(
        eq(participations.id, p.id),
        eq(participations.category_id, p.category_id),
        sql`${participations.event_day_status} is distinct from 'out'`,
      ),
    )
    .returning({ id: participations.id });
  return Boolean(marked);
}

/**
 * Moves a paid registration to another category (a weigh-in's Move), clearing its marks; false
 * when it changed meanwhile (moved, cancelled).
 */
export async function moveToCategory(
  db: Db,
  p: { id: string; category_id: string },
  toCategoryId: string,
  now: Date,
): Promise<boolean> {
  const [moved] = await db
    .update(participations)
    .set({
      category_id: toCategoryId,
      event_day_status: null,
      event_day_reason: null,
      event_day_status_at: null,
      event_day_status_by: null,
      updated_at: now,
    })
    .where(
      and(
        eq(participations.id, p.id),
        eq(participations.category_id, p.category_id),
        eq(participations.payment_status, 'captured'),
        isNull(participations.cancelled_at),
      ),
    )
    .returning({ id: participations.id });
  return Boolean(moved);
}
