import type { Language } from './i18n/languages';

// Every date and time a person reads, in India time (Asia/Kolkata), on the web, in mails and in
// PDFs alike, whatever zone the server or the browser runs in. Spec §9: dates are shown as
// 'DD MMMM, YYYY', e.g. '05 March, 2027'. India keeps one offset all year (IST, UTC+05:30, no
// daylight saving; docs/decisions/004-event-times.md), so an instant's wall clock there is the
// instant plus 5:30 — written out rather than with Intl or a date library, so a phone's event
// list pays nothing for it.

const MONTHS: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  // Issue 29: Hindi's month names, as Indian newspapers and apps print them; the digits stay.
  hi: [
    'जनवरी',
    'फ़रवरी',
    'मार्च',
    'अप्रैल',
    'मई',
    'जून',
    'जुलाई',
    'अगस्त',
    'सितंबर',
    'अक्टूबर',
    'नवंबर',
    'दिसंबर',
  ],
};

/** Months in short, for tables and chart axes on a phone ('5 Dec 2026', '5 दिस॰ 2026'). */
const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  // CLDR's abbreviations for Hindi (what Intl's hi-IN 'short' month writes).
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्तू॰', 'नव॰', 'दिस॰'],
};

/** A month (0–11) in short: 'Dec', 'दिस॰'. */
export const shortMonthName = (month: number, language: Language = 'en'): string =>
  SHORT_MONTHS[language][month] ?? '';

/** India's offset from UTC, all year. */
const IST_OFFSET_MS = 5.5 * 3_600_000;

type DateInput = string | number | Date | null | undefined;

// A calendar date or a date-time without a zone ('2027-03-05', '2026-12-31T10:00:00'): a date
// and time at the venue, read as written. Anything else (a Date, a number, an ISO string with
// 'Z' or an offset) is an instant.
const WALL_TIME =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/**
 * The India-time wall clock of a value, as a Date whose UTC fields are that wall clock (so the
 * reader's own zone never enters); null for no value or an unreadable one.
 */
function indiaWallClock(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && !/(Z|[+-]\d{2}:?\d{2})$/i.test(value)) {
    const m = WALL_TIME.exec(value);
    if (m) {
      const [, y, mo, d, h, mi] = m;
      const ms = Date.UTC(
        Number(y),
        Number(mo ?? 1) - 1 || 0,
        Number(d || 1),
        Number(h ?? 0),
        Number(mi ?? 0),
      );
      return Number.isNaN(ms) ? null : new Date(ms);
    }
  }
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : new Date(ms + IST_OFFSET_MS);
}

const dateOf = (wall: Date, language: Language) =>
  `${String(wall.getUTCDate()).padStart(2, '0')} ${MONTHS[language][wall.getUTCMonth()]}, ${String(
    wall.getUTCFullYear(),
  ).padStart(4, '0')}`;
const clockOf = (wall: Date) =>
  `${String(wall.getUTCHours()).padStart(2, '0')}:${String(wall.getUTCMinutes()).padStart(2, '0')}`;

/**
 * '27 November, 2026': a calendar date as written, or the day an instant falls on in India
 * (a payment at 2026-11-26T19:30Z, 01:00 IST, was made on 27 November). Empty for no value.
 */
export function formatDisplayDate(value: DateInput, language: Language = 'en'): string {
  const wall = indiaWallClock(value);
  return wall ? dateOf(wall, language) : '';
}

/**
 * A date's parts in short ({ day: '5', month: 'Dec', year: '2026' }), for tables with no room
 * for '05 December, 2026'; null for no value or an unreadable one.
 */
export function shortDateParts(value: DateInput, language: Language = 'en') {
  const wall = indiaWallClock(value);
  if (!wall) return null;
  return {
    day: String(wall.getUTCDate()),
    month: shortMonthName(wall.getUTCMonth(), language),
    year: String(wall.getUTCFullYear()),
  };
}

/**
 * An event's days: '05 March, 2027' for one, '05 March, 2027 to 07 March, 2027' for more
 * ('05 मार्च, 2027 से 07 मार्च, 2027 तक' in Hindi).
 */
export function formatDateRange(start: string, end: string, language: Language = 'en'): string {
  const first = formatDisplayDate(start, language);
  const last = formatDisplayDate(end, language);
  if (first === last || !last) return first;
  return language === 'hi' ? `${first} से ${last} तक` : `${first} to ${last}`;
}

/**
 * An instant in India time, whatever the reader's clock says: '05 March, 2027, 3:45 PM'. Empty
 * for no value or an unreadable one.
 */
export function formatIndiaDateTime(value: DateInput, language: Language = 'en'): string {
  const wall = indiaWallClock(value);
  return wall ? `${dateOf(wall, language)}, ${formatTime(clockOf(wall))}` : '';
}

/** An instant's India clock time, 24-hour: '09:14' (the gate's check-in log). */
export function formatIndiaClock(value: DateInput): string {
  const wall = indiaWallClock(value);
  return wall ? clockOf(wall) : '';
}

/** '09:30' as '9:30 AM'. */
export function formatTime(value: string | null | undefined): string {
  const match = /^(\d{2}):(\d{2})/.exec(value ?? '');
  if (!match) return '';
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${match[2]} ${suffix}`;
}

export function formatTimeRange(start: string | null | undefined, end: string | null | undefined) {
  const from = formatTime(start);
  const to = formatTime(end);
  return from && to ? `${from} – ${to}` : from || to;
}

/** An event's venue times, saying whose clock: '8:30 AM – 6:00 PM IST'; empty without times. */
export function formatEventTimes(start: string | null | undefined, end: string | null | undefined) {
  const times = formatTimeRange(start, end);
  return times ? `${times} IST` : '';
}
