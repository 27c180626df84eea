import { beforeAll, describe, expect, it } from 'vitest';
import type { EventRow } from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { useFakeRazorpayApp } from '../test/fake-razorpay-app';
import { apiCaller, as } from '../test/sessions';
import { reconcilePending, RECONCILE_AFTER_MS } from './service';

/**
 * Security review finding 2: a provider answering in 6 s must not slow any other route. The
 * test database's pool has 5 connections; 12 registrations each waiting on the provider would
 * hold all of them if a provider call ran inside a transaction.
 */
// No worker: its polls borrow connections, and the test counts the ones held while waiting.
const { fake, ctx } = await useFakeRazorpayApp('slow', { worker: false });
const call = apiCaller(() => ctx.app);

const PARALLEL = 12;
const STALL_MS = 6_000;
let event: EventRow;
let categoryIds: string[];

beforeAll(async () => {
  const host = await as(ctx.app, 'Host');
  const sport = await makeSport(ctx.app.db);
  const cats = [];
  for (let i = 0; i < PARALLEL; i++)
    cats.push(await makeCategory(ctx.app.db, { sports_id: sport.id }));
  categoryIds = cats.map((c) => c.id);
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    prices: cats.map((c) => ({ category_id: c.id, price: 500 })),
  });
});

/** Probes that must stay fast while the provider is slow: health, a public read, a session. */
async function probeWhileSlow(who: { cookie: string }) {
  const probes = [
    () => ctx.app.inject({ method: 'GET', url: '/readyz' }),
    () => call(null, 'GET', `/events/${event.id}`),
    () => call(who, 'GET', '/auth/verify-token'),
  ];
  const timings: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const probe of probes) {
      const started = performance.now();
      const res = await probe();
      timings.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
    }
  }
  return timings;
}

/** Connections checked out of the pool (PostgreSQL; PGlite has one connection and no pool). */
function busyConnections() {
  const stats = ctx.database.poolStats?.();
  return stats ? stats.total - stats.idle : 0;
}

async function untilProviderHas(requests: number) {
  const deadline = Date.now() + 10_000;
  while (fake.requests.length < requests) {
    if (Date.now() > deadline) throw new Error('the provider never got the requests');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('a slow payment provider', () => {
  it('keeps every other route answering while 12 registrations wait 6 s on it', async () => {
    const p = await as(ctx.app, 'Participant');
    fake.requests.length = 0;
    fake.stall(STALL_MS);
    const registrations = Promise.all(
      categoryIds.map((category_id) =>
        call(p, 'POST', '/event/participate', { event_id: event.id, category_id }),
      ),
    );
    await untilProviderHas(PARALLEL);
    // Every registration is waiting on the provider, and none holds a connection meanwhile.
    expect(busyConnections()).toBe(0);
    const timings = await probeWhileSlow(p);
    const done = await registrations;
    fake.reset();
    process.stdout.write(
      `probe times during the stall (ms): ${timings.map((t) => t.toFixed(1)).join(', ')}\n`,
    );
    expect(Math.max(...timings)).toBeLessThan(500);
    expect(done.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(201));
    expect(new Set(done.map((r) => r.json().data.order_id)).size).toBe(PARALLEL);
  }, 30_000);

  it('keeps routes answering while reconciliation waits on the provider', async () => {
    const p = await as(ctx.app, 'Participant');
    for (const category_id of categoryIds.slice(0, 6))
      expect(
        (await call(p, 'POST', '/event/participate', { event_id: event.id, category_id }))
          .statusCode,
      ).toBe(201);
    ctx.clock.advance(RECONCILE_AFTER_MS + 60_000);
    try {
      fake.requests.length = 0;
      fake.stall(1_500);
      const reconciling = reconcilePending(ctx.app.deps);
      await untilProviderHas(1);
      expect(busyConnections()).toBe(0);
      const timings = await probeWhileSlow(p);
      fake.reset(); // the remaining orders answer at once
      await reconciling;
      expect(Math.max(...timings)).toBeLessThan(500);
    } finally {
      ctx.clock.reset();
    }
  }, 60_000);
});
