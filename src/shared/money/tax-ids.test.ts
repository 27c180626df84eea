import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NUMBER_RE,
  GSTIN_MSG,
  IFSC_RE,
  INDIAN_STATES,
  PAN_RE,
  STATE_CODES,
  gstinCheckChar,
  gstinMatchesPan,
  gstinPan,
  gstinProblem,
  stateByCode,
  stateName,
} from './tax-ids';

/** Published GSTINs (a Maharashtra firm, a Karnataka company): their check characters are real. */
const REAL = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'];
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A valid GSTIN built from its first 14 characters. */
const complete = (first14: string) => first14 + gstinCheckChar(first14);

describe('states and union territories', () => {
  it('lists all 36, by name, with unique ISO and GST codes', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    const names = INDIAN_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
    expect(new Set(INDIAN_STATES.map((s) => s.gst)).size).toBe(36);
    for (const s of INDIAN_STATES) {
      expect(s.code).toMatch(/^[A-Z]{2}$/);
      expect(s.gst).toMatch(/^[0-9]{2}$/);
    }
  });

  it('uses the current codes and the GST state codes', () => {
    const pairs = Object.fromEntries(INDIAN_STATES.map((s) => [s.code, [s.name, s.gst]]));
    expect(pairs).toMatchObject({
      JK: ['Jammu and Kashmir', '01'],
      DL: ['Delhi', '07'],
      DH: ['Dadra and Nagar Haveli and Daman and Diu', '26'],
      MH: ['Maharashtra', '27'],
      KA: ['Karnataka', '29'],
      TG: ['Telangana', '36'],
      AP: ['Andhra Pradesh', '37'],
      LA: ['Ladakh', '38'],
      LD: ['Lakshadweep', '31'],
      CG: ['Chhattisgarh', '22'],
      UK: ['Uttarakhand', '05'],
      OD: ['Odisha', '21'],
    });
    // GST state codes 01 to 38, less 25 (Daman and Diu, merged into 26) and 28 (Andhra Pradesh
    // before its split).
    const gst = INDIAN_STATES.map((s) => Number(s.gst)).sort((a, b) => a - b);
    const expected = Array.from({ length: 38 }, (_, i) => i + 1).filter(
      (n) => n !== 25 && n !== 28,
    );
    expect(gst).toEqual(expected);
  });

  it('looks a state up by code and refuses other strings', () => {
    expect(stateByCode('KA')).toEqual({ code: 'KA', name: 'Karnataka', gst: '29' });
    expect(stateName('TN')).toBe('Tamil Nadu');
    expect(stateName('TS')).toBeUndefined();
    expect(stateName('ka')).toBeUndefined();
    expect(stateByCode('29')).toBeUndefined();
  });

  it('gives z.enum the codes in the list order', () => {
    expect(STATE_CODES).toEqual(INDIAN_STATES.map((s) => s.code));
    const schema = z.enum(STATE_CODES);
    expect(schema.parse('LA')).toBe('LA');
    expect(schema.safeParse('XX').success).toBe(false);
  });
});

describe('PAN, IFSC and account number shapes', () => {
  it('accepts the documented shapes and nothing near them', () => {
    expect(PAN_RE.test('ABCDE1234F')).toBe(true);
    for (const pan of ['ABCD1234F', 'ABCDE12345', 'abcde1234f', 'ABCDE1234FG', 'ABCDE 1234F'])
      expect(PAN_RE.test(pan), pan).toBe(false);
    expect(IFSC_RE.test('HDFC0001234')).toBe(true);
    expect(IFSC_RE.test('SBIN0ABC123')).toBe(true);
    for (const ifsc of ['HDFC1001234', 'HDF00001234', 'HDFC000123', 'HDFC00012345'])
      expect(IFSC_RE.test(ifsc), ifsc).toBe(false);
    expect(ACCOUNT_NUMBER_RE.test('123456789')).toBe(true);
    expect(ACCOUNT_NUMBER_RE.test('123456789012345678')).toBe(true);
    for (const n of ['12345678', '1234567890123456789', '12345678A', '1234 56789'])
      expect(ACCOUNT_NUMBER_RE.test(n), n).toBe(false);
  });
});

describe('GSTIN check character', () => {
  it('matches published GSTINs', () => {
    for (const g of REAL) {
      expect(gstinCheckChar(g.slice(0, 14))).toBe(g[14]);
      expect(gstinProblem(g)).toBeNull();
    }
  });

  it('refuses every single-character change of a real GSTIN', () => {
    for (const g of REAL)
      for (let i = 0; i < 15; i++)
        for (const c of CHARS) {
          if (c === g[i]) continue;
          const typo = g.slice(0, i) + c + g.slice(i + 1);
          expect(gstinProblem(typo), typo).not.toBeNull();
        }
  });

  it("catches any swap of neighbouring characters but Luhn mod 36's blind spot, 0 and Z", () => {
    const body = fc
      .tuple(
        fc.constantFrom(...INDIAN_STATES.map((s) => s.gst)),
        fc.stringMatching(/^[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z$/),
      )
      .map(([state, rest]) => state + rest);
    fc.assert(
      fc.property(body, fc.integer({ min: 0, max: 12 }), (first14, i) => {
        const pair = first14[i]! + first14[i + 1]!;
        fc.pre(first14[i] !== first14[i + 1] && pair !== '0Z' && pair !== 'Z0');
        const swapped = first14.slice(0, i) + first14[i + 1] + first14[i] + first14.slice(i + 2);
        expect(gstinCheckChar(swapped)).not.toBe(gstinCheckChar(first14));
      }),
    );
  });

  it('misses the swap of 0 and Z, as every Luhn mod 36 does', () => {
    expect(gstinCheckChar('27AAPFU09390Z1')).toBe(gstinCheckChar('27AAPFU0939Z01'));
  });

  it('refuses input it cannot weigh', () => {
    expect(() => gstinCheckChar('27AAPFU0939F1')).toThrow(RangeError);
    expect(() => gstinCheckChar('27aapfu0939F1Z')).toThrow(RangeError);
  });
});

describe('gstinProblem', () => {
  it('tells each kind of mistake apart', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(GSTIN_MSG.shape);
    expect(gstinProblem('27aapfu0939f1zv')).toBe(GSTIN_MSG.shape);
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe(GSTIN_MSG.shape);
    expect(gstinProblem('27AAPFU0939F1XV')).toBe(GSTIN_MSG.shape);
    expect(gstinProblem(complete('45AAPFU0939F1Z'))).toBe(GSTIN_MSG.unknownState('45'));
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(
      "This GSTIN's last character does not match: please check it for a typing mistake",
    );
  });

  it('holds a valid GSTIN to the chosen state', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', 'MH')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZV', 'KA')).toBe(
      'This GSTIN is registered in Maharashtra, but the GST state chosen is Karnataka',
    );
    expect(gstinProblem('29AAGCB7383J1Z4', 'KA')).toBeNull();
  });

  it('tells a typo in the state digits as a typo, not as another state', () => {
    // 27 → 29 keeps the shape and names a real state; the check character gives it away.
    expect(gstinProblem('29AAPFU0939F1ZV', 'MH')).toBe(GSTIN_MSG.checkChar);
  });

  it('reads the PAN inside a GSTIN', () => {
    expect(gstinPan('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
    expect(gstinMatchesPan('27AAPFU0939F1ZV', 'AAPFU0939F')).toBe(true);
    expect(gstinMatchesPan('27AAPFU0939F1ZV', ' aapfu0939f ')).toBe(true);
    expect(gstinMatchesPan('27AAPFU0939F1ZV', 'AAPFU0939G')).toBe(false);
    expect(gstinMatchesPan('29AAGCB7383J1Z4', 'AAPFU0939F')).toBe(false);
  });
});
