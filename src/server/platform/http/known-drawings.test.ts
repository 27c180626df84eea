import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events, type EventRow } from '../db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { as } from '../../test/sessions';
import { setPlaces } from '../../test/places';
import { routeReads } from '../../test/route-reads';
import { useTestApp } from '../../test/test-app';
import { fakeWebBuild } from '../../test/web-build';
import { nextVenueDay } from '../../../shared/events/registration-window';
import { knownDrawings } from './known-drawings';
import type { Db } from '../db/client';
import type { App } from './types';

// Decision 064: a server sends the events list and the home page as drawn, with no read, until it
// hears that an event or the sports catalogue changed (a notification of any writer's commit) or
// until time changes them. The few seconds' memory is off, so no answer comes from it; writes go
// straight to the database, as another server's or a job's would. (One server: the renderer's
// reads go through the API of the last server that registered it, so a second server here would
// take the first one's reads.)
const web = fakeWebBuild('matchday-known-drawings-');
const METRICS_TOKEN = 'known-drawings-metrics';
const ctx = useTestApp({
  env: { WEB_DIR: web.dir, PUBLIC_CACHE_SECONDS: '0', METRICS_TOKEN },
  worker: false,
});
afterAll(() => fs.rmSync(web.dir, { recursive: true, force: true }));

const page = (url: string, app: App = ctx.app) => app.inject({ method: 'GET', url });
const listReads = (app: App = ctx.app) => routeReads(app, METRICS_TOKEN, '/api/v1/events');
const H = 3600_000;

/** Visits until a visit reads nothing (the setup's own notifications may still be on their way). */
async function untilKnown(url: string, app: App = ctx.app) {
  await expect
    .poll(async () => {
      const before = await listReads(app);
      await page(url, app);
      return (await listReads(app)) - before;
    })
    .toBe(0);
}

let hostId: string;
let sportId: string;
let event: EventRow;
let categoryId: string;
beforeAll(async () => {
  hostId = (await as(ctx.app, 'Host')).user.id;
  sportId = (await makeSport(ctx.app.db, 'Kho kho')).id;
});
beforeEach(async () => {
  // Noon in India tomorrow: no test here crosses a midnight, which draws every page again.
  ctx.clock.reset();
  const now = ctx.clock.now();
  const noon = new Date(nextVenueDay(now).getTime() + 12 * H);
  ctx.clock.advance(noon.getTime() - now.getTime());
  const category = await makeCategory(ctx.app.db, { sports_id: sportId });
  categoryId = category.id;
  event = await makeEvent(ctx.app.db, {
    host_id: hostId,
    sports_id: sportId,
    title: 'Pune Kho Kho Cup',
    window: 'open',
    now: ctx.clock.now(),
    prices: [{ category_id: category.id, price: 200, capacity: 12 }],
  });
});

describe('public pages known current between changes', () => {
  it('sends the list as drawn with no read until another writer changes an event', async () => {
    const drawn = await page('/events?sort=newest');
    expect(drawn.body).toContain('Pune Kho Kho Cup');
    await untilKnown('/events?sort=newest');
    const before = await listReads();
    for (let i = 0; i < 3; i++) expect((await page('/events?sort=newest')).body).toBe(drawn.body);
    expect(await listReads()).toBe(before);

    // Another writer renames it: the server hears of it as it commits.
    await ctx.app.db
      .update(events)
      .set({ title: 'Nashik Kho Kho Cup' })
      .where(eq(events.id, event.id));
    await expect
      .poll(async () => (await page('/events?sort=newest')).body)
      .toContain('Nashik Kho Kho Cup');
  });

  it('hears of an event it did not show: a new one enters the list', async () => {
    await untilKnown('/events');
    await makeEvent(ctx.app.db, {
      host_id: hostId,
      sports_id: sportId,
      title: 'Satara Kho Kho Open',
      window: 'open',
      now: ctx.clock.now(),
    });
    await expect.poll(async () => (await page('/events')).body).toContain('Satara Kho Kho Open');
  });

  it('hears of the sports catalogue: a new sport is among the filter’s options', async () => {
    await untilKnown('/events');
    await makeSport(ctx.app.db, 'Mallakhamb');
    await expect.poll(async () => (await page('/events')).body).toContain('Mallakhamb');
  });

  it('lapses when time changes an event on it: a hold on its places expires', async () => {
    const expires = new Date(ctx.clock.now().getTime() + H);
    await setPlaces(
      ctx.app.db,
      event.id,
      categoryId,
      sql`holds = array[${expires.toISOString()}::timestamptz]`,
    );
    await expect.poll(async () => (await page('/events')).body).toContain('"places_left":11');
    await untilKnown('/events');
    ctx.clock.advance(H - 1000);
    expect((await page('/events')).body).toContain('"places_left":11');
    ctx.clock.advance(2000);
    const before = await listReads();
    expect((await page('/events')).body).toContain('"places_left":12');
    expect(await listReads()).toBe(before + 1);
  });

  it('the home page lapses when an event it does not show ends (its finished block)', async () => {
    const running = await makeEvent(ctx.app.db, {
      host_id: hostId,
      sports_id: sportId,
      title: 'Wai Kho Kho Trophy',
      window: 'under_way',
      now: ctx.clock.now(),
    });
    // Under way: neither still to start nor finished, so not on the home page.
    const ends = new Date(ctx.clock.now().getTime() + 2 * H);
    await ctx.app.db.update(events).set({ ends_at: ends }).where(eq(events.id, running.id));
    await expect.poll(async () => (await page('/home')).body).not.toContain('Wai Kho Kho Trophy');
    await untilKnown('/home');
    ctx.clock.advance(2 * H + 1000);
    expect((await page('/home')).body).toContain('Wai Kho Kho Trophy');
  });

  it('reads a page with other data (an event’s results) on every visit', async () => {
    const results = `/events/event-details/${event.id}/results`;
    const reads = () => routeReads(ctx.app, METRICS_TOKEN, '/api/v1/events/:id/results');
    await page(results);
    const before = await reads();
    await page(results);
    await page(results);
    expect(await reads()).toBe(before + 2);
  });

  it('reads nothing while known, and again after a write through this server', async () => {
    await untilKnown('/events');
    // A sport added with the triggers off: nothing is heard, and a server that read the
    // catalogue would show it.
    await ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await makeSport(tx as unknown as Db, 'Silambam');
    });
    expect((await page('/events')).body).not.toContain('Silambam');
    // Any write through this server (a sign-out here) may change what its pages show.
    const player = await as(ctx.app, 'Participant');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: player.cookie },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await page('/events')).body).toContain('Silambam');
  });
});

describe('knownDrawings', () => {
  const kept = () => {
    const known = knownDrawings(10);
    known.listening(true);
    return known;
  };
  it('knows a drawing until its instant, a change heard or this server’s write', () => {
    const known = kept();
    known.keep(known.begin(), 'en /events', 'k1', 1000, 0);
    expect(known.get('en /events', 999, 0)).toBe('k1');
    expect(known.get('en /events', 1000, 0)).toBeUndefined();
    expect(known.get('en /events', 999, 1)).toBeUndefined();
    known.changed();
    expect(known.get('en /events', 0, 0)).toBeUndefined();
  });

  it('refuses what a read found if a change was heard while it read', () => {
    const known = kept();
    const ticket = known.begin();
    known.changed();
    known.keep(ticket, 'en /events', 'k1', Infinity, 0);
    expect(known.get('en /events', 0, 0)).toBeUndefined();
    known.keep(known.begin(), 'en /events', 'k2', Infinity, 0);
    expect(known.get('en /events', 0, 0)).toBe('k2');
  });

  it('knows nothing while it hears nothing, nor with no room', () => {
    const deaf = knownDrawings(10);
    deaf.keep(deaf.begin(), 'en /events', 'k1', Infinity, 0);
    expect(deaf.get('en /events', 0, 0)).toBeUndefined();
    const known = kept();
    known.keep(known.begin(), 'en /events', 'k1', Infinity, 0);
    known.listening(false);
    expect(known.get('en /events', 0, 0)).toBeUndefined();
    const none = knownDrawings(0);
    none.listening(true);
    none.keep(none.begin(), 'en /events', 'k1', Infinity, 0);
    expect(none.get('en /events', 0, 0)).toBeUndefined();
  });
});
