import { and, eq, lt, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '../../shared/messages';
import { PARTICIPATION_MSG, type PaymentVerifySchema } from '../../shared/participations/schemas';
import type { Db } from '../db/client';
import { events, participations, webhookEvents, type User } from '../db/schema';
import type { Deps } from '../deps';
import { AppError } from '../http/app-error';
import { captureOrder, sendPaymentConfirmation } from './capture';
import { newTestPaymentId } from './provider';

async function participationOfOrder(db: Db, orderId: string) {
  const [row] = await db
    .select()
    .from(participations)
    .where(eq(participations.order_id, orderId))
    .limit(1);
  return row ?? null;
}

/** The checkout's answer, checked with the key secret; then the registration is paid. */
export async function verifyPayment(
  deps: Deps,
  actor: User,
  input: z.output<typeof PaymentVerifySchema>,
) {
  const p = await participationOfOrder(deps.db, input.razorpay_order_id);
  if (!p || p.participant_id !== actor.id)
    throw new AppError('bad_request', PARTICIPATION_MSG.verifyFailed);
  if (
    !deps.payments.verifyPaymentSignature(
      p.order_id!,
      input.razorpay_payment_id,
      input.razorpay_signature,
    )
  ) {
    throw new AppError('bad_request', PARTICIPATION_MSG.verifyFailed);
  }
  if (p.payment_status === 'captured') {
    // A replay of the same answer is fine; a second, different payment for a paid order is not ours.
    if (p.payment_id !== input.razorpay_payment_id)
      throw new AppError('conflict', PARTICIPATION_MSG.alreadyParticipated);
    return p.id;
  }
  const captured = await captureOrder(deps.db, p.order_id!, input.razorpay_payment_id, deps.now());
  if (captured) await sendPaymentConfirmation(deps, captured);
  return p.id;
}

type WebhookPayload = {
  event?: string;
  payload?: {
    payment?: {
      entity?: {
        id?: string;
        order_id?: string;
        amount?: number;
        status?: string;
        error_description?: string;
      };
    };
    order?: { entity?: { id?: string } };
  };
};

/**
 * Razorpay webhooks: signature over the raw body, de-duplicated on the event id in the same
 * transaction as the effect, tolerant of any order of arrival (a late `payment.failed` never
 * undoes a capture).
 */
export async function handleWebhook(
  deps: Deps,
  raw: Buffer,
  signature: string | undefined,
  eventId: string | undefined,
) {
  if (!signature || !deps.payments.verifyWebhookSignature(raw, signature)) {
    throw new AppError('bad_request', 'Invalid webhook signature');
  }
  let body: WebhookPayload;
  try {
    body = JSON.parse(raw.toString('utf8')) as WebhookPayload;
  } catch {
    throw new AppError('bad_request', MSG.invalidJson);
  }
  const kind = body.event ?? 'unknown';
  const payment = body.payload?.payment?.entity;
  const orderId = payment?.order_id ?? body.payload?.order?.entity?.id;
  const now = deps.now();
  const captured = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (eventId) {
      const inserted = await db
        .insert(webhookEvents)
        .values({ id: eventId, event: kind, received_at: now })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      if (inserted.length === 0) return null; // already handled
    }
    if (!orderId || !payment?.id) return null;
    if (kind === 'payment.captured' || kind === 'order.paid') {
      return captureOrder(db, orderId, payment.id, now, payment.amount);
    }
    if (kind === 'payment.failed') {
      await db
        .update(participations)
        .set({ last_payment_error: payment.error_description ?? 'Payment failed', updated_at: now })
        .where(
          and(eq(participations.order_id, orderId), eq(participations.payment_status, 'created')),
        );
    }
    return null;
  });
  if (captured) await sendPaymentConfirmation(deps, captured);
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
  const p = await participationOfOrder(deps.db, orderId);
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

const RECONCILE_AFTER_MS = 15 * 60 * 1000;
const RECONCILE_LOCK = 727_002;

/**
 * Participations still pending 15 minutes after their order: ask the provider for the order's
 * payments and capture any that went through (the browser may have closed). One server at a time
 * (a transaction-level advisory lock). Returns how many were captured.
 */
export async function reconcilePending(deps: Deps, batch = 100): Promise<number> {
  const now = deps.now();
  const ids = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const lock = await db.execute<{ ok: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(${RECONCILE_LOCK}) AS ok`,
    );
    if (!lock.rows[0]?.ok) return [];
    const pending = await db
      .select({ order_id: participations.order_id, amount_minor: participations.amount_minor })
      .from(participations)
      .innerJoin(events, eq(events.id, participations.event_id))
      .where(
        and(
          eq(participations.payment_status, 'created'),
          isNotNull(participations.order_id),
          lt(participations.created_at, new Date(now.getTime() - RECONCILE_AFTER_MS)),
        ),
      )
      .limit(batch);
    const captured: string[] = [];
    for (const p of pending) {
      const payments = await deps.payments.fetchOrderPayments(p.order_id!).catch(() => []);
      const paid = payments.find((x) => x.status === 'captured' && x.amount === p.amount_minor);
      if (!paid) continue;
      const id = await captureOrder(db, p.order_id!, paid.id, now, paid.amount);
      if (id) captured.push(id);
    }
    return captured;
  });
  for (const id of ids) await sendPaymentConfirmation(deps, id);
  return ids.length;
}
