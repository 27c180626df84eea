import type { PaymentVerify } from '../../shared/participations/schemas';
import { api } from './client';

/** The payment calls: confirming a checkout's answer, and the test provider's checkout. */

export type CheckoutAnswer = PaymentVerify;

/** POST /payments/verify with the checkout's signed answer; toasts a failure. */
export function verifyPayment(answer: CheckoutAnswer) {
  return api.post<{ participation_id: string }>('/payments/verify', answer);
}

/**
 * POST /payments/test/complete: what the test checkout does instead of a card form. 'failed'
 * answers 400 'Payment failed. Please try again.' by design, so it is silent: the caller
 * shows that text.
 */
export function completeTestPayment(orderId: string, outcome: 'paid' | 'failed') {
  return api.post<CheckoutAnswer>(
    '/payments/test/complete',
    { order_id: orderId, outcome },
    { silent: outcome === 'failed' },
  );
}
