import { formatIndianPhone } from '../../shared/auth/phone';
import { formatDateRange, formatDisplayDate, formatEventTimes } from '../../shared/date-format';
import type { Language } from '../../shared/i18n/languages';
import { formatRupees } from '../../shared/money/format-inr';
import { isFreeEntry } from '../../shared/participations/payment-status';
import type { MailKey } from '../../shared/i18n/catalogs';
import type { Participation } from '../../shared/participations/schemas';
import { mailText, type MailText } from '../platform/i18n/messages';
import { ticketQrContent, ticketQrRuns } from '../platform/ticket-qr';
import type { Doc } from '../platform/pdf/document';
import { drawText, textWidth } from '../platform/pdf/text';
import { pdfSheet } from './pdf-sheet';

/** '12 December, 2026 to 13 December, 2026' and, when the host set them, the venue's times (IST). */
export function eventWhen(
  e: Pick<
    Participation['event_details'],
    'start_date' | 'end_date' | 'event_start_time' | 'event_end_time'
  >,
  separator: string,
  language: Language = 'en',
): string {
  const days = formatDateRange(e.start_date, e.end_date, language);
  const times = formatEventTimes(e.event_start_time, e.event_end_time);
  return times ? `${days}${separator}${times}` : days;
}

/** 'INR 1,25,000.00': receipts and their mails name the currency by its code. */
export const money = (amount: number, currency: string) =>
  formatRupees(amount, { currency, symbol: 'code' });

/**
 * What the PDF is: a payment receipt, a free entry's confirmation, a pending registration, or a
 * cancelled one (whose tickets no longer work, so it shows none).
 */
type Kind = 'paid' | 'free' | 'pending' | 'cancelled';
function kindOf(p: Participation): Kind {
  if (p.payment_status === 'cancelled' || p.cancelled_at) return 'cancelled';
  if (p.payment_status !== 'captured') return 'pending';
  return isFreeEntry(p) ? 'free' : 'paid';
}

/** The download's name: only a paid registration's PDF is called a receipt. */
export function receiptFilename(p: Participation): string {
  return kindOf(p) === 'paid'
    ? `matchday-receipt-${p.order_id ?? p.id}.pdf`
    : `matchday-registration-${p.id}.pdf`;
}

const TITLE: Record<Kind, MailKey> = {
  paid: 'pdf.receipt.title.paid',
  free: 'pdf.receipt.title.free',
  pending: 'pdf.receipt.title.pending',
  cancelled: 'pdf.receipt.title.cancelled',
};
const HEADING: Record<Kind, MailKey> = {
  paid: 'pdf.receipt.heading.paid',
  free: 'pdf.receipt.heading.free',
  pending: 'pdf.receipt.heading.pending',
  cancelled: 'pdf.receipt.heading.cancelled',
};
const FOOTNOTE: Record<Kind, MailKey> = {
  paid: 'pdf.receipt.footnote.entry',
  free: 'pdf.receipt.footnote.entry',
  pending: 'pdf.receipt.footnote.pending',
  cancelled: 'pdf.receipt.footnote.cancelled',
};

function paymentRows(p: Participation, kind: Kind, m: MailText): Array<[string, string]> {
  const date = (v: string | null) => (v ? formatDisplayDate(v, m.language) : '—');
  switch (kind) {
    case 'paid':
      return [
        [m('pdf.receipt.amount'), money(p.amount_paid, p.currency)],
        [m('pdf.receipt.status'), m('pdf.receipt.status.paid')],
        [m('pdf.receipt.orderId'), p.order_id ?? '—'],
        [m('pdf.receipt.paymentId'), p.payment_id ?? '—'],
        [m('pdf.receipt.paidOn'), date(p.captured_at)],
      ];
    case 'free':
      return [
        [m('pdf.receipt.entryFee'), m('pdf.receipt.freeEntry')],
        [m('pdf.receipt.status'), m('pdf.receipt.status.registered')],
        [m('pdf.receipt.registeredOn'), date(p.captured_at)],
      ];
    case 'pending':
      return [
        [m('pdf.receipt.amountDue'), money(p.amount_paid, p.currency)],
        [m('pdf.receipt.status'), m('pdf.receipt.status.pending')],
        [m('pdf.receipt.orderId'), p.order_id ?? '—'],
      ];
    case 'cancelled':
      return [
        [m('pdf.receipt.status'), m('pdf.receipt.status.cancelled')],
        ...(p.order_id
          ? ([[m('pdf.receipt.orderId'), p.order_id]] as Array<[string, string]>)
          : []),
        ...(p.payment_id
          ? ([[m('pdf.receipt.paymentId'), p.payment_id]] as Array<[string, string]>)
          : []),
      ];
  }
}

type Ticket = NonNullable<Participation['tickets']>[number];

/**
 * A ticket's cell: its QR (vector squares), the holder's name and bib number, and the token a gate
 * can type.
 */
const QR_SIZE = 120;
const CELL_WIDTH = 160;
const CELL_HEIGHT = QR_SIZE + 40;

function drawTicket(doc: Doc, t: Ticket, x: number, y: number, m: MailText, publicUrl: string) {
  const { size, runs } = ticketQrRuns(ticketQrContent(t.token, publicUrl));
  const module = QR_SIZE / size;
  for (const run of runs)
    doc.rect(x + run.col * module, y + run.row * module, run.length * module, module);
  doc.fillColor('#000000').fill();
  const width = CELL_WIDTH - 10;
  // The bib number (issue 27) beside the name, so a long name never hides it.
  const bib = t.bib === null ? '' : m('pdf.receipt.bib', { bib: t.bib });
  const bibWidth = bib ? textWidth(doc, bib, { size: 10, weight: 'bold' }) + 6 : 0;
  if (bib)
    drawText(doc, bib, x + width - bibWidth + 6, y + QR_SIZE + 4, {
      size: 10,
      weight: 'bold',
      color: '#B34A00',
      lineBreak: false,
    });
  drawText(doc, t.name, x, y + QR_SIZE + 4, {
    size: 10,
    weight: 'bold',
    color: '#1F1F1F',
    width: width - bibWidth,
    lineBreak: false,
  });
  drawText(doc, t.token, x, y + QR_SIZE + 20, {
    size: 6,
    color: '#55595F',
    width,
    lineBreak: false,
  });
}

/**
 * The tickets, three to a row under the rest, on further pages when a big team needs them (the
 * footnote stays on the last page). Returns where the page's content ends.
 */
function drawTickets(
  doc: Doc,
  tickets: Ticket[],
  top: number,
  m: MailText,
  publicUrl: string,
): number {
  const bottom = doc.page.height - 110;
  let y = top + 10;
  if (y + 24 + CELL_HEIGHT > bottom) {
    doc.addPage();
    y = 56;
  }
  const heading = () => {
    const label = m('pdf.receipt.tickets', { count: tickets.length });
    y = drawText(doc, label, 56, y, { size: 12, weight: 'bold', color: '#1F1F1F' }) + 8;
  };
  heading();
  tickets.forEach((t, i) => {
    const column = i % 3;
    if (column === 0 && i > 0) y += CELL_HEIGHT;
    if (column === 0 && y + CELL_HEIGHT > bottom) {
      doc.addPage();
      y = 56;
      heading();
    }
    drawTicket(doc, t, 56 + column * CELL_WIDTH, y, m, publicUrl);
  });
  return y + CELL_HEIGHT;
}

/**
 * A PDF made on the server from the stored registration: the payment receipt once paid, with its
 * tickets' QR codes (one per team member, each with the member's name and token; `p.tickets`,
 * as the registration's reads give them). A free entry's copy confirms the registration and
 * mentions no payment. Before payment the same download (the participant's, host's or admin's
 * copy of the registration) says the payment is pending and claims no payment, so it cannot pass
 * for proof of one; a cancelled registration's says so and shows no ticket. Its words are in
 * `language` (issue 29: its reader's, English for an unknown one); names and titles as written.
 */
export function receiptPdf(
  p: Participation,
  /** The site's public address: each ticket's QR opens its page there. */
  publicUrl: string,
  language: string | null | undefined = 'en',
): Promise<Buffer> {
  const m = mailText(language);
  const kind = kindOf(p);
  const rows: Array<[string, string]> = [
    ...eventRows(p, m.language),
    ...(p.team_name ? ([[m('pdf.receipt.team'), p.team_name]] as Array<[string, string]>) : []),
    ...paymentRows(p, kind, m),
    [m('pdf.receipt.registrationId'), p.id],
  ];
  return pdfSheet({
    title: m(TITLE[kind], { id: kind === 'paid' ? (p.order_id ?? p.id) : p.id }),
    heading: m(HEADING[kind]),
    rows,
    footnote: m(FOOTNOTE[kind]),
    after: (doc, top) => {
      let y = top;
      if (p.members.length > 0) {
        const ink = { color: '#1F1F1F', width: doc.page.width - 112 };
        const heading = m('pdf.receipt.teamMembers');
        y = drawText(doc, heading, 56, top + 10, { size: 12, weight: 'bold', ...ink }) + 6;
        for (const member of p.members) {
          const role = member.role ? ` (${m('pdf.receipt.role', { role: member.role })})` : '';
          const line = `${member.name}${role} · ${member.email} · ${formatIndianPhone(member.phone)}`;
          y = drawText(doc, line, 56, y, { size: 10, ...ink }) + 4;
        }
      }
      // Only a paid registration's tickets: a cancelled one's stopped working.
      if ((kind === 'paid' || kind === 'free') && p.tickets?.length)
        drawTickets(doc, p.tickets, y, m, publicUrl);
    },
  });
}

/**
 * What a registration is for and who competes: the rows every paper about it starts with, in
 * `language` (the credit note, a tax document, keeps English).
 */
export function eventRows(p: Participation, language: Language = 'en'): Array<[string, string]> {
  const m = mailText(language);
  const e = p.event_details;
  return [
    [m('pdf.receipt.event'), e.title],
    [m('pdf.receipt.sport'), e.sport_details.sports_name],
    [m('pdf.receipt.category'), p.category_details.name],
    [m('pdf.receipt.when'), eventWhen(e, ', ', m.language)],
    [m('pdf.receipt.venue'), `${e.venue_name}, ${e.venue_address}`],
    [m('pdf.receipt.organiser'), e.host_details.organisation_name ?? '—'],
    p.dependant_id
      ? [
          m('pdf.receipt.competitor'),
          m('pdf.receipt.competitorValue', {
            competitor: p.competitor_name,
            name: p.participant_details.name,
          }),
        ]
      : [
          m('pdf.receipt.participant'),
          `${p.participant_details.name} (${p.participant_details.email})`,
        ],
    ...(p.dependant_id
      ? ([
          [
            m('pdf.receipt.contact'),
            `${p.participant_details.email} · ${formatIndianPhone(p.participant_details.phone_number)}`,
          ],
        ] as Array<[string, string]>)
      : []),
  ];
}
