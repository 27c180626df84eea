import { formatIndiaDateTime } from '../../../shared/date-format';
import type { PaymentStatus } from '../../../shared/participations/payment-status';
import type { AnomalyKind } from '../../../shared/payments/schemas';

/** How the admin's payments screen reads: status filters, anomaly kinds, instants. */

export const STATUS_FILTERS: ReadonlyArray<{ value: PaymentStatus | 'all'; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'created', label: 'Pending' },
  { value: 'captured', label: 'Paid' },
  { value: 'failed', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** What each kind of anomaly means, in words an admin acts on. */
export const ANOMALY_LABELS: Record<AnomalyKind, string> = {
  unknown_order: 'Payment for an unknown order',
  cancelled_registration: 'Paid after cancellation',
  no_place: 'Paid after the held place was released',
  amount_mismatch: 'Amount mismatch',
  currency_mismatch: 'Currency mismatch',
  second_payment: 'Second payment',
  unhandled_refund: 'Refund event',
  transfer_failed: "Host's share refused by the provider",
  reversal_failed: "Host's share could not be taken back",
  transfer_mismatch: "Host's share differs at the provider",
};

/** '05 March, 2027, 2:30 PM' in India time, whatever the admin's browser says. */
export const formatDateTime = formatIndiaDateTime;
