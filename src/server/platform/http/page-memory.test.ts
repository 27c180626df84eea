import fs from 'node:fs';
import zlib from 'node:zlib';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventDocuments, events, pageDraws, storedPages, type EventRow } from '../db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { as } from '../../test/sessions';
import { setPlaces as setCategoryPlaces } from '../../test/places';
import { metric } from '../../test/route-reads';
import { useOtherServer, useTestApp } from '../../test/test-app';
import { fakeWebBuild } from '../../test/web-build';
import { pageBodies } from './page-store';
import type { App } from './types';

// Issue 31: a server keeps the stored pages' bytes it has sent, by fingerprint, so a visit reads
// only which page is stored with its event. Two servers on one database, each with its own
// memory; the few seconds' memory is off, so no answer here comes from it.
const web = fakeWebBuild('matchday-page-memory-');
const METRICS_TOKEN = 'page-memory-metrics';
const ctx = useTestApp({
  env: { WEB_DIR: web.dir, PUBLIC_CACHE_SECONDS: '0', METRICS_TOKEN },
  worker: false,
});
const second = useOtherServer(ctx);
afterAll(() => fs.rmSync(web.dir, { recursive: true, force: true }));

let hostId: string;
let sportId: string;
let event: EventRow;
let categoryId: string;
beforeAll(async () => {
  hostId = (await as(ctx.app, 'Host')).user.id;
  sportId = (await makeSport(ctx.app.db, 'Kho kho')).id;
});
beforeEach(async () => {
  const category = await makeCategory(ctx.app.db, { sports_id: sportId });
  categoryId = category.id;
  event = await makeEvent(ctx.app.db, {
    host_id: hostId,
    sports_id: sportId,
    title: 'Pune Kho Kho Cup',
    prices: [{ category_id: category.id, price: 200, capacity: 12 }],
  });
});

const pagePath = () => `/events/event-details/${event.id}`;
const get = (app: App, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: pagePath(), headers: { 'accept-encoding': 'br', ...headers } });
const text = (res: Awaited<ReturnType<typeof get>>) =>
  zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
const drawings = (app: App) =>
  metric(app, METRICS_TOKEN, 'matchday_pages_drawn_total{language="en"}');

const storedSource = async () =>
  (
    await ctx.app.db
      .select({ source: storedPages.source })
      .from(storedPages)
      .where(and(eq(storedPages.path, pagePath()), eq(storedPages.language, 'en')))
  )[0]!.source;

/** Replaces the stored bytes under the same fingerprint: sent only by a server that reads them. */
const markStored = (mark: string) =>
  ctx.app.db
    .update(storedPages)
    .set({ br: zlib.brotliCompressSync(mark) })
    .where(and(eq(storedPages.path, pagePath()), eq(storedPages.language, 'en')));

describe('stored pages in a server’s memory', () => {
  it('the drawing server sends its own bytes; another keeps them from its second read of the store', async () => {
    const drawn = text(await get(ctx.app));
    expect(drawn).toContain('Pune Kho Kho Cup');
    const drawnHere = await drawings(ctx.app);

    await markStored('<p>first read</p>');
    expect(text(await get(ctx.app))).toBe(drawn);
    const first = await get(second.app);
    expect(first.statusCode).toBe(200);
    expect(text(first)).toBe('<p>first read</p>');
    expect(first.headers.etag).toBe(`W/"${await storedSource()}"`);

    // Read once, as a crawler reads every page: not kept, the next visit reads the store again.
    await markStored('<p>second read</p>');
    expect(text(await get(second.app))).toBe('<p>second read</p>');
    // Read twice: kept. The store's bytes change again, the other server sends what it read.
    await markStored('<p>third read</p>');
    expect(text(await get(second.app))).toBe('<p>second read</p>');
    // Neither server drew the page again.
    expect(await drawings(ctx.app)).toBe(drawnHere);
    expect(await drawings(second.app)).toBe(0);
  });

  it('a server’s first visit reads a page current by its row, bytes and all, in one statement', async () => {
    await get(ctx.app);
    await markStored('<p>stored</p>');
    // A read of the event would now build its document again (statements of their own).
    await ctx.app.db
      .update(eventDocuments)
      .set({ body: null })
      .where(eq(eventDocuments.event_id, event.id));
    const before = ctx.database.statements();
    const first = await get(second.app);
    expect(text(first)).toBe('<p>stored</p>');
    expect(ctx.database.statements() - before).toBe(1);
  });

  it('a change reaches both servers as soon as it commits', async () => {
    await get(ctx.app);
    await get(second.app);
    // Any writer, straight to the table (another server, a job): each server hears it.
    await ctx.app.db
      .update(events)
      .set({ title: 'Nashik Kho Kho Cup' })
      .where(eq(events.id, event.id));
    await expect.poll(async () => text(await get(ctx.app))).toContain('Nashik Kho Kho Cup');
    const here = text(await get(ctx.app));
    expect(here).not.toContain('Pune Kho Kho Cup');
    // The other server finds the new drawing in the store and sends it, without drawing.
    const before = await drawings(second.app);
    await expect.poll(async () => text(await get(second.app))).toBe(here);
    expect(await drawings(second.app)).toBe(before);
  });

  it('a visitor who holds the drawing gets a 304 without its bytes being read', async () => {
    await get(ctx.app);
    const source = await storedSource();
    const revalidated = await get(second.app, { 'if-none-match': `W/"${source}"` });
    expect(revalidated.statusCode).toBe(304);
    // Had the 304 read the bytes, the other server would now hold the drawn page.
    await markStored('<p>read after the 304</p>');
    expect(text(await get(second.app))).toBe('<p>read after the 304</p>');
  });
});

/** The page's server state: the event's JSON as the page was drawn from it. */
const drawnEvent = (html: string) => {
  const state = /<script id="server-state" type="application\/json">(.*?)<\/script>/s.exec(html);
  const queries = (JSON.parse(state![1]!) as { queries: { key: unknown[]; data: unknown }[] })
    .queries;
  return queries.find((q) => q.key[0] === 'events')!.data as {
    title: string;
    registration_state: string;
    categories: { places_left: number | null }[];
  };
};
const placesLeft = async (app: App) => drawnEvent(text(await get(app))).categories[0]!.places_left;

const setPlaces = (set: SQL) => setCategoryPlaces(ctx.app.db, event.id, categoryId, set);

/** The stored page's change number, and its event's now (migration 0031). */
const versions = async () => {
  const [row] = await ctx.app.db
    .select({ stored: storedPages.version, now: pageDraws.version })
    .from(storedPages)
    .leftJoin(pageDraws, eq(pageDraws.event_id, storedPages.event_id))
    .where(and(eq(storedPages.path, pagePath()), eq(storedPages.language, 'en')));
  return row!;
};

describe('a stored page current by its row (migration 0031)', () => {
  it('a change that leaves the page as it was confirms it, for the next visits', async () => {
    await get(ctx.app);
    const drawn = await versions();
    expect(drawn.stored).toBe(drawn.now);
    // A hold that has already expired changes the places' row, not what the page shows.
    await setPlaces(
      sql`holds = array[${new Date(ctx.clock.now().getTime() - 1000).toISOString()}::timestamptz]`,
    );
    const changed = await versions();
    expect(changed.now).not.toBe(drawn.stored);
    const before = await drawings(second.app);
    await get(second.app);
    // Read, found still its event's page, not drawn again, and marked current as of the change.
    expect(await drawings(second.app)).toBe(before);
    expect(await versions()).toEqual({ stored: changed.now, now: changed.now });
  });

  it('never matches a page of an event’s past: every change takes a new number', async () => {
    await get(ctx.app);
    const { stored } = await versions();
    // The drawing job drops an unpublished event's row; its next change makes a new one.
    await ctx.app.db.delete(pageDraws).where(eq(pageDraws.event_id, event.id));
    await ctx.app.db.insert(pageDraws).values({ event_id: event.id, due_at: new Date(0) });
    expect((await versions()).now).toBeGreaterThan(stored!);
  });
});

describe('the drawing each server knows is current (decision 051)', () => {
  beforeEach(() => ctx.clock.reset());

  it('sends it without reading the event, until the event changes', async () => {
    const drawn = text(await get(ctx.app));
    // Another drawing is stored behind both servers' backs (no trigger: nothing is heard), not
    // current by its row. A server that read the event would find the fingerprints differ and
    // draw the page again, storing its own. The event's creation may still be on its way as a notification (which
    // makes the server refuse what it read before it), so visit until a visit is not a read.
    const storedElsewhere = () =>
      ctx.app.db
        .update(storedPages)
        .set({ source: 'drawn-elsewhere', version: null })
        .where(eq(storedPages.path, pagePath()));
    await expect
      .poll(async () => {
        await storedElsewhere();
        await get(ctx.app);
        return storedSource();
      })
      .toBe('drawn-elsewhere');
    const drawnHere = await drawings(ctx.app);
    const known = await get(ctx.app);
    expect(text(known)).toBe(drawn);
    expect(known.headers.etag).not.toBe('W/"drawn-elsewhere"');
    expect(await drawings(ctx.app)).toBe(drawnHere);
    expect(await storedSource()).toBe('drawn-elsewhere');
    // The other server knows nothing yet: it reads the event, and draws.
    expect(text(await get(second.app))).toBe(drawn);
    expect(await storedSource()).not.toBe('drawn-elsewhere');
  });

  it('hears places taken on another server', async () => {
    expect(await placesLeft(ctx.app)).toBe(12);
    expect(await placesLeft(ctx.app)).toBe(12);
    await setPlaces(sql`paid = paid + 1`);
    await expect.poll(() => placesLeft(ctx.app)).toBe(11);
  });

  it('lapses when a hold on the places expires', async () => {
    const expires = new Date(ctx.clock.now().getTime() + 60_000);
    await setPlaces(sql`holds = array[${expires.toISOString()}::timestamptz]`);
    await expect.poll(() => placesLeft(ctx.app)).toBe(11);
    expect(await placesLeft(ctx.app)).toBe(11);
    ctx.clock.advance(60_001);
    expect(await placesLeft(ctx.app)).toBe(12);
  });

  it('lapses when the registration closes', async () => {
    const page = drawnEvent(text(await get(ctx.app)));
    expect(page.registration_state).toBe('open');
    expect(drawnEvent(text(await get(ctx.app))).registration_state).toBe('open');
    ctx.clock.advance(event.registration_closes_at!.getTime() - ctx.clock.now().getTime() + 1);
    expect(drawnEvent(text(await get(ctx.app))).registration_state).toBe('closed');
  });

  it('is forgotten when the event is deleted', async () => {
    expect((await get(ctx.app)).statusCode).toBe(200);
    await ctx.app.db.delete(events).where(eq(events.id, event.id));
    await expect.poll(async () => (await get(ctx.app)).statusCode).toBe(404);
  });
});

describe('pageBodies', () => {
  const bytes = (n: number) => Buffer.alloc(n, 1);
  it('forgets the least recently sent page first, within its bytes', () => {
    const bodies = pageBodies(3_000);
    bodies.set('/a', 's1', bytes(1_000));
    bodies.set('/b', 's2', bytes(1_000));
    expect(bodies.get('/a', 's1')).toBeDefined(); // /a is now the most recent
    bodies.set('/c', 's3', bytes(1_000));
    expect(bodies.get('/b', 's2')).toBeUndefined();
    expect(bodies.get('/a', 's1')?.length).toBe(1_000);
    expect(bodies.get('/c', 's3')?.length).toBe(1_000);
    // Another drawing of the same address is another entry.
    expect(bodies.get('/a', 's3')).toBeUndefined();
  });
  it('keeps bytes read from the store from their second read of the same drawing on', () => {
    const bodies = pageBodies(3_000);
    bodies.offer('/a', 's1', bytes(100));
    bodies.offer('/b', 's1', bytes(100));
    bodies.offer('/a', 's2', bytes(100));
    expect([bodies.get('/a', 's1'), bodies.get('/b', 's1'), bodies.get('/a', 's2')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    bodies.offer('/a', 's1', bytes(100));
    expect(bodies.get('/a', 's1')?.length).toBe(100);
    expect(bodies.sources('/a')).toEqual(['s1']);
    expect(bodies.get('/b', 's1')).toBeUndefined();
  });
  it('keeps nothing at 0 bytes, nor a page larger than it all', () => {
    const none = pageBodies(0);
    none.set('/a', 's1', bytes(10));
    none.offer('/a', 's1', bytes(10));
    none.offer('/a', 's1', bytes(10));
    expect(none.get('/a', 's1')).toBeUndefined();
    const small = pageBodies(100);
    small.set('/a', 's1', bytes(200));
    expect(small.get('/a', 's1')).toBeUndefined();
  });
});
