import { eq } from 'drizzle-orm';
import { ROUTES } from '../../shared/routes';
import { API_ROUTES, apiHref, href } from '../../shared/href';
import { users } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import type { MailMessage } from '../platform/mail/mailer';
import { layout, type MailDetail } from '../platform/mail/templates';
import { quoted, userText } from '../platform/mail/user-text';
import { holderCertificates } from './certificate-view';
import { defineMail } from '../platform/mail/outbox';

/** Mailed once per account holder when a draw's certificates are issued (issue 18). */
export type CertificatesMailJob = {
  kind: 'certificates_issued';
  draw_id: string;
  participant_id: string;
};

/**
 * The holder's certificates of one draw as they stand when the worker sends it (a correction in
 * between shows its rank): each with its download and verification links. Nothing when the
 * holder has none (any more), or only revoked ones (the event was cancelled).
 */
export async function certificatesMessage(
  deps: Deps,
  job: CertificatesMailJob,
): Promise<MailMessage | null> {
  // A cancelled event's certificates are revoked: nothing to announce.
  const list = (await holderCertificates(deps.db, job.draw_id, job.participant_id)).filter(
    (c) => c.status !== 'revoked',
  );
  const [holder] = await deps.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, job.participant_id));
  if (!holder || list.length === 0) return null;
  const first = list[0]!;
  const url = (path: string) => `${deps.config.publicUrl}${path}`;
  const one = list.length === 1;
  const intro = [
    `Hi ${userText(holder.name)},`,
    `The results of ${quoted(first.category)} at ${quoted(first.event_title)} are final. ${one ? 'Your certificate is ready' : 'Your certificates are ready'}: download ${one ? 'it' : 'them'} as a PDF below.`,
  ];
  const after = [
    'Each certificate carries a QR code and a link to its public verification page, so anyone you show it to can check that it is genuine.',
  ];
  const details: MailDetail[] = list.map((c) => ({
    label: userText(c.name),
    value: c.title,
    link: {
      label: 'Download the certificate (PDF)',
      url: url(apiHref(API_ROUTES.certificatePdf, { code: c.code })),
    },
  }));
  const footer =
    'Matchday · You receive this email because you registered for an event on Matchday.';
  const text = [
    ...intro,
    list
      .map(
        (c) =>
          `${userText(c.name)}: ${c.title}\nPDF: ${url(apiHref(API_ROUTES.certificatePdf, { code: c.code }))}\nVerify: ${url(href(ROUTES.certificate, { code: c.code }))}`,
      )
      .join('\n\n'),
    ...after,
    footer,
  ].join('\n\n');
  return {
    to: holder.email,
    subject: `${one ? 'Your certificate' : 'Your certificates'}: ${quoted(first.event_title, 80)}`,
    text: `${text}\n`,
    html: layout(
      one ? 'Your certificate is ready' : 'Your certificates are ready',
      intro,
      one
        ? {
            label: 'Verify your certificate',
            url: url(href(ROUTES.certificate, { code: first.code })),
          }
        : { label: 'See them on your dashboard', url: url(href(ROUTES.dashboard)) },
      { details, after, footer },
    ),
  };
}

declare module '../platform/mail/outbox' {
  interface MailKinds {
    certificates: CertificatesMailJob;
  }
}

export const certificatesMail = defineMail<CertificatesMailJob>(
  ['certificates_issued'],
  certificatesMessage,
);
