import type { Event } from '../../../shared/events/schemas';
import {
  toStoredPolicy,
  wordRefundPolicy,
  type PolicyEvent,
  type RefundPolicyWording,
} from '../../../shared/refunds/policy-terms';
import { formatDisplayDate } from '../../i18n/dates';
import { t } from '../../i18n/i18n';

/**
 * A refund policy as the event page says it, in the page's language (issue 29): the shared
 * wording's parts (policy-terms.ts) with the `event` messages and the page's dates. The server's
 * `refund_policy_text` is the same sentence in English, for the API and the mails.
 */
const WORDS: RefundPolicyWording = {
  step: (percent, date, first) =>
    t(first ? 'event.refund.firstStep' : 'event.refund.nextStep', { percent, date }),
  steps: (steps) => t('event.refund.steps', { steps }),
  fee: (fee) => t('event.refund.fee', { fee }),
  none: () => t('event.refund.none'),
  date: formatDisplayDate,
};

/** A policy (as stored: the fee in paise) on an event's dates, in the page's words. */
export const refundPolicyText = (event: PolicyEvent) => wordRefundPolicy(event, WORDS);

/** An event's policy as the API sends it (null: the default), in the page's words. */
export const eventRefundPolicyText = (
  event: Pick<
    Event,
    'refund_policy' | 'start_date' | 'registration_end_date' | 'registration_end_time'
  >,
) =>
  refundPolicyText({
    ...event,
    refund_policy: event.refund_policy ? toStoredPolicy(event.refund_policy) : null,
  });
