import { eq } from 'drizzle-orm';
import {
  formatDisplayDate,
  formatIndiaDateTime,
  formatIndiaClock,
  formatTime,
} from '../../../shared/date-format';
import type { Language } from '../../../shared/i18n/languages';
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
import { mailText, type MailText } from '../../platform/i18n/messages';
import type { MailMessage } from '../../platform/mail/mailer';
import { defineMail, type MailRenderer } from '../../platform/mail/outbox';
import { layout, type MailDetail } from '../../platform/mail/templates';
import { quoted, userText } from '../../platform/mail/user-text';
import { eventWhen } from '../../money/service';

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
/**
 * Which day `at` is, as India's calendar has it: today, tomorrow or another (the messages say
 * it: "today", "कल", "on 30 November, 2026"), with its date in the reader's language.
 */
function dayOf(at: Date, now: Date, language: Language) {
  const day = formatDisplayDate(at);
  const which =
    day === formatDisplayDate(now)
      ? 'today'
      : day === formatDisplayDate(now.getTime() + 86_400_000)
        ? 'tomorrow'
        : 'other';
  return { day: which, date: formatDisplayDate(at, language) };
}

/** "2:05 PM IST today (27 November, 2026)", "6:00 PM IST tomorrow (…)", "… on 30 November, 2026". */
function clockAndDay(at: Date, now: Date, m: MailText): string {
  return m('mail.tk.rem.clockAndDay', {
    ...dayOf(at, now, m.language),
    time: formatTime(formatIndiaClock(at)),
  });
}

type Parts = {
  to: string;
  subject: string;
  title: string;
  paragraphs: string[];
  details: MailDetail[];
  action: { label: string; url: string };
  why: string;
  m: MailText;
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
      m: p.m,
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
      language: users.language,
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

function registrationDetails(r: Registration, m: MailText): MailDetail[] {
  const rows: MailDetail[] = [
    { label: m('mail.detail.event'), value: quoted(r.event.title) },
    { label: m('mail.detail.category'), value: userText(r.category) },
  ];
  if (r.competitor)
    rows.push({ label: m('mail.detail.competitor'), value: userText(r.competitor) });
  if (r.team_name) rows.push({ label: m('mail.detail.team'), value: userText(r.team_name) });
  rows.push(
    { label: m('mail.detail.when'), value: eventWhen(r.event, ', ', m.language) },
    {
      label: m('mail.detail.venue'),
      value: `${userText(r.event.venue_name)}\n${userText(r.event.venue_address)}`,
      link: { label: m('mail.detail.map'), url: venueMapUrl(r.event) },
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

/** The category, and whose registration it is when a dependant's: "“Under 14” for Aarav". */
const forWhom = (r: Registration, m: MailText) =>
  m('mail.tk.rem.forWhom', {
    category: quoted(r.category),
    who: r.competitor ? 'dependant' : 'self',
    competitor: r.competitor ? userText(r.competitor) : '',
  });

async function paymentPending(deps: Deps, id: string): Promise<MailMessage | null> {
  const r = await loadRegistration(deps, id);
  const now = deps.now();
  if (!r || !stillPayable(r, now)) return null;
  const m = mailText(r.language);
  const title = quoted(r.event.title);
  return message({
    to: r.email,
    subject: m('mail.tk.rem.payment.subject', { title: quoted(r.event.title, 80) }),
    title: m('mail.tk.rem.payment.heading'),
    paragraphs: [
      m('mail.tk.greeting', { name: userText(r.holder) }),
      m('mail.tk.rem.payment.started', { forWhom: forWhom(r, m), title }),
      m('mail.tk.rem.payment.closes', {
        when: clockAndDay(r.event.registration_closes_at, now, m),
      }),
    ],
    details: registrationDetails(r, m),
    action: { label: m('mail.tk.rem.payment.button'), url: resumeUrl(deps, r) },
    why: m('mail.tk.rem.why.started', { title }),
    m,
  });
}

async function closingSoon(deps: Deps, id: string): Promise<MailMessage | null> {
  const r = await loadRegistration(deps, id);
  const now = deps.now();
  if (!r || !stillPayable(r, now)) return null;
  const m = mailText(r.language);
  const title = quoted(r.event.title);
  const closes = r.event.registration_closes_at;
  return message({
    to: r.email,
    subject: m('mail.tk.rem.closing.subject', {
      ...dayOf(closes, now, m.language),
      title: quoted(r.event.title, 80),
    }),
    title: m('mail.tk.rem.closing.heading'),
    paragraphs: [
      m('mail.tk.greeting', { name: userText(r.holder) }),
      m('mail.tk.rem.closing.closes', { title, when: clockAndDay(closes, now, m) }),
      m('mail.tk.rem.closing.started', { forWhom: forWhom(r, m) }),
    ],
    details: registrationDetails(r, m),
    action: { label: m('mail.tk.rem.closing.button'), url: resumeUrl(deps, r) },
    why: m('mail.tk.rem.why.started', { title }),
    m,
  });
}

async function beforeEvent(deps: Deps, id: string): Promise<MailMessage | null> {
  const r = await loadRegistration(deps, id);
  const now = deps.now();
  if (!r || r.payment_status !== 'captured' || r.cancelled_at) return null;
  if (r.event.cancelled_at || r.event.starts_at <= now) return null;
  const m = mailText(r.language);
  const title = quoted(r.event.title);
  const ticket = `${deps.config.publicUrl}${href(ROUTES.paymentSuccess, {}, { participation: r.id })}`;
  return message({
    to: r.email,
    subject: m('mail.tk.rem.before.subject', { title: quoted(r.event.title, 80) }),
    title: m('mail.tk.rem.before.heading'),
    paragraphs: [
      m('mail.tk.greeting', { name: userText(r.holder) }),
      m('mail.tk.rem.before.soon', {
        title,
        when: eventWhen(r.event, ', ', m.language),
        forWhom: forWhom(r, m),
      }),
      m('mail.tk.rem.before.ticket'),
    ],
    details: registrationDetails(r, m),
    action: { label: m('mail.tk.rem.before.button'), url: ticket },
    why: m('mail.tk.rem.why.registered', { title }),
    m,
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
      language: users.language,
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
  const m = mailText(e.language);
  const title = quoted(e.event.title);
  const until = clockAndDay(e.offer_expires_at, now, m);
  const details: MailDetail[] = [
    { label: m('mail.detail.event'), value: title },
    { label: m('mail.detail.category'), value: userText(e.category) },
    ...(e.competitor
      ? [{ label: m('mail.detail.competitor'), value: userText(e.competitor) }]
      : []),
    { label: m('mail.detail.when'), value: eventWhen(e.event, ', ', m.language) },
    {
      label: m('mail.tk.rem.waitlist.heldUntil'),
      value: `${formatIndiaDateTime(e.offer_expires_at, m.language)} IST`,
    },
  ];
  return message({
    to: e.email,
    subject: m('mail.tk.rem.waitlist.subject', {
      ...dayOf(e.offer_expires_at, now, m.language),
      time: formatTime(formatIndiaClock(e.offer_expires_at)),
      title: quoted(e.event.title, 80),
    }),
    title: m('mail.tk.rem.waitlist.heading'),
    paragraphs: [
      m('mail.tk.greeting', { name: userText(e.holder) }),
      m('mail.tk.rem.waitlist.held', {
        until,
        category: quoted(e.category),
        title,
        who: e.competitor ? 'dependant' : 'self',
        competitor: e.competitor ? userText(e.competitor) : '',
      }),
      m('mail.tk.rem.waitlist.accept'),
    ],
    details,
    action: {
      label: m('mail.tk.rem.waitlist.button'),
      url: `${deps.config.publicUrl}${href(ROUTES.dashboard)}`,
    },
    why: m('mail.tk.rem.why.waitlist', { title }),
    m,
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
