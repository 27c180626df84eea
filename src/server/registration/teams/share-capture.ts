import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { TEAM_MSG } from '../../../shared/teams/schemas';
import type { Db } from '../../platform/db/client';
import {
  categories,
  events,
  ledgerEntries,
  participations,
  teamShares,
  teams,
} from '../../platform/db/schema';
import type {
  AnomalyKind,
  CaptureContext,
  CaptureOutcome,
  OrderPurpose,
} from '../../money/service';
import { lockCategory } from '../../places/service';
import { confirmTeam } from './paying';

/** The share a provider order pays for, if it is one (its order id is on the share). */
async function shareOfOrder(db: Db, orderId: string) {
  const [row] = await db.select().from(teamShares).where(eq(teamShares.order_id, orderId)).limit(1);
  return row ?? null;
}

/**
 * A member's share paid (issue 28), in the capture's transaction: the money on the ledger of the
 * team's registration (so its refunds later go across every share), the share captured, and at
 * the team size's captured share the registration paid. Locks as every capture does: the
 * category first, then the registration, then the share (the order cancellations and the
 * hold's end take too). Idempotent: the verify, webhooks and reconciliation racing make one
 * ledger row and one capture. Money that cannot stay is an anomaly, refunded by itself when it
 * was for something that ended.
 */
async function captureShare(c: CaptureContext): Promise<CaptureOutcome> {
  const { deps, db, pay, now } = c;
  const found = (await shareOfOrder(db, pay.orderId))!;
  const [target] = await db
    .select({ event_id: participations.event_id, category_id: participations.category_id })
    .from(participations)
    .where(eq(participations.id, found.participation_id));
  await lockCategory(db, target!.event_id, target!.category_id);
  const [p] = await db
    .select()
    .from(participations)
    .where(eq(participations.id, found.participation_id))
    .for('update');
  const [share] = await db
    .select()
    .from(teamShares)
    .where(eq(teamShares.id, found.id))
    .for('update');

  await c.book(p!.id);
  const anomaly = (kind: AnomalyKind, detail: string) =>
    c.anomaly(kind, detail, {
      participationId: p!.id,
      amountMinor: share!.amount_minor,
      currency: share!.currency,
    });

  if (share!.status === 'captured')
    return share!.payment_id === pay.paymentId
      ? { result: 'duplicate', participationId: p!.id }
      : anomaly('second_payment', 'A second payment arrived for a team share already paid.');
  if (pay.amountMinor === undefined)
    return anomaly('amount_mismatch', 'The payment report carried no amount.');
  if (pay.amountMinor !== share!.amount_minor)
    return anomaly('amount_mismatch', 'The amount paid differs from the team share.');
  if (pay.currency?.toUpperCase() !== share!.currency.toUpperCase())
    return anomaly('currency_mismatch', 'The payment currency differs from the team share.');
  if (share!.status === 'cancelled' || share!.status === 'refunded' || p!.cancelled_at)
    return anomaly(
      'cancelled_registration',
      'A team share was paid after it ended (the member left, the team ran out of time or was cancelled); it is owed back.',
    );
  if (p!.payment_status === 'captured')
    return anomaly('second_payment', 'A team share was paid after the team was already paid.');
  // The team's time to pay ran out: its hold-end job ends (or has ended) every share.
  if (p!.hold_expires_at === null || p!.hold_expires_at <= now)
    return anomaly(
      'no_place',
      'A team share was paid after the team’s place stopped being held; it is owed back.',
    );

  await db
    .update(teamShares)
    .set({
      status: 'captured',
      payment_id: pay.paymentId,
      captured_at: now,
      last_payment_error: null,
      updated_at: now,
    })
    .where(eq(teamShares.id, share!.id));

  // The event was cancelled while this payment was on its way (issue 24): the share is recorded
  // as paid, and the cancel-event job (queued again: it may have run already) ends the team's
  // registration and owes every paid share back.
  const [event] = await db
    .select({ cancelled_at: events.cancelled_at })
    .from(events)
    .where(eq(events.id, p!.event_id));
  if (event?.cancelled_at) {
    await deps.jobs.send(db, 'cancel-event', { event_id: p!.event_id });
    return { result: 'event_cancelled', participationId: p!.id };
  }

  const [counts] = await db
    .select({
      captured: sql<number>`count(*) filter (where ${teamShares.status} = 'captured')::int`,
      size: categories.participants_in_team,
    })
    .from(teamShares)
    .innerJoin(categories, eq(categories.id, p!.category_id))
    .where(eq(teamShares.participation_id, p!.id))
    .groupBy(categories.participants_in_team);
  if (counts && counts.captured >= counts.size) {
    const [team] = await db.select().from(teams).where(eq(teams.id, share!.team_id));
    await confirmTeam(deps, db, team!, now);
  }
  return { result: 'captured', participationId: p!.id };
}

/** A member's share of a split team (issue 28): its own order, paid by the member. */
export const teamShareOrders: OrderPurpose = {
  name: 'team-share',
  owns: async (db, orderId) => (await shareOfOrder(db, orderId)) !== null,
  async payer(db, orderId) {
    const share = await shareOfOrder(db, orderId);
    return share
      ? {
          participationId: share.participation_id,
          participantId: share.payer_id,
          amountMinor: share.amount_minor,
          currency: share.currency,
          first: false,
          lateText: TEAM_MSG.sharePaidTooLate,
        }
      : null;
  },
  async awaiting(db, { from, to }, limit) {
    const pending = await db
      .select({ order_id: teamShares.order_id })
      .from(teamShares)
      .where(
        and(
          inArray(teamShares.status, ['created', 'failed']),
          isNotNull(teamShares.order_id),
          lt(teamShares.created_at, to),
          gt(teamShares.created_at, from),
        ),
      )
      .orderBy(desc(teamShares.created_at))
      .limit(limit);
    // And shares ended before they were paid: a payment made in a tab left open is captured at
    // the provider and, with no webhook, would be nobody's money. Once it is on the ledger it is
    // not asked about again.
    const endedUnpaid = await db
      .select({ order_id: teamShares.order_id })
      .from(teamShares)
      .where(
        and(
          eq(teamShares.status, 'cancelled'),
          isNull(teamShares.payment_id),
          isNotNull(teamShares.order_id),
          lt(teamShares.created_at, to),
          gt(teamShares.created_at, from),
          sql`NOT EXISTS (SELECT 1 FROM ${ledgerEntries} l WHERE l.participation_id = ${teamShares.participation_id} AND l.kind = 'capture' AND l.order_id = ${teamShares.order_id})`,
        ),
      )
      .orderBy(desc(teamShares.created_at))
      .limit(limit);
    return [...pending, ...endedUnpaid].map((r) => r.order_id!);
  },
  capture: captureShare,
  async failed(db, orderId, reason, now) {
    const failed = await db
      .update(teamShares)
      .set({ status: 'failed', last_payment_error: reason, updated_at: now })
      .where(
        and(eq(teamShares.order_id, orderId), inArray(teamShares.status, ['created', 'failed'])),
      )
      .returning({ id: teamShares.id });
    return failed.length > 0;
  },
};
