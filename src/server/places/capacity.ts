import { and, eq } from 'drizzle-orm';
import { managesEvent } from '../../shared/events/policy';
import { MSG } from '../../shared/messages';
import { PLACES_MSG } from '../../shared/places/places';
import { eventCategories, events, type User } from '../platform/db/schema';
import type { Db } from '../platform/db/client';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { countTaken, lockCategory, placesLeft, queueSettle } from './places';

/**
 * Sets a category's capacity in the caller's transaction, under its lock: lower than the places
 * taken answers 409 and changes nothing; a raise hands the new places to the waitlist.
 */
export async function applyCapacity(
  deps: Pick<Deps, 'jobs'>,
  tx: Db,
  eventId: string,
  categoryId: string,
  capacity: number | null,
  now: Date,
) {
  const locked = await lockCategory(tx, eventId, categoryId);
  if (!locked) throw new AppError('not_found', MSG.notFound);
  if (locked.capacity === capacity) return locked;
  if (capacity !== null) {
    const taken = await countTaken(tx, locked, now);
    if (capacity < taken) throw new AppError('conflict', PLACES_MSG.capacityBelowTaken(taken));
  }
  const [updated] = await tx
    .update(eventCategories)
    .set({ capacity })
    .where(and(eq(eventCategories.event_id, eventId), eq(eventCategories.category_id, categoryId)))
    .returning();
  const raised = capacity === null || (locked.capacity !== null && capacity > locked.capacity);
  if (raised) await queueSettle(deps, tx, eventId, categoryId);
  return updated!;
}

/** PATCH /events/:id/categories/:categoryId: the event's host or an admin, at any time. */
export async function setCapacity(
  deps: Deps,
  actor: User,
  eventId: string,
  categoryId: string,
  capacity: number | null,
) {
  const [event] = await deps.db
    .select({ host_id: events.host_id })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new AppError('not_found', MSG.notFound);
  if (!managesEvent(actor, event)) throw new AppError('forbidden', MSG.forbidden);
  const now = deps.now();
  await deps.jobs.transaction((tx) => applyCapacity(deps, tx, eventId, categoryId, capacity, now));
  return placesLeft(deps.db, eventId, categoryId, now);
}
