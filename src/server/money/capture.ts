import { eq } from 'drizzle-orm';
import { issueTickets } from '../gate/tickets';
import type { Db } from '../platform/db/client';
import { events, participations } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { queueMail } from '../platform/mail/outbox';
import { countTaken, lockCategory } from '../places/service';
import { recordSwitchCapture, switchOfOrder } from '../registration/changes/switch-capture';
import type { AnomalyKind } from './anomalies';
import {
  bookCapture,
  captureAnomaly,
  type CaptureOutcome,
  type CapturedPayment,
} from './capture-money';

/**
 * Records a provider payment in the caller's transaction: the money's ledger row, then either the
 * registration paid (with its confirmation mail queued in the same transaction) or an anomaly.
 * Idempotent: the row lock and status guard let verify, webhooks and reconciliation race, and
 * ledger rows and anomalies are keyed by the provider's payment id.
 */
export async function recordCapture(
  deps: Pick<Deps, 'jobs' | 'now' | 'log'>,
  db: Db,
  pay: CapturedPayment,
): Promise<CaptureOutcome> {
  // The difference of a category switch (issue 16) is paid on an order of its own.
  const sw = await switchOfOrder(db, pay.orderId);
  if (sw) return recordSwitchCapture(deps, db, pay, sw);
  const now = deps.now();
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

  const anomaly = (kind: AnomalyKind, detail: string) =>
    captureAnomaly(deps, db, pay, {
      kind,
      detail,
      participationId: p?.id ?? null,
      expectedAmountMinor: p?.amount_minor ?? null,
      expectedCurrency: p?.currency ?? null,
    });

  // Money we know the amount of is on the ledger whatever happens to the registration.
  await bookCapture(db, pay, p?.id ?? null, now);

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
  await issueTickets(db, [p.id]);
  await queueMail(deps, db, { kind: 'payment_confirmation', participation_id: p.id });
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
