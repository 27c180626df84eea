import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterRefund,
  divideRoundHalfUp,
  feeTermsOf,
  holdUntil,
  hostShare,
  platformFee,
  reversalFor,
  type FeeTerms,
} from './platform-fee';

const FIVE = feeTermsOf(5, 0);

const terms = fc.record({
  percent_bp: fc.integer({ min: 0, max: 10_000 }),
  fixed_minor: fc.integer({ min: 0, max: 10_000 }),
});
const gross = fc.integer({ min: 0, max: 10_000_000 });

/** A payment with its refunds: successive parts that together may or may not reach the gross. */
const refunded = fc
  .tuple(gross, fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 8 }), fc.boolean())
  .map(([g, parts, refundAll]) => {
    const refunds: number[] = [];
    let left = g;
    for (const p of parts) {
      const r = Math.min(p, left);
      if (r === 0) break;
      refunds.push(r);
      left -= r;
    }
    if (refundAll && left > 0) refunds.push(left);
    return { gross: g, refunds };
  });

describe('fee terms', () => {
  it('keeps a percentage in basis points and rupees in paise, exactly', () => {
    expect(feeTermsOf(5, 0)).toEqual({ percent_bp: 500, fixed_minor: 0 });
    expect(feeTermsOf(2.5, 3)).toEqual({ percent_bp: 250, fixed_minor: 300 });
    // 0.07 * 100 is 7.000000000000001 in floating point.
    expect(feeTermsOf(0.07, 0.29)).toEqual({ percent_bp: 7, fixed_minor: 29 });
  });

  it('refuses terms that are not a fee', () => {
    expect(() => feeTermsOf(-1, 0)).toThrow(RangeError);
    expect(() => feeTermsOf(101, 0)).toThrow(RangeError);
    expect(() => feeTermsOf(5, -2)).toThrow(RangeError);
  });
});

describe('platformFee', () => {
  it('takes 5 % of ₹499 as ₹24.95 and leaves the host ₹474.05', () => {
    expect(platformFee(49_900, FIVE)).toBe(2_495);
    expect(hostShare(49_900, FIVE)).toBe(47_405);
  });

  it('rounds the percentage half up, then adds the fixed part', () => {
    // 2.5 % of 1,010 paise is 25.25 → 25; of 1,020 is 25.5 → 26; of 1,019 is 25.475 → 25.
    const terms = feeTermsOf(2.5, 2);
    expect(platformFee(1_010, terms)).toBe(25 + 200);
    expect(platformFee(1_020, terms)).toBe(26 + 200);
    expect(platformFee(1_019, terms)).toBe(25 + 200);
    // Half a paisa rounds up: 1 % of 50 paise; just under half rounds down.
    expect(platformFee(50, { percent_bp: 100, fixed_minor: 0 })).toBe(1);
    expect(platformFee(49, { percent_bp: 100, fixed_minor: 0 })).toBe(0);
  });

  it('is never more than the amount, and nothing on nothing', () => {
    expect(platformFee(150, feeTermsOf(5, 2))).toBe(150);
    expect(hostShare(150, feeTermsOf(5, 2))).toBe(0);
    expect(platformFee(0, feeTermsOf(5, 2))).toBe(0);
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => platformFee(499.5, FIVE)).toThrow(RangeError);
    expect(() => platformFee(-100, FIVE)).toThrow(RangeError);
    expect(() => platformFee(100, { percent_bp: 2.5, fixed_minor: 0 })).toThrow(RangeError);
  });

  it('matches exact rational rounding for any amount and terms', () => {
    fc.assert(
      fc.property(gross, terms, (amount, t) => {
        const exact = (BigInt(amount) * BigInt(t.percent_bp) * 2n + 10_000n) / 20_000n;
        const expected = amount === 0 ? 0 : Math.min(amount, Number(exact) + t.fixed_minor);
        expect(platformFee(amount, t)).toBe(expected);
      }),
    );
  });
});

describe('divideRoundHalfUp', () => {
  it('rounds halves up and the rest to the nearest', () => {
    expect(divideRoundHalfUp(5, 2)).toBe(3);
    expect(divideRoundHalfUp(7, 2)).toBe(4);
    expect(divideRoundHalfUp(4, 3)).toBe(1);
    expect(divideRoundHalfUp(5, 3)).toBe(2);
    expect(divideRoundHalfUp(0, 7)).toBe(0);
  });
});

describe('afterRefund', () => {
  it('charges the fee on what the host keeps', () => {
    expect(afterRefund(49_900, 0, FIVE)).toEqual({
      kept_minor: 49_900,
      fee_minor: 2_495,
      share_minor: 47_405,
    });
    // Half refunded: the fee is 5 % of the ₹249.50 kept, ₹12.48 (1,247.5 rounded up).
    expect(afterRefund(49_900, 24_950, FIVE)).toEqual({
      kept_minor: 24_950,
      fee_minor: 1_248,
      share_minor: 23_702,
    });
    expect(afterRefund(49_900, 49_900, feeTermsOf(5, 3))).toEqual({
      kept_minor: 0,
      fee_minor: 0,
      share_minor: 0,
    });
  });

  it('refuses refunds beyond the payment', () => {
    expect(() => afterRefund(49_900, 49_901, FIVE)).toThrow(RangeError);
  });

  it('always adds up to the payment', () => {
    fc.assert(
      fc.property(gross, fc.double({ min: 0, max: 1, noNaN: true }), terms, (g, share, t) => {
        const r = Math.floor(g * share);
        const a = afterRefund(g, r, t);
        expect(a.fee_minor + a.share_minor + r).toBe(g);
        expect(a.fee_minor).toBe(platformFee(g - r, t));
        expect(a.share_minor).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('reversalFor', () => {
  it('takes back the share the refund removes', () => {
    // ₹499 at 5 %: refunding half takes 47,405 − 23,702 of the share; the fee falls by 1,247.
    expect(reversalFor(49_900, 0, 24_950, FIVE)).toBe(23_703);
    expect(reversalFor(49_900, 24_950, 24_950, FIVE)).toBe(23_702);
    expect(reversalFor(49_900, 0, 49_900, FIVE)).toBe(47_405);
  });

  it('takes nothing back while the fixed fee still swallows the share', () => {
    // ₹5 fixed on ₹4: the host never had a share to give back.
    expect(reversalFor(400, 0, 100, feeTermsOf(0, 5))).toBe(0);
  });

  it('is never negative, never more than the refund, and sums to the share taken back', () => {
    fc.assert(
      fc.property(refunded, terms, ({ gross: g, refunds }, t: FeeTerms) => {
        let before = 0;
        let reversed = 0;
        for (const r of refunds) {
          const back = reversalFor(g, before, r, t);
          expect(back).toBeGreaterThanOrEqual(0);
          expect(back).toBeLessThanOrEqual(r);
          reversed += back;
          before += r;
        }
        const now = afterRefund(g, before, t);
        // What the host has plus what came back is the share of the whole payment.
        expect(now.share_minor + reversed).toBe(hostShare(g, t));
        // The platform keeps exactly the fee on what was kept.
        expect(g - before - now.share_minor).toBe(platformFee(g - before, t));
        if (before === g) expect(reversed).toBe(hostShare(g, t));
      }),
    );
  });
});

describe('holdUntil', () => {
  it('adds whole 24-hour days to the end of the event', () => {
    const ends = new Date('2026-12-06T12:30:00Z');
    expect(holdUntil(ends, 2).toISOString()).toBe('2026-12-08T12:30:00.000Z');
    expect(holdUntil(ends, 0).toISOString()).toBe('2026-12-06T12:30:00.000Z');
    expect(() => holdUntil(ends, 1.5)).toThrow(RangeError);
  });
});
