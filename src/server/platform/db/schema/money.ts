import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, idRef, timestamptz, updatedAt } from './columns';
import { participations } from './registration';

// Money: provider webhooks as they arrived, the ledger, anomalies and refunds.

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
    received_at: timestamptz('received_at').notNull().defaultNow(),
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
    participation_id: idRef('participation_id', () => participations.id, 'restrict'),
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
    participation_id: idRef('participation_id', () => participations.id, 'restrict'),
    webhook_id: idRef('webhook_id', () => providerWebhooks.id, 'restrict'),
    provider: text('provider').notNull(),
    order_id: text('order_id'),
    payment_id: text('payment_id'),
    amount_minor: integer('amount_minor'),
    currency: text('currency'),
    expected_amount_minor: integer('expected_amount_minor'),
    expected_currency: text('expected_currency'),
    detail: text('detail').notNull(),
    created_at: createdAt(),
    resolved_at: timestamptz('resolved_at'),
    resolved_by: idRef('resolved_by', () => users.id, 'restrict'),
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
    participation_id: idRef('participation_id', () => participations.id, 'restrict'),
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
    requested_by: idRef('requested_by', () => users.id, 'restrict'),
    processed_at: timestamptz('processed_at'),
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

export type ProviderWebhookRow = typeof providerWebhooks.$inferSelect;
export type PaymentAnomalyRow = typeof paymentAnomalies.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
