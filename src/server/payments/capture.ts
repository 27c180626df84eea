import { and, eq } from 'drizzle-orm';
import { PARTICIPATION_MSG } from '../../shared/participations/schemas';
import type { Db } from '../db/client';
import { participations } from '../db/schema';
import type { Deps } from '../deps';
import { loadParticipation } from '../participations/serialize';
import { receiptPdf } from './receipt';

/**
 * Marks the participation of an order as paid. Idempotent: only the first call for an order
 * changes anything (the UPDATE matches `created` rows only), so verify, webhooks and
 * reconciliation can race safely. Returns the participation id when this call captured it.
 */
export async function captureOrder(
  db: Db,
  orderId: string,
  paymentId: string,
  now: Date,
  amountMinor?: number,
): Promise<string | null> {
  const [row] = await db
    .update(participations)
    .set({
      payment_status: 'captured',
      payment_id: paymentId,
      captured_at: now,
      updated_at: now,
      last_payment_error: null,
    })
    .where(
      and(
        eq(participations.order_id, orderId),
        eq(participations.payment_status, 'created'),
        // A provider notice for a different amount than we asked for is not our payment.
        ...(amountMinor === undefined ? [] : [eq(participations.amount_minor, amountMinor)]),
      ),
    )
    .returning({ id: participations.id });
  return row?.id ?? null;
}

/**
 * Mails the participant a confirmation with the PDF receipt (after a capture). The receipt is
 * made after the request has been answered; the mailer tracks it until it is sent.
 */
export async function sendPaymentConfirmation(deps: Deps, participationId: string) {
  deps.mailer.send(() => confirmationMessage(deps, participationId));
}

async function confirmationMessage(deps: Deps, participationId: string) {
  const p = await loadParticipation(deps.db, participationId);
  if (!p) return null;
  const pdf = await receiptPdf(p);
  const text = `${PARTICIPATION_MSG.successText(p.event_details.title, p.order_id ?? p.id)}.\n\nCategory: ${p.category_details.name}\nAmount: ${p.currency} ${p.amount_paid.toFixed(2)}\n\nYour receipt is attached.`;
  return {
    to: p.participant_details.email,
    subject: `You're registered: ${p.event_details.title}`,
    text,
    html: `<p>${text.replace(/\n/g, '<br>')}</p>`,
    attachments: [
      {
        filename: `matchday-receipt-${p.order_id ?? p.id}.pdf`,
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  };
}
