import fs from 'node:fs';
import zlib from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { events, storedPages, type EventRow } from '../db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { as } from '../../test/sessions';
import { metric } from '../../test/route-reads';
import { useTestApp } from '../../test/test-app';
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
let other: App;
beforeAll(async () => {
  other = await buildApp(ctx.config, {
    database: ctx.database,
    logger: false,
    now: ctx.clock.now,
    worker: false,
  });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  fs.rmSync(web.dir, { recursive: true, force: true });
});

let hostId: string;
let sportId: string;
let event: EventRow;
beforeAll(async () => {
  hostId = (await as(ctx.app, 'Host')).user.id;
  sportId = (await makeSport(ctx.app.db, 'Kho kho')).id;
});
beforeEach(async () => {
  const category = await makeCategory(ctx.app.db, { sports_id: sportId });
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
  it('the drawing server sends its own bytes; another reads them from the store once', async () => {
    const drawn = text(await get(ctx.app));
    expect(drawn).toContain('Pune Kho Kho Cup');
    const drawnHere = await drawings(ctx.app);

    await markStored('<p>first read</p>');
    expect(text(await get(ctx.app))).toBe(drawn);
    const first = await get(other);
    expect(first.statusCode).toBe(200);
    expect(text(first)).toBe('<p>first read</p>');
    expect(first.headers.etag).toBe(`W/"${await storedSource()}"`);

    // Read once: the store's bytes change again, the other server keeps what it read.
    await markStored('<p>second read</p>');
    expect(text(await get(other))).toBe('<p>first read</p>');
    // Neither server drew the page again.
    expect(await drawings(ctx.app)).toBe(drawnHere);
    expect(await drawings(other)).toBe(0);
  });

  it('a change is never answered from memory, on either server', async () => {
    await get(ctx.app);
    await get(other);
    await ctx.app.db
      .update(events)
      .set({ title: 'Nashik Kho Kho Cup' })
      .where(eq(events.id, event.id));
    const here = text(await get(ctx.app));
    expect(here).toContain('Nashik Kho Kho Cup');
    expect(here).not.toContain('Pune Kho Kho Cup');
    // The other server finds the new drawing in the store and sends it, without drawing.
    const before = await drawings(other);
    expect(text(await get(other))).toBe(here);
    expect(await drawings(other)).toBe(before);
  });

  it('a visitor who holds the drawing gets a 304 without its bytes being read', async () => {
    await get(ctx.app);
    const source = await storedSource();
    const revalidated = await get(other, { 'if-none-match': `W/"${source}"` });
    expect(revalidated.statusCode).toBe(304);
    // Had the 304 read the bytes, the other server would now hold the drawn page.
    await markStored('<p>read after the 304</p>');
    expect(text(await get(other))).toBe('<p>read after the 304</p>');
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
  it('keeps nothing at 0 bytes, nor a page larger than it all', () => {
    const none = pageBodies(0);
    none.set('/a', 's1', bytes(10));
    expect(none.get('/a', 's1')).toBeUndefined();
    const small = pageBodies(100);
    small.set('/a', 's1', bytes(200));
    expect(small.get('/a', 's1')).toBeUndefined();
  });
});
