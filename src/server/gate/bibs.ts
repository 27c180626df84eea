import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { bibs, participations } from '../platform/db/schema';

/**
 * Bib numbers (issue 27, decision 037): one per paid registration (a team shares one), numbered
 * 1, 2, 3… per event in the order they are given, which is the order of payment. A number is
 * never changed and never given again: a cancelled registration keeps its bib, and the next one
 * paid gets the number after the highest.
 *
 * Given with the tickets (`issueTickets`), in the transaction that makes a registration paid.
 * Two captures of one event at once queue on a transaction-scoped advisory lock per event, taken
 * in event order, so each reads the other's committed numbers before taking the next; the lock
 * touches no row, so registrations, edits and check-ins of the event never wait on it.
 */

/** The lock key of an event's bib numbers (hashtext of a string, as registration's locks). */
const lockEvent = (db: Db, eventId: string) =>
  db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`bibs:${eventId}`}))`);

/**
 * Gives a bib to each of these paid, not cancelled registrations that has none, in order of
 * payment; registrations that have one keep it. Runs in its own transaction (a savepoint inside a
 * capture's), so its lock holds until the numbers are committed. Returns how many it gave.
 */
export async function assignBibs(db: Db, participationIds: string[]): Promise<number> {
  if (participationIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    const events = await tx
      .selectDistinct({ event_id: participations.event_id })
      .from(participations)
      .where(
        and(
          inArray(participations.id, participationIds),
          eq(participations.payment_status, 'captured'),
          isNull(participations.cancelled_at),
          sql`NOT EXISTS (SELECT 1 FROM ${bibs} WHERE ${bibs.participation_id} = ${participations.id})`,
        ),
      );
    if (events.length === 0) return 0;
    // In event order, so two calls covering the same events cannot deadlock.
    for (const e of events.map((x) => x.event_id).sort()) await lockEvent(tx, e);
    // Read after the locks: a statement's snapshot is taken when it starts, so it sees the
    // numbers of the transaction that held a lock before us.
    const ids = sql.join(
      participationIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const result = await tx.execute(sql`
      INSERT INTO ${bibs} (participation_id, event_id, number)
      SELECT p.id, p.event_id,
             COALESCE((SELECT max(b.number) FROM ${bibs} b WHERE b.event_id = p.event_id), 0)
               + row_number() OVER (PARTITION BY p.event_id ORDER BY p.captured_at NULLS LAST, p.id)
      FROM ${participations} p
      WHERE p.id IN (${ids})
        AND p.payment_status = 'captured'
        AND p.cancelled_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM ${bibs} b WHERE b.participation_id = p.id)
      ON CONFLICT (participation_id) DO NOTHING
      RETURNING participation_id`);
    return result.rows.length;
  });
}

/** The bib numbers of registrations, by registration (those without one are left out). */
export async function bibsOf(db: Db, participationIds: string[]): Promise<Map<string, number>> {
  if (participationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: bibs.participation_id, number: bibs.number })
    .from(bibs)
    .where(inArray(bibs.participation_id, participationIds));
  return new Map(rows.map((r) => [r.id, r.number]));
}
