import { formatDisplayDate } from '../../../shared/date-format';
import {
  ageRuleText,
  competitorIssueText,
  eligibilityIssue,
  genderRuleText,
  outsideWeight,
  restrictsWeight,
  weightRuleText,
  type EligibilityIssue,
} from '../../../shared/participations/eligibility';
import { TEAM_MSG } from '../../../shared/teams/schemas';
import type { CategoryRow, DependantRow, User } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';

/**
 * Who may be on a team (issue 28): each member is checked when they join (the captain when they
 * start it) against the category's age and gender limits on the event's start date (decision
 * 015) and its weight class, and a refusal names the rule. The account holder's age is their
 * profile's; a dependant's comes from their date of birth.
 */

/** Who competes: the caller, or one of their dependants. */
export type Competitor = { user: User; dependant: DependantRow | null };

function selfReason(c: CategoryRow, issue: EligibilityIssue, startDate: string): string {
  switch (issue.kind) {
    case 'age':
      return TEAM_MSG.youAreAged(issue.age, formatDisplayDate(startDate), ageRuleText(c));
    case 'gender':
      return TEAM_MSG.forGender(genderRuleText(c.gender!));
    case 'age_unknown':
      return TEAM_MSG.addYourAge;
    case 'gender_unknown':
      return TEAM_MSG.addYourGender;
  }
}

/**
 * Refuses (400, nothing written) a competitor the category does not take; `refuse` words the
 * reason (joining, or starting a team). Weight where the category has a class: required, and
 * inside it.
 */
export function checkCompetitor(
  category: CategoryRow,
  startDate: string,
  who: Competitor,
  weightKg: number | null | undefined,
  refuse: (reason: string) => string,
): void {
  const { user, dependant } = who;
  const issue = dependant
    ? eligibilityIssue(category, dependant, startDate)
    : eligibilityIssue(category, user, startDate);
  if (issue) {
    const reason = dependant
      ? competitorIssueText(category, issue, dependant.name, startDate)
      : selfReason(category, issue, startDate);
    throw new AppError('bad_request', refuse(reason));
  }
  if (!restrictsWeight(category)) return;
  if (weightKg === null || weightKg === undefined)
    throw new AppError('bad_request', TEAM_MSG.weightRequired, {
      weight_kg: TEAM_MSG.weightRequired,
    });
  if (outsideWeight(category, weightKg)) {
    const text = refuse(TEAM_MSG.weightOutside(weightKg, weightRuleText(category)));
    throw new AppError('bad_request', text, { weight_kg: text });
  }
}
