import type { MailRenderer } from '../../platform/mail/outbox';

/** Issue 27: the reminders as mail (to be built). */
export const reminderMails: MailRenderer[] = [];
