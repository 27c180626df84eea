import { BRAND_ORANGE } from '../../../shared/constants';
import type { CheckoutAnswer } from '../../api/payments';

/** Razorpay's checkout.js, loaded only when someone pays, and the little of its API we use. */

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

type RazorpayOptions = {
  key: string;
  order_id: string;
  /** In paise. */
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
  theme: { color: string };
  handler: (answer: CheckoutAnswer) => void;
  modal: { ondismiss: () => void };
};

type RazorpayInstance = {
  open: () => void;
  close: () => void;
  on: (event: 'payment.failed', handler: (answer: unknown) => void) => void;
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<boolean> | null = null;

/** Resolves true once `window.Razorpay` exists; false if the script could not load (retryable). */
export function loadRazorpayScript(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Razorpay));
    script.onerror = () => {
      script.remove();
      loading = null;
      resolve(false);
    };
    document.body.appendChild(script);
  });
  return loading;
}

export type RazorpayOutcome =
  { kind: 'paid'; answer: CheckoutAnswer } | { kind: 'cancelled' } | { kind: 'failed' };

/**
 * Opens the checkout and settles once: paid (the signed answer to verify), cancelled (the
 * player closed it) or failed. On a failed attempt the checkout is closed, so the page can
 * take the player back to the event (§4).
 */
export function openRazorpay(order: {
  keyId: string;
  orderId: string;
  amount: number;
  currency: string;
  description: string;
  prefill: RazorpayOptions['prefill'];
}): Promise<RazorpayOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: RazorpayOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const Razorpay = window.Razorpay!;
    const rzp = new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: Math.round(order.amount * 100),
      currency: order.currency,
      name: 'Matchday',
      description: order.description,
      prefill: order.prefill,
      theme: { color: BRAND_ORANGE },
      handler: (answer) => settle({ kind: 'paid', answer }),
      modal: { ondismiss: () => settle({ kind: 'cancelled' }) },
    });
    rzp.on('payment.failed', () => {
      settle({ kind: 'failed' });
      rzp.close();
    });
    rzp.open();
  });
}
