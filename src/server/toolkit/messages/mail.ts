import type { MailRenderer } from '../../platform/mail/outbox';

/** Issue 27: a host's message as mail (to be built). */
export const messageMails: MailRenderer[] = [];
