import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { NoShowsRequestSchema } from '../../shared/checkin/weighin';
import { managesEvent } from '../../shared/events/policy';
import { MSG } from '../../shared/messages';
import { PARTICIPATION_MSG } from '../../shared/participations/schemas';
import type { Db } from '../platform/db/client';
import {
  checkins,
  eventCategories,
  eventDayChanges,
  events,
  participations,
  tickets,
  type User,
} from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { clearNoShowMark, markAsNoShows } from '../registration/service';

/** No-shows (issue 17, decision 023): the host marks them when they choose; a check-in clears. */

/** Whether any ticket of a registration is checked in now (not undone). */
export async function hasCheckIn(db: Db, participationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: checkins.id })
    .from(checkins)
    .innerJoin(tickets, eq(tickets.id, checkins.ticket_id))
    .where(and(eq(tickets.participation_id, participationId), isNull(checkins.undone_at)))
    .limit(1);
  return Boolean(row);
}

/**
 * A check-in clears a no-show mark (decision 023): the person arrived late. Refusing them would
 * turn away someone who paid and came, only because the host marked no-shows early; the gate is
 * where presence is known, so the check-in wins and the clearing is recorded.
 */
export async function clearNoShow(deps: Deps, actor: User, participationId: string, now: Date) {
  await deps.jobs.transaction(async (tx) => {
    const cleared = await clearNoShowMark(tx, participationId, actor.id, now);
    if (!cleared) return;
    await tx.insert(eventDayChanges).values({
      event_id: cleared.event_id,
      participation_id: participationId,
      kind: 'no_show_cleared',
      from_category_id: cleared.category_id,
      changed_by: actor.id,
      created_at: now,
    });
  });
}

/**
 * Whom "Mark no-shows" marks: paid, not cancelled, not marked (no-show or out: an out at the
 * weigh-in was there), no ticket checked in now. Counted by registration, so a team is one. The
 * one rule for the marking and for the gate's count the host is shown before it.
 */
function notArrived(eventId: string, categoryId?: string) {
  return and(
    eq(participations.event_id, eventId),
    categoryId ? eq(participations.category_id, categoryId) : undefined,
    eq(participations.payment_status, 'captured'),
    isNull(participations.cancelled_at),
    isNull(participations.event_day_status),
    sql`not exists (select 1 from ${tickets} t join ${checkins} c on c.ticket_id = t.id
      where t.participation_id = ${participations.id} and c.undone_at is null)`,
  );
}

/** Per category, the registrations "Mark no-shows" would mark now. */
export async function notArrivedCounts(
  db: Db,
  eventId: string,
  categoryId?: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ category_id: participations.category_id, n: sql<number>`count(*)::int` })
    .from(participations)
    .where(notArrived(eventId, categoryId))
    .groupBy(participations.category_id);
  return new Map(rows.map((r) => [r.category_id, r.n]));
}

/**
 * POST /events/:id/no-shows: the host (or an admin) marks every paid, not cancelled registration
 * of the event (or of one of its categories) with no check-in as a no-show. They stay paid: no
 * refund. Registrations already marked (no-show or out) are left as they are, so a second call
 * marks nothing new and answers 0. One statement, so a check-in committed before it is seen.
 */
export async function markNoShows(
  deps: Deps,
  actor: User,
  eventId: string,
  input: z.output<typeof NoShowsRequestSchema>,
): Promise<{ marked: number }> {
  const [event] = await deps.db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw new AppError('not_found', MSG.notFound);
  if (!managesEvent(actor, event)) throw new AppError('forbidden', MSG.forbidden);
  if (input.category_id) {
    const [link] = await deps.db
      .select({ id: eventCategories.category_id })
      .from(eventCategories)
      .where(
        and(
          eq(eventCategories.event_id, eventId),
          eq(eventCategories.category_id, input.category_id),
        ),
      );
    if (!link)
      throw new AppError('bad_request', PARTICIPATION_MSG.categoryNotInEvent, {
        category_id: PARTICIPATION_MSG.categoryNotInEvent,
      });
  }
  const now = deps.now();
  return deps.jobs.transaction(async (tx) => {
    const marked = await markAsNoShows(tx, notArrived(eventId, input.category_id), actor.id, now);
    if (marked.length > 0)
      await tx.insert(eventDayChanges).values(
        marked.map((m) => ({
          event_id: eventId,
          participation_id: m.id,
          kind: 'no_show' as const,
          from_category_id: m.category_id,
          changed_by: actor.id,
          created_at: now,
        })),
      );
    return { marked: marked.length };
  });
}
