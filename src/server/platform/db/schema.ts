import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  char,
  check,
  date,
  primaryKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredDrawSettings } from '../../../shared/competition/schemas';
import type { StoredRefundPolicy } from '../../../shared/refunds/policy';
import { newId } from './ids';

// Every table the app uses is exported from this file so drizzle-kit sees it (STACK-NOTES.md).

const id = () =>
  char('id', { length: 24 })
    .primaryKey()
    .$defaultFn(() => newId());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const roleEnum = pgEnum('role', ['Admin', 'Host', 'Participant']);
export const genderEnum = pgEnum('gender', ['male', 'female']);

export const users = pgTable(
  'users',
  {
    id: id(),
    role: roleEnum('role').notNull(),
    name: text('name').notNull(),
    user_name: text('user_name'),
    email: text('email').notNull(),
    phone_number: text('phone_number').notNull(),
    address: text('address'),
    password_hash: text('password_hash').notNull(),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    // A changed address waits here until a link mailed to it is opened (issue 24): until then
    // `email` (the old, verified one) stays in force for login, mail and every match by email.
    pending_email: text('pending_email'),
    // Host only
    organisation_name: text('organisation_name'),
    account_number: text('account_number'),
    bank_name: text('bank_name'),
    ifsc_code: text('ifsc_code'),
    account_holder_name: text('account_holder_name'),
    // Participant only
    age: integer('age'),
    height: integer('height'),
    gender: genderEnum('gender'),
    school_or_college: text('school_or_college'),
    // Host suspension (decision 016): set by an admin; a suspended host cannot log in or act.
    suspended_at: timestamp('suspended_at', { withTimezone: true }),
    suspension_reason: text('suspension_reason'),
    suspended_by: char('suspended_by', { length: 24 }).references((): AnyPgColumn => users.id, {
      onDelete: 'restrict',
    }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // Emails are unique whatever their letter case.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_created_idx').on(t.role, t.id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    // SHA-256 of the cookie token; the token itself is never stored.
    token_hash: char('token_hash', { length: 64 }).notNull().unique(),
    user_id: char('user_id', { length: 24 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

export const codePurposeEnum = pgEnum('code_purpose', [
  'verify_email',
  'reset_otp',
  'reset_token',
  'change_email',
]);

/**
 * One-time secrets: email verification links, password-reset OTPs and reset links. Only a keyed
 * hash is stored; each expires, is consumed once, and counts wrong attempts.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    user_id: char('user_id', { length: 24 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: codePurposeEnum('purpose').notNull(),
    code_hash: char('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('one_time_codes_hash_idx').on(t.purpose, t.code_hash),
    index('one_time_codes_user_idx').on(t.user_id, t.purpose),
  ],
);

/** Fixed-window counters for rate limits, shared by every server using this database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export const sports = pgTable(
  'sports',
  {
    id: id(),
    sports_name: text('sports_name').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('sports_name_lower_key').on(sql`lower(${t.sports_name})`)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    // RESTRICT: a sport with categories cannot be deleted (409 in the service).
    sports_id: char('sports_id', { length: 24 })
      .notNull()
      .references(() => sports.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    min_age: integer('min_age'),
    max_age: integer('max_age'),
    min_weight_allowed: integer('min_weight_allowed'),
    max_weight_allowed: integer('max_weight_allowed'),
    gender: genderEnum('gender'),
    participants_in_team: integer('participants_in_team').notNull(),
    is_team_sport: boolean('is_team_sport').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('categories_sport_name_key').on(t.sports_id, sql`lower(${t.name})`)],
);

/**
 * The text the events search matches, as one `simple` (no stemming, no stop words: names of
 * places and teams) tsvector. The query repeats this expression exactly, so the GIN index
 * `events_search_idx` serves it.
 */
export function eventSearchDocument(t: {
  title: AnyPgColumn;
  venue_name: AnyPgColumn;
  venue_address: AnyPgColumn;
  city: AnyPgColumn;
}) {
  return sql`to_tsvector('simple', ${t.title} || ' ' || ${t.venue_name} || ' ' || ${t.venue_address} || ' ' || ${t.city})`;
}

/**
 * Someone a participant account registers besides themself, usually a child (decision 015). The
 * account holder confirmed being their parent or guardian at `guardian_confirmed_at`.
 */
export const dependants = pgTable(
  'dependants',
  {
    id: id(),
    user_id: char('user_id', { length: 24 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    date_of_birth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: genderEnum('gender').notNull(),
    guardian_confirmed_at: timestamp('guardian_confirmed_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('dependants_user_idx').on(t.user_id, t.id)],
);

/** A draft is seen only by its host and admins; publishing makes it public (issue 13). */
export const eventStatusEnum = pgEnum('event_status', ['draft', 'published']);

export const events = pgTable(
  'events',
  {
    id: id(),
    title: text('title').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    registration_start_date: date('registration_start_date', { mode: 'string' }).notNull(),
    registration_end_date: date('registration_end_date', { mode: 'string' }).notNull(),
    registration_start_time: text('registration_start_time').notNull(),
    registration_end_time: text('registration_end_time').notNull(),
    // The event's own clock times (venue time, HH:mm); null on events made before they existed.
    event_start_time: text('event_start_time'),
    event_end_time: text('event_end_time'),
    // The instants the dates and times above stand for (venue time, see registration-window.ts),
    // kept so the status filters and dashboards are plain indexed comparisons.
    registration_opens_at: timestamp('registration_opens_at', { withTimezone: true }).notNull(),
    registration_closes_at: timestamp('registration_closes_at', { withTimezone: true }).notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    rewards: text('rewards').notNull(),
    description: text('description'),
    poster: text('poster').notNull(),
    venue_name: text('venue_name').notNull(),
    venue_address: text('venue_address').notNull(),
    // Given by the host or taken from the venue address (shared/events/search.ts cityFromAddress).
    city: text('city').notNull().default(''),
    sports_id: char('sports_id', { length: 24 })
      .notNull()
      .references(() => sports.id, { onDelete: 'restrict' }),
    host_id: char('host_id', { length: 24 })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // Rows older than drafts were public: they migrate as published. The API creates drafts.
    status: eventStatusEnum('status').notNull().default('published'),
    // How long a waitlist offer stands (issue 15); null: WAITLIST_OFFER_HOURS.
    waitlist_offer_hours: integer('waitlist_offer_hours'),
    // The host's refund policy (issue 16, shared/refunds/policy.ts); null: the default (full
    // refund until registration closes, none after).
    refund_policy: jsonb('refund_policy').$type<StoredRefundPolicy>(),
    // A cancelled event stays on record and on public pages, marked cancelled, closed to
    // registration; its paid registrations are refunded by the queue (refunds/event-cancel.ts).
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    cancel_reason: text('cancel_reason'),
    cancelled_by: char('cancelled_by', { length: 24 }).references(() => users.id, {
      onDelete: 'restrict',
    }),
    // Bumped by every change a participant's calendar should take (the .ics SEQUENCE, RFC 5545).
    revision: integer('revision').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // Newest first (id is time-ordered) with or without the sport and host filters.
    index('events_sport_id_idx').on(t.sports_id, t.id),
    index('events_host_id_idx').on(t.host_id, t.id),
    index('events_opens_idx').on(t.registration_opens_at),
    index('events_ends_idx').on(t.ends_at),
    // The public search (issue 13, docs/decisions/013): soonest first with its keyset cursor, one
    // city soonest first, and the words of the title, venue and city.
    index('events_starts_idx').on(t.starts_at, t.id),
    index('events_city_idx').on(sql`lower(${t.city})`, t.starts_at, t.id),
    index('events_search_idx').using('gin', eventSearchDocument(t)),
    // The longest event, read by the list's bound on starts_at (events/list.ts longestSpan).
    index('events_span_idx').on(sql`(${t.ends_at} - ${t.starts_at})`),
    // The few cancelled events, walked by the reconciliation's sweep (refunds/event-cancel.ts).
    index('events_cancelled_idx')
      .on(t.cancelled_at)
      .where(sql`${t.cancelled_at} IS NOT NULL`),
  ],
);

export const eventCategories = pgTable(
  'event_categories',
  {
    event_id: char('event_id', { length: 24 })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    category_id: char('category_id', { length: 24 })
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    // Money in minor units (paise); the API speaks rupees.
    price_minor: integer('price_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('INR'),
    // Places (issue 15): null is unlimited. Taken by captured registrations, active holds and
    // open waitlist offers (server/places); this row is the category's lock.
    capacity: integer('capacity'),
  },
  (t) => [
    primaryKey({ columns: [t.event_id, t.category_id] }),
    check('event_categories_capacity_check', sql`${t.capacity} IS NULL OR ${t.capacity} >= 0`),
    index('event_categories_category_idx').on(t.category_id),
  ],
);

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
    event_id: char('event_id', { length: 24 })
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    category_id: char('category_id', { length: 24 })
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    participant_id: char('participant_id', { length: 24 })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // Who competes when it is not the account holder. RESTRICT: a dependant with registrations
    // (cancelled ones too, the ledger keeps them) cannot be deleted.
    dependant_id: char('dependant_id', { length: 24 }).references(() => dependants.id, {
      onDelete: 'restrict',
    }),
    team_name: text('team_name'),
    weight_kg: integer('weight_kg'),
    payment_status: paymentStatusEnum('payment_status').notNull().default('created'),
    amount_minor: integer('amount_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('INR'),
    provider: text('provider'),
    // One provider order per participation, and one participation per order.
    order_id: text('order_id').unique(),
    payment_id: text('payment_id').unique(),
    captured_at: timestamp('captured_at', { withTimezone: true }),
    // An unpaid registration in a category with a capacity holds its place until then (issue
    // 15); null when the category was unlimited at registration.
    hold_expires_at: timestamp('hold_expires_at', { withTimezone: true }),
    last_payment_error: text('last_payment_error'),
    // Set with payment_status 'cancelled'; the once-per-category rule skips cancelled rows.
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    cancelled_by: char('cancelled_by', { length: 24 }).references(() => users.id, {
      onDelete: 'restrict',
    }),
    // Event day (decision 023): null while expected or checked in; who set it and when. The
    // money stays as it was (a no-show or an out is paid and not refunded).
    event_day_status: eventDayStatusEnum('event_day_status'),
    event_day_reason: text('event_day_reason'),
    event_day_status_at: timestamp('event_day_status_at', { withTimezone: true }),
    event_day_status_by: char('event_day_status_by', { length: 24 }).references(() => users.id, {
      onDelete: 'restrict',
    }),
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
    participation_id: char('participation_id', { length: 24 })
      .notNull()
      .references(() => participations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    role: memberRoleEnum('role'),
    // Where the category restricts age or gender (decision 015).
    date_of_birth: date('date_of_birth', { mode: 'string' }),
    gender: genderEnum('gender'),
  },
  (t) => [uniqueIndex('participation_members_position_key').on(t.participation_id, t.position)],
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
    event_id: char('event_id', { length: 24 })
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    category_id: char('category_id', { length: 24 })
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    participant_id: char('participant_id', { length: 24 })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    dependant_id: char('dependant_id', { length: 24 }).references(() => dependants.id, {
      onDelete: 'restrict',
    }),
    team_name: text('team_name'),
    weight_kg: integer('weight_kg'),
    // The roster as the participate form sends it, used when the offer is accepted.
    members: jsonb('members').notNull().default([]),
    status: waitlistStatusEnum('status').notNull().default('waiting'),
    offered_at: timestamp('offered_at', { withTimezone: true }),
    offer_expires_at: timestamp('offer_expires_at', { withTimezone: true }),
    // The host who sent the offer by hand; null for the automatic ones.
    offered_by: char('offered_by', { length: 24 }).references(() => users.id, {
      onDelete: 'restrict',
    }),
    participation_id: char('participation_id', { length: 24 }).references(() => participations.id, {
      onDelete: 'restrict',
    }),
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

/**
 * Every provider webhook delivery as it arrived (raw body), whether its signature held, and what
 * it did. Handling is idempotent (captures, ledger rows and anomalies are keyed), so a redelivery
 * is stored and marked `duplicate` rather than refused, and an unverified delivery changes nothing.
 */
export const providerWebhooks = pgTable(
  'provider_webhooks',
  {
    id: id(),
    provider: text('provider').notNull(),
    event_id: text('event_id'),
    event: text('event').notNull(),
    signature_verified: boolean('signature_verified').notNull(),
    // The raw body of a verified delivery; of a rejected one only its first 1 KiB (issue 24), with
    // its size, SHA-256 and headers, so junk cannot fill the disk but can still be told apart.
    payload: text('payload').notNull(),
    payload_bytes: integer('payload_bytes'),
    payload_sha256: char('payload_sha256', { length: 64 }),
    headers: jsonb('headers').$type<Record<string, string>>(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    // What handling it did: captured, duplicate, ignored, anomaly:<kind>, rejected.
    outcome: text('outcome').notNull(),
  },
  (t) => [
    index('provider_webhooks_event_idx').on(t.provider, t.event_id),
    index('provider_webhooks_received_idx').on(t.received_at),
  ],
);

/**
 * The money ledger: one row per movement of money (a capture now; refunds and payouts later),
 * amounts signed (+ in, - out). One row per kind and provider reference, whoever reports it.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    kind: text('kind').notNull(),
    participation_id: char('participation_id', { length: 24 }).references(() => participations.id, {
      onDelete: 'restrict',
    }),
    provider: text('provider').notNull(),
    order_id: text('order_id'),
    reference: text('reference').notNull(),
    amount_minor: integer('amount_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    // verify | webhook | reconcile
    source: text('source').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_reference_key').on(t.kind, t.reference),
    index('ledger_entries_participation_idx').on(t.participation_id),
  ],
);

/**
 * Money that does not add up: a payment for an unknown or cancelled registration, a wrong amount
 * or currency, a second payment, an event we do not handle. Admins see and resolve them.
 */
export const paymentAnomalies = pgTable(
  'payment_anomalies',
  {
    id: id(),
    kind: text('kind').notNull(),
    // Same anomaly reported twice (payment.captured and order.paid) is one row.
    dedupe_key: text('dedupe_key').notNull(),
    participation_id: char('participation_id', { length: 24 }).references(() => participations.id, {
      onDelete: 'restrict',
    }),
    webhook_id: char('webhook_id', { length: 24 }).references(() => providerWebhooks.id, {
      onDelete: 'restrict',
    }),
    provider: text('provider').notNull(),
    order_id: text('order_id'),
    payment_id: text('payment_id'),
    amount_minor: integer('amount_minor'),
    currency: text('currency'),
    expected_amount_minor: integer('expected_amount_minor'),
    expected_currency: text('expected_currency'),
    detail: text('detail').notNull(),
    created_at: createdAt(),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    resolved_by: char('resolved_by', { length: 24 }).references(() => users.id, {
      onDelete: 'restrict',
    }),
    resolution_note: text('resolution_note'),
  },
  (t) => [
    uniqueIndex('payment_anomalies_dedupe_key').on(t.kind, t.dedupe_key),
    index('payment_anomalies_open_idx').on(t.resolved_at, t.id),
  ],
);

export const refundStatusEnum = pgEnum('refund_status', [
  'refund_pending',
  'refunded',
  'refund_failed',
]);

/**
 * Money owed back on one provider payment (issue 16): made here first, in the transaction of the
 * change that owes it (a cancellation, a removal, an event cancelled, a payment with no place),
 * then sent to the provider by the `refund` job, never inside a transaction. `dedupe_key` makes
 * each cause owe at most once; the provider's refund id, once known, makes it land at most once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    participation_id: char('participation_id', { length: 24 }).references(() => participations.id, {
      onDelete: 'restrict',
    }),
    provider: text('provider').notNull(),
    payment_id: text('payment_id').notNull(),
    amount_minor: integer('amount_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    // participant_cancelled | host_removed | event_cancelled | payment_anomaly
    reason: text('reason').notNull(),
    // What the participant or host wrote, mailed with the refund.
    note: text('note'),
    dedupe_key: text('dedupe_key').notNull(),
    status: refundStatusEnum('status').notNull().default('refund_pending'),
    provider_refund_id: text('provider_refund_id').unique(),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    requested_by: char('requested_by', { length: 24 }).references(() => users.id, {
      onDelete: 'restrict',
    }),
    processed_at: timestamp('processed_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amount_minor} > 0`),
    uniqueIndex('refunds_dedupe_key').on(t.dedupe_key),
    index('refunds_participation_idx').on(t.participation_id),
    index('refunds_payment_idx').on(t.payment_id),
    index('refunds_status_idx').on(t.status, t.id),
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
    participation_id: char('participation_id', { length: 24 })
      .notNull()
      .references(() => participations.id, { onDelete: 'restrict' }),
    event_id: char('event_id', { length: 24 })
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    from_category_id: char('from_category_id', { length: 24 })
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    to_category_id: char('to_category_id', { length: 24 })
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    // Signed, minor units: + charged (the order's amount), - refunded, 0 none.
    difference_minor: integer('difference_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: switchStatusEnum('status').notNull(),
    order_id: text('order_id').unique(),
    payment_id: text('payment_id').unique(),
    hold_expires_at: timestamp('hold_expires_at', { withTimezone: true }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
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
    participation_id: char('participation_id', { length: 24 })
      .notNull()
      .references(() => participations.id, { onDelete: 'restrict' }),
    from_user_id: char('from_user_id', { length: 24 })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    to_user_id: char('to_user_id', { length: 24 })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: transferStatusEnum('status').notNull().default('offered'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
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
 * Event day (issue 17): a ticket per captured registration, one per team member (member 0 for an
 * individual entry). `code` is random and unguessable; the QR carries it with a signature
 * (checkin/tickets.ts). Cancelled registrations keep their rows; their tickets stop working.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    participation_id: char('participation_id', { length: 24 })
      .notNull()
      .references(() => participations.id, { onDelete: 'restrict' }),
    member_index: integer('member_index').notNull(),
    code: text('code').notNull().unique(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('tickets_member_key').on(t.participation_id, t.member_index)],
);

/** One check-in per ticket at a time; an undone one stays on record (`undone_at`). */
export const checkins = pgTable(
  'checkins',
  {
    id: id(),
    event_id: char('event_id', { length: 24 })
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    ticket_id: char('ticket_id', { length: 24 })
      .notNull()
      .references(() => tickets.id, { onDelete: 'restrict' }),
    checked_in_by: char('checked_in_by', { length: 24 })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // When the device scanned it (an offline scan syncs later) and which device.
    scanned_at: timestamp('scanned_at', { withTimezone: true }).notNull(),
    device_id: text('device_id'),
    created_at: createdAt(),
    undone_at: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('checkins_once_key')
      .on(t.ticket_id)
      .where(sql`${t.undone_at} IS NULL`),
    index('checkins_event_idx').on(t.event_id, t.created_at),
  ],
);

/** Gate staff of one event (issue 17): invited by email; may check in and weigh in there only. */
export const eventStaff = pgTable(
  'event_staff',
  {
    id: id(),
    event_id: char('event_id', { length: 24 })
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    email: text('email').notNull(),
    invited_by: char('invited_by', { length: 24 })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('event_staff_email_key').on(t.event_id, sql`lower(${t.email})`)],
);

/**
 * A weigh-in (issue 17): the latest measured weight of one competitor of a registration (member
 * 0 for an individual entry), in grams (kg with one decimal, so a multiple of 100). Recording
 * again replaces it; who and when are the latest recorder's. Whether it is within limits is read
 * against the registration's current category (decision 023), so it is not stored.
 */
export const weighIns = pgTable(
  'weigh_ins',
  {
    id: id(),
    event_id: char('event_id', { length: 24 })
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    participation_id: char('participation_id', { length: 24 })
      .notNull()
      .references(() => participations.id, { onDelete: 'restrict' }),
    member_index: integer('member_index').notNull(),
    weight_g: integer('weight_g').notNull(),
    recorded_by: char('recorded_by', { length: 24 })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('weigh_ins_member_key').on(t.participation_id, t.member_index),
    check(
      'weigh_ins_weight_check',
      sql`${t.weight_g} > 0 AND ${t.weight_g} <= 400000 AND ${t.weight_g} % 100 = 0`,
    ),
  ],
);

export const eventDayChangeEnum = pgEnum('event_day_change', [
  'moved',
  'out',
  'no_show',
  'no_show_cleared',
]);

/**
 * What happened to registrations on event day (decision 023), one row each: a host's move to
 * another category after a weigh-in (no money moves), an out ("Did not make weight"), a no-show
 * marked, and a no-show cleared by a late check-in.
 */
export const eventDayChanges = pgTable(
  'event_day_changes',
  {
    id: id(),
    event_id: char('event_id', { length: 24 })
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    participation_id: char('participation_id', { length: 24 })
      .notNull()
      .references(() => participations.id, { onDelete: 'restrict' }),
    kind: eventDayChangeEnum('kind').notNull(),
    from_category_id: char('from_category_id', { length: 24 })
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    to_category_id: char('to_category_id', { length: 24 }).references(() => categories.id, {
      onDelete: 'restrict',
    }),
    reason: text('reason'),
    changed_by: char('changed_by', { length: 24 })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    created_at: createdAt(),
  },
  (t) => [index('event_day_changes_participation_idx').on(t.participation_id, t.created_at)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type SportRow = typeof sports.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type EventCategoryRow = typeof eventCategories.$inferSelect;
export type ParticipationRow = typeof participations.$inferSelect;
export type DependantRow = typeof dependants.$inferSelect;
export type MemberRow = typeof participationMembers.$inferSelect;
export type ProviderWebhookRow = typeof providerWebhooks.$inferSelect;
export type PaymentAnomalyRow = typeof paymentAnomalies.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type CategorySwitchRow = typeof categorySwitches.$inferSelect;

// ---- The competition (issue 18, decision 024): draws, their brackets, matches, certificates ----

export const drawFormatEnum = pgEnum('draw_format', [
  'round_robin',
  'single_elimination',
  'double_elimination',
  'pools_knockout',
]);

/**
 * One draw per category of an event, made by its host once registration has closed. Redone
 * (its bracket rows replaced) until the first result; `settings` holds the format's options and
 * the seeding method (shared/competition/schemas.ts DrawSettings).
 */
export const draws = pgTable(
  'draws',
  {
    id: id(),
    event_id: char('event_id', { length: 24 })
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    category_id: char('category_id', { length: 24 })
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    format: drawFormatEnum('format').notNull(),
    settings: jsonb('settings').$type<StoredDrawSettings>().notNull(),
    drawn_by: char('drawn_by', { length: 24 })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // When every match had a result: the podium is final and certificates go out.
    finished_at: timestamp('finished_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('draws_category_key').on(t.event_id, t.category_id),
    index('draws_finished_idx').on(t.category_id, t.finished_at),
  ],
);

/**
 * A draw's entrants: brackets-manager's `participant` table (its ids are small numbers, local to
 * the draw). A registration of an individual category, or a team's registration.
 */
export const drawEntrants = pgTable(
  'draw_entrants',
  {
    draw_id: char('draw_id', { length: 24 })
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    bm_id: integer('bm_id').notNull(),
    participation_id: char('participation_id', { length: 24 })
      .notNull()
      .references(() => participations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    organisation: text('organisation'),
    seed: integer('seed').notNull(),
    // The final standing once every match has its result (the podium, medals, certificates, and
    // seeding "from an earlier result" read it); null before.
    final_rank: integer('final_rank'),
  },
  (t) => [
    primaryKey({ columns: [t.draw_id, t.bm_id] }),
    uniqueIndex('draw_entrants_participation_key').on(t.draw_id, t.participation_id),
    index('draw_entrants_participation_idx').on(t.participation_id),
  ],
);

/** brackets-manager's stage, group, round and match_game rows of a draw, stored as it wrote them. */
export const bracketParts = pgTable(
  'bracket_parts',
  {
    draw_id: char('draw_id', { length: 24 })
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    bm_id: integer('bm_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.draw_id, t.kind, t.bm_id] }),
    check('bracket_parts_kind_check', sql`${t.kind} IN ('stage', 'group', 'round', 'match_game')`),
  ],
);

export const matchOutcomeEnum = pgEnum('match_outcome', [
  'played',
  'walkover',
  'disqualification',
  'no_show',
]);

/**
 * A match: brackets-manager's `match` row (its columns, opponents as JSON) plus what the sport
 * says of it: the score as text, how it ended, the court or mat, who entered it and when.
 */
export const matches = pgTable(
  'matches',
  {
    id: id(),
    draw_id: char('draw_id', { length: 24 })
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    bm_id: integer('bm_id').notNull(),
    stage_id: integer('stage_id').notNull(),
    group_id: integer('group_id').notNull(),
    round_id: integer('round_id').notNull(),
    number: integer('number').notNull(),
    child_count: integer('child_count').notNull().default(0),
    status: integer('status').notNull(),
    opponent1: jsonb('opponent1').$type<Record<string, unknown> | null>(),
    opponent2: jsonb('opponent2').$type<Record<string, unknown> | null>(),
    score: text('score'),
    outcome: matchOutcomeEnum('outcome'),
    court: text('court'),
    entered_by: char('entered_by', { length: 24 }).references(() => users.id, {
      onDelete: 'restrict',
    }),
    entered_at: timestamp('entered_at', { withTimezone: true }),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('matches_draw_key').on(t.draw_id, t.bm_id)],
);

/**
 * A certificate (issue 18): participation, or a placement with its rank, of one competitor (a
 * team member: member_index). `code` is random and opens the public verification page.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    code: text('code').notNull().unique(),
    draw_id: char('draw_id', { length: 24 })
      .notNull()
      .references(() => draws.id, { onDelete: 'restrict' }),
    participation_id: char('participation_id', { length: 24 })
      .notNull()
      .references(() => participations.id, { onDelete: 'restrict' }),
    member_index: integer('member_index').notNull(),
    name: text('name').notNull(),
    rank: integer('rank'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('certificates_member_key').on(t.draw_id, t.participation_id, t.member_index)],
);

export type DrawRow = typeof draws.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;
