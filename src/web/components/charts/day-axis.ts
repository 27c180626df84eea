import { formatRupeesCompact } from '../../../shared/money/format-inr';
import { shortMonthName } from '../../i18n/dates';

/**
 * A time axis of India days for the Recharts charts (earnings, sales): each day of a series
 * ('2026-11-27', an India date) is midnight UTC of that date, read back in UTC, so the reader's
 * own time zone cannot move it to the day before.
 */

const DAY_MS = 86_400_000;

export const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** '27 Nov' ('27 नव॰' on a Hindi page). */
export const dayLabel = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCDate()} ${shortMonthName(d.getUTCMonth())}`;
};

/** '27 Nov 2026'. */
export const fullDay = (ms: number) => `${dayLabel(ms)} ${new Date(ms).getUTCFullYear()}`;

/** '₹1.2L' on the axis: a phone has no room for '₹1,20,000.00'. */
export const compactRupees = { format: (rupees: number) => formatRupeesCompact(rupees) };

/**
 * Whole days only, at most 6 of them (they fit a phone's width), evenly spaced from the first:
 * a time scale's own ticks fall on hours when the series spans a few days (each labelled with
 * the same date).
 */
function dayTicks(first: number, last: number): number[] {
  const days = Math.round((last - first) / DAY_MS);
  const step = Math.max(1, Math.ceil(days / 5));
  const ticks: number[] = [];
  for (let d = 0; d <= days; d += step) ticks.push(first + d * DAY_MS);
  return ticks;
}

/**
 * The days between the first and the last with nothing, as zeros: a line drawn straight from one
 * busy day to the next, a fortnight later, would show sales that never happened. Only within a
 * year; beyond that the points stay as they are.
 */
export function withQuietDays<T extends { day: number }>(
  points: readonly T[],
  zero: (day: number) => T,
): T[] {
  const first = points[0]?.day;
  const last = points.at(-1)?.day;
  if (first === undefined || last === undefined || last - first > 366 * DAY_MS) return [...points];
  const byDay = new Map(points.map((p) => [p.day, p]));
  const days: T[] = [];
  for (let day = first; day <= last; day += DAY_MS) days.push(byDay.get(day) ?? zero(day));
  return days;
}

/** The time axis of a series of days: its domain (one day alone gets a day either side) and ticks. */
export function dayAxis(points: readonly { day: number }[]) {
  const first = points[0]?.day ?? 0;
  const last = points.at(-1)?.day ?? first;
  const domain = first === last ? [first - DAY_MS, last + DAY_MS] : [first, last];
  return { domain, ticks: dayTicks(first, last) };
}
