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

const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex').slice(0, 14)}`;

/**
 * A local stand-in for Razorpay's Orders API speaking its wire format: Basic auth with the key id
 * and secret, JSON orders and payment collections, and Razorpay's error body. Tests steer it to
 * fail or stall, and add payments made "in the checkout".
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const orders = new Map<string, Order>();
  const payments: Payment[] = [];
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
    failNext(status: number, times = 1) {
      failNext = { status, times };
    },
    stall(ms: number) {
      stallMs = ms;
    },
    reset() {
      failNext = null;
      stallMs = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
