import { z } from 'zod';
import { emailField, GENDERS, optionalNumber, requiredText } from '../auth/rules';
import { idField } from '../ids';
import { CheckoutSchema, TEAM_ROLES } from '../participations/schemas';
import { TEAM_MEMBER_STATUSES, TEAM_PAYMENTS, TEAM_SHARE_STATUSES } from './states';
import { clubField } from './club';

/**
 * Teams that form themselves (issue 28): the captain starts one, members join by its code or an
 * invite with their own accounts, checked against the category at joining. One place for the
 * texts and shapes the server and the pages share.
 */

/** What joining takes: 8 characters of an alphabet without look-alikes (0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;

export const TEAM_MSG = {
  notTeamCategory: 'This category is for individuals: register yourself instead',
  codeNotFound: 'No team has this code. Check the link or ask your captain for a new one',
  alreadyOnTeam: 'You are already on a team in this category',
  dependantAlreadyOnTeam: (name: string) => `${name} is already on a team in this category`,
  alreadyMember: 'You are already a member of this team',
  teamFull: (max: number) => `This team is full: it takes ${max} members`,
  rosterLocked: 'The roster is locked: only the host can change it now',
  notOpen: 'Registration is not open for this event',
  captainOnly: 'Only the team’s captain can do this',
  captainStays: 'The captain cannot leave or be removed: the team is theirs',
  notMember: 'This person is not a member of this team',
  notInvited: 'You have no open invite to this team',
  alreadyInvited: 'This address has already been invited',
  viceMustBeMember: 'The Vice Captain must be a member who has joined the team',
  viceNotCaptain: 'The Captain cannot also be the Vice Captain',
  teamCancelled: 'This team’s registration was cancelled',
  alreadyConfirmed: 'This team is already paid for',
  splitOnly: 'In this category the captain pays for the whole team',
  captainPays: 'In this category each member pays their own share',
  shareAlreadyPaid: 'You have already paid your share',
  noShareLeft: 'Every share of this team is already being paid',
  weightRequired: 'Your weight is required to join a team in this category',
  /** Why someone may not join: the category's rule, named. */
  refused: (reason: string) => `You cannot join this team: ${reason}`,
  /** Why a captain may not start a team here: the category's rule, named. */
  cannotStart: (reason: string) => `You cannot start a team in this category: ${reason}`,
  /** The reasons, for the account holder themself (their age is their profile's). */
  youAreAged: (age: number, on: string, rule: string) =>
    `you are ${age} on ${on}; this category is for ${rule}`,
  forGender: (rule: string) => `this category is for ${rule}`,
  addYourAge: 'add your age to your profile, as this category has age limits',
  addYourGender: 'add your gender to your profile, as this category is for one gender',
  weightOutside: (kg: number, rule: string) =>
    `${kg} kg is outside this category’s weight class (${rule})`,
  /** An invite to an address with no account yet, as other members see it. */
  invitedByEmail: 'Invited by email',
  inviteSubject: (team: string, event: string) => `Join ${team} for ${event}`,
  incompleteAtLock: (team: string, joined: number, size: number) =>
    `${team} has ${joined} of ${size} members and its roster is now locked`,
  sharesRefunded: 'The team did not complete in time: every share paid was refunded',
  /** Split payment (issue 28): only a member who has joined pays a share. */
  shareMembersOnly: 'Only members who have joined this team can pay a share',
  /** No new share once the roster is locked: the team could not complete in time. */
  sharesClosed: 'The roster is locked, so the team’s shares can no longer be paid',
  /** The team's payment mails (split shares, and the team paid). */
  confirmedSubject: (team: string) => `${team} is confirmed`,
  sharesEndedSubject: (team: string) => `${team} did not complete in time`,
  sharePaidTooLate:
    'This share no longer applies: the team’s payment ended before your payment arrived. The payment is recorded and refunded in full automatically.',
} as const;

const teamName = requiredText('Team Name', 120);
const club = clubField;

export const TeamCreateSchema = z.object({
  event_id: idField,
  category_id: idField,
  team_name: teamName,
  club,
  /** Where the category has weight classes: the captain's own weight. */
  weight_kg: optionalNumber('Weight', 10, 300),
});
export type TeamCreate = z.input<typeof TeamCreateSchema>;

export const TeamJoinSchema = z.object({
  code: z
    .string({ error: 'Enter the team’s code' })
    .trim()
    .min(1, 'Enter the team’s code')
    .max(40)
    .transform((v) => v.toUpperCase()),
  /** A parent enters their dependant as the member instead of themself. */
  dependant_id: z.preprocess((v) => (v === '' ? null : v), idField.nullish()),
  weight_kg: optionalNumber('Weight', 10, 300),
});
export type TeamJoin = z.input<typeof TeamJoinSchema>;

export const TeamInviteSchema = z.object({ email: emailField });
export const TeamRolesSchema = z.object({
  /** The member (team member id or user id) who becomes Vice Captain; null: none. */
  vice_captain: idField.nullable(),
});
export const TeamMemberParamSchema = z.object({ id: idField, userId: idField });
export const JoinCodeParamSchema = z.object({ code: z.string().trim().min(1).max(40) });

const ShareSchema = z.object({
  amount: z.number(),
  status: z.enum(TEAM_SHARE_STATUSES),
});

const TeamMemberSchema = z.object({
  /** The roster row's id (DELETE …/members/:userId takes it or the member's user id). */
  id: z.string(),
  user_id: z.string().nullable(),
  dependant_id: z.string().nullable(),
  name: z.string(),
  /** Shown to the captain, the host and admins; null to other members. */
  email: z.string().nullable(),
  status: z.enum(TEAM_MEMBER_STATUSES),
  role: z.enum(TEAM_ROLES).nullable(),
  /** Their index on the registration (their ticket), while joined. */
  position: z.number().nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** Split payment: their share and its state; null when they owe none (yet). */
  share: ShareSchema.nullable(),
  joined_at: z.string().nullable(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamSchema = z.object({
  id: z.string(),
  team_name: z.string(),
  join_code: z.string(),
  /** The link a captain shares: the join page with the code. */
  join_url: z.string(),
  club: z.string().nullable(),
  event_id: z.string(),
  category_id: z.string(),
  participation_id: z.string(),
  captain_id: z.string(),
  members: z.array(TeamMemberSchema),
  /** Joined members; complete at the category's team size, full at size + substitutes. */
  joined: z.number(),
  size: z.number(),
  substitutes: z.number(),
  complete: z.boolean(),
  /** Paid: the team's registration is captured. */
  confirmed: z.boolean(),
  payment: z.enum(TEAM_PAYMENTS),
  /** The whole team's price, and (split) each member's share (the captain's takes the paisa). */
  price: z.number(),
  share_amount: z.number().nullable(),
  currency: z.string(),
  payment_status: z.enum(['created', 'captured', 'failed', 'cancelled']),
  /** Until when a split team's place is held while shares are pending. */
  hold_expires_at: z.string().nullable(),
  roster_locks_at: z.string(),
  locked: z.boolean(),
  /** The roster locked with fewer members than the team size. */
  incomplete_at_lock: z.boolean(),
  cancelled: z.boolean(),
  event_details: z.object({
    title: z.string(),
    start_date: z.string(),
    venue_name: z.string(),
    host_id: z.string(),
  }),
  category_details: z.object({ name: z.string() }),
  /** What the caller is on this team and may do. */
  viewer: z.object({
    member_id: z.string().nullable(),
    is_captain: z.boolean(),
    /** The captain, the event's host or an admin. */
    manages: z.boolean(),
    invited: z.boolean(),
  }),
});
export type Team = z.infer<typeof TeamSchema>;

/** What someone holding a code sees before joining (no roster details beyond names). */
export const TeamPreviewSchema = z.object({
  id: z.string(),
  team_name: z.string(),
  captain_name: z.string(),
  event_id: z.string(),
  event_title: z.string(),
  start_date: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  joined: z.number(),
  size: z.number(),
  max: z.number(),
  payment: z.enum(TEAM_PAYMENTS),
  share_amount: z.number().nullable(),
  locked: z.boolean(),
  /** The caller is already on it. */
  member: z.boolean(),
  weight_required: z.boolean(),
});
export type TeamPreview = z.infer<typeof TeamPreviewSchema>;

export const TeamCheckoutSchema = CheckoutSchema;

/** Suggestions for a registration's club: the clubs already used at the event. */
export const ClubsSchema = z.array(z.string());
