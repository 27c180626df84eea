import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_MSG } from '../../../shared/changes/schemas';
import {
  eventCategories,
  participations,
  refunds,
  type CategoryRow,
  type EventRow,
} from '../../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { registerAndPay } from '../../test/registrations';
import { apiCaller, as } from '../../test/sessions';
import { untilLockWaiters } from '../../test/lock-waiters';
import { useTestApp } from '../../test/test-app';

/**
 * Issue 24 item 9: a switch whose registration changed under it (another switch, a cancellation)
 * answered 409 "Not Found", or worse, went through on what it had read before: two cheaper
 * switches at once each refunded the difference from the first price. The loser now hears why.
 */
const ctx = useTestApp({ worker: false });
const call = apiCaller(() => ctx.app);
let event: EventRow;
let dear: CategoryRow, middle: CategoryRow, cheap: CategoryRow;

beforeAll(async () => {
  const host = await as(ctx.app, 'Host');
  const sportId = (await makeSport(ctx.app.db)).id;
  dear = await makeCategory(ctx.app.db, { sports_id: sportId });
  middle = await makeCategory(ctx.app.db, { sports_id: sportId });
  cheap = await makeCategory(ctx.app.db, { sports_id: sportId });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    prices: [
      { category_id: dear.id, price: 800 },
      { category_id: middle.id, price: 500 },
      { category_id: cheap.id, price: 300 },
    ],
  });
});

/** Runs `during` while a transaction holds `lock`; releases it when `during` says so. */
function holding(
  lock: (tx: Parameters<Parameters<typeof ctx.app.db.transaction>[0]>[0]) => Promise<unknown>,
) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => (locked = r));
  const done = ctx.app.db.transaction(async (tx) => {
    await lock(tx);
    locked();
    await released;
  });
  return { isLocked, release, done };
}

const switchTo = (r: Awaited<ReturnType<typeof registerAndPay>>, category: CategoryRow) =>
  call(r.who, 'POST', `/event/participate/${r.id}/switch`, { category_id: category.id });

describe('a switch that loses a race', () => {
  it('to a cancellation: 409 saying the registration changed, not "Not Found"', async () => {
    const r = await registerAndPay(ctx.app, event, dear);
    // A cancellation holds the registration's row while the switch reaches its update.
    const cancel = holding(async (tx) => {
      await tx
        .update(participations)
        .set({ cancelled_at: new Date(), payment_status: 'cancelled' })
        .where(eq(participations.id, r.id));
    });
    await cancel.isLocked;
    const switching = switchTo(r, middle);
    await untilLockWaiters(ctx.app, 1);
    cancel.release();
    await cancel.done;
    const res = await switching;
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(CHANGE_MSG.changedMeanwhile);
    const [after] = await ctx.app.db
      .select()
      .from(participations)
      .where(eq(participations.id, r.id));
    expect(after).toMatchObject({ category_id: dear.id, payment_status: 'cancelled' });
  });

  it('to another switch: one goes through, the other hears why, one difference refunded', async () => {
    const r = await registerAndPay(ctx.app, event, dear);
    // Both switches read the registration in ₹800, then queue on the ₹800 category's lock.
    const gate = holding((tx) =>
      tx
        .select()
        .from(eventCategories)
        .where(
          and(eq(eventCategories.event_id, event.id), eq(eventCategories.category_id, dear.id)),
        )
        .for('update'),
    );
    await gate.isLocked;
    const toMiddle = switchTo(r, middle);
    const toCheap = switchTo(r, cheap);
    await untilLockWaiters(ctx.app, 2);
    gate.release();
    await gate.done;
    const answers = await Promise.all([toMiddle, toCheap]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.statusCode === 409)!;
    expect(lost.json().error).toBe(CHANGE_MSG.changedMeanwhile);
    const won = answers.find((a) => a.statusCode === 200)!;
    const [after] = await ctx.app.db
      .select()
      .from(participations)
      .where(eq(participations.id, r.id));
    const owed = await ctx.app.db
      .select({ total: sql<number>`sum(${refunds.amount_minor})::int` })
      .from(refunds)
      .where(eq(refunds.participation_id, r.id));
    // What was paid minus what the registration now costs, once.
    expect(owed[0]!.total).toBe(80_000 - after!.amount_minor);
    expect(won.json().data.refund_amount * 100).toBe(80_000 - after!.amount_minor);
  });
});
