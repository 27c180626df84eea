import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { CaptureContext, CaptureOutcome, OrderPurpose } from '../money/service';
import type { Db } from '../platform/db/client';
import { events, ledgerEntries, participations } from '../platform/db/schema';
import { queueMail } from '../platform/mail/outbox';
import { countTaken, lockCategory } from '../places/service';
import { queueConfirmedWhatsApp } from './confirmation-whatsapp';
import { tellTeamConfirmed } from './teams/paying';

async function registrationOfOrder(db: Db, orderId: string) {
  const [row] = await db
    .select()
    .from(participations)
    .where(eq(participations.order_id, orderId))
    .limit(1);
  return row ?? null;
}

/**
 * A registration's own order paid, in the capture's transaction: the registration paid (its
 * confirmation mail queued, the floors above told: the gate's tickets) or an anomaly.
 */
async function captureRegistration(c: CaptureContext): Promise<CaptureOutcome> {
  const { deps, db, pay, now } = c;
  // The category's lock first, then the registration's (the order registration takes them in),
  // so a payment and a registration racing for the last place queue instead of deadlocking.
  const [target] = await db
    .select({ event_id: participations.event_id, category_id: participations.category_id })
    .from(participations)
    .where(eq(participations.order_id, pay.orderId))
    .limit(1);
  const link = target ? await lockCategory(db, target.event_id, target.category_id) : null;
  const [p] = await db
    .select()
    .from(participations)
    .where(eq(participations.order_id, pay.orderId))
    .for('update')
    .limit(1);

  // Money we know the amount of is on the ledger whatever happens to the registration.
  await c.book(p?.id ?? null);
  const anomaly = (kind: Parameters<CaptureContext['anomaly']>[0], detail: string) =>
    c.anomaly(kind, detail, {
      participationId: p?.id ?? null,
      amountMinor: p?.amount_minor ?? null,
      currency: p?.currency ?? null,
    });

  if (!p) return anomaly('unknown_order', 'A payment arrived for an order we have no record of.');
  if (pay.amountMinor === undefined)
    return anomaly('amount_mismatch', 'The payment report carried no amount.');
  if (pay.amountMinor !== p.amount_minor)
    return anomaly('amount_mismatch', 'The amount paid differs from the registration price.');
  if (pay.currency?.toUpperCase() !== p.currency.toUpperCase())
    return anomaly('currency_mismatch', 'The payment currency differs from the registration.');
  if (p.payment_status === 'cancelled')
    return anomaly(
      'cancelled_registration',
      'A payment arrived for a registration that had been cancelled; it is owed back.',
    );
  if (p.payment_status === 'captured') {
    if (p.payment_id === pay.paymentId) return { result: 'duplicate', participationId: p.id };
    return anomaly('second_payment', 'A second payment arrived for a registration already paid.');
  }

  // The event was cancelled while this payment was on its way (issue 24): the money is the
  // registration's, so it is recorded as paid, and the cancel-event job (queued again: it may
  // have run already) cancels it and owes it back in full, like every other registration there.
  const [event] = await db
    .select({ cancelled_at: events.cancelled_at })
    .from(events)
    .where(eq(events.id, p.event_id));
  if (event?.cancelled_at) {
    await markPaid(db, p.id, pay.paymentId, now);
    await deps.jobs.send(db, 'cancel-event', { event_id: p.event_id });
    return { result: 'event_cancelled', participationId: p.id };
  }

  // A checkout whose hold ended is paid if a place is still free (issue 15); else the money is
  // owed back.
  const held = p.hold_expires_at === null || p.hold_expires_at > now;
  if (link && link.capacity !== null && !held) {
    const taken = await countTaken(db, link, now, { participationId: p.id });
    if (taken >= link.capacity)
      return anomaly(
        'no_place',
        'A payment arrived after the held place was released, and the category is full; it is owed back.',
      );
  }

  await markPaid(db, p.id, pay.paymentId, now);
  // Paid: its event-day tickets exist from this commit on (issue 17), before the mail shows them.
  await deps.registration.paid(db, [p.id]);
  await queueMail(deps, db, { kind: 'payment_confirmation', participation_id: p.id });
  await queueConfirmedWhatsApp(deps, db, p.id);
  // A self-formed team paid by its captain: its members are told too (issue 28).
  await tellTeamConfirmed(deps, db, p.id);
  return { result: 'captured', participationId: p.id };
}

const markPaid = (db: Db, id: string, paymentId: string, now: Date) =>
  db
    .update(participations)
    .set({
      payment_status: 'captured',
      payment_id: paymentId,
      captured_at: now,
      updated_at: now,
      last_payment_error: null,
    })
    .where(eq(participations.id, id));

/** A registration's own order: made when it is reserved, paid through the checkout. */
export const registrationOrders: OrderPurpose = {
  name: 'registration',
  owns: async (db, orderId) => (await registrationOfOrder(db, orderId)) !== null,
  async payer(db, orderId) {
    const p = await registrationOfOrder(db, orderId);
    return p
      ? {
          participationId: p.id,
          participantId: p.participant_id,
          amountMinor: p.amount_minor,
          currency: p.currency,
          first: true,
        }
      : null;
  },
  async awaiting(db, { from, to }, limit) {
    const pending = await db
      .select({ order_id: participations.order_id })
      .from(participations)
      .where(
        and(
          inArray(participations.payment_status, ['created', 'failed']),
          isNotNull(participations.order_id),
          lt(participations.created_at, to),
          gt(participations.created_at, from),
        ),
      )
      .orderBy(desc(participations.created_at))
      .limit(limit);
    // And checkouts cancelled before they were paid (issue 24): a payment made in a tab left open
    // is captured at the provider and, with no webhook, would be nobody's money. Once one is on
    // the ledger (by the registration, an indexed column) it is not asked about again.
    const cancelledUnpaid = await db
      .select({ order_id: participations.order_id })
      .from(participations)
      .where(
        and(
          eq(participations.payment_status, 'cancelled'),
          isNull(participations.payment_id),
          isNotNull(participations.order_id),
          lt(participations.created_at, to),
          gt(participations.created_at, from),
          sql`NOT EXISTS (SELECT 1 FROM ${ledgerEntries} l WHERE l.participation_id = ${participations.id} AND l.kind = 'capture')`,
        ),
      )
      .orderBy(desc(participations.created_at))
      .limit(limit);
    return [...pending, ...cancelledUnpaid].map((r) => r.order_id!);
  },
  capture: captureRegistration,
  async failed(db, orderId, reason, now) {
    const failed = await db
      .update(participations)
      .set({ payment_status: 'failed', last_payment_error: reason, updated_at: now })
      .where(
        and(
          eq(participations.order_id, orderId),
          inArray(participations.payment_status, ['created', 'failed']),
        ),
      )
      .returning({ id: participations.id });
    return failed.length > 0;
  },
};
