import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../platform/config';
import { safeEqualHex } from '../platform/crypto';
import { razorpayRoute, testRoute, type RouteProvider } from './route-provider';

// What the payout jobs and their tests name; the rest of Route's types stay in route-provider.ts.
export type { LinkedAccountInput, RouteProduct } from './route-provider';

type ProviderOrder = { id: string; amount: number; currency: string; status: string };
type ProviderPayment = {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
};

/** Razorpay's refund entity, as far as Matchday reads it. */
export type ProviderRefund = {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  status: 'pending' | 'processed' | 'failed';
};

type RefundRequest = {
  paymentId: string;
  amountMinor: number;
  /** Our refund's id: the receipt, and the idempotency key a retry repeats. */
  refundId: string;
  notes: Record<string, string>;
};

/**
 * What Matchday needs from a payment provider; Razorpay's wire format is the model. Route (paying
 * hosts through linked accounts) is its own part, in route-provider.ts.
 */
export type PaymentProvider = RouteProvider & {
  name: 'razorpay' | 'test';
  /** Public key id the checkout is opened with; never a secret. */
  keyId: string;
  createOrder: (o: {
    amountMinor: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }) => Promise<ProviderOrder>;
  fetchOrderPayments: (orderId: string) => Promise<ProviderPayment[]>;
  /**
   * A normal-speed refund of (part of) a captured payment. Repeating it with the same refund id
   * returns the first refund, never a second one (Razorpay's `X-Refund-Idempotency`).
   */
  createRefund: (r: RefundRequest) => Promise<ProviderRefund>;
  fetchRefund: (paymentId: string, refundId: string) => Promise<ProviderRefund>;
  /** Razorpay checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyPaymentSignature: (orderId: string, paymentId: string, signature: string) => boolean;
  /** Webhook signature: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhookSignature: (rawBody: Buffer, signature: string) => boolean;
  /** Test provider only: what checkout would hand the page after paying. */
  signPayment?: (orderId: string, paymentId: string) => string;
  signWebhook?: (rawBody: Buffer) => string;
};

export class ProviderError extends Error {
  /** The provider's HTTP status; undefined when it did not answer. */
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }

  /** A refusal that repeating will not change (a 4xx other than 409 in progress / 429). */
  get permanent(): boolean {
    return (
      this.status !== undefined &&
      this.status >= 400 &&
      this.status < 500 &&
      ![409, 429].includes(this.status)
    );
  }
}

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

const randomId = (prefix: string) =>
  `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  timeoutMs?: number;
};

/** One authenticated JSON call to Razorpay; a refusal or no answer throws ProviderError. */
function razorpayCall(cfg: RazorpayConfig) {
  const auth = `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64')}`;
  return async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${cfg.apiUrl}${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(cfg.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new ProviderError(`Razorpay did not answer: ${(err as Error).message}`);
    }
    const json = (await res.json().catch(() => null)) as {
      error?: { description?: string };
    } | null;
    if (!res.ok)
      throw new ProviderError(
        `Razorpay ${res.status}: ${json?.error?.description ?? 'no body'}`,
        res.status,
      );
    return json as T;
  };
}

/** Razorpay's REST API (Orders, Payments, Route) with Basic auth; the base URL is configurable. */
export function razorpayProvider(cfg: RazorpayConfig): PaymentProvider {
  const call = razorpayCall(cfg);
  // A refusal of our own making is as final as one of Razorpay's.
  const refuse = (message: string) => new ProviderError(message, 400);
  return {
    ...razorpayRoute(call, refuse),
    name: 'razorpay',
    keyId: cfg.keyId,
    async createOrder({ amountMinor, currency, receipt, notes }) {
      const o = await call<ProviderOrder>('POST', '/v1/orders', {
        amount: amountMinor,
        currency,
        receipt,
        notes,
      });
      return { id: o.id, amount: o.amount, currency: o.currency, status: o.status };
    },
    async fetchOrderPayments(orderId) {
      const r = await call<{ items: ProviderPayment[] }>(
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return r.items.map((p) => ({
        id: p.id,
        order_id: p.order_id,
        amount: p.amount,
        currency: p.currency,
        status: p.status,
      }));
    },
    async createRefund({ paymentId, amountMinor, refundId, notes }) {
      const r = await call<ProviderRefund>(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountMinor, speed: 'normal', receipt: refundId, notes },
        { 'X-Refund-Idempotency': refundId },
      );
      return refundOf(r);
    },
    async fetchRefund(paymentId, refundId) {
      const r = await call<ProviderRefund>(
        'GET',
        `/v1/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`,
      );
      return refundOf(r);
    },
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      safeEqualHex(hmacHex(cfg.keySecret, `${orderId}|${paymentId}`), signature),
    verifyWebhookSignature: (rawBody, signature) =>
      safeEqualHex(hmacHex(cfg.webhookSecret, rawBody), signature),
  };
}

const refundOf = (r: ProviderRefund): ProviderRefund => ({
  id: r.id,
  payment_id: r.payment_id,
  amount: r.amount,
  currency: r.currency,
  status: r.status,
});

/**
 * The built-in provider used when no Razorpay keys are set: orders are local, the browser shows a
 * test checkout, and signatures are made exactly as Razorpay makes them, with a test secret.
 */
export function testProvider(secret: string): PaymentProvider {
  const keySecret = hmacHex(secret, 'matchday-test-payments');
  const webhookSecret = hmacHex(secret, 'matchday-test-webhooks');
  return {
    ...testRoute(
      (prefix, key) => `${prefix}_${hmacHex(keySecret, `${prefix}:${key}`).slice(0, 14)}`,
    ),
    name: 'test',
    keyId: 'rzp_test_matchday',
    async createOrder({ amountMinor, currency }) {
      return { id: randomId('order'), amount: amountMinor, currency, status: 'created' };
    },
    async fetchOrderPayments() {
      return [];
    },
    // Refunds run Razorpay's states: pending when made, processed when next asked about. The id
    // comes from our refund id, so a repeated request is the same refund.
    async createRefund({ paymentId, amountMinor, refundId }) {
      const id = `rfnd_${hmacHex(keySecret, refundId).slice(0, 14)}`;
      return { id, payment_id: paymentId, amount: amountMinor, currency: 'INR', status: 'pending' };
    },
    async fetchRefund(paymentId, refundId) {
      return {
        id: refundId,
        payment_id: paymentId,
        amount: 0,
        currency: 'INR',
        status: 'processed',
      };
    },
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      safeEqualHex(hmacHex(keySecret, `${orderId}|${paymentId}`), signature),
    verifyWebhookSignature: (rawBody, signature) =>
      safeEqualHex(hmacHex(webhookSecret, rawBody), signature),
    signPayment: (orderId, paymentId) => hmacHex(keySecret, `${orderId}|${paymentId}`),
    signWebhook: (rawBody) => hmacHex(webhookSecret, rawBody),
  };
}

export const newTestPaymentId = () => randomId('pay');

/**
 * The provider config.ts chose. Each secret does its own job: a webhook is checked only with the
 * webhook secret, never with the key secret in its place.
 */
export function providerFromConfig(config: Config): PaymentProvider {
  const p = config.payments;
  return p.provider === 'razorpay'
    ? razorpayProvider(p.razorpay)
    : testProvider(config.sessionSecret);
}

declare module '../platform/deps' {
  interface Deps {
    /** The payment provider (Razorpay, or the test provider), chosen by configuration. */
    payments: PaymentProvider;
  }
}
