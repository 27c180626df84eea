import { z } from 'zod';
import { idField } from '../ids';

/**
 * An event's cancelled registrations with how their refunds stand (issue 24): the host's
 * Cancelled tab, polled while refunds are still on their way.
 */

const REFUND_STATES = ['refund_pending', 'refunded', 'refund_failed'] as const;
/** Why a registration ended; the refund reasons of a cancellation (refunds/schemas.ts). */
const CANCEL_REASONS = ['event_cancelled', 'participant_cancelled', 'host_removed'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CancelledRegistrationsQuerySchema = z.object({
  cursor: idField.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const CancelledRegistrationSchema = z.object({
  id: z.string(),
  category: z.object({ id: z.string(), name: z.string() }),
  /** Who competed: the dependant's name, else the account holder's. */
  competitor_name: z.string(),
  team_name: z.string().nullable(),
  participant: z.object({ name: z.string(), email: z.string() }),
  /** What was paid for it; 0 when it was never paid. */
  amount_paid: z.number(),
  currency: z.string(),
  cancelled_at: z.string(),
  reason: z.enum(CANCEL_REASONS),
  /** The host's reason (a removal, the event's cancellation), as mailed to the participant. */
  note: z.string().nullable(),
  /**
   * Its cancellation's refund, its parts (one per payment) taken together: failed if any part
   * failed, else on its way if any part is, else made. `at`: when made, refused or owed. Null
   * when nothing was owed back.
   */
  refund: z
    .object({ status: z.enum(REFUND_STATES), amount: z.number(), at: z.string() })
    .nullable(),
});
export type CancelledRegistration = z.infer<typeof CancelledRegistrationSchema>;
