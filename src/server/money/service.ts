import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '../../shared/messages';
import { PLACES_MSG } from '../../shared/places/places';
import { PARTICIPATION_MSG, type PaymentVerifySchema } from '../../shared/participations/schemas';
import type { Db } from '../platform/db/client';
import { categorySwitches, ledgerEntries, participations, type User } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { switchOfOrder } from '../registration/changes/switch-capture';
import { recordCapture } from './capture';
import { newTestPaymentId } from './provider';

async function participationOfOrder(db: Db, orderId: string) {
  const [row] = await db
    .select()
    .from(participations)
    .where(eq(participations.order_id, orderId))
    .limit(1);
  return row ?? null;
}

/**
 * Who pays an order and how much: a registration's own order, or the difference of a category
 * switch (issue 16), which belongs to the switched registration.
 */
async function payerOfOrder(db: Db, orderId: string) {
  const own = await participationOfOrder(db, orderId);
  if (own) return own;
  const sw = await switchOfOrder(db, orderId);
  if (!sw) return null;
  const [p] = await db
    .select()
    .from(participations)
    .where(eq(participations.id, sw.participation_id));
  return p ? { ...p, amount_minor: sw.difference_minor, currency: sw.currency } : null;
}

/**
 * The checkout's answer, checked with the key secret; then the payment is recorded. The
 * signature proves this payment of this order went through, and Razorpay orders take exactly
 * their amount, so the order's amount is the amount paid.
 */
export async function verifyPayment(
  deps: Deps,
  actor: User,
  input: z.output<typeof PaymentVerifySchema>,
) {
  const p = await payerOfOrder(deps.db, input.razorpay_order_id);
  if (!p || p.participant_id !== actor.id)
    throw new AppError('bad_request', PARTICIPATION_MSG.verifyFailed);
  if (
    !deps.payments.verifyPaymentSignature(
      input.razorpay_order_id,
      input.razorpay_payment_id,
      input.razorpay_signature,
    )
  ) {
    throw new AppError('bad_request', PARTICIPATION_MSG.verifyFailed);
  }
  const outcome = await deps.jobs.transaction((tx) =>
    recordCapture(deps, tx, {
      provider: deps.payments.name,
      orderId: input.razorpay_order_id,
      paymentId: input.razorpay_payment_id,
      amountMinor: p.amount_minor,
      currency: p.currency,
      source: 'verify',
    }),
  );
  if (outcome.result === 'event_cancelled')
    throw new AppError('conflict', PARTICIPATION_MSG.paidForCancelledEvent);
  if (outcome.result !== 'anomaly') return p.id;
  if (outcome.kind === 'cancelled_registration')
    throw new AppError(
      'conflict',
      // A switch's difference has an order of its own; the registration's is its first.
      p.order_id === input.razorpay_order_id
        ? PARTICIPATION_MSG.paidAfterCancel
        : PARTICIPATION_MSG.switchPaidTooLate,
    );
  if (outcome.kind === 'no_place') throw new AppError('conflict', PLACES_MSG.noPlaceAfterHold);
  throw new AppError('conflict', PARTICIPATION_MSG.alreadyParticipated);
}

/** Test provider only: what Razorpay's checkout hands the page after a payment attempt. */
export async function completeTestPayment(
  deps: Deps,
  actor: User,
  orderId: string,
  outcome: 'paid' | 'failed',
) {
  if (deps.payments.name !== 'test' || !deps.payments.signPayment)
    throw new AppError('not_found', MSG.notFound);
  const p = await payerOfOrder(deps.db, orderId);
  if (!p || p.participant_id !== actor.id) throw new AppError('not_found', MSG.notFound);
  const paymentId = newTestPaymentId();
  if (outcome === 'failed') {
    throw new AppError('bad_request', PARTICIPATION_MSG.failed, {
      order_id: orderId,
      payment_id: paymentId,
    });
  }
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: deps.payments.signPayment(orderId, paymentId),
  };
}

export const RECONCILE_AFTER_MS = 15 * 60 * 1000;
const RECONCILE_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Registrations still awaiting payment 15 minutes after their order: ask the provider for the
 * order's payments and record any that went through (the browser may have closed). Each provider
 * call holds no database connection; each capture is its own short transaction. The job queue
 * runs one reconciliation at a time. Returns how many registrations it marked paid.
 */
export async function reconcilePending(deps: Deps, batch = 100): Promise<number> {
  const now = deps.now();
  const pending = await deps.db
    .select({ order_id: participations.order_id })
    .from(participations)
    .where(
      and(
        inArray(participations.payment_status, ['created', 'failed']),
        isNotNull(participations.order_id),
        lt(participations.created_at, new Date(now.getTime() - RECONCILE_AFTER_MS)),
        // Abandoned checkouts are asked about for a week, newest first, then left alone.
        gt(participations.created_at, new Date(now.getTime() - RECONCILE_FOR_MS)),
      ),
    )
    .orderBy(desc(participations.created_at))
    .limit(batch);
  // And checkouts cancelled before they were paid (issue 24): a payment made in a tab left open
  // is captured at the provider and, with no webhook, would be nobody's money. Once one is on
  // the ledger (by the registration, an indexed column) it is not asked about again.
  const cancelledUnpaid = await deps.db
    .select({ order_id: participations.order_id })
    .from(participations)
    .where(
      and(
        eq(participations.payment_status, 'cancelled'),
        isNull(participations.payment_id),
        isNotNull(participations.order_id),
        lt(participations.created_at, new Date(now.getTime() - RECONCILE_AFTER_MS)),
        gt(participations.created_at, new Date(now.getTime() - RECONCILE_FOR_MS)),
        sql`NOT EXISTS (SELECT 1 FROM ${ledgerEntries} l WHERE l.participation_id = ${participations.id} AND l.kind = 'capture')`,
      ),
    )
    .orderBy(desc(participations.created_at))
    .limit(batch);
  // And the differences of category switches still awaiting payment (issue 16).
  const switches = await deps.db
    .select({ order_id: categorySwitches.order_id })
    .from(categorySwitches)
    .where(
      and(
        eq(categorySwitches.status, 'awaiting_payment'),
        isNotNull(categorySwitches.order_id),
        lt(categorySwitches.created_at, new Date(now.getTime() - RECONCILE_AFTER_MS)),
        gt(categorySwitches.created_at, new Date(now.getTime() - RECONCILE_FOR_MS)),
      ),
    )
    .orderBy(desc(categorySwitches.created_at))
    .limit(batch);
  let captured = 0;
  for (const { order_id } of [...pending, ...cancelledUnpaid, ...switches]) {
    const payments = await deps.payments.fetchOrderPayments(order_id!).catch((err: unknown) => {
      deps.log.warn({ err, order_id }, 'reconciliation could not read an order');
      return [];
    });
    for (const paid of payments.filter((x) => x.status === 'captured')) {
      const outcome = await deps.jobs.transaction((tx) =>
        recordCapture(deps, tx, {
          provider: deps.payments.name,
          orderId: order_id!,
          paymentId: paid.id,
          amountMinor: paid.amount,
          currency: paid.currency,
          source: 'reconcile',
        }),
      );
      if (outcome.result === 'captured') captured++;
    }
  }
  return captured;
}

// A provider failure, which registration turns into its §8 message.
export { ProviderError } from './provider';
// A registration's PDF receipt (the participations routes serve it).
export { receiptFilename, receiptPdf } from './receipt';
