import { eq } from 'drizzle-orm';
import { ROUTES } from '../../../shared/routes';
import { href } from '../../../shared/href';
import { formatDisplayDate, formatIndiaClock, formatTime } from '../../../shared/date-format';
import type { Deps } from '../../platform/deps';
import { mailText, type MailText } from '../../platform/i18n/messages';
import type { MailMessage } from '../../platform/mail/mailer';
import { layout } from '../../platform/mail/templates';
import { quoted, userText } from '../../platform/mail/user-text';
import { loadEntries } from './serialize';
import { users, waitlistEntries } from '../../platform/db/schema';
import { defineMail } from '../../platform/mail/outbox';

/** Mailed when a freed place is offered to someone on a waitlist (issue 15). */
export type WaitlistOfferMailJob = { kind: 'waitlist_offer'; entry_id: string };

/**
 * The offer's deadline as people in India read it, in the reader's language: "05 December, 2026
 * at 6:30 PM", "05 दिसंबर, 2026, 6:30 PM".
 */
function deadline(at: Date, m: MailText): string {
  return m('mail.reg.waitlist.deadline', {
    date: formatDisplayDate(at, m.language),
    time: formatTime(formatIndiaClock(at)),
  });
}

/** The offer as it stands when the worker sends it; nothing once it is no longer open. */
async function waitlistOfferMessage(
  deps: Deps,
  job: WaitlistOfferMailJob,
): Promise<MailMessage | null> {
  const [entry] = await loadEntries(deps.db, eq(waitlistEntries.id, job.entry_id));
  if (!entry || entry.status !== 'offered' || !entry.offer_expires_at) return null;
  const [holder] = await deps.db
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, entry.participant_id));
  if (!holder) return null;
  const m = mailText(holder.language);
  const until = deadline(new Date(entry.offer_expires_at), m);
  // The host's and the family's words quoted or broken, never links (issue 24).
  const facts = {
    category: quoted(entry.category_name),
    title: quoted(entry.event_title),
    name: userText(entry.name),
    until,
  };
  const greeting = m('mail.reg.greeting', { name: userText(holder.name) });
  const url = `${deps.config.publicUrl}${href(ROUTES.dashboard)}`;
  const subject = m('mail.reg.waitlist.subject', { title: quoted(entry.event_title, 80) });
  const html = layout(
    m('mail.reg.waitlist.heading'),
    [greeting, m('mail.reg.waitlist.opened', facts), m('mail.reg.waitlist.accept')],
    { label: m('mail.reg.waitlist.button'), url },
    { m },
  );
  const text = [
    greeting,
    m('mail.reg.waitlist.openedText', facts),
    m('mail.reg.waitlist.acceptAt', { url }),
  ].join('\n\n');
  return { to: holder.email, subject, html, text };
}

declare module '../../platform/mail/outbox' {
  interface MailKinds {
    waitlist_offer: WaitlistOfferMailJob;
  }
}

export const waitlistOfferMail = defineMail<WaitlistOfferMailJob>(
  ['waitlist_offer'],
  waitlistOfferMessage,
);
