import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PARTICIPATION_MSG } from '../../../shared/participations/schemas';
import {
  events,
  ledgerEntries,
  participations,
  refunds,
  type CategoryRow,
  type EventRow,
} from '../../platform/db/schema';
import { hmacHex } from '../../money/provider';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { useFakeRazorpayApp } from '../../test/fake-razorpay-app';
import { settleJobs } from '../../test/jobs';
import { apiCaller, as } from '../../test/sessions';
import { untilLockWaiters } from '../../test/lock-waiters';
import { cancelEventRegistrations, sweepCancelledEvents } from './event-cancel';

// Issue 24, item 1: paying at the moment the host cancels the event must never leave a paid
// registration standing. On PostgreSQL with the real queue (the cancel-event job starts as soon as
// the cancellation commits) against a server speaking Razorpay's wire format.
const { fake, ctx, keys } = await useFakeRazorpayApp('cancel_race');
afterEach(() => fake.reset());

const call = apiCaller(() => ctx.app);
let host: Awaited<ReturnType<typeof as>>;
let sportId: string;
let category: CategoryRow;

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  sportId = (await makeSport(ctx.app.db)).id;
  category = await makeCategory(ctx.app.db, { sports_id: sportId });
});

const anEvent = () =>
  makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    prices: [{ category_id: category.id, price: 300 }],
  });

/** A participant with an order, paid at the provider, whose browser has not yet verified. */
async function checkout(event: EventRow) {
  const who = await as(ctx.app, 'Participant');
  const res = await call(who, 'POST', '/event/participate', {
    event_id: event.id,
    category_id: category.id,
  });
  expect(res.statusCode).toBe(201);
  const orderId = res.json().data.order_id as string;
  const payment = fake.pay(orderId);
  const verify = () =>
    call(who, 'POST', '/payments/verify', {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: hmacHex(keys.keySecret, `${orderId}|${payment.id}`),
    });
  return { id: res.json().data.participation.id as string, paymentId: payment.id, verify };
}

const jitter = (maxMs: number) =>
  new Promise((r) => setTimeout(r, Math.floor(Math.random() * maxMs)));

/** Every registration of the event ended, each captured payment refunded once in full. */
async function expectNothingStranded(event: EventRow, paymentIds: string[]) {
  const standing = await ctx.app.db
    .select({ id: participations.id, status: participations.payment_status })
    .from(participations)
    .where(and(eq(participations.event_id, event.id), isNull(participations.cancelled_at)));
  expect(standing).toEqual([]);
  for (const paymentId of paymentIds) {
    const captured = await ctx.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reference, paymentId), eq(ledgerEntries.kind, 'capture')));
    if (captured.length === 0) continue; // never reached us: nothing to give back
    const owed = await ctx.app.db.select().from(refunds).where(eq(refunds.payment_id, paymentId));
    expect(owed, `refunds owed for ${paymentId}`).toHaveLength(1);
    expect(owed[0]!.amount_minor).toBe(30000);
    expect(fake.refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(1);
  }
  const progress = (await call(host, 'GET', `/events/${event.id}/cancellation`)).json().data;
  expect(progress.registrations_left).toBe(0);
}

describe('paying while the host cancels the event', () => {
  it('10 payers racing the cancel, 20 times with random delays: nothing stranded, each refund once', async () => {
    for (let round = 0; round < 20; round++) {
      const event = await anEvent();
      const payers = [];
      for (let i = 0; i < 10; i++) payers.push(await checkout(event));
      const answers = await Promise.all([
        ...payers.map(async (p) => {
          await jitter(60);
          return (await p.verify()).statusCode;
        }),
        (async () => {
          await jitter(40);
          return (await call(host, 'POST', `/events/${event.id}/cancel`, { reason: 'Flooded' }))
            .statusCode;
        })(),
      ]);
      expect(answers.at(-1)).toBe(200);
      // Each payer is told either that they paid or that the money goes back.
      for (const status of answers.slice(0, -1)) expect([200, 409]).toContain(status);
      await settleJobs(ctx.app, 30_000);
      await expectNothingStranded(
        event,
        payers.map((p) => p.paymentId),
      );
    }
  }, 240_000);

  it('the job waits for a capture in flight instead of passing its registration by', async () => {
    const event = await anEvent();
    const payer = await checkout(event);
    await ctx.app.db
      .update(events)
      .set({ cancelled_at: new Date(), cancel_reason: 'Flooded' })
      .where(eq(events.id, event.id));
    // A capture holding the registration's row lock while the job runs.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const capture = ctx.app.db.transaction(async (tx) => {
      await tx.select().from(participations).where(eq(participations.id, payer.id)).for('update');
      locked();
      await released;
      await tx
        .update(participations)
        .set({ payment_status: 'captured', payment_id: payer.paymentId, captured_at: new Date() })
        .where(eq(participations.id, payer.id));
      await tx.insert(ledgerEntries).values({
        kind: 'capture',
        participation_id: payer.id,
        provider: 'razorpay',
        order_id: null,
        reference: payer.paymentId,
        amount_minor: 30000,
        currency: 'INR',
        source: 'verify',
      });
    });
    await isLocked;
    const job = cancelEventRegistrations(ctx.app.deps, event.id);
    await untilLockWaiters(ctx.app);
    release();
    await capture;
    expect(await job).toBe(1);
    await settleJobs(ctx.app);
    const [p] = await ctx.app.db
      .select()
      .from(participations)
      .where(eq(participations.id, payer.id));
    expect(p!.cancelled_at).not.toBeNull();
    const owed = await ctx.app.db
      .select()
      .from(refunds)
      .where(eq(refunds.participation_id, payer.id));
    expect(owed.map((r) => [r.reason, r.amount_minor])).toEqual([['event_cancelled', 30000]]);
  });

  it('a payment verified after the event was cancelled is refunded, and the payer told so', async () => {
    const event = await anEvent();
    const payer = await checkout(event);
    // Cancelled a moment ago; the job has not reached this registration yet.
    await ctx.app.db
      .update(events)
      .set({ cancelled_at: new Date(), cancel_reason: 'Flooded' })
      .where(eq(events.id, event.id));
    const res = await payer.verify();
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PARTICIPATION_MSG.paidForCancelledEvent);
    await settleJobs(ctx.app);
    await expectNothingStranded(event, [payer.paymentId]);
  });

  it('the reconciliation sweep finishes a cancelled event whose registrations are left standing', async () => {
    const event = await anEvent();
    const unpaid = await checkout(event);
    const paid = await checkout(event);
    expect((await paid.verify()).statusCode).toBe(200);
    // Cancelled with no job run (as if the job had stopped early, or was lost).
    await ctx.app.db
      .update(events)
      .set({ cancelled_at: new Date(), cancel_reason: 'Flooded' })
      .where(eq(events.id, event.id));
    expect(await sweepCancelledEvents(ctx.app.deps)).toBe(1);
    await settleJobs(ctx.app);
    await expectNothingStranded(event, [paid.paymentId]);
    const [left] = await ctx.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(participations)
      .where(and(eq(participations.id, unpaid.id), isNull(participations.cancelled_at)));
    expect(left!.n).toBe(0);
    // Nothing left: the next sweep has nothing to do.
    expect(await sweepCancelledEvents(ctx.app.deps)).toBe(0);
  });
});
