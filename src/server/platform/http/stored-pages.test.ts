import fs from 'node:fs';
import zlib from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventCategories, events, storedPages, type EventRow } from '../db/schema';
import { readCurrentPage } from '../../events/service';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { as } from '../../test/sessions';
import { metric } from '../../test/route-reads';
import { useTestApp } from '../../test/test-app';
import { fakeWebBuild } from '../../test/web-build';

// Issue 31: an event's page is drawn once per change and then sent from the store, shared by
// every server, for as long as the event's JSON (state and places included) is what it was drawn
// from. Both memories are off (the few seconds' and the stored pages' bytes: page-memory.test.ts),
// so every answer here is the store's or a new drawing.
const web = fakeWebBuild('matchday-stored-');
const METRICS_TOKEN = 'stored-pages-metrics';
// No worker: the drawing job (events/page-draws.test.ts) would draw pages these tests draw.
const ctx = useTestApp({
  env: { WEB_DIR: web.dir, PUBLIC_CACHE_SECONDS: '0', PAGE_MEMORY_MB: '0', METRICS_TOKEN },
  worker: false,
});
afterAll(() => fs.rmSync(web.dir, { recursive: true, force: true }));

let hostId: string;
let sportId: string;
let event: EventRow;
const MARK = '<html><body>from the store</body></html>';

beforeAll(async () => {
  hostId = (await as(ctx.app, 'Host')).user.id;
  sportId = (await makeSport(ctx.app.db, 'Kabaddi')).id;
});
beforeEach(async () => {
  ctx.clock.reset();
  const category = await makeCategory(ctx.app.db, { sports_id: sportId });
  event = await makeEvent(ctx.app.db, {
    host_id: hostId,
    sports_id: sportId,
    title: 'Chennai Kabaddi Premier',
    prices: [{ category_id: category.id, price: 300, capacity: 10 }],
  });
});

const pagePath = () => `/events/event-details/${event.id}`;
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } });
const text = (res: Awaited<ReturnType<typeof get>>) =>
  res.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(res.rawPayload).toString('utf8')
    : res.body;

const storedRow = async (language = 'en', path = pagePath()) =>
  (
    await ctx.app.db
      .select()
      .from(storedPages)
      .where(and(eq(storedPages.path, path), eq(storedPages.language, language)))
  )[0];

/** How many English pages the server drew (not sent from the store). */
const drawings = () => metric(ctx.app, METRICS_TOKEN, 'matchday_pages_drawn_total{language="en"}');

/** Replaces the stored page with a marker under the same fingerprint: seen only if sent from the store. */
const markStored = (language = 'en') =>
  ctx.app.db
    .update(storedPages)
    .set({ br: zlib.brotliCompressSync(MARK) })
    .where(and(eq(storedPages.path, pagePath()), eq(storedPages.language, language)));

/** The name of the table PostgreSQL moves stored pages' large values to. */
const toastOfStoredPages = async () =>
  (
    (
      await ctx.app.db.execute(
        sql`select reltoastrelid::regclass::text as toast from pg_class where oid = 'stored_pages'::regclass`,
      )
    ).rows[0] as { toast: string }
  ).toast;

describe('stored event pages', () => {
  it('draws a page once, then sends it from the store with its ETag, a 304 when it matches', async () => {
    const first = await get(pagePath());
    expect(first.statusCode).toBe(200);
    expect(text(first)).toContain('Chennai Kabaddi Premier');
    const row = (await storedRow())!;
    expect(row.status).toBe(200);
    expect(zlib.brotliDecompressSync(row.br).toString('utf8')).toBe(text(first));

    await markStored();
    const drawn = await drawings();
    expect(drawn).toBe(1);
    const second = await get(pagePath());
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-encoding']).toBe('br');
    expect(text(second)).toBe(MARK);
    expect(second.headers.etag).toBe(`W/"${row.source}"`);
    // A client without brotli gets the same page, decompressed.
    expect((await get(pagePath(), { 'accept-encoding': 'identity' })).body).toBe(MARK);
    const again = await get(pagePath(), { 'if-none-match': `"${row.source}"` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Sent from the store, none of them was drawn.
    expect(await drawings()).toBe(drawn);
  });

  it('draws it again after any write to what it shows, in any language apart', async () => {
    await get(pagePath());
    await get(`${pagePath()}?lang=hi`);
    expect((await storedRow('hi'))!.source).not.toBe((await storedRow('en'))!.source);
    await markStored('en');
    await markStored('hi');
    const db = ctx.app.db;
    await db
      .update(events)
      .set({ title: 'Madurai Kabaddi Masters' })
      .where(eq(events.id, event.id));
    for (const url of [pagePath(), `${pagePath()}?lang=hi`]) {
      const res = await get(url);
      expect(text(res), url).not.toBe(MARK);
      expect(text(res), url).toContain('Madurai Kabaddi Masters');
    }
    // A capacity: the places the page shows.
    await markStored();
    await db
      .update(eventCategories)
      .set({ capacity: 3 })
      .where(eq(eventCategories.event_id, event.id));
    expect(text(await get(pagePath()))).not.toBe(MARK);
  });

  it('draws it again when time alone changes it: a hold expires, the registration closes', async () => {
    await get(pagePath());
    const participant = await as(ctx.app, 'Participant');
    const categoryId = (
      await ctx.app.db
        .select({ id: eventCategories.category_id })
        .from(eventCategories)
        .where(eq(eventCategories.event_id, event.id))
    )[0]!.id;
    const held = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/event/participate',
      headers: { cookie: participant.cookie, 'content-type': 'application/json' },
      payload: { event_id: event.id, category_id: categoryId },
    });
    expect(held.statusCode).toBe(201);
    await get(pagePath()); // drawn with the hold: 9 places left
    const withHold = (await storedRow())!.source;
    await markStored();
    expect(text(await get(pagePath()))).toBe(MARK);
    // The hold expires: no write, but the places left are 10 again, so the page is drawn anew.
    ctx.clock.advance(16 * 60_000);
    expect(text(await get(pagePath()))).not.toBe(MARK);
    expect((await storedRow())!.source).not.toBe(withHold);
    await markStored();
    // Past the close of registration: the state changes, and so does the page.
    const [row] = await ctx.app.db.select().from(events).where(eq(events.id, event.id));
    ctx.clock.advance(row!.registration_closes_at.getTime() - ctx.clock.now().getTime() + 1000);
    expect(text(await get(pagePath()))).not.toBe(MARK);
  });

  it("keeps a page whole in its row, nothing in PostgreSQL's TOAST table (migration 0033)", async () => {
    await get(pagePath());
    const row = (await storedRow())!;
    // Larger than the 2 KB from which PostgreSQL moves a value out of its row by default.
    expect(row.br.length).toBeGreaterThan(2_100);
    const [toast] = (
      await ctx.app.db.execute(
        sql`select count(*)::int as chunks from ${sql.raw(await toastOfStoredPages())}`,
      )
    ).rows as Array<{ chunks: number }>;
    expect(toast!.chunks).toBe(0);
  });

  it('answers visits that come in together from one read, each its own page, bytes only to who lacks them', async () => {
    const other = await makeEvent(ctx.app.db, { host_id: hostId, sports_id: sportId });
    const otherPath = `/events/event-details/${other.id}`;
    await get(pagePath());
    await get(otherPath);
    const [mine, theirs] = [(await storedRow())!, (await storedRow('en', otherPath))!];
    const ask = (path: string, held: string[] | null, language = 'en') =>
      readCurrentPage(ctx.app.db, { path, language, build: mine.build!, held }, ctx.clock.now());
    const [first, second, third, fourth, hindi, unknown] = await Promise.all([
      ask(pagePath(), []),
      // Holds it, but the first asker of the address does not: the bytes come for both.
      ask(pagePath(), [mine.source]),
      // Every asker of this address holds it or wants no bytes: none come.
      ask(otherPath, ['another drawing', theirs.source]),
      ask(otherPath, null),
      ask(pagePath(), [], 'hi'),
      ask('/events/event-details/000000000000000000000000', []),
    ]);
    const until = (row: typeof mine) => row.until?.getTime() ?? Infinity;
    expect(first).toEqual({ source: mine.source, status: 200, br: mine.br, until: until(mine) });
    expect(second).toEqual(first);
    expect(third).toEqual({ source: theirs.source, status: 200, until: until(theirs) });
    expect(fourth).toEqual(third);
    expect([hindi, unknown]).toEqual([null, null]);
    // Alone, a holder of another drawing gets the bytes.
    expect((await ask(otherPath, ['another drawing']))?.br).toEqual(theirs.br);
    // Not current by its row once its event changed: the visit reads the event.
    await ctx.app.db.update(events).set({ title: 'Renamed' }).where(eq(events.id, other.id));
    expect(await Promise.all([ask(otherPath, []), ask(pagePath(), [])])).toEqual([null, first]);
  });

  it('never stores a draft or an unknown event', async () => {
    await ctx.app.db.update(events).set({ status: 'draft' }).where(eq(events.id, event.id));
    expect((await get(pagePath())).statusCode).toBe(404);
    expect(await storedRow()).toBeUndefined();
  });
});
