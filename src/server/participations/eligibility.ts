import { PARTICIPATION_MSG } from '../../shared/participations/schemas';
import type { CategoryRow, User } from '../db/schema';
import { AppError } from '../http/app-error';

type TeamInput = {
  team_name: string | null;
  members: Array<{ role?: string | null }>;
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

/** The category's own rules: team shape, then age, gender and weight limits (§3, §5). */
export function checkEligibility(category: CategoryRow, participant: User, input: TeamInput): void {
  checkTeamShape(category, input);

  if (category.min_age !== null || category.max_age !== null) {
    if (participant.age === null) throw new AppError('bad_request', PARTICIPATION_MSG.ageUnknown);
    if (
      (category.min_age !== null && participant.age < category.min_age) ||
      (category.max_age !== null && participant.age > category.max_age)
    ) {
      throw new AppError('bad_request', PARTICIPATION_MSG.ageOutside);
    }
  }
  if (category.gender) {
    if (!participant.gender) throw new AppError('bad_request', PARTICIPATION_MSG.genderUnknown);
    if (participant.gender !== category.gender)
      throw new AppError('bad_request', PARTICIPATION_MSG.genderMismatch);
  }
  if (category.min_weight_allowed !== null || category.max_weight_allowed !== null) {
    const w = input.weight_kg;
    if (w === null || w === undefined) {
      throw new AppError('bad_request', PARTICIPATION_MSG.weightRequired, {
        weight_kg: PARTICIPATION_MSG.weightRequired,
      });
    }
    if (
      (category.min_weight_allowed !== null && w < category.min_weight_allowed) ||
      (category.max_weight_allowed !== null && w > category.max_weight_allowed)
    ) {
      throw new AppError('bad_request', PARTICIPATION_MSG.weightOutside, {
        weight_kg: PARTICIPATION_MSG.weightOutside,
      });
    }
  }
}
