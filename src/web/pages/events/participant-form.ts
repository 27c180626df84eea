import type { z } from 'zod';
import type { Event } from '../../../shared/events/schemas';
import { requiredMessage } from '../../../shared/messages';
import {
  PARTICIPATION_MSG,
  ParticipateRequestSchema,
  ParticipationUpdateSchema,
  type Participation,
} from '../../../shared/participations/schemas';
import {
  eligibilityIssue,
  memberIssueText,
  restrictsAge,
  restrictsGender,
} from '../../../shared/participations/eligibility';
import type { PublicUser } from '../../../shared/users/user';

/** The participant form's values, rules and request bodies (create and edit share them). */

export type EventCategory = Event['categories'][number];
type CategoryDetails = EventCategory['category_details'];
export type ParticipantFormValues = z.input<typeof ParticipateRequestSchema>;
export type ParticipantFormOutput = z.output<typeof ParticipateRequestSchema>;
type MemberValues = {
  name: string;
  email: string;
  phone: string;
  role: '' | 'Captain' | 'Vice Captain';
  date_of_birth: string;
  gender: '' | 'male' | 'female';
};

export const isTeamCategory = (c: Pick<CategoryDetails, 'participants_in_team'>) =>
  c.participants_in_team > 1;

/** A weight class asks for the player's weight (the server requires it then). */
export const needsWeight = (c: CategoryDetails) =>
  c.min_weight_allowed !== null || c.max_weight_allowed !== null;

const emptyMember = (): MemberValues => ({
  name: '',
  email: '',
  phone: '',
  role: '',
  date_of_birth: '',
  gender: '',
});

/** Team rosters ask each member's date of birth or gender where the category limits them. */
export const memberNeeds = (c: CategoryDetails) => ({
  dateOfBirth: isTeamCategory(c) && restrictsAge(c),
  gender: isTeamCategory(c) && restrictsGender(c),
});

/**
 * A team category has exactly `participants_in_team` member rows (§5); the first is the player
 * registering, as they usually play too.
 */
function memberRows(count: number, user?: PublicUser | null): MemberValues[] {
  return Array.from({ length: count }, (_, i) =>
    i === 0 && user
      ? { ...emptyMember(), name: user.name, email: user.email, phone: user.phone_number }
      : emptyMember(),
  );
}

/** The form's starting values: a saved registration (edit, or a pending one), or a blank one. */
export function formValues(
  eventId: string,
  category: EventCategory | undefined,
  user: PublicUser | null | undefined,
  saved?: Participation | null,
  dependantId?: string | null,
): ParticipantFormValues {
  const team = category && isTeamCategory(category.category_details);
  const savedMembers =
    saved?.members.map((m) => ({
      ...m,
      role: m.role ?? '',
      date_of_birth: m.date_of_birth ?? '',
      gender: m.gender ?? '',
    })) ?? [];
  return {
    event_id: eventId,
    category_id: category?.category_id ?? '',
    dependant_id: dependantId ?? null,
    team_name: saved?.team_name ?? '',
    members: team
      ? savedMembers.length > 0
        ? savedMembers
        : memberRows(category.category_details.participants_in_team, user)
      : [],
    weight_kg: saved?.weight_kg ?? '',
    club: saved?.club ?? '',
  };
}

/**
 * The shared request schema (member fields, one Captain and one Vice Captain) plus what the
 * chosen category asks for: a team name, members within its age and gender limits on the
 * event's start date (the server's own rule), a weight within its class.
 */
export function participantFormSchema(category: EventCategory | undefined, startDate: string) {
  return ParticipateRequestSchema.superRefine((v, ctx) => {
    if (!category) return;
    const c = category.category_details;
    if (isTeamCategory(c) && !v.team_name) {
      ctx.addIssue({ code: 'custom', path: ['team_name'], message: requiredMessage('Team Name') });
    }
    if (isTeamCategory(c) && (restrictsAge(c) || restrictsGender(c))) {
      v.members.forEach((m, i) => {
        const issue = eligibilityIssue(c, m, startDate);
        if (!issue) return;
        const field =
          issue.kind === 'gender' || issue.kind === 'gender_unknown' ? 'gender' : 'date_of_birth';
        ctx.addIssue({
          code: 'custom',
          path: ['members', i, field],
          message: memberIssueText(c, issue, i + 1, m.name),
        });
      });
    }
    if (!needsWeight(c)) return;
    const w = v.weight_kg;
    if (w === null || w === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['weight_kg'],
        message: PARTICIPATION_MSG.weightRequired,
      });
    } else if (
      (c.min_weight_allowed !== null && w < c.min_weight_allowed) ||
      (c.max_weight_allowed !== null && w > c.max_weight_allowed)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['weight_kg'],
        message: PARTICIPATION_MSG.weightOutside,
      });
    }
  });
}

/**
 * The team-wide role texts for these members ('Only one Captain is allowed'), from the shared
 * schema's rule, so they show as soon as a second Captain is picked. A missing Captain shows only
 * once the form was submitted: a fresh team has none yet.
 */
export function teamRoleErrors(
  members: ParticipantFormValues['members'],
  submitted = false,
): string[] {
  const result = ParticipationUpdateSchema.safeParse({ team_name: 'x', members: members ?? [] });
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path.length === 1 && issue.path[0] === 'members')
    .map((issue) => issue.message)
    .filter((text) => submitted || text !== PARTICIPATION_MSG.captainRequired);
}

/** The POST body: members only for a team, the weight only for a weight class; the club always. */
export function participateBody(
  values: ParticipantFormOutput,
  category: EventCategory,
): ParticipantFormValues {
  const team = isTeamCategory(category.category_details);
  return {
    event_id: values.event_id,
    category_id: values.category_id,
    dependant_id: team ? null : (values.dependant_id ?? null),
    team_name: team ? values.team_name : null,
    members: team ? values.members : [],
    weight_kg: needsWeight(category.category_details) ? values.weight_kg : null,
    club: values.club ?? null,
  };
}
