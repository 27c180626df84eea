// Spec §9: dates are shown as 'DD MMMM, YYYY', e.g. '05 March, 2027'.

const MONTHS = [
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
];

// A calendar date or local date-time without a zone ('2027-03-05', '2026-12-31T10:00:00'), read
// as local time like dayjs did; anything else (a zoned ISO string, a number) goes to Date.
const LOCAL_DATE =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const m = LOCAL_DATE.exec(value);
    if (m) {
      const [, y, mo, d, h, mi, s, ms] = m;
      return new Date(
        Number(y),
        Number(mo ?? 1) - 1 || 0,
        Number(d || 1),
        Number(h ?? 0),
        Number(mi ?? 0),
        Number(s ?? 0),
        Number((ms ?? '0').slice(0, 3)),
      );
    }
  }
  return new Date(value);
}

/**
 * '05 March, 2027'. Written out rather than with a date library, so the browser's event pages
 * do not download one for a single format.
 */
export function formatDisplayDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  const day = String(d.getDate()).padStart(2, '0');
  return `${day} ${MONTHS[d.getMonth()]}, ${String(d.getFullYear()).padStart(4, '0')}`;
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
