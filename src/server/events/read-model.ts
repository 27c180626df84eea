import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Event } from '../../shared/events/schemas';
import { stateAt } from '../../shared/events/registration-window';
import type { Db } from '../platform/db/client';
import { eventDocuments, events, pageDraws, storedPages } from '../platform/db/schema';
import { batchedPerDb, batchNow, equalsAnyOf } from '../platform/db/batched';
import { preparedPerDb } from '../platform/db/prepared';
import { okJson, pageJson } from '../platform/http/envelope';
import type { StoredPage } from '../platform/http/page-store';
import type { ListedPage } from '../platform/http/page-files-sync';
import { leftOf } from '../places/service';
import { eventsWithOwners, toEvent } from './serialize';

// The public read model (issue 31, decision 049). `eventsWithOwners` + `toEvent` stay the one
// derivation of an event's public shape; what is stored here is their output, as text, built
// again whenever a trigger has marked it stale. A read sends it as it is, adding only what time
// changes: the registration state and the places of capacity categories (their holds expire).

/** An event's document as stored: JSON text cut where the time-dependent parts go. */
export type Document = {
  /** The event's JSON without its closing brace, its registration state and its places. */
  body: string;
  /** Offsets in `body` where each capacity category's places go, with its id and capacity. */
  place_slots: number[];
  place_categories: string[];
  place_capacities: number[];
  /** A digest of the four above: what an answer's ETag names instead of hashing its text. */
  fingerprint: string;
};

const digest = (text: string) => createHash('sha1').update(text).digest('base64url');

// A property no event has, marking where a capacity category's places go; outside a JSON string
// (where quotes are escaped) it cannot occur in the text by chance.
const SLOT = '"__places__":0,';

/** The stored form of an event as the API shows it now. */
export function documentOf(event: Event): Document {
  const { registration_state: _state, ...rest } = event;
  const capacityCategories = rest.categories.filter((c) => c.capacity !== null);
  const text = JSON.stringify({
    ...rest,
    categories: rest.categories.map(({ places_left, waitlist_count, ...c }) =>
      c.capacity === null ? { ...c, places_left, waitlist_count } : { __places__: 0, ...c },
    ),
  });
  const place_slots: number[] = [];
  let body = '';
  let at = 0;
  for (let i = text.indexOf(SLOT); i >= 0; i = text.indexOf(SLOT, at)) {
    body += text.slice(at, i);
    place_slots.push(body.length);
    at = i + SLOT.length;
  }
  body += text.slice(at, -1);
  const place_categories = capacityCategories.map((c) => c.category_id);
  const place_capacities = capacityCategories.map((c) => c.capacity!);
  return {
    body,
    place_slots,
    place_categories,
    place_capacities,
    fingerprint: digest(JSON.stringify([body, place_slots, place_categories, place_capacities])),
  };
}

/** A capacity category's places now: its id, paid, waiting and unexpired holds. */
type PlaceTuple = [category_id: string, paid: number, waiting: number, holds: number];

/**
 * An instant as milliseconds since 1970: a number the drivers read as one, where a timestamp's
 * text costs each read a date parse (5 % of a list's CPU, 21 rows of four instants).
 */
const epochMs = (column: SQL | typeof events.starts_at) =>
  sql<number>`round(date_part('epoch', ${column}) * 1000)`;

/**
 * The columns a document read takes: the event's state instants and the stored document, with
 * the places of its capacity categories counted from `category_places` (holds unexpired at `now`:
 * the one comparison with time, over a handful of instants); read too when the document is stale,
 * as which categories have a capacity is not known until it is built.
 */
export const documentColumns = (now: Date | Placeholder) => ({
  id: events.id,
  status: events.status,
  starts_at: epochMs(events.starts_at),
  opens_at: epochMs(events.registration_opens_at),
  closes_at: epochMs(events.registration_closes_at),
  ends_at: epochMs(events.ends_at),
  cancelled: sql<boolean>`${events.cancelled_at} is not null`,
  stale: eventDocuments.stale,
  body: eventDocuments.body,
  place_slots: eventDocuments.place_slots,
  place_categories: eventDocuments.place_categories,
  place_capacities: eventDocuments.place_capacities,
  fingerprint: eventDocuments.fingerprint,
  places: sql<
    PlaceTuple[] | null
  >`case when ${eventDocuments.stale} is not false or cardinality(${eventDocuments.place_categories}) > 0 then (
    select json_agg(json_build_array(cp.category_id, cp.paid, cp.waiting,
      (select count(*) from unnest(cp.holds) h where h > ${now})))
    from category_places cp where cp.event_id = ${events.id}) end`,
});

const ph = (name: string) => sql.placeholder(name);

/** Events with their stored documents (filter, order and limit added by the caller). */
export const eventDocumentsFrom = (db: Db, now: Date | Placeholder) =>
  db
    .select(documentColumns(now))
    .from(events)
    .leftJoin(eventDocuments, eq(eventDocuments.event_id, events.id));

export type DocumentRow = Awaited<ReturnType<typeof eventDocumentsFrom>>[number];

/** The documents of the events among `ids` (an array placeholder), by the primary key. */
export const eventDocumentsByIds = (db: Db) =>
  eventDocumentsFrom(db, ph('now')).where(equalsAnyOf(events.id, 'ids', 'bpchar'));

/**
 * Builds the documents of these events again from the tables and stores those that are stale.
 * Each stored one is locked first (SKIP LOCKED: one another reader is building, or a writer has
 * marked and not yet committed, is built here without being stored) and derived in the next
 * statement, which sees every write committed before the lock: a writer committing after it
 * marks the row stale again (its trigger waits for this lock), so nothing is ever lost.
 */
async function rebuildDocuments(
  db: Db,
  ids: string[],
  now: Date,
  { onlyStale = true } = {},
): Promise<Map<string, Document>> {
  if (ids.length === 0) return new Map();
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: eventDocuments.event_id })
      .from(eventDocuments)
      .where(
        and(
          inArray(eventDocuments.event_id, ids),
          onlyStale ? eq(eventDocuments.stale, true) : undefined,
        ),
      )
      .orderBy(eventDocuments.event_id)
      .for('update', { skipLocked: true });
    const rows = await eventsWithOwners(tx, now).where(inArray(events.id, ids));
    const built = new Map(rows.map((row) => [row.id, documentOf(toEvent(row, now))]));
    for (const { id } of locked) {
      const document = built.get(id);
      if (!document) continue;
      await tx
        .update(eventDocuments)
        .set({ ...document, stale: false, built_at: sql`now()` })
        .where(eq(eventDocuments.event_id, id));
    }
    return built;
  });
}

/**
 * An event as sent now: its JSON text, and what that text is made of, short (`mark`): its
 * document's fingerprint and what time put in. Equal marks, equal texts (see `answerTag`).
 */
export type Composed = { json: string; mark: string };

/** The event's JSON now: the stored text with its places and registration state put in. */
function composeEvent(document: Document, row: DocumentRow, now: Date): Composed {
  const { body, place_slots, place_categories, place_capacities } = document;
  const counts = new Map(
    row.places?.map(([id, paid, waiting, holds]) => [id, { paid, waiting, holds }]),
  );
  let out = '';
  let mark = document.fingerprint;
  let at = 0;
  place_slots.forEach((offset, i) => {
    const c = counts.get(place_categories[i]!);
    const waiting = c?.waiting ?? 0;
    const left = leftOf(place_capacities[i]!, c ? c.paid + Number(c.holds) : 0, waiting);
    out += `${body.slice(at, offset)}"places_left":${left},"waitlist_count":${waiting},`;
    mark += ` ${left} ${waiting}`;
    at = offset;
  });
  const state = stateAt(
    {
      opensAt: new Date(row.opens_at),
      closesAt: new Date(row.closes_at),
      endsAt: new Date(row.ends_at),
      cancelled: row.cancelled,
    },
    now,
  );
  return {
    json: `${out}${body.slice(at)},"registration_state":"${state}"}`,
    mark: `${mark} ${state}`,
  };
}

// How the answers made of composed events are written (composeEvent, and the envelopes around
// it): part of every such answer's tag, so a build that writes them otherwise never has a
// visitor's older text confirmed by its tag. The functions' own source, digested once.
const WRITTEN_BY = digest([composeEvent, okJson, pageJson].map(String).join('\n'));

/**
 * The ETag of an answer made of composed events (decision 066): a digest of their marks and of
 * the answer's other parts (a list's next cursor), about 40 characters an event where hashing the
 * answer's text took 1.4 KB an event (a 29 KB list: 9 % of its CPU).
 */
export const answerTag = (marks: readonly string[], ...rest: (string | null)[]) =>
  `W/"${digest(JSON.stringify([WRITTEN_BY, marks, rest]))}"`;

const stored = (row: DocumentRow): Document | null =>
  row.stale === false && row.body !== null && row.fingerprint !== null
    ? {
        body: row.body,
        place_slots: row.place_slots ?? [],
        place_categories: row.place_categories ?? [],
        place_capacities: row.place_capacities ?? [],
        fingerprint: row.fingerprint,
      }
    : null;

/** Each row's event as sent now, building (and storing) the documents that are stale. */
export async function composeEvents(db: Db, rows: DocumentRow[], now: Date): Promise<Composed[]> {
  const stale = rows.filter((row) => stored(row) === null).map((row) => row.id);
  const built = await rebuildDocuments(db, stale, now);
  return rows.map((row) => {
    const document = stored(row) ?? built.get(row.id);
    if (!document) throw new Error(`Event ${row.id} has no document and could not be derived`);
    return composeEvent(document, row, now);
  });
}

/**
 * `npm run read-model:rebuild`: counts every category's places again and builds every event's
 * document from the tables, a batch at a time (the read model is derived: this is always safe).
 */
export async function rebuildReadModel(db: Db, now: Date, batch = 500): Promise<number> {
  await db.execute(sql`select read_model_count_places(array_agg(event_id), array_agg(category_id))
    from event_categories`);
  await db.execute(sql`insert into event_documents (event_id) select id from events
    on conflict (event_id) do nothing`);
  let after = '';
  let built = 0;
  for (;;) {
    const ids = (
      await db
        .select({ id: events.id })
        .from(events)
        .where(sql`${events.id} > ${after}`)
        .orderBy(events.id)
        .limit(batch)
    ).map((row) => row.id);
    if (ids.length === 0) return built;
    built += (await rebuildDocuments(db, ids, now, { onlyStale: false })).size;
    after = ids.at(-1)!;
  }
}

/**
 * The bytes of a stored page, unless its fingerprint is among `held` (null: no bytes wanted),
 * decoded as the column is (a Buffer from either driver).
 */
const bytesUnlessHeld = () =>
  sql<Buffer | null>`case when ${ph('held')}::text[] is null
    or ${storedPages.source} = any(${ph('held')}::text[]) then null else ${storedPages.br} end`.mapWith(
    storedPages.br,
  );

/**
 * The first instant after `now` that changes an event's JSON by time alone, or null for never:
 * its registration opening or closing, its end (a cancelled event is closed until then, so only
 * its end counts), a hold on its places expiring. The one rule for a visit's memory of a page
 * (decision 051) and the drawing job's next due instant (page-draws.ts). Its own aliases are
 * `changing` and `changing_places`, so `eventId` may name any other.
 */
export const pageChangesAt = (eventId: SQL, now: Date | Placeholder) => sql<string | null>`(
  select min(t) from (
    select unnest(case when changing.cancelled_at is null
        then array[changing.registration_opens_at, changing.registration_closes_at,
          changing.ends_at]
        else array[changing.ends_at] end) as t
      from events changing where changing.id = ${eventId}
    union all
    select unnest(changing_places.holds) from category_places changing_places
      where changing_places.event_id = ${eventId}
  ) instants where t > ${now})`;

/**
 * One event's document and which page is stored for it in a language, with that page's bytes
 * unless its fingerprint is among those `held` (a server's memory, the visitor's ETag), in one
 * indexed read.
 */
const eventPageById = preparedPerDb((db, name) =>
  db
    .select({
      ...documentColumns(ph('now')),
      page_source: storedPages.source,
      page_status: storedPages.status,
      // The bytes come along unless the caller holds them (or the visitor does), or wants none
      // (held null): a server's first visit to an address costs one round trip, not two.
      page_br: bytesUnlessHeld(),
      changes_at: pageChangesAt(sql`${events.id}`, ph('now')),
      version: pageDraws.version,
    })
    .from(events)
    .leftJoin(eventDocuments, eq(eventDocuments.event_id, events.id))
    .leftJoin(pageDraws, eq(pageDraws.event_id, events.id))
    .leftJoin(
      storedPages,
      and(eq(storedPages.path, ph('path')), eq(storedPages.language, ph('language'))),
    )
    .where(eq(events.id, ph('id')))
    .limit(1)
    .prepare(name),
);

/**
 * A published event's JSON now, when time alone next changes it (ms), and the page stored for
 * its address in `language` (whatever it was drawn from: the caller compares fingerprints), with
 * its bytes unless `held` (null: no bytes); null for an unknown or unpublished event.
 */
export async function readEventPage(
  db: Db,
  page: { id: string; path: string; language: string; held: string[] | null },
  now: Date,
) {
  const [row] = await eventPageById(db, 'event_page_by_id').execute({ ...page, now });
  if (!row || row.status !== 'published') return null;
  const [composed] = await composeEvents(db, [row], now);
  const stored: StoredPage | null =
    row.page_source !== null && row.page_status !== null
      ? {
          source: row.page_source,
          status: row.page_status,
          ...(row.page_br ? { br: row.page_br } : {}),
        }
      : null;
  return {
    json: composed!.json,
    page: stored,
    // A string from node-postgres, a Date from PGlite.
    until: row.changes_at === null ? Infinity : new Date(row.changes_at).getTime(),
    /** The number of the event's last change (migration 0031), read with its JSON. */
    version: row.version,
  };
}

/** A stored page is current by its row alone: this build, its event's last change, not yet lapsed. */
const currentByRow = (build: string | Placeholder, now: Date | Placeholder) =>
  and(
    eq(storedPages.build, build),
    or(isNull(storedPages.until), gt(storedPages.until, now)),
    // Its event's number by key, as a subquery: joined, the planner (on statistics older than
    // a bulk fill) walked page_draws' whole index for each visit, 42 ms at 100,000 events.
    sql`${storedPages.version} = (select ${pageDraws.version} from ${pageDraws}
      where ${pageDraws.event_id} = ${storedPages.event_id})`,
  );

/**
 * The pages stored for addresses in a language that are current by their rows alone: drawn by
 * this build, from their events' last change (`page_draws.version`), and not yet changed by time.
 * Reads by primary keys, no event composed: what most visits to a site in use find. A page's bytes
 * come unless `held` names it (`path source`) or its whole address (`path *`).
 */
export const currentStoredPages = (db: Db) =>
  db
    .select({
      path: storedPages.path,
      source: storedPages.source,
      status: storedPages.status,
      br: sql<Buffer | null>`case when ${ph('held')}::text[] && array[
          ${storedPages.path} || ' ' || ${storedPages.source}, ${storedPages.path} || ' *']
        then null else ${storedPages.br} end`.mapWith(storedPages.br),
      until: storedPages.until,
    })
    .from(storedPages)
    .where(
      and(
        equalsAnyOf(storedPages.path, 'paths', 'text'),
        eq(storedPages.language, ph('language')),
        currentByRow(ph('build'), ph('now')),
      ),
    );

/**
 * The pages current by their rows, in address order after `after` (null: from the start), at most
 * `limit`; only those stored since `since` when given (decision 068: a server's page files).
 */
export async function listCurrentPages(
  db: Db,
  ask: {
    build: string;
    after: { path: string; language: string } | null;
    since: Date | null;
    limit: number;
  },
  now: Date,
): Promise<{ pages: ListedPage[]; at: number | null }> {
  const rows = await db
    .select({
      path: storedPages.path,
      language: storedPages.language,
      eventId: storedPages.event_id,
      source: storedPages.source,
      status: storedPages.status,
      until: storedPages.until,
      // The database's clock for the statement (page-files-sync.ts counts its next look from it).
      at: sql<string>`now()`,
    })
    .from(storedPages)
    .where(
      and(
        currentByRow(ask.build, now),
        ask.after
          ? sql`(${storedPages.path}, ${storedPages.language}) > (${ask.after.path}, ${ask.after.language})`
          : undefined,
        ask.since ? gt(storedPages.stored_at, ask.since) : undefined,
      ),
    )
    .orderBy(storedPages.path, storedPages.language)
    .limit(ask.limit);
  const pages = rows.flatMap(({ at: _at, ...row }) =>
    row.eventId === null
      ? []
      : [
          {
            ...row,
            eventId: row.eventId,
            until: row.until === null ? Infinity : new Date(row.until).getTime(),
          },
        ],
  );
  return { pages, at: rows[0] ? new Date(rows[0].at).getTime() : null };
}

const currentStored = preparedPerDb((db, name) => currentStoredPages(db).prepare(name));

type CurrentPageAsk = {
  path: string;
  language: string;
  build: string;
  /** Drawings the asker needs no bytes for (null: none at all). */
  held: string[] | null;
  now: Date;
};

/**
 * What each ask's address needs no bytes for: a drawing only if every asker of the address holds
 * it (one that wants no bytes at all holds everything).
 */
function heldByAll(asks: readonly CurrentPageAsk[]): string[] {
  const byPath = new Map<string, (string[] | null)[]>();
  for (const ask of asks) {
    const helds = byPath.get(ask.path);
    if (helds) helds.push(ask.held);
    else byPath.set(ask.path, [ask.held]);
  }
  return [...byPath].flatMap(([path, helds]) => {
    const wanting = helds.filter((held): held is string[] => held !== null);
    if (wanting.length === 0) return [`${path} *`];
    const [first, ...rest] = wanting;
    return first!
      .filter((source) => rest.every((held) => held.includes(source)))
      .map((source) => `${path} ${source}`);
  });
}

type CurrentPage = StoredPage & { until: number };

const readCurrentPages = batchedPerDb(
  async (db, asks: readonly CurrentPageAsk[]): Promise<(CurrentPage | null)[]> => {
    // Asks of one server share a build and mostly a language: one read each.
    const groups = new Map<string, CurrentPageAsk[]>();
    for (const ask of asks) {
      const key = `${ask.language} ${ask.build}`;
      const group = groups.get(key);
      if (group) group.push(ask);
      else groups.set(key, [ask]);
    }
    const found = new Map<string, CurrentPage>();
    await Promise.all(
      [...groups.values()].map(async (group) => {
        const { language, build } = group[0]!;
        const rows = await currentStored(db, 'current_stored_pages').execute({
          paths: [...new Set(group.map((ask) => ask.path))],
          language,
          build,
          // A page that time changes between the asks is read again by its event.
          now: batchNow(group),
          held: heldByAll(group),
        });
        for (const row of rows)
          found.set(`${language} ${build} ${row.path}`, {
            source: row.source,
            status: row.status,
            ...(row.br ? { br: row.br } : {}),
            until: row.until === null ? Infinity : row.until.getTime(),
          });
      }),
    );
    return asks.map((ask) => found.get(`${ask.language} ${ask.build} ${ask.path}`) ?? null);
  },
);

/**
 * The page stored for an address in a language if it is current by its row alone, with its bytes
 * unless `held` names it. Visits that come in together share one read.
 */
export function readCurrentPage(
  db: Db,
  page: { path: string; language: string; build: string; held: string[] | null },
  now: Date,
): Promise<CurrentPage | null> {
  return readCurrentPages(db, { ...page, now });
}
