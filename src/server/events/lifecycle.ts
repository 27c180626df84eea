import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { COMPETITION_MSG } from '../../shared/competition/schemas';
import { EVENT_MSG } from '../../shared/events/messages';
import { registrationState, venueClock } from '../../shared/events/registration-window';
import { events, participations, type User } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
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
      .set({ status: 'published', revision: sql`${events.revision} + 1`, updated_at: deps.now() })
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
    .set({ status: 'draft', revision: sql`${events.revision} + 1`, updated_at: deps.now() })
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

/**
 * Issue 18: the host closes registration early so the draws can be made (a draw before the close
 * answers 409). The registration end becomes now, at the venue's clock to the minute, so every
 * rule that reads the window (lists, banners, the participate page) sees it closed.
 */
export async function closeRegistration(deps: Deps, actor: User, id: string) {
  const now = deps.now();
  const current = await findEventRow(deps.db, id);
  assertOwner(actor, current);
  if (current.cancelled_at) throw new AppError('conflict', COMPETITION_MSG.eventCancelled);
  const state = registrationState(current, now);
  if (state === 'not_open') throw new AppError('conflict', COMPETITION_MSG.notOpenYet);
  if (state !== 'open') throw new AppError('conflict', COMPETITION_MSG.alreadyClosed);
  const clock = venueClock(now);
  await deps.db
    .update(events)
    .set({
      registration_end_date: clock.date,
      registration_end_time: clock.time,
      // The minute's start: at or before now, so it is closed from this request on.
      registration_closes_at: new Date(Math.floor(now.getTime() / 60_000) * 60_000),
      updated_at: now,
    })
    .where(eq(events.id, id));
  return getOwnEvent(deps, actor, id);
}
