import { createHash } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PARTICIPATION_MSG } from '../../shared/participations/schemas';
import {
  ledgerEntries,
  participations,
  paymentAnomalies,
  providerWebhooks,
  type EventRow,
} from '../platform/db/schema';
import { LIMITS } from '../platform/rate-limit/limits';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { settleJobs } from '../test/jobs';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

/** Security review findings 3 and 4: money that arrives is always on record, anomalies too. */
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = Awaited<ReturnType<typeof as>>;

let host: Actor;
let event: EventRow;
let categoryId: string;
beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  const sport = await makeSport(ctx.app.db);
  const category = await makeCategory(ctx.app.db, { sports_id: sport.id });
  categoryId = category.id;
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    prices: [{ category_id: category.id, price: 750 }],
  });
});

async function register() {
  const who = await as(ctx.app, 'Participant');
  const res = await call(who, 'POST', '/event/participate', {
    event_id: event.id,
    category_id: categoryId,
  });
  expect(res.statusCode).toBe(201);
  return {
    who,
    orderId: res.json().data.order_id as string,
    id: res.json().data.participation.id as string,
  };
}

let seq = 0;
function signed(event: string, entity: Record<string, unknown>, eventId = `evt_l_${++seq}`) {
  const body = JSON.stringify({
    entity: 'event',
    event,
    payload: event.startsWith('refund.')
      ? { refund: { entity }, payment: { entity: { id: entity.payment_id } } }
      : { payment: { entity } },
  });
  return {
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': ctx.app.deps.payments.signWebhook!(Buffer.from(body)),
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  };
}
const webhook = (event: string, entity: Record<string, unknown>, eventId?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    ...signed(event, entity, eventId),
  });
const captured = (orderId: string, id: string, extra: Record<string, unknown> = {}) =>
  webhook('payment.captured', { id, order_id: orderId, amount: 75000, currency: 'INR', ...extra });

const row = async (id: string) =>
  (await ctx.app.db.select().from(participations).where(eq(participations.id, id)))[0]!;
const anomaliesOf = (paymentId: string) =>
  ctx.app.db.select().from(paymentAnomalies).where(eq(paymentAnomalies.payment_id, paymentId));
const ledgerOf = (paymentId: string) =>
  ctx.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, paymentId));
const deliveries = (eventId: string) =>
  ctx.app.db.select().from(providerWebhooks).where(eq(providerWebhooks.event_id, eventId));

describe('a payment for a cancelled registration', () => {
  it('keeps the registration, records the money and an anomaly, and tells the payer', async () => {
    const r = await register();
    expect((await call(host, 'DELETE', `/event/participate/${r.id}`)).statusCode).toBe(200);
    expect(await row(r.id)).toMatchObject({ payment_status: 'cancelled', order_id: r.orderId });

    const warn = vi.spyOn(ctx.app.deps.log, 'warn');
    expect((await captured(r.orderId, 'pay_after_cancel')).statusCode).toBe(200);
    expect((await row(r.id)).payment_status).toBe('cancelled');
    expect(await ledgerOf('pay_after_cancel')).toMatchObject([
      { kind: 'capture', participation_id: r.id, amount_minor: 75000, source: 'webhook' },
    ]);
    expect(await anomaliesOf('pay_after_cancel')).toMatchObject([
      { kind: 'cancelled_registration', participation_id: r.id, amount_minor: 75000 },
    ]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'cancelled_registration' }),
      expect.stringContaining('payment anomaly'),
    );

    // The checkout's own answer for the same payment: a clear 409, no second anomaly.
    const signed = {
      razorpay_order_id: r.orderId,
      razorpay_payment_id: 'pay_after_cancel',
      razorpay_signature: ctx.app.deps.payments.signPayment!(r.orderId, 'pay_after_cancel'),
    };
    const verify = await call(r.who, 'POST', '/payments/verify', signed);
    expect(verify.statusCode).toBe(409);
    expect(verify.json().error).toBe(PARTICIPATION_MSG.paidAfterCancel);
    expect(await anomaliesOf('pay_after_cancel')).toHaveLength(1);
    await settleJobs(ctx.app);
    // No "you're registered" for it: the money goes back by itself (issue 16), and says so.
    expect(
      ctx.mail.received.filter((m) => m.to.includes(r.who.user.email)).map((m) => m.subject),
    ).toEqual(['Refund made: ₹750']);
    const out = await ctx.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.participation_id, r.id));
    expect(out.map((l) => [l.kind, l.amount_minor]).sort()).toEqual([
      ['capture', 75000],
      ['refund', -75000],
    ]);
  });
});

describe('payments that do not add up', () => {
  it('refuses a different amount, and a report without one, as mismatches', async () => {
    const r = await register();
    expect((await captured(r.orderId, 'pay_short', { amount: 100 })).statusCode).toBe(200);
    expect((await row(r.id)).payment_status).toBe('created');
    expect(await anomaliesOf('pay_short')).toMatchObject([
      { kind: 'amount_mismatch', amount_minor: 100, expected_amount_minor: 75000 },
    ]);
    expect(await ledgerOf('pay_short')).toMatchObject([{ amount_minor: 100 }]);

    expect((await captured(r.orderId, 'pay_no_amount', { amount: undefined })).statusCode).toBe(
      200,
    );
    expect((await row(r.id)).payment_status).toBe('created');
    expect(await anomaliesOf('pay_no_amount')).toMatchObject([
      { kind: 'amount_mismatch', amount_minor: null },
    ]);
    expect(await ledgerOf('pay_no_amount')).toHaveLength(0); // no amount, nothing to book

    expect((await captured(r.orderId, 'pay_usd', { currency: 'USD' })).statusCode).toBe(200);
    expect(await anomaliesOf('pay_usd')).toMatchObject([{ kind: 'currency_mismatch' }]);
    expect((await row(r.id)).payment_status).toBe('created');
  });

  it('records a payment for an order nobody knows', async () => {
    expect((await captured('order_nobody', 'pay_nobody')).statusCode).toBe(200);
    expect(await anomaliesOf('pay_nobody')).toMatchObject([
      { kind: 'unknown_order', order_id: 'order_nobody', participation_id: null },
    ]);
    expect(await ledgerOf('pay_nobody')).toMatchObject([{ participation_id: null }]);
  });

  it('records a second payment on a paid registration once, though reported twice', async () => {
    const r = await register();
    await captured(r.orderId, 'pay_first');
    expect((await row(r.id)).payment_status).toBe('captured');
    await captured(r.orderId, 'pay_second');
    await webhook('order.paid', {
      id: 'pay_second',
      order_id: r.orderId,
      amount: 75000,
      currency: 'INR',
    });
    expect((await row(r.id)).payment_id).toBe('pay_first');
    expect(await anomaliesOf('pay_second')).toMatchObject([{ kind: 'second_payment' }]);
    expect(await ledgerOf('pay_second')).toHaveLength(1);
    await settleJobs(ctx.app);
    expect(ctx.mail.count(r.who.user.email)).toBe(1); // one confirmation, for the first
  });

  it('records a refund event it does not handle', async () => {
    const r = await register();
    await captured(r.orderId, 'pay_refunded');
    const res = await webhook('refund.processed', {
      id: 'rfnd_1',
      payment_id: 'pay_refunded',
      amount: 75000,
      currency: 'INR',
    });
    expect(res.statusCode).toBe(200);
    const [a] = await ctx.app.db
      .select()
      .from(paymentAnomalies)
      .where(eq(paymentAnomalies.kind, 'unhandled_refund'));
    expect(a).toMatchObject({ participation_id: r.id, payment_id: 'pay_refunded' });
  });
});

describe('webhook deliveries', () => {
  it('stores every delivery raw: verified, redelivered and forged', async () => {
    const r = await register();
    const body = { id: 'pay_stored', order_id: r.orderId, amount: 75000, currency: 'INR' };
    await webhook('payment.captured', body, 'evt_stored');
    await webhook('payment.captured', body, 'evt_stored');
    const stored = await deliveries('evt_stored');
    expect(stored.map((d) => [d.signature_verified, d.outcome])).toEqual([
      [true, 'captured'],
      [true, 'duplicate'],
    ]);
    expect(JSON.parse(stored[0]!.payload)).toMatchObject({ event: 'payment.captured' });

    const forged = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: body } },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': '0'.repeat(64),
        'x-razorpay-event-id': 'evt_forged',
      },
      payload: forged,
    });
    expect(res.statusCode).toBe(400);
    expect(await deliveries('evt_forged')).toMatchObject([
      {
        signature_verified: false,
        outcome: 'rejected',
        payload: forged,
        payload_bytes: Buffer.byteLength(forged),
        payload_sha256: createHash('sha256').update(forged).digest('hex'),
        headers: { 'x-razorpay-event-id': 'evt_forged', 'content-type': 'application/json' },
      },
    ]);
    // A forged delivery claims nothing: the real one with that id is still handled.
    const r2 = await register();
    await webhook(
      'payment.captured',
      { id: 'pay_real', order_id: r2.orderId, amount: 75000, currency: 'INR' },
      'evt_forged',
    );
    expect((await row(r2.id)).payment_status).toBe('captured');
  });
});

describe('unsigned deliveries (issue 24, item 4)', () => {
  it('are kept small (size, hash, headers, first 1 KiB) and limited per IP; signed ones still pass', async () => {
    const junk = JSON.stringify({ event: 'payment.captured', pad: 'x'.repeat(200 * 1024) });
    const post = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        remoteAddress: '203.0.113.9',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': 'f'.repeat(64),
          'x-razorpay-event-id': `evt_junk_${n}`,
        },
        payload: junk,
      });
    const statuses: number[] = [];
    for (let n = 0; n < 100; n++) statuses.push((await post(n)).statusCode);
    const limit = LIMITS.webhookRejectionsPerIp.max;
    expect(statuses.slice(0, limit).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
    const stored = await ctx.app.db
      .select()
      .from(providerWebhooks)
      .where(like(providerWebhooks.event_id, 'evt_junk_%'));
    expect(stored).toHaveLength(limit);
    for (const d of stored) {
      expect(d.payload).toHaveLength(1024);
      expect(d.payload_bytes).toBe(Buffer.byteLength(junk));
      expect(d.payload_sha256).toBe(createHash('sha256').update(junk).digest('hex'));
    }
    // Razorpay itself is never limited by what others send: a signed delivery is handled.
    const r = await register();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      remoteAddress: '203.0.113.9',
      ...signed('payment.captured', {
        id: 'pay_after_junk',
        order_id: r.orderId,
        amount: 75000,
        currency: 'INR',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect((await row(r.id)).payment_status).toBe('captured');
  });
});
