import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  formatDisplayDate,
  formatEventTimes,
  formatIndiaClock,
  formatIndiaDateTime,
  shortDateParts,
} from './date-format';

// Issue 24: one formatter, India time, whatever zone the server or the reader's browser is in.
// The process runs in a zone behind UTC here, where 01:00 IST on 27 November is still the 26th.
const zone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterEach(() => {
  process.env.TZ = zone;
  if (zone === undefined) delete process.env.TZ;
});

describe('dates and times in India time', () => {
  const paidAt = '2026-11-26T19:30:00.000Z'; // 01:00 IST on 27 November

  it('gives an instant the day it falls on in India', () => {
    expect(new Date(paidAt).getDate()).toBe(26); // what the reader's clock says
    expect(formatDisplayDate(paidAt)).toBe('27 November, 2026');
    expect(formatDisplayDate(new Date(paidAt))).toBe('27 November, 2026');
    expect(formatDisplayDate(Date.parse(paidAt))).toBe('27 November, 2026');
    expect(formatDisplayDate('2026-11-26T19:30:00+00:00')).toBe('27 November, 2026');
    // 18:29:59 UTC is still the 26th in India.
    expect(formatDisplayDate('2026-11-26T18:29:59Z')).toBe('26 November, 2026');
  });

  it('keeps a calendar date, or a venue date-time, as written', () => {
    expect(formatDisplayDate('2027-03-05')).toBe('05 March, 2027');
    expect(formatDisplayDate('2026-12-31T23:30:00')).toBe('31 December, 2026');
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('soon')).toBe('');
  });

  it('gives an instant its India date and time', () => {
    expect(formatIndiaDateTime(paidAt)).toBe('27 November, 2026, 1:00 AM');
    expect(formatIndiaClock(paidAt)).toBe('01:00');
    expect(formatIndiaClock('2026-11-27T06:44:00Z')).toBe('12:14');
  });

  it("says an event's times are India's", () => {
    expect(formatEventTimes('08:30', '18:00')).toBe('8:30 AM – 6:00 PM IST');
    expect(formatEventTimes('08:30', null)).toBe('8:30 AM IST');
    expect(formatEventTimes(null, null)).toBe('');
  });

  it('names the month in Hindi for a Hindi reader (issue 29), in India time still', () => {
    expect(formatDisplayDate('2027-03-05', 'hi')).toBe('05 मार्च, 2027');
    expect(formatDisplayDate(paidAt, 'hi')).toBe('27 नवंबर, 2026');
    expect(formatIndiaDateTime(paidAt, 'hi')).toBe('27 नवंबर, 2026, 1:00 AM');
    expect(formatDisplayDate('2027-02-01', 'en')).toBe('01 February, 2027');
  });

  it('writes a date in short for a table, in either language', () => {
    expect(shortDateParts('2026-12-05')).toEqual({ day: '5', month: 'Dec', year: '2026' });
    expect(shortDateParts(paidAt, 'hi')).toEqual({ day: '27', month: 'नव॰', year: '2026' });
    expect(shortDateParts('soon')).toBeNull();
  });
});
