import { z } from 'zod';
import { formatDisplayDate } from '../date-format';
import { venueInstant } from '../events/registration-window';
import { formatPaise } from '../money/format-inr';

/**
 * A host's refund policy (issue 16): steps "until N days before the event starts → refund P %"
 * and an optional fixed cancellation fee. The one place the rule is written: the event page's
 * wording, the quote a participant sees and the refund the server makes all come from here.
 */

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

export type RefundStep = { days_before: number; percent: number };
/** As stored with the event: the fee in minor units (paise). */
export type StoredRefundPolicy = { steps: RefundStep[]; fee_minor: number };
/** As the API speaks it: the fee in rupees. */
export type RefundPolicy = { steps: RefundStep[]; fee: number };

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

/** Farthest from the event first: the order the steps apply in as time passes. */
const sortSteps = (steps: RefundStep[]) => [...steps].sort((a, b) => b.days_before - a.days_before);

export const toStoredPolicy = (p: RefundPolicy): StoredRefundPolicy => ({
  steps: sortSteps(p.steps),
  fee_minor: Math.round(p.fee * 100),
});
export const toApiPolicy = (p: StoredRefundPolicy): RefundPolicy => ({
  steps: sortSteps(p.steps),
  fee: p.fee_minor / 100,
});

type PolicyEvent = {
  refund_policy: StoredRefundPolicy | null;
  start_date: string;
  registration_end_date: string;
  registration_end_time: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** A calendar date `days` days before `date` (YYYY-MM-DD). */
function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** A step of the policy as it applies: refunds `percent` while now is before `until`. */
type Deadline = { percent: number; until: Date; lastDay: string };

/**
 * The policy's deadlines. A step "N days before" covers every day up to and including the day
 * N + 1 days before the start date: it ends at midnight (venue time) starting that Nth day.
 * The default policy ends when registration closes.
 */
function deadlines(e: PolicyEvent): Deadline[] {
  if (!e.refund_policy)
    return [
      {
        percent: 100,
        until: venueInstant(e.registration_end_date, e.registration_end_time),
        lastDay: e.registration_end_date,
      },
    ];
  return sortSteps(e.refund_policy.steps).map((s) => ({
    percent: s.percent,
    until: venueInstant(daysBefore(e.start_date, s.days_before)),
    lastDay: daysBefore(e.start_date, s.days_before + 1),
  }));
}

export type RefundQuote = {
  /** What goes back, in minor units: the step's share of the amount paid, less the fee. */
  refund_minor: number;
  fee_minor: number;
  percent: number;
  /** The step in words: "50 % until 08 December, 2026", or "No refund after 08 December, 2026". */
  step: string;
};

/** The refund a cancellation at `now` gives on `paidMinor` (exact to the paisa, rounded down). */
export function refundQuote(e: PolicyEvent, paidMinor: number, now: Date): RefundQuote {
  const all = deadlines(e);
  const step = all.find((d) => now < d.until);
  const fee = e.refund_policy?.fee_minor ?? 0;
  if (!step || step.percent === 0 || paidMinor === 0) {
    const ended = all.filter((d) => d.percent > 0 && d.until <= now).pop();
    return {
      refund_minor: 0,
      fee_minor: 0,
      percent: 0,
      step: ended ? `No refund after ${formatDisplayDate(ended.lastDay)}` : 'No refund',
    };
  }
  const share = Math.floor((paidMinor * step.percent) / 100);
  const feeKept = Math.min(fee, share);
  return {
    refund_minor: share - feeKept,
    fee_minor: feeKept,
    percent: step.percent,
    step: `${stepWords(step.percent)} until ${formatDisplayDate(step.lastDay)}`,
  };
}

/** Minor units as people read rupees in a sentence: ₹1,250 or ₹1,250.50. */
export const rupees = (minor: number) => formatPaise(minor, { fraction: 'paise' });

const stepWords = (percent: number) => (percent === 100 ? 'Full refund' : `${percent} % refund`);

/**
 * The policy in plain words for the event page: "Full refund until 05 December, 2026; 50 %
 * until 08 December, 2026; no refund after." and the fee, if any.
 */
export function describeRefundPolicy(e: PolicyEvent): string {
  const steps = deadlines(e).filter((d) => d.percent > 0);
  if (steps.length === 0) return 'No refunds for this event.';
  const parts = steps.map((d, i) =>
    i === 0
      ? `${stepWords(d.percent)} until ${formatDisplayDate(d.lastDay)}`
      : `${d.percent === 100 ? 'full refund' : `${d.percent} %`} until ${formatDisplayDate(d.lastDay)}`,
  );
  const fee = e.refund_policy?.fee_minor ?? 0;
  const feeText = fee > 0 ? ` A cancellation fee of ${rupees(fee)} is kept from a refund.` : '';
  return `${parts.join('; ')}; no refund after.${feeText}`;
}
