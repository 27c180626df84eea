import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
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
import { createdAt, id, idRef, timestamptz, updatedAt } from './columns';

// Accounts: users, their sessions and one-time codes, and the rate limits.

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
    email_verified_at: timestamptz('email_verified_at'),
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
    // Issue 29: kept for now but no longer written by the API; date_of_birth replaces it.
    age: integer('age'),
    // Issue 29: a calendar date (YYYY-MM-DD); the age on any day follows from it.
    date_of_birth: date('date_of_birth'),
    // Set when date_of_birth was worked out from an age (migration 0023, or an old client that
    // still sends `age`); cleared when the person saves a date of birth themselves.
    date_of_birth_estimated: boolean('date_of_birth_estimated').notNull().default(false),
    height: integer('height'),
    gender: genderEnum('gender'),
    school_or_college: text('school_or_college'),
    // Issue 29: WhatsApp messages (registration confirmed, event changes, offers, results) to
    // phone_number, only with the person's own consent at sign-up or in settings, and when.
    whatsapp_opt_in_at: timestamptz('whatsapp_opt_in_at'),
    // Issue 29: the language of this person's mails, PDFs and WhatsApp messages, and of the pages
    // after they sign in (src/shared/i18n/languages.ts).
    language: text('language').notNull().default('en'),
    // Host suspension (decision 016): set by an admin; a suspended host cannot log in or act.
    suspended_at: timestamptz('suspended_at'),
    suspension_reason: text('suspension_reason'),
    suspended_by: idRef('suspended_by', (): AnyPgColumn => users.id, 'restrict'),
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
    user_id: idRef('user_id', () => users.id, 'cascade').notNull(),
    created_at: createdAt(),
    last_seen_at: timestamptz('last_seen_at').notNull().defaultNow(),
    expires_at: timestamptz('expires_at').notNull(),
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
    user_id: idRef('user_id', () => users.id, 'cascade').notNull(),
    purpose: codePurposeEnum('purpose').notNull(),
    code_hash: char('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamptz('expires_at').notNull(),
    consumed_at: timestamptz('consumed_at'),
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
  window_start: timestamptz('window_start').notNull(),
  count: integer('count').notNull(),
});

export const whatsappStatusEnum = pgEnum('whatsapp_status', [
  'queued',
  'sent',
  'written',
  'failed',
]);

/**
 * WhatsApp template messages (issue 29), one row per cause and person (`dedupe_key`), so a cause
 * is sent once whatever retries or restarts happen; the row is queued in the transaction of the
 * change, sent by the queue (or written beside the mail outbox when no WhatsApp keys are set).
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: id(),
    user_id: idRef('user_id', () => users.id, 'cascade').notNull(),
    // E.164 (+91…), as stored on the account when queued.
    phone: text('phone').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull().default('en'),
    // The template's body parameters, in order.
    params: jsonb('params').$type<string[]>().notNull(),
    dedupe_key: text('dedupe_key').notNull().unique(),
    status: whatsappStatusEnum('status').notNull().default('queued'),
    provider_message_id: text('provider_message_id'),
    error: text('error'),
    created_at: createdAt(),
    sent_at: timestamptz('sent_at'),
  },
  (t) => [index('whatsapp_messages_user_idx').on(t.user_id, t.id)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
