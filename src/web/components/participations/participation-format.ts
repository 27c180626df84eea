import { formatRupees } from '../../../shared/money/format-inr';
import type { Participation } from '../../../shared/participations/schemas';
import { t } from '../../i18n/i18n';

/**
 * How registrations read, in the page's language: amounts to the paisa, payment status, places
 * and who competes; and where their screens live.
 */

/** '₹799.00': a payment amount always shows its two decimals (Indian digit grouping). */
export const formatAmount = (amount: number, currency = 'INR') =>
  formatRupees(amount, { currency });

/** §4: created is pending, captured is paid; a failed attempt can still be paid. */
export function paymentStatusLabel(status: Participation['payment_status']): string {
  if (status === 'captured') return t('participate.status.paid');
  if (status === 'failed') return t('participate.status.failed');
  if (status === 'cancelled') return t('participate.status.cancelled');
  return t('participate.status.pending');
}

/** "3 places left", "Sold out"; nothing for an unlimited category (shared placesLeftText's). */
export function placesLeftLabel(placesLeft: number | null | undefined): string | null {
  if (placesLeft === null || placesLeft === undefined) return null;
  return placesLeft <= 0
    ? t('participate.soldOut')
    : t('participate.placesLeft', { count: placesLeft });
}

/** Who competes: the player, or "Maya (registered by Kavya)" for a dependant. */
export const competitorName = (p: {
  dependant_id: string | null;
  competitor_name: string;
  participant_details: { name: string };
}) =>
  p.dependant_id
    ? t('participate.registeredBy', { name: p.competitor_name, by: p.participant_details.name })
    : p.participant_details.name;

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
