import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paymentAnomalies } from '../platform/db/schema';
import type { App } from '../platform/http/types';

const ref = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

/**
 * Posts a Razorpay-style payment webhook (`payment.captured` unless told) signed as the app's
 * test provider signs them (the default provider in tests), as Razorpay would deliver it.
 */
export async function postPaymentWebhook(
  app: App,
  p: {
    event?: 'payment.captured' | 'payment.failed';
    orderId?: string;
    paymentId?: string;
    amountMinor: number;
    currency?: string;
  },
) {
  const event = p.event ?? 'payment.captured';
  const sign = app.deps.payments.signWebhook;
  if (!sign) throw new Error('signed webhooks need the test payment provider');
  const paymentId = p.paymentId ?? ref('pay');
  const orderId = p.orderId ?? ref('order');
  const body = JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount: p.amountMinor,
          currency: p.currency ?? 'INR',
          status: event === 'payment.failed' ? 'failed' : 'captured',
          order_id: orderId,
          error_description: event === 'payment.failed' ? 'Card declined' : null,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': sign(Buffer.from(body)),
      'x-razorpay-event-id': ref('evt'),
    },
  });
  if (res.statusCode !== 200) throw new Error(`webhook refused: ${res.statusCode} ${res.body}`);
  return { orderId, paymentId };
}

/** A fresh open anomaly: a payment for an order nobody placed (unknown_order). Returns its id. */
export async function makeUnknownOrderAnomaly(app: App, amountMinor = 49_900): Promise<string> {
  const { paymentId } = await postPaymentWebhook(app, { amountMinor });
  const [row] = await app.db
    .select({ id: paymentAnomalies.id })
    .from(paymentAnomalies)
    .where(eq(paymentAnomalies.payment_id, paymentId));
  if (!row) throw new Error('the webhook recorded no anomaly');
  return row.id;
}
