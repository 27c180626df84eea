import { z } from 'zod';
import { idField } from '../ids';
import { CheckoutSchema, ParticipationSchema } from '../participations/schemas';

/** Category switches and transfers of a registration (issue 16). */

export const CHANGE_MSG = {
  sameCategory: 'Choose a different category',
  teamSizeDiffers: 'You can only switch to a category with the same team size',
  alreadyInCategory: 'You are already registered in this category',
  changedMeanwhile:
    'This registration changed while you were switching; reload the page and try again',
  transferNoAccount:
    'No participant account uses this email. Ask them to sign up on Matchday first.',
  transferSelf: 'You cannot hand a registration to yourself',
  transferNotPaid: 'Only a paid registration can be handed on',
  transferGone: 'This hand-over is no longer open',
  transferAlreadyRegistered: 'They are already registered in this category',
} as const;

export const SwitchRequestSchema = z.object({
  category_id: idField,
  /** The competitor's weight for a weight category (kg), when the new one asks for it. */
  weight_kg: z.coerce.number().int().min(1).max(500).nullish(),
});

export const SwitchResultSchema = z.object({
  /** switched: done now; awaiting_payment: the difference is to be paid in `checkout`. */
  status: z.enum(['switched', 'awaiting_payment']),
  refund_amount: z.number(),
  participation: ParticipationSchema,
  checkout: CheckoutSchema.nullable(),
});
export type SwitchResult = z.infer<typeof SwitchResultSchema>;

export const TransferRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email('Please enter a valid email address').max(254),
});
export const TransferAcceptSchema = z.object({
  weight_kg: z.coerce.number().int().min(1).max(500).nullish(),
});

export const TransferSchema = z.object({
  id: z.string(),
  participation_id: z.string(),
  event: z.object({ id: z.string(), title: z.string(), start_date: z.string() }),
  category_name: z.string(),
  /** Whether the category asks the competitor's weight (the recipient gives theirs). */
  needs_weight: z.boolean(),
  from: z.object({ name: z.string(), email: z.string() }),
  to: z.object({ name: z.string(), email: z.string() }),
  status: z.enum(['offered', 'accepted', 'declined', 'withdrawn']),
  created_at: z.string(),
});
export type Transfer = z.infer<typeof TransferSchema>;
