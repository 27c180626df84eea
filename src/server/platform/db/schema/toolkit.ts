import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, idRef, timestamptz, updatedAt } from './columns';
import { events } from './events';

// The host's toolkit (issue 27): messages to participants (and an admin's to hosts), and the
// automatic reminders with what each event chose and what has gone out.

export const messageAudienceEnum = pgEnum('message_audience', ['participants', 'hosts']);
export const messageStatusEnum = pgEnum('message_status', ['sending', 'sent']);

/** Who a message to an event's participants is for: a category, a payment state, or all. */
export type MessageFilter = { category_id?: string; payment_status?: 'paid' | 'pending' };

/**
 * A message written by a host to an event's participants, or by an admin to every host. Its
 * recipients are fixed when it is written (message_recipients), so a restart sends to exactly
 * them; `total` and `sent` are its progress.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    audience: messageAudienceEnum('audience').notNull(),
    /** The event whose participants get it; null for an admin's message to hosts. */
    event_id: idRef('event_id', () => events.id, 'restrict'),
    sender_id: idRef('sender_id', () => users.id, 'restrict').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    filter: jsonb('filter').$type<MessageFilter>().notNull().default({}),
    status: messageStatusEnum('status').notNull().default('sending'),
    total: integer('total').notNull(),
    sent: integer('sent').notNull().default(0),
    created_at: createdAt(),
    finished_at: timestamptz('finished_at'),
  },
  (t) => [
    index('messages_event_idx').on(t.event_id, t.created_at),
    check('messages_progress_check', sql`${t.sent} >= 0 AND ${t.sent} <= ${t.total}`),
  ],
);

/**
 * One row per person a message goes to (one per address, however many registrations it has).
 * `sent_at` is set in the transaction that queues the person's mail: the mail is queued once.
 */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    message_id: idRef('message_id', () => messages.id, 'cascade').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    user_id: idRef('user_id', () => users.id, 'restrict'),
    sent_at: timestamptz('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.message_id, t.email] }),
    index('message_recipients_pending_idx')
      .on(t.message_id)
      .where(sql`${t.sent_at} IS NULL`),
  ],
);

/**
 * An event's choice of automatic reminders; no row is the defaults (all on). Written by the
 * host from the event's page.
 */
export const reminderSettings = pgTable('reminder_settings', {
  event_id: idRef('event_id', () => events.id, 'cascade').primaryKey(),
  payment_pending: boolean('payment_pending').notNull().default(true),
  before_event: boolean('before_event').notNull().default(true),
  waitlist_expiring: boolean('waitlist_expiring').notNull().default(true),
  closing_soon: boolean('closing_soon').notNull().default(true),
  updated_at: updatedAt(),
});

export const reminderKindEnum = pgEnum('reminder_kind', [
  'payment_pending',
  'before_event',
  'waitlist_expiring',
  'closing_soon',
]);

/**
 * Each reminder that has gone out: its kind and what it is about (a registration, a waitlist
 * offer). Inserted in the transaction that queues its mail, so each is sent once.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    kind: reminderKindEnum('kind').notNull(),
    subject_id: text('subject_id').notNull(),
    event_id: idRef('event_id', () => events.id, 'cascade').notNull(),
    email: text('email').notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject_id] })],
);
