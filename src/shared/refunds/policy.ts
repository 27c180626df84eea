import { z } from 'zod';
import { sortSteps } from './policy-terms';

/**
 * A host's refund policy (issue 16): steps "until N days before the event starts → refund P %"
 * and an optional fixed cancellation fee. The one place the rule is written: the event page's
 * wording, the quote a participant sees and the refund the server makes all come from here: the
 * rules a host's input is checked by below, the terms and their wording in policy-terms.ts.
 */

// Zod-free, so a public page words a policy without loading zod.
export {
  describeRefundPolicy,
  refundQuote,
  rupees,
  toApiPolicy,
  toStoredPolicy,
  type RefundQuote,
  type StoredRefundPolicy,
} from './policy-terms';

export const REFUND_MSG = {
  stepsOrder: 'A step closer to the event cannot refund more than an earlier one',
  stepsUnique: 'Each step needs its own number of days',
  tooManySteps: 'A refund policy has at most 5 steps',
  alreadyCancelled: 'This registration is already cancelled',
  eventCancelled: 'This event has been cancelled',
  eventAlreadyCancelled: 'This event is already cancelled',
  eventOver: 'This event is over; its registrations can no longer be cancelled',
  reasonRequired: 'Please give a reason; it is mailed to every participant',
  notFailed: 'Only a failed refund can be tried again',
  feeAbovePrice: 'The cancellation fee cannot be more than the entry fee of a paid category',
} as const;

const StepSchema = z.object({
  days_before: z.coerce.number().int().min(0).max(365),
  percent: z.coerce.number().int().min(0).max(100),
});

/** Event writes: `refund_policy` (null or left out: the default policy). */
export const RefundPolicySchema = z
  .object({
    steps: z.array(StepSchema).max(5, REFUND_MSG.tooManySteps),
    fee: z.coerce.number().min(0).max(100000).multipleOf(0.01).default(0),
  })
  .superRefine((p, ctx) => {
    const days = p.steps.map((s) => s.days_before);
    if (new Set(days).size !== days.length)
      ctx.addIssue({ code: 'custom', message: REFUND_MSG.stepsUnique, path: ['steps'] });
    const sorted = sortSteps(p.steps);
    if (sorted.some((s, i) => i > 0 && s.percent > sorted[i - 1]!.percent))
      ctx.addIssue({ code: 'custom', message: REFUND_MSG.stepsOrder, path: ['steps'] });
  });

/**
 * A fee (paise) above the cheapest paid category's price (paise) would leave a participant who
 * cancels owing money. Free categories have nothing to refund and set no limit.
 */
export function feeExceedsPrice(feeMinor: number, pricesMinor: number[]): boolean {
  const paid = pricesMinor.filter((p) => p > 0);
  return paid.length > 0 && feeMinor > Math.min(...paid);
}
