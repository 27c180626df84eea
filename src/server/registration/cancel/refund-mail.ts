import { and, eq, isNull, like, or } from 'drizzle-orm';
import { rupees } from '../../../shared/refunds/policy';
import {
  categories,
  events,
  participations,
  refunds,
  teamShares,
  users,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { mailText } from '../../platform/i18n/messages';
import type { MailMessage } from '../../platform/mail/mailer';
import { quoted, quotedLines, userText } from '../../platform/mail/user-text';
import { loadParticipation } from '../read';
import { cancelRefundKey } from './cancel';
import { creditNotePdf, type RefundReason } from '../../money/service';
import { defineMail } from '../../platform/mail/outbox';
import { dashboardMessage } from '../dashboard-mail';

/** Mailed when a registration ends (issue 16): by its participant, its host, or the event's end. */
export type RegistrationCancelledMailJob = {
  kind: 'registration_cancelled';
  participation_id: string;
  reason: RefundReason;
  note: string | null;
};
/** Mailed when a refund is final: processed, or refused by the provider. */
export type RefundUpdateMailJob = { kind: 'refund_update'; refund_id: string };

async function registration(deps: Deps, participationId: string) {
  const [row] = await deps.db
    .select({
      holder: { id: users.id, name: users.name, email: users.email, language: users.language },
      event_title: events.title,
      category_name: categories.name,
    })
    .from(participations)
    .innerJoin(users, eq(users.id, participations.participant_id))
    .innerJoin(events, eq(events.id, participations.event_id))
    .innerJoin(categories, eq(categories.id, participations.category_id))
    .where(eq(participations.id, participationId));
  return row ?? null;
}

async function registrationCancelledMessage(
  deps: Deps,
  job: RegistrationCancelledMailJob,
): Promise<MailMessage | null> {
  const r = await registration(deps, job.participation_id);
  if (!r) return null;
  // This cancellation's refunds only (one per payment), not a switch's earlier partial one.
  const key = cancelRefundKey(job.participation_id);
  // A split team's shares paid by its other members go back to them (issue 28): each is told
  // by their own refund's mail, so the holder is told only of their own money.
  const owed = await deps.db
    .select({ amount_minor: refunds.amount_minor })
    .from(refunds)
    .leftJoin(teamShares, eq(teamShares.payment_id, refunds.payment_id))
    .where(
      and(
        eq(refunds.participation_id, job.participation_id),
        or(eq(refunds.dedupe_key, key), like(refunds.dedupe_key, `${key}:%`)),
        or(isNull(teamShares.payer_id), eq(teamShares.payer_id, r.holder.id)),
      ),
    );
  const refund = owed.reduce((sum, x) => sum + x.amount_minor, 0);
  const m = mailText(r.holder.language);
  // The host's words (title, category, note) quoted, never links (issue 24).
  const what = { category: quoted(r.category_name), title: quoted(r.event_title) };
  const first =
    job.reason === 'event_cancelled'
      ? m('mail.reg.cancel.eventCancelled', what)
      : job.reason === 'host_removed'
        ? m('mail.reg.cancel.hostRemoved', what)
        : m('mail.reg.cancel.asked', what);
  const lines = [m('mail.reg.greeting', { name: userText(r.holder.name) }), first];
  if (job.note) lines.push(m('mail.reg.cancel.note', { note: quotedLines(job.note) }));
  lines.push(
    refund > 0
      ? m('mail.reg.cancel.refund', { amount: rupees(refund) })
      : m('mail.reg.cancel.noRefund'),
  );
  const subject = m(
    job.reason === 'event_cancelled' ? 'mail.reg.cancel.subjectEvent' : 'mail.reg.cancel.subject',
    { title: quoted(r.event_title, 80) },
  );
  return dashboardMessage(deps, r.holder.email, subject, m('mail.reg.cancel.heading'), lines, m);
}

async function refundUpdateMessage(
  deps: Deps,
  job: RefundUpdateMailJob,
): Promise<MailMessage | null> {
  const [refund] = await deps.db.select().from(refunds).where(eq(refunds.id, job.refund_id));
  if (!refund?.participation_id || refund.status === 'refund_pending') return null;
  const found = await registration(deps, refund.participation_id);
  if (!found) return null;
  // A split team's share (issue 28) goes back to the member who paid it, and they are told.
  const [payer] = await deps.db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(teamShares)
    .innerJoin(users, eq(users.id, teamShares.payer_id))
    .where(eq(teamShares.payment_id, refund.payment_id));
  const r = payer ? { ...found, holder: { ...found.holder, ...payer } } : found;
  const m = mailText(r.holder.language);
  const amount = rupees(refund.amount_minor);
  const done = refund.status === 'refunded';
  const facts = {
    amount,
    category: quoted(r.category_name),
    title: quoted(r.event_title),
    reference: refund.provider_refund_id,
  };
  const lines = [
    m('mail.reg.greeting', { name: userText(r.holder.name) }),
    m(done ? 'mail.reg.refund.made' : 'mail.reg.refund.delayed', facts),
  ];
  const mail = dashboardMessage(
    deps,
    r.holder.email,
    m(done ? 'mail.reg.refund.madeSubject' : 'mail.reg.refund.delayedSubject', { amount }),
    m(done ? 'mail.reg.refund.madeHeading' : 'mail.reg.refund.delayedHeading'),
    lines,
    m,
  );
  if (!done) return mail;
  // The credit note beside the original receipt, as the receipt came with the confirmation.
  const note = await creditNotePdf(
    deps.db,
    refund,
    await loadParticipation(deps.db, refund.participation_id),
  );
  return {
    ...mail,
    attachments: [{ filename: note.filename, content: note.pdf, contentType: 'application/pdf' }],
  };
}

declare module '../../platform/mail/outbox' {
  interface MailKinds {
    registration_cancelled: RegistrationCancelledMailJob;
    refund_update: RefundUpdateMailJob;
  }
}

export const registrationCancelledMail = defineMail<RegistrationCancelledMailJob>(
  ['registration_cancelled'],
  registrationCancelledMessage,
);

export const refundUpdateMail = defineMail<RefundUpdateMailJob>(
  ['refund_update'],
  refundUpdateMessage,
);
