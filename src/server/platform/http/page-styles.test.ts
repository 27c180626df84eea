import fs from 'node:fs';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBuilds, storedStyles, type EventRow } from '../db/schema';
import { makeEvent, makeSport } from '../../seed/factories';
import { as } from '../../test/sessions';
import { useOtherServer, useTestApp } from '../../test/test-app';
import { fakeWebBuild } from '../../test/web-build';
import { pruneStyles } from './page-styles';
import type { App } from './types';

// Issue 31: a drawn page links its styles as a stylesheet named by its CSS (page-styles.ts), so
// stored pages carry no CSS. Two servers on one database: a browser may ask either for it.
const web = fakeWebBuild('matchday-page-styles-');
const ctx = useTestApp({ env: { WEB_DIR: web.dir, PUBLIC_CACHE_SECONDS: '0' }, worker: false });
const otherServer = useOtherServer(ctx);
let first: EventRow, second: EventRow;

beforeAll(async () => {
  const host = await as(ctx.app, 'Host');
  const sport = await makeSport(ctx.app.db, 'Kho Kho');
  const make = (title: string) =>
    makeEvent(ctx.app.db, { host_id: host.user.id, sports_id: sport.id, title, window: 'open' });
  first = await make('Nashik Kho Kho Open');
  second = await make('Satara Kho Kho Cup');
});
afterAll(() => fs.rmSync(web.dir, { recursive: true, force: true }));

const get = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The stylesheet a drawn page links, and the names Emotion adopts from it. */
async function drawnStyles(app: App, url: string) {
  const res = await get(app, url);
  expect(res.statusCode).toBe(200);
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  const href = /<link rel="stylesheet" href="(\/styles\/[\w-]{22}\.css)" \/>/.exec(head)?.[1];
  const names = /<style data-emotion="css ([\w -]*)"><\/style>/.exec(head)?.[1]?.split(' ');
  expect(href, head).toBeDefined();
  expect(names?.length).toBeGreaterThan(10);
  return { href: href!, names: names! };
}

describe("drawn pages' stylesheets", () => {
  it('is sent as a file kept for good: its name is its content', async () => {
    const { href } = await drawnStyles(ctx.app, `/events/event-details/${first.id}`);
    const plain = await get(ctx.app, href);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary).toMatch(/accept-encoding/);
    expect(plain.body).toContain('body{margin:0;');
    const br = await get(ctx.app, href, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // Brotli makes the sheet a fraction of itself: it was most of every page's bytes.
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 5);
    const again = await get(ctx.app, href, { 'if-none-match': plain.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is one sheet for pages drawn alike, and for the same page drawn again', async () => {
    const a = await drawnStyles(ctx.app, `/events/event-details/${first.id}`);
    const b = await drawnStyles(ctx.app, `/events/event-details/${second.id}`);
    expect(b.href).toBe(a.href);
    expect(b.names).toEqual(a.names);
    // Another page uses other styles: another sheet, both stored once.
    const about = await drawnStyles(ctx.app, '/about');
    expect(about.href).not.toBe(a.href);
    const rows = await ctx.app.db.select({ hash: storedStyles.hash }).from(storedStyles);
    expect(rows.map((r) => `/styles/${r.hash}.css`).sort()).toEqual(
      expect.arrayContaining([a.href, about.href]),
    );
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
  });

  it('is sent by a server that did not draw it', async () => {
    const { href } = await drawnStyles(ctx.app, '/contactUs');
    const mine = await get(ctx.app, href);
    const theirs = await get(otherServer.app, href);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).toBe(mine.body);
  });

  it('answers 404 for a name no drawing made, or no name at all', async () => {
    for (const url of [
      `/styles/${'A'.repeat(22)}.css`,
      '/styles/short.css',
      `/styles/${'A'.repeat(22)}.js`,
      '/styles/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await get(otherServer.app, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'] ?? '', url).not.toMatch(/immutable/);
    }
    // Nothing was stored by asking.
    const rows = await ctx.app.db
      .select()
      .from(storedStyles)
      .where(eq(storedStyles.hash, 'A'.repeat(22)));
    expect(rows).toEqual([]);
  });

  it('deletes the sheets only an old build linked, a week after a newer build came', async () => {
    const DAY = 86_400_000;
    const day0 = ctx.clock.now();
    const old = await drawnStyles(ctx.app, '/about');
    await ctx.app.db.insert(pageBuilds).values({ build: 'build-1', seen_at: day0 });
    // A week of the same build: nothing goes, however long ago a sheet was linked.
    ctx.clock.advance(30 * DAY);
    expect(await pruneStyles(ctx.app.db, ctx.clock.now())).toBe(0);
    // A new build: its servers (fresh memory: the other one here) link what their pages use.
    await ctx.app.db.insert(pageBuilds).values({ build: 'build-2', seen_at: ctx.clock.now() });
    const kept = await drawnStyles(otherServer.app, `/events/event-details/${first.id}`);
    // During its rollout the old build's servers still send their pages: nothing goes yet.
    ctx.clock.advance(6 * DAY);
    expect(await pruneStyles(ctx.app.db, ctx.clock.now())).toBe(0);
    ctx.clock.advance(2 * DAY);
    expect(await pruneStyles(ctx.app.db, ctx.clock.now())).toBeGreaterThan(0);
    const left = (await ctx.app.db.select({ hash: storedStyles.hash }).from(storedStyles)).map(
      (r) => `/styles/${r.hash}.css`,
    );
    expect(left).toEqual([kept.href]);
    expect(left).not.toContain(old.href);
    // Linked again later (a page drawn alike), a sheet is stored again.
    const again = await drawnStyles(otherServer.app, '/about');
    expect(again.href).toBe(old.href);
    expect((await get(otherServer.app, again.href)).statusCode).toBe(200);
  });
});
