import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rupees } from '../../../shared/refunds/policy';
import {
  categories,
  categorySwitches,
  events,
  participations,
  transfers,
  users,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { mailText, type MailText } from '../../platform/i18n/messages';
import type { MailMessage } from '../../platform/mail/mailer';
import { quoted, userText } from '../../platform/mail/user-text';
import { defineMail } from '../../platform/mail/outbox';
import { dashboardMessage } from '../dashboard-mail';

/** Mails of a registration's changes (issue 16). */
export type ChangeMailJob =
  | { kind: 'category_switched'; switch_id: string }
  | { kind: 'transfer_offered'; transfer_id: string; to: 'sender' | 'recipient' }
  | { kind: 'transfer_accepted'; transfer_id: string; to: 'sender' | 'recipient' };

/** A change's mail, in its reader's language: its subject is its heading. */
const message = (deps: Deps, to: string, subject: string, lines: string[], m: MailText) =>
  dashboardMessage(deps, to, subject, subject, lines, m);

const fromCategory = alias(categories, 'from_category');
const toCategory = alias(categories, 'to_category');

async function switchedMessage(deps: Deps, switchId: string): Promise<MailMessage | null> {
  const [r] = await deps.db
    .select({
      sw: categorySwitches,
      title: events.title,
      from: fromCategory.name,
      to: toCategory.name,
      name: users.name,
      email: users.email,
      language: users.language,
    })
    .from(categorySwitches)
    .innerJoin(participations, eq(participations.id, categorySwitches.participation_id))
    .innerJoin(users, eq(users.id, participations.participant_id))
    .innerJoin(events, eq(events.id, categorySwitches.event_id))
    .innerJoin(fromCategory, eq(fromCategory.id, categorySwitches.from_category_id))
    .innerJoin(toCategory, eq(toCategory.id, categorySwitches.to_category_id))
    .where(eq(categorySwitches.id, switchId));
  if (!r || r.sw.status !== 'completed') return null;
  const m = mailText(r.language);
  const d = r.sw.difference_minor;
  const money =
    d > 0
      ? m('mail.reg.switch.paid', { amount: rupees(d) })
      : d < 0
        ? m('mail.reg.switch.refunded', { amount: rupees(-d) })
        : m('mail.reg.switch.same');
  return message(
    deps,
    r.email,
    m('mail.reg.switch.subject', { title: quoted(r.title, 80) }),
    [
      m('mail.reg.greeting', { name: userText(r.name) }),
      m('mail.reg.switch.moved', {
        title: quoted(r.title),
        from: quoted(r.from),
        to: quoted(r.to),
      }),
      money,
    ],
    m,
  );
}

const senders = alias(users, 'senders');
const recipients = alias(users, 'recipients');

async function transferMessage(
  deps: Deps,
  job: Extract<ChangeMailJob, { transfer_id: string }>,
): Promise<MailMessage | null> {
  const [r] = await deps.db
    .select({
      t: transfers,
      title: events.title,
      category: categories.name,
      from: { name: senders.name, email: senders.email, language: senders.language },
      to: { name: recipients.name, email: recipients.email, language: recipients.language },
    })
    .from(transfers)
    .innerJoin(participations, eq(participations.id, transfers.participation_id))
    .innerJoin(events, eq(events.id, participations.event_id))
    .innerJoin(categories, eq(categories.id, participations.category_id))
    .innerJoin(senders, eq(senders.id, transfers.from_user_id))
    .innerJoin(recipients, eq(recipients.id, transfers.to_user_id))
    .where(eq(transfers.id, job.transfer_id));
  const wanted = job.kind === 'transfer_offered' ? 'offered' : 'accepted';
  if (!r || r.t.status !== wanted) return null;
  // Names, titles and categories are users' words: quoted, never links (issue 24). Each side
  // reads its mail in its own language.
  const what = { category: quoted(r.category), title: quoted(r.title) };
  const title = quoted(r.title, 80);
  const from = { name: quoted(r.from.name), own: userText(r.from.name), email: r.from.email };
  const to = { name: quoted(r.to.name), own: userText(r.to.name), email: r.to.email };
  const reader = job.to === 'recipient' ? r.to : r.from;
  const m = mailText(reader.language);
  const greeting = m('mail.reg.greeting', { name: job.to === 'recipient' ? to.own : from.own });
  if (job.kind === 'transfer_offered')
    return job.to === 'recipient'
      ? message(
          deps,
          to.email,
          m('mail.reg.transfer.offered.subject', { title }),
          [
            greeting,
            m('mail.reg.transfer.offered.body', { from: from.name, ...what }),
            m('mail.reg.transfer.offered.accept'),
          ],
          m,
        )
      : message(
          deps,
          from.email,
          m('mail.reg.transfer.asked.subject', { title }),
          [greeting, m('mail.reg.transfer.asked.body', { to: to.name, email: to.email, ...what })],
          m,
        );
  return job.to === 'recipient'
    ? message(
        deps,
        to.email,
        m('mail.reg.transfer.yours.subject', { title }),
        [greeting, m('mail.reg.transfer.yours.body', what)],
        m,
      )
    : message(
        deps,
        from.email,
        m('mail.reg.transfer.done.subject', { title }),
        [greeting, m('mail.reg.transfer.done.body', { to: to.name, ...what })],
        m,
      );
}

/** The message a change mail job stands for now (null once it no longer holds). */
async function changeMessage(deps: Deps, job: ChangeMailJob): Promise<MailMessage | null> {
  if (job.kind === 'category_switched') return switchedMessage(deps, job.switch_id);
  return transferMessage(deps, job);
}

declare module '../../platform/mail/outbox' {
  interface MailKinds {
    changes: ChangeMailJob;
  }
}

export const changesMail = defineMail<ChangeMailJob>(
  ['category_switched', 'transfer_offered', 'transfer_accepted'],
  changeMessage,
);
