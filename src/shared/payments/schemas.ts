import { z } from 'zod';
import { requiredText } from '../auth/rules';
import { idField } from '../ids';
import { PAYMENT_STATUSES } from '../participations/payment-status';

/** The admin's payments screen: every provider order, and the anomalies the ledger found. */

export const PAYMENTS_MSG = {
  alreadyResolved: 'This anomaly is already resolved',
  resolved: 'Anomaly marked resolved',
} as const;

/** Money that does not add up (recorded by the server's payments/capture.ts and webhook.ts). */
const ANOMALY_KINDS = [
  'unknown_order',
  'cancelled_registration',
  'amount_mismatch',
  'currency_mismatch',
  'second_payment',
  'unhandled_refund',
  // Paid after the checkout's held place was released and the category filled (issue 15).
  'no_place',
  // Payouts (issue 26): the provider refused a host's share or its reversal, or its figures for a
  // transfer differ from ours.
  'transfer_failed',
  'reversal_failed',
  'transfer_mismatch',
] as const;
export type AnomalyKind = (typeof ANOMALY_KINDS)[number];

const ANOMALY_STATES = ['open', 'resolved', 'all'] as const;
export type AnomalyState = (typeof ANOMALY_STATES)[number];

const limit = z.coerce.number().int().min(1).max(100).default(20);
/** The last id of the previous page (ids are time-ordered, lists are newest first). */
const cursor = idField.optional();

export const PaymentListQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  cursor,
  limit,
});

export const AnomalyListQuerySchema = z.object({
  status: z.enum(ANOMALY_STATES).default('open'),
  cursor,
  limit,
});

export const ResolveAnomalySchema = z.object({ note: requiredText('Note', 1000) });
export type ResolveAnomaly = z.input<typeof ResolveAnomalySchema>;

const at = z.string();
const rupees = z.number();

/** A registration that has a provider order, as the admin's payments list shows it. */
export const PaymentRowSchema = z.object({
  participation_id: z.string(),
  participant: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  event: z.object({ id: z.string(), title: z.string() }),
  category_name: z.string(),
  amount: rupees,
  currency: z.string(),
  provider: z.string().nullable(),
  order_id: z.string(),
  payment_id: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  created_at: at,
  captured_at: at.nullable(),
  cancelled_at: at.nullable(),
});
export type PaymentRow = z.infer<typeof PaymentRowSchema>;

/** An anomaly with what was received, what was expected, and the registration it concerns. */
export const AnomalyRowSchema = z.object({
  id: z.string(),
  kind: z.enum(ANOMALY_KINDS),
  detail: z.string(),
  provider: z.string(),
  order_id: z.string().nullable(),
  payment_id: z.string().nullable(),
  /** Received, in rupees (negative for money going out, e.g. a refund). */
  amount: rupees.nullable(),
  currency: z.string().nullable(),
  expected_amount: rupees.nullable(),
  expected_currency: z.string().nullable(),
  participation: z
    .object({
      id: z.string(),
      participant: z.object({ name: z.string(), email: z.string() }),
      event: z.object({ id: z.string(), title: z.string() }),
      status: z.enum(PAYMENT_STATUSES),
    })
    .nullable(),
  webhook_id: z.string().nullable(),
  created_at: at,
  resolved_at: at.nullable(),
  resolved_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  resolution_note: z.string().nullable(),
});
export type AnomalyRow = z.infer<typeof AnomalyRowSchema>;
