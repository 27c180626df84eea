import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { eventCategories } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { MSG } from '../../shared/messages';
import { PLACES_MSG } from '../../shared/places/places';
import { takenPlaces, waitingCount } from './counts';

/**
 * Places are counted and taken under the category's row lock, in the caller's short transaction
 * (the way pretix locks quotas): two requests for the last place queue on the lock, and the
 * second one counts the first one's place. Never a read-then-write without it.
 */
export async function lockCategory(db: Db, eventId: string, categoryId: string) {
  const [row] = await db
    .select()
    .from(eventCategories)
    .where(and(eq(eventCategories.event_id, eventId), eq(eventCategories.category_id, categoryId)))
    .for('update');
  return row ?? null;
}

type Locked = NonNullable<Awaited<ReturnType<typeof lockCategory>>>;

/**
 * Two categories of an event locked in one order (by id), so two moves between them (a
 * participant's switch, a host's move after a weigh-in) cannot deadlock.
 */
export async function lockBoth(db: Db, eventId: string, a: string, b: string) {
  const [first, second] = [a, b].sort();
  const one = await lockCategory(db, eventId, first!);
  const two = await lockCategory(db, eventId, second!);
  return first === a ? { from: one!, to: two! } : { from: two!, to: one! };
}

/** Places taken now in a locked category (besides `except`), and the entries still waiting. */
export async function countTaken(
  db: Db,
  link: Locked,
  now: Date,
  except: Parameters<typeof takenPlaces>[3] = {},
): Promise<number> {
  return (await countPlaces(db, link, now, except)).taken;
}

async function countPlaces(
  db: Db,
  link: Locked,
  now: Date,
  except: Parameters<typeof takenPlaces>[3] = {},
) {
  const [row] = await db
    .select({
      taken: takenPlaces(link.event_id, link.category_id, now, except),
      waiting: waitingCount(link.event_id, link.category_id),
    })
    .from(eventCategories)
    .where(
      and(
        eq(eventCategories.event_id, link.event_id),
        eq(eventCategories.category_id, link.category_id),
      ),
    );
  return { taken: row?.taken ?? 0, waiting: row?.waiting ?? 0 };
}

/**
 * Takes a place in a locked category, or answers 409 `This category is full`. A place freed while
 * people wait is theirs (the queue offers it), so it counts as taken for everyone else; an offer
 * being accepted (`queued`) is the queue's own. Returns until when an unpaid registration holds
 * its place (null: the category is unlimited).
 */
export async function claimPlace(
  deps: Pick<Deps, 'config'>,
  db: Db,
  link: Locked,
  now: Date,
  except: Parameters<typeof takenPlaces>[3] = {},
  queued = false,
): Promise<Date | null> {
  if (link.capacity === null) return null;
  const { taken, waiting } = await countPlaces(db, link, now, except);
  if (taken + (queued ? 0 : waiting) >= link.capacity)
    throw new AppError('conflict', PLACES_MSG.full);
  return new Date(now.getTime() + deps.config.places.holdMinutes * 60_000);
}

/**
 * Asks the queue to hand freed places to the category's waitlist (waitlist/settle.ts), in the
 * transaction that freed them; `at` for a place that frees later (a hold's end).
 */
export async function queueSettle(
  deps: Pick<Deps, 'jobs'>,
  db: Db,
  eventId: string,
  categoryId: string,
  at?: Date,
) {
  await deps.jobs.send(
    db,
    'settle-places',
    { event_id: eventId, category_id: categoryId },
    at ? { startAfter: at } : {},
  );
}

/** A category's places as the API reads them: capacity, places left (null: unlimited), queue. */
export async function placesLeft(db: Db, eventId: string, categoryId: string, now: Date) {
  const [row] = await db
    .select({
      capacity: eventCategories.capacity,
      taken: takenPlaces(eventId, categoryId, now),
      waiting: waitingCount(eventId, categoryId),
    })
    .from(eventCategories)
    .where(and(eq(eventCategories.event_id, eventId), eq(eventCategories.category_id, categoryId)));
  if (!row) throw new AppError('not_found', MSG.notFound);
  return {
    capacity: row.capacity,
    places_left: leftOf(row.capacity, row.taken, row.waiting),
    waitlist_count: row.waiting,
  };
}

/** Places left for a new registration: what is free less what the queue is owed; never negative. */
export const leftOf = (capacity: number | null, taken: number, waiting: number) =>
  capacity === null ? null : Math.max(0, capacity - taken - waiting);
