import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ROUTES } from '../../shared/routes';
import { href } from '../../shared/href';
import { formatDisplayDate } from '../../shared/date-format';
import type { Db } from '../platform/db/client';
import { events, participations, users, type EventRow } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import type { MailMessage } from '../platform/mail/mailer';
import { queueMail } from '../platform/mail/outbox';
import { layout } from '../platform/mail/templates';
import { quoted, userText } from '../platform/mail/user-text';
import { defineMail } from '../platform/mail/outbox';
import { queueWhatsApp } from '../platform/whatsapp/queue';

/** One corrected detail as participants read it: 'Date', '12 March, 2027' → '14 March, 2027'. */
export type EventChange = { label: 'Date' | 'Time' | 'Venue'; from: string; to: string };

/** Mailed to each paid participant when a published event's date, time or venue changes. */
export type EventChangedMailJob = {
  kind: 'event_changed';
  event_id: string;
  participation_id: string;
  changes: EventChange[];
};

type Details = Pick<
  EventRow,
  'start_date' | 'end_date' | 'event_start_time' | 'event_end_time' | 'venue_name' | 'venue_address'
>;

function clock(value: string | null): string {
  const m = /^(\d{2}):(\d{2})/.exec(value ?? '');
  if (!m) return '';
  const h = Number(m[1]);
  return `${h % 12 || 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

const dates = (e: Details) =>
  e.start_date === e.end_date
    ? formatDisplayDate(e.start_date)
    : `${formatDisplayDate(e.start_date)} – ${formatDisplayDate(e.end_date)}`;
const times = (e: Details) =>
  [clock(e.event_start_time), clock(e.event_end_time)].filter(Boolean).join(' – ') || 'not set';
const venue = (e: Details) => `${e.venue_name}, ${e.venue_address}`;

/** What a participant needs to hear about between two versions of an event. */
export function eventChanges(before: Details, after: Details): EventChange[] {
  const changes: EventChange[] = [];
  for (const [label, show] of [
    ['Date', dates],
    ['Time', times],
    ['Venue', venue],
  ] as const) {
    const from = show(before);
    const to = show(after);
    if (from !== to) changes.push({ label, from, to });
  }
  return changes;
}

/**
 * One mail job per paid, not cancelled registration, in the transaction of the change (after the
 * event's row is updated), and a WhatsApp message (issue 29) to each of their holders who opted
 * in: once per person and version of the event (its revision), whatever their registrations.
 */
export async function queueChangeMails(
  deps: Pick<Deps, 'jobs' | 'config'>,
  tx: Db,
  eventId: string,
  changes: EventChange[],
) {
  const paid = await tx
    .select({ id: participations.id, user_id: participations.participant_id })
    .from(participations)
    .where(
      and(
        eq(participations.event_id, eventId),
        eq(participations.payment_status, 'captured'),
        isNull(participations.cancelled_at),
      ),
    );
  for (const p of paid)
    await queueMail(deps, tx, {
      kind: 'event_changed',
      event_id: eventId,
      participation_id: p.id,
      changes,
    });
  if (paid.length === 0) return;
  const [event] = await tx
    .select({ title: events.title, revision: events.revision })
    .from(events)
    .where(eq(events.id, eventId));
  const holders = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(paid.map((p) => p.user_id))]));
  // A venue is the host's words: link-like parts broken, as in the mail.
  const said = changes.map((c) => `${c.label}: ${userText(c.to)} (was ${userText(c.from)})`);
  const link = `${deps.config.publicUrl}${href(ROUTES.eventDetails, { eventId })}`;
  for (const holder of holders)
    await queueWhatsApp(deps, tx, {
      user_id: holder.id,
      template: 'event_changed',
      params: {
        name: userText(holder.name, 60),
        event: quoted(event!.title, 100),
        changes: said.join('; '),
        link,
      },
      dedupe_key: `event-changed:${eventId}:${event!.revision}:${holder.id}`,
    });
}

/** The message, made when it is sent; none when the registration was cancelled meanwhile. */
async function eventChangedMessage(
  deps: Deps,
  job: EventChangedMailJob,
): Promise<MailMessage | null> {
  const [row] = await deps.db
    .select({ title: events.title, name: users.name, email: users.email })
    .from(participations)
    .innerJoin(events, eq(events.id, participations.event_id))
    .innerJoin(users, eq(users.id, participations.participant_id))
    .where(
      and(
        eq(participations.id, job.participation_id),
        eq(participations.payment_status, 'captured'),
        isNull(participations.cancelled_at),
      ),
    );
  if (!row) return null;
  const link = `${deps.config.publicUrl}${href(ROUTES.eventDetails, { eventId: job.event_id })}`;
  const lines = [
    `Hi ${userText(row.name)},`,
    `The organiser of ${quoted(row.title)}, which you are registered for, has changed its details:`,
    // A venue is the host's words: link-like parts broken like any user text.
    ...job.changes.map((c) => `${c.label}: ${userText(c.to)} (was ${userText(c.from)})`),
    'Your registration stays as it is. If you can no longer take part, please contact the organiser.',
  ];
  return {
    to: row.email,
    subject: `Changed: ${quoted(row.title, 80)}`,
    text: `${lines.join('\n\n')}\n\nSee the event: ${link}\n`,
    html: layout(
      'An event you are registered for has changed',
      lines,
      { label: 'See the event', url: link },
      { footer: 'Matchday · You get this email because you are registered for this event.' },
    ),
  };
}

declare module '../platform/mail/outbox' {
  interface MailKinds {
    event_changed: EventChangedMailJob;
  }
}

export const eventChangedMail = defineMail<EventChangedMailJob>(
  ['event_changed'],
  eventChangedMessage,
);
