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

/** Why the money went back. */
export const REFUND_REASON_TEXT: Record<RefundRow['reason'], string> = {
  participant_cancelled: 'Cancelled by the participant',
  host_removed: 'Removed by the host',
  event_cancelled: 'Event cancelled',
  payment_anomaly: 'Payment that could not be kept',
  category_switch: 'Cheaper category',
  team_incomplete: 'Team not complete in time',
  team_member_left: 'Left the team',
};
