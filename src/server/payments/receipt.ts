import { formatDisplayDate, formatTimeRange } from '../../shared/date-format';
import { isFreeEntry } from '../../shared/participations/payment-status';
import { competitorLabel, type Participation } from '../../shared/participations/schemas';
import { pdfSheet } from './pdf-sheet';

/** '12 December, 2026 to 13 December, 2026' and, when the host set them, the venue's times. */
export function eventWhen(e: Participation['event_details'], separator: string): string {
  const start = formatDisplayDate(e.start_date);
  const end = formatDisplayDate(e.end_date);
  const days = start === end ? start : `${start} to ${end}`;
  const times = formatTimeRange(e.event_start_time, e.event_end_time);
  return times ? `${days}${separator}${times} (India time)` : days;
}

export const money = (amount: number, currency: string) =>
  `${currency} ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What the PDF is: a payment receipt, a free entry's confirmation, or a pending registration. */
type Kind = 'paid' | 'free' | 'pending';
function kindOf(p: Participation): Kind {
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
};
const HEADING: Record<Kind, string> = {
  paid: 'Payment receipt',
  free: 'Registration confirmation — free entry',
  pending: 'Registration — payment pending',
};
const FOOTNOTE: Record<Kind, string> = {
  paid: 'Thank you for registering with Matchday. Keep this receipt for the venue check-in.',
  free: 'Thank you for registering with Matchday. Keep this confirmation for the venue check-in.',
  pending:
    'Your place is confirmed once the payment is complete: finish it from the event page on Matchday.',
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
  }
}

/**
 * A one-page PDF made on the server from the stored registration: the payment receipt once paid.
 * A free entry's copy confirms the registration and mentions no payment. Before payment the same
 * download (the participant's, host's or admin's copy of the registration) says the payment is
 * pending and claims no payment, so it cannot pass for proof of one.
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
      if (p.members.length === 0) return;
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .fillColor('#1F1F1F')
        .text('Team members', 56, top + 10);
      let y = doc.y + 6;
      for (const m of p.members) {
        doc
          .font('Helvetica')
          .fontSize(10)
          .text(`${m.name}${m.role ? ` (${m.role})` : ''} · ${m.email} · ${m.phone}`, 56, y);
        y = doc.y + 4;
      }
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
          ['Contact', `${p.participant_details.email} · ${p.participant_details.phone_number}`],
        ] as Array<[string, string]>)
      : []),
  ];
}
