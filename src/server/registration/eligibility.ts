import { DEPENDANT_MSG } from '../../shared/dependants/schemas';
import {
  competitorIssueText,
  eligibilityIssue,
  memberIssueText,
  outsideWeight,
  restrictsAge,
  restrictsGender,
  restrictsWeight,
  selfIssueText,
  type Gender,
} from '../../shared/participations/eligibility';
import { PARTICIPATION_MSG } from '../../shared/participations/schemas';
import type { CategoryRow, DependantRow, User } from '../platform/db/schema';
import { AppError } from '../platform/http/app-error';

type MemberInput = {
  name: string;
  role?: string | null;
  date_of_birth?: string | null;
  gender?: Gender | null;
};
type TeamInput = {
  team_name: string | null;
  members: MemberInput[];
  weight_kg?: number | null;
};

/** Team categories need a team name and exactly their team size; individual ones no members. */
export function checkTeamShape(category: CategoryRow, input: Omit<TeamInput, 'weight_kg'>): void {
  if (category.participants_in_team > 1) {
    if (!input.team_name)
      throw new AppError('bad_request', 'Team Name is required', {
        team_name: 'Team Name is required',
      });
    if (input.members.length !== category.participants_in_team) {
      const text = PARTICIPATION_MSG.teamSize(category.participants_in_team);
      throw new AppError('bad_request', text, { members: text });
    }
  } else if (input.members.length > 0) {
    throw new AppError('bad_request', PARTICIPATION_MSG.noMembers, {
      members: PARTICIPATION_MSG.noMembers,
    });
  }
}

/**
 * A team's members are its competitors: where the category limits age or gender each one is
 * checked on the event's start date (decision 015), and every problem is named by member.
 */
export function checkTeamMembers(
  category: CategoryRow,
  startDate: string,
  members: MemberInput[],
): void {
  if (!restrictsAge(category) && !restrictsGender(category)) return;
  const fields: Record<string, string> = {};
  const texts: string[] = [];
  members.forEach((m, i) => {
    const issue = eligibilityIssue(category, m, startDate);
    if (!issue) return;
    const text = memberIssueText(category, issue, i + 1, m.name);
    texts.push(text);
    const field =
      issue.kind === 'gender' || issue.kind === 'gender_unknown' ? 'gender' : 'date_of_birth';
    fields[`members.${i}.${field}`] = text;
  });
  if (texts.length > 0) throw new AppError('bad_request', texts.join('. '), fields);
}

/**
 * The category's rules for one entry: team shape; then who competes (each team member, else the
 * dependant, else the account holder with their profile age) against the age and gender limits;
 * then the weight class (§3, §5).
 */
export function checkEligibility(
  category: CategoryRow,
  startDate: string,
  holder: User,
  dependant: DependantRow | null,
  input: TeamInput,
): void {
  checkTeamShape(category, input);
  if (category.participants_in_team > 1) {
    if (dependant) throw new AppError('bad_request', DEPENDANT_MSG.teamCategory);
    checkTeamMembers(category, startDate, input.members);
  } else if (dependant) {
    const issue = eligibilityIssue(category, dependant, startDate);
    if (issue)
      throw new AppError(
        'bad_request',
        competitorIssueText(category, issue, dependant.name, startDate),
      );
  } else {
    const issue = eligibilityIssue(category, holder, startDate);
    if (issue) throw new AppError('bad_request', selfIssueText(issue));
  }
  if (restrictsWeight(category)) {
    const w = input.weight_kg;
    if (w === null || w === undefined) {
      throw new AppError('bad_request', PARTICIPATION_MSG.weightRequired, {
        weight_kg: PARTICIPATION_MSG.weightRequired,
      });
    }
    if (outsideWeight(category, w)) {
      throw new AppError('bad_request', PARTICIPATION_MSG.weightOutside, {
        weight_kg: PARTICIPATION_MSG.weightOutside,
      });
    }
  }
}
