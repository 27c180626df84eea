import type { Db } from '../platform/db/client';
import type { Deps } from '../platform/deps';
import type { AnomalyKind } from './anomalies';
import { payHost } from './payouts/pay-host';
import {
  bookCapture,
  captureAnomaly,
  type CaptureOutcome,
  type CapturedPayment,
} from './capture-money';

/** Who pays an order and how much, as the purpose that made the order knows it. */
type OrderPayer = {
  /** The registration the money is for. */
  participationId: string;
  participantId: string;
  amountMinor: number;
  currency: string;
  /** The registration's own first order (not a later one, such as a switch's difference). */
  first: boolean;
  /** What the payer is told when the money arrives after what it paid for ended (refunded). */
  lateText?: string;
};

/** What a purpose's capture is given: the payment, and the money's own steps. */
export type CaptureContext = {
  deps: Deps;
  db: Db;
  pay: CapturedPayment;
  now: Date;
  /** The ledger row of this payment (once per provider payment id), against what it pays for. */
  book: (participationId: string | null) => Promise<void>;
  /** Money that cannot stay: an anomaly for admins, refunded by itself when nobody must decide. */
  anomaly: (
    kind: AnomalyKind,
    detail: string,
    expected: {
      participationId: string | null;
      amountMinor: number | null;
      currency: string | null;
    },
  ) => Promise<CaptureOutcome>;
};

/**
 * What an order pays for (a registration, a category switch's difference; team shares and
 * payouts to come), registered by the feature that makes such orders: money hands each captured
 * payment to its order's purpose and never imports the features above it.
 */
export type OrderPurpose = {
  name: string;
  /** Whether the order is this purpose's. */
  owns: (db: Db, orderId: string) => Promise<boolean>;
  /** The order's payer and price, when it is this purpose's. */
  payer: (db: Db, orderId: string) => Promise<OrderPayer | null>;
  /** Its orders still unpaid between `from` and `to` (newest first) that reconciliation asks about. */
  awaiting: (db: Db, window: { from: Date; to: Date }, limit: number) => Promise<string[]>;
  /**
   * Records the payment in the caller's transaction (its ledger row through `book`), under the
   * purpose's own locks. Idempotent: verify, webhooks and reconciliation may race to report it.
   */
  capture: (context: CaptureContext) => Promise<CaptureOutcome>;
  /** The provider reports the order's payment failed; whether anything was still waiting on it. */
  failed?: (db: Db, orderId: string, reason: string, now: Date) => Promise<boolean>;
};

declare module '../platform/deps' {
  interface Deps {
    /** The purposes orders pay for, in the order they are asked which one an order is. */
    orderPurposes: OrderPurpose[];
  }
}

/** The purpose that owns an order, if any does. */
export async function purposeOf(deps: Deps, db: Db, orderId: string) {
  for (const purpose of deps.orderPurposes) if (await purpose.owns(db, orderId)) return purpose;
  return null;
}

/** Who pays an order and how much, whatever it pays for. */
export async function payerOfOrder(deps: Deps, db: Db, orderId: string) {
  const purpose = await purposeOf(deps, db, orderId);
  return purpose ? purpose.payer(db, orderId) : null;
}

/**
 * Records a provider payment in the caller's transaction: the money's ledger row, then what it
 * paid for (by the order's purpose) or an anomaly. Idempotent: row locks and status guards let
 * verify, webhooks and reconciliation race, and ledger rows and anomalies are keyed by the
 * provider's payment id.
 */
export async function recordCapture(
  deps: Deps,
  db: Db,
  pay: CapturedPayment,
): Promise<CaptureOutcome> {
  const now = deps.now();
  const context: CaptureContext = {
    deps,
    db,
    pay,
    now,
    book: (participationId) => bookCapture(db, pay, participationId, now),
    anomaly: (kind, detail, expected) =>
      captureAnomaly(deps, db, pay, {
        kind,
        detail,
        participationId: expected.participationId,
        expectedAmountMinor: expected.amountMinor,
        expectedCurrency: expected.currency,
      }),
  };
  const purpose = await purposeOf(deps, db, pay.orderId);
  if (purpose) {
    const outcome = await purpose.capture(context);
    if (outcome.result === 'captured') await payHost(deps, db, pay, outcome.participationId, now);
    return outcome;
  }
  // Money we know the amount of is on the ledger whatever happens to it.
  await context.book(null);
  return context.anomaly('unknown_order', 'A payment arrived for an order we have no record of.', {
    participationId: null,
    amountMinor: null,
    currency: null,
  });
}
