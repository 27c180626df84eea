import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  char,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, idRef, timestamptz, updatedAt } from './columns';
import { events } from './events';
import { refunds } from './money';
import { participations } from './registration';

// Payouts (issue 26, decision 035): hosts' linked accounts, the host's share of each payment,
// its reversals, and the GST documents issued for the money.

export const payoutAccountStatusEnum = pgEnum('payout_account_status', [
  'pending',
  'activated',
  'needs_clarification',
  'suspended',
]);

export type PayoutAddress = { street: string; city: string; state: string; postal_code: string };
/** What the provider still needs before it pays out, in its words. */
export type PayoutRequirement = { field: string; reason: string };

/**
 * A host's payout account: the details given in settings and the provider's linked account made
 * from them by the `onboard-host` job. `revision` counts saves; the job brings the provider to
 * `synced_revision`, so a save while it runs is sent again rather than lost.
 */
export const payoutAccounts = pgTable('payout_accounts', {
  host_id: idRef('host_id', () => users.id, 'cascade').primaryKey(),
  legal_name: text('legal_name').notNull(),
  business_type: text('business_type').notNull(),
  pan: char('pan', { length: 10 }).notNull(),
  gstin: char('gstin', { length: 15 }),
  gst_state: text('gst_state').notNull(),
  address: jsonb('address').$type<PayoutAddress>().notNull(),
  // The full number is needed only to send it to the provider; reads show account_last4.
  account_number: text('account_number').notNull(),
  account_last4: char('account_last4', { length: 4 }).notNull(),
  ifsc_code: char('ifsc_code', { length: 11 }).notNull(),
  bank_name: text('bank_name').notNull(),
  account_holder_name: text('account_holder_name').notNull(),
  status: payoutAccountStatusEnum('status').notNull().default('pending'),
  requirements: jsonb('requirements').$type<PayoutRequirement[]>().notNull().default([]),
  provider: text('provider').notNull(),
  provider_account_id: text('provider_account_id'),
  provider_stakeholder_id: text('provider_stakeholder_id'),
  provider_product_id: text('provider_product_id'),
  revision: integer('revision').notNull().default(1),
  synced_revision: integer('synced_revision').notNull().default(0),
  last_error: text('last_error'),
  activated_at: timestamptz('activated_at'),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/**
 * Where a host's share of a payment is: `accrued` (the host has no active payout account yet),
 * `pending` (queued), `sending` (a provider call in flight: a reversal waits for it), `on_hold`
 * (at the provider until `hold_until`), `released` (paid out), `cancelled` (refunded in full
 * before it was sent), `failed` (the provider refused; an admin looks).
 */
export const payoutTransferStatusEnum = pgEnum('payout_transfer_status', [
  'accrued',
  'pending',
  'sending',
  'on_hold',
  'released',
  'cancelled',
  'failed',
]);

/**
 * The host's share of one captured payment (issue 26): made in the capture's transaction, sent by
 * the `transfer` job. The fee is charged on the money the host keeps, so a refund lowers
 * `refunded_minor`, `fee_minor` and `amount_minor` together (shared/money/platform-fee.ts) and
 * owes the difference back as a reversal. `fee_bp`/`fee_fixed_minor` are the terms at capture.
 */
export const payoutTransfers = pgTable(
  'payout_transfers',
  {
    id: id(),
    participation_id: idRef('participation_id', () => participations.id, 'restrict').notNull(),
    event_id: idRef('event_id', () => events.id, 'restrict').notNull(),
    host_id: idRef('host_id', () => users.id, 'restrict').notNull(),
    provider: text('provider').notNull(),
    payment_id: text('payment_id').notNull().unique(),
    order_id: text('order_id'),
    currency: char('currency', { length: 3 }).notNull(),
    gross_minor: integer('gross_minor').notNull(),
    refunded_minor: integer('refunded_minor').notNull().default(0),
    fee_minor: integer('fee_minor').notNull(),
    /** The host's share now: gross − refunded − fee. */
    amount_minor: integer('amount_minor').notNull(),
    fee_bp: integer('fee_bp').notNull(),
    fee_fixed_minor: integer('fee_fixed_minor').notNull(),
    /** What was sent to the provider (the share when sent), and what of it came back. */
    sent_minor: integer('sent_minor'),
    reversed_minor: integer('reversed_minor').notNull().default(0),
    status: payoutTransferStatusEnum('status').notNull(),
    hold_until: timestamptz('hold_until').notNull(),
    provider_account_id: text('provider_account_id'),
    provider_transfer_id: text('provider_transfer_id').unique(),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    captured_at: timestamptz('captured_at').notNull(),
    sent_at: timestamptz('sent_at'),
    released_at: timestamptz('released_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check(
      'payout_transfers_amounts_check',
      sql`${t.amount_minor} >= 0 AND ${t.fee_minor} >= 0 AND ${t.refunded_minor} >= 0 AND ${t.amount_minor} + ${t.fee_minor} + ${t.refunded_minor} = ${t.gross_minor}`,
    ),
    index('payout_transfers_host_idx').on(t.host_id, t.captured_at),
    index('payout_transfers_event_idx').on(t.event_id),
    index('payout_transfers_participation_idx').on(t.participation_id),
    index('payout_transfers_status_idx').on(t.status, t.hold_until),
  ],
);

export const payoutReversalStatusEnum = pgEnum('payout_reversal_status', [
  'pending',
  'reversed',
  'applied',
  'failed',
]);

/**
 * What a refund takes back from the host's share, owed with the refund and done by the refund
 * job before the refund itself: `reversed` at the provider (a ledger row), `applied` to a share
 * not yet sent (no money moved; decided under the transfer's row lock when owed), or `failed` (the
 * provider refused: the participant is refunded all the same and an anomaly tells admins).
 * `fee_back_minor` is what the platform fee fell by (Matchday's credit note to the host).
 */
export const payoutReversals = pgTable(
  'payout_reversals',
  {
    id: id(),
    transfer_id: idRef('transfer_id', () => payoutTransfers.id, 'restrict').notNull(),
    refund_id: idRef('refund_id', () => refunds.id, 'restrict')
      .notNull()
      .unique(),
    amount_minor: integer('amount_minor').notNull(),
    fee_back_minor: integer('fee_back_minor').notNull().default(0),
    status: payoutReversalStatusEnum('status').notNull().default('pending'),
    provider_reversal_id: text('provider_reversal_id').unique(),
    created_at: createdAt(),
    processed_at: timestamptz('processed_at'),
  },
  (t) => [
    check('payout_reversals_amount_check', sql`${t.amount_minor} >= 0`),
    index('payout_reversals_transfer_idx').on(t.transfer_id),
  ],
);

export const documentKindEnum = pgEnum('document_kind', [
  'tax_invoice',
  'bill_of_supply',
  'credit_note',
  'fee_invoice',
]);

/**
 * GST documents as issued (CGST Rules 46, 49, 53): the snapshot drawn into the PDF
 * (server/money/invoices/document.ts) and the numbers the lists and totals read. One sale
 * document and one fee invoice per payment; per refund the host's credit note and, when the
 * fee falls, Matchday's.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    kind: documentKindEnum('kind').notNull(),
    /** Who issues it: a host's id, or 'matchday' for the platform's fee invoices. */
    issuer: text('issuer').notNull(),
    financial_year: text('financial_year').notNull(),
    series: text('series').notNull(),
    serial: integer('serial').notNull(),
    number: text('number').notNull(),
    participation_id: idRef('participation_id', () => participations.id, 'restrict'),
    host_id: idRef('host_id', () => users.id, 'restrict').notNull(),
    payment_id: text('payment_id'),
    refund_id: idRef('refund_id', () => refunds.id, 'restrict'),
    refers_to: idRef('refers_to', (): AnyPgColumn => invoices.id, 'restrict'),
    total_minor: integer('total_minor').notNull(),
    tax_minor: integer('tax_minor').notNull().default(0),
    document: jsonb('document').notNull(),
    issued_at: timestamptz('issued_at').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.issuer, t.financial_year, t.series, t.serial),
    // One document of a kind per payment (sale, fee) and per refund (credit note).
    uniqueIndex('invoices_payment_kind_key')
      .on(t.kind, t.payment_id)
      .where(sql`${t.refund_id} IS NULL`),
    // A refund's credit notes: the host's to the participant, Matchday's for the fee it gives up.
    uniqueIndex('invoices_refund_key')
      .on(t.issuer, t.refund_id)
      .where(sql`${t.refund_id} IS NOT NULL`),
    index('invoices_participation_idx').on(t.participation_id),
    index('invoices_host_idx').on(t.host_id, t.issued_at),
  ],
);

/**
 * The last serial of each issuer's series in each financial year. Taking the next one updates
 * this row in the issuing transaction, so serials are consecutive and unique under any number of
 * concurrent captures (the row lock orders them; a rolled-back issue gives its serial back).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    issuer: text('issuer').notNull(),
    series: text('series').notNull(),
    financial_year: text('financial_year').notNull(),
    last_serial: integer('last_serial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.series, t.financial_year] })],
);

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type PayoutTransferRow = typeof payoutTransfers.$inferSelect;
export type PayoutReversalRow = typeof payoutReversals.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
