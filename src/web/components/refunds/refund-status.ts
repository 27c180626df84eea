import type { RefundRow } from '../../../shared/refunds/schemas';

/** How a refund stands, in words a participant and an admin both read. */
export const REFUND_STATUS_TEXT: Record<
  RefundRow['status'],
  { label: string; color: 'warning' | 'success' | 'error' }
> = {
  refund_pending: { label: 'Refund on its way', color: 'warning' },
  refunded: { label: 'Refunded', color: 'success' },
  refund_failed: { label: 'Refund delayed', color: 'error' },
};
