import { eq } from 'drizzle-orm';
import { ROUTES } from '../../shared/routes';
import { href } from '../../shared/href';
import { users } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import type { MailMessage } from '../platform/mail/mailer';
import { layout } from '../platform/mail/templates';
import { quoted, quotedLines, userText } from '../platform/mail/user-text';
import { defineMail } from '../platform/mail/outbox';

/** Mailed to a host when an admin suspends or reinstates the account (decision 016). */
export type HostSuspensionMailJob =
  { kind: 'host_suspended'; user_id: string } | { kind: 'host_unsuspended'; user_id: string };

const FOOTER = 'Matchday · You get this email because an admin changed the status of your account.';

/**
 * Made when it is sent, from the account as it is then: a suspension lifted before the worker
 * got to its mail is not announced, nor a reinstatement that was undone again.
 */
export async function hostSuspensionMessage(
  deps: Deps,
  job: HostSuspensionMailJob,
): Promise<MailMessage | null> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, job.user_id));
  if (!user || user.role !== 'Host') return null;
  const support = deps.config.support.email;
  if (job.kind === 'host_suspended') {
    if (!user.suspended_at) return null;
    const lines = [
      `Hi ${userText(user.name)},`,
      `Your Matchday host account${user.organisation_name ? ` for ${quoted(user.organisation_name)}` : ''} has been suspended by an admin.`,
      'While it is suspended you cannot log in, create events or publish them. Events you have already published stay visible unless an admin unpublishes them, and existing registrations are kept.',
      `If you think this is a mistake, reply to ${support} and we will look into it.`,
    ];
    const reason = quotedLines(user.suspension_reason ?? '');
    const details = [{ label: 'Reason', value: reason }];
    return {
      to: user.email,
      subject: 'Your Matchday host account is suspended',
      text: `${lines.slice(0, 2).join('\n\n')}\n\nReason: ${reason}\n\n${lines.slice(2).join('\n\n')}\n`,
      html: layout('Your host account is suspended', lines.slice(0, 2), undefined, {
        details,
        after: lines.slice(2),
        footer: FOOTER,
      }),
    };
  }
  if (user.suspended_at) return null;
  const link = `${deps.config.publicUrl}${href(ROUTES.login)}`;
  const lines = [
    `Hi ${userText(user.name)},`,
    'Your Matchday host account is active again. You can log in, create and publish events as before.',
    `Questions? Write to ${support}.`,
  ];
  return {
    to: user.email,
    subject: 'Your Matchday host account is active again',
    text: `${lines.join('\n\n')}\n\nLog in: ${link}\n`,
    html: layout(
      'Your host account is active again',
      lines,
      { label: 'Log in', url: link },
      {
        footer: FOOTER,
      },
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
