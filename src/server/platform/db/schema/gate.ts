import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { categories } from './catalogue';
import { createdAt, id, idRef, timestamptz } from './columns';
import { events } from './events';
import { participations } from './registration';

// Event day at the gate: tickets, check-ins, gate staff, weigh-ins and the changes made there.

/**
 * Event day (issue 17): a ticket per captured registration, one per team member (member 0 for an
 * individual entry). `code` is random and unguessable; the QR carries it with a signature
 * (checkin/tickets.ts). Cancelled registrations keep their rows; their tickets stop working.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    participation_id: idRef('participation_id', () => participations.id, 'restrict').notNull(),
    member_index: integer('member_index').notNull(),
    code: text('code').notNull().unique(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('tickets_member_key').on(t.participation_id, t.member_index)],
);

/**
 * Bib numbers (issue 27): one per captured registration (a team shares its number), given in
 * order of payment, 1, 2, 3… per event, and never changed or reused: printed on tickets and start
 * lists before the day. Assigned by the gate with the tickets, in the capture's transaction.
 */
export const bibs = pgTable(
  'bibs',
  {
    participation_id: idRef('participation_id', () => participations.id, 'restrict').primaryKey(),
    event_id: idRef('event_id', () => events.id, 'restrict').notNull(),
    number: integer('number').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('bibs_event_number_key').on(t.event_id, t.number),
    check('bibs_number_check', sql`${t.number} > 0`),
  ],
);

/** One check-in per ticket at a time; an undone one stays on record (`undone_at`). */
export const checkins = pgTable(
  'checkins',
  {
    id: id(),
    event_id: idRef('event_id', () => events.id, 'restrict').notNull(),
    ticket_id: idRef('ticket_id', () => tickets.id, 'restrict').notNull(),
    checked_in_by: idRef('checked_in_by', () => users.id, 'restrict').notNull(),
    // When the device scanned it (an offline scan syncs later) and which device.
    scanned_at: timestamptz('scanned_at').notNull(),
    device_id: text('device_id'),
    created_at: createdAt(),
    undone_at: timestamptz('undone_at'),
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
    event_id: idRef('event_id', () => events.id, 'restrict').notNull(),
    email: text('email').notNull(),
    invited_by: idRef('invited_by', () => users.id, 'restrict').notNull(),
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
    event_id: idRef('event_id', () => events.id, 'restrict').notNull(),
    participation_id: idRef('participation_id', () => participations.id, 'restrict').notNull(),
    member_index: integer('member_index').notNull(),
    weight_g: integer('weight_g').notNull(),
    recorded_by: idRef('recorded_by', () => users.id, 'restrict').notNull(),
    recorded_at: timestamptz('recorded_at').notNull(),
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
    event_id: idRef('event_id', () => events.id, 'restrict').notNull(),
    participation_id: idRef('participation_id', () => participations.id, 'restrict').notNull(),
    kind: eventDayChangeEnum('kind').notNull(),
    from_category_id: idRef('from_category_id', () => categories.id, 'restrict').notNull(),
    to_category_id: idRef('to_category_id', () => categories.id, 'restrict'),
    reason: text('reason'),
    changed_by: idRef('changed_by', () => users.id, 'restrict').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('event_day_changes_participation_idx').on(t.participation_id, t.created_at)],
);
