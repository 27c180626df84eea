import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';

type ProviderOrder = { id: string; amount: number; currency: string; status: string };
type ProviderPayment = {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
};

/** What Matchday needs from a payment provider; Razorpay's wire format is the model. */
export type PaymentProvider = {
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
  /** Razorpay checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyPaymentSignature: (orderId: string, paymentId: string, signature: string) => boolean;
  /** Webhook signature: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhookSignature: (rawBody: Buffer, signature: string) => boolean;
  /** Test provider only: what checkout would hand the page after paying. */
  signPayment?: (orderId: string, paymentId: string) => string;
  signWebhook?: (rawBody: Buffer) => string;
};

export class ProviderError extends Error {}

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

export function safeEqualHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

const randomId = (prefix: string) =>
  `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

/** Razorpay's REST API (Orders, Payments) with Basic auth; the base URL is configurable. */
export function razorpayProvider(cfg: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  timeoutMs?: number;
}): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64')}`;
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${cfg.apiUrl}${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json' },
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
      throw new ProviderError(`Razorpay ${res.status}: ${json?.error?.description ?? 'no body'}`);
    return json as T;
  }
  return {
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
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      safeEqualHex(hmacHex(cfg.keySecret, `${orderId}|${paymentId}`), signature),
    verifyWebhookSignature: (rawBody, signature) =>
      safeEqualHex(hmacHex(cfg.webhookSecret, rawBody), signature),
  };
}

/**
 * The built-in provider used when no Razorpay keys are set: orders are local, the browser shows a
 * test checkout, and signatures are made exactly as Razorpay makes them, with a test secret.
 */
export function testProvider(secret: string): PaymentProvider {
  const keySecret = hmacHex(secret, 'matchday-test-payments');
  const webhookSecret = hmacHex(secret, 'matchday-test-webhooks');
  return {
    name: 'test',
    keyId: 'rzp_test_matchday',
    async createOrder({ amountMinor, currency }) {
      return { id: randomId('order'), amount: amountMinor, currency, status: 'created' };
    },
    async fetchOrderPayments() {
      return [];
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
