import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_MSG } from '../../../shared/changes/schemas';
import { PARTICIPATION_MSG } from '../../../shared/participations/schemas';
import { PLACES_MSG } from '../../../shared/places/places';
import {
  eventCategories,
  ledgerEntries,
  participations,
  refunds,
  type CategoryRow,
  type EventRow,
  type User,
} from '../../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { settleJobs } from '../../test/jobs';
import { apiCaller, as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';

// Issue 16: category switches (money right both ways, places and eligibility as for a new
// registration) and transfers (checked on the recipient, no money moves), on PostgreSQL with the
// test provider (Razorpay's signatures and refund states).
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let host: Actor;
let sportId: string;
let dear: CategoryRow; // ₹800
let cheap: CategoryRow; // ₹500
let same: CategoryRow; // ₹800
let women: CategoryRow; // ₹500, women only
let pairs: CategoryRow; // teams of two
let event: EventRow;

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  sportId = (await makeSport(ctx.app.db)).id;
  dear = await makeCategory(ctx.app.db, { sports_id: sportId });
  cheap = await makeCategory(ctx.app.db, { sports_id: sportId });
  same = await makeCategory(ctx.app.db, { sports_id: sportId });
  women = await makeCategory(ctx.app.db, { sports_id: sportId, gender: 'female' });
  pairs = await makeCategory(ctx.app.db, { sports_id: sportId, participants_in_team: 2 });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    prices: [
      { category_id: dear.id, price: 800 },
      { category_id: cheap.id, price: 500 },
      { category_id: same.id, price: 800 },
      { category_id: women.id, price: 500 },
      { category_id: pairs.id, price: 900 },
    ],
  });
});

/** Pays an order as the test checkout would, then verifies it like the browser. */
async function pay(who: Actor, orderId: string) {
  const signed = await call(who, 'POST', '/payments/test/complete', {
    order_id: orderId,
    outcome: 'paid',
  });
  expect(signed.statusCode).toBe(200);
  const verify = await call(who, 'POST', '/payments/verify', signed.json().data);
  expect(verify.statusCode).toBe(200);
  return signed.json().data.razorpay_payment_id as string;
}

async function paidIn(category: CategoryRow, extra: Partial<User> = {}) {
  const who = await as(ctx.app, 'Participant', { gender: 'male', ...extra });
  const res = await call(who, 'POST', '/event/participate', {
    event_id: event.id,
    category_id: category.id,
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().data.participation.id as string;
  await pay(who, res.json().data.order_id);
  return { who, id };
}

const row = async (id: string) =>
  (await ctx.app.db.select().from(participations).where(eq(participations.id, id)))[0]!;

describe('switching category', () => {
  it('to a cheaper one: moved at once, the difference refunded exactly', async () => {
    const r = await paidIn(dear);
    const res = await call(r.who, 'POST', `/event/participate/${r.id}/switch`, {
      category_id: cheap.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'switched',
      refund_amount: 300,
      checkout: null,
    });
    expect(await row(r.id)).toMatchObject({ category_id: cheap.id, amount_minor: 50000 });
    const owed = await ctx.app.db.select().from(refunds).where(eq(refunds.participation_id, r.id));
    expect(owed).toMatchObject([{ amount_minor: 30000, reason: 'category_switch' }]);
    await settleJobs(ctx.app);
    expect(
      (await ctx.app.db.select().from(refunds).where(eq(refunds.participation_id, r.id)))[0]!
        .status,
    ).toBe('refunded');
    // Their dashboard shows the refund on the registration they keep (its answer is sent as
    // written in production, so this read also checks it against the contract).
    const mine = await call(r.who, 'GET', '/event/participate');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject([
      { id: r.id, amount_paid: 500, refunds: [{ amount: 300, status: 'refunded' }] },
    ]);
  });

  it('then cancelled: the mail names only what the cancellation refunds', async () => {
    const r = await paidIn(dear);
    const moved = await call(r.who, 'POST', `/event/participate/${r.id}/switch`, {
      category_id: cheap.id,
    });
    expect(moved.json().data.refund_amount).toBe(300);
    const res = await call(r.who, 'POST', `/event/participate/${r.id}/cancel`);
    expect(res.json().data).toMatchObject({ refund_amount: 500 });
    await settleJobs(ctx.app);
    const mail = await ctx.mail.waitFor(
      r.who.user.email,
      `Your registration is cancelled: “${event.title}”`,
    );
    // ₹300 went back with the switch; the cancellation gives back the other ₹500 (not ₹200, as
    // when the ₹300 was taken off twice; nor ₹800 in the mail, as when it summed every refund).
    const owed = await ctx.app.db.select().from(refunds).where(eq(refunds.participation_id, r.id));
    expect(owed.map((x) => [x.reason, x.amount_minor]).sort()).toEqual([
      ['category_switch', 30000],
      ['participant_cancelled', 50000],
    ]);
    expect(mail.text).toContain('A refund of ₹500 is on its way');
  });

  it('to a dearer one, then cancelled: both payments are refunded, each within itself', async () => {
    const r = await paidIn(cheap);
    const res = await call(r.who, 'POST', `/event/participate/${r.id}/switch`, {
      category_id: dear.id,
    });
    const topUp = await pay(r.who, res.json().data.checkout.order_id);
    const cancelled = await call(r.who, 'POST', `/event/participate/${r.id}/cancel`);
    expect(cancelled.json().data).toMatchObject({ refund_amount: 800 });
    const owed = await ctx.app.db.select().from(refunds).where(eq(refunds.participation_id, r.id));
    const first = (await row(r.id)).payment_id!;
    // The newest payment first: the ₹300 top-up whole, then ₹500 of the first payment.
    expect(owed.map((x) => [x.payment_id, x.amount_minor]).sort()).toEqual(
      [
        [topUp, 30000],
        [first, 50000],
      ].sort(),
    );
    // Each refund's ledger row names the order of the payment it moves back (issue 24, item 8).
    await settleJobs(ctx.app);
    const moved = await ctx.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.participation_id, r.id), eq(ledgerEntries.kind, 'refund')));
    expect(moved.map((l) => [l.order_id, l.amount_minor]).sort()).toEqual(
      [
        [res.json().data.checkout.order_id, -30000],
        [(await row(r.id)).order_id, -50000],
      ].sort(),
    );
  });

  it('at the same price: moved, no money moves', async () => {
    const r = await paidIn(dear);
    const res = await call(r.who, 'POST', `/event/participate/${r.id}/switch`, {
      category_id: same.id,
    });
    expect(res.json().data).toMatchObject({ status: 'switched', refund_amount: 0 });
    expect(
      await ctx.app.db.select().from(refunds).where(eq(refunds.participation_id, r.id)),
    ).toEqual([]);
  });

  it('to a dearer one: the difference is a new order; paid, the registration moves once', async () => {
    const r = await paidIn(cheap);
    const res = await call(r.who, 'POST', `/event/participate/${r.id}/switch`, {
      category_id: dear.id,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body).toMatchObject({ status: 'awaiting_payment', refund_amount: 0 });
    expect(body.checkout).toMatchObject({ amount_paid: 300, provider: 'test' });
    // Not moved until paid.
    expect((await row(r.id)).category_id).toBe(cheap.id);
    const paymentId = await pay(r.who, body.checkout.order_id);
    expect(await row(r.id)).toMatchObject({ category_id: dear.id, amount_minor: 80000 });
    const captures = await ctx.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.participation_id, r.id), eq(ledgerEntries.kind, 'capture')));
    expect(captures.map((l) => l.amount_minor).sort()).toEqual([30000, 50000]);
    // The same payment reported again changes nothing.
    const again = await call(r.who, 'POST', '/payments/verify', {
      razorpay_order_id: body.checkout.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: ctx.app.deps.payments.signPayment!(body.checkout.order_id, paymentId),
    });
    expect(again.statusCode).toBe(200);
    expect(
      await ctx.app.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.participation_id, r.id), eq(ledgerEntries.kind, 'capture'))),
    ).toHaveLength(2);
  });

  it('to a dearer one, moved elsewhere before the difference is paid: refunded, not moved back', async () => {
    const r = await paidIn(cheap);
    const res = await call(r.who, 'POST', `/event/participate/${r.id}/switch`, {
      category_id: dear.id,
    });
    const orderId = res.json().data.checkout.order_id as string;
    // Moved by the host meanwhile (a weigh-in's Move) to another class of the same price.
    await ctx.app.db
      .update(participations)
      .set({ category_id: same.id, amount_minor: 80000 })
      .where(eq(participations.id, r.id));
    const signed = await call(r.who, 'POST', '/payments/test/complete', {
      order_id: orderId,
      outcome: 'paid',
    });
    const verify = await call(r.who, 'POST', '/payments/verify', signed.json().data);
    expect(verify.statusCode).toBe(409);
    expect(verify.json().error).toBe(PARTICIPATION_MSG.switchPaidTooLate);
    expect(await row(r.id)).toMatchObject({ category_id: same.id, amount_minor: 80000 });
    const owed = await ctx.app.db.select().from(refunds).where(eq(refunds.participation_id, r.id));
    expect(owed.map((x) => [x.reason, x.amount_minor])).toEqual([['payment_anomaly', 30000]]);
  });

  it('is refused where a new registration would be, and changes nothing', async () => {
    const r = await paidIn(cheap);
    // Women only: the account holder is a man.
    const ineligible = await call(r.who, 'POST', `/event/participate/${r.id}/switch`, {
      category_id: women.id,
    });
    expect(ineligible.statusCode).toBe(400);
    const team = await call(r.who, 'POST', `/event/participate/${r.id}/switch`, {
      category_id: pairs.id,
    });
    expect(team.json().error).toBe(CHANGE_MSG.teamSizeDiffers);
    const itself = await call(r.who, 'POST', `/event/participate/${r.id}/switch`, {
      category_id: cheap.id,
    });
    expect(itself.json().error).toBe(CHANGE_MSG.sameCategory);
    const stranger = await as(ctx.app, 'Participant');
    expect(
      (await call(stranger, 'POST', `/event/participate/${r.id}/switch`, { category_id: dear.id }))
        .statusCode,
    ).toBe(404);
    // Full: capacity 0 on the target.
    await ctx.app.db
      .update(eventCategories)
      .set({ capacity: 0 })
      .where(and(eq(eventCategories.event_id, event.id), eq(eventCategories.category_id, same.id)));
    const full = await call(r.who, 'POST', `/event/participate/${r.id}/switch`, {
      category_id: same.id,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(PLACES_MSG.full);
    await ctx.app.db
      .update(eventCategories)
      .set({ capacity: null })
      .where(and(eq(eventCategories.event_id, event.id), eq(eventCategories.category_id, same.id)));
    expect(await row(r.id)).toMatchObject({ category_id: cheap.id, amount_minor: 50000 });
  });

  it('an unpaid registration is re-made in the new category with its own checkout', async () => {
    const who = await as(ctx.app, 'Participant', { gender: 'male' });
    const reg = await call(who, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: cheap.id,
    });
    const oldId = reg.json().data.participation.id as string;
    const res = await call(who, 'POST', `/event/participate/${oldId}/switch`, {
      category_id: dear.id,
    });
    expect(res.json().data).toMatchObject({ status: 'awaiting_payment' });
    expect(res.json().data.checkout.amount_paid).toBe(800);
    expect((await row(oldId)).payment_status).toBe('cancelled');
    expect(res.json().data.participation.category_id).toBe(dear.id);
  });
});

describe('handing a registration on', () => {
  it('to an ineligible recipient is refused at acceptance; the registration stays', async () => {
    const r = await paidIn(women, { gender: 'female' });
    const him = await as(ctx.app, 'Participant', { gender: 'male' });
    const offer = await call(r.who, 'POST', `/event/participate/${r.id}/transfer`, {
      email: him.user.email,
    });
    expect(offer.statusCode).toBe(200);
    const accept = await call(him, 'POST', `/event/participate/${r.id}/transfer/accept`, {});
    expect(accept.statusCode).toBe(400);
    expect((await row(r.id)).participant_id).toBe(r.who.user.id);
  });

  it('to an eligible one: offered by mail, accepted, theirs; no money moves', async () => {
    const r = await paidIn(cheap);
    const her = await as(ctx.app, 'Participant', { gender: 'female' });
    const unknown = await call(r.who, 'POST', `/event/participate/${r.id}/transfer`, {
      email: 'nobody-here@example.test',
    });
    expect(unknown.json().error).toBe(CHANGE_MSG.transferNoAccount);
    const self = await call(r.who, 'POST', `/event/participate/${r.id}/transfer`, {
      email: r.who.user.email,
    });
    expect(self.json().error).toBe(CHANGE_MSG.transferSelf);
    const offer = await call(r.who, 'POST', `/event/participate/${r.id}/transfer`, {
      email: her.user.email.toUpperCase(),
    });
    expect(offer.json().data).toMatchObject({ status: 'offered', to: { email: her.user.email } });
    await ctx.mail.waitFor(her.user.email, `A place is offered to you: “${event.title}”`);

    const stranger = await as(ctx.app, 'Participant');
    expect(
      (await call(stranger, 'POST', `/event/participate/${r.id}/transfer/accept`, {})).statusCode,
    ).toBe(404);
    const mine = (await call(her, 'GET', '/event/transfers')).json().data;
    expect(mine.map((t: { participation_id: string }) => t.participation_id)).toContain(r.id);

    // This registration's money (another test's refund job may still be writing its own rows).
    const ledgerOf = () =>
      ctx.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.participation_id, r.id));
    const ledgerBefore = await ledgerOf();
    expect(ledgerBefore.length).toBeGreaterThan(0);
    const accept = await call(her, 'POST', `/event/participate/${r.id}/transfer/accept`, {});
    expect(accept.statusCode).toBe(200);
    expect(accept.json().data.status).toBe('accepted');
    expect(await row(r.id)).toMatchObject({
      participant_id: her.user.id,
      payment_status: 'captured',
    });
    expect(await ledgerOf()).toHaveLength(ledgerBefore.length);
    await ctx.mail.waitFor(r.who.user.email, `Hand-over done: “${event.title}”`);
    // The sender no longer has it; accepting twice is refused.
    const theirs = (await call(r.who, 'GET', '/event/participate')).json().data;
    expect(theirs.map((p: { id: string }) => p.id)).not.toContain(r.id);
    expect(
      (await call(her, 'POST', `/event/participate/${r.id}/transfer/accept`, {})).statusCode,
    ).toBe(404);
  });
});
