import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Order = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: string;
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};
type Payment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: string;
  order_id: string;
  method: string;
  captured: boolean;
  created_at: number;
};

type Refund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  speed_requested: 'normal';
};

const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex').slice(0, 14)}`;

/**
 * A local stand-in for Razorpay's Orders API speaking its wire format: Basic auth with the key id
 * and secret, JSON orders and payment collections, and Razorpay's error body. Tests steer it to
 * fail or stall, and add payments made "in the checkout".
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const orders = new Map<string, Order>();
  const payments: Payment[] = [];
  const refunds: Refund[] = [];
  /** Idempotency keys (`X-Refund-Idempotency`) and the refund each first made. */
  const refundKeys = new Map<string, Refund>();
  /** How new refunds come out: Razorpay's normal refunds start pending. */
  let refundStatus: Refund['status'] = 'pending';
  let refuseRefunds: { times: number; description: string } | null = null;
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  let failNext: { status: number; times: number } | null = null;
  let stallMs = 0;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const error = (res: http.ServerResponse, status: number, code: string, description: string) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: {
          code,
          description,
          source: 'business',
          step: 'payment_initiation',
          reason: 'input_validation_failed',
          metadata: {},
        },
      }),
    );
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      requests.push({ method: req.method ?? '', path: req.url ?? '', body });
      if (stallMs) await new Promise((r) => setTimeout(r, stallMs));
      if (req.headers.authorization !== expectedAuth) {
        return error(res, 401, 'BAD_REQUEST_ERROR', 'The api key provided is invalid');
      }
      if (failNext && failNext.times > 0) {
        failNext.times -= 1;
        return error(
          res,
          failNext.status,
          'SERVER_ERROR',
          'The server encountered an error. The incident has been reported to admins',
        );
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/v1/orders') {
        const amount = Number(body?.amount);
        if (!Number.isInteger(amount) || amount < 100) {
          return error(res, 400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
        }
        const order: Order = {
          id: rid('order'),
          entity: 'order',
          amount,
          amount_paid: 0,
          amount_due: amount,
          currency: String(body?.currency ?? 'INR'),
          receipt: String(body?.receipt ?? ''),
          status: 'created',
          attempts: 0,
          notes: (body?.notes as Record<string, string>) ?? {},
          created_at: Math.floor(Date.now() / 1000),
        };
        orders.set(order.id, order);
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(order));
      }
      const refundMatch = url.pathname.match(/^\/v1\/payments\/([^/]+)\/refund$/);
      if (req.method === 'POST' && refundMatch) {
        const key = req.headers['x-refund-idempotency'];
        const again = typeof key === 'string' ? refundKeys.get(key) : undefined;
        if (again) {
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(JSON.stringify(again));
        }
        if (refuseRefunds && refuseRefunds.times > 0) {
          refuseRefunds.times -= 1;
          return error(res, 400, 'BAD_REQUEST_ERROR', refuseRefunds.description);
        }
        const payment = payments.find((p) => p.id === refundMatch[1]);
        if (!payment || payment.status !== 'captured')
          return error(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
        const amount = Number(body?.amount ?? payment.amount);
        const already = refunds
          .filter((r) => r.payment_id === payment.id && r.status !== 'failed')
          .reduce((sum, r) => sum + r.amount, 0);
        if (!Number.isInteger(amount) || amount < 100)
          return error(res, 400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
        if (already + amount > payment.amount)
          return error(
            res,
            400,
            'BAD_REQUEST_ERROR',
            'The total refund amount is greater than the refund payment amount',
          );
        const refund: Refund = {
          id: rid('rfnd'),
          entity: 'refund',
          amount,
          currency: payment.currency,
          payment_id: payment.id,
          notes: (body?.notes as Record<string, string>) ?? {},
          receipt: typeof body?.receipt === 'string' ? body.receipt : null,
          acquirer_data: { arn: null },
          created_at: Math.floor(Date.now() / 1000),
          batch_id: null,
          status: refundStatus,
          speed_processed: 'normal',
          speed_requested: 'normal',
        };
        refunds.push(refund);
        if (typeof key === 'string') refundKeys.set(key, refund);
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(refund));
      }
      const oneRefund = url.pathname.match(/^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)$/);
      if (req.method === 'GET' && oneRefund) {
        const refund = refunds.find((r) => r.payment_id === oneRefund[1] && r.id === oneRefund[2]);
        if (!refund) return error(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(refund));
      }
      const match = url.pathname.match(/^\/v1\/orders\/([^/]+)\/payments$/);
      if (req.method === 'GET' && match) {
        if (!orders.has(match[1]!))
          return error(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
        const items = payments.filter((p) => p.order_id === match[1]);
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ entity: 'collection', count: items.length, items }));
      }
      return error(res, 404, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    requests,
    /** A payment the customer completed in Razorpay's checkout. */
    pay(orderId: string, status: 'captured' | 'failed' = 'captured', amount?: number): Payment {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const p: Payment = {
        id: rid('pay'),
        entity: 'payment',
        amount: amount ?? order.amount,
        currency: order.currency,
        status,
        order_id: orderId,
        method: 'card',
        captured: status === 'captured',
        created_at: Math.floor(Date.now() / 1000),
      };
      payments.push(p);
      return p;
    },
    refunds,
    /** New refunds come out with this status (pending, as Razorpay's normal refunds do). */
    refundsAs(status: Refund['status']) {
      refundStatus = status;
    },
    /** Razorpay finishes a refund: what its `refund.processed` / `refund.failed` report. */
    settleRefund(id: string, status: 'processed' | 'failed') {
      const refund = refunds.find((r) => r.id === id);
      if (!refund) throw new Error(`no refund ${id}`);
      refund.status = status;
      return refund;
    },
    /** The next refund requests are refused with a 400 and this description. */
    refuseRefunds(description: string, times = 1) {
      refuseRefunds = { times, description };
    },
    failNext(status: number, times = 1) {
      failNext = { status, times };
    },
    stall(ms: number) {
      stallMs = ms;
    },
    reset() {
      failNext = null;
      stallMs = 0;
      refundStatus = 'pending';
      refuseRefunds = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
