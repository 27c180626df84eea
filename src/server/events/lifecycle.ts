import { and, eq, isNull, notExists } from 'drizzle-orm';
import { EVENT_MSG } from '../../shared/events/messages';
import { events, participations, type User } from '../db/schema';
import type { Deps } from '../deps';
import { AppError } from '../http/app-error';
import { assertNotInPast, assertOwner, findEventRow, getOwnEvent } from './service';

/**
 * Issue 13: a draft becomes public by publishing it (never with a start date in the past), and
 * goes back to draft only while nobody has registered. Publishing twice is harmless.
 */
export async function publishEvent(deps: Deps, actor: User, id: string) {
  const current = await findEventRow(deps.db, id);
  assertOwner(actor, current);
  if (current.status !== 'published') {
    assertNotInPast(current.start_date, deps.now());
    await deps.db
      .update(events)
      .set({ status: 'published', updated_at: deps.now() })
      .where(eq(events.id, id));
  }
  return getOwnEvent(deps, actor, id);
}

export async function unpublishEvent(deps: Deps, actor: User, id: string) {
  const current = await findEventRow(deps.db, id);
  assertOwner(actor, current);
  // One statement, so a registration committed meanwhile is seen (no check-then-write gap).
  const done = await deps.db
    .update(events)
    .set({ status: 'draft', updated_at: deps.now() })
    .where(
      and(
        eq(events.id, id),
        notExists(
          deps.db
            .select({ id: participations.id })
            .from(participations)
            .where(and(eq(participations.event_id, id), isNull(participations.cancelled_at))),
        ),
      ),
    )
    .returning({ id: events.id });
  if (done.length === 0) throw new AppError('conflict', EVENT_MSG.unpublishRegistered);
  return getOwnEvent(deps, actor, id);
}
