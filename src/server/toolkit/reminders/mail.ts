import { eq } from 'drizzle-orm';
import {
  formatDisplayDate,
  formatEventTimes,
  formatIndiaDateTime,
  formatIndiaClock,
  formatTime,
} from '../../../shared/date-format';
import { venueMapUrl } from '../../../shared/events/event-links';
import { href } from '../../../shared/href';
import { isAwaitingPayment } from '../../../shared/participations/payment-status';
import { ROUTES } from '../../../shared/routes';
import type { ReminderKind } from '../../../shared/toolkit/reminders';
import {
  categories,
  dependants,
  events,
  participations,
  users,
  waitlistEntries,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import type { MailMessage } from '../../platform/mail/mailer';
import { defineMail, type MailRenderer } from '../../platform/mail/outbox';
import { layout, type MailDetail } from '../../platform/mail/templates';
import { quoted, userText } from '../../platform/mail/user-text';

// The four automatic reminders as mail (issue 27, decision 039). Each is made when the mail job
// runs, from the registration or offer as it is then: one paid, cancelled or answered since it
// was queued is not reminded of (the renderer answers null).

type RegistrationReminder = 'payment_pending' | 'closing_soon' | 'before_event';
export type ReminderMailJob =
  | { kind: `reminder_${RegistrationReminder}`; participation_id: string }
  | { kind: 'reminder_waitlist_expiring'; entry_id: string };

declare module '../../platform/mail/outbox' {
  interface MailKinds {
    reminders: ReminderMailJob;
  }
}

/** The mail job of a reminder about `subjectId` (a registration, or a waitlist entry). */
export function reminderMailJob(kind: ReminderKind, subjectId: string): ReminderMailJob {
  return kind === 'waitlist_expiring'
    ? { kind: 'reminder_waitlist_expiring', entry_id: subjectId }
    : { kind: `reminder_${kind}`, participation_id: subjectId };
}

const eventColumns = {
  id: events.id,
  title: events.title,
  status: events.status,
  start_date: events.start_date,
  end_date: events.end_date,
  event_start_time: events.event_start_time,
  event_end_time: events.event_end_time,
  venue_name: events.venue_name,
  venue_address: events.venue_address,
  starts_at: events.starts_at,
  registration_closes_at: events.registration_closes_at,
  cancelled_at: events.cancelled_at,
};
type EventFacts = {
  title: string;
  start_date: string;
  end_date: string;
  event_start_time: string | null;
  event_end_time: string | null;
  venue_name: string;
  venue_address: string;
};

/** "05 December, 2026, 8:30 AM – 6:00 PM IST", or the days alone when the event has no times. */
function eventWhen(e: EventFacts): string {
  const start = formatDisplayDate(e.start_date);
  const end = formatDisplayDate(e.end_date);
  const days = start === end ? start : `${start} to ${end}`;
  const times = formatEventTimes(e.event_start_time, e.event_end_time);
  return times ? `${days}, ${times}` : days;
}

/** "today", "tomorrow" or the date, as India's calendar has it. */
function dayWord(at: Date, now: Date): string {
  const day = formatDisplayDate(at);
  if (day === formatDisplayDate(now)) return 'today';
  if (day === formatDisplayDate(now.getTime() + 86_400_000)) return 'tomorrow';
  return `on ${day}`;
}

/** "2:05 PM IST today", "6:00 PM IST tomorrow (28 November, 2026)", "… on 30 November, 2026". */
function clockAndDay(at: Date, now: Date): string {
  const day = dayWord(at, now);
  const date = day.startsWith('on ') ? '' : ` (${formatDisplayDate(at)})`;
  return `${formatTime(formatIndiaClock(at))} IST ${day}${date}`;
}

/** Why the person gets it; the last line of both parts. */
function whyLine(what: string): string {
  return `You get this reminder because you ${what} on Matchday; the organiser can turn these reminders off.`;
}

type Parts = {
  to: string;
  subject: string;
  title: string;
  paragraphs: string[];
  details: MailDetail[];
  action: { label: string; url: string };
  why: string;
};

/** One reminder's text and HTML parts, saying the same. */
function message(p: Parts): MailMessage {
  const text = [
    ...p.paragraphs,
    p.details
      .map(
        (d) =>
          `${d.label}: ${d.value.replace(/\n/g, ', ')}${d.link ? `\n${d.link.label}: ${d.link.url}` : ''}`,
      )
      .join('\n'),
    `${p.action.label}: ${p.action.url}`,
    p.why,
  ].join('\n\n');
  return {
    to: p.to,
    subject: p.subject,
    text: `${text}\n`,
    html: layout(p.title, p.paragraphs, p.action, {
      details: p.details,
      footer: `Matchday · ${p.why}`,
    }),
  };
}

/** The registration as it stands, with its event, category, competitor and account holder. */
async function loadRegistration(deps: Deps, id: string) {
  const [row] = await deps.db
    .select({
      id: participations.id,
      event_id: participations.event_id,
      category_id: participations.category_id,
      dependant_id: participations.dependant_id,
      payment_status: participations.payment_status,
      cancelled_at: participations.cancelled_at,
      team_name: participations.team_name,
      category: categories.name,
      competitor: dependants.name,
      holder: users.name,
      email: users.email,
      event: eventColumns,
    })
    .from(participations)
    .innerJoin(events, eq(events.id, participations.event_id))
    .innerJoin(categories, eq(categories.id, participations.category_id))
    .innerJoin(users, eq(users.id, participations.participant_id))
    .leftJoin(dependants, eq(dependants.id, participations.dependant_id))
    .where(eq(participations.id, id));
  return row ?? null;
}
type Registration = NonNullable<Awaited<ReturnType<typeof loadRegistration>>>;

function registrationDetails(r: Registration): MailDetail[] {
  const rows: MailDetail[] = [
    { label: 'Event', value: quoted(r.event.title) },
    { label: 'Category', value: userText(r.category) },
  ];
  if (r.competitor) rows.push({ label: 'Competitor', value: userText(r.competitor) });
  if (r.team_name) rows.push({ label: 'Team', value: userText(r.team_name) });
  rows.push(
    { label: 'When', value: eventWhen(r.event) },
    {
      label: 'Venue',
      value: `${userText(r.event.venue_name)}\n${userText(r.event.venue_address)}`,
      link: { label: 'Open in Google Maps', url: venueMapUrl(r.event) },
    },
  );
  return rows;
}

/** Where a pending registration is paid: the participate page with its category (and competitor). */
const resumeUrl = (deps: Deps, r: Registration) =>
  `${deps.config.publicUrl}${href(
    ROUTES.participate,
    { eventId: r.event_id },
    { category: r.category_id, for: r.dependant_id },
  )}`;

/** Still unpaid, and the event still takes payments. */
function stillPayable(r: Registration, now: Date): boolean {
  return (
    isAwaitingPayment(r.payment_status) &&
    !r.cancelled_at &&
    r.event.status === 'published' &&
    !r.event.cancelled_at &&
    r.event.registration_closes_at > now
  );
}

const forWhom = (r: Registration) =>
  `${quoted(r.category)}${r.competitor ? ` for ${userText(r.competitor)}` : ''}`;

async function paymentPending(deps: Deps, id: string): Promise<MailMessage | null> {
  const r = await loadRegistration(deps, id);
  const now = deps.now();
  if (!r || !stillPayable(r, now)) return null;
  const title = quoted(r.event.title);
  return message({
    to: r.email,
    subject: `Your registration is not paid yet: ${quoted(r.event.title, 80)}`,
    title: 'Your registration is waiting for payment',
    paragraphs: [
      `Hi ${userText(r.holder)},`,
      `You started a registration in ${forWhom(r)} at ${title}, and it is not paid yet. Your place is confirmed once the payment goes through.`,
      `Registration closes at ${clockAndDay(r.event.registration_closes_at, now)}. After that it can no longer be paid.`,
    ],
    details: registrationDetails(r),
    action: { label: 'Complete payment', url: resumeUrl(deps, r) },
    why: whyLine(`started a registration for ${title}`),
  });
}

async function closingSoon(deps: Deps, id: string): Promise<MailMessage | null> {
  const r = await loadRegistration(deps, id);
  const now = deps.now();
  if (!r || !stillPayable(r, now)) return null;
  const title = quoted(r.event.title);
  const closes = r.event.registration_closes_at;
  return message({
    to: r.email,
    subject: `Registration closes ${dayWord(closes, now)}: ${quoted(r.event.title, 80)}`,
    title: 'Registration closes soon',
    paragraphs: [
      `Hi ${userText(r.holder)},`,
      `Registration for ${title} closes at ${clockAndDay(closes, now)}.`,
      `You started a registration in ${forWhom(r)} but did not finish it. Complete the payment before registration closes to take part.`,
    ],
    details: registrationDetails(r),
    action: { label: 'Finish your registration', url: resumeUrl(deps, r) },
    why: whyLine(`started a registration for ${title}`),
  });
}

async function beforeEvent(deps: Deps, id: string): Promise<MailMessage | null> {
  const r = await loadRegistration(deps, id);
  const now = deps.now();
  if (!r || r.payment_status !== 'captured' || r.cancelled_at) return null;
  if (r.event.cancelled_at || r.event.starts_at <= now) return null;
  const title = quoted(r.event.title);
  const ticket = `${deps.config.publicUrl}${href(ROUTES.paymentSuccess, {}, { participation: r.id })}`;
  return message({
    to: r.email,
    subject: `See you in two days: ${quoted(r.event.title, 80)}`,
    title: 'Your event is in two days',
    paragraphs: [
      `Hi ${userText(r.holder)},`,
      `${title} is in two days: ${eventWhen(r.event)}. You are registered in ${forWhom(r)}.`,
      'Show your ticket’s QR code at the venue check-in. The venue and its map are below.',
    ],
    details: registrationDetails(r),
    action: { label: 'Show your ticket', url: ticket },
    why: whyLine(`registered for ${title}`),
  });
}

async function waitlistExpiring(deps: Deps, id: string): Promise<MailMessage | null> {
  const [e] = await deps.db
    .select({
      status: waitlistEntries.status,
      offer_expires_at: waitlistEntries.offer_expires_at,
      category: categories.name,
      competitor: dependants.name,
      holder: users.name,
      email: users.email,
      event: eventColumns,
    })
    .from(waitlistEntries)
    .innerJoin(events, eq(events.id, waitlistEntries.event_id))
    .innerJoin(categories, eq(categories.id, waitlistEntries.category_id))
    .innerJoin(users, eq(users.id, waitlistEntries.participant_id))
    .leftJoin(dependants, eq(dependants.id, waitlistEntries.dependant_id))
    .where(eq(waitlistEntries.id, id));
  const now = deps.now();
  if (!e || e.status !== 'offered' || !e.offer_expires_at || e.offer_expires_at <= now) return null;
  if (e.event.cancelled_at) return null;
  const title = quoted(e.event.title);
  const until = clockAndDay(e.offer_expires_at, now);
  const details: MailDetail[] = [
    { label: 'Event', value: title },
    { label: 'Category', value: userText(e.category) },
    ...(e.competitor ? [{ label: 'Competitor', value: userText(e.competitor) }] : []),
    { label: 'When', value: eventWhen(e.event) },
    { label: 'Place held until', value: `${formatIndiaDateTime(e.offer_expires_at)} IST` },
  ];
  return message({
    to: e.email,
    subject: `Your place is held until ${formatTime(formatIndiaClock(e.offer_expires_at))} ${dayWord(e.offer_expires_at, now)}: ${quoted(e.event.title, 80)}`,
    title: 'Your waitlist offer ends soon',
    paragraphs: [
      `Hi ${userText(e.holder)},`,
      `Your place is held until ${until}. A place in ${quoted(e.category)} at ${title} was offered${e.competitor ? ` for ${userText(e.competitor)}` : ''}, and it is not accepted yet.`,
      'Accept it from your dashboard and pay to confirm the registration. If you do not, the place goes to the next person on the waitlist.',
    ],
    details,
    action: {
      label: 'Accept the place',
      url: `${deps.config.publicUrl}${href(ROUTES.dashboard)}`,
    },
    why: whyLine(`joined the waitlist for ${title}`),
  });
}

export const reminderMails: MailRenderer[] = [
  defineMail<ReminderMailJob>(
    [
      'reminder_payment_pending',
      'reminder_closing_soon',
      'reminder_before_event',
      'reminder_waitlist_expiring',
    ],
    (deps, job) => {
      switch (job.kind) {
        case 'reminder_payment_pending':
          return paymentPending(deps, job.participation_id);
        case 'reminder_closing_soon':
          return closingSoon(deps, job.participation_id);
        case 'reminder_before_event':
          return beforeEvent(deps, job.participation_id);
        case 'reminder_waitlist_expiring':
          return waitlistExpiring(deps, job.entry_id);
      }
    },
  ),
];
