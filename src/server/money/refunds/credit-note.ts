import { formatDisplayDate } from '../../../shared/date-format';
import type { RefundRow } from '../../platform/db/schema';
import type { Participation } from '../../../shared/participations/schemas';
import type { Db } from '../../platform/db/client';
import { gstCreditNotePdf } from '../invoices/serve';
import { pdfSheet } from '../pdf-sheet';
import { eventRows, money } from '../receipt';

/** Why money went back, in words: the credit notes' reason. */
export const REFUND_REASON_TEXT: Record<string, string> = {
  participant_cancelled: 'Registration cancelled by the participant',
  host_removed: 'Registration removed by the organiser',
  event_cancelled: 'Event cancelled by the organiser',
  payment_anomaly: 'A payment that could not be kept',
  category_switch: 'Moved to a cheaper category',
  team_incomplete: 'The team did not complete in time',
  team_member_left: 'Left the team before it was paid',
};
const STATUS: Record<RefundRow['status'], string> = {
  refund_pending: 'Refund on its way',
  refunded: 'Refunded',
  refund_failed: 'Refund delayed: our team makes it by hand',
};

const creditNoteNumber = (refund: Pick<RefundRow, 'id'>) => `CN-${refund.id}`;

/**
 * The credit note of a refund, for whoever may see it (the route checked) or its mail: the GST
 * credit note naming the invoice (issue 26), or for refunds from before it this plain one.
 */
export async function creditNotePdf(db: Db, refund: RefundRow, p: Participation | null) {
  const gst = await gstCreditNotePdf(db, refund.id);
  if (gst) return gst;
  const number = creditNoteNumber(refund);
  const when = refund.processed_at ?? refund.created_at;
  const rows: Array<[string, string]> = [
    ['Credit note', number],
    ['Date', formatDisplayDate(when)],
    ...(p ? eventRows(p) : []),
    ['Amount refunded', money(refund.amount_minor / 100, refund.currency)],
    ['Reason', REFUND_REASON_TEXT[refund.reason] ?? refund.reason],
    ['Status', STATUS[refund.status]],
    ['Original receipt', p?.order_id ?? '—'],
    ['Original payment', refund.payment_id],
    ['Refund reference', refund.provider_refund_id ?? 'Given by the payment provider when made'],
  ];
  const pdf = await pdfSheet({
    title: `Matchday credit note ${number}`,
    heading: 'Credit note',
    rows,
    footnote:
      'This credit note reduces the amount of the original receipt by the amount refunded. Refunds reach the account you paid from, usually within 5 to 7 working days.',
  });
  return { pdf, filename: `matchday-credit-note-${refund.id}.pdf` };
}
