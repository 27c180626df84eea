import { href } from '../../shared/href';
import { ROUTES } from '../../shared/routes';
import type { MailMessage } from '../platform/mail/mailer';
import { layout } from '../platform/mail/templates';
import type { Deps } from '../platform/deps';

/** A registration mail whose one action is the participant's dashboard (refunds, team shares). */
export function dashboardMessage(
  deps: Pick<Deps, 'config'>,
  to: string,
  subject: string,
  title: string,
  lines: string[],
): MailMessage {
  const url = `${deps.config.publicUrl}${href(ROUTES.dashboard)}`;
  return {
    to,
    subject,
    html: layout(title, lines, { label: 'Open your dashboard', url }),
    text: [...lines, `Your dashboard: ${url}`].join('\n\n'),
  };
}
