import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GST_DEFAULTS,
  GST_RATES,
  SAC_RE,
  amountInWords,
  documentNumber,
  financialYear,
  gstOfInclusive,
} from './gst';

describe('gstOfInclusive', () => {
  it('splits ₹499 at 18 % into CGST and SGST within a state', () => {
    expect(gstOfInclusive(49_900, 18, 'MH', 'MH')).toEqual({
      rate_percent: 18,
      taxable_minor: 42_288,
      cgst_minor: 3_806,
      sgst_minor: 3_806,
      igst_minor: 0,
      supply: 'intra_state',
    });
  });

  it('charges IGST across states', () => {
    expect(gstOfInclusive(49_900, 18, 'MH', 'KA')).toEqual({
      rate_percent: 18,
      taxable_minor: 42_288,
      cgst_minor: 0,
      sgst_minor: 0,
      igst_minor: 7_612,
      supply: 'inter_state',
    });
  });

  it('takes a null place of supply as the supplier state', () => {
    expect(gstOfInclusive(49_900, 18, 'KA', null).supply).toBe('intra_state');
  });

  it('gives the odd paisa of a split tax to CGST', () => {
    // The ₹24.95 fee: taxable 2,114.41 → 2,114, tax 381.
    expect(gstOfInclusive(2_495, 18, 'KA', 'KA')).toMatchObject({
      taxable_minor: 2_114,
      cgst_minor: 191,
      sgst_minor: 190,
    });
    expect(gstOfInclusive(2_495, 18, 'KA', 'TN')).toMatchObject({
      taxable_minor: 2_114,
      igst_minor: 381,
    });
    // ₹1 at 18 %: taxable 84.75 → 85, tax 15.
    expect(gstOfInclusive(100, 18, 'DL', 'DL')).toMatchObject({
      taxable_minor: 85,
      cgst_minor: 8,
      sgst_minor: 7,
    });
  });

  it('handles a nil rate and a rate in hundredths', () => {
    expect(gstOfInclusive(49_900, 0, 'MH', 'KA')).toMatchObject({
      taxable_minor: 49_900,
      igst_minor: 0,
    });
    expect(gstOfInclusive(10_025, 0.25, 'GJ', 'GJ')).toMatchObject({
      rate_percent: 0.25,
      taxable_minor: 10_000,
      cgst_minor: 13,
      sgst_minor: 12,
    });
  });

  it('refuses rates and totals it cannot compute exactly', () => {
    expect(() => gstOfInclusive(100, 12.345, 'MH', 'MH')).toThrow(RangeError);
    expect(() => gstOfInclusive(100, -5, 'MH', 'MH')).toThrow(RangeError);
    expect(() => gstOfInclusive(99.5, 18, 'MH', 'MH')).toThrow(RangeError);
    expect(() => gstOfInclusive(-100, 18, 'MH', 'MH')).toThrow(RangeError);
  });

  it('rounds the taxable value half up exactly and the parts add up to the total', () => {
    const rate = fc.oneof(
      fc.constantFrom(...GST_RATES),
      fc.integer({ min: 0, max: 4_000 }).map((bp) => bp / 100),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        rate,
        fc.boolean(),
        (total, r, intra) => {
          const g = gstOfInclusive(total, r, 'KA', intra ? 'KA' : 'MH');
          const bp = BigInt(Math.round(r * 100));
          const exact = (BigInt(total) * 20_000n + 10_000n + bp) / (2n * (10_000n + bp));
          expect(g.taxable_minor).toBe(Number(exact));
          expect(g.taxable_minor + g.cgst_minor + g.sgst_minor + g.igst_minor).toBe(total);
          if (intra) {
            expect(g.igst_minor).toBe(0);
            expect([0, 1]).toContain(g.cgst_minor - g.sgst_minor);
          } else expect(g.cgst_minor + g.sgst_minor).toBe(0);
        },
      ),
    );
  });
});

describe('financialYear', () => {
  it('turns at midnight on 1 April, India time', () => {
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toEqual({
      label: '2026-27',
      code: '2627',
    });
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toEqual({
      label: '2027-28',
      code: '2728',
    });
  });

  it('counts January to March in the year begun the April before', () => {
    expect(financialYear(new Date('2027-01-15T06:00:00Z')).label).toBe('2026-27');
    expect(financialYear(new Date('2026-12-31T20:00:00Z')).label).toBe('2026-27');
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toEqual({
      label: '2099-00',
      code: '9900',
    });
  });
});

describe('documentNumber', () => {
  it('writes prefix, year and a six-digit serial', () => {
    expect(documentNumber('INV', '2627', 1)).toBe('INV/2627/000001');
    expect(documentNumber('CN', '2728', 123_456)).toBe('CN/2728/123456');
    // Past a million the serial grows, up to the 16 characters rule 46(b) allows.
    expect(documentNumber('INV', '2627', 1_234_567)).toBe('INV/2627/1234567');
  });

  it('refuses numbers rule 46(b) does not allow', () => {
    expect(() => documentNumber('INV', '2627', 12_345_678)).toThrow(/16 characters/);
    // Five letters fit the prefix rule but not the length: ABCDE/2627/000001 is 17.
    expect(() => documentNumber('ABCDE', '2627', 1)).toThrow(/16 characters/);
    expect(documentNumber('ABCD', '2627', 1)).toBe('ABCD/2627/000001');
    for (const prefix of ['', 'inv', 'IN1', 'IN V', 'ABCDEF'])
      expect(() => documentNumber(prefix, '2627', 1), prefix).toThrow(RangeError);
    expect(() => documentNumber('INV', '26-27', 1)).toThrow(RangeError);
    expect(() => documentNumber('INV', '2627', 0)).toThrow(RangeError);
    expect(() => documentNumber('INV', '2627', 1.5)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it('reads rupees and paise in the Indian system', () => {
    expect(amountInWords(49_900)).toBe('Rupees Four Hundred Ninety-Nine Only');
    expect(amountInWords(2_495)).toBe('Rupees Twenty-Four and Ninety-Five Paise Only');
    expect(amountInWords(12_500_000)).toBe('Rupees One Lakh Twenty-Five Thousand Only');
    expect(amountInWords(1_234_567_800)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only',
    );
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });

  it('skips empty places and counts crores past ninety-nine', () => {
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(50)).toBe('Fifty Paise Only');
    expect(amountInWords(1_010_101_000)).toBe('Rupees One Crore One Lakh One Thousand Ten Only');
    expect(amountInWords(1_000_000_000)).toBe('Rupees One Crore Only');
    expect(amountInWords(120_000_000_000)).toBe('Rupees One Hundred Twenty Crore Only');
    expect(amountInWords(1_119_00)).toBe('Rupees One Thousand One Hundred Nineteen Only');
    expect(amountInWords(20_01)).toBe('Rupees Twenty and One Paise Only');
  });

  it('refuses what is not whole paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
  });
});

describe('defaults', () => {
  it('describes an entry as SAC 9996 at 18 %', () => {
    expect(GST_DEFAULTS).toEqual({
      sac: '9996',
      description: 'Recreational, cultural and sporting services',
      rate_percent: 18,
    });
    expect(SAC_RE.test(GST_DEFAULTS.sac)).toBe(true);
    expect(SAC_RE.test('998599')).toBe(true);
    expect(SAC_RE.test('999')).toBe(false);
    expect(SAC_RE.test('9996A')).toBe(false);
    expect(GST_RATES).toContain(GST_DEFAULTS.rate_percent);
  });
});
