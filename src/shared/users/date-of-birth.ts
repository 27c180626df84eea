import { yearsAfter } from '../calendar-date';
import { venueToday } from '../events/registration-window';
import { ageOn } from '../participations/eligibility';

/**
 * Issue 29: a profile holds a date of birth, not an age. What a sign-up or profile request stores
 * of it: a date of birth given is the person's own (no longer an estimate); an `age` from an old
 * client without one becomes today's date (in India) that many years ago, marked as an estimate,
 * unless it is the age the stored date of birth already gives today. Nothing sent, nothing changes.
 */
export function dateOfBirthFields(
  input: { date_of_birth?: string | null | undefined; age?: number | null | undefined },
  now: Date,
  current?: { date_of_birth: string | null; date_of_birth_estimated: boolean },
): { date_of_birth: string | null; date_of_birth_estimated: boolean } | Record<string, never> {
  if (input.date_of_birth !== undefined) {
    if (input.date_of_birth === null && input.age != null)
      return estimatedFromAge(input.age, now, current);
    return { date_of_birth: input.date_of_birth, date_of_birth_estimated: false };
  }
  if (input.age === undefined) return {};
  if (input.age === null) return { date_of_birth: null, date_of_birth_estimated: false };
  return estimatedFromAge(input.age, now, current);
}

function estimatedFromAge(
  age: number,
  now: Date,
  current?: { date_of_birth: string | null; date_of_birth_estimated: boolean },
) {
  const today = venueToday(now);
  if (current?.date_of_birth && ageOn(current.date_of_birth, today) === age)
    return {
      date_of_birth: current.date_of_birth,
      date_of_birth_estimated: current.date_of_birth_estimated,
    };
  return { date_of_birth: yearsAfter(today, -age), date_of_birth_estimated: true };
}

/** Whole years today in India, from a date of birth. */
export function ageToday(dateOfBirth: string | null, now: Date = new Date()): number | null {
  return dateOfBirth ? ageOn(dateOfBirth, venueToday(now)) : null;
}
