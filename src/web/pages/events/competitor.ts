import { formatDisplayDate } from '../../i18n/dates';
import type { Dependant } from '../../../shared/dependants/schemas';
import {
  ageOn,
  eligibilityIssue,
  type CategoryLimits,
  type EligibilityIssue,
} from '../../../shared/participations/eligibility';
import type { PublicUser } from '../../../shared/users/user';
import { t } from '../../i18n/i18n';
import { isTeamCategory, type EventCategory } from './participant-form';

/** Who competes in an individual entry: the account holder, or one of their dependants. */
export type Competitor =
  { kind: 'self'; user: PublicUser } | { kind: 'dependant'; dependant: Dependant };

/** The account holder's own reasons: SELF_ELIGIBILITY_MSG, in the page's language. */
function selfReason(issue: EligibilityIssue): string {
  switch (issue.kind) {
    case 'age':
      return t('participate.reason.ageOutside');
    case 'gender':
      return t('participate.reason.genderMismatch');
    case 'age_unknown':
      return t('participate.reason.ageUnknown');
    case 'gender_unknown':
      return t('participate.reason.genderUnknown');
  }
}

/** 'ages up to 13', 'ages 15 and over', 'ages 15–17' (the shared ageRuleText's). */
function ageRule(c: CategoryLimits): string {
  if (c.min_age !== null && c.max_age !== null)
    return t('participate.rule.agesBetween', { min: c.min_age, max: c.max_age });
  if (c.min_age !== null) return t('participate.rule.agesFrom', { min: c.min_age });
  return t('participate.rule.agesUpTo', { max: c.max_age });
}

/**
 * Why a dependant cannot enter, named: "Aarav is 14 on 12 December, 2026; this category is for
 * ages up to 13" (the shared competitorIssueText's).
 */
function dependantReason(
  c: CategoryLimits,
  issue: EligibilityIssue,
  name: string,
  startDate: string,
): string {
  switch (issue.kind) {
    case 'age':
      return t('participate.reason.dependantAge', {
        name,
        age: issue.age,
        date: formatDisplayDate(startDate),
        rule: ageRule(c),
      });
    case 'gender':
      return t('participate.reason.dependantGender', {
        categoryGender: c.gender,
        name,
        gender: issue.gender,
      });
    case 'age_unknown':
      return t('participate.reason.dependantAgeUnknown', { name });
    case 'gender_unknown':
      return t('participate.reason.dependantGenderUnknown', { name });
  }
}

/**
 * Why the competitor cannot enter a category, before anything is sent (the server applies the
 * same shared rule): null when they can. A team category checks its members on the form instead.
 */
export function categoryReason(
  category: EventCategory,
  who: Competitor,
  startDate: string,
): string | null {
  const c = category.category_details;
  if (isTeamCategory(c))
    return who.kind === 'dependant' ? t('participate.reason.teamNeedsSelf') : null;
  if (who.kind === 'self') {
    const issue = eligibilityIssue(c, who.user, startDate);
    return issue ? selfReason(issue) : null;
  }
  const issue = eligibilityIssue(c, who.dependant, startDate);
  return issue ? dependantReason(c, issue, who.dependant.name, startDate) : null;
}

/** "11 on the event day": a dependant's age on the event's start date. */
export function ageOnEventDay(d: Dependant, startDate: string): number {
  return ageOn(d.date_of_birth, startDate);
}
