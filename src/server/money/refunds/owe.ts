import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  ledgerEntries,
  refunds,
  type ParticipationRow,
  type RefundRow,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { oweReversal } from '../payouts/reversals';

export type RefundReason =
  | 'participant_cancelled'
  | 'host_removed'
  | 'event_cancelled'
  | 'payment_anomaly'
  | 'category_switch'
  /** A split team's paid share, when the team did not complete in time (issue 28). */
  | 'team_incomplete'
  /** A split team's paid share, when its member left before the team was paid (issue 28). */
  | 'team_member_left';

export type OwedRefund = {
  participationId: string | null;
  provider: string;
  paymentId: string;
  amountMinor: number;
  currency: string;
  reason: RefundReason;
  note?: string | null;
  /** One cause owes once: `cancel:<registration>:<payment>`, `anomaly:<payment>`. */
  dedupeKey: string;
  requestedBy?: string | null;
};

/**
 * Records money owed back, in the caller's transaction, with what it takes back of the host's
 * share (issue 26), and queues the job that sends it to the provider after the commit (the
 * outbox: no provider call inside a transaction). A cause already
 * recorded is not owed twice. Never more than the payment's amount still unrefunded.
 */
export async function oweRefund(
  deps: Pick<Deps, 'jobs' | 'now'>,
  db: Db,
  r: OwedRefund,
): Promise<RefundRow | null> {
  if (r.amountMinor <= 0) return null;
  const now = deps.now();
  const [row] = await db
    .insert(refunds)
    .values({
      participation_id: r.participationId,
      provider: r.provider,
      payment_id: r.paymentId,
      amount_minor: r.amountMinor,
      currency: r.currency,
      reason: r.reason,
      note: r.note ?? null,
      dedupe_key: r.dedupeKey,
      requested_by: r.requestedBy ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing({ target: refunds.dedupe_key })
    .returning();
  if (!row) return null;
  await oweReversal(deps, db, row);
  await deps.jobs.send(db, 'refund', { refund_id: row.id }, { singletonKey: row.id });
  return row;
}

/** What of a registration says how it was paid. */
type Payer = Pick<ParticipationRow, 'id' | 'payment_id' | 'provider' | 'currency' | 'amount_minor'>;

/**
 * A registration's payments with what of each is not refunded yet, newest first: the first
 * payment and each top-up of a switch to a dearer category (every capture is a ledger row).
 * Refunds pending or made count; failed ones do not.
 */
async function paymentsLeft(
  db: Db,
  registration: Payer,
): Promise<Array<{ paymentId: string; provider: string; currency: string; leftMinor: number }>> {
  const participationId = registration.id;
  const captures = await db
    .select({
      paymentId: ledgerEntries.reference,
      provider: ledgerEntries.provider,
      currency: ledgerEntries.currency,
      amountMinor: ledgerEntries.amount_minor,
    })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.participation_id, participationId), eq(ledgerEntries.kind, 'capture')),
    )
    .orderBy(desc(ledgerEntries.created_at), desc(ledgerEntries.id));
  // A payment recorded without its ledger row (written before the ledger, or by hand) counts
  // as paid at the registration's price, rather than as nothing to give back.
  const first = registration.payment_id;
  if (first && !captures.some((c) => c.paymentId === first))
    captures.push({
      paymentId: first,
      provider: registration.provider ?? 'test',
      currency: registration.currency,
      amountMinor: registration.amount_minor,
    });
  if (captures.length === 0) return [];
  const back = await db
    .select({
      paymentId: refunds.payment_id,
      total: sql<number>`coalesce(sum(${refunds.amount_minor}), 0)::int`,
    })
    .from(refunds)
    .where(
      and(
        inArray(
          refunds.payment_id,
          captures.map((c) => c.paymentId),
        ),
        inArray(refunds.status, ['refund_pending', 'refunded']),
      ),
    )
    .groupBy(refunds.payment_id);
  const refunded = new Map(back.map((b) => [b.paymentId, b.total]));
  return captures.map((c) => ({
    paymentId: c.paymentId,
    provider: c.provider,
    currency: c.currency,
    leftMinor: c.amountMinor - (refunded.get(c.paymentId) ?? 0),
  }));
}

/**
 * Owes `amountMinor` of a registration back across its payments, newest first, never more than
 * what is left of each (a registration switched to a dearer category was paid twice; one
 * switched to a cheaper one has had part of its payment back already). One refund per payment,
 * each keyed `<dedupeKey>:<payment>`. Returns what was owed in all.
 */
export async function oweAcrossPayments(
  deps: Pick<Deps, 'jobs' | 'now'>,
  db: Db,
  registration: Payer,
  r: Omit<OwedRefund, 'participationId' | 'paymentId' | 'provider' | 'currency'>,
): Promise<number> {
  let owed = 0;
  for (const pay of await paymentsLeft(db, registration)) {
    const amount = Math.min(r.amountMinor - owed, pay.leftMinor);
    if (amount <= 0) continue;
    const row = await oweRefund(deps, db, {
      ...r,
      participationId: registration.id,
      paymentId: pay.paymentId,
      provider: pay.provider,
      currency: pay.currency,
      amountMinor: amount,
      dedupeKey: `${r.dedupeKey}:${pay.paymentId}`,
    });
    if (row) owed += row.amount_minor;
    if (owed >= r.amountMinor) break;
  }
  return owed;
}
