import { formatIndiaDateTime } from '../../i18n/dates';
import type { PaymentStatus } from '../../../shared/participations/payment-status';

/** How the admin's payments screen reads: status filters, anomaly kinds, instants. */

/** The status filters in their order; their words are the `money.payments.filter` message's. */
export const STATUS_FILTERS: ReadonlyArray<PaymentStatus | 'all'> = [
  'all',
  'created',
  'captured',
  'failed',
  'cancelled',
];

/** '05 March, 2027, 2:30 PM' in India time, whatever the admin's browser says. */
export const formatDateTime = formatIndiaDateTime;
