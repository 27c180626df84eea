import { eq } from 'drizzle-orm';
import { formatDisplayDate } from '../../../shared/date-format';
import { managesRegistration } from '../../../shared/events/policy';
import { MSG } from '../../../shared/messages';
import { events, refunds, type RefundRow, type User } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import type { Participation } from '../../../shared/participations/schemas';
import { AppError } from '../../platform/http/app-error';
import { loadParticipation } from '../../registration/service';
import { pdfSheet } from '../pdf-sheet';
import { eventRows, money } from '../receipt';

const REASON: Record<string, string> = {
  participant_cancelled: 'Registration cancelled by the participant',
  host_removed: 'Registration removed by the organiser',
  event_cancelled: 'Event cancelled by the organiser',
  payment_anomaly: 'A payment that could not be kept',
  category_switch: 'Moved to a cheaper category',
};
const STATUS: Record<RefundRow['status'], string> = {
  refund_pending: 'Refund on its way',
  refunded: 'Refunded',
  refund_failed: 'Refund delayed: our team makes it by hand',
};

const creditNoteNumber = (refund: Pick<RefundRow, 'id'>) => `CN-${refund.id}`;

/**
 * GET /refunds/:id/credit-note: a credit note beside the original receipt (issue 16), for the
 * registration's participant, the event's host or an admin; a refund with no registration (a
 * payment for an unknown order) only for an admin.
 */
export async function creditNote(deps: Deps, actor: User, id: string) {
  const [refund] = await deps.db.select().from(refunds).where(eq(refunds.id, id));
  if (!refund) throw new AppError('not_found', MSG.notFound);
  const p = refund.participation_id
    ? await loadParticipation(deps.db, refund.participation_id)
    : null;
  const [event] = p ? await deps.db.select().from(events).where(eq(events.id, p.event_id)) : [];
  const allowed = p && event ? managesRegistration(actor, p, event) : actor.role === 'Admin';
  if (!allowed) throw new AppError('forbidden', MSG.forbidden);
  return creditNotePdf(refund, p);
}

/** The credit note of a refund, for whoever may see it (the route checked) or its mail. */
export async function creditNotePdf(refund: RefundRow, p: Participation | null) {
  const number = creditNoteNumber(refund);
  const when = refund.processed_at ?? refund.created_at;
  const rows: Array<[string, string]> = [
    ['Credit note', number],
    ['Date', formatDisplayDate(when)],
    ...(p ? eventRows(p) : []),
    ['Amount refunded', money(refund.amount_minor / 100, refund.currency)],
    ['Reason', REASON[refund.reason] ?? refund.reason],
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
