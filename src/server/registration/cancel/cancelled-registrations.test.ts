import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CancelledRegistration } from '../../../shared/refunds/cancelled-registrations';
import { refunds, type CategoryRow, type EventRow, type User } from '../../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { registerAndPay } from '../../test/registrations';
import { apiCaller, as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';
import { cancelEventRegistrations } from './event-cancel';

// Issue 24 item 14: a cancelled event's host sees each cancelled registration and its refund's
// state. The worker is off: the cancel-event job is run by hand and refunds are given their
// outcomes directly, so each state is seen exactly as the list reports it.
const ctx = useTestApp({ worker: false });
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let host: Actor;
let singles: CategoryRow;
let pairs: CategoryRow;
let event: EventRow;
const ids = {} as Record<'paidA' | 'paidB' | 'unpaid' | 'selfCancelled' | 'removed', string>;

const listOf = async (who: Actor | null, query = '') =>
  call(who, 'GET', `/events/${event.id}/cancelled-registrations${query}`);

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  const sportId = (await makeSport(ctx.app.db)).id;
  singles = await makeCategory(ctx.app.db, { sports_id: sportId, name: 'Open singles' });
  pairs = await makeCategory(ctx.app.db, {
    sports_id: sportId,
    name: 'Open doubles',
    participants_in_team: 2,
  });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    prices: [
      { category_id: singles.id, price: 300 },
      { category_id: pairs.id, price: 1250.5 },
    ],
  });
  const a = await registerAndPay(ctx.app, event, singles, { user: { name: 'Asha Iyer' } });
  const b = await registerAndPay(ctx.app, event, pairs, { team_name: 'Smash Bros' });
  const unpaid = await registerAndPay(ctx.app, event, singles, { pay: false });
  const self = await registerAndPay(ctx.app, event, singles, { pay: false });
  const removed = await registerAndPay(ctx.app, event, singles, { pay: false });
  Object.assign(ids, {
    paidA: a.id,
    paidB: b.id,
    unpaid: unpaid.id,
    selfCancelled: self.id,
    removed: removed.id,
  });
  // Before the event is cancelled: one participant cancels, the host removes another.
  expect((await call(self.who, 'POST', `/event/participate/${self.id}/cancel`)).statusCode).toBe(
    200,
  );
  const removal = await call(host, 'POST', `/event/participate/${removed.id}/remove`, {
    reason: 'Entered twice',
  });
  expect(removal.statusCode).toBe(200);

  const cancelled = await call(host, 'POST', `/events/${event.id}/cancel`, {
    reason: 'The ground is waterlogged',
  });
  expect(cancelled.statusCode).toBe(200);
  expect(await cancelEventRegistrations(ctx.app.deps, event.id)).toBe(3);
});

describe("a cancelled event's registrations", () => {
  it('each with why it ended, what was paid and its refund as it stands', async () => {
    const res = await listOf(host, '?limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data as CancelledRegistration[];
    const byId = Object.fromEntries(items.map((i) => [i.id, i]));
    expect(Object.keys(byId).sort()).toEqual(Object.values(ids).sort());
    expect(byId[ids.paidA]).toMatchObject({
      category: { id: singles.id, name: 'Open singles' },
      competitor_name: 'Asha Iyer',
      amount_paid: 300,
      currency: 'INR',
      reason: 'event_cancelled',
      note: 'The ground is waterlogged',
      refund: { status: 'refund_pending', amount: 300 },
    });
    expect(byId[ids.paidB]).toMatchObject({
      category: { name: 'Open doubles' },
      team_name: 'Smash Bros',
      amount_paid: 1250.5,
      refund: { status: 'refund_pending', amount: 1250.5 },
    });
    // Never paid: nothing owed, and the reason comes from who cancelled it.
    expect(byId[ids.unpaid]).toMatchObject({
      amount_paid: 0,
      reason: 'event_cancelled',
      note: 'The ground is waterlogged',
      refund: null,
    });
    expect(byId[ids.selfCancelled]).toMatchObject({
      reason: 'participant_cancelled',
      note: null,
      refund: null,
    });
    expect(byId[ids.removed]).toMatchObject({ reason: 'host_removed', refund: null });
  });

  it('shows a refund made with when it was made, and a refused one as failed', async () => {
    const made = new Date('2026-03-05T10:15:00Z');
    await ctx.app.db
      .update(refunds)
      .set({ status: 'refunded', processed_at: made, updated_at: made })
      .where(eq(refunds.participation_id, ids.paidA));
    const refused = new Date('2026-03-05T11:00:00Z');
    await ctx.app.db
      .update(refunds)
      .set({ status: 'refund_failed', last_error: 'Refund is not allowed', updated_at: refused })
      .where(eq(refunds.participation_id, ids.paidB));
    const items = (await listOf(host, '?limit=100')).json().data as CancelledRegistration[];
    expect(items.find((i) => i.id === ids.paidA)!.refund).toEqual({
      status: 'refunded',
      amount: 300,
      at: made.toISOString(),
    });
    expect(items.find((i) => i.id === ids.paidB)!.refund).toEqual({
      status: 'refund_failed',
      amount: 1250.5,
      at: refused.toISOString(),
    });
  });

  it('comes in pages, each registration once', async () => {
    const first = (await listOf(host, '?limit=2')).json();
    expect(first.data).toHaveLength(2);
    expect(first.next_cursor).toBe(first.data[1].id);
    const rest = (await listOf(host, `?limit=100&cursor=${first.next_cursor}`)).json();
    const seen = [...first.data, ...rest.data].map((i: { id: string }) => i.id);
    expect(seen.sort()).toEqual(Object.values(ids).sort());
    expect(rest.next_cursor).toBeNull();
  });

  it('is for the event’s host and admins only', async () => {
    expect((await listOf(await as(ctx.app, 'Admin'))).statusCode).toBe(200);
    expect((await listOf(await as(ctx.app, 'Host'))).statusCode).toBe(403);
    expect((await listOf(await as(ctx.app, 'Participant'))).statusCode).toBe(403);
    expect((await listOf(null)).statusCode).toBe(401);
    const bad = await listOf(host, '?limit=500');
    expect(bad.statusCode).toBe(400);
  });
});
