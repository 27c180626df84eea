import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIndianPhone, normalizeIndianPhone } from './phone';
import { phoneField } from './rules';
import { AUTH_MSG } from './messages';

describe('normalizeIndianPhone', () => {
  it('stores every way of typing an Indian mobile as +91 and 10 digits', () => {
    for (const typed of [
      '+91 98765 43210',
      '+919876543210',
      '+91-98765-43210',
      '+91 (0) 98765 43210',
      '09876543210',
      '098765 43210',
      '9876543210',
      '98765-43210',
      ' 98765 43210 ',
      '919876543210',
      '0091 98765 43210',
    ])
      expect(normalizeIndianPhone(typed), typed).toBe('+919876543210');
  });

  it('takes landlines with their STD code', () => {
    expect(normalizeIndianPhone('(022) 2345-6789')).toBe('+912223456789');
    expect(normalizeIndianPhone('011 2345 6789')).toBe('+911123456789');
    expect(normalizeIndianPhone('+91 80 4123 4567')).toBe('+918041234567');
    expect(normalizeIndianPhone('0674 234 5678')).toBe('+916742345678');
  });

  it('refuses what is not an Indian number', () => {
    for (const typed of [
      '',
      '12345',
      '98765 4321',
      '987654321012',
      'ninetyeight',
      '98765o43210',
      '+1 415 555 2671',
      '+44 20 7946 0958',
      '+971 50 123 4567',
      '+92 300 1234567',
      '0000000000',
      '0123456789',
      '+91 0123456789',
      '910123456789',
      '+91 98765 432100',
      '98765.43210',
      '9876543210 ext 2',
    ])
      expect(normalizeIndianPhone(typed), typed).toBeNull();
  });

  it('gives one answer for each number, however it is spaced, and keeps it when run again', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000_000, max: 9_999_999_999 }),
        fc.constantFrom('', '+91', '0', '91', '+91 ', '0091'),
        fc.array(fc.constantFrom(' ', '-'), { maxLength: 3 }),
        (n, prefix, separators) => {
          const digits = String(n);
          const spaced = separators.reduce(
            (s, sep, i) => `${s.slice(0, 2 + i * 3)}${sep}${s.slice(2 + i * 3)}`,
            digits,
          );
          const stored = normalizeIndianPhone(`${prefix}${spaced}`);
          expect(stored).toBe(`+91${digits}`);
          expect(normalizeIndianPhone(stored ?? '')).toBe(stored);
        },
      ),
    );
  });
});

describe('phoneField', () => {
  it('answers the one stored form, or the existing error text', () => {
    expect(phoneField.parse('098765 43210')).toBe('+919876543210');
    expect(phoneField.safeParse('12345').error?.issues.map((i) => i.message)).toEqual([
      AUTH_MSG.phone,
    ]);
    expect(phoneField.safeParse('').error?.issues.map((i) => i.message)).toEqual([
      'Phone Number is required',
    ]);
  });
});

describe('formatIndianPhone', () => {
  it('spaces a stored number for reading and leaves others alone', () => {
    expect(formatIndianPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatIndianPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
