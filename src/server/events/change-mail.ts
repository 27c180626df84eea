import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ROUTES } from '../../shared/routes';
import { href } from '../../shared/href';
import { formatDisplayDate } from '../../shared/date-format';
import type { MailKey } from '../../shared/i18n/catalogs';
import type { Db } from '../platform/db/client';
import { events, participations, users, type EventRow } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { mailText, type MailText } from '../platform/i18n/messages';
import type { MailMessage } from '../platform/mail/mailer';
import { queueMail } from '../platform/mail/outbox';
import { layout } from '../platform/mail/templates';
import { quoted, userText } from '../platform/mail/user-text';
import { defineMail } from '../platform/mail/outbox';
import { queueWhatsApp } from '../platform/whatsapp/queue';

/**
 * One corrected detail, in English as before: 'Date', '12 March, 2027' → '14 March, 2027'. A date
 * or a time carries the stored values it was written from (`facts`), so each participant reads
 * it in their language (issue 29); a venue is the host's words, and a job queued before has only
 * the English.
 */
export type EventChange = {
  label: 'Date' | 'Time' | 'Venue';
  from: string;
  to: string;
  facts?: { from: Partial<Details>; to: Partial<Details> };
};

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

function clock(value: string | null | undefined): string {
  const m = /^(\d{2}):(\d{2})/.exec(value ?? '');
  if (!m) return '';
  const h = Number(m[1]);
  return `${h % 12 || 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Each detail as a reader sees it, in `m`'s language, and the stored values it is made of. */
const DETAILS = {
  Date: {
    key: 'mail.ev.changed.date',
    facts: ['start_date', 'end_date'],
    show: (e: Partial<Details>, m: MailText) =>
      e.start_date === e.end_date
        ? formatDisplayDate(e.start_date, m.language)
        : `${formatDisplayDate(e.start_date, m.language)} – ${formatDisplayDate(e.end_date, m.language)}`,
  },
  Time: {
    key: 'mail.ev.changed.time',
    facts: ['event_start_time', 'event_end_time'],
    show: (e: Partial<Details>, m: MailText) =>
      [clock(e.event_start_time), clock(e.event_end_time)].filter(Boolean).join(' – ') ||
      m('mail.ev.changed.notSet'),
  },
  Venue: {
    key: 'mail.ev.changed.venue',
    facts: [],
    show: (e: Partial<Details>) => `${e.venue_name}, ${e.venue_address}`,
  },
} as const satisfies Record<
  EventChange['label'],
  {
    key: MailKey;
    facts: ReadonlyArray<keyof Details>;
    show: (e: Partial<Details>, m: MailText) => string;
  }
>;

/**
 * 'Venue: Lake Grounds, MG Road (was City Stadium, MG Road)' in the reader's language, as the
 * mail and the WhatsApp message say it. A venue is the host's words: link-like parts broken like
 * any user text.
 */
function changeLine(c: EventChange, m: MailText): string {
  const detail = DETAILS[c.label];
  const from = c.facts ? detail.show(c.facts.from, m) : c.from;
  const to = c.facts ? detail.show(c.facts.to, m) : c.to;
  return m('mail.ev.changed.change', {
    label: m(detail.key),
    to: userText(to),
    from: userText(from),
  });
}

/** What a participant needs to hear about between two versions of an event. */
export function eventChanges(before: Details, after: Details): EventChange[] {
  const english = mailText('en');
  const changes: EventChange[] = [];
  for (const label of ['Date', 'Time', 'Venue'] as const) {
    const { show, facts } = DETAILS[label];
    const from = show(before, english);
    const to = show(after, english);
    if (from === to) continue;
    const pick = (e: Details) => Object.fromEntries(facts.map((f) => [f, e[f]]));
    changes.push(
      facts.length > 0
        ? { label, from, to, facts: { from: pick(before), to: pick(after) } }
        : { label, from, to },
    );
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
    .select({ id: users.id, name: users.name, language: users.language })
    .from(users)
    .where(inArray(users.id, [...new Set(paid.map((p) => p.user_id))]));
  const link = `${deps.config.publicUrl}${href(ROUTES.eventDetails, { eventId })}`;
  for (const holder of holders) {
    const m = mailText(holder.language);
    await queueWhatsApp(deps, tx, {
      user_id: holder.id,
      template: 'event_changed',
      params: {
        name: userText(holder.name, 60),
        event: quoted(event!.title, 100),
        // What changed in the holder's language (the message's is theirs, queue.ts).
        changes: changes.map((c) => changeLine(c, m)).join('; '),
        link,
      },
      dedupe_key: `event-changed:${eventId}:${event!.revision}:${holder.id}`,
    });
  }
}

/**
 * The message, made when it is sent, in the participant's language; none when the registration
 * was cancelled meanwhile.
 */
async function eventChangedMessage(
  deps: Deps,
  job: EventChangedMailJob,
): Promise<MailMessage | null> {
  const [row] = await deps.db
    .select({
      title: events.title,
      name: users.name,
      email: users.email,
      language: users.language,
    })
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
  const m = mailText(row.language);
  const link = `${deps.config.publicUrl}${href(ROUTES.eventDetails, { eventId: job.event_id })}`;
  const lines = [
    m('mail.ev.greeting', { name: userText(row.name) }),
    m('mail.ev.changed.intro', { title: quoted(row.title) }),
    ...job.changes.map((c) => changeLine(c, m)),
    m('mail.ev.changed.stays'),
  ];
  return {
    to: row.email,
    subject: m('mail.ev.changed.subject', { title: quoted(row.title, 80) }),
    text: `${lines.join('\n\n')}\n\n${m('mail.ev.changed.linkLine', { link })}\n`,
    html: layout(
      m('mail.ev.changed.heading'),
      lines,
      { label: m('mail.ev.changed.button'), url: link },
      { footer: m('mail.ev.changed.footer'), m },
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
