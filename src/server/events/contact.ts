import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { eventPagePath } from '../../shared/events/event-links';
import type { EventContactSchema } from '../../shared/event-contact/schemas';
import { MSG } from '../../shared/messages';
import { events, users } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import type { MailMessage } from '../platform/mail/mailer';
import { queueMail } from '../platform/mail/outbox';
import { mailText } from '../platform/i18n/messages';
import { contactOrganiserMessage } from '../platform/mail/templates';
import { LIMITS } from '../platform/rate-limit/limits';
import { defineMail } from '../platform/mail/outbox';

type ContactInput = z.output<typeof EventContactSchema>;

/**
 * A visitor's message to an event's host. The job carries the message itself (it is the
 * visitor's own text, no secret), but not the host's address: the worker looks the host up when
 * it sends, so the address is never in a request, an answer or a job row.
 */
export type EventContactMailJob = {
  kind: 'event_contact';
  event_id: string;
  name: string;
  email: string;
  message: string;
};

/**
 * "Contact organiser" (issue 13): queues one mail to the host of a published event, Reply-To the
 * sender. Counted per IP before anything else, then per event once it is known to exist. A filled
 * honeypot gets the same answer as a real message and sends nothing.
 */
export async function contactOrganiser(
  deps: Deps,
  eventId: string,
  input: ContactInput,
  ip: string,
): Promise<void> {
  await deps.rateLimit([[LIMITS.contactPerIp, ip]]);
  const [event] = await deps.db
    .select({ status: events.status })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event || event.status !== 'published') throw new AppError('not_found', MSG.notFound);
  await deps.rateLimit([[LIMITS.contactPerEvent, eventId]]);
  if (input.website) {
    deps.log.info({ event_id: eventId }, 'contact message dropped: honeypot filled');
    return;
  }
  await deps.jobs.transaction((tx) =>
    queueMail(deps, tx, {
      kind: 'event_contact',
      event_id: eventId,
      name: input.name,
      email: input.email,
      message: input.message,
    }),
  );
}

/** The mail to the host, made when it is sent; none if the event has gone meanwhile. */
async function eventContactMessage(
  deps: Deps,
  job: EventContactMailJob,
): Promise<MailMessage | null> {
  const [row] = await deps.db
    .select({
      title: events.title,
      hostName: users.name,
      hostEmail: users.email,
      hostLanguage: users.language,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.host_id))
    .where(eq(events.id, job.event_id))
    .limit(1);
  if (!row) return null;
  return contactOrganiserMessage(
    {
      to: row.hostEmail,
      hostName: row.hostName,
      title: row.title,
      link: `${deps.config.publicUrl}${eventPagePath(job.event_id)}`,
      from: { name: job.name, email: job.email },
      message: job.message,
    },
    mailText(row.hostLanguage),
  );
}

declare module '../platform/mail/outbox' {
  interface MailKinds {
    event_contact: EventContactMailJob;
  }
}

export const eventContactMail = defineMail<EventContactMailJob>(
  ['event_contact'],
  eventContactMessage,
);
