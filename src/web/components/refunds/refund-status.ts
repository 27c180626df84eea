import type { RefundRow } from '../../../shared/refunds/schemas';

/**
 * How a refund stands at a glance: its chip's colour. Its words are the `refund.status` messages
 * of the screen that shows it (money, dashboard).
 */
export const REFUND_STATUS_TEXT: Record<
  RefundRow['status'],
  { color: 'warning' | 'success' | 'error' }
> = {
  refund_pending: { color: 'warning' },
  refunded: { color: 'success' },
  refund_failed: { color: 'error' },
};
