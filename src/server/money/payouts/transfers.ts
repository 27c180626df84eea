import { and, eq, inArray, lt } from 'drizzle-orm';
import { holdUntil, platformFee } from '../../../shared/money/platform-fee';
import type { Db } from '../../platform/db/client';
import {
  events,
  ledgerEntries,
  participations,
  payoutAccounts,
  payoutTransfers,
  type PayoutTransferRow,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { recordAnomaly } from '../anomalies';
import { ProviderError } from '../provider';

/**
 * The host's share of each captured payment (issue 26, decision 035): owed in the capture's
 * transaction, sent to the host's linked account by the `transfer` job, on hold until
 * PAYOUT_HOLD_DAYS after the event ends. A host without an active payout account accrues it, and
 * activation sends everything accrued.
 */

/** Owes the host's share of a captured payment, in the capture's transaction. Returns the fee. */
export async function oweTransfer(
  deps: Pick<Deps, 'config' | 'jobs'>,
  db: Db,
  pay: {
    participationId: string;
    provider: string;
    paymentId: string;
    orderId: string | null;
    amountMinor: number;
    currency: string;
    at: Date;
  },
): Promise<{ feeMinor: number } | null> {
  if (pay.amountMinor <= 0) return null;
  const [e] = await db
    .select({ event_id: events.id, host_id: events.host_id, ends_at: events.ends_at })
    .from(participations)
    .innerJoin(events, eq(events.id, participations.event_id))
    .where(eq(participations.id, pay.participationId));
  if (!e) return null;
  const [account] = await db
    .select({ status: payoutAccounts.status, id: payoutAccounts.provider_account_id })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.host_id, e.host_id));
  const terms = deps.config.payouts.fee;
  const fee = platformFee(pay.amountMinor, terms);
  const ready = account?.status === 'activated' && account.id !== null;
  const [row] = await db
    .insert(payoutTransfers)
    .values({
      participation_id: pay.participationId,
      event_id: e.event_id,
      host_id: e.host_id,
      provider: pay.provider,
      payment_id: pay.paymentId,
      order_id: pay.orderId,
      currency: pay.currency,
      gross_minor: pay.amountMinor,
      fee_minor: fee,
      amount_minor: pay.amountMinor - fee,
      fee_bp: terms.percent_bp,
      fee_fixed_minor: terms.fixed_minor,
      status: ready ? 'pending' : 'accrued',
      hold_until: holdUntil(e.ends_at, deps.config.payouts.holdDays),
      captured_at: pay.at,
      created_at: pay.at,
      updated_at: pay.at,
    })
    .onConflictDoNothing({ target: payoutTransfers.payment_id })
    .returning();
  if (!row) {
    const [had] = await db
      .select({ fee: payoutTransfers.fee_minor })
      .from(payoutTransfers)
      .where(eq(payoutTransfers.payment_id, pay.paymentId));
    return had ? { feeMinor: had.fee } : null;
  }
  if (ready) await queueTransfer(deps, db, row.id);
  return { feeMinor: fee };
}

const queueTransfer = (deps: Pick<Deps, 'jobs'>, db: Db, id: string) =>
  deps.jobs.send(db, 'transfer', { transfer_id: id }, { singletonKey: id });

/**
 * A host's account became active: everything accrued is sent now (in the caller's transaction,
 * which recorded the activation). Returns how many shares were queued.
 */
export async function releaseAccrued(
  deps: Pick<Deps, 'jobs' | 'now'>,
  db: Db,
  hostId: string,
): Promise<number> {
  const rows = await db
    .update(payoutTransfers)
    .set({ status: 'pending', updated_at: deps.now() })
    .where(and(eq(payoutTransfers.host_id, hostId), eq(payoutTransfers.status, 'accrued')))
    .returning({ id: payoutTransfers.id });
  for (const r of rows) await queueTransfer(deps, db, r.id);
  return rows.length;
}

/**
 * Takes a pending share for sending under its row lock: from here a refund's reversal waits for
 * the provider's answer instead of lowering what is in flight. Null when there is nothing to send.
 */
async function claim(
  deps: Deps,
  id: string,
): Promise<(PayoutTransferRow & { account: string }) | null> {
  return deps.jobs.transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(payoutTransfers)
      .where(eq(payoutTransfers.id, id))
      .for('update');
    if (!t || (t.status !== 'pending' && t.status !== 'sending')) return null;
    if (t.status === 'sending' && t.provider_account_id)
      return { ...t, account: t.provider_account_id };
    const [account] = await tx
      .select({ status: payoutAccounts.status, id: payoutAccounts.provider_account_id })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.host_id, t.host_id));
    const now = deps.now();
    if (account?.status !== 'activated' || !account.id) {
      // Suspended or changed meanwhile: it waits with the host's other accrued shares.
      await tx
        .update(payoutTransfers)
        .set({ status: 'accrued', updated_at: now })
        .where(eq(payoutTransfers.id, id));
      return null;
    }
    if (t.amount_minor === 0) {
      await tx
        .update(payoutTransfers)
        .set({ status: 'cancelled', updated_at: now })
        .where(eq(payoutTransfers.id, id));
      return null;
    }
    const [claimed] = await tx
      .update(payoutTransfers)
      .set({
        status: 'sending',
        sent_minor: t.amount_minor,
        provider_account_id: account.id,
        attempts: t.attempts + 1,
        updated_at: now,
      })
      .where(eq(payoutTransfers.id, id))
      .returning();
    return { ...claimed!, account: account.id };
  });
}

/**
 * The `transfer` job: sends a host's share to their linked account, on hold until its date.
 * Idempotent and safe to kill: the provider call holds no connection, and a repeat finds the
 * transfer already made by its notes (our id). A refusal is final for this share (an anomaly for
 * admins); an outage is retried, then picked up by the daily reconciliation.
 */
export async function sendTransfer(deps: Deps, id: string): Promise<void> {
  const t = await claim(deps, id);
  if (!t) return;
  const now = deps.now();
  let made;
  try {
    made = await deps.payments.createTransfer({
      paymentId: t.payment_id,
      account: t.account,
      amountMinor: t.sent_minor!,
      currency: t.currency,
      onHoldUntil: t.hold_until > now ? t.hold_until : null,
      transferId: t.id,
      notes: { transfer_id: t.id, participation_id: t.participation_id, event_id: t.event_id },
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (err instanceof ProviderError && err.permanent) {
      await deps.jobs.transaction(async (tx) => {
        await tx
          .update(payoutTransfers)
          .set({ status: 'failed', last_error: message, updated_at: deps.now() })
          .where(and(eq(payoutTransfers.id, id), eq(payoutTransfers.status, 'sending')));
        await recordAnomaly(deps, tx, {
          kind: 'transfer_failed',
          dedupeKey: t.payment_id,
          participationId: t.participation_id,
          webhookId: null,
          provider: t.provider,
          orderId: t.order_id,
          paymentId: t.payment_id,
          amountMinor: t.sent_minor,
          currency: t.currency,
          expectedAmountMinor: null,
          expectedCurrency: null,
          detail: `The provider refused the host's share: ${message}`,
        });
      });
      return;
    }
    await deps.db
      .update(payoutTransfers)
      .set({ last_error: message, updated_at: deps.now() })
      .where(eq(payoutTransfers.id, id));
    throw err;
  }
  await deps.jobs.transaction(async (tx) => {
    const [done] = await tx
      .update(payoutTransfers)
      .set({
        status: made.on_hold ? 'on_hold' : 'released',
        provider_transfer_id: made.id,
        sent_at: deps.now(),
        released_at: made.on_hold ? null : deps.now(),
        last_error: null,
        updated_at: deps.now(),
      })
      .where(and(eq(payoutTransfers.id, id), eq(payoutTransfers.status, 'sending')))
      .returning();
    if (!done) return;
    await tx
      .insert(ledgerEntries)
      .values({
        kind: 'transfer',
        participation_id: done.participation_id,
        provider: done.provider,
        order_id: done.order_id,
        reference: made.id,
        amount_minor: -done.sent_minor!,
        currency: done.currency,
        source: 'reconcile',
        created_at: deps.now(),
      })
      .onConflictDoNothing();
  });
}

const STALE_MS = 30 * 60 * 1000;

/** Shares whose job gave up or never ran: queued again. Returns how many. */
export async function requeueStaleTransfers(deps: Deps): Promise<number> {
  const stale = await deps.db
    .select({ id: payoutTransfers.id })
    .from(payoutTransfers)
    .where(
      and(
        inArray(payoutTransfers.status, ['pending', 'sending']),
        lt(payoutTransfers.updated_at, new Date(deps.now().getTime() - STALE_MS)),
      ),
    )
    .limit(500);
  for (const { id } of stale) await queueTransfer(deps, deps.db, id);
  return stale.length;
}

/**
 * The daily reconciliation's share for payoutTransfers: each share on hold is asked about; one whose
 * event moved gets its hold moved with it; one past its hold that the provider has settled is
 * released; figures that differ from ours are an anomaly. Returns what changed.
 */
export async function reconcileTransfers(
  deps: Deps,
  batch = 500,
): Promise<{ released: number; moved: number; mismatched: number }> {
  const now = deps.now();
  const held = await deps.db
    .select({
      t: payoutTransfers,
      ends_at: events.ends_at,
    })
    .from(payoutTransfers)
    .innerJoin(events, eq(events.id, payoutTransfers.event_id))
    .where(eq(payoutTransfers.status, 'on_hold'))
    .orderBy(payoutTransfers.hold_until)
    .limit(batch);
  const out = { released: 0, moved: 0, mismatched: 0 };
  for (const { t, ends_at } of held) {
    if (!t.provider_transfer_id) continue;
    const wanted = holdUntil(ends_at, deps.config.payouts.holdDays);
    try {
      if (wanted.getTime() !== t.hold_until.getTime() && wanted > now) {
        await deps.payments.setTransferHold(t.provider_transfer_id, wanted);
        await deps.db
          .update(payoutTransfers)
          .set({ hold_until: wanted, updated_at: deps.now() })
          .where(eq(payoutTransfers.id, t.id));
        out.moved++;
        continue;
      }
      if (t.hold_until > now) continue;
      const p = await deps.payments.fetchTransfer(t.provider_transfer_id);
      const ours = (t.sent_minor ?? 0) - t.reversed_minor;
      // The test provider keeps nothing across restarts, so it cannot know reversals: only a
      // real provider's figures are compared.
      if (deps.payments.name !== 'test' && p.amount - p.amount_reversed !== ours) {
        out.mismatched++;
        await recordAnomaly(deps, deps.db, {
          kind: 'transfer_mismatch',
          dedupeKey: `${t.provider_transfer_id}:${p.amount - p.amount_reversed}`,
          participationId: t.participation_id,
          webhookId: null,
          provider: t.provider,
          orderId: t.order_id,
          paymentId: t.payment_id,
          amountMinor: p.amount - p.amount_reversed,
          currency: p.currency,
          expectedAmountMinor: ours,
          expectedCurrency: t.currency,
          detail: `Transfer ${t.provider_transfer_id}: the provider holds a different amount for the host than we do.`,
        });
      }
      if (!p.on_hold || p.settlement_status === 'settled') {
        await deps.db
          .update(payoutTransfers)
          .set({ status: 'released', released_at: deps.now(), updated_at: deps.now() })
          .where(and(eq(payoutTransfers.id, t.id), eq(payoutTransfers.status, 'on_hold')));
        out.released++;
      }
    } catch (err) {
      deps.log.warn({ err, transfer: t.id }, 'reconciliation could not read a transfer');
    }
  }
  return out;
}
