import { isFreeEntry } from '../../shared/participations/payment-status';
import { PARTICIPATION_MSG } from '../../shared/participations/schemas';
import type { Deps } from '../deps';
import type { MailMessage } from '../mail/mailer';
import { loadParticipation } from '../participations/serialize';
import { receiptFilename, receiptPdf } from './receipt';

/** The participant's confirmation with the PDF receipt, made when the mail job runs. */
export async function confirmationMessage(
  deps: Deps,
  participationId: string,
): Promise<MailMessage | null> {
  const p = await loadParticipation(deps.db, participationId);
  if (!p || p.payment_status !== 'captured') return null;
  const pdf = await receiptPdf(p);
  const text = isFreeEntry(p)
    ? `${PARTICIPATION_MSG.registeredText(p.event_details.title, p.id)}.\n\nCategory: ${p.category_details.name}\nEntry fee: Free entry\n\nYour registration confirmation is attached.`
    : `${PARTICIPATION_MSG.successText(p.event_details.title, p.order_id ?? p.id)}.\n\nCategory: ${p.category_details.name}\nAmount: ${p.currency} ${p.amount_paid.toFixed(2)}\n\nYour receipt is attached.`;
  return {
    to: p.participant_details.email,
    subject: `You're registered: ${p.event_details.title}`,
    text,
    html: `<p>${text.replace(/\n/g, '<br>')}</p>`,
    attachments: [
      {
        filename: receiptFilename(p),
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  };
}
