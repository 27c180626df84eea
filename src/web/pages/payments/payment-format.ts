import { formatIndiaDateTime } from '../../i18n/dates';
import type { PaymentStatus } from '../../../shared/participations/payment-status';

/** How the admin's payments screen reads: status filters, anomaly kinds, instants. */

export const STATUS_FILTERS: ReadonlyArray<{ value: PaymentStatus | 'all'; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'created', label: 'Pending' },
  { value: 'captured', label: 'Paid' },
  { value: 'failed', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** '05 March, 2027, 2:30 PM' in India time, whatever the admin's browser says. */
export const formatDateTime = formatIndiaDateTime;
