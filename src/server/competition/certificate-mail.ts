import { eq } from 'drizzle-orm';
import { ROUTES } from '../../shared/routes';
import { API_ROUTES, apiHref, href } from '../../shared/href';
import { users } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { placementRank } from '../../shared/competition/certificate-labels';
import { medalOf } from '../../shared/competition/labels';
import { mailText, type MailText } from '../platform/i18n/messages';
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
 * What the certificate says it is, in `m`'s language, as its PDF's title does (certificate-pdf.ts):
 * a walkover's placement marked as such (issue 30).
 */
function certificateTitle(c: { rank: number | null; walkover: boolean }, m: MailText): string {
  const place = placementRank(c.rank);
  const medal = place === null ? null : medalOf(place);
  if (place === null || !medal) return m('pdf.certificate.participation');
  const placement = m('pdf.certificate.placement', {
    place: m('pdf.certificate.place', { rank: place }),
    medal,
  });
  return m('pdf.certificate.achievementTitle', {
    placement: c.walkover ? m('pdf.certificate.placementWalkover', { placement }) : placement,
  });
}

/**
 * The holder's certificates of one draw as they stand when the worker sends it (a correction in
 * between shows its rank), in the holder's language: each with its download and verification
 * links. Nothing when the holder has none (any more), or only revoked ones (the event was
 * cancelled).
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
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, job.participant_id));
  if (!holder || list.length === 0) return null;
  const m = mailText(holder.language);
  const first = list[0]!;
  const url = (path: string) => `${deps.config.publicUrl}${path}`;
  const count = list.length;
  const intro = [
    m('mail.ev.greeting', { name: userText(holder.name) }),
    m('mail.ev.cert.intro', {
      category: quoted(first.category),
      event: quoted(first.event_title),
      count,
    }),
  ];
  const after = [m('mail.ev.cert.after')];
  const details: MailDetail[] = list.map((c) => ({
    label: userText(c.name),
    value: certificateTitle(c, m),
    link: {
      label: m('mail.ev.cert.download'),
      url: url(apiHref(API_ROUTES.certificatePdf, { code: c.code })),
    },
  }));
  const footer = m('mail.ev.cert.footer');
  const text = [
    ...intro,
    list
      .map((c) =>
        [
          `${userText(c.name)}: ${certificateTitle(c, m)}`,
          m('mail.ev.cert.pdfLine', {
            url: url(apiHref(API_ROUTES.certificatePdf, { code: c.code })),
          }),
          m('mail.ev.cert.verifyLine', { url: url(href(ROUTES.certificate, { code: c.code })) }),
        ].join('\n'),
      )
      .join('\n\n'),
    ...after,
    footer,
  ].join('\n\n');
  return {
    to: holder.email,
    subject: m('mail.ev.cert.subject', { count, title: quoted(first.event_title, 80) }),
    text: `${text}\n`,
    html: layout(
      m('mail.ev.cert.heading', { count }),
      intro,
      count === 1
        ? {
            label: m('mail.ev.cert.verify'),
            url: url(href(ROUTES.certificate, { code: first.code })),
          }
        : { label: m('mail.ev.cert.dashboard'), url: url(href(ROUTES.dashboard)) },
      { details, after, footer, m },
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
