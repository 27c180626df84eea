import { and, asc, desc, eq, gt, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { venueInstant } from '../../shared/events/registration-window';
import type { EventListQuery } from '../../shared/events/list-query';
import { isId } from '../../shared/ids';
import type { Db } from '../platform/db/client';
import { batchedPerDb, batchNow } from '../platform/db/batched';
import { preparedPerDb } from '../platform/db/prepared';
import {
  eventCategories,
  eventDocuments,
  eventSearchDocument,
  events,
} from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { decodeCursor, encodeCursor } from '../platform/http/cursor';
import { pageJson } from '../platform/http/envelope';
import {
  answerTag,
  composeEvents,
  documentColumns,
  eventDocumentsFrom,
  type DocumentRow,
} from './read-model';
import { eventsWithOwners, toEvent, type EventListRow } from './serialize';

type Status = EventListQuery['status'];
type Sort = EventListQuery['sort'];

const DAY_MS = 86_400_000;
// More words than anyone types into a search box; the rest are ignored.
const MAX_WORDS = 8;

const ph = (name: string) => sql.placeholder(name);

/**
 * The §4 state filter as comparisons of the instants stored beside the dates (computed by
 * shared/events/registration-window.ts) with `now`: the placeholder of a prepared list, or an
 * instant (the admin's counts). Indexed comparisons; the one SQL copy of the rule.
 */
export function statusFilter(
  status: Status,
  now: ReturnType<typeof sql.placeholder> | Date = ph('now'),
): SQL[] {
  switch (status) {
    // Each state excludes the ones the TypeScript rule tests first (over, then not open, then
    // open), so an event whose times make no sense (closing before it opens) is in one state.
    // A cancelled event is closed until it is over (issue 16).
    case 'not_open':
      return [
        gt(events.registration_opens_at, now),
        gt(events.ends_at, now),
        isNull(events.cancelled_at),
      ];
    case 'open':
      return [
        lte(events.registration_opens_at, now),
        gt(events.registration_closes_at, now),
        gt(events.ends_at, now),
        isNull(events.cancelled_at),
      ];
    case 'closed':
      return [
        gt(events.ends_at, now),
        or(
          isNotNull(events.cancelled_at),
          and(lte(events.registration_opens_at, now), lte(events.registration_closes_at, now)),
        )!,
      ];
    case 'over':
    case 'past':
      return [lte(events.ends_at, now)];
    case 'upcoming':
      return [gt(events.starts_at, now)];
    default:
      return [];
  }
}

/**
 * The words of a search as a prefix tsquery: 'foot beng' is `foot:* & beng:*`. Only letters,
 * marks and digits get through, so no tsquery syntax can; null when nothing is left.
 */
export function prefixQuery(q: string): string | null {
  const words =
    q
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu)
      ?.slice(0, MAX_WORDS) ?? [];
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** Which parts a list query has: one SQL text per shape. */
export type Shape = {
  sport: boolean;
  host: boolean;
  status: Status;
  drafts: boolean;
  hidePast: boolean;
  sort: Sort;
  cursor: boolean;
  q: boolean;
  city: boolean;
  from: boolean;
  to: boolean;
  fee: EventListQuery['fee'];
  open: boolean;
};

/** Any entry fee among the event's categories (the primary key of event_categories leads with event_id). */
const hasFee = sql`exists (select 1 from ${eventCategories} where ${eventCategories.event_id} = ${events.id} and ${eventCategories.price_minor} > 0)`;

/**
 * The longest any event runs (ends_at − starts_at), read from the `events_span_idx` index: an
 * event not over at `t` started after `t` minus it. That redundant bound lets the soonest-first
 * index start near `t` instead of walking every finished event (which only ever grow in number).
 */
const longestSpan = sql`(select max(span.ends_at - span.starts_at) from ${events} span)`;
const startedAfterEndOf = (instant: ReturnType<typeof ph>) =>
  gt(events.starts_at, sql`${instant}::timestamptz - ${longestSpan}`);

/** Where a list's values come from: its placeholders, or the columns of a batch's ask. */
type Value = (name: string) => SQL | ReturnType<typeof ph>;

/** The filter and order of a shape's list, with placeholders (or a batch's ask columns). */
function listClauses(s: Shape, v: Value = ph) {
  const where: SQL[] = statusFilter(s.status);
  // Drafts only ever reach their host and admins (the manage list), never a public read.
  if (!s.drafts) where.push(eq(events.status, 'published'));
  // "Past" is the §4 'over' state: hidden while the event has not ended.
  if (s.hidePast) where.push(gt(events.ends_at, ph('now')));
  // The one registration-window rule, as statusFilter spells it for the 'open' state.
  if (s.open) where.push(...statusFilter('open'));
  if (s.hidePast || s.open) where.push(startedAfterEndOf(ph('now')));
  if (s.sport) where.push(eq(events.sports_id, v('sports_id')));
  if (s.host) where.push(eq(events.host_id, v('host_id')));
  if (s.city) where.push(sql`lower(${events.city}) = lower(${v('city')})`);
  if (s.q) where.push(sql`${eventSearchDocument(events)} @@ to_tsquery('simple', ${ph('q')})`);
  // On the stored instants (exact for whole venue days), so the instant indexes serve them.
  if (s.from) where.push(gt(events.ends_at, ph('from_at')), startedAfterEndOf(ph('from_at')));
  if (s.to) where.push(lt(events.starts_at, ph('to_at')));
  if (s.fee === 'paid') where.push(hasFee);
  if (s.fee === 'free') where.push(sql`not ${hasFee}`);
  if (s.cursor)
    where.push(
      s.sort === 'newest'
        ? lt(events.id, v('cursor'))
        : sql`(${events.starts_at}, ${events.id}) > (${v('cursor_at')}::timestamptz, ${v('cursor')})`,
    );
  const order = s.sort === 'newest' ? [desc(events.id)] : [asc(events.starts_at), asc(events.id)];
  return { where: and(...where), order };
}

/** The list query of a shape, derived from the tables (bench/search-plans.ts explains it too). */
export function buildList(db: Db, s: Shape) {
  const { where, order } = listClauses(s);
  return eventsWithOwners(db, ph('now'))
    .where(where)
    .orderBy(...order)
    .limit(ph('limit'));
}

/** The same list read from the stored documents (the public lists: no drafts). */
export function buildDocumentList(db: Db, s: Shape) {
  const { where, order } = listClauses(s);
  return eventDocumentsFrom(db, ph('now'))
    .where(where)
    .orderBy(...order)
    .limit(ph('limit'));
}

/**
 * The lists without search terms (the first pages everyone asks for) are prepared statements,
 * one per shape (at most 2 × 2 × 7 × 2 × 2 × 2 × 2 × 2 of them), a city's list among them (the
 * list page's links by city: its own index, one plan fits every city). With search terms the
 * shapes multiply, so those are built per request and sent unnamed.
 */
const hotShapes = new Map<string, Shape>();
const preparedList = preparedPerDb((db, name) => buildList(db, hotShapes.get(name)!).prepare(name));
const preparedDocumentList = preparedPerDb((db, name) =>
  buildDocumentList(db, hotShapes.get(name)!).prepare(`${name}_documents`),
);

/** The columns of a batch's asks (below), in the order `unnest` takes their arrays. */
const ASK_COLUMNS = [
  ['lim', 'int'],
  ['sports_id', 'text'],
  ['host_id', 'text'],
  ['city', 'text'],
  ['cursor', 'bpchar'],
  ['cursor_at', 'timestamptz'],
] as const;

/**
 * The public lists of one hot shape asked for together, in one statement (decision 062): each
 * ask is a row of `ask` (its values as columns, read through sub-selects so the statement is
 * planned once, as batched.ts explains), and each event carries the number of the ask it answers.
 * An ask's events are those its own list would read, in its order: the same clauses, with the
 * ask's columns for the placeholders.
 */
function buildBatchedDocumentList(db: Db, s: Shape) {
  const { where, order } = listClauses(s, (name) => sql.raw(`ask.${name}`));
  const asks = sql.join(
    ASK_COLUMNS.map(([name, type]) => sql`(select ${ph(`${name}s`)}::${sql.raw(type)}[])`),
    sql`, `,
  );
  const columns = sql.raw(ASK_COLUMNS.map(([name]) => name).join(', '));
  // The inner list names `events` as the outer read does; its own FROM is the nearer scope.
  const listed = db
    .select({ id: events.id })
    .from(events)
    .where(where)
    .orderBy(...order)
    // Drizzle's types take a number or placeholder; it writes any SQL it is given as the limit.
    .limit(sql`ask.lim` as unknown as number);
  return db
    .select({ ...documentColumns(ph('now')), ask: sql<number>`ask.n`.mapWith(Number) })
    .from(events)
    .innerJoin(
      sql`unnest(${asks}) with ordinality as ask(${columns}, n)`,
      sql`${events.id} = any(array(${listed}))`,
    )
    .leftJoin(eventDocuments, eq(eventDocuments.event_id, events.id))
    .orderBy(sql`ask.n`, ...order);
}

const preparedBatchedList = preparedPerDb((db, name) =>
  buildBatchedDocumentList(db, hotShapes.get(name)!).prepare(`${name}_batched`),
);

type ListValues = ReturnType<typeof listPlan>['values'];
type ListAsk = { name: string; values: ListValues; now: Date };

/**
 * The hot public lists, gathered as batched.ts gathers reads by id: at 50 visitors a second's
 * lists are a few statements, not one per visit (each costs the server a write to PostgreSQL, on
 * loopback as dear as the rest of the read). An ask alone in its batch keeps its own statement.
 */
const readHotLists = batchedPerDb(
  async (db, asks: readonly ListAsk[]): Promise<DocumentRow[][]> => {
    const byShape = new Map<string, number[]>();
    asks.forEach((ask, i) => byShape.set(ask.name, [...(byShape.get(ask.name) ?? []), i]));
    const answers: DocumentRow[][] = asks.map(() => []);
    await Promise.all(
      [...byShape].map(async ([name, members]) => {
        if (members.length === 1) {
          const i = members[0]!;
          answers[i] = await preparedDocumentList(db, name).execute({
            ...asks[i]!.values,
            now: asks[i]!.now,
          });
          return;
        }
        const group = members.map((i) => asks[i]!);
        const values = Object.fromEntries(
          ASK_COLUMNS.map(([column]) => [
            `${column}s`,
            group.map((ask) =>
              column === 'lim' ? ask.values.limit : (ask.values[column] ?? null),
            ),
          ]),
        );
        const rows = await preparedBatchedList(db, name).execute({
          ...values,
          now: batchNow(group),
        });
        for (const { ask, ...row } of rows) answers[members[ask - 1]!]!.push(row);
      }),
    );
    return answers;
  },
);

function hotName(s: Shape): string {
  const bit = (b: boolean) => (b ? '1' : '0');
  const name = `events_list_${bit(s.sport)}${bit(s.host)}${bit(s.drafts)}${bit(s.hidePast)}${bit(s.cursor)}${bit(s.city)}_${s.status ?? 'any'}_${s.sort}`;
  hotShapes.set(name, s);
  return name;
}

function cursorValues(query: EventListQuery) {
  if (!query.cursor) return {};
  if (query.sort === 'newest') {
    // The id of the last event seen (the list's cursor before sorting existed).
    if (!isId(query.cursor)) throw new AppError('bad_request', 'Invalid cursor');
    return { cursor: query.cursor };
  }
  const [at, id] = decodeCursor<[string, string]>(query.cursor, 2);
  if (!isId(id) || Number.isNaN(Date.parse(at)))
    throw new AppError('bad_request', 'Invalid cursor', { cursor: 'Invalid cursor' });
  return { cursor: id, cursor_at: at };
}

function nextCursor(sort: Sort, last: { id: string; starts_at: Date | number }): string {
  return sort === 'newest'
    ? last.id
    : encodeCursor([new Date(last.starts_at).toISOString(), last.id]);
}

/** The query's shape and the values of its placeholders at `now`. */
export function listPlan(query: EventListQuery, withDrafts: boolean, now: Date) {
  const tsquery = query.q ? prefixQuery(query.q) : null;
  const shape: Shape = {
    sport: Boolean(query.sports_id),
    host: Boolean(query.host_id),
    status: query.status,
    drafts: withDrafts,
    // Asking for finished events by state is asking for past events.
    hidePast: !query.include_past && query.status !== 'over' && query.status !== 'past',
    sort: query.sort,
    cursor: Boolean(query.cursor),
    q: tsquery !== null,
    city: Boolean(query.city),
    from: Boolean(query.from),
    to: Boolean(query.to),
    fee: query.fee,
    open: query.open === true,
  };
  const values = {
    now,
    limit: query.limit + 1,
    sports_id: query.sports_id,
    host_id: query.host_id,
    city: query.city,
    q: tsquery,
    // `from`: not over when that day begins (ends_at is the end of the last day); `to`: starting
    // before that day ends. Both venue-local days (decision 004).
    from_at: query.from ? venueInstant(query.from) : undefined,
    to_at: query.to ? new Date(venueInstant(query.to).getTime() + DAY_MS) : undefined,
    ...cursorValues(query),
  };
  return { shape, values };
}

const isSearch = (s: Shape) => s.q || s.from || s.to || s.fee || s.open;

/** A page of rows (one more read, to know whether another page follows) and its cursor. */
function pageOf<R extends { id: string; starts_at: Date | number }>(
  query: EventListQuery,
  rows: R[],
) {
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  const next = rows.length > query.limit && last ? nextCursor(query.sort, last) : null;
  return { pageRows, next };
}

/**
 * Events by sport, host, §4 state and the public search (issue 13), soonest first or newest
 * first, a page at a time with a keyset cursor, with drafts: the host's and admin's own list,
 * derived from the tables.
 */
export async function listEvents(deps: Deps, query: EventListQuery, withDrafts = false) {
  const now = deps.now();
  const { shape, values } = listPlan(query, withDrafts, now);
  const rows: EventListRow[] = isSearch(shape)
    ? await buildList(deps.db, shape).execute(values)
    : await preparedList(deps.db, hotName(shape)).execute(values);
  const { pageRows, next } = pageOf(query, rows);
  return { items: pageRows.map((row) => toEvent(row, now)), next };
}

/**
 * The public list (published events only) as the API's JSON text, made of the events' stored
 * documents, and its ETag.
 */
export async function listEventsJson(deps: Deps, query: EventListQuery) {
  const now = deps.now();
  const { shape, values } = listPlan(query, false, now);
  const rows: DocumentRow[] = isSearch(shape)
    ? await buildDocumentList(deps.db, shape).execute(values)
    : await readHotLists(deps.db, { name: hotName(shape), values, now });
  const { pageRows, next } = pageOf(query, rows);
  const items = await composeEvents(deps.db, pageRows, now);
  return {
    json: pageJson(
      items.map((item) => item.json),
      next,
    ),
    etag: answerTag(
      items.map((item) => item.mark),
      next,
    ),
  };
}
