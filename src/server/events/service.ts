import { feeExceedsPrice, REFUND_MSG, toStoredPolicy } from '../../shared/refunds/policy';
import { managesEvent } from '../../shared/events/policy';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  eventInstants,
  startsInPast,
  DEFAULT_REGISTRATION_END_TIME,
  DEFAULT_REGISTRATION_START_TIME,
} from '../../shared/events/registration-window';
import { cityFromAddress } from '../../shared/events/search';
import {
  EVENT_MSG,
  EVENT_TEAM_MSG,
  type EventCreateSchema,
  type EventUpdateSchema,
} from '../../shared/events/schemas';
import { MSG } from '../../shared/messages';
import type { Db } from '../platform/db/client';
import { isForeignKeyViolation } from '../platform/db/errors';
import {
  categories,
  eventCategories,
  events,
  participations,
  sports,
  users,
  type EventRow,
  type User,
} from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { batchedPerDb, batchNow } from '../platform/db/batched';
import { preparedPerDb } from '../platform/db/prepared';
import { eventChanges, queueChangeMails } from './change-mail';
import { applyCapacity } from '../places/service';
import { okJson } from '../platform/http/envelope';
import { answerTag, composeEvents, eventDocumentsByIds, type Composed } from './read-model';
import { eventsWithOwners, toEvent } from './serialize';

type CreateInput = z.output<typeof EventCreateSchema>;
type UpdateInput = z.output<typeof EventUpdateSchema>;

const eventById = preparedPerDb((db, name) =>
  eventsWithOwners(db, sql.placeholder('now'))
    .where(eq(events.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);

/** A published event for anyone; a draft is not found (its host reads it via `getOwnEvent`). */
export async function getEvent(deps: Deps, id: string) {
  const [row] = await eventById(deps.db, 'event_by_id').execute({ id, now: deps.now() });
  if (!row || row.status !== 'published') throw new AppError('not_found', MSG.notFound);
  return toEvent(row, deps.now());
}

const documentsById = preparedPerDb((db, name) => eventDocumentsByIds(db).prepare(name));

/** Published events as sent by id (null: unknown or unpublished); asks made together share a read. */
const eventJsonById = batchedPerDb(
  async (db, asks: readonly { id: string; now: Date }[]): Promise<(Composed | null)[]> => {
    const now = batchNow(asks);
    const rows = (
      await documentsById(db, 'event_documents_by_ids').execute({
        ids: [...new Set(asks.map((ask) => ask.id))],
        now,
      })
    ).filter((row) => row.status === 'published');
    const json = await composeEvents(db, rows, now);
    const byId = new Map(rows.map((row, i) => [row.id, json[i]!]));
    return asks.map((ask) => byId.get(ask.id) ?? null);
  },
);

/**
 * GET /events/:id: a published event's answer as JSON text, from its stored document (issue 31),
 * and its ETag.
 */
export async function getEventJson(deps: Deps, id: string) {
  const event = await eventJsonById(deps.db, { id, now: deps.now() });
  if (event === null) throw new AppError('not_found', MSG.notFound);
  return { json: okJson(event.json), etag: answerTag([event.mark]) };
}

/** An event, draft or not, for its host or an admin, with whether anyone has registered. */
export async function getOwnEvent(deps: Deps, actor: User, id: string) {
  const [row] = await eventById(deps.db, 'event_by_id').execute({ id, now: deps.now() });
  if (!row) throw new AppError('not_found', MSG.notFound);
  assertOwner(actor, row);
  const has_registrations = await hasRegistrations(deps.db, id);
  return { ...toEvent(row, deps.now()), has_registrations };
}

export async function findEventRow(db: Db, id: string): Promise<EventRow> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!row) throw new AppError('not_found', MSG.notFound);
  return row;
}

/** A host changes only its own events; an admin any (§6). */
export function assertOwner(actor: User, event: Pick<EventRow, 'host_id'>) {
  if (!managesEvent(actor, event)) throw new AppError('forbidden', EVENT_MSG.notOwner);
}

/** Someone holds a registration (paid or pending; cancelled ones no longer count). */
async function hasRegistrations(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: participations.id })
    .from(participations)
    .where(and(eq(participations.event_id, eventId), isNull(participations.cancelled_at)))
    .limit(1);
  return Boolean(row);
}

/** Publishing (or keeping published) refuses a start date before today at the venue. */
export function assertNotInPast(startDate: string, now: Date) {
  if (startsInPast({ start_date: startDate }, now))
    throw new AppError('bad_request', EVENT_MSG.startInPast, { start_date: EVENT_MSG.startInPast });
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
  const eventTimes = {
    event_start_time: input.event_start_time ?? null,
    event_end_time: input.event_end_time ?? null,
  };
  const instants = eventInstants({ ...input, ...times, ...eventTimes });
  return {
    ...eventTimes,
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
    city: input.city || cityFromAddress(input.venue_address),
    // Left out of a write, it stays as it is.
    ...(input.waitlist_offer_hours !== undefined && {
      waitlist_offer_hours: input.waitlist_offer_hours,
    }),
    ...(input.refund_policy !== undefined && {
      refund_policy: input.refund_policy ? toStoredPolicy(input.refund_policy) : null,
    }),
    // The place of supply and GST terms (issue 26): documents already issued keep their own copy.
    ...(input.venue_state !== undefined && { venue_state: input.venue_state }),
    ...(input.gst !== undefined && { gst: input.gst }),
  };
}

type CategoryInput = UpdateInput['categories'][number];

const lockInstant = (v: string | null) => (v ? new Date(v) : null);

/** A category's team settings (issue 28) the write sends; left out, they stay as they are. */
const teamSettings = (c: CategoryInput) => ({
  ...(c.team_payment !== undefined && { team_payment: c.team_payment }),
  ...(c.substitutes !== undefined && { substitutes: c.substitutes }),
  ...(c.roster_locks_at !== undefined && { roster_locks_at: lockInstant(c.roster_locks_at) }),
});

// A new category takes the defaults for what the write leaves out.
const priceRows = (eventId: string, list: UpdateInput['categories']) =>
  list.map((c) => ({
    event_id: eventId,
    category_id: c.category_id,
    price_minor: Math.round(c.price * 100),
    capacity: c.capacity ?? null,
    team_payment: c.team_payment ?? 'captain',
    substitutes: c.substitutes ?? 0,
    roster_locks_at: lockInstant(c.roster_locks_at ?? null),
  }));

/** A draft unless the request asks to publish at once (then not in the past). */
export async function createEvent(deps: Deps, actor: User, input: CreateInput) {
  if (input.status === 'published') assertNotInPast(input.start_date, deps.now());
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
        status: input.status,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: events.id });
    await tx.insert(eventCategories).values(priceRows(row!.id, input.categories));
    return row!.id;
  });
  return getOwnEvent(deps, actor, id);
}

/**
 * Drafts change freely. A published event keeps its corrections open (texts, poster, venue,
 * dates and times; a new start date not in the past), and each change of date, time or venue is
 * mailed to its paid participants in the same transaction. Once anyone has registered its
 * sport, categories and prices stay as they are; adding a category is still allowed.
 */
export async function updateEvent(deps: Deps, actor: User, id: string, input: UpdateInput) {
  const now = deps.now();
  const current = await findEventRow(deps.db, id);
  assertOwner(actor, current);
  if (current.cancelled_at) throw new AppError('conflict', REFUND_MSG.eventCancelled);
  const published = current.status === 'published';
  if (published && input.start_date !== current.start_date) assertNotInPast(input.start_date, now);
  const sportsId = input.sports_id ?? current.sports_id;
  const registered = await hasRegistrations(deps.db, id);
  const before = await deps.db
    .select()
    .from(eventCategories)
    .where(eq(eventCategories.event_id, id));
  if (registered) assertCategoriesKept(sportsId !== current.sports_id, before, input.categories);
  await assertCategoriesOfSport(
    deps.db,
    sportsId,
    input.categories.map((c) => c.category_id),
  );
  assertFeeKept(current.refund_policy, input);
  const next = columns(input);
  assertRosterLocksKept(before, input, next.starts_at);
  const changes = published ? eventChanges(current, next) : [];
  await deps.jobs.transaction(async (tx) => {
    await tx
      .update(events)
      // Every edit is a new version of the event's calendar entries (SEQUENCE, events/calendar.ts).
      .set({ ...next, sports_id: sportsId, revision: sql`${events.revision} + 1`, updated_at: now })
      .where(eq(events.id, id));
    const kept = new Set(input.categories.map((c) => c.category_id));
    const gone = before.filter((b) => !kept.has(b.category_id)).map((b) => b.category_id);
    if (gone.length > 0)
      await tx
        .delete(eventCategories)
        .where(and(eq(eventCategories.event_id, id), inArray(eventCategories.category_id, gone)));
    const existing = new Set(before.map((b) => b.category_id));
    await tx
      .insert(eventCategories)
      .values(priceRows(id, input.categories))
      .onConflictDoUpdate({
        target: [eventCategories.event_id, eventCategories.category_id],
        set: { price_minor: sql`excluded.price_minor` },
      });
    // A kept category's capacity changes under its lock, never below the places taken.
    for (const c of input.categories)
      if (existing.has(c.category_id) && c.capacity !== undefined)
        await applyCapacity(deps, tx, id, c.category_id, c.capacity, now);
    // A team's payment mode is copied when it starts: a change here applies to new teams.
    for (const c of input.categories) {
      const set = teamSettings(c);
      if (existing.has(c.category_id) && Object.keys(set).length > 0)
        await tx
          .update(eventCategories)
          .set(set)
          .where(
            and(eq(eventCategories.event_id, id), eq(eventCategories.category_id, c.category_id)),
          );
    }
    if (changes.length > 0) await queueChangeMails(deps, tx, id, changes);
  });
  return getOwnEvent(deps, actor, id);
}

/**
 * An edit that leaves the refund policy out keeps the stored one: its fee must still fit the new
 * prices (the schema checks a policy sent with the edit).
 */
function assertFeeKept(stored: EventRow['refund_policy'], input: UpdateInput) {
  if (input.refund_policy !== undefined || !stored) return;
  const prices = input.categories.map((c) => Math.round(c.price * 100));
  if (feeExceedsPrice(stored.fee_minor, prices))
    throw new AppError('bad_request', REFUND_MSG.feeAbovePrice, {
      categories: REFUND_MSG.feeAbovePrice,
    });
}

/**
 * An edit that leaves a category's roster lock out keeps the stored one: it must still be no
 * later than the (perhaps moved) start, as the schema checks a lock sent with the edit.
 */
function assertRosterLocksKept(
  before: Array<{ category_id: string; roster_locks_at: Date | null }>,
  input: UpdateInput,
  startsAt: Date,
) {
  const stored = new Map(before.map((b) => [b.category_id, b.roster_locks_at]));
  input.categories.forEach((c, i) => {
    const locksAt = stored.get(c.category_id);
    if (c.roster_locks_at === undefined && locksAt && locksAt > startsAt) {
      const field = `categories.${i}.roster_locks_at`;
      throw new AppError('bad_request', EVENT_TEAM_MSG.rosterLockAfterStart, {
        [field]: EVENT_TEAM_MSG.rosterLockAfterStart,
      });
    }
  });
}

/** With registrations: same sport, every category kept at its price (new ones may join). */
function assertCategoriesKept(
  sportChanged: boolean,
  before: Array<{ category_id: string; price_minor: number }>,
  after: UpdateInput['categories'],
) {
  const prices = new Map(after.map((c) => [c.category_id, Math.round(c.price * 100)]));
  const changed = before.some((b) => prices.get(b.category_id) !== b.price_minor);
  if (sportChanged || changed)
    throw new AppError('conflict', EVENT_MSG.categoriesLocked, {
      categories: EVENT_MSG.categoriesLocked,
    });
}

/**
 * Only while no one has registered (participations, cancelled ones too, keep their event through
 * their key: the ledger needs it).
 */
export async function deleteEvent(deps: Deps, actor: User, id: string) {
  const current = await findEventRow(deps.db, id);
  assertOwner(actor, current);
  try {
    await deps.db.delete(events).where(eq(events.id, id));
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AppError('conflict', EVENT_MSG.hasRegistrations);
    throw err;
  }
}

// What other features read of events: a registration's event headline, the SQL form of the
// registration-window rule (admin counts).
export { eventHeadline } from './serialize';
export { statusFilter } from './list';

// A write of events that another feature decides (events is their one writer).
export { markEventCancelled } from './cancelled';
export { listCurrentPages, readCurrentPage, readEventPage } from './read-model';
export { readPageUntil } from './page-until';
