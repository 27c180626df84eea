import { venueMapUrl } from '../../shared/events/event-links';
import { ROUTES } from '../../shared/routes';
import { href } from '../../shared/href';
import { isFreeEntry } from '../../shared/participations/payment-status';
import { competitorLabel, type Participation } from '../../shared/participations/schemas';
import { eq } from 'drizzle-orm';
import type { Deps } from '../platform/deps';
import { users } from '../platform/db/schema';
import { mailText, type MailText } from '../platform/i18n/messages';
import type { MailMessage } from '../platform/mail/mailer';
import { layout, type MailDetail } from '../platform/mail/templates';
import { quoted, userText } from '../platform/mail/user-text';
import { ticketQrContent, ticketQrPng } from '../platform/ticket-qr';
import { loadParticipation, withTickets } from './read';
import { eventWhen, money, receiptFilename, receiptPdf } from '../money/service';
import { defineMail } from '../platform/mail/outbox';

/** The registration's facts, in the order a player looks for them on the day. */
function details(p: Participation, free: boolean, m: MailText): MailDetail[] {
  const e = p.event_details;
  const rows: MailDetail[] = [
    // The host's and players' words after our labels: the title quoted, none of it a link.
    { label: m('mail.detail.event'), value: quoted(e.title) },
    { label: m('mail.detail.sport'), value: e.sport_details.sports_name },
    { label: m('mail.detail.category'), value: userText(p.category_details.name) },
  ];
  if (p.dependant_id)
    rows.push({ label: m('mail.detail.competitor'), value: userText(competitorLabel(p)) });
  if (p.team_name) rows.push({ label: m('mail.detail.team'), value: userText(p.team_name) });
  rows.push(
    { label: m('mail.detail.when'), value: eventWhen(p.event_details, '\n', m.language) },
    {
      label: m('mail.detail.venue'),
      value: `${userText(e.venue_name)}\n${userText(e.venue_address)}`,
      link: { label: m('mail.detail.map'), url: venueMapUrl(e) },
    },
  );
  if (e.host_details.organisation_name)
    rows.push({
      label: m('mail.detail.organiser'),
      value: quoted(e.host_details.organisation_name),
    });
  if (free) {
    rows.push({ label: m('mail.detail.entryFee'), value: m('mail.detail.freeEntry') });
  } else {
    rows.push({ label: m('mail.detail.amountPaid'), value: money(p.amount_paid, p.currency) });
    if (p.order_id) rows.push({ label: m('mail.detail.orderId'), value: p.order_id });
    if (p.payment_id) rows.push({ label: m('mail.detail.paymentId'), value: p.payment_id });
  }
  rows.push({ label: m('mail.detail.registrationId'), value: p.id });
  return rows;
}

type Ticket = NonNullable<Participation['tickets']>[number];

/** What the mail says above its tickets: one to show, or one per team member. */
const ticketsIntro = (tickets: Ticket[], m: MailText) =>
  m(tickets.length > 1 ? 'mail.confirmation.ticketsMany' : 'mail.confirmation.ticketOne');

/** The language of the account holder, who reads the mail (issue 29). */
async function readerLanguage(deps: Deps, userId: string): Promise<string | undefined> {
  const [who] = await deps.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return who?.language;
}

/**
 * The participant's confirmation with the PDF attached, made when the mail job runs, in their
 * language: a branded HTML part with the event's facts and the tickets' QR codes (PNG images
 * inline: mail clients do not show SVG), and a plain-text part saying the same, each ticket as
 * its token and a link to its QR code.
 */
async function confirmationMessage(
  deps: Deps,
  participationId: string,
): Promise<MailMessage | null> {
  const found = await loadParticipation(deps.db, participationId);
  if (!found || found.payment_status !== 'captured') return null;
  const [p] = await withTickets(deps, [found]);
  if (!p) return null;
  const language = await readerLanguage(deps, p.participant_id);
  const m = mailText(language);
  const tickets = p.tickets ?? [];
  const free = isFreeEntry(p);
  const pdf = await receiptPdf(p, deps.config.publicUrl, m.language);
  const images = await Promise.all(
    tickets.map(async (t) => ({
      cid: `ticket-${t.member_index}.${p.id}@matchday`,
      png: await ticketQrPng(ticketQrContent(t.token, deps.config.publicUrl)),
      t,
    })),
  );
  const title = quoted(p.event_details.title);
  const intro = [
    m('mail.confirmation.greeting', { name: userText(p.participant_details.name) }),
    free
      ? m('mail.confirmation.free', { title, registrationId: p.id })
      : m('mail.confirmation.paid', { title, orderId: p.order_id ?? p.id }),
  ];
  const after = [
    m(free ? 'mail.confirmation.confirmationAttached' : 'mail.confirmation.receiptAttached'),
    m('mail.confirmation.seeYou'),
  ];
  const link = `${deps.config.publicUrl}${href(ROUTES.paymentSuccess, {}, { participation: p.id })}`;
  const rows = details(p, free, m);
  const footer = m('mail.confirmation.footer');
  const bib = (t: Ticket) => (t.bib === null ? [] : [m('mail.confirmation.bib', { bib: t.bib })]);
  const text = [
    ...intro,
    rows
      .map(
        (r) =>
          `${r.label}: ${r.value.replace(/\n/g, ', ')}${r.link ? `\n${r.link.label}: ${r.link.url}` : ''}`,
      )
      .join('\n'),
    ...(tickets.length > 0
      ? [
          [
            ticketsIntro(tickets, m),
            ...tickets.map((t) =>
              [
                `${userText(t.name)}: ${t.token}`,
                ...bib(t),
                m('mail.confirmation.qrCode', { url: `${deps.config.publicUrl}${t.qr_svg_url}` }),
              ].join('\n'),
            ),
          ].join('\n'),
        ]
      : []),
    ...after,
    m('mail.confirmation.viewAt', { link }),
    footer,
  ].join('\n\n');
  return {
    to: p.participant_details.email,
    subject: m('mail.confirmation.subject', { title }),
    text: `${text}\n`,
    html: layout(
      m(free ? 'mail.confirmation.headingFree' : 'mail.confirmation.headingPaid'),
      intro,
      { label: m('mail.confirmation.view'), url: link },
      {
        details: rows,
        images: {
          intro: ticketsIntro(tickets, m),
          list: images.map(({ cid, t }) => ({
            cid,
            alt: m('mail.confirmation.ticketAlt', { name: t.name }),
            width: 180,
            caption: [userText(t.name), ...bib(t), t.token],
          })),
        },
        after,
        footer,
        m,
      },
    ),
    attachments: [
      {
        filename: receiptFilename(p),
        content: pdf,
        contentType: 'application/pdf',
      },
      ...images.map(({ cid, png, t }) => ({
        filename: `ticket-${t.member_index + 1}.png`,
        content: png,
        contentType: 'image/png',
        cid,
      })),
    ],
  };
}

/** Queued in the capture's transaction when a registration is paid (or a free entry taken). */
export type ConfirmationMailJob = { kind: 'payment_confirmation'; participation_id: string };
declare module '../platform/mail/outbox' {
  interface MailKinds {
    payment_confirmation: ConfirmationMailJob;
  }
}

export const confirmationMail = defineMail<ConfirmationMailJob>(
  ['payment_confirmation'],
  (deps, job) => confirmationMessage(deps, job.participation_id),
);
