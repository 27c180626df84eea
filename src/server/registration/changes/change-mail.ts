import { eq } from 'drizzle-orm';
import { ROUTES } from '../../../shared/routes';
import { href } from '../../../shared/href';
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
import type { MailMessage } from '../../platform/mail/mailer';
import { layout } from '../../platform/mail/templates';
import { quoted, userText } from '../../platform/mail/user-text';
import { defineMail } from '../../platform/mail/outbox';

/** Mails of a registration's changes (issue 16). */
export type ChangeMailJob =
  | { kind: 'category_switched'; switch_id: string }
  | { kind: 'transfer_offered'; transfer_id: string; to: 'sender' | 'recipient' }
  | { kind: 'transfer_accepted'; transfer_id: string; to: 'sender' | 'recipient' };

function message(deps: Deps, to: string, subject: string, lines: string[]): MailMessage {
  const url = `${deps.config.publicUrl}${href(ROUTES.dashboard)}`;
  return {
    to,
    subject,
    html: layout(subject, lines, { label: 'Open your dashboard', url }),
    text: [...lines, `Your dashboard: ${url}`].join('\n\n'),
  };
}

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
    })
    .from(categorySwitches)
    .innerJoin(participations, eq(participations.id, categorySwitches.participation_id))
    .innerJoin(users, eq(users.id, participations.participant_id))
    .innerJoin(events, eq(events.id, categorySwitches.event_id))
    .innerJoin(fromCategory, eq(fromCategory.id, categorySwitches.from_category_id))
    .innerJoin(toCategory, eq(toCategory.id, categorySwitches.to_category_id))
    .where(eq(categorySwitches.id, switchId));
  if (!r || r.sw.status !== 'completed') return null;
  const d = r.sw.difference_minor;
  const money =
    d > 0
      ? `You paid the difference of ${rupees(d)}.`
      : d < 0
        ? `The difference of ${rupees(-d)} is being refunded to the account you paid from.`
        : 'The price is the same, so no money moves.';
  return message(deps, r.email, `Category changed: ${quoted(r.title, 80)}`, [
    `Hi ${userText(r.name)},`,
    `Your registration for ${quoted(r.title)} has moved from ${quoted(r.from)} to ${quoted(r.to)}.`,
    money,
  ]);
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
      from: { name: senders.name, email: senders.email },
      to: { name: recipients.name, email: recipients.email },
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
  // Names, titles and categories are users' words: quoted, never links (issue 24).
  const what = `${quoted(r.category)} at ${quoted(r.title)}`;
  const title = quoted(r.title, 80);
  const from = { name: quoted(r.from.name), own: userText(r.from.name), email: r.from.email };
  const to = { name: quoted(r.to.name), own: userText(r.to.name), email: r.to.email };
  if (job.kind === 'transfer_offered')
    return job.to === 'recipient'
      ? message(deps, to.email, `A place is offered to you: ${title}`, [
          `Hi ${to.own},`,
          `${from.name} would like to hand you their paid registration in ${what}.`,
          'Accept it from your dashboard before registration closes; it is checked against the category’s rules for you. Nothing is charged.',
        ])
      : message(deps, from.email, `Hand-over offered: ${title}`, [
          `Hi ${from.own},`,
          `We have asked ${to.name} (${to.email}) to accept your registration in ${what}. It stays yours until they accept.`,
        ]);
  return job.to === 'recipient'
    ? message(deps, to.email, `The place is yours: ${title}`, [
        `Hi ${to.own},`,
        `You are now registered in ${what}. It is on your dashboard with its receipt.`,
      ])
    : message(deps, from.email, `Hand-over done: ${title}`, [
        `Hi ${from.own},`,
        `${to.name} has accepted your registration in ${what}. It is no longer yours; no money has moved.`,
      ]);
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
