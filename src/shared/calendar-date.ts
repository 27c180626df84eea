/**
 * The one rule for a date a person writes (issue 24): YYYY-MM-DD naming a day the calendar has.
 * `Date.parse` takes 2027-02-30 (it rolls over to 2 March) and PostgreSQL then refused it with a
 * 500; a round trip through the calendar catches it. No zod here: the public events page reads
 * its search with this, and zod stays out of its first JavaScript.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The error for a field that is not one, by its label. */
export const notARealDate = (label: string) => `${label} is not a real date (YYYY-MM-DD)`;

/** The same day `years` later (29 February becomes 28 February in a common year). */
export function yearsAfter(date: string, years: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay.getUTCDate()));
  return target.toISOString().slice(0, 10);
}
