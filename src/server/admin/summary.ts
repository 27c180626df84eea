import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminSummary } from '../../shared/admin/schemas';
import { venueInstant, venueToday } from '../../shared/events/registration-window';
import { ROLES } from '../../shared/roles';
import { events, ledgerEntries, participations, users } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { statusFilter } from '../events/service';

/**
 * The admin's counts (GET /admin/summary): four aggregate queries, one per table, whatever the
 * number of rows. Event states use the list's own SQL form of the §4 rule (`statusFilter`).
 */

const countWhere = (condition: SQL | undefined) =>
  sql<number>`(count(*) filter (where ${condition ?? sql`true`}))::int`;
const sumWhere = (column: SQL | typeof ledgerEntries.amount_minor, condition: SQL | undefined) =>
  sql<number>`coalesce(sum(${column}) filter (where ${condition ?? sql`true`}), 0)::bigint`;

/** Ledger kinds that are revenue: captures (+) and, once Matchday refunds, refunds (-). */
const CAPTURE = 'capture';
const REFUND = 'refund';

/** The first instant of the venue's (IST) calendar month that `now` falls in. */
export function venueMonthStart(now: Date): Date {
  return venueInstant(`${venueToday(now).slice(0, 7)}-01`);
}

const toRupees = (minor: number | string) => Number(minor) / 100;

export async function adminSummary(deps: Pick<Deps, 'db' | 'now'>): Promise<AdminSummary> {
  const { db } = deps;
  const now = deps.now();
  const published = eq(events.status, 'published');
  const state = (s: 'not_open' | 'open' | 'closed' | 'over') =>
    countWhere(and(published, ...statusFilter(s, now)));
  const live = isNull(participations.cancelled_at);
  const captured = eq(participations.payment_status, 'captured');

  const [userRows, [eventRow], [registrationRow], [moneyRow]] = await Promise.all([
    db
      .select({
        role: users.role,
        total: sql<number>`count(*)::int`,
        verified: countWhere(isNotNull(users.email_verified_at)),
        suspended: countWhere(isNotNull(users.suspended_at)),
      })
      .from(users)
      .groupBy(users.role),
    db
      .select({
        draft: countWhere(eq(events.status, 'draft')),
        not_open: state('not_open'),
        open: state('open'),
        closed: state('closed'),
        over: state('over'),
      })
      .from(events),
    db
      .select({
        paid: countWhere(and(live, captured, sql`${participations.amount_minor} > 0`)),
        free: countWhere(and(live, captured, eq(participations.amount_minor, 0))),
        pending: countWhere(
          and(live, inArray(participations.payment_status, ['created', 'failed'])),
        ),
        cancelled: countWhere(isNotNull(participations.cancelled_at)),
      })
      .from(participations),
    // INR only: a payment in another currency is an anomaly, and paise cannot be added to cents.
    db
      .select({
        captured: sumWhere(ledgerEntries.amount_minor, eq(ledgerEntries.kind, CAPTURE)),
        refunded: sumWhere(sql`-${ledgerEntries.amount_minor}`, eq(ledgerEntries.kind, REFUND)),
        this_month: sumWhere(
          ledgerEntries.amount_minor,
          sql`${ledgerEntries.created_at} >= ${venueMonthStart(now).toISOString()}`,
        ),
      })
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.currency, 'INR'), inArray(ledgerEntries.kind, [CAPTURE, REFUND])),
      ),
  ]);

  const byRole = new Map(userRows.map((r) => [r.role, r]));
  const capturedMinor = Number(moneyRow?.captured ?? 0);
  const refundedMinor = Number(moneyRow?.refunded ?? 0);
  return {
    users: ROLES.map((role) => {
      const r = byRole.get(role);
      return {
        role,
        total: r?.total ?? 0,
        verified: r?.verified ?? 0,
        suspended: r?.suspended ?? 0,
      };
    }),
    events: eventRow ?? { draft: 0, not_open: 0, open: 0, closed: 0, over: 0 },
    registrations: registrationRow ?? { paid: 0, free: 0, pending: 0, cancelled: 0 },
    revenue: {
      currency: 'INR',
      captured: toRupees(capturedMinor),
      refunded: toRupees(refundedMinor),
      net: toRupees(capturedMinor - refundedMinor),
      this_month: toRupees(moneyRow?.this_month ?? 0),
    },
    as_of: now.toISOString(),
  };
}
