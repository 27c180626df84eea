/**
 * Matchday's platform fee and the host's share of a payment (issue 26, decision 035). The fee is
 * charged on the money the host keeps, so a refund lowers the fee with the share; everything is
 * integer paise, so the fee, the share and what was refunded always add up to the payment.
 */

/** A percentage in basis points (5 % = 500, so 2.5 % is exact) and a fixed amount per payment. */
export type FeeTerms = { percent_bp: number; fixed_minor: number };

const HOUR_MS = 60 * 60 * 1000;

function assertMinor(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole number of paise, not ${value}`);
}

function assertTerms(terms: FeeTerms): void {
  if (!Number.isSafeInteger(terms.percent_bp) || terms.percent_bp < 0 || terms.percent_bp > 10_000)
    throw new RangeError(`A fee percentage is 0 to 10000 basis points, not ${terms.percent_bp}`);
  assertMinor(terms.fixed_minor, 'A fixed fee');
}

/**
 * `numerator / denominator` rounded half up, for non-negative integers, without floating point:
 * `Math.round(a * b / c)` can land a half on the wrong side once the division is inexact.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The terms as configured: a percentage (two decimals at most) and rupees. */
export function feeTermsOf(percent: number, fixedRupees: number): FeeTerms {
  const terms = {
    percent_bp: Math.round(percent * 100),
    fixed_minor: Math.round(fixedRupees * 100),
  };
  assertTerms(terms);
  return terms;
}

/** The fee on a payment: its percentage rounded half up, plus the fixed part, at most the amount. */
export function platformFee(amountMinor: number, terms: FeeTerms): number {
  assertMinor(amountMinor, 'An amount');
  assertTerms(terms);
  if (amountMinor === 0) return 0;
  const fee = divideRoundHalfUp(amountMinor * terms.percent_bp, 10_000) + terms.fixed_minor;
  return Math.min(fee, amountMinor);
}

export const hostShare = (amountMinor: number, terms: FeeTerms): number =>
  amountMinor - platformFee(amountMinor, terms);

export type AfterRefund = { kept_minor: number; fee_minor: number; share_minor: number };

/** A payment of `grossMinor` of which `refundedMinor` went back: what the host keeps and the fee on it. */
export function afterRefund(
  grossMinor: number,
  refundedMinor: number,
  terms: FeeTerms,
): AfterRefund {
  assertMinor(grossMinor, 'A payment');
  assertMinor(refundedMinor, 'A refund');
  if (refundedMinor > grossMinor)
    throw new RangeError(`Refunds of ${refundedMinor} exceed the payment of ${grossMinor}`);
  const kept = grossMinor - refundedMinor;
  const fee = platformFee(kept, terms);
  return { kept_minor: kept, fee_minor: fee, share_minor: kept - fee };
}

/**
 * What a refund of `refundMinor` takes back from the host's share, after `refundedBeforeMinor`
 * was refunded already. Never more than the refund (the fee falls too, so the platform gives up
 * its part), and successive refunds of everything take back exactly the whole share.
 */
export function reversalFor(
  grossMinor: number,
  refundedBeforeMinor: number,
  refundMinor: number,
  terms: FeeTerms,
): number {
  assertMinor(refundMinor, 'A refund');
  const before = afterRefund(grossMinor, refundedBeforeMinor, terms);
  const after = afterRefund(grossMinor, refundedBeforeMinor + refundMinor, terms);
  return before.share_minor - after.share_minor;
}

/** When a share may leave the hold: `holdDays` whole days (of 24 hours) after the event ends. */
export function holdUntil(eventEndsAt: Date, holdDays: number): Date {
  if (!Number.isSafeInteger(holdDays) || holdDays < 0)
    throw new RangeError(`Hold days must be a whole number of days, not ${holdDays}`);
  return new Date(eventEndsAt.getTime() + holdDays * 24 * HOUR_MS);
}
