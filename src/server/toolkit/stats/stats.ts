import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminSales, HostSales, Sales } from '../../../shared/api/schemas/stats';
import { MSG } from '../../../shared/messages';
import type { User } from '../../platform/db/schema';
import {
  categories,
  eventCategories,
  events,
  ledgerEntries,
  participations,
  refunds,
  users,
} from '../../platform/db/schema';
import type { Db } from '../../platform/db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { takenPlaces } from '../../places/service';
import { managedEvent } from '../managed-event';

/**
 * Sales at a glance (issue 27, decision 040): aggregate SQL on read, a fixed handful of queries
 * whatever the number of registrations. Each query is grouped by event and category (a "cell":
 * a few per event), and the totals, categories, events and hosts are sums of those cells; no
 * query returns one row per registration.
 *
 * - Counts come from the registrations: paid = captured and not cancelled (a free entry too),
 *   pending = not cancelled and not paid yet, cancelled = cancelled whatever it had paid.
 * - Revenue is the money the ledger booked as captured for the registrations (a payment, or the
 *   difference of a dearer category switch): a registration's amount_minor would miss a switch
 *   down's refunded difference twice (the amount drops and the refund counts too).
 * - Refunds are the `refunds` rows the provider has made (status refunded).
 * - Days are India dates: a registration counts on the day it was made (created_at), a payment on
 *   the day it was captured (captured_at; revenue by the ledger row's time, the same moment).
 * INR only: a payment in another currency is an anomaly, and paise cannot be added to cents.
 */

const IST = 'Asia/Kolkata';
const rupees = (minor: number | string | null | undefined) => Number(minor ?? 0) / 100;

/** Which registrations a figure covers, as a condition on `participations`. */
type Scope = SQL;
const ofEvent = (eventId: string): Scope => sql`${participations.event_id} = ${eventId}`;
const ofHost = (hostId: string): Scope =>
  sql`${participations.event_id} IN (SELECT ${events.id} FROM ${events} WHERE ${events.host_id} = ${hostId})`;
const everything: Scope = sql`true`;

type Figures = {
  paid: number;
  pending: number;
  cancelled: number;
  total: number;
  revenue: number;
  refunds: number;
};
type Cell = Figures & { event_id: string; category_id: string };

const zero = (): Figures => ({
  paid: 0,
  pending: 0,
  cancelled: 0,
  total: 0,
  revenue: 0,
  refunds: 0,
});
function add(into: Figures, c: Figures) {
  into.paid += c.paid;
  into.pending += c.pending;
  into.cancelled += c.cancelled;
  into.total += c.total;
  // In paise until the end: rupee fractions do not add up exactly in floating point.
  into.revenue += c.revenue;
  into.refunds += c.refunds;
}
/** Figures summed by a key of their cells (category, event, host): a loop over groups. */
function sumBy(cells: Cell[], key: (c: Cell) => string): Map<string, Figures> {
  const out = new Map<string, Figures>();
  for (const c of cells) {
    const k = key(c);
    if (!out.has(k)) out.set(k, zero());
    add(out.get(k)!, c);
  }
  return out;
}

/** The registrations' counts, the captured money and the refunds, per event and category. */
async function cellsOf(db: Db, scope: Scope): Promise<Cell[]> {
  const P = participations;
  const live = sql`${P.cancelled_at} IS NULL`;
  const cellKey = { event_id: P.event_id, category_id: P.category_id };
  const [counts, captured, refunded] = await Promise.all([
    db
      .select({
        ...cellKey,
        total: sql<number>`count(*)::int`,
        paid: sql<number>`(count(*) FILTER (WHERE ${live} AND ${P.payment_status} = 'captured'))::int`,
        pending: sql<number>`(count(*) FILTER (WHERE ${live} AND ${P.payment_status} IN ('created', 'failed')))::int`,
        cancelled: sql<number>`(count(*) FILTER (WHERE NOT (${live})))::int`,
      })
      .from(P)
      .where(scope)
      .groupBy(P.event_id, P.category_id),
    db
      .select({ ...cellKey, minor: sql<string>`sum(${ledgerEntries.amount_minor})::bigint` })
      .from(ledgerEntries)
      .innerJoin(P, eq(P.id, ledgerEntries.participation_id))
      .where(and(scope, eq(ledgerEntries.kind, 'capture'), eq(ledgerEntries.currency, 'INR')))
      .groupBy(P.event_id, P.category_id),
    db
      .select({ ...cellKey, minor: sql<string>`sum(${refunds.amount_minor})::bigint` })
      .from(refunds)
      .innerJoin(P, eq(P.id, refunds.participation_id))
      .where(and(scope, eq(refunds.status, 'refunded'), eq(refunds.currency, 'INR')))
      .groupBy(P.event_id, P.category_id),
  ]);
  const cells = new Map<string, Cell>();
  const cell = (r: { event_id: string; category_id: string }) => {
    const k = `${r.event_id}:${r.category_id}`;
    if (!cells.has(k))
      cells.set(k, { ...zero(), event_id: r.event_id, category_id: r.category_id });
    return cells.get(k)!;
  };
  for (const r of counts) Object.assign(cell(r), r);
  for (const r of captured) cell(r).revenue = Number(r.minor);
  for (const r of refunded) cell(r).refunds = Number(r.minor);
  return [...cells.values()];
}

/**
 * Day by day (India dates): registrations by the day they were made, payments by the day they
 * were captured, revenue by the day the ledger booked it. One pass over each source, grouped.
 */
async function daysOf(db: Db, scope: Scope): Promise<Sales['by_day']> {
  const P = participations;
  const L = ledgerEntries;
  const day = (at: AnyPgColumn) => sql`to_char(${at} AT TIME ZONE ${IST}, 'YYYY-MM-DD')`;
  const result = await db.execute<{
    date: string;
    registrations: number;
    paid: number;
    minor: string;
  }>(sql`
    SELECT d.date, sum(d.registrations)::int AS registrations, sum(d.paid)::int AS paid,
           sum(d.minor)::bigint AS minor
    FROM (
      SELECT ${day(P.created_at)} AS date, count(*) AS registrations, 0 AS paid, 0 AS minor
      FROM ${P} WHERE ${scope} GROUP BY 1
      UNION ALL
      SELECT ${day(P.captured_at)}, 0, count(*), 0
      FROM ${P} WHERE ${scope} AND ${P.captured_at} IS NOT NULL GROUP BY 1
      UNION ALL
      SELECT ${day(L.created_at)}, 0, 0, sum(${L.amount_minor})
      FROM ${L} JOIN ${P} ON ${P.id} = ${L.participation_id}
      WHERE ${scope} AND ${L.kind} = 'capture' AND ${L.currency} = 'INR' GROUP BY 1
    ) d
    GROUP BY d.date
    ORDER BY d.date`);
  return result.rows.map((r) => ({
    date: r.date,
    registrations: Number(r.registrations),
    paid: Number(r.paid),
    revenue: rupees(r.minor),
  }));
}

/** The figures every answer shares, from the cells, with the categories as `categoryRows` says. */
function salesOf(cells: Cell[], categoryRows: Sales['by_category'], byDay: Sales['by_day']): Sales {
  const t = zero();
  for (const c of cells) add(t, c);
  return {
    currency: 'INR',
    registrations: { total: t.total, paid: t.paid, pending: t.pending, cancelled: t.cancelled },
    revenue: rupees(t.revenue),
    refunds: rupees(t.refunds),
    by_category: categoryRows,
    by_day: byDay,
  };
}

const categoryFigures = (f: Figures | undefined) => ({
  paid: f?.paid ?? 0,
  pending: f?.pending ?? 0,
  cancelled: f?.cancelled ?? 0,
  revenue: rupees(f?.revenue),
  refunds: rupees(f?.refunds),
});

/**
 * Across events a category has no one capacity: its rows carry none. Only the categories with
 * registrations, by name.
 */
async function categoriesAcross(db: Db, cells: Cell[]): Promise<Sales['by_category']> {
  const totals = sumBy(cells, (c) => c.category_id);
  if (totals.size === 0) return [];
  const names = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, [...totals.keys()]));
  return names
    .map((c) => ({
      category_id: c.id,
      name: c.name,
      ...categoryFigures(totals.get(c.id)),
      capacity: null,
      sold_out: false,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** GET /events/:id/stats: the event's host or an admin. */
export async function eventStats(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: User,
  eventId: string,
): Promise<Sales> {
  const { db } = deps;
  await managedEvent(db, actor, eventId);

  const scope = ofEvent(eventId);
  const EC = eventCategories;
  const [cells, byDay, offered] = await Promise.all([
    cellsOf(db, scope),
    daysOf(db, scope),
    // Every category the event offers, with none registered yet too; places taken by the
    // places feature's own rule (paid, held at checkout, offered to the waitlist).
    db
      .select({
        category_id: EC.category_id,
        name: categories.name,
        capacity: EC.capacity,
        taken: takenPlaces(sql`${EC.event_id}`, sql`${EC.category_id}`, deps.now()),
      })
      .from(EC)
      .innerJoin(categories, eq(categories.id, EC.category_id))
      .where(eq(EC.event_id, eventId))
      .orderBy(categories.name),
  ]);
  const byCategory = sumBy(cells, (c) => c.category_id);
  const rows: Sales['by_category'] = offered.map((c) => ({
    category_id: c.category_id,
    name: c.name,
    ...categoryFigures(byCategory.get(c.category_id)),
    capacity: c.capacity,
    sold_out: c.capacity !== null && Number(c.taken) >= c.capacity,
  }));
  // A category the event no longer offers that still has registrations (kept, never deleted).
  const gone = cells.filter((c) => !offered.some((o) => o.category_id === c.category_id));
  return salesOf(cells, [...rows, ...(await categoriesAcross(db, gone))], byDay);
}

/** GET /host/stats: the host's own events (admins host none: they read /admin/stats). */
export async function hostStats(db: Db, actor: User): Promise<HostSales> {
  if (actor.role !== 'Host') throw new AppError('forbidden', MSG.forbidden);
  const scope = ofHost(actor.id);
  const [cells, byDay, own] = await Promise.all([
    cellsOf(db, scope),
    daysOf(db, scope),
    db
      .select({ id: events.id, title: events.title, starts_at: events.starts_at })
      .from(events)
      .where(and(eq(events.host_id, actor.id), eq(events.status, 'published')))
      .orderBy(sql`${events.starts_at} DESC`, sql`${events.id} DESC`),
  ]);
  const perEvent = sumBy(cells, (c) => c.event_id);
  return {
    ...salesOf(cells, await categoriesAcross(db, cells), byDay),
    by_event: own.map((e) => {
      const f = perEvent.get(e.id);
      return {
        event_id: e.id,
        title: e.title,
        starts_at: e.starts_at.toISOString(),
        ...categoryFigures(f),
      };
    }),
  };
}

/** GET /admin/stats: every host's events, one row per host with a published event. */
export async function adminStats(db: Db): Promise<AdminSales> {
  const [cells, byDay, hosts, eventHosts] = await Promise.all([
    cellsOf(db, everything),
    daysOf(db, everything),
    db
      .select({
        id: users.id,
        name: users.name,
        organisation_name: users.organisation_name,
        events: sql<number>`count(*)::int`,
      })
      .from(events)
      .innerJoin(users, eq(users.id, events.host_id))
      .where(eq(events.status, 'published'))
      .groupBy(users.id),
    // Which host each event with registrations is of: one row per event, not per registration.
    db
      .select({ id: events.id, host_id: events.host_id })
      .from(events)
      .where(
        sql`EXISTS (SELECT 1 FROM ${participations} WHERE ${participations.event_id} = ${events.id})`,
      ),
  ]);
  const hostOf = new Map(eventHosts.map((e) => [e.id, e.host_id]));
  const perHost = sumBy(cells, (c) => hostOf.get(c.event_id) ?? '');
  return {
    ...salesOf(cells, await categoriesAcross(db, cells), byDay),
    by_host: hosts
      .map((h) => ({
        host_id: h.id,
        host_name: h.organisation_name || h.name,
        events: h.events,
        ...categoryFigures(perHost.get(h.id)),
      }))
      .sort((a, b) => b.revenue - a.revenue || a.host_name.localeCompare(b.host_name)),
  };
}
