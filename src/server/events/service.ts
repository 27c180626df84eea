import { and, desc, eq, gt, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  eventInstants,
  DEFAULT_REGISTRATION_END_TIME,
  DEFAULT_REGISTRATION_START_TIME,
} from '../../shared/events/registration-window';
import {
  EVENT_MSG,
  type EventCreateSchema,
  type EventListQuerySchema,
  type EventUpdateSchema,
} from '../../shared/events/schemas';
import { isId } from '../../shared/ids';
import { MSG } from '../../shared/messages';
import type { Db } from '../db/client';
import { isForeignKeyViolation } from '../db/errors';
import {
  categories,
  eventCategories,
  events,
  sports,
  users,
  type EventRow,
  type User,
} from '../db/schema';
import type { Deps } from '../deps';
import { AppError } from '../http/app-error';
import { preparedPerDb } from '../db/prepared';
import { eventsWithOwners, toEvent } from './serialize';

type CreateInput = z.output<typeof EventCreateSchema>;
type UpdateInput = z.output<typeof EventUpdateSchema>;
type ListQuery = z.output<typeof EventListQuerySchema>;

type Status = ListQuery['status'];

/** The §4 state filter as comparisons with the `now` placeholder (indexed instants). */
function statusFilter(status: Status): SQL[] {
  const now = sql.placeholder('now');
  switch (status) {
    case 'not_open':
      return [gt(events.registration_opens_at, now)];
    case 'open':
      return [
        lte(events.registration_opens_at, now),
        gt(events.registration_closes_at, now),
        gt(events.ends_at, now),
      ];
    case 'closed':
      return [lte(events.registration_closes_at, now), gt(events.ends_at, now)];
    case 'over':
    case 'past':
      return [lte(events.ends_at, now)];
    case 'upcoming':
      return [gt(events.starts_at, now)];
    default:
      return [];
  }
}

/** One prepared statement per combination of filters (at most 2 × 2 × 2 × 7 of them). */
const listQuery = preparedPerDb((db, name) => {
  const [, sport, host, cursor, status] = name.split(':') as [
    string,
    string,
    string,
    string,
    Status,
  ];
  const where: SQL[] = statusFilter(status);
  if (sport === '1') where.push(eq(events.sports_id, sql.placeholder('sports_id')));
  if (host === '1') where.push(eq(events.host_id, sql.placeholder('host_id')));
  if (cursor === '1') where.push(lt(events.id, sql.placeholder('cursor')));
  return eventsWithOwners(db)
    .where(and(...where))
    .orderBy(desc(events.id))
    .limit(sql.placeholder('limit'))
    .prepare(name.replaceAll(':', '_'));
});

/** Newest first, filtered by sport, host and §4 state; the cursor is the last id seen. */
export async function listEvents(deps: Deps, query: ListQuery) {
  if (query.cursor && !isId(query.cursor)) throw new AppError('bad_request', 'Invalid cursor');
  const now = deps.now();
  const flag = (value: unknown) => (value ? '1' : '0');
  const name = `events_list:${flag(query.sports_id)}:${flag(query.host_id)}:${flag(query.cursor)}:${query.status ?? 'any'}`;
  const rows = await listQuery(deps.db, name).execute({
    now,
    sports_id: query.sports_id,
    host_id: query.host_id,
    cursor: query.cursor,
    limit: query.limit + 1,
  });
  const pageRows = rows.slice(0, query.limit);
  const next = rows.length > query.limit ? (pageRows.at(-1)?.id ?? null) : null;
  return { items: pageRows.map((row) => toEvent(row, now)), next };
}

const eventById = preparedPerDb((db, name) =>
  eventsWithOwners(db)
    .where(eq(events.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);

export async function getEvent(deps: Deps, id: string) {
  const [row] = await eventById(deps.db, 'event_by_id').execute({ id });
  if (!row) throw new AppError('not_found', MSG.notFound);
  return toEvent(row, deps.now());
}

async function findEventRow(db: Db, id: string): Promise<EventRow> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!row) throw new AppError('not_found', MSG.notFound);
  return row;
}

/** A host changes only its own events, and only until registration opens; an admin any, any time. */
export function assertCanChange(actor: User, event: EventRow, now: Date) {
  if (actor.role === 'Admin') return;
  if (event.host_id !== actor.id) throw new AppError('forbidden', EVENT_MSG.notOwner);
  if (now >= event.registration_opens_at) throw new AppError('conflict', EVENT_MSG.notEditable);
}

/** The host of a new event: the host itself, or the host an admin names. */
async function resolveHost(db: Db, actor: User, hostId: string | undefined): Promise<string> {
  if (actor.role === 'Host') return actor.id;
  if (!hostId)
    throw new AppError('bad_request', EVENT_MSG.hostRequired, { host_id: EVENT_MSG.hostRequired });
  const [host] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, hostId), eq(users.role, 'Host')));
  if (!host)
    throw new AppError('bad_request', EVENT_MSG.hostMissing, { host_id: EVENT_MSG.hostMissing });
  return host.id;
}

/** Every chosen category must exist and belong to the event's sport. */
async function assertCategoriesOfSport(db: Db, sportsId: string, ids: string[]) {
  const [sport] = await db.select({ id: sports.id }).from(sports).where(eq(sports.id, sportsId));
  if (!sport)
    throw new AppError('bad_request', EVENT_MSG.sportMissing, {
      sports_id: EVENT_MSG.sportMissing,
    });
  const found = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inArray(categories.id, ids), eq(categories.sports_id, sportsId)));
  if (found.length !== ids.length) {
    throw new AppError('bad_request', EVENT_MSG.categoryNotInSport, {
      categories: EVENT_MSG.categoryNotInSport,
    });
  }
}

function columns(input: UpdateInput) {
  const times = {
    registration_start_time: input.registration_start_time ?? DEFAULT_REGISTRATION_START_TIME,
    registration_end_time: input.registration_end_time ?? DEFAULT_REGISTRATION_END_TIME,
  };
  const instants = eventInstants({ ...input, ...times });
  return {
    title: input.title,
    start_date: input.start_date,
    end_date: input.end_date,
    registration_start_date: input.registration_start_date,
    registration_end_date: input.registration_end_date,
    ...times,
    registration_opens_at: instants.opensAt,
    registration_closes_at: instants.closesAt,
    starts_at: instants.startsAt,
    ends_at: instants.endsAt,
    rewards: input.rewards,
    description: input.description,
    poster: input.poster,
    venue_name: input.venue_name,
    venue_address: input.venue_address,
  };
}

const priceRows = (eventId: string, list: UpdateInput['categories']) =>
  list.map((c) => ({
    event_id: eventId,
    category_id: c.category_id,
    price_minor: Math.round(c.price * 100),
  }));

export async function createEvent(deps: Deps, actor: User, input: CreateInput) {
  const hostId = await resolveHost(deps.db, actor, input.host_id);
  await assertCategoriesOfSport(
    deps.db,
    input.sports_id,
    input.categories.map((c) => c.category_id),
  );
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        ...columns(input),
        sports_id: input.sports_id,
        host_id: hostId,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: events.id });
    await tx.insert(eventCategories).values(priceRows(row!.id, input.categories));
    return row!.id;
  });
  return getEvent(deps, id);
}

export async function updateEvent(deps: Deps, actor: User, id: string, input: UpdateInput) {
  const now = deps.now();
  const current = await findEventRow(deps.db, id);
  assertCanChange(actor, current, now);
  const sportsId = input.sports_id ?? current.sports_id;
  await assertCategoriesOfSport(
    deps.db,
    sportsId,
    input.categories.map((c) => c.category_id),
  );
  await deps.db.transaction(async (tx) => {
    await tx
      .update(events)
      .set({ ...columns(input), sports_id: sportsId, updated_at: now })
      .where(eq(events.id, id));
    await tx.delete(eventCategories).where(eq(eventCategories.event_id, id));
    await tx.insert(eventCategories).values(priceRows(id, input.categories));
  });
  return getEvent(deps, id);
}

/** Only while no one has registered (participations refuse the delete through their key). */
export async function deleteEvent(deps: Deps, actor: User, id: string) {
  const current = await findEventRow(deps.db, id);
  if (actor.role !== 'Admin' && current.host_id !== actor.id)
    throw new AppError('forbidden', EVENT_MSG.notOwner);
  try {
    await deps.db.delete(events).where(eq(events.id, id));
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AppError('conflict', EVENT_MSG.hasRegistrations);
    throw err;
  }
}

export const eventCount = async (db: Db) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(events))[0]?.n ?? 0;
