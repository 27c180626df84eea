import type { Participation } from '../../../shared/participations/schemas';

/** How registrations read: amounts to the paisa, payment status and where their screens live. */

/** '₹799.00': a payment amount always shows its two decimals (Indian digit grouping). */
export function formatAmount(amount: number, currency = 'INR'): string {
  try {
    return new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

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
