import { z } from 'zod';
import { formEmailField, requiredText } from '../auth/rules';
import { requiredMessage } from '../messages';
import { EVENT_CONTACT_MSG } from './messages';

/**
 * "Contact organiser" (issue 13): a message the server mails to an event's host, who answers by
 * replying (Reply-To is the sender); the sender never sees the host's address. `website` is a
 * honeypot: a field people never see, so only bots fill it in.
 */
export const EventContactSchema = z.object({
  // One line: the name goes into the mail's subject.
  name: requiredText('Name', 100).transform((v) => v.replace(/\s+/g, ' ')),
  email: formEmailField,
  message: z
    .string({ error: requiredMessage('Message') })
    .trim()
    .min(1, requiredMessage('Message'))
    .min(10, EVENT_CONTACT_MSG.messageLength)
    .max(2000, EVENT_CONTACT_MSG.messageLength),
  website: z.string().max(200).optional(),
});
export type EventContact = z.input<typeof EventContactSchema>;
