import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { events, payoutAccounts, payoutTransfers, users } from '../../platform/db/schema';

/**
 * Earnings (issue 26): what participants paid, what Matchday's fee took, what was refunded, and
 * where the host's share is — accrued (no active payout account yet), on hold at the provider (or
 * on its way there) until after the event, transferred. Read from the host's shares, one row per
 * captured payment; amounts in rupees as the API speaks them.
 */

const rupees = (minor: number | null | undefined) => (minor ?? 0) / 100;

const T = payoutTransfers;
const sums = {
  gross: sql<number>`coalesce(sum(${T.gross_minor}), 0)::bigint`,
  fees: sql<number>`coalesce(sum(${T.fee_minor}), 0)::bigint`,
  refunds: sql<number>`coalesce(sum(${T.refunded_minor}), 0)::bigint`,
  net: sql<number>`coalesce(sum(${T.amount_minor}), 0)::bigint`,
  accrued: sql<number>`coalesce(sum(${T.amount_minor}) filter (where ${T.status} = 'accrued'), 0)::bigint`,
  on_hold: sql<number>`coalesce(sum(${T.amount_minor}) filter (where ${T.status} in ('pending', 'sending', 'on_hold')), 0)::bigint`,
  transferred: sql<number>`coalesce(sum(${T.amount_minor}) filter (where ${T.status} = 'released'), 0)::bigint`,
  failed: sql<number>`coalesce(sum(${T.amount_minor}) filter (where ${T.status} = 'failed'), 0)::bigint`,
  payments: sql<number>`count(*)::int`,
};

type Sums = { [K in keyof typeof sums]: number | string };
const totalsOf = (s: Sums | undefined) => ({
  gross: rupees(Number(s?.gross ?? 0)),
  fees: rupees(Number(s?.fees ?? 0)),
  refunds: rupees(Number(s?.refunds ?? 0)),
  net: rupees(Number(s?.net ?? 0)),
  accrued: rupees(Number(s?.accrued ?? 0)),
  on_hold: rupees(Number(s?.on_hold ?? 0)),
  transferred: rupees(Number(s?.transferred ?? 0)),
  failed: rupees(Number(s?.failed ?? 0)),
  payments: Number(s?.payments ?? 0),
});

/** Day by day in India time: what was paid and what the host keeps of it, for the chart. */
async function series(db: Db, where: SQL | undefined) {
  const day = sql<string>`to_char(${T.captured_at} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, gross: sums.gross, net: sums.net })
    .from(T)
    .where(where)
    .groupBy(day)
    .orderBy(day);
  return rows.map((r) => ({
    date: r.date,
    gross: rupees(Number(r.gross)),
    net: rupees(Number(r.net)),
  }));
}

/** GET /host/earnings: a host's totals, each event's, and the days' figures. */
export async function hostEarnings(db: Db, hostId: string) {
  const mine = eq(T.host_id, hostId);
  const [totals] = await db.select(sums).from(T).where(mine);
  const perEvent = await db
    .select({
      ...sums,
      event_id: events.id,
      title: events.title,
      start_date: events.start_date,
      end_date: events.end_date,
      payout_from: sql<Date>`max(${T.hold_until})`,
      last_transferred_at: sql<Date | null>`max(${T.released_at})`,
    })
    .from(T)
    .innerJoin(events, eq(events.id, T.event_id))
    .where(mine)
    .groupBy(events.id)
    .orderBy(desc(events.starts_at), desc(events.id));
  const [account] = await db
    .select({ status: payoutAccounts.status })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.host_id, hostId));
  return {
    currency: 'INR',
    account_status: account?.status ?? null,
    totals: totalsOf(totals),
    events: perEvent.map((e) => ({
      event_id: e.event_id,
      title: e.title,
      start_date: e.start_date,
      end_date: e.end_date,
      payout_from: new Date(e.payout_from).toISOString(),
      last_transferred_at: e.last_transferred_at
        ? new Date(e.last_transferred_at).toISOString()
        : null,
      ...totalsOf(e),
    })),
    series: await series(db, mine),
  };
}

/** GET /admin/earnings: the same across hosts, one row per host, with Matchday's fees. */
export async function adminEarnings(db: Db) {
  const [totals] = await db.select(sums).from(T);
  const perHost = await db
    .select({
      ...sums,
      host_id: users.id,
      host_name: users.name,
      organisation_name: users.organisation_name,
      account_status: payoutAccounts.status,
    })
    .from(T)
    .innerJoin(users, eq(users.id, T.host_id))
    .leftJoin(payoutAccounts, and(eq(payoutAccounts.host_id, T.host_id)))
    .groupBy(users.id, payoutAccounts.status)
    .orderBy(desc(sums.gross));
  return {
    currency: 'INR',
    totals: totalsOf(totals),
    hosts: perHost.map((h) => ({
      host_id: h.host_id,
      host_name: h.organisation_name || h.host_name,
      account_status: h.account_status,
      ...totalsOf(h),
    })),
    series: await series(db, undefined),
  };
}
