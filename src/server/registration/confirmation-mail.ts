import { venueMapUrl } from '../../shared/events/event-links';
import { ROUTES } from '../../shared/routes';
import { href } from '../../shared/href';
import { isFreeEntry } from '../../shared/participations/payment-status';
import {
  competitorLabel,
  PARTICIPATION_MSG,
  type Participation,
} from '../../shared/participations/schemas';
import type { Deps } from '../platform/deps';
import type { MailMessage } from '../platform/mail/mailer';
import { layout, type MailDetail } from '../platform/mail/templates';
import { quoted, userText } from '../platform/mail/user-text';
import { ticketQrPng } from '../platform/ticket-qr';
import { loadParticipation, withTickets } from './read';
import { eventWhen, money, receiptFilename, receiptPdf } from '../money/service';
import { defineMail } from '../platform/mail/outbox';

/** The registration's facts, in the order a player looks for them on the day. */
function details(p: Participation, free: boolean): MailDetail[] {
  const e = p.event_details;
  const rows: MailDetail[] = [
    // The host's and players' words after our labels: the title quoted, none of it a link.
    { label: 'Event', value: quoted(e.title) },
    { label: 'Sport', value: e.sport_details.sports_name },
    { label: 'Category', value: userText(p.category_details.name) },
  ];
  if (p.dependant_id) rows.push({ label: 'Competitor', value: userText(competitorLabel(p)) });
  if (p.team_name) rows.push({ label: 'Team', value: userText(p.team_name) });
  rows.push(
    { label: 'When', value: eventWhen(p.event_details, '\n') },
    {
      label: 'Venue',
      value: `${userText(e.venue_name)}\n${userText(e.venue_address)}`,
      link: { label: 'Open in Google Maps', url: venueMapUrl(e) },
    },
  );
  if (e.host_details.organisation_name)
    rows.push({ label: 'Organiser', value: quoted(e.host_details.organisation_name) });
  if (free) {
    rows.push({ label: 'Entry fee', value: 'Free entry' });
  } else {
    rows.push({ label: 'Amount paid', value: money(p.amount_paid, p.currency) });
    if (p.order_id) rows.push({ label: 'Order id', value: p.order_id });
    if (p.payment_id) rows.push({ label: 'Payment id', value: p.payment_id });
  }
  rows.push({ label: 'Registration id', value: p.id });
  return rows;
}

type Ticket = NonNullable<Participation['tickets']>[number];

/** What the mail says above its tickets: one to show, or one per team member. */
const ticketsIntro = (tickets: Ticket[]) =>
  tickets.length > 1
    ? 'Your tickets: each team member shows their own QR code at the venue check-in.'
    : 'Your ticket: show this QR code at the venue check-in.';

/**
 * The participant's confirmation with the PDF attached, made when the mail job runs: a branded
 * HTML part with the event's facts and the tickets' QR codes (PNG images inline: mail clients do
 * not show SVG), and a plain-text part saying the same, each ticket as its token and a link to
 * its QR code.
 */
async function confirmationMessage(
  deps: Deps,
  participationId: string,
): Promise<MailMessage | null> {
  const found = await loadParticipation(deps.db, participationId);
  if (!found || found.payment_status !== 'captured') return null;
  const [p] = await withTickets(deps, [found]);
  if (!p) return null;
  const tickets = p.tickets ?? [];
  const free = isFreeEntry(p);
  const pdf = await receiptPdf(p);
  const images = await Promise.all(
    tickets.map(async (t) => ({
      cid: `ticket-${t.member_index}.${p.id}@matchday`,
      png: await ticketQrPng(t.token),
      t,
    })),
  );
  const title = quoted(p.event_details.title);
  const intro = [
    `Hi ${userText(p.participant_details.name)},`,
    free
      ? `${PARTICIPATION_MSG.registeredText(title, p.id)}.`
      : `${PARTICIPATION_MSG.successText(title, p.order_id ?? p.id)}.`,
  ];
  const after = [
    free
      ? 'Your registration confirmation is attached as a PDF.'
      : 'Your receipt is attached as a PDF.',
    'See you on the field!',
  ];
  const link = `${deps.config.publicUrl}${href(ROUTES.paymentSuccess, {}, { participation: p.id })}`;
  const rows = details(p, free);
  const footer =
    'Matchday · You receive this email because you registered for an event on Matchday.';
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
            ticketsIntro(tickets),
            ...tickets.map(
              (t) =>
                `${userText(t.name)}: ${t.token}${t.bib === null ? '' : `\nBib ${t.bib}`}\nQR code: ${deps.config.publicUrl}${t.qr_svg_url}`,
            ),
          ].join('\n'),
        ]
      : []),
    ...after,
    `View your registration: ${link}`,
    footer,
  ].join('\n\n');
  return {
    to: p.participant_details.email,
    subject: `You're registered: ${title}`,
    text: `${text}\n`,
    html: layout(
      free ? 'Registration confirmed' : 'You’re registered',
      intro,
      { label: 'View your registration', url: link },
      {
        details: rows,
        images: {
          intro: ticketsIntro(tickets),
          list: images.map(({ cid, t }) => ({
            cid,
            alt: `Ticket QR code for ${t.name}`,
            width: 180,
            caption: [userText(t.name), ...(t.bib === null ? [] : [`Bib ${t.bib}`]), t.token],
          })),
        },
        after,
        footer,
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
