import type { Db } from '../platform/db/client';
import { ledgerEntries } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { oweRefund } from './refunds/owe';
import { recordAnomaly, type AnomalyKind } from './anomalies';

/**
 * What every capture does with the money, whatever it pays for (a registration: capture.ts; a
 * category switch's difference: changes/switch-capture.ts): the ledger row, and the anomaly
 * (refunded automatically when no one needs to decide) when the money cannot stay.
 */

/** A payment the provider says went through, from the checkout, a webhook or reconciliation. */
export type CapturedPayment = {
  provider: string;
  orderId: string;
  paymentId: string;
  /** Minor units; undefined when the report carried none (counted as a mismatch). */
  amountMinor: number | undefined;
  currency: string | undefined;
  source: 'verify' | 'webhook' | 'reconcile';
  webhookId?: string | undefined;
};

export type CaptureOutcome =
  | { result: 'captured'; participationId: string }
  | { result: 'duplicate'; participationId: string }
  /** Paid for an event cancelled meanwhile: recorded, then cancelled and refunded by its job. */
  | { result: 'event_cancelled'; participationId: string }
  | { result: 'anomaly'; kind: AnomalyKind; participationId: string | null };

/** Anomalies whose money is owed back in full, with no one to decide. */
const AUTO_REFUNDED = new Set<AnomalyKind>(['cancelled_registration', 'no_place']);

/**
 * Money we know the amount of goes on the ledger whatever happens to what it paid for: one row
 * per provider payment id, so verify, webhooks and reconciliation reporting it make one row.
 */
export async function bookCapture(
  db: Db,
  pay: CapturedPayment,
  participationId: string | null,
  now: Date,
): Promise<void> {
  if (pay.amountMinor === undefined || pay.currency === undefined) return;
  await db
    .insert(ledgerEntries)
    .values({
      kind: 'capture',
      participation_id: participationId,
      provider: pay.provider,
      order_id: pay.orderId,
      reference: pay.paymentId,
      amount_minor: pay.amountMinor,
      currency: pay.currency,
      source: pay.source,
      created_at: now,
    })
    .onConflictDoNothing();
}

/**
 * A payment that cannot stay where it was paid: an anomaly for admins (one per kind and payment
 * id). Money for something that cannot have it (cancelled, or its place gone) is owed back by
 * itself (issue 16) and the anomaly is stored resolved with the refund's id.
 */
export async function captureAnomaly(
  deps: Pick<Deps, 'jobs' | 'now' | 'log'>,
  db: Db,
  pay: CapturedPayment,
  a: {
    kind: AnomalyKind;
    detail: string;
    participationId: string | null;
    expectedAmountMinor: number | null;
    expectedCurrency: string | null;
  },
): Promise<CaptureOutcome> {
  const refund =
    AUTO_REFUNDED.has(a.kind) && pay.amountMinor && pay.currency
      ? await oweRefund(deps, db, {
          participationId: a.participationId,
          provider: pay.provider,
          paymentId: pay.paymentId,
          amountMinor: pay.amountMinor,
          currency: pay.currency.toUpperCase(),
          reason: 'payment_anomaly',
          dedupeKey: `anomaly:${pay.paymentId}`,
        })
      : null;
  await recordAnomaly(deps, db, {
    ...(refund && { resolutionNote: `Refunded automatically (refund ${refund.id}).` }),
    kind: a.kind,
    dedupeKey: pay.paymentId,
    participationId: a.participationId,
    webhookId: pay.webhookId ?? null,
    provider: pay.provider,
    orderId: pay.orderId,
    paymentId: pay.paymentId,
    amountMinor: pay.amountMinor ?? null,
    currency: pay.currency ?? null,
    expectedAmountMinor: a.expectedAmountMinor,
    expectedCurrency: a.expectedCurrency,
    detail: a.detail,
  });
  return { result: 'anomaly', kind: a.kind, participationId: a.participationId };
}
