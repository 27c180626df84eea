// Zod-free, so pages can use it without the schema bundle.
/**
 * A registration's payment: `failed` is still payable on the same order (checkout retries);
 * `cancelled` registrations are kept with their order (the ledger), never deleted.
 */
export const PAYMENT_STATUSES = ['created', 'captured', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Waiting for a payment that can still arrive. */
export const isAwaitingPayment = (s: PaymentStatus) => s === 'created' || s === 'failed';
