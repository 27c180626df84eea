import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminSales, HostSales, Sales } from '../../../shared/api/schemas/stats';
import {
  ledgerEntries,
  participations,
  refunds,
  type CategoryRow,
  type EventRow,
  type User,
} from '../../platform/db/schema';
import { makeCategory, makeEvent, makeSport, makeUser } from '../../seed/factories';
import { apiCaller, as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';

/**
 * Sales at a glance (issue 27) on a database of this file's own, filled with registrations, ledger
 * captures and refunds whose every figure is known: each count and sum is checked against what
 * was inserted. Times are written in UTC with their India time beside them.
 */
const ctx = useTestApp({ worker: false });
const call = apiCaller(() => ctx.app);

type Actor = { user: User; cookie: string };
let hostA: Actor;
let hostB: Actor;
let admin: Actor;
let participant: Actor;
let event: EventRow;
let quiet: EventRow;
let boys: CategoryRow;
let girls: CategoryRow;

let payments = 0;
/** A registration as it stands; paid ones with their ledger capture, at `paidAt`. */
async function registration(
  e: EventRow,
  category: CategoryRow,
  createdAt: string,
  row: Partial<typeof participations.$inferInsert> & { paidAt?: string },
) {
  const db = ctx.app.db;
  const { paidAt, ...rest } = row;
  const who = await makeUser(db, { role: 'Participant' });
  const paymentId = `pay_stats_${++payments}`;
  const [p] = await db
    .insert(participations)
    .values({
      event_id: e.id,
      category_id: category.id,
      participant_id: who.id,
      created_at: new Date(createdAt),
      ...(paidAt && {
        payment_status: 'captured',
        captured_at: new Date(paidAt),
        provider: 'test',
        order_id: `order_stats_${payments}`,
        payment_id: paymentId,
      }),
      amount_minor: 0,
      ...rest,
    })
    .returning();
  if (paidAt)
    await db.insert(ledgerEntries).values({
      kind: 'capture',
      participation_id: p!.id,
      provider: 'test',
      order_id: `order_stats_${payments}`,
      reference: paymentId,
      amount_minor: p!.amount_minor,
      currency: 'INR',
      source: 'verify',
      created_at: new Date(paidAt),
    });
  return { ...p!, paymentId };
}

async function refund(
  p: { id: string; paymentId: string },
  minor: number,
  status: 'refunded' | 'refund_pending',
) {
  await ctx.app.db.insert(refunds).values({
    participation_id: p.id,
    provider: 'test',
    payment_id: p.paymentId,
    amount_minor: minor,
    currency: 'INR',
    reason: 'participant_cancelled',
    dedupe_key: `stats:${p.id}:${status}`,
    status,
  });
}

beforeAll(async () => {
  const db = ctx.app.db;
  hostA = await as(ctx.app, 'Host');
  hostB = await as(ctx.app, 'Host', { organisation_name: 'Deccan Sports' });
  admin = await as(ctx.app, 'Admin');
  participant = await as(ctx.app, 'Participant');
  const sport = await makeSport(db);
  boys = await makeCategory(db, { sports_id: sport.id, name: 'Under 14 Boys' });
  girls = await makeCategory(db, { sports_id: sport.id, name: 'Under 14 Girls' });
  event = await makeEvent(db, {
    host_id: hostA.user.id,
    sports_id: sport.id,
    title: 'Pune Junior Badminton Open',
    prices: [
      { category_id: boys.id, price: 500, capacity: 3 },
      { category_id: girls.id, price: 300 },
    ],
  });
  // Host A's second event: no registrations yet, still one of their rows.
  quiet = await makeEvent(db, {
    host_id: hostA.user.id,
    sports_id: sport.id,
    prices: [{ category_id: boys.id, price: 500 }],
  });
  const hostBEvent = await makeEvent(db, {
    host_id: hostB.user.id,
    sports_id: sport.id,
    prices: [{ category_id: boys.id, price: 700 }],
  });
  // A draft of host A's: not a row of theirs (nothing can be sold for it).
  await makeEvent(db, { host_id: hostA.user.id, sports_id: sport.id, status: 'draft' });

  const inAnHour = new Date(ctx.clock.now().getTime() + 3_600_000);
  // Boys (capacity 3): two paid, one holding its place at checkout: sold out.
  // 23:30 IST on 20 November, paid at 23:35 IST: the 20th.
  await registration(event, boys, '2026-11-20T18:00:00Z', {
    amount_minor: 50_000,
    paidAt: '2026-11-20T18:05:00Z',
  });
  // 00:30 IST on 21 November (still the 20th in UTC), paid at 00:40 IST: the 21st.
  await registration(event, boys, '2026-11-20T19:00:00Z', {
    amount_minor: 50_000,
    paidAt: '2026-11-20T19:10:00Z',
  });
  await registration(event, boys, '2026-11-21T04:30:00Z', {
    amount_minor: 50_000,
    hold_expires_at: inAnHour,
  });
  // Girls (unlimited): one paid then cancelled and refunded, one paid with a refund still on its
  // way (not counted yet), one whose payment failed (pending).
  const cancelled = await registration(event, girls, '2026-11-21T03:30:00Z', {
    amount_minor: 30_000,
    paidAt: '2026-11-21T03:35:00Z',
  });
  await ctx.app.db
    .update(participations)
    .set({ payment_status: 'cancelled', cancelled_at: new Date('2026-11-22T05:00:00Z') })
    .where(eqId(cancelled.id));
  await refund(cancelled, 30_000, 'refunded');
  const paidGirl = await registration(event, girls, '2026-11-21T06:30:00Z', {
    amount_minor: 30_000,
    paidAt: '2026-11-21T06:31:00Z',
  });
  await refund(paidGirl, 5_000, 'refund_pending');
  await registration(event, girls, '2026-11-21T08:00:00Z', {
    amount_minor: 30_000,
    payment_status: 'failed',
  });
  // Host B's: one paid, one refunded in part, on the 19th.
  const other = await registration(hostBEvent, boys, '2026-11-19T10:00:00Z', {
    amount_minor: 70_000,
    paidAt: '2026-11-19T10:01:00Z',
  });
  await refund(other, 20_000, 'refunded');
});

const eqId = (id: string) => eq(participations.id, id);

const EVENT_FIGURES = {
  currency: 'INR',
  registrations: { total: 6, paid: 3, pending: 2, cancelled: 1 },
  revenue: 1600,
  refunds: 300,
};
const EVENT_DAYS = [
  { date: '2026-11-20', registrations: 1, paid: 1, revenue: 500 },
  { date: '2026-11-21', registrations: 5, paid: 3, revenue: 1100 },
];

describe("an event's sales", () => {
  it('counts, sums and buckets by India day exactly', async () => {
    const res = await call(hostA, 'GET', `/events/${event.id}/stats`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Sales;
    expect(data).toMatchObject(EVENT_FIGURES);
    expect(data.by_category).toEqual([
      {
        category_id: boys.id,
        name: 'Under 14 Boys',
        paid: 2,
        pending: 1,
        cancelled: 0,
        capacity: 3,
        sold_out: true,
        revenue: 1000,
        refunds: 0,
      },
      {
        category_id: girls.id,
        name: 'Under 14 Girls',
        paid: 1,
        pending: 1,
        cancelled: 1,
        capacity: null,
        sold_out: false,
        revenue: 600,
        refunds: 300,
      },
    ]);
    // The registration at 00:30 IST on the 21st is the 20th in UTC: it counts on the 21st.
    expect(data.by_day).toEqual(EVENT_DAYS);
  });

  it('lists an offered category with no registrations, with zeros', async () => {
    const res = await call(admin, 'GET', `/events/${quiet.id}/stats`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Sales;
    expect(data.registrations).toEqual({ total: 0, paid: 0, pending: 0, cancelled: 0 });
    expect(data.by_category).toEqual([
      expect.objectContaining({ name: 'Under 14 Boys', paid: 0, capacity: null, sold_out: false }),
    ]);
    expect(data.by_day).toEqual([]);
  });

  it('is the same for an admin, and refused to anyone else', async () => {
    const url = `/events/${event.id}/stats`;
    const byAdmin = await call(admin, 'GET', url);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data).toMatchObject({ ...EVENT_FIGURES, by_day: EVENT_DAYS });
    expect((await call(hostB, 'GET', url)).statusCode).toBe(403);
    expect((await call(participant, 'GET', url)).statusCode).toBe(403);
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    const unknown = await call(hostA, 'GET', `/events/${'0'.repeat(24)}/stats`);
    expect(unknown.statusCode).toBe(404);
  });
});

describe("a host's sales", () => {
  it("adds up only the host's own events, each published one a row", async () => {
    const res = await call(hostA, 'GET', '/host/stats');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as HostSales;
    expect(data).toMatchObject({ ...EVENT_FIGURES, by_day: EVENT_DAYS });
    // Across events a category has no one capacity.
    expect(data.by_category.map((c) => [c.name, c.paid, c.revenue, c.capacity])).toEqual([
      ['Under 14 Boys', 2, 1000, null],
      ['Under 14 Girls', 1, 600, null],
    ]);
    // The draft is not a row.
    const rows = [...data.by_event].sort((a, b) => a.title.localeCompare(b.title));
    expect(data.by_event).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          event_id: event.id,
          title: 'Pune Junior Badminton Open',
          starts_at: event.starts_at.toISOString(),
          paid: 3,
          pending: 2,
          cancelled: 1,
          revenue: 1600,
          refunds: 300,
        },
        expect.objectContaining({ event_id: quiet.id, paid: 0, pending: 0, revenue: 0 }),
      ]),
    );
  });

  it('gives host B only theirs', async () => {
    const data = (await call(hostB, 'GET', '/host/stats')).json().data as HostSales;
    expect(data.registrations).toEqual({ total: 1, paid: 1, pending: 0, cancelled: 0 });
    expect([data.revenue, data.refunds]).toEqual([700, 200]);
    expect(data.by_day).toEqual([{ date: '2026-11-19', registrations: 1, paid: 1, revenue: 700 }]);
    expect(data.by_event.map((e) => e.revenue)).toEqual([700]);
  });

  it('is for hosts: admins read /admin/stats, participants and guests are refused', async () => {
    expect((await call(admin, 'GET', '/host/stats')).statusCode).toBe(403);
    expect((await call(participant, 'GET', '/host/stats')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/host/stats')).statusCode).toBe(401);
  });
});

describe('sales across hosts', () => {
  it('adds up every host, one row each, the highest revenue first', async () => {
    const res = await call(admin, 'GET', '/admin/stats');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as AdminSales;
    expect(data.registrations).toEqual({ total: 7, paid: 4, pending: 2, cancelled: 1 });
    expect([data.revenue, data.refunds]).toEqual([2300, 500]);
    expect(data.by_day).toEqual([
      { date: '2026-11-19', registrations: 1, paid: 1, revenue: 700 },
      ...EVENT_DAYS,
    ]);
    expect(data.by_host).toEqual([
      {
        host_id: hostA.user.id,
        host_name: hostA.user.name,
        events: 2,
        paid: 3,
        pending: 2,
        cancelled: 1,
        revenue: 1600,
        refunds: 300,
      },
      {
        host_id: hostB.user.id,
        host_name: 'Deccan Sports',
        events: 1,
        paid: 1,
        pending: 0,
        cancelled: 0,
        revenue: 700,
        refunds: 200,
      },
    ]);
    expect(data.by_category.find((c) => c.name === 'Under 14 Boys')).toMatchObject({
      paid: 3,
      revenue: 1700,
      refunds: 200,
    });
  });

  it('is for admins only', async () => {
    expect((await call(hostA, 'GET', '/admin/stats')).statusCode).toBe(403);
    expect((await call(participant, 'GET', '/admin/stats')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/admin/stats')).statusCode).toBe(401);
  });
});
