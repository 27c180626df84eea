import type { AnomalyKind } from '../../shared/payments/schemas';
import type { Db } from '../platform/db/client';
import { paymentAnomalies } from '../platform/db/schema';
import type { Deps } from '../platform/deps';

export type { AnomalyKind };

export type NewAnomaly = {
  kind: AnomalyKind;
  /** The same anomaly reported twice (payment.captured and order.paid) is stored once. */
  dedupeKey: string;
  participationId: string | null;
  webhookId: string | null;
  provider: string;
  orderId: string | null;
  paymentId: string | null;
  amountMinor: number | null;
  currency: string | null;
  expectedAmountMinor: number | null;
  expectedCurrency: string | null;
  detail: string;
  /** Set when the anomaly was dealt with as it was found (an automatic refund). */
  resolutionNote?: string;
};

/** Stores an anomaly for admins (in the caller's transaction) and logs it at warn. */
export async function recordAnomaly(
  deps: Pick<Deps, 'now' | 'log'>,
  db: Db,
  a: NewAnomaly,
): Promise<void> {
  const inserted = await db
    .insert(paymentAnomalies)
    .values({
      kind: a.kind,
      dedupe_key: a.dedupeKey,
      participation_id: a.participationId,
      webhook_id: a.webhookId,
      provider: a.provider,
      order_id: a.orderId,
      payment_id: a.paymentId,
      amount_minor: a.amountMinor,
      currency: a.currency,
      expected_amount_minor: a.expectedAmountMinor,
      expected_currency: a.expectedCurrency,
      detail: a.detail,
      created_at: deps.now(),
      ...(a.resolutionNote && { resolved_at: deps.now(), resolution_note: a.resolutionNote }),
    })
    .onConflictDoNothing()
    .returning({ id: paymentAnomalies.id });
  if (inserted[0]) {
    deps.log.warn(
      {
        anomaly: inserted[0].id,
        kind: a.kind,
        order_id: a.orderId,
        payment_id: a.paymentId,
        amount_minor: a.amountMinor,
        expected_amount_minor: a.expectedAmountMinor,
      },
      `payment anomaly: ${a.detail}`,
    );
  }
}
