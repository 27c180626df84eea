import { href } from '../../shared/href';
import { ROUTES } from '../../shared/routes';
import { mailText, type MailText } from '../platform/i18n/messages';
import type { MailMessage } from '../platform/mail/mailer';
import { layout } from '../platform/mail/templates';
import type { Deps } from '../platform/deps';

/**
 * A registration mail whose one action is the participant's dashboard (refunds, changes, team
 * shares), in the reader's language (`m`; English without).
 */
export function dashboardMessage(
  deps: Pick<Deps, 'config'>,
  to: string,
  subject: string,
  title: string,
  lines: string[],
  m: MailText = mailText(undefined),
): MailMessage {
  const url = `${deps.config.publicUrl}${href(ROUTES.dashboard)}`;
  return {
    to,
    subject,
    html: layout(title, lines, { label: m('mail.reg.dashboard.button'), url }, { m }),
    text: [...lines, m('mail.reg.dashboard.line', { url })].join('\n\n'),
  };
}
