import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refunds, type RefundRow } from '../db/schema';
import type { Deps } from '../deps';

export type RefundReason =
  | 'participant_cancelled'
  | 'host_removed'
  | 'event_cancelled'
  | 'payment_anomaly'
  | 'category_switch';

export type OwedRefund = {
  participationId: string | null;
  provider: string;
  paymentId: string;
  amountMinor: number;
  currency: string;
  reason: RefundReason;
  note?: string | null;
  /** One cause owes once: `cancel:<registration>`, `anomaly:<payment>`. */
  dedupeKey: string;
  requestedBy?: string | null;
};

/**
 * Records money owed back, in the caller's transaction, and queues the job that sends it to the
 * provider after the commit (the outbox: no provider call inside a transaction). A cause already
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
  await deps.jobs.send(db, 'refund', { refund_id: row.id }, { singletonKey: row.id });
  return row;
}

/** Minor units of a payment already refunded or on their way back (failed ones excluded). */
export async function refundedOf(db: Db, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amount_minor}), 0)::int` })
    .from(refunds)
    .where(
      and(
        eq(refunds.payment_id, paymentId),
        inArray(refunds.status, ['refund_pending', 'refunded']),
      ),
    );
  return row?.total ?? 0;
}
