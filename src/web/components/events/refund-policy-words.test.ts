import { afterEach, describe, expect, it } from 'vitest';
import { describeRefundPolicy, toStoredPolicy } from '../../../shared/refunds/policy-terms';
import { speak } from '../../test/speak';
import { eventRefundPolicyText } from './refund-policy-words';

// The event page's refund sentence in the page's language (issue 29): in English word for word
// the server's refund_policy_text, in Hindi with Hindi dates.

const dates = {
  start_date: '2026-12-20',
  registration_end_date: '2026-12-12',
  registration_end_time: '18:00',
};
const POLICIES = [
  null,
  { steps: [], fee: 0 },
  { steps: [], fee: 50 },
  { steps: [{ days_before: 10, percent: 80 }], fee: 125.5 },
  {
    steps: [
      { days_before: 14, percent: 100 },
      { days_before: 11, percent: 50 },
      { days_before: 3, percent: 0 },
    ],
    fee: 50,
  },
  {
    steps: [
      { days_before: 7, percent: 100 },
      { days_before: 30, percent: 100 },
      { days_before: 2, percent: 25 },
    ],
    fee: 0,
  },
];

afterEach(() => speak('en'));

describe("the event page's refund sentence", () => {
  it('is the server’s English sentence on an English page', () => {
    for (const refund_policy of POLICIES)
      expect(eventRefundPolicyText({ ...dates, refund_policy })).toBe(
        describeRefundPolicy({
          ...dates,
          refund_policy: refund_policy && toStoredPolicy(refund_policy),
        }),
      );
  });

  it('is Hindi on a Hindi page', () => {
    speak('hi');
    expect(eventRefundPolicyText({ ...dates, refund_policy: POLICIES[3]! })).toBe(
      '09 दिसंबर, 2026 तक 80% रिफ़ंड; इसके बाद कोई रिफ़ंड नहीं। हर रिफ़ंड में से ₹125.50 कैंसलेशन फ़ीस काटी जाएगी।',
    );
    expect(eventRefundPolicyText({ ...dates, refund_policy: POLICIES[5]! })).toBe(
      '19 नवंबर, 2026 तक पूरा रिफ़ंड; 12 दिसंबर, 2026 तक पूरा रिफ़ंड; 17 दिसंबर, 2026 तक 25% रिफ़ंड; इसके बाद कोई रिफ़ंड नहीं।',
    );
    expect(eventRefundPolicyText({ ...dates, refund_policy: POLICIES[2]! })).toBe(
      'इस इवेंट में कोई रिफ़ंड नहीं मिलेगा।',
    );
  });
});
