import { z } from 'zod';
import { idField } from '../ids';
import { REFUND_MSG } from './policy';

/** The API of changes of plan (issue 16): cancellations, removals, event cancellation, refunds. */

const REFUND_STATUSES = ['refund_pending', 'refunded', 'refund_failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
const REFUND_REASONS = [
  'participant_cancelled',
  'host_removed',
  'event_cancelled',
  'payment_anomaly',
  'category_switch',
  'team_incomplete',
  'team_member_left',
] as const;

const reason = z
  .string({ error: REFUND_MSG.reasonRequired })
  .trim()
  .min(3, REFUND_MSG.reasonRequired)
  .max(500);
export const RemoveRequestSchema = z.object({ reason });
export const CancelEventRequestSchema = z.object({ reason });

export const RefundQuoteSchema = z.object({
  refund_amount: z.number(),
  fee: z.number(),
  amount_paid: z.number(),
  percent: z.number(),
  /** The policy step that applies now, in words (English). */
  policy_step: z.string(),
  /**
   * The step's last day (YYYY-MM-DD), for a page that words the step itself (issue 29): `percent`
   * back through it; with 0 %, the last day a refund was given; null when there never was one.
   */
  policy_step_until: z.string().nullable(),
});

export const CancelResultSchema = z.object({
  refund_amount: z.number(),
  /** refund_pending when money goes back; cancelled when none is due. */
  status: z.enum(['refund_pending', 'cancelled']),
});

export const CancellationProgressSchema = z.object({
  cancelled_at: z.string().nullable(),
  reason: z.string().nullable(),
  /** Registrations the queue has still to cancel. */
  registrations_left: z.number(),
  refunds: z.object({
    total: z.number(),
    refunded: z.number(),
    pending: z.number(),
    failed: z.number(),
    amount_total: z.number(),
    amount_refunded: z.number(),
  }),
});

export const RefundListQuerySchema = z.object({
  status: z.enum(REFUND_STATUSES).optional(),
  cursor: idField.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const RefundRowSchema = z.object({
  id: z.string(),
  participation_id: z.string().nullable(),
  event: z.object({ id: z.string(), title: z.string() }).nullable(),
  category_name: z.string().nullable(),
  participant: z.object({ name: z.string(), email: z.string() }).nullable(),
  amount: z.number(),
  currency: z.string(),
  reason: z.enum(REFUND_REASONS),
  note: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  payment_id: z.string(),
  provider_refund_id: z.string().nullable(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type RefundRow = z.infer<typeof RefundRowSchema>;
