import { yearsAfter } from '../../shared/calendar-date';
import { venueToday } from '../../shared/events/registration-window';

/**
 * Issue 29: a demo person's date of birth, for someone `age` years old today (in India) whose
 * birthday was `daysAgo` days ago, so they keep that age for the coming months' events.
 */
export function bornYearsAgo(age: number, daysAgo = 10): string {
  const born = new Date(Date.parse(`${yearsAfter(venueToday(), -age)}T00:00:00Z`));
  born.setUTCDate(born.getUTCDate() - daysAgo);
  return born.toISOString().slice(0, 10);
}
