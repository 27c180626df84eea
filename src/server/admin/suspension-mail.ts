import { eq } from 'drizzle-orm';
import { ROUTES } from '../../shared/routes';
import { href } from '../../shared/href';
import { users } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { mailText } from '../platform/i18n/messages';
import type { MailMessage } from '../platform/mail/mailer';
import { layout } from '../platform/mail/templates';
import { quoted, quotedLines, userText } from '../platform/mail/user-text';
import { defineMail } from '../platform/mail/outbox';

/** Mailed to a host when an admin suspends or reinstates the account (decision 016). */
export type HostSuspensionMailJob =
  { kind: 'host_suspended'; user_id: string } | { kind: 'host_unsuspended'; user_id: string };

/**
 * Made when it is sent, from the account as it is then, in the host's language: a suspension
 * lifted before the worker got to its mail is not announced, nor a reinstatement that was undone
 * again.
 */
export async function hostSuspensionMessage(
  deps: Deps,
  job: HostSuspensionMailJob,
): Promise<MailMessage | null> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, job.user_id));
  if (!user || user.role !== 'Host') return null;
  const m = mailText(user.language);
  const support = deps.config.support.email;
  const footer = m('mail.ev.suspension.footer');
  if (job.kind === 'host_suspended') {
    if (!user.suspended_at) return null;
    const lines = [
      m('mail.ev.greeting', { name: userText(user.name) }),
      user.organisation_name
        ? m('mail.ev.suspended.bodyFor', { organisation: quoted(user.organisation_name) })
        : m('mail.ev.suspended.body'),
      m('mail.ev.suspended.meanwhile'),
      m('mail.ev.suspended.mistake', { support }),
    ];
    // The admin's words, quoted.
    const reason = quotedLines(user.suspension_reason ?? '');
    const details = [{ label: m('mail.ev.suspended.reason'), value: reason }];
    return {
      to: user.email,
      subject: m('mail.ev.suspended.subject'),
      text: `${lines.slice(0, 2).join('\n\n')}\n\n${details[0]!.label}: ${reason}\n\n${lines.slice(2).join('\n\n')}\n`,
      html: layout(m('mail.ev.suspended.heading'), lines.slice(0, 2), undefined, {
        details,
        after: lines.slice(2),
        footer,
        m,
      }),
    };
  }
  if (user.suspended_at) return null;
  const link = `${deps.config.publicUrl}${href(ROUTES.login)}`;
  const lines = [
    m('mail.ev.greeting', { name: userText(user.name) }),
    m('mail.ev.unsuspended.body'),
    m('mail.ev.unsuspended.questions', { support }),
  ];
  return {
    to: user.email,
    subject: m('mail.ev.unsuspended.subject'),
    text: `${lines.join('\n\n')}\n\n${m('mail.ev.unsuspended.linkLine', { link })}\n`,
    html: layout(
      m('mail.ev.unsuspended.heading'),
      lines,
      { label: m('mail.ev.unsuspended.button'), url: link },
      { footer, m },
    ),
  };
}

declare module '../platform/mail/outbox' {
  interface MailKinds {
    host_suspension: HostSuspensionMailJob;
  }
}

export const hostSuspensionMail = defineMail<HostSuspensionMailJob>(
  ['host_suspended', 'host_unsuspended'],
  hostSuspensionMessage,
);
