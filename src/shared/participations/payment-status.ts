// Zod-free, so pages can use it without the schema bundle.
/**
 * A registration's payment: `failed` is still payable on the same order (checkout retries);
 * `cancelled` registrations are kept with their order (the ledger), never deleted.
 */
export const PAYMENT_STATUSES = ['created', 'captured', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Waiting for a payment that can still arrive. */
export const isAwaitingPayment = (s: PaymentStatus) => s === 'created' || s === 'failed';
/**
 * A free entry (a category priced 0): captured at once with no order, so it is a registration,
 * never described as a payment.
 */
export const isFreeEntry = (p: { order_id: string | null; amount_paid: number }) =>
  p.order_id === null && p.amount_paid === 0;
