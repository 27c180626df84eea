import { sql } from 'drizzle-orm';
import {
  char,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredRefundPolicy } from '../../../../shared/refunds/policy';
import { genderEnum, users } from './accounts';
import { categories, dependants } from './catalogue';
import { createdAt, id, idRef, timestamptz, updatedAt } from './columns';
import { events, teamPaymentEnum } from './events';

// Registrations: participations with their team members, the waitlist, category switches and
// transfers.

// A registration's payment: `failed` may still be paid on the same order (checkout retries);
// `cancelled` registrations are kept with their order, never deleted (the ledger needs them).
export const paymentStatusEnum = pgEnum('payment_status', [
  'created',
  'captured',
  'failed',
  'cancelled',
]);
export const memberRoleEnum = pgEnum('member_role', ['Captain', 'Vice Captain']);
// Event day (issue 17, decision 023): a registration that did not come (the host marks them
// when they choose), or that is out of the event ("Did not make weight"). Checked in is not a
// state here: it is a check-in row.
export const eventDayStatusEnum = pgEnum('event_day_status', ['no_show', 'out']);

/**
 * §3 Participation: one per competitor, event and category (database constraints): the account
 * holder once, and each of their dependants once.
 */
export const participations = pgTable(
  'participations',
  {
    id: id(),
    // RESTRICT: an event or category with registrations cannot be deleted.
    event_id: idRef('event_id', () => events.id, 'restrict').notNull(),
    category_id: idRef('category_id', () => categories.id, 'restrict').notNull(),
    participant_id: idRef('participant_id', () => users.id, 'restrict').notNull(),
    // Who competes when it is not the account holder. RESTRICT: a dependant with registrations
    // (cancelled ones too, the ledger keeps them) cannot be deleted.
    dependant_id: idRef('dependant_id', () => dependants.id, 'restrict'),
    team_name: text('team_name'),
    // The club the entry competes for (issue 28): chosen from the clubs already used at the
    // event, or new; the draw keeps clubs apart by it (null: the account holder's school).
    club: text('club'),
    weight_kg: integer('weight_kg'),
    payment_status: paymentStatusEnum('payment_status').notNull().default('created'),
    amount_minor: integer('amount_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('INR'),
    provider: text('provider'),
    // One provider order per participation, and one participation per order.
    order_id: text('order_id').unique(),
    payment_id: text('payment_id').unique(),
    captured_at: timestamptz('captured_at'),
    // An unpaid registration in a category with a capacity holds its place until then (issue
    // 15); null when the category was unlimited at registration.
    hold_expires_at: timestamptz('hold_expires_at'),
    last_payment_error: text('last_payment_error'),
    // The event's refund policy when this registration was made (issue 26): what the participant
    // agreed to binds, whatever the host changes later. Null on rows from before: the event's.
    // 'default' (jsonb string) is the default policy at the time.
    refund_policy: jsonb('refund_policy').$type<StoredRefundPolicy | 'default'>(),
    // Set with payment_status 'cancelled'; the once-per-category rule skips cancelled rows.
    cancelled_at: timestamptz('cancelled_at'),
    cancelled_by: idRef('cancelled_by', () => users.id, 'restrict'),
    // Event day (decision 023): null while expected or checked in; who set it and when. The
    // money stays as it was (a no-show or an out is paid and not refunded).
    event_day_status: eventDayStatusEnum('event_day_status'),
    event_day_reason: text('event_day_reason'),
    event_day_status_at: timestamptz('event_day_status_at'),
    event_day_status_by: idRef('event_day_status_by', () => users.id, 'restrict'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('participations_once_key')
      .on(t.participant_id, t.event_id, t.category_id)
      .where(sql`${t.cancelled_at} IS NULL AND ${t.dependant_id} IS NULL`),
    uniqueIndex('participations_dependant_once_key')
      .on(t.dependant_id, t.event_id, t.category_id)
      .where(sql`${t.cancelled_at} IS NULL AND ${t.dependant_id} IS NOT NULL`),
    index('participations_participant_idx').on(t.participant_id, t.id),
    index('participations_event_category_idx').on(t.event_id, t.category_id, t.id),
    index('participations_pending_idx').on(t.payment_status, t.created_at),
  ],
);

export const participationMembers = pgTable(
  'participation_members',
  {
    id: id(),
    participation_id: idRef('participation_id', () => participations.id, 'cascade').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    role: memberRoleEnum('role'),
    // Where the category restricts age or gender (decision 015).
    date_of_birth: date('date_of_birth', { mode: 'string' }),
    gender: genderEnum('gender'),
    // A member of a team that formed itself (issue 28): their account (and the dependant they
    // entered), so they see the registration and their own ticket. Null on typed members.
    user_id: idRef('user_id', () => users.id, 'restrict'),
    dependant_id: idRef('dependant_id', () => dependants.id, 'restrict'),
  },
  (t) => [
    uniqueIndex('participation_members_position_key').on(t.participation_id, t.position),
    index('participation_members_user_idx')
      .on(t.user_id)
      .where(sql`${t.user_id} IS NOT NULL`),
  ],
);

export const waitlistStatusEnum = pgEnum('waitlist_status', [
  'waiting',
  'offered',
  'accepted',
  'expired',
  'left',
]);

/**
 * A place in the queue of a full category (issue 15): who would compete (the account holder or a
 * dependant, the team and roster as the participate form had them), in the order joined. An
 * offer holds a freed place for them until `offer_expires_at`.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    event_id: idRef('event_id', () => events.id, 'restrict').notNull(),
    category_id: idRef('category_id', () => categories.id, 'restrict').notNull(),
    participant_id: idRef('participant_id', () => users.id, 'restrict').notNull(),
    dependant_id: idRef('dependant_id', () => dependants.id, 'restrict'),
    team_name: text('team_name'),
    weight_kg: integer('weight_kg'),
    // The roster as the participate form sends it, used when the offer is accepted.
    members: jsonb('members').notNull().default([]),
    status: waitlistStatusEnum('status').notNull().default('waiting'),
    offered_at: timestamptz('offered_at'),
    offer_expires_at: timestamptz('offer_expires_at'),
    // The host who sent the offer by hand; null for the automatic ones.
    offered_by: idRef('offered_by', () => users.id, 'restrict'),
    participation_id: idRef('participation_id', () => participations.id, 'restrict'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // Once in the queue per competitor, event and category.
    uniqueIndex('waitlist_entries_once_key')
      .on(t.participant_id, t.event_id, t.category_id)
      .where(sql`${t.status} IN ('waiting', 'offered') AND ${t.dependant_id} IS NULL`),
    uniqueIndex('waitlist_entries_dependant_once_key')
      .on(t.dependant_id, t.event_id, t.category_id)
      .where(sql`${t.status} IN ('waiting', 'offered') AND ${t.dependant_id} IS NOT NULL`),
    // The queue in order (id is time-ordered), and a participant's own entries.
    index('waitlist_entries_queue_idx').on(t.event_id, t.category_id, t.status, t.id),
    index('waitlist_entries_participant_idx').on(t.participant_id, t.id),
  ],
);

export const switchStatusEnum = pgEnum('switch_status', [
  'awaiting_payment',
  'completed',
  'cancelled',
]);

/**
 * A registration moved to another category of its event (issue 16). Cheaper or equal: completed
 * at once (the difference owed back as a refund). Dearer: the difference is a new provider order;
 * the target place is held until `hold_expires_at` and the move happens when it is paid.
 */
export const categorySwitches = pgTable(
  'category_switches',
  {
    id: id(),
    participation_id: idRef('participation_id', () => participations.id, 'restrict').notNull(),
    event_id: idRef('event_id', () => events.id, 'restrict').notNull(),
    from_category_id: idRef('from_category_id', () => categories.id, 'restrict').notNull(),
    to_category_id: idRef('to_category_id', () => categories.id, 'restrict').notNull(),
    // Signed, minor units: + charged (the order's amount), - refunded, 0 none.
    difference_minor: integer('difference_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: switchStatusEnum('status').notNull(),
    order_id: text('order_id').unique(),
    payment_id: text('payment_id').unique(),
    hold_expires_at: timestamptz('hold_expires_at'),
    completed_at: timestamptz('completed_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('category_switches_participation_idx').on(t.participation_id),
    index('category_switches_target_idx').on(t.event_id, t.to_category_id, t.status),
  ],
);

export const transferStatusEnum = pgEnum('transfer_status', [
  'offered',
  'accepted',
  'declined',
  'withdrawn',
]);

/** A registration handed to another participant account by email (issue 16); no money moves. */
export const transfers = pgTable(
  'transfers',
  {
    id: id(),
    participation_id: idRef('participation_id', () => participations.id, 'restrict').notNull(),
    from_user_id: idRef('from_user_id', () => users.id, 'restrict').notNull(),
    to_user_id: idRef('to_user_id', () => users.id, 'restrict').notNull(),
    status: transferStatusEnum('status').notNull().default('offered'),
    decided_at: timestamptz('decided_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // One open hand-over per registration.
    uniqueIndex('transfers_open_key')
      .on(t.participation_id)
      .where(sql`${t.status} = 'offered'`),
    index('transfers_to_idx').on(t.to_user_id, t.status),
  ],
);

/**
 * A team that forms itself (issue 28): its captain starts it, members join with their own
 * accounts by its code or an invite. Its registration (the entrant of draws, lists and the gate)
 * is made with it, unpaid and holding no place until a checkout or a first share; its members
 * are the registration's members (participation_members, rewritten from the roster).
 */
export const teams = pgTable(
  'teams',
  {
    id: id(),
    event_id: idRef('event_id', () => events.id, 'restrict').notNull(),
    category_id: idRef('category_id', () => categories.id, 'restrict').notNull(),
    participation_id: idRef('participation_id', () => participations.id, 'restrict')
      .notNull()
      .unique(),
    captain_id: idRef('captain_id', () => users.id, 'restrict').notNull(),
    name: text('name').notNull(),
    // What joining takes: 8 characters of an alphabet without look-alikes (0/O, 1/I/L).
    join_code: text('join_code').notNull().unique(),
    // The category's team_payment when the team started: a later change applies to new teams.
    payment: teamPaymentEnum('payment').notNull(),
    // Set when the roster locked incomplete and the captain and host were told.
    incomplete_flagged_at: timestamptz('incomplete_flagged_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('teams_event_category_idx').on(t.event_id, t.category_id)],
);

export const teamMemberStatusEnum = pgEnum('team_member_status', [
  'invited',
  'joined',
  'declined',
  'removed',
]);

/**
 * A place on a team's roster: an invite (by email, an account or not yet), then joined, declined
 * or removed (by the captain, the host, or themself). A parent joins with a dependant: the row
 * is the parent's with the dependant who plays. `position` is the member's index on the
 * registration (their ticket), kept while they stay and given to the next who joins.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    team_id: idRef('team_id', () => teams.id, 'cascade').notNull(),
    // Copied from the team so one person is on one team per category (the indexes below).
    event_id: idRef('event_id', () => events.id, 'restrict').notNull(),
    category_id: idRef('category_id', () => categories.id, 'restrict').notNull(),
    user_id: idRef('user_id', () => users.id, 'restrict'),
    dependant_id: idRef('dependant_id', () => dependants.id, 'restrict'),
    // Lower case; the address an invite went to (the account's on a join by code).
    email: text('email').notNull(),
    status: teamMemberStatusEnum('status').notNull(),
    role: memberRoleEnum('role'),
    position: integer('position'),
    // Where the category has weight classes: the weight given at joining.
    weight_kg: integer('weight_kg'),
    invited_by: idRef('invited_by', () => users.id, 'restrict'),
    joined_at: timestamptz('joined_at'),
    decided_at: timestamptz('decided_at'),
    removed_by: idRef('removed_by', () => users.id, 'restrict'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('team_members_position_key')
      .on(t.team_id, t.position)
      .where(sql`${t.status} = 'joined'`),
    uniqueIndex('team_members_one_team_key')
      .on(t.user_id, t.event_id, t.category_id)
      .where(sql`${t.status} = 'joined' AND ${t.dependant_id} IS NULL`),
    uniqueIndex('team_members_dependant_one_team_key')
      .on(t.dependant_id, t.event_id, t.category_id)
      .where(sql`${t.status} = 'joined' AND ${t.dependant_id} IS NOT NULL`),
    uniqueIndex('team_members_open_invite_key')
      .on(t.team_id, t.email)
      .where(sql`${t.status} = 'invited'`),
    index('team_members_team_idx').on(t.team_id, t.status),
    index('team_members_user_idx').on(t.user_id, t.status),
    index('team_members_email_idx').on(t.email, t.status),
  ],
);

export const teamShareStatusEnum = pgEnum('team_share_status', [
  'created',
  'captured',
  'failed',
  'cancelled',
  'refunded',
]);

/**
 * A member's share of a split team's price (issue 28): its own provider order, paid by the
 * member. Captured shares are ledger captures of the team's registration; the registration is
 * paid when the team size's shares are. Shares of a team that never completes are refunded.
 */
export const teamShares = pgTable(
  'team_shares',
  {
    id: id(),
    team_id: idRef('team_id', () => teams.id, 'restrict').notNull(),
    member_id: idRef('member_id', () => teamMembers.id, 'restrict').notNull(),
    participation_id: idRef('participation_id', () => participations.id, 'restrict').notNull(),
    payer_id: idRef('payer_id', () => users.id, 'restrict').notNull(),
    amount_minor: integer('amount_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('INR'),
    status: teamShareStatusEnum('status').notNull().default('created'),
    order_id: text('order_id').unique(),
    payment_id: text('payment_id').unique(),
    captured_at: timestamptz('captured_at'),
    last_payment_error: text('last_payment_error'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // One live share per member.
    uniqueIndex('team_shares_live_key')
      .on(t.member_id)
      .where(sql`${t.status} IN ('created', 'captured', 'failed')`),
    index('team_shares_team_idx').on(t.team_id, t.status),
    index('team_shares_pending_idx').on(t.status, t.created_at),
  ],
);

export type ParticipationRow = typeof participations.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type TeamShareRow = typeof teamShares.$inferSelect;
export type MemberRow = typeof participationMembers.$inferSelect;
export type CategorySwitchRow = typeof categorySwitches.$inferSelect;
