import { formatIndianPhone } from '../../shared/auth/phone';
import { formatDisplayDate, formatEventTimes } from '../../shared/date-format';
import { formatRupees } from '../../shared/money/format-inr';
import { isFreeEntry } from '../../shared/participations/payment-status';
import { competitorLabel, type Participation } from '../../shared/participations/schemas';
import { ticketQrRuns } from '../platform/ticket-qr';
import type { Doc } from '../platform/pdf/document';
import { drawText, textWidth } from '../platform/pdf/text';
import { pdfSheet } from './pdf-sheet';

/** '12 December, 2026 to 13 December, 2026' and, when the host set them, the venue's times (IST). */
export function eventWhen(e: Participation['event_details'], separator: string): string {
  const start = formatDisplayDate(e.start_date);
  const end = formatDisplayDate(e.end_date);
  const days = start === end ? start : `${start} to ${end}`;
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

const TITLE: Record<Kind, (p: Participation) => string> = {
  paid: (p) => `Matchday receipt ${p.order_id ?? p.id}`,
  free: (p) => `Matchday registration ${p.id}`,
  pending: (p) => `Matchday registration ${p.id} (payment pending)`,
  cancelled: (p) => `Matchday registration ${p.id} (cancelled)`,
};
const HEADING: Record<Kind, string> = {
  paid: 'Payment receipt',
  free: 'Registration confirmation — free entry',
  pending: 'Registration — payment pending',
  cancelled: 'Registration — cancelled',
};
const FOOTNOTE: Record<Kind, string> = {
  paid: 'Thank you for registering with Matchday. Each ticket is one entry: show its QR code at the venue check-in.',
  free: 'Thank you for registering with Matchday. Each ticket is one entry: show its QR code at the venue check-in.',
  pending:
    'Your place is confirmed once the payment is complete: finish it from the event page on Matchday.',
  cancelled: 'This registration was cancelled: it has no ticket for the venue check-in.',
};

function paymentRows(p: Participation, kind: Kind): Array<[string, string]> {
  switch (kind) {
    case 'paid':
      return [
        ['Amount', money(p.amount_paid, p.currency)],
        ['Status', 'Paid'],
        ['Order id', p.order_id ?? '—'],
        ['Payment id', p.payment_id ?? '—'],
        ['Paid on', p.captured_at ? formatDisplayDate(p.captured_at) : '—'],
      ];
    case 'free':
      return [
        ['Entry fee', 'Free entry'],
        ['Status', 'Registered'],
        ['Registered on', p.captured_at ? formatDisplayDate(p.captured_at) : '—'],
      ];
    case 'pending':
      return [
        ['Amount due', money(p.amount_paid, p.currency)],
        ['Status', 'Payment pending'],
        ['Order id', p.order_id ?? '—'],
      ];
    case 'cancelled':
      return [
        ['Status', 'Cancelled'],
        ...(p.order_id ? ([['Order id', p.order_id]] as Array<[string, string]>) : []),
        ...(p.payment_id ? ([['Payment id', p.payment_id]] as Array<[string, string]>) : []),
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

function drawTicket(doc: Doc, t: Ticket, x: number, y: number) {
  const { size, runs } = ticketQrRuns(t.token);
  const module = QR_SIZE / size;
  for (const run of runs)
    doc.rect(x + run.col * module, y + run.row * module, run.length * module, module);
  doc.fillColor('#000000').fill();
  const width = CELL_WIDTH - 10;
  // The bib number (issue 27) beside the name, so a long name never hides it.
  const bib = t.bib === null ? '' : `Bib ${t.bib}`;
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
function drawTickets(doc: Doc, tickets: Ticket[], top: number): number {
  const bottom = doc.page.height - 110;
  let y = top + 10;
  if (y + 24 + CELL_HEIGHT > bottom) {
    doc.addPage();
    y = 56;
  }
  const heading = () => {
    const label = tickets.length > 1 ? 'Tickets' : 'Ticket';
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
    drawTicket(doc, t, 56 + column * CELL_WIDTH, y);
  });
  return y + CELL_HEIGHT;
}

/**
 * A PDF made on the server from the stored registration: the payment receipt once paid, with its
 * tickets' QR codes (one per team member, each with the member's name and token; `p.tickets`,
 * as the registration's reads give them). A free entry's copy confirms the registration and
 * mentions no payment. Before payment the same download (the participant's, host's or admin's
 * copy of the registration) says the payment is pending and claims no payment, so it cannot pass
 * for proof of one; a cancelled registration's says so and shows no ticket.
 */
export function receiptPdf(p: Participation): Promise<Buffer> {
  const kind = kindOf(p);
  const rows: Array<[string, string]> = [
    ...eventRows(p),
    ...(p.team_name ? ([['Team', p.team_name]] as Array<[string, string]>) : []),
    ...paymentRows(p, kind),
    ['Registration id', p.id],
  ];
  return pdfSheet({
    title: TITLE[kind](p),
    heading: HEADING[kind],
    rows,
    footnote: FOOTNOTE[kind],
    after: (doc, top) => {
      let y = top;
      if (p.members.length > 0) {
        const ink = { color: '#1F1F1F', width: doc.page.width - 112 };
        y = drawText(doc, 'Team members', 56, top + 10, { size: 12, weight: 'bold', ...ink }) + 6;
        for (const m of p.members) {
          const line = `${m.name}${m.role ? ` (${m.role})` : ''} · ${m.email} · ${formatIndianPhone(m.phone)}`;
          y = drawText(doc, line, 56, y, { size: 10, ...ink }) + 4;
        }
      }
      // Only a paid registration's tickets: a cancelled one's stopped working.
      if ((kind === 'paid' || kind === 'free') && p.tickets?.length) drawTickets(doc, p.tickets, y);
    },
  });
}

/** What a registration is for and who competes: the rows every paper about it starts with. */
export function eventRows(p: Participation): Array<[string, string]> {
  return [
    ['Event', p.event_details.title],
    ['Sport', p.event_details.sport_details.sports_name],
    ['Category', p.category_details.name],
    ['When', eventWhen(p.event_details, ', ')],
    ['Venue', `${p.event_details.venue_name}, ${p.event_details.venue_address}`],
    ['Organiser', p.event_details.host_details.organisation_name ?? '—'],
    p.dependant_id
      ? ['Competitor', competitorLabel(p)]
      : ['Participant', `${p.participant_details.name} (${p.participant_details.email})`],
    ...(p.dependant_id
      ? ([
          [
            'Contact',
            `${p.participant_details.email} · ${formatIndianPhone(p.participant_details.phone_number)}`,
          ],
        ] as Array<[string, string]>)
      : []),
  ];
}
