import { eq } from 'drizzle-orm';
import { ROUTES } from '../../shared/routes';
import { href } from '../../shared/href';
import { users } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import type { MailMessage } from '../platform/mail/mailer';
import {
  emailChangeLinkMessage,
  emailChangeNoticeMessage,
  resetLinkMessage,
  resetOtpMessage,
  verifyEmailMessage,
} from '../platform/mail/templates';
import { mailText } from '../platform/i18n/messages';
import { findUserByEmail } from './find-user';
import {
  CHANGE_EMAIL_TTL_MS,
  issueOtp,
  issueToken,
  RESET_TOKEN_TTL_MS,
  VERIFY_EMAIL_TTL_MS,
} from './codes';
import { defineMail } from '../platform/mail/outbox';

/**
 * Account mails in the queue. The worker issues the code or link when it sends, so no secret
 * waits in a job row; and the by-email ones look the account up there, so a request for an
 * unknown address does exactly the work a known one does (no enumeration by timing).
 */
export type AccountMailJob =
  | { kind: 'verify_email'; user_id: string }
  | { kind: 'resend_verification'; email: string }
  | { kind: 'reset_otp'; email: string }
  | { kind: 'reset_link'; user_id: string }
  // A changed address (issue 24): the link goes to the new one, a notice to the old one.
  | { kind: 'confirm_email_change'; user_id: string; pending_email: string }
  | { kind: 'email_change_notice'; user_id: string; old_email: string; new_email: string };

async function accountMessage(deps: Deps, job: AccountMailJob): Promise<MailMessage | null> {
  const now = deps.now();
  // (Only the by-email kinds have an `email` field.)
  const user =
    'email' in job
      ? await findUserByEmail(deps.db, job.email)
      : ((await deps.db.select().from(users).where(eq(users.id, job.user_id)))[0] ?? null);
  if (!user) return null;
  const m = mailText(user.language);
  switch (job.kind) {
    case 'verify_email':
    case 'resend_verification': {
      if (user.email_verified_at) return null;
      const token = await issueToken(deps.db, user.id, 'verify_email', VERIFY_EMAIL_TTL_MS, now);
      const link = `${deps.config.publicUrl}${href(ROUTES.verifyEmail, {}, { token })}`;
      return verifyEmailMessage(user.email, user.name, link, m);
    }
    case 'reset_otp': {
      const otp = await issueOtp(deps.db, deps.config.sessionSecret, user.id, now);
      return resetOtpMessage(user.email, user.name, otp, m);
    }
    case 'reset_link': {
      const token = await issueToken(deps.db, user.id, 'reset_token', RESET_TOKEN_TTL_MS, now);
      const link = `${deps.config.publicUrl}${href(ROUTES.resetPassword, { token })}`;
      return resetLinkMessage(user.email, user.name, link, m);
    }
    case 'confirm_email_change': {
      // A change withdrawn or replaced before the worker got here gets no link.
      if (user.pending_email?.toLowerCase() !== job.pending_email.toLowerCase()) return null;
      const token = await issueToken(deps.db, user.id, 'change_email', CHANGE_EMAIL_TTL_MS, now);
      const link = `${deps.config.publicUrl}${href(ROUTES.verifyEmail, {}, { token })}`;
      return emailChangeLinkMessage(job.pending_email, user.name, link, m);
    }
    case 'email_change_notice':
      return emailChangeNoticeMessage(
        job.old_email,
        user.name,
        job.new_email,
        {
          passwordUrl: `${deps.config.publicUrl}${href(ROUTES.settings)}`,
          support: deps.config.support.email,
        },
        m,
      );
  }
}

declare module '../platform/mail/outbox' {
  interface MailKinds {
    account: AccountMailJob;
  }
}

export const accountMail = defineMail<AccountMailJob>(
  [
    'verify_email',
    'resend_verification',
    'reset_otp',
    'reset_link',
    'confirm_email_change',
    'email_change_notice',
  ],
  accountMessage,
);
