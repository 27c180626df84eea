import { formatDisplayDate } from '../../../shared/date-format';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_MSG } from '../../../shared/refunds/policy';
import {
  events,
  ledgerEntries,
  participations,
  paymentAnomalies,
  refunds,
  users,
  type CategoryRow,
  type EventRow,
  type User,
} from '../../platform/db/schema';
import { createSession } from '../../auth/sessions';
import { hmacHex } from '../provider';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { useFakeRazorpayApp } from '../../test/fake-razorpay-app';
import { settleJobs } from '../../test/jobs';
import { NAMES_BY_SCRIPT } from '../../test/indian-names';
import { pdfFonts, pdfText } from '../../test/pdf-text';
import { apiCaller, as } from '../../test/sessions';
import { reconcilePending } from '../service';
import { cancelEventRegistrations } from '../../registration/cancel/event-cancel';
import { sendRefund } from './send';

// Issue 16 on PostgreSQL, against a local server speaking Razorpay's wire format (orders,
// payments, refunds with `X-Refund-Idempotency`), with the real job queue and a movable clock.
const { fake, ctx, keys } = await useFakeRazorpayApp('refunds');
afterEach(() => {
  fake.reset();
  ctx.clock.reset();
});

type Actor = { user: User; cookie: string };
const call = apiCaller(() => ctx.app);
let host: Actor;
let sportId: string;
let category: CategoryRow;

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  sportId = (await makeSport(ctx.app.db)).id;
  category = await makeCategory(ctx.app.db, { sports_id: sportId });
});

/** An open event (starts in 16 days) at `price` rupees with the given stored policy. */
async function anEvent(price: number, policy: EventRow['refund_policy'] = null) {
  const event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    prices: [{ category_id: category.id, price }],
  });
  if (policy)
    await ctx.app.db.update(events).set({ refund_policy: policy }).where(eq(events.id, event.id));
  return event;
}

/** A participant registered and paid through the checkout (verify with the key secret). */
async function paid(event: EventRow) {
  const who = await as(ctx.app, 'Participant');
  const res = await call(who, 'POST', '/event/participate', {
    event_id: event.id,
    category_id: category.id,
  });
  expect(res.statusCode).toBe(201);
  const orderId = res.json().data.order_id as string;
  const id = res.json().data.participation.id as string;
  const payment = fake.pay(orderId);
  const verify = await call(who, 'POST', '/payments/verify', {
    razorpay_order_id: orderId,
    razorpay_payment_id: payment.id,
    razorpay_signature: hmacHex(keys.keySecret, `${orderId}|${payment.id}`),
  });
  expect(verify.statusCode).toBe(200);
  return { who, id, orderId, paymentId: payment.id };
}

let seq = 0;
function refundWebhook(event: 'refund.processed' | 'refund.failed', refundId: string) {
  const refund = fake.refunds.find((r) => r.id === refundId)!;
  const body = JSON.stringify({
    entity: 'event',
    event,
    contains: ['refund', 'payment'],
    payload: { refund: { entity: { ...refund, status: event.slice(7) } } },
    created_at: Math.floor(Date.now() / 1000),
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(keys.webhookSecret, body),
      'x-razorpay-event-id': `evt_refund_${Date.now()}_${seq++}`,
    },
  });
}

const refundsOf = (participationId: string) =>
  ctx.app.db.select().from(refunds).where(eq(refunds.participation_id, participationId));
const ledgerOf = (participationId: string) =>
  ctx.app.db
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.participation_id, participationId), eq(ledgerEntries.kind, 'refund')),
    );
const DAY = 24 * 60 * 60 * 1000;
const fresh = async (who: Actor): Promise<Actor> => {
  const { token } = await createSession(ctx.app.db, who.user.id, ctx.app.now());
  return { user: who.user, cookie: `session=${token}` };
};

describe('the refund quote', () => {
  it('follows the policy steps as the clock moves, exact to the paisa, less the fee', async () => {
    // Starts in 16 days: 100 % until 10 days before, 50 % until 3 days before, ₹25 fee.
    const event = await anEvent(333.33, {
      steps: [
        { days_before: 3, percent: 50 },
        { days_before: 10, percent: 100 },
      ],
      fee_minor: 2500,
    });
    const r = await paid(event);
    // A fresh session at each moment (sessions expire as the clock moves).
    const quote = async () => {
      const res = await call(await fresh(r.who), 'GET', `/event/participate/${r.id}/refund-quote`);
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    expect(await quote()).toMatchObject({ refund_amount: 308.33, fee: 25, percent: 100 });
    ctx.clock.advance(7 * DAY); // 9 days before: the 50 % step
    // 50 % of 33333 paise is 16666.5, rounded down to 16666, less 2500.
    expect(await quote()).toMatchObject({ refund_amount: 141.66, fee: 25, percent: 50 });
    const half = await quote();
    expect(half.policy_step).toMatch(/^50 % refund until \d\d \w+, \d{4}$/);
    // The step's last day as data too, for a page that words the step in its own language.
    expect(half.policy_step).toBe(`50 % refund until ${formatDisplayDate(half.policy_step_until)}`);
    ctx.clock.advance(7 * DAY); // 2 days before: nothing
    expect(await quote()).toMatchObject({ refund_amount: 0, fee: 0, percent: 0 });
    const none = await quote();
    expect(none.policy_step).toMatch(/^No refund after /);
    expect(none.policy_step_until).toBe(half.policy_step_until);
  });

  it('is the default without a policy: full until registration closes, none after', async () => {
    const event = await anEvent(500);
    const r = await paid(event);
    const quote = async () =>
      (await call(await fresh(r.who), 'GET', `/event/participate/${r.id}/refund-quote`)).json()
        .data;
    expect(await quote()).toMatchObject({ refund_amount: 500, percent: 100 });
    ctx.clock.advance(13 * DAY); // registration closed 12 days from now at 18:00
    expect(await quote()).toMatchObject({ refund_amount: 0 });
  });

  it('is refused to anyone but the participant, the host and an admin', async () => {
    const event = await anEvent(500);
    const r = await paid(event);
    const stranger = await as(ctx.app, 'Participant');
    const otherHost = await as(ctx.app, 'Host');
    for (const who of [stranger, otherHost])
      expect((await call(who, 'GET', `/event/participate/${r.id}/refund-quote`)).statusCode).toBe(
        403,
      );
    expect((await call(host, 'GET', `/event/participate/${r.id}/refund-quote`)).statusCode).toBe(
      200,
    );
  });
});

describe('a participant cancels', () => {
  it('a paid registration: refund job → Razorpay → refund.processed webhook → refunded, once', async () => {
    const event = await anEvent(750);
    const r = await paid(event);
    const res = await call(r.who, 'POST', `/event/participate/${r.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ refund_amount: 750, status: 'refund_pending' });
    await settleJobs(ctx.app);

    const [refund] = await refundsOf(r.id);
    expect(refund).toMatchObject({ status: 'refund_pending', amount_minor: 75000 });
    const sent = fake.refunds.filter((x) => x.payment_id === r.paymentId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ amount: 75000, receipt: refund!.id });
    expect(refund!.provider_refund_id).toBe(sent[0]!.id);
    expect(await ledgerOf(r.id)).toHaveLength(0); // no money out until Razorpay says so

    fake.settleRefund(sent[0]!.id, 'processed');
    expect((await refundWebhook('refund.processed', sent[0]!.id)).statusCode).toBe(200);
    expect((await refundWebhook('refund.processed', sent[0]!.id)).statusCode).toBe(200);
    const [after] = await refundsOf(r.id);
    expect(after!.status).toBe('refunded');
    const ledger = await ledgerOf(r.id);
    expect(ledger.map((l) => [l.amount_minor, l.reference])).toEqual([[-75000, sent[0]!.id]]);

    const reg = (await call(r.who, 'GET', `/event/participate/${r.id}`)).json().data;
    expect(reg.payment_status).toBe('cancelled');
    expect(reg.refunds).toMatchObject([{ amount: 750, status: 'refunded' }]);
    await settleJobs(ctx.app);
    const mails = ctx.mail.received.filter((m) => m.to.includes(r.who.user.email));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Your registration is cancelled: “${event.title}”`,
        'Refund made: ₹750',
      ]),
    );
    // Cancelling again is refused and owes nothing more.
    const again = await call(r.who, 'POST', `/event/participate/${r.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(REFUND_MSG.alreadyCancelled);
    expect(await refundsOf(r.id)).toHaveLength(1);
  });

  it('an unpaid registration ends with no refund and frees its place', async () => {
    const event = await anEvent(400);
    const who = await as(ctx.app, 'Participant');
    const reg = await call(who, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: category.id,
    });
    const id = reg.json().data.participation.id as string;
    const res = await call(who, 'POST', `/event/participate/${id}/cancel`);
    expect(res.json().data).toEqual({ refund_amount: 0, status: 'cancelled' });
    expect(await refundsOf(id)).toHaveLength(0);
    // Registering again is a new registration, not the cancelled one resumed.
    const again = await call(who, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: category.id,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.participation.id).not.toBe(id);
  });

  it("cannot cancel someone else's registration, and the host removes rather than cancels", async () => {
    const event = await anEvent(300);
    const r = await paid(event);
    const stranger = await as(ctx.app, 'Participant');
    expect((await call(stranger, 'POST', `/event/participate/${r.id}/cancel`)).statusCode).toBe(
      403,
    );
    expect((await call(host, 'POST', `/event/participate/${r.id}/cancel`)).statusCode).toBe(403);
    expect(
      (await call(r.who, 'POST', '/event/participate/0123456789abcdef01234567/cancel')).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.db.select().from(participations).where(eq(participations.id, r.id)))[0]!
        .payment_status,
    ).toBe('captured');
  });
});

describe('refunds that go wrong', () => {
  it('a refusal is refund_failed with the reason; an admin retries it and it is made once', async () => {
    const event = await anEvent(600);
    const r = await paid(event);
    fake.refuseRefunds('Refund is not allowed for this payment at the moment');
    await call(r.who, 'POST', `/event/participate/${r.id}/cancel`);
    await settleJobs(ctx.app);
    const [failed] = await refundsOf(r.id);
    expect(failed).toMatchObject({ status: 'refund_failed' });
    expect(failed!.last_error).toContain('Refund is not allowed');
    expect(fake.refunds.filter((x) => x.payment_id === r.paymentId)).toHaveLength(0);

    const admin = await as(ctx.app, 'Admin');
    const list = await call(admin, 'GET', '/refunds?status=refund_failed');
    expect(list.json().data.map((x: { id: string }) => x.id)).toContain(failed!.id);
    expect((await call(host, 'POST', `/payments/refunds/${failed!.id}/retry`)).statusCode).toBe(
      403,
    );
    expect((await call(admin, 'POST', `/payments/refunds/${failed!.id}/retry`)).statusCode).toBe(
      200,
    );
    await settleJobs(ctx.app);
    expect(fake.refunds.filter((x) => x.payment_id === r.paymentId)).toHaveLength(1);
    // Retrying a refund that is not failed is refused.
    const twice = await call(admin, 'POST', `/payments/refunds/${failed!.id}/retry`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(REFUND_MSG.notFailed);
  });

  it('an outage is retried, and a repeat after a lost answer is the same refund', async () => {
    const event = await anEvent(820);
    const r = await paid(event);
    // A refund row with no job: driven by hand here, as the queue would retry it.
    const [row] = await ctx.app.db
      .insert(refunds)
      .values({
        participation_id: r.id,
        provider: 'razorpay',
        payment_id: r.paymentId,
        amount_minor: 82000,
        currency: 'INR',
        reason: 'host_removed',
        dedupe_key: `test:${r.id}`,
      })
      .returning();
    const refundId = row!.id;
    fake.failNext(502);
    await expect(sendRefund(ctx.app.deps, refundId)).rejects.toThrow(/Razorpay 502/);
    const [down] = await refundsOf(r.id);
    expect(down).toMatchObject({ status: 'refund_pending', provider_refund_id: null });
    expect(down!.last_error).toContain('502');
    // Razorpay made the refund but its answer was lost: the repeat carries the same key.
    await sendRefund(ctx.app.deps, refundId);
    await ctx.app.db
      .update(refunds)
      .set({ provider_refund_id: null })
      .where(eq(refunds.id, refundId));
    await sendRefund(ctx.app.deps, refundId);
    const made = fake.refunds.filter((x) => x.payment_id === r.paymentId);
    expect(made).toHaveLength(1);
    expect((await refundsOf(r.id))[0]!.provider_refund_id).toBe(made[0]!.id);
    await settleJobs(ctx.app);
  });
});

describe('the host', () => {
  it('removes a paid registration with a reason: refunded in full, the reason mailed', async () => {
    const event = await anEvent(999.5);
    const r = await paid(event);
    const missing = await call(host, 'POST', `/event/participate/${r.id}/remove`, {});
    expect(missing.statusCode).toBe(400);
    expect(await refundsOf(r.id)).toHaveLength(0);
    const otherHost = await as(ctx.app, 'Host');
    expect(
      (
        await call(otherHost, 'POST', `/event/participate/${r.id}/remove`, {
          reason: 'Not mine to remove',
        })
      ).statusCode,
    ).toBe(403);
    const res = await call(host, 'POST', `/event/participate/${r.id}/remove`, {
      reason: 'Entered twice under two accounts',
    });
    expect(res.json().data).toEqual({ refund_amount: 999.5, status: 'refund_pending' });
    await settleJobs(ctx.app);
    expect((await refundsOf(r.id))[0]).toMatchObject({
      amount_minor: 99950,
      reason: 'host_removed',
    });
    const mail = ctx.mail.received.find(
      (m) => m.to.includes(r.who.user.email) && m.subject.startsWith('Your registration is'),
    );
    expect(mail?.text).toContain('Entered twice under two accounts');
  });

  it('cancels an event: every registration cancelled and refunded exactly once, even run twice at once', async () => {
    const event = await anEvent(250);
    const regs = [];
    for (let i = 0; i < 12; i++) regs.push(await paid(event));
    const pending = await as(ctx.app, 'Participant');
    await call(pending, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: category.id,
    });
    const participant = regs[0]!.who;
    expect(
      (await call(participant, 'POST', `/events/${event.id}/cancel`, { reason: 'Rain' }))
        .statusCode,
    ).toBe(403);
    const res = await call(host, 'POST', `/events/${event.id}/cancel`, {
      reason: 'The stadium is flooded',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cancelled_at).not.toBeNull();
    // Two workers at once (a redelivered job): the row guard and refund keys keep it to one each.
    await Promise.all([
      cancelEventRegistrations(ctx.app.deps, event.id),
      cancelEventRegistrations(ctx.app.deps, event.id),
    ]);
    await settleJobs(ctx.app);
    for (const r of regs) {
      expect(await refundsOf(r.id)).toHaveLength(1);
      expect(fake.refunds.filter((x) => x.payment_id === r.paymentId)).toHaveLength(1);
    }
    const progress = (await call(host, 'GET', `/events/${event.id}/cancellation`)).json().data;
    expect(progress).toMatchObject({
      reason: 'The stadium is flooded',
      registrations_left: 0,
      refunds: { total: 12, pending: 12, refunded: 0, amount_total: 3000 },
    });
    // The public read says so, and registering is closed.
    const pub = (await call(null, 'GET', `/events/${event.id}`)).json().data;
    expect(pub).toMatchObject({
      registration_state: 'closed',
      cancel_reason: 'The stadium is flooded',
    });
    // Its card stays in the public search, as cancelled (the card says so: CancelledEvent.test.tsx).
    const listed = await call(null, 'GET', `/events/?q=${encodeURIComponent(event.title)}`);
    expect(
      (listed.json().data as Array<{ id: string; cancelled_at: string | null }>).map((e) => [
        e.id,
        e.cancelled_at !== null,
      ]),
    ).toEqual([[event.id, true]]);
    const late = await call(pending, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: category.id,
    });
    expect(late.statusCode).toBe(409);
    const twice = await call(host, 'POST', `/events/${event.id}/cancel`, { reason: 'Again' });
    expect(twice.json().error).toBe(REFUND_MSG.eventAlreadyCancelled);
  });
});

/** A participant's checkout at `price` rupees, cancelled by them before paying. */
async function cancelledCheckout(price: number) {
  const event = await anEvent(price);
  const who = await as(ctx.app, 'Participant');
  const reg = await call(who, 'POST', '/event/participate', {
    event_id: event.id,
    category_id: category.id,
  });
  const id = reg.json().data.participation.id as string;
  expect((await call(who, 'POST', `/event/participate/${id}/cancel`)).statusCode).toBe(200);
  return { who, id, orderId: reg.json().data.order_id as string };
}

describe('money that arrives where it cannot stay', () => {
  it('a payment for a cancelled registration is refunded automatically and recorded', async () => {
    const { who, id, orderId } = await cancelledCheckout(450);
    const payment = fake.pay(orderId);
    const verify = await call(who, 'POST', '/payments/verify', {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: hmacHex(keys.keySecret, `${orderId}|${payment.id}`),
    });
    expect(verify.statusCode).toBe(409);
    await settleJobs(ctx.app);
    const [refund] = await refundsOf(id);
    expect(refund).toMatchObject({
      reason: 'payment_anomaly',
      amount_minor: 45000,
      payment_id: payment.id,
    });
    expect(fake.refunds.filter((x) => x.payment_id === payment.id)).toHaveLength(1);
    const [anomaly] = await ctx.app.db
      .select()
      .from(paymentAnomalies)
      .where(eq(paymentAnomalies.payment_id, payment.id));
    expect(anomaly).toMatchObject({ kind: 'cancelled_registration' });
    expect(anomaly!.resolution_note).toContain(refund!.id);
  });
});

describe('a cancelled checkout paid at the provider with no webhook (issue 24, item 6)', () => {
  it('is found by reconciliation: on the ledger, an anomaly, refunded once', async () => {
    const { id, orderId } = await cancelledCheckout(350);
    // Paid in a tab left open; the browser closed and the webhook never came.
    const payment = fake.pay(orderId);
    ctx.clock.advance(16 * 60 * 1000);
    await reconcilePending(ctx.app.deps);
    await reconcilePending(ctx.app.deps);
    await settleJobs(ctx.app);
    const ledger = await ctx.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, payment.id));
    expect(ledger.map((l) => [l.kind, l.order_id, l.amount_minor])).toEqual([
      ['capture', orderId, 35000],
    ]);
    const [anomaly] = await ctx.app.db
      .select()
      .from(paymentAnomalies)
      .where(eq(paymentAnomalies.payment_id, payment.id));
    expect(anomaly).toMatchObject({ kind: 'cancelled_registration', participation_id: id });
    expect(await refundsOf(id)).toMatchObject([{ reason: 'payment_anomaly', amount_minor: 35000 }]);
    expect(fake.refunds.filter((x) => x.payment_id === payment.id)).toHaveLength(1);
  });
});

describe('a category switch paid with the browser closed', () => {
  it('is found by reconciliation and the registration moves once', async () => {
    const dearer = await makeCategory(ctx.app.db, { sports_id: sportId });
    const event = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sportId,
      prices: [
        { category_id: category.id, price: 500 },
        { category_id: dearer.id, price: 800 },
      ],
    });
    const r = await paid(event);
    const res = await call(r.who, 'POST', `/event/participate/${r.id}/switch`, {
      category_id: dearer.id,
    });
    const orderId = res.json().data.checkout.order_id as string;
    expect(fake.orders.get(orderId)).toMatchObject({ amount: 30000 });
    fake.pay(orderId); // paid in Razorpay's checkout; the page never came back
    ctx.clock.advance(20 * 60 * 1000);
    expect(await reconcilePending(ctx.app.deps)).toBeGreaterThanOrEqual(1);
    expect(await reconcilePending(ctx.app.deps)).toBe(0);
    const [moved] = await ctx.app.db
      .select()
      .from(participations)
      .where(eq(participations.id, r.id));
    expect(moved).toMatchObject({ category_id: dearer.id, amount_minor: 80000 });
  });
});

describe('the credit note', () => {
  it('stands beside the receipt: number, amount, reason; for the participant, host and admin only', async () => {
    const event = await anEvent(640);
    const r = await paid(event);
    await call(r.who, 'POST', `/event/participate/${r.id}/cancel`);
    await settleJobs(ctx.app);
    const [refund] = await refundsOf(r.id);
    const url = `/refunds/${refund!.id}/credit-note`;
    const res = await call(r.who, 'GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`CN-${refund!.id}`);
    expect(text).toContain('INR 640.00');
    expect(text).toContain('Registration cancelled by the participant');
    expect(text).toContain(r.orderId);
    expect((await call(host, 'GET', url)).statusCode).toBe(200);
    expect((await call(await as(ctx.app, 'Participant'), 'GET', url)).statusCode).toBe(403);
    expect((await call(await as(ctx.app, 'Host'), 'GET', url)).statusCode).toBe(403);
    expect(
      (await call(r.who, 'GET', '/refunds/0123456789abcdef01234567/credit-note')).statusCode,
    ).toBe(404);
    // Once made, the refund's mail carries the GST credit note it became (issue 26), numbered
    // in the host's series.
    const sent = fake.refunds.find((x) => x.payment_id === r.paymentId)!;
    fake.settleRefund(sent.id, 'processed');
    await refundWebhook('refund.processed', sent.id);
    const mail = await ctx.mail.waitFor(r.who.user.email, 'Refund made: ₹640');
    expect(mail.attachments).toMatchObject([
      {
        filename: expect.stringMatching(/^matchday-credit-note-CN-\d{4}-\d{6}\.pdf$/),
        contentType: 'application/pdf',
      },
    ]);
  });

  it("prints the participant's name in any script of India, and its date in India time (issue 24)", async () => {
    const event = await anEvent(640);
    const r = await paid(event);
    const name = Object.values(NAMES_BY_SCRIPT).join(' ');
    await ctx.app.db.update(users).set({ name }).where(eq(users.id, r.who.user.id));
    await call(r.who, 'POST', `/event/participate/${r.id}/cancel`);
    await settleJobs(ctx.app);
    const [refund] = await refundsOf(r.id);
    // Owed at 01:00 IST on 27 November (19:30 UTC on the 26th), not made yet.
    await ctx.app.db
      .update(refunds)
      .set({ created_at: new Date('2026-11-26T19:30:00Z'), processed_at: null })
      .where(eq(refunds.id, refund!.id));
    const res = await call(r.who, 'GET', `/refunds/${refund!.id}/credit-note`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const written of Object.values(NAMES_BY_SCRIPT))
      expect(text.replace(/\s+/g, ' ')).toContain(written);
    expect(text).toMatch(/Date\s+27 November, 2026/);
    for (const font of pdfFonts(res.rawPayload)) {
      expect(font.embedded).toBe(true);
      expect(font.name).toMatch(/^[A-Z]{6}\+NotoSans/);
    }
  });
});
