import type { z } from 'zod';
import { MSG } from '../../shared/messages';
import { PLACES_MSG } from '../../shared/places/places';
import { PARTICIPATION_MSG, type PaymentVerifySchema } from '../../shared/participations/schemas';
import type { User } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { payerOfOrder, recordCapture } from './capture';
import { newTestPaymentId } from './provider';

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
  const p = await payerOfOrder(deps, deps.db, input.razorpay_order_id);
  if (!p || p.participantId !== actor.id)
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
      amountMinor: p.amountMinor,
      currency: p.currency,
      source: 'verify',
    }),
  );
  if (outcome.result === 'event_cancelled')
    throw new AppError('conflict', PARTICIPATION_MSG.paidForCancelledEvent);
  if (outcome.result !== 'anomaly') return p.participationId;
  if (outcome.kind === 'cancelled_registration')
    throw new AppError(
      'conflict',
      // A switch's difference has an order of its own; the registration's is its first.
      p.lateText ??
        (p.first ? PARTICIPATION_MSG.paidAfterCancel : PARTICIPATION_MSG.switchPaidTooLate),
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
  const p = await payerOfOrder(deps, deps.db, orderId);
  if (!p || p.participantId !== actor.id) throw new AppError('not_found', MSG.notFound);
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
  // Abandoned checkouts are asked about for a week, newest first, then left alone.
  const window = {
    from: new Date(now.getTime() - RECONCILE_FOR_MS),
    to: new Date(now.getTime() - RECONCILE_AFTER_MS),
  };
  const orders: string[] = [];
  for (const purpose of deps.orderPurposes)
    orders.push(...(await purpose.awaiting(deps.db, window, batch)));
  let captured = 0;
  for (const order_id of orders) {
    const payments = await deps.payments.fetchOrderPayments(order_id).catch((err: unknown) => {
      deps.log.warn({ err, order_id }, 'reconciliation could not read an order');
      return [];
    });
    for (const paid of payments.filter((x) => x.status === 'captured')) {
      const outcome = await deps.jobs.transaction((tx) =>
        recordCapture(deps, tx, {
          provider: deps.payments.name,
          orderId: order_id,
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
// A registration's PDF receipt and the pieces its mail reuses (registration serves and mails it).
export { eventWhen, money, receiptFilename, receiptPdf } from './receipt';
// Matchday's one-page A4 paper: the ticket's PDF draws on it too (issue 29).
export { pdfSheet } from './pdf-sheet';
// What an order's purpose gives and gets when its payment is captured (registration's orders).
export type { AnomalyKind } from './anomalies';
export type { CaptureContext, OrderPurpose } from './capture';
export type { CaptureOutcome } from './capture-money';
// Refunds owed when a registration ends or moves (or one payment of it: a split team's share,
// issue 28), and their credit notes.
export { oweAcrossPayments, oweRefund, type RefundReason } from './refunds/owe';
export { creditNotePdf } from './refunds/credit-note';
// A registration's GST document (issue 26), served by registration to whoever may see it.
export { registrationInvoicePdf } from './invoices/serve';
