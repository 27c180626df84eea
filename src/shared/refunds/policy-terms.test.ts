import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../date-format';
import {
  describeRefundPolicy,
  wordRefundPolicy,
  describeRefundStep,
  refundPolicyTerms,
  refundQuote,
  type PolicyEvent,
  type RefundPolicyWording,
  type RefundStepWording,
} from './policy-terms';

// A refund policy's terms and their wording (issues 16 and 29): the server's English sentence
// (the API's refund_policy_text and the quote's step) word for word, and the same parts in
// another wording, as the web says them in the page's language.

const EVENT: PolicyEvent = {
  start_date: '2026-12-20',
  registration_end_date: '2026-12-12',
  registration_end_time: '18:00',
  refund_policy: null,
};
const STEPPED: PolicyEvent = {
  ...EVENT,
  refund_policy: {
    steps: [
      { days_before: 11, percent: 50 },
      { days_before: 14, percent: 100 },
      { days_before: 3, percent: 0 },
    ],
    fee_minor: 5000,
  },
};
/** An instant in India time. */
const at = (local: string) => new Date(`${local}+05:30`);

describe('the terms of a policy', () => {
  it('lists the steps that give something back, farthest first, each to its last day', () => {
    expect(refundPolicyTerms(STEPPED)).toEqual({
      steps: [
        { percent: 100, until: '2026-12-05' },
        { percent: 50, until: '2026-12-08' },
      ],
      fee_minor: 5000,
    });
    // The default: in full until registration closes.
    expect(refundPolicyTerms(EVENT)).toEqual({
      steps: [{ percent: 100, until: '2026-12-12' }],
      fee_minor: 0,
    });
  });
});

describe('the policy in English (the API and the mails)', () => {
  it('words each kind of policy as the event page always has', () => {
    expect(describeRefundPolicy(STEPPED)).toBe(
      'Full refund until 05 December, 2026; 50 % until 08 December, 2026; no refund after. ' +
        'A cancellation fee of ₹50 is kept from a refund.',
    );
    expect(describeRefundPolicy(EVENT)).toBe(
      'Full refund until 12 December, 2026; no refund after.',
    );
    const policy = (steps: { days_before: number; percent: number }[], fee_minor = 0) => ({
      ...EVENT,
      refund_policy: { steps, fee_minor },
    });
    expect(describeRefundPolicy(policy([{ days_before: 10, percent: 80 }], 12550))).toBe(
      '80 % refund until 09 December, 2026; no refund after. ' +
        'A cancellation fee of ₹125.50 is kept from a refund.',
    );
    expect(
      describeRefundPolicy(
        policy([
          { days_before: 5, percent: 100 },
          { days_before: 10, percent: 100 },
        ]),
      ),
    ).toBe(
      'Full refund until 09 December, 2026; full refund until 14 December, 2026; no refund after.',
    );
    expect(describeRefundPolicy({ ...EVENT, refund_policy: { steps: [], fee_minor: 5000 } })).toBe(
      'No refunds for this event.',
    );
  });
});

describe('the policy in another wording', () => {
  const seen: Array<[number, string, boolean]> = [];
  const words: RefundPolicyWording = {
    step: (percent, date, first) => {
      seen.push([percent, date, first]);
      return `${date} तक ${percent}%`;
    },
    steps: (steps) => `${steps}; इसके बाद कुछ नहीं।`,
    fee: (amount) => `फ़ीस ${amount}।`,
    none: () => 'कोई रिफ़ंड नहीं।',
    date: (day) => formatDisplayDate(day, 'hi'),
  };

  it('puts the parts together with the dates and the fee written by the wording', () => {
    expect(wordRefundPolicy(STEPPED, words)).toBe(
      '05 दिसंबर, 2026 तक 100%; 08 दिसंबर, 2026 तक 50%; इसके बाद कुछ नहीं। फ़ीस ₹50।',
    );
    // The first step is told it opens the sentence (English writes it differently).
    expect(seen).toEqual([
      [100, '05 दिसंबर, 2026', true],
      [50, '08 दिसंबर, 2026', false],
    ]);
    expect(wordRefundPolicy({ ...EVENT, refund_policy: { steps: [], fee_minor: 0 } }, words)).toBe(
      'कोई रिफ़ंड नहीं।',
    );
  });
});

describe("a quote's step", () => {
  const hindi: RefundStepWording = {
    until: (percent, date) => `${date} तक ${percent}% रिफ़ंड`,
    after: (date) => `${date} के बाद कोई रिफ़ंड नहीं`,
    none: () => 'कोई रिफ़ंड नहीं',
    date: (day) => formatDisplayDate(day, 'hi'),
  };

  it('carries its last day, and says it in English or in the wording given', () => {
    const early = refundQuote(STEPPED, 100000, at('2026-12-01T10:00'));
    expect(early).toMatchObject({ percent: 100, until: '2026-12-05', refund_minor: 95000 });
    expect(early.step).toBe('Full refund until 05 December, 2026');
    expect(describeRefundStep(early, hindi)).toBe('05 दिसंबर, 2026 तक 100% रिफ़ंड');

    const middle = refundQuote(STEPPED, 100000, at('2026-12-07T23:59'));
    expect(middle).toMatchObject({ percent: 50, until: '2026-12-08', refund_minor: 45000 });
    expect(middle.step).toBe('50 % refund until 08 December, 2026');

    // After the last step that refunds: its last day is when refunds ended.
    const late = refundQuote(STEPPED, 100000, at('2026-12-09T00:00'));
    expect(late).toMatchObject({ percent: 0, until: '2026-12-08', refund_minor: 0 });
    expect(late.step).toBe('No refund after 08 December, 2026');
    expect(describeRefundStep(late, hindi)).toBe('08 दिसंबर, 2026 के बाद कोई रिफ़ंड नहीं');
  });

  it('has no day when the policy never refunded anything', () => {
    const never = refundQuote(
      { ...EVENT, refund_policy: { steps: [], fee_minor: 0 } },
      100000,
      at('2026-12-01T10:00'),
    );
    expect(never).toMatchObject({ percent: 0, until: null, step: 'No refund' });
    expect(describeRefundStep(never, hindi)).toBe('कोई रिफ़ंड नहीं');
  });
});
