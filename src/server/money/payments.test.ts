import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { participations, type CategoryRow, type EventRow, type User } from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { as, apiCaller } from '../test/sessions';
import { settleJobs } from '../test/jobs';
import { useFakeRazorpayApp } from '../test/fake-razorpay-app';
import { hmacHex, razorpayProvider } from './provider';
import { reconcilePending } from './service';

// The Razorpay adapter against a local server speaking Razorpay's wire format.
const { fake, ctx, keys } = await useFakeRazorpayApp('payments');

type Actor = { user: User; cookie: string };
let host: Actor;
let category: CategoryRow;
let event: EventRow;
beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  const sport = await makeSport(ctx.app.db);
  category = await makeCategory(ctx.app.db, { sports_id: sport.id });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    prices: [{ category_id: category.id, price: 750 }],
  });
});

const call = apiCaller(() => ctx.app);

async function register() {
  const who = await as(ctx.app, 'Participant');
  const res = await call(who, 'POST', '/event/participate', {
    event_id: event.id,
    category_id: category.id,
  });
  expect(res.statusCode).toBe(201);
  return {
    who,
    orderId: res.json().data.order_id as string,
    id: res.json().data.participation.id as string,
  };
}
const status = async (id: string) =>
  (await ctx.database.db.select().from(participations).where(eq(participations.id, id)))[0]!;

let eventSeq = 0;
function webhook(
  event: string,
  orderId: string,
  paymentId: string,
  opts: { amount?: number; eventId?: string; secret?: string } = {},
) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_fake',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount: opts.amount ?? 75000,
          currency: 'INR',
          status: event === 'payment.failed' ? 'failed' : 'captured',
          order_id: orderId,
          error_description: event === 'payment.failed' ? 'Card declined' : null,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(opts.secret ?? keys.webhookSecret, body),
      'x-razorpay-event-id': opts.eventId ?? `evt_${Date.now()}_${eventSeq++}`,
    },
  });
}

describe('Razorpay adapter', () => {
  it("creates the order through Razorpay's Orders API in paise with the registration as receipt", async () => {
    const r = await register();
    const order = fake.orders.get(r.orderId)!;
    expect(order).toMatchObject({ amount: 75000, currency: 'INR', receipt: r.id });
    const res = await call(r.who, 'GET', `/event/participate/${r.id}`);
    expect(res.json().data.order_id).toBe(r.orderId);
  });

  it('verifies the checkout signature made with the key secret', async () => {
    const r = await register();
    const payment = fake.pay(r.orderId);
    const good = {
      razorpay_order_id: r.orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: hmacHex(keys.keySecret, `${r.orderId}|${payment.id}`),
    };
    const wrongKey = {
      ...good,
      razorpay_signature: hmacHex('another-secret', `${r.orderId}|${payment.id}`),
    };
    expect((await call(r.who, 'POST', '/payments/verify', wrongKey)).statusCode).toBe(400);
    expect((await call(r.who, 'POST', '/payments/verify', good)).statusCode).toBe(200);
    expect((await status(r.id)).payment_status).toBe('captured');
    expect((await status(r.id)).payment_id).toBe(payment.id);
  });

  it('leaves no registration behind when Razorpay answers 5xx or does not answer', async () => {
    const p = await as(ctx.app, 'Participant');
    fake.failNext(500);
    const res = await call(p, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: category.id,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatch(/payment service/);
    expect(
      await ctx.database.db
        .select()
        .from(participations)
        .where(eq(participations.participant_id, p.user.id)),
    ).toHaveLength(0);

    // A provider that stalls longer than the adapter waits.
    const slow = razorpayProvider({
      keyId: keys.keyId,
      keySecret: keys.keySecret,
      webhookSecret: keys.webhookSecret,
      apiUrl: fake.url,
      timeoutMs: 200,
    });
    fake.stall(1000);
    await expect(
      slow.createOrder({ amountMinor: 1000, currency: 'INR', receipt: 'x', notes: {} }),
    ).rejects.toThrow(/did not answer/);
    fake.reset();
    const retry = await call(p, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: category.id,
    });
    expect(retry.statusCode).toBe(201);
  });

  it('has no test checkout: POST /payments/test/complete is not found', async () => {
    const r = await register();
    const res = await call(r.who, 'POST', '/payments/test/complete', {
      order_id: r.orderId,
      outcome: 'paid',
    });
    expect(res.statusCode).toBe(404);
    expect((await status(r.id)).payment_status).toBe('created');
    const site = await ctx.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(site.json().data.payments_test_mode).toBe(false);
  });

  it('refuses the wrong credentials with Razorpay’s error', async () => {
    const bad = razorpayProvider({
      keyId: keys.keyId,
      keySecret: 'wrong',
      webhookSecret: 'x',
      apiUrl: fake.url,
    });
    await expect(
      bad.createOrder({ amountMinor: 1000, currency: 'INR', receipt: 'x', notes: {} }),
    ).rejects.toThrow(/401: The api key provided is invalid/);
  });
});

describe('webhooks', () => {
  it('records a payment the browser never reported (payment.captured)', async () => {
    const r = await register();
    const res = await webhook('payment.captured', r.orderId, 'pay_hook1');
    expect(res.statusCode).toBe(200);
    expect(await status(r.id)).toMatchObject({
      payment_status: 'captured',
      payment_id: 'pay_hook1',
    });
  });

  it('handles the same event delivered three times, and together with verify, as one capture', async () => {
    const r = await register();
    const payment = fake.pay(r.orderId);
    const signed = {
      razorpay_order_id: r.orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: hmacHex(keys.keySecret, `${r.orderId}|${payment.id}`),
    };
    const results = await Promise.all([
      webhook('payment.captured', r.orderId, payment.id, { eventId: 'evt_same_1' }),
      webhook('payment.captured', r.orderId, payment.id, { eventId: 'evt_same_1' }),
      webhook('payment.captured', r.orderId, payment.id, { eventId: 'evt_same_1' }),
      webhook('order.paid', r.orderId, payment.id),
      call(r.who, 'POST', '/payments/verify', signed),
    ]);
    expect(results.map((x) => x.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const row = await status(r.id);
    expect(row).toMatchObject({ payment_status: 'captured', payment_id: payment.id });
    await settleJobs(ctx.app);
    expect(
      ctx.mail.received.filter((m) => m.to.includes(r.who.user.email.toLowerCase())),
    ).toHaveLength(1);
  });

  it('lets a late payment.failed never undo a capture', async () => {
    const r = await register();
    await webhook('payment.captured', r.orderId, 'pay_ok');
    await webhook('payment.failed', r.orderId, 'pay_bad');
    expect((await status(r.id)).payment_status).toBe('captured');
  });

  it('notes a failed payment, and a retry on the same order still pays', async () => {
    const r = await register();
    await webhook('payment.failed', r.orderId, 'pay_declined');
    expect(await status(r.id)).toMatchObject({
      payment_status: 'failed',
      last_payment_error: 'Card declined',
    });
    await webhook('payment.captured', r.orderId, 'pay_retry_ok');
    expect(await status(r.id)).toMatchObject({
      payment_status: 'captured',
      payment_id: 'pay_retry_ok',
    });
  });

  it('refuses a bad signature (400) and changes nothing', async () => {
    const r = await register();
    const res = await webhook('payment.captured', r.orderId, 'pay_forged', {
      secret: 'not-the-secret',
    });
    expect(res.statusCode).toBe(400);
    expect((await status(r.id)).payment_status).toBe('created');
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      payload: { event: 'payment.captured' },
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('ignores a notice for another amount', async () => {
    const r = await register();
    await webhook('payment.captured', r.orderId, 'pay_small', { amount: 100 });
    expect((await status(r.id)).payment_status).toBe('created');
  });
});

describe('reconciliation', () => {
  it('captures, after 15 minutes, a payment only the provider knows about', async () => {
    const paid = await register();
    const unpaid = await register();
    fake.pay(paid.orderId);
    expect(await reconcilePending(ctx.app.deps)).toBe(0); // too recent
    ctx.clock.advance(16 * 60_000);
    expect(await reconcilePending(ctx.app.deps)).toBeGreaterThanOrEqual(1);
    ctx.clock.reset();
    expect((await status(paid.id)).payment_status).toBe('captured');
    expect((await status(unpaid.id)).payment_status).toBe('created');
  });
});
