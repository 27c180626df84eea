import type { z } from 'zod';
import type { Event } from '../../../shared/events/schemas';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import {
  PARTICIPATION_MSG,
  ParticipateRequestSchema,
  ParticipationUpdateSchema,
  type Participation,
} from '../../../shared/participations/schemas';
import {
  eligibilityIssue,
  restrictsAge,
  restrictsGender,
  type CategoryLimits,
  type EligibilityIssue,
} from '../../../shared/participations/eligibility';
import type { PublicUser } from '../../../shared/users/user';
import { t } from '../../i18n/i18n';

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
 * A team member's problem, named: "Member 3 (Ravi): must be 13 or younger on the event date (is
 * 14)" (the shared memberIssueText's, in the page's language).
 */
function memberIssue(c: CategoryLimits, issue: EligibilityIssue, position: number, name: string) {
  const who = t('participate.member.who', {
    position,
    name: name || t('participate.member.noName'),
  });
  switch (issue.kind) {
    case 'age': {
      const rule =
        c.min_age !== null && c.max_age !== null
          ? t('participate.member.agesBetween', { min: c.min_age, max: c.max_age })
          : c.min_age !== null
            ? t('participate.member.agesFrom', { min: c.min_age })
            : t('participate.member.agesUpTo', { max: c.max_age });
      return t('participate.member.outsideAges', { who, rule, age: issue.age });
    }
    case 'gender':
      return t('participate.member.otherGender', { who, categoryGender: c.gender });
    case 'age_unknown':
      return t('participate.member.ageUnknown', { who });
    case 'gender_unknown':
      return t('participate.member.genderUnknown', { who });
  }
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
      ctx.addIssue({
        code: 'custom',
        path: ['team_name'],
        message: t('participate.team.nameRequired'),
      });
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
          message: memberIssue(c, issue, i + 1, m.name),
        });
      });
    }
    if (!needsWeight(c)) return;
    const w = v.weight_kg;
    if (w === null || w === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['weight_kg'],
        message: t('participate.weightRequired'),
      });
    } else if (
      (c.min_weight_allowed !== null && w < c.min_weight_allowed) ||
      (c.max_weight_allowed !== null && w > c.max_weight_allowed)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['weight_kg'],
        message: t('participate.weightOutside'),
      });
    }
  });
}

/** The shared schema's team-wide role texts, in the page's language. */
const ROLE_TEXT: Record<string, MessageKey> = {
  [PARTICIPATION_MSG.oneCaptain]: 'participate.team.oneCaptain',
  [PARTICIPATION_MSG.oneViceCaptain]: 'participate.team.oneViceCaptain',
  [PARTICIPATION_MSG.captainRequired]: 'participate.team.captainRequired',
};

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
    .filter((text) => submitted || text !== PARTICIPATION_MSG.captainRequired)
    .map((text) => {
      const key = ROLE_TEXT[text];
      return key ? t(key) : text;
    });
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
