import { formatDisplayDate } from '../date-format';
import { venueInstant } from '../events/registration-window';
import { formatPaise } from '../money/format-inr';

/**
 * A refund policy's terms (issue 16) and their wording, without zod (policy.ts holds the rules a
 * host's input is checked by), so a public page can word the policy itself: the event page says
 * it in the reader's language (issue 29). The server words it in English (the API's
 * `refund_policy_text` and the quote's `policy_step`); the web passes a wording made of its
 * messages and dates in the page's language.
 */

export type RefundStep = { days_before: number; percent: number };
/** As stored with the event: the fee in minor units (paise). */
export type StoredRefundPolicy = { steps: RefundStep[]; fee_minor: number };
/** As the API speaks it: the fee in rupees. */
export type RefundPolicy = { steps: RefundStep[]; fee: number };

/** Farthest from the event first: the order the steps apply in as time passes. */
export const sortSteps = (steps: RefundStep[]) =>
  [...steps].sort((a, b) => b.days_before - a.days_before);

export const toStoredPolicy = (p: RefundPolicy): StoredRefundPolicy => ({
  steps: sortSteps(p.steps),
  fee_minor: Math.round(p.fee * 100),
});
export const toApiPolicy = (p: StoredRefundPolicy): RefundPolicy => ({
  steps: sortSteps(p.steps),
  fee: p.fee_minor / 100,
});

export type PolicyEvent = {
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

/** The last day a step "until N days before `start`" refunds on: N + 1 days before it. */
const lastDayOf = (start: string, days: number) => daysBefore(start, days + 1);

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
    lastDay: lastDayOf(e.start_date, s.days_before),
  }));
}

/** Minor units as people read rupees in a sentence: ₹1,250 or ₹1,250.50. */
export const rupees = (minor: number) => formatPaise(minor, { fraction: 'paise' });

/**
 * The step a refund falls in: `percent` % back through the day `until` (YYYY-MM-DD); with 0 %,
 * `until` is the last day a refund was given, and null says there never was one.
 */
export type RefundStepTerms = { percent: number; until: string | null };

/** How a quote's step is said: each part in the reader's words, with its date already written. */
export type RefundStepWording = {
  /** 'Full refund until 05 December, 2026', '50 % refund until 08 December, 2026'. */
  until: (percent: number, date: string) => string;
  /** 'No refund after 08 December, 2026'. */
  after: (date: string) => string;
  /** 'No refund'. */
  none: () => string;
  /** A calendar day (YYYY-MM-DD) as the reader reads it. */
  date: (day: string) => string;
};

const stepWords = (percent: number) => (percent === 100 ? 'Full refund' : `${percent} % refund`);

/** The server's (and the API's) words: English. */
const ENGLISH_STEP: RefundStepWording = {
  until: (percent, date) => `${stepWords(percent)} until ${date}`,
  after: (date) => `No refund after ${date}`,
  none: () => 'No refund',
  date: (day) => formatDisplayDate(day),
};

/** A quote's step in `words`: "50 % refund until 08 December, 2026", "No refund after …". */
export function describeRefundStep(terms: RefundStepTerms, words: RefundStepWording): string {
  if (terms.until === null) return words.none();
  const date = words.date(terms.until);
  return terms.percent > 0 ? words.until(terms.percent, date) : words.after(date);
}

export type RefundQuote = RefundStepTerms & {
  /** What goes back, in minor units: the step's share of the amount paid, less the fee. */
  refund_minor: number;
  fee_minor: number;
  /** The step in English: "50 % refund until 08 December, 2026", or "No refund after …". */
  step: string;
};

/** The refund a cancellation at `now` gives on `paidMinor` (exact to the paisa, rounded down). */
export function refundQuote(e: PolicyEvent, paidMinor: number, now: Date): RefundQuote {
  const all = deadlines(e);
  const step = all.find((d) => now < d.until);
  const fee = e.refund_policy?.fee_minor ?? 0;
  if (!step || step.percent === 0 || paidMinor === 0) {
    const ended = all.filter((d) => d.percent > 0 && d.until <= now).pop();
    const terms = { percent: 0, until: ended?.lastDay ?? null };
    return {
      refund_minor: 0,
      fee_minor: 0,
      ...terms,
      step: describeRefundStep(terms, ENGLISH_STEP),
    };
  }
  const share = Math.floor((paidMinor * step.percent) / 100);
  const feeKept = Math.min(fee, share);
  const terms = { percent: step.percent, until: step.lastDay };
  return {
    refund_minor: share - feeKept,
    fee_minor: feeKept,
    ...terms,
    step: describeRefundStep(terms, ENGLISH_STEP),
  };
}

/**
 * A policy's terms as a reader is told them: the steps that give something back, farthest from
 * the event first, each `percent` % through the day `until` (YYYY-MM-DD, the last day the
 * quote's deadlines give it); and the fee (paise).
 */
export type RefundPolicyTerms = {
  steps: { percent: number; until: string }[];
  fee_minor: number;
};

export function refundPolicyTerms(e: PolicyEvent): RefundPolicyTerms {
  const policy = e.refund_policy;
  return {
    steps: policy
      ? sortSteps(policy.steps)
          .filter((s) => s.percent > 0)
          .map((s) => ({ percent: s.percent, until: lastDayOf(e.start_date, s.days_before) }))
      : [{ percent: 100, until: e.registration_end_date }],
    fee_minor: policy?.fee_minor ?? 0,
  };
}

/** How a policy is said: each part in the reader's words, dates and amounts already written. */
export type RefundPolicyWording = {
  /** A step: 'Full refund until 05 December, 2026' first, '50 % until 08 December, 2026' after. */
  step: (percent: number, date: string, first: boolean) => string;
  /** The steps, joined by '; ', and the end of them: '…; no refund after.' */
  steps: (steps: string) => string;
  /** 'A cancellation fee of ₹50 is kept from a refund.' */
  fee: (amount: string) => string;
  /** 'No refunds for this event.' */
  none: () => string;
  /** A calendar day (YYYY-MM-DD) as the reader reads it. */
  date: (day: string) => string;
};

/** The server's (and the API's) words: English. */
const ENGLISH_POLICY: RefundPolicyWording = {
  step: (percent, date, first) =>
    first
      ? `${stepWords(percent)} until ${date}`
      : `${percent === 100 ? 'full refund' : `${percent} %`} until ${date}`,
  steps: (steps) => `${steps}; no refund after.`,
  fee: (amount) => `A cancellation fee of ${amount} is kept from a refund.`,
  none: () => 'No refunds for this event.',
  date: (day) => formatDisplayDate(day),
};

/**
 * The policy in `words`, for the event page: "Full refund until 05 December, 2026; 50 % until
 * 08 December, 2026; no refund after." and the fee, if any. (The English ones stay out of a
 * page's JavaScript: the web gives its own.)
 */
export function wordRefundPolicy(e: PolicyEvent, words: RefundPolicyWording): string {
  const { steps, fee_minor } = refundPolicyTerms(e);
  if (steps.length === 0) return words.none();
  const text = words.steps(
    steps.map((s, i) => words.step(s.percent, words.date(s.until), i === 0)).join('; '),
  );
  return fee_minor > 0 ? `${text} ${words.fee(rupees(fee_minor))}` : text;
}

/** The policy in English: the API's `refund_policy_text`. */
export const describeRefundPolicy = (e: PolicyEvent) => wordRefundPolicy(e, ENGLISH_POLICY);
