import { z } from 'zod';
import { formatDisplayDate, formatIndiaClock } from '../date-format';
import { formatCount } from '../money/format-inr';

/**
 * Messages (issue 27, decision 038): a host writes to the participants of an event, an admin to
 * every host. The rules and texts both sides use; the server's use cases are in
 * src/server/toolkit/messages.
 */

/** Messages per event (a host's), or to all hosts (admins'), in any rolling 24 hours. */
export const MESSAGES_PER_DAY = 3;
export const MESSAGE_WINDOW_MS = 24 * 60 * 60 * 1000;

const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 150;
const BODY_MIN = 10;
export const BODY_MAX = 5000;

export const MESSAGE_MSG = {
  subjectShort: `Subject must be at least ${SUBJECT_MIN} characters`,
  subjectLong: `Subject must be at most ${SUBJECT_MAX} characters`,
  bodyShort: `Message must be at least ${BODY_MIN} characters`,
  bodyLong: `Message must be at most ${formatCount(BODY_MAX)} characters`,
  categoryNotInEvent: 'This category is not part of the event',
  nobody: 'Nobody matches these filters',
  sent: 'Your message is on its way',
} as const;

export const PAYMENT_FILTERS = ['paid', 'pending'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

const subjectField = z
  .string()
  .trim()
  .min(SUBJECT_MIN, MESSAGE_MSG.subjectShort)
  .max(SUBJECT_MAX, MESSAGE_MSG.subjectLong);
const bodyField = z
  .string()
  .trim()
  .min(BODY_MIN, MESSAGE_MSG.bodyShort)
  .max(BODY_MAX, MESSAGE_MSG.bodyLong);

/** The dialog's form: what is checked before anything is sent. */
export const MessageDraftSchema = z.object({ subject: subjectField, body: bodyField });

/**
 * The 429 text: how many may be sent and when the next one may go, in India time ("after 14:05",
 * "after 09:10 tomorrow"). `nextAt` is rounded up to the minute, so the time said is never early.
 */
export function limitText(audience: 'participants' | 'hosts', nextAt: Date, now: Date): string {
  const at = new Date(Math.ceil(nextAt.getTime() / 60_000) * 60_000);
  const day = formatDisplayDate(at) === formatDisplayDate(now) ? '' : ' tomorrow';
  const what =
    audience === 'participants'
      ? `You can send up to ${MESSAGES_PER_DAY} messages per event in 24 hours.`
      : `You can send up to ${MESSAGES_PER_DAY} messages to all hosts in 24 hours.`;
  return `${what} You can send the next one after ${formatIndiaClock(at)}${day}.`;
}
