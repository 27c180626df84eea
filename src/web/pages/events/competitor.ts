import type { Dependant } from '../../../shared/dependants/schemas';
import {
  ageOn,
  competitorIssueText,
  eligibilityIssue,
  selfIssueText,
} from '../../../shared/participations/eligibility';
import type { PublicUser } from '../../../shared/users/user';
import { isTeamCategory, type EventCategory } from './participant-form';

/** Who competes in an individual entry: the account holder, or one of their dependants. */
export type Competitor =
  { kind: 'self'; user: PublicUser } | { kind: 'dependant'; dependant: Dependant };

const TEAM_NEEDS_SELF = 'Teams register their players as members: choose Myself to enter a team';

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
  if (isTeamCategory(c)) return who.kind === 'dependant' ? TEAM_NEEDS_SELF : null;
  if (who.kind === 'self') {
    const issue = eligibilityIssue(c, who.user, startDate);
    return issue ? selfIssueText(issue) : null;
  }
  const issue = eligibilityIssue(c, who.dependant, startDate);
  return issue ? competitorIssueText(c, issue, who.dependant.name, startDate) : null;
}

/** "11 on the event day": a dependant's age on the event's start date. */
export function ageOnEventDay(d: Dependant, startDate: string): number {
  return ageOn(d.date_of_birth, startDate);
}
