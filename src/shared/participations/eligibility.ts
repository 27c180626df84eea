import { formatDisplayDate } from '../date-format';

/**
 * Who may enter a category, decided once for the browser and the server (decision 015). No zod
 * here: the participate page shows the reasons before anything is sent.
 *
 * Age is the competitor's age in whole years on the event's start date. The start date is a
 * venue-local calendar date (decision 004), so no time zone enters: a birthday on the start date
 * counts as already had, and someone born on 29 February turns a year older on 1 March in a
 * year without one. A category's `min_age` and `max_age` are inclusive (Under 13 with max_age 13
 * takes a 13-year-old, not a 14-year-old), as the category form has always meant them.
 */

export type Gender = 'male' | 'female';

export type CategoryLimits = {
  min_age: number | null;
  max_age: number | null;
  gender: Gender | null;
};

/** Someone who competes: a dependant or team member (date of birth), or the account holder. */
export type Competitor = {
  name: string;
  date_of_birth?: string | null; // YYYY-MM-DD
  /** The account holder's profile age, used only when there is no date of birth. */
  age?: number | null;
  gender?: Gender | null;
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Age in whole years on `onDate`, for someone born on `dateOfBirth` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, onDate: string): number {
  const born = DATE.exec(dateOfBirth);
  const on = DATE.exec(onDate);
  if (!born || !on) throw new Error(`Not a calendar date: ${dateOfBirth} / ${onDate}`);
  const years = Number(on[1]) - Number(born[1]);
  // 'MM-DD' strings compare in calendar order; 02-29 is passed only on 03-01 in other years.
  const hadBirthday = `${on[2]}-${on[3]}` >= `${born[2]}-${born[3]}`;
  return hadBirthday ? years : years - 1;
}

export const restrictsAge = (c: CategoryLimits) => c.min_age !== null || c.max_age !== null;
export const restrictsGender = (c: CategoryLimits) => c.gender !== null;

/** 'ages up to 13', 'ages 15 and over', 'ages 15–17'. */
export function ageRuleText(c: CategoryLimits): string {
  if (c.min_age !== null && c.max_age !== null) return `ages ${c.min_age}–${c.max_age}`;
  if (c.min_age !== null) return `ages ${c.min_age} and over`;
  return `ages up to ${c.max_age}`;
}

export const genderRuleText = (g: Gender) => (g === 'female' ? 'women and girls' : 'men and boys');

const outside = (c: CategoryLimits, age: number) =>
  (c.min_age !== null && age < c.min_age) || (c.max_age !== null && age > c.max_age);

export type WeightLimits = {
  min_weight_allowed: number | null;
  max_weight_allowed: number | null;
};

export const restrictsWeight = (c: WeightLimits) =>
  c.min_weight_allowed !== null || c.max_weight_allowed !== null;

/** A weight class's limits are inclusive, in whole kilograms (§3). */
export const outsideWeight = (c: WeightLimits, kg: number) =>
  (c.min_weight_allowed !== null && kg < c.min_weight_allowed) ||
  (c.max_weight_allowed !== null && kg > c.max_weight_allowed);

/** '55–60 kg', 'up to 60 kg', '60 kg and over'. */
export function weightRuleText(c: WeightLimits): string {
  if (c.min_weight_allowed !== null && c.max_weight_allowed !== null)
    return `${c.min_weight_allowed}–${c.max_weight_allowed} kg`;
  if (c.min_weight_allowed !== null) return `${c.min_weight_allowed} kg and over`;
  return `up to ${c.max_weight_allowed} kg`;
}

export type EligibilityIssue =
  | { kind: 'age_unknown' }
  | { kind: 'gender_unknown' }
  | { kind: 'age'; age: number }
  | { kind: 'gender'; gender: Gender };

/** What keeps a competitor out of a category on an event starting `startDate`, or null. */
export function eligibilityIssue(
  c: CategoryLimits,
  who: Competitor,
  startDate: string,
): EligibilityIssue | null {
  if (restrictsAge(c)) {
    const age = who.date_of_birth ? ageOn(who.date_of_birth, startDate) : (who.age ?? null);
    if (age === null) return { kind: 'age_unknown' };
    if (outside(c, age)) return { kind: 'age', age };
  }
  if (c.gender) {
    if (!who.gender) return { kind: 'gender_unknown' };
    if (who.gender !== c.gender) return { kind: 'gender', gender: who.gender };
  }
  return null;
}

/** The account holder's own texts (§5-era wording; their age comes from the profile). */
export const SELF_ELIGIBILITY_MSG = {
  ageUnknown: 'Add your age to your profile to register for this category',
  ageOutside: 'Your age is outside the limits of this category',
  genderUnknown: 'Add your gender to your profile to register for this category',
  genderMismatch: 'This category is for another gender',
} as const;

export function selfIssueText(issue: EligibilityIssue): string {
  switch (issue.kind) {
    case 'age':
      return SELF_ELIGIBILITY_MSG.ageOutside;
    case 'gender':
      return SELF_ELIGIBILITY_MSG.genderMismatch;
    case 'age_unknown':
      return SELF_ELIGIBILITY_MSG.ageUnknown;
    case 'gender_unknown':
      return SELF_ELIGIBILITY_MSG.genderUnknown;
  }
}

/**
 * Why a named competitor (a dependant) cannot enter: "Aarav is 14 on 12 December, 2026; this
 * category is for ages up to 13".
 */
export function competitorIssueText(
  c: CategoryLimits,
  issue: EligibilityIssue,
  name: string,
  startDate: string,
): string {
  switch (issue.kind) {
    case 'age':
      return `${name} is ${issue.age} on ${formatDisplayDate(startDate)}; this category is for ${ageRuleText(c)}`;
    case 'gender':
      return `This category is for ${genderRuleText(c.gender!)}; ${name} is ${issue.gender}`;
    case 'age_unknown':
      return `Add ${name}'s date of birth to register for this category`;
    case 'gender_unknown':
      return `Add ${name}'s gender to register for this category`;
  }
}

/** A team member's problem, named: "Member 3 (Ravi): must be 13 or younger on the event date". */
export function memberIssueText(
  c: CategoryLimits,
  issue: EligibilityIssue,
  position: number,
  name: string,
): string {
  const who = `Member ${position} (${name || 'no name'})`;
  switch (issue.kind) {
    case 'age': {
      const rule =
        c.min_age !== null && c.max_age !== null
          ? `between ${c.min_age} and ${c.max_age}`
          : c.min_age !== null
            ? `${c.min_age} or older`
            : `${c.max_age} or younger`;
      return `${who}: must be ${rule} on the event date (is ${issue.age})`;
    }
    case 'gender':
      return `${who}: this category is for ${genderRuleText(c.gender!)}`;
    case 'age_unknown':
      return `${who}: date of birth is required for this category`;
    case 'gender_unknown':
      return `${who}: gender is required for this category`;
  }
}
