import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { ledgerEntries, participations, refunds, type RefundRow } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { queueMail } from '../../platform/mail/outbox';
import { issueCreditNotes } from '../invoices/issue';
import { feeBackOf, reverseHostShare } from '../payouts/reversals';
import { ProviderError, type ProviderRefund } from '../provider';
import { REFUND_REASON_TEXT } from './credit-note';

/** How long a refund the provider still calls pending waits before we ask again. */
const CHECK_AGAIN_SECONDS = { test: 2, razorpay: 15 * 60 } as const;
/** Pending refunds older than this are handed to the queue again by reconciliation. */
const STALE_MS = 30 * 60 * 1000;

type Outcome = 'refunded' | 'refund_failed';

/**
 * A refund's final state, from the job, a webhook or reconciliation, in the caller's transaction.
 * Status-guarded, so whichever reports first wins and the others change nothing; the ledger row
 * (money out, negative) is keyed by the provider's refund id, so it is written once.
 */
export async function settleRefund(
  deps: Pick<Deps, 'jobs' | 'now' | 'config'>,
  db: Db,
  refund: Pick<RefundRow, 'id'>,
  /** The provider's refund; null when the provider refused to make one. */
  provider: Pick<ProviderRefund, 'id'> | null,
  outcome: Outcome,
  source: 'webhook' | 'reconcile',
  error?: string,
): Promise<boolean> {
  const now = deps.now();
  const [done] = await db
    .update(refunds)
    .set({
      status: outcome,
      ...(provider && { provider_refund_id: provider.id }),
      processed_at: outcome === 'refunded' ? now : null,
      last_error: outcome === 'refund_failed' ? (error ?? 'The provider refused the refund') : null,
      updated_at: now,
    })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'refund_pending')))
    .returning();
  if (!done) return false;
  if (outcome === 'refunded' && provider) {
    // The order of the payment this moves back (a switch's top-up has an order of its own),
    // from the payment's capture row; a payment from before the ledger, the registration's.
    const [paid] = await db
      .select({ order_id: ledgerEntries.order_id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'capture'), eq(ledgerEntries.reference, done.payment_id)))
      .limit(1);
    const [p] =
      !paid?.order_id && done.participation_id
        ? await db
            .select({ order_id: participations.order_id })
            .from(participations)
            .where(eq(participations.id, done.participation_id))
        : [];
    await db
      .insert(ledgerEntries)
      .values({
        kind: 'refund',
        participation_id: done.participation_id,
        provider: done.provider,
        order_id: paid?.order_id ?? p?.order_id ?? null,
        reference: provider.id,
        amount_minor: -done.amount_minor,
        currency: done.currency,
        source,
        created_at: now,
      })
      .onConflictDoNothing();
    await issueCreditNotes(deps, db, {
      id: done.id,
      paymentId: done.payment_id,
      amountMinor: done.amount_minor,
      feeBackMinor: await feeBackOf(db, done.id),
      reason: REFUND_REASON_TEXT[done.reason] ?? done.reason,
      at: now,
    });
  }
  await queueMail(deps, db, { kind: 'refund_update', refund_id: done.id });
  return true;
}

async function loadRefund(db: Db, id: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  return row ?? null;
}

/** What the provider's answer means for our row (in its own short transaction). */
async function record(deps: Deps, refund: RefundRow, answer: ProviderRefund) {
  await deps.jobs.transaction(async (tx) => {
    if (answer.status === 'processed')
      return settleRefund(deps, tx, refund, answer, 'refunded', 'reconcile');
    if (answer.status === 'failed')
      return settleRefund(deps, tx, refund, answer, 'refund_failed', 'reconcile');
    await tx
      .update(refunds)
      .set({ provider_refund_id: answer.id, last_error: null, updated_at: deps.now() })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'refund_pending')));
    // Still pending: the webhook usually says more first; if not, we ask again.
    await deps.jobs.send(
      tx,
      'refund',
      { refund_id: refund.id },
      // The queue's clock is the database's: a wall-clock instant, not the app's (movable) now.
      { startAfter: new Date(Date.now() + CHECK_AGAIN_SECONDS[deps.payments.name] * 1000) },
    );
  });
}

/**
 * The `refund` job: sends a pending refund to the provider, or asks about one already sent.
 * Idempotent and safe to kill at any point: the provider call holds no connection, and a repeat
 * carries the same idempotency key (our refund id), so the provider answers with the refund it
 * already made. A refusal is final (refund_failed, an admin may retry it); an outage is retried.
 */
export async function sendRefund(deps: Deps, refundId: string): Promise<void> {
  const refund = await loadRefund(deps.db, refundId);
  if (!refund || refund.status !== 'refund_pending') return;
  await deps.db
    .update(refunds)
    .set({ attempts: refund.attempts + 1, updated_at: deps.now() })
    .where(eq(refunds.id, refund.id));
  // The host's share comes back first (issue 26); a share still being sent makes this wait.
  if (!refund.provider_refund_id) await reverseHostShare(deps, refund);
  let answer: ProviderRefund;
  try {
    answer = refund.provider_refund_id
      ? await deps.payments.fetchRefund(refund.payment_id, refund.provider_refund_id)
      : await deps.payments.createRefund({
          paymentId: refund.payment_id,
          amountMinor: refund.amount_minor,
          refundId: refund.id,
          notes: { refund_id: refund.id, participation_id: refund.participation_id ?? '' },
        });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (err instanceof ProviderError && err.permanent) {
      await deps.jobs.transaction((tx) =>
        settleRefund(deps, tx, refund, null, 'refund_failed', 'reconcile', message),
      );
      return;
    }
    await deps.db
      .update(refunds)
      .set({ last_error: message, updated_at: deps.now() })
      .where(eq(refunds.id, refund.id));
    throw err; // the queue retries with backoff; reconciliation picks up what it gives up on
  }
  await record(deps, refund, answer);
}

/**
 * Reconciliation's share: refunds still pending after half an hour (their job gave up, or the
 * provider never said) go back on the queue. Returns how many.
 */
export async function requeueStaleRefunds(deps: Deps): Promise<number> {
  const stale = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'refund_pending'),
        lt(refunds.updated_at, new Date(deps.now().getTime() - STALE_MS)),
      ),
    )
    .limit(500);
  for (const { id } of stale)
    await deps.jobs.send(deps.db, 'refund', { refund_id: id }, { singletonKey: id });
  return stale.length;
}
