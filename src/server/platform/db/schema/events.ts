import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import type { StoredRefundPolicy } from '../../../../shared/refunds/policy';
import { users } from './accounts';

export type EventGst = { sac: string; description: string; rate_percent: number };
import { categories, sports } from './catalogue';
import { createdAt, id, idRef, timestamptz, updatedAt } from './columns';

// Events and the categories each offers.

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
    registration_opens_at: timestamptz('registration_opens_at').notNull(),
    registration_closes_at: timestamptz('registration_closes_at').notNull(),
    starts_at: timestamptz('starts_at').notNull(),
    ends_at: timestamptz('ends_at').notNull(),
    rewards: text('rewards').notNull(),
    description: text('description'),
    poster: text('poster').notNull(),
    venue_name: text('venue_name').notNull(),
    venue_address: text('venue_address').notNull(),
    // Given by the host or taken from the venue address (shared/events/search.ts cityFromAddress).
    city: text('city').notNull().default(''),
    // The state or union territory of the venue (shared/money/tax-ids.ts), the place of supply
    // of an entry (IGST Act s. 12(6)); null on events made before issue 26.
    venue_state: text('venue_state'),
    // What the host's GST documents say of an entry: SAC, description and rate (issue 26); null:
    // shared/money/gst.ts GST_DEFAULTS.
    gst: jsonb('gst').$type<EventGst>(),
    sports_id: idRef('sports_id', () => sports.id, 'restrict').notNull(),
    host_id: idRef('host_id', () => users.id, 'restrict').notNull(),
    // Rows older than drafts were public: they migrate as published. The API creates drafts.
    status: eventStatusEnum('status').notNull().default('published'),
    // How long a waitlist offer stands (issue 15); null: WAITLIST_OFFER_HOURS.
    waitlist_offer_hours: integer('waitlist_offer_hours'),
    // The host's refund policy (issue 16, shared/refunds/policy.ts); null: the default (full
    // refund until registration closes, none after).
    refund_policy: jsonb('refund_policy').$type<StoredRefundPolicy>(),
    // A cancelled event stays on record and on public pages, marked cancelled, closed to
    // registration; its paid registrations are refunded by the queue (refunds/event-cancel.ts).
    cancelled_at: timestamptz('cancelled_at'),
    cancel_reason: text('cancel_reason'),
    cancelled_by: idRef('cancelled_by', () => users.id, 'restrict'),
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

/** Issue 28: the captain pays the whole team price, or each member pays an equal share. */
export const teamPaymentEnum = pgEnum('team_payment', ['captain', 'split']);

export const eventCategories = pgTable(
  'event_categories',
  {
    event_id: idRef('event_id', () => events.id, 'cascade').notNull(),
    category_id: idRef('category_id', () => categories.id, 'restrict').notNull(),
    // Money in minor units (paise); the API speaks rupees.
    price_minor: integer('price_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('INR'),
    // Places (issue 15): null is unlimited. Taken by captured registrations, active holds and
    // open waitlist offers (server/places); this row is the category's lock.
    capacity: integer('capacity'),
    // Teams that form themselves (issue 28): who pays (the captain the whole price, or each
    // member an equal share), how many substitutes beyond the team size may join, and when the
    // roster locks (null: when registration closes).
    team_payment: teamPaymentEnum('team_payment').notNull().default('captain'),
    substitutes: integer('substitutes').notNull().default(0),
    roster_locks_at: timestamptz('roster_locks_at'),
  },
  (t) => [
    primaryKey({ columns: [t.event_id, t.category_id] }),
    check('event_categories_capacity_check', sql`${t.capacity} IS NULL OR ${t.capacity} >= 0`),
    check(
      'event_categories_substitutes_check',
      sql`${t.substitutes} >= 0 AND ${t.substitutes} <= 20`,
    ),
    index('event_categories_category_idx').on(t.category_id),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type EventCategoryRow = typeof eventCategories.$inferSelect;
