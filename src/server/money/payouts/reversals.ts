import { and, eq } from 'drizzle-orm';
import { afterRefund } from '../../../shared/money/platform-fee';
import type { Db } from '../../platform/db/client';
import {
  ledgerEntries,
  payoutReversals,
  payoutTransfers,
  type RefundRow,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { recordAnomaly } from '../anomalies';
import { ProviderError } from '../provider';

/**
 * A refund takes back the host's share first (issue 26): what it takes is owed with the refund,
 * under the transfer's row lock, and the refund job reverses it at the provider before refunding.
 */

/**
 * In the refund's transaction: lowers the share of the refunded payment to what the host keeps
 * (the fee falls with it, being charged on what is kept) and owes the difference back. A share
 * not sent yet is simply lowered (`applied`); one at the provider or on its way is reversed by the
 * refund job (`pending`).
 */
export async function oweReversal(
  deps: Pick<Deps, 'now'>,
  db: Db,
  refund: Pick<RefundRow, 'id' | 'payment_id' | 'amount_minor'>,
): Promise<void> {
  const [t] = await db
    .select()
    .from(payoutTransfers)
    .where(eq(payoutTransfers.payment_id, refund.payment_id))
    .for('update');
  if (!t) return;
  const refunded = Math.min(t.gross_minor, t.refunded_minor + refund.amount_minor);
  const after = afterRefund(t.gross_minor, refunded, {
    percent_bp: t.fee_bp,
    fixed_minor: t.fee_fixed_minor,
  });
  const amount = t.amount_minor - after.share_minor;
  const feeBack = t.fee_minor - after.fee_minor;
  const now = deps.now();
  const unsent = t.status === 'accrued' || t.status === 'pending' || t.status === 'failed';
  await db
    .update(payoutTransfers)
    .set({
      refunded_minor: refunded,
      fee_minor: after.fee_minor,
      amount_minor: after.share_minor,
      ...(unsent && after.share_minor === 0 && t.status !== 'failed' && { status: 'cancelled' }),
      updated_at: now,
    })
    .where(eq(payoutTransfers.id, t.id));
  await db
    .insert(payoutReversals)
    .values({
      transfer_id: t.id,
      refund_id: refund.id,
      amount_minor: amount,
      fee_back_minor: feeBack,
      status: unsent || amount === 0 ? 'applied' : 'pending',
      processed_at: unsent || amount === 0 ? now : null,
      created_at: now,
    })
    .onConflictDoNothing({ target: payoutReversals.refund_id });
}

/** Still waiting for the transfer's own provider call: the refund job tries again shortly. */
class TransferInFlight extends Error {}

/**
 * The refund job's first step: reverses the host's share the refund owes, if it is at the
 * provider. Idempotent (the provider finds a repeat by our reversal id). A refusal does not stop
 * the refund: the participant is owed their money whatever the host's balance; admins get an
 * anomaly to recover it from the host.
 */
export async function reverseHostShare(deps: Deps, refund: RefundRow): Promise<void> {
  const [r] = await deps.db
    .select({ reversal: payoutReversals, transfer: payoutTransfers })
    .from(payoutReversals)
    .innerJoin(payoutTransfers, eq(payoutTransfers.id, payoutReversals.transfer_id))
    .where(eq(payoutReversals.refund_id, refund.id));
  if (!r || r.reversal.status !== 'pending') return;
  const { reversal, transfer } = r;
  if (transfer.status === 'sending') throw new TransferInFlight('The host share is being sent');
  if (!transfer.provider_transfer_id) {
    // Failed at the provider: nothing was sent, so nothing comes back.
    await deps.db
      .update(payoutReversals)
      .set({ status: 'applied', processed_at: deps.now() })
      .where(eq(payoutReversals.id, reversal.id));
    return;
  }
  let made;
  try {
    made = await deps.payments.reverseTransfer({
      transferId: transfer.provider_transfer_id,
      amountMinor: reversal.amount_minor,
      reversalId: reversal.id,
      notes: { reversal_id: reversal.id, refund_id: refund.id },
    });
  } catch (err) {
    if (!(err instanceof ProviderError && err.permanent)) throw err;
    await deps.jobs.transaction(async (tx) => {
      await tx
        .update(payoutReversals)
        .set({ status: 'failed', processed_at: deps.now() })
        .where(eq(payoutReversals.id, reversal.id));
      await recordAnomaly(deps, tx, {
        kind: 'reversal_failed',
        dedupeKey: reversal.id,
        participationId: transfer.participation_id,
        webhookId: null,
        provider: transfer.provider,
        orderId: transfer.order_id,
        paymentId: transfer.payment_id,
        amountMinor: reversal.amount_minor,
        currency: transfer.currency,
        expectedAmountMinor: null,
        expectedCurrency: null,
        detail: `The provider refused to take back the host's share for refund ${refund.id}: ${err.message}. The participant is refunded; recover it from the host.`,
      });
    });
    return;
  }
  await deps.jobs.transaction(async (tx) => {
    const [done] = await tx
      .update(payoutReversals)
      .set({ status: 'reversed', provider_reversal_id: made.id, processed_at: deps.now() })
      .where(and(eq(payoutReversals.id, reversal.id), eq(payoutReversals.status, 'pending')))
      .returning();
    if (!done) return;
    const [t] = await tx
      .select({ reversed: payoutTransfers.reversed_minor })
      .from(payoutTransfers)
      .where(eq(payoutTransfers.id, transfer.id))
      .for('update');
    await tx
      .update(payoutTransfers)
      .set({ reversed_minor: t!.reversed + reversal.amount_minor, updated_at: deps.now() })
      .where(eq(payoutTransfers.id, transfer.id));
    await tx
      .insert(ledgerEntries)
      .values({
        kind: 'transfer_reversal',
        participation_id: transfer.participation_id,
        provider: transfer.provider,
        order_id: transfer.order_id,
        reference: made.id,
        amount_minor: reversal.amount_minor,
        currency: transfer.currency,
        source: 'reconcile',
        created_at: deps.now(),
      })
      .onConflictDoNothing();
  });
}

/** What the platform fee fell by with a refund (Matchday's credit note), 0 when it did not. */
export async function feeBackOf(db: Db, refundId: string): Promise<number> {
  const [r] = await db
    .select({ fee: payoutReversals.fee_back_minor })
    .from(payoutReversals)
    .where(eq(payoutReversals.refund_id, refundId));
  return r?.fee ?? 0;
}
