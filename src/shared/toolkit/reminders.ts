// The automatic reminders an event sends (issue 27): their kinds, when each goes out, and how the
// host's panel describes them. Zod-free: the app's event page reads it, the server's job too.

export const REMINDER_KINDS = [
  'payment_pending',
  'before_event',
  'waitlist_expiring',
  'closing_soon',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** An event's choice: each kind on or off. No choice saved is all on. */
export type ReminderChoice = Record<ReminderKind, boolean>;
export const DEFAULT_REMINDERS: ReminderChoice = {
  payment_pending: true,
  before_event: true,
  waitlist_expiring: true,
  closing_soon: true,
};

const HOUR = 3_600_000;

/** When each kind is due, in milliseconds (decision 039). */
export const REMINDER_TIMING = {
  /** A registration still unpaid this long after it was made. */
  paymentPendingAfter: 24 * HOUR,
  /** Before the event starts. */
  beforeEvent: 48 * HOUR,
  /** Before a waitlist offer runs out. */
  waitlistExpiring: 3 * HOUR,
  /** Before registration closes. */
  closingSoon: 24 * HOUR,
  /** A registration this fresh is still being paid for: no "you did not finish" yet. */
  closingSoonGrace: 1 * HOUR,
} as const;

/** The host's panel: each reminder's name and when it goes out, in one line. */
export const REMINDER_TEXT: Record<ReminderKind, { label: string; when: string }> = {
  payment_pending: {
    label: 'Payment still pending',
    when: 'To anyone whose registration is still unpaid 24 hours after they made it, with a link to pay.',
  },
  before_event: {
    label: 'Two days before the event',
    when: 'To every confirmed registration 48 hours before the start, with their ticket and the venue map.',
  },
  waitlist_expiring: {
    label: 'Waitlist offer running out',
    when: 'To anyone offered a freed place who has not accepted, 3 hours before the offer ends.',
  },
  closing_soon: {
    label: 'Registration closing tomorrow',
    when: 'To anyone who started a registration but did not pay, 24 hours before registration closes.',
  },
};
