import { formatRupees } from '../../../shared/money/format-inr';
import type { Participation } from '../../../shared/participations/schemas';

/** How registrations read: amounts to the paisa, payment status and where their screens live. */

/** '₹799.00': a payment amount always shows its two decimals (Indian digit grouping). */
export const formatAmount = (amount: number, currency = 'INR') =>
  formatRupees(amount, { currency });

/** §4: created is pending, captured is paid; a failed attempt can still be paid. */
export function paymentStatusLabel(
  status: Participation['payment_status'],
): 'Pending' | 'Paid' | 'Payment failed' | 'Cancelled' {
  if (status === 'captured') return 'Paid';
  if (status === 'failed') return 'Payment failed';
  if (status === 'cancelled') return 'Cancelled';
  return 'Pending';
}

export const participationPaths = {
  success: (participationId: string) =>
    `/app/paymentSuccess?participation=${encodeURIComponent(participationId)}`,
  edit: (eventId: string, participationId: string) =>
    `/app/events/event-details/${eventId}/edit-participant/${participationId}`,
  /**
   * The participate page, with a category (and a dependant competing) already chosen: a pending
   * registration shows its team and resumes its payment.
   */
  participate: (eventId: string, categoryId?: string, dependantId?: string | null) =>
    `/app/events/event-details/${eventId}/participate${categoryId ? `?category=${encodeURIComponent(categoryId)}${dependantId ? `&for=${dependantId}` : ''}` : ''}`,
} as const;
