import { z } from 'zod';
import {
  ageRuleText,
  eligibilityIssue,
  genderRuleText,
  outsideWeight,
  restrictsWeight,
  weightRuleText,
  type CategoryLimits,
  type Competitor,
  type EligibilityIssue,
  type WeightLimits,
} from '../participations/eligibility';
import { placesLeftText } from '../places/places-text';

/**
 * Where a registration may move (issue 24 item 12): each other category of its event, with the
 * reason it may not, from the same rules the switch itself applies (team size, who competes
 * against age and gender, the weight class, places). The server answers it; the dialog shows it.
 */

const SwitchOptionSchema = z.object({
  category_id: z.string(),
  name: z.string(),
  price: z.number(),
  currency: z.string(),
  places_left: z.number().nullable(),
  /** A weight class, and the registration has no weight yet: the switch asks for it. */
  needs_weight: z.boolean(),
  eligible: z.boolean(),
  /** Why not, short enough to sit under the category's name: "Ages up to 13: Diya is 14". */
  reason: z.string().nullable(),
});
export type SwitchOption = z.infer<typeof SwitchOptionSchema>;
export const SwitchOptionsSchema = z.array(SwitchOptionSchema);

export type SwitchTarget = CategoryLimits &
  WeightLimits & { participants_in_team: number; places_left: number | null };

/** The registration that would move: who competes in it and what is known of them. */
export type SwitchEntry = {
  participants_in_team: number;
  /** Each team member; else the dependant; else the account holder (`self`, profile age). */
  competitors: Array<Competitor & { self?: boolean }>;
  weight_kg: number | null;
  /** The competitor already holds a registration in the target category. */
  alreadyThere: boolean;
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function issueText(
  c: CategoryLimits,
  issue: EligibilityIssue,
  who: Competitor & { self?: boolean },
): string {
  const name = who.self ? 'you' : who.name || 'a member';
  switch (issue.kind) {
    case 'gender':
      return `${capital(genderRuleText(c.gender!))} only`;
    case 'gender_unknown':
      return `${capital(genderRuleText(c.gender!))} only: ${who.self ? 'add your gender to your profile' : `add ${name}'s gender`}`;
    case 'age':
      return `${capital(ageRuleText(c))}: ${who.self ? 'you are' : `${name} is`} ${issue.age}`;
    case 'age_unknown':
      return `${capital(ageRuleText(c))}: ${who.self ? 'add your age to your profile' : `add ${name}'s date of birth`}`;
  }
}

/**
 * Why this registration cannot move to `target` for an event starting `startDate`, or null when
 * it can. The checks run in the switch's order, so the first refusal the switch would give is
 * the one named.
 */
export function switchRefusal(
  target: SwitchTarget,
  entry: SwitchEntry,
  startDate: string,
): string | null {
  if (target.participants_in_team !== entry.participants_in_team)
    return target.participants_in_team === 1
      ? 'Individual entries only'
      : `Teams of ${target.participants_in_team} only`;
  for (const who of entry.competitors) {
    const issue = eligibilityIssue(target, who, startDate);
    if (issue) return issueText(target, issue, who);
  }
  if (
    restrictsWeight(target) &&
    entry.weight_kg !== null &&
    outsideWeight(target, entry.weight_kg)
  ) {
    const who = entry.competitors[0];
    const weighs = who?.self || !who ? 'you weigh' : `${who.name} weighs`;
    return `${capital(weightRuleText(target))}: ${weighs} ${entry.weight_kg} kg`;
  }
  if (entry.alreadyThere) return 'Already registered in this category';
  if (target.places_left !== null && target.places_left <= 0) return placesLeftText(0);
  return null;
}
