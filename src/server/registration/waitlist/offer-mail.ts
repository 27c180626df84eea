import { eq } from 'drizzle-orm';
import { ROUTES } from '../../../shared/routes';
import { href } from '../../../shared/href';
import { formatDisplayDate, formatIndiaClock, formatTime } from '../../../shared/date-format';
import type { Deps } from '../../platform/deps';
import type { MailMessage } from '../../platform/mail/mailer';
import { layout } from '../../platform/mail/templates';
import { quoted, userText } from '../../platform/mail/user-text';
import { loadEntries } from './serialize';
import { users, waitlistEntries } from '../../platform/db/schema';
import { defineMail } from '../../platform/mail/outbox';

/** Mailed when a freed place is offered to someone on a waitlist (issue 15). */
export type WaitlistOfferMailJob = { kind: 'waitlist_offer'; entry_id: string };

/** The offer's deadline as people in India read it: "05 December, 2026 at 6:30 PM". */
function deadline(at: Date): string {
  return `${formatDisplayDate(at)} at ${formatTime(formatIndiaClock(at))}`;
}

/** The offer as it stands when the worker sends it; nothing once it is no longer open. */
async function waitlistOfferMessage(
  deps: Deps,
  job: WaitlistOfferMailJob,
): Promise<MailMessage | null> {
  const [entry] = await loadEntries(deps.db, eq(waitlistEntries.id, job.entry_id));
  if (!entry || entry.status !== 'offered' || !entry.offer_expires_at) return null;
  const [holder] = await deps.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, entry.participant_id));
  if (!holder) return null;
  const until = deadline(new Date(entry.offer_expires_at));
  // The host's and the family's words quoted or broken, never links (issue 24).
  const what = `${quoted(entry.category_name)} at ${quoted(entry.event_title)}`;
  const subject = `A place is free for you: ${quoted(entry.event_title, 80)}`;
  const html = layout(
    'A place is free for you',
    [
      `Hi ${userText(holder.name)},`,
      `A place has opened in ${what}, and it is held for ${userText(entry.name)} until ${until}.`,
      'Accept it from your dashboard and pay to confirm the registration. If you do not accept in time, the place goes to the next person on the waitlist.',
    ],
    { label: 'Accept the place', url: `${deps.config.publicUrl}${href(ROUTES.dashboard)}` },
  );
  const text = [
    `Hi ${userText(holder.name)},`,
    `A place has opened in ${what}, held for ${userText(entry.name)} until ${until}.`,
    `Accept it from your dashboard: ${deps.config.publicUrl}${href(ROUTES.dashboard)}`,
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
