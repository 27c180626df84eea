import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatPaise, formatRupees, formatRupeesCompact } from './format-inr';

const intl = (locale: string, minor: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);

describe('formatPaise', () => {
  it('groups lakhs and crores the Indian way, always with paise by default', () => {
    expect(formatPaise(12_500_000)).toBe('₹1,25,000.00');
    expect(formatPaise(1_234_567_8950)).toBe('₹12,34,56,789.50');
    expect(formatPaise(0)).toBe('₹0.00');
    expect(formatPaise(99_900)).toBe('₹999.00');
    expect(formatPaise(100_000)).toBe('₹1,000.00');
    expect(formatPaise(5)).toBe('₹0.05');
  });

  it('writes a credit note the way the invoice shows it: minus before the sign', () => {
    expect(formatPaise(-12_500_050)).toBe('-₹1,25,000.50');
    expect(formatPaise(-1)).toBe('-₹0.01');
    expect(formatPaise(-0)).toBe('₹0.00');
  });

  it('shows paise in a sentence only when there are some', () => {
    expect(formatPaise(125_000, { fraction: 'paise' })).toBe('₹1,250');
    expect(formatPaise(125_050, { fraction: 'paise' })).toBe('₹1,250.50');
    expect(formatPaise(-125_005, { fraction: 'paise' })).toBe('-₹1,250.05');
  });

  it('trims trailing zeros on a price tag', () => {
    expect(formatPaise(249_950, { fraction: 'trim' })).toBe('₹2,499.5');
    expect(formatPaise(249_905, { fraction: 'trim' })).toBe('₹2,499.05');
    expect(formatPaise(10_000_000, { fraction: 'trim' })).toBe('₹1,00,000');
  });

  it('writes another currency, or INR on the receipt, by its code', () => {
    expect(formatPaise(75_000, { symbol: 'code' })).toBe('INR 750.00');
    expect(formatPaise(12_345_678, { currency: 'USD' })).toBe('USD 1,23,456.78');
  });

  it('gives hi-IN the same Latin digits and grouping; Devanagari digits only when asked', () => {
    expect(formatPaise(12_500_000, { locale: 'hi-IN' })).toBe('₹1,25,000.00');
    expect(formatPaise(12_500_000, { locale: 'hi-IN', numerals: 'deva' })).toBe('₹१,२५,०००.००');
    expect(formatPaise(12_500_000, { locale: 'hi-IN', numerals: 'deva' })).toBe(
      intl('hi-IN-u-nu-deva', 12_500_000),
    );
  });

  it('writes exactly what Intl.NumberFormat en-IN and hi-IN write', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), (minor) => {
        const text = formatPaise(minor);
        expect(text).toBe(intl('en-IN', minor));
        expect(formatPaise(minor, { locale: 'hi-IN' })).toBe(intl('hi-IN', minor));
      }),
    );
  });

  it('reads back as the amount it was given', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('always', 'paise', 'trim') as fc.Arbitrary<'always' | 'paise' | 'trim'>,
        (minor, fraction) => {
          const text = formatPaise(minor, { fraction });
          expect(text).toMatch(/^-?₹(\d{1,2},(\d{2},)*\d{3}|\d{1,3})(\.\d{1,2})?$/);
          const [rupees = '', paise = ''] = text.replace(/[^\d.]/g, '').split('.');
          const back = Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
          expect(text.startsWith('-') ? -back : back).toBe(minor);
        },
      ),
    );
  });

  it('refuses what is not a number', () => {
    expect(() => formatPaise(Number.NaN)).toThrow(RangeError);
    expect(() => formatRupees(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatRupees', () => {
  it('takes rupees as the API speaks them and rounds to the paisa', () => {
    expect(formatRupees(799)).toBe('₹799.00');
    expect(formatRupees(125_000)).toBe('₹1,25,000.00');
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
    expect(formatRupees(-2499.5)).toBe('-₹2,499.50');
    expect(formatRupees(1_234_567.891)).toBe('₹12,34,567.89');
  });
});

describe('formatCount', () => {
  it('groups counts the Indian way', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(125_000)).toBe('1,25,000');
    expect(formatCount(12_345_678)).toBe('1,23,45,678');
    expect(formatCount(-100_000)).toBe('-1,00,000');
    expect(formatCount(125_000, { numerals: 'deva' })).toBe('१,२५,०००');
  });

  it('matches Intl en-IN and hi-IN for whole numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        expect(formatCount(n)).toBe(new Intl.NumberFormat('en-IN').format(n));
        expect(formatCount(n, { locale: 'hi-IN' })).toBe(new Intl.NumberFormat('hi-IN').format(n));
      }),
    );
  });
});

describe('formatRupeesCompact', () => {
  it('writes thousands, lakhs and crores short for a chart axis', () => {
    expect(formatRupeesCompact(0)).toBe('₹0');
    expect(formatRupeesCompact(1200)).toBe('₹1.2K');
    expect(formatRupeesCompact(120_000)).toBe('₹1.2L');
    expect(formatRupeesCompact(35_000_000)).toBe('₹3.5Cr');
    expect(formatRupeesCompact(120_000, 'hi-IN')).toBe('₹1.2\u00a0लाख');
  });
});
