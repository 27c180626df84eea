import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRow, SportRow } from '../db/schema';
import { makeEvent, makeSport } from '../../seed/factories';
import { as } from '../../test/sessions';
import { routeReads } from '../../test/route-reads';
import { useTestApp } from '../../test/test-app';
import { acceptedEncoding } from './public-cache';

// The public pages a visitor lands on are drawn by the server into the app shell
// (src/web/ssr/entry-server.tsx), with the query data and router state the browser hydrates from.
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-ssr-'));
// As `vite build` writes it: the entry script in <head>, an empty #root.
const ENTRY = '<script type="module" crossorigin src="/assets/index-AbCdEf12.js"></script>';
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  `<!doctype html><html><head><!--app-head--><title>Matchday</title><!--/app-head-->\n    ${ENTRY}\n  </head><body>\n    <div id="root"><!--app-html--></div>\n    <noscript>Matchday needs JavaScript to run.</noscript>\n  <!--app-state--></body></html>`,
);
const METRICS_TOKEN = 'ssr-metrics-token';
const ctx = useTestApp({ env: { WEB_DIR: webDir, METRICS_TOKEN } });
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

let sport: SportRow, event: EventRow, hostile: EventRow, draft: EventRow;
const HOSTILE_TITLE = '</script><script>alert(1)</script> Cup';

beforeAll(async () => {
  const host = await as(ctx.app, 'Host');
  sport = await makeSport(ctx.app.db, 'Kabaddi');
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    title: 'Chennai Kabaddi Premier',
    venue_name: 'Nehru Indoor Stadium',
    window: 'open',
  });
  hostile = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    title: HOSTILE_TITLE,
  });
  // Issue 13: a finished event is drawn under "Past events" only; a draft never.
  await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    title: 'Madurai Kabaddi Classic',
    window: 'over',
  });
  draft = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    title: 'Secret Draft Kabaddi',
    window: 'open',
    status: 'draft',
  });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** How many times the event list was read (through the API, as a drawing reads it). */
const listReads = () => routeReads(ctx.app, METRICS_TOKEN, '/api/v1/events');

/** The address of the stylesheet a drawn page links. */
const stylesheetOf = (html: string) =>
  /<link rel="stylesheet" href="(\/styles\/[\w-]{22}\.css)" \/>/.exec(html)![1]!;

/** The markup drawn into #root (empty for the bare shell). */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';

/** The query data the page was drawn with, as the browser reads it. */
function stateOf(html: string) {
  const json = /<script id="server-state" type="application\/json">([^<]*)<\/script>/.exec(
    html,
  )?.[1];
  if (!json) return null;
  return (JSON.parse(json) as { queries: Array<{ key: unknown[]; data: unknown; at: number }> })
    .queries;
}

/** The router's state the browser hydrates from: every matched route's loader has run. */
function routerStateOf(html: string) {
  const json = /<script id="server-state" type="application\/json">([^<]*)<\/script>/.exec(
    html,
  )?.[1];
  return json ? (JSON.parse(json) as { router: { loaderData: object } }).router : null;
}

describe('server-drawn public pages', () => {
  it('draws /home with the newest events and hands the browser the same data', async () => {
    const res = await page('/home');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const root = rootOf(res.body);
    expect(root).toContain('Discover Your Sport</h1>');
    expect(root).toContain('Chennai Kabaddi Premier');
    expect(root).toContain('Featured Events');
    const state = stateOf(res.body)!;
    // The root's and the page's loaders ran on the server, so the browser's router starts
    // initialized (it hydrates instead of loading again).
    expect(Object.keys(routerStateOf(res.body)!.loaderData).sort()).toEqual(['/home', 'root']);
    const latest = state.find((q) => JSON.stringify(q.key) === '["events","latest","upcoming",6]');
    const titles = (latest?.data as Array<{ title: string }>).map((e) => e.title);
    expect(titles).toEqual(expect.arrayContaining(['Chennai Kabaddi Premier', HOSTILE_TITLE]));
    expect(titles).not.toContain('Madurai Kabaddi Classic');
    const past = state.find((q) => JSON.stringify(q.key) === '["events","latest","past",3]');
    expect((past?.data as Array<{ title: string }>).map((e) => e.title)).toEqual([
      'Madurai Kabaddi Classic',
    ]);
    const featured = root.slice(root.indexOf('Featured Events'), root.indexOf('Past events'));
    expect(featured).not.toContain('Madurai Kabaddi Classic');
    expect(root.slice(root.indexOf('Past events'))).toContain('Madurai Kabaddi Classic');
    expect(res.body).not.toContain('Secret Draft Kabaddi');
    // Styles are linked from <head>, CssBaseline's too, so a half-parsed page is already styled;
    // Emotion adopts their names from an empty element and inserts none of them again.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const sheet = stylesheetOf(head);
    expect(head).toMatch(/<style data-emotion="css [\w -]+"><\/style>/);
    expect(res.body).not.toMatch(/<style[^>]*>[^<]/);
    expect(root).not.toContain('<style');
    const css = await page(sheet);
    expect(css.statusCode).toBe(200);
    expect(css.body).toContain('body{margin:0;');
    // Every class the markup uses is in the sheet, among the names Emotion adopts.
    const names = /<style data-emotion="css ([\w -]+)">/.exec(head)![1]!.split(' ');
    // (css-0 is Emotion's class of an empty style: no rule to insert.)
    const used = [...new Set([...root.matchAll(/\bcss-([\w-]+)/g)].map((m) => m[1]!))].filter(
      (name) => name !== '0',
    );
    expect(used.length).toBeGreaterThan(10);
    for (const name of used) {
      expect(names).toContain(name);
      expect(css.body).toContain(`.css-${name}`);
    }
    // The app is fetched and run after the first paint (public/after-paint.js).
    expect(res.body).not.toContain(ENTRY);
    expect(res.body).toContain(
      '<script type="module" src="/after-paint.js" data-app-entry="/assets/index-AbCdEf12.js"></script>',
    );
    // The footer's contacts come drawn too (GET /config), not the fallback.
    expect(state.some((q) => JSON.stringify(q.key) === '["site-config"]')).toBe(true);
    // So does the test-mode banner (the test payment provider runs here), first in the page.
    const banner = root.search(/<div[^>]*role="status"[^>]*><svg[^]*?Test mode — no real payments/);
    expect(banner).toBeGreaterThan(0);
    expect(banner).toBeLessThan(root.indexOf('<header'));
  });

  it('draws /events as the first page of the list, and an event with its details', async () => {
    const list = await page('/events');
    expect(rootOf(list.body)).toContain('Chennai Kabaddi Premier');
    const listState = stateOf(list.body)!.find((q) => q.key[1] === 'list');
    expect(listState?.data).toMatchObject({ pageParams: [''] });

    const details = await page(`/events/event-details/${event.id}`);
    const root = rootOf(details.body);
    expect(root).toMatch(/<h1[^>]*>Chennai Kabaddi Premier<\/h1>/);
    expect(root).toContain('Nehru Indoor Stadium');
    expect(root).toContain('Registration open');
    // The preview tags are still there.
    expect(details.body).toContain(
      '<meta property="og:title" content="Chennai Kabaddi Premier" />',
    );
  });

  it('draws a searched /events: its matches, the search filled in, a plain GET form (issue 13)', async () => {
    const searched = rootOf((await page('/events?q=chennai')).body);
    expect(searched).toContain('Chennai Kabaddi Premier');
    expect(searched).not.toContain('Madurai Kabaddi Classic');
    expect(searched).toMatch(/<input[^>]*name="q"[^>]*value="chennai"/);
    // Without JavaScript the search box and filters are a form that asks the server again.
    expect(searched).toMatch(/<form[^>]*role="search"[^>]*action="\/events"[^>]*method="get"/);

    const past = rootOf((await page('/events?q=kabaddi&include_past=true&sort=newest')).body);
    expect(past).toContain('Madurai Kabaddi Classic');
    expect(past).toContain('Chennai Kabaddi Premier');
    expect(past).toMatch(/<input[^>]*name="include_past"[^>]*checked/);

    // Finished events stay off the default list; a mistyped value is ignored, not an error.
    const mistyped = await page('/events?from=not-a-date&fee=cheap');
    expect(mistyped.statusCode).toBe(200);
    expect(rootOf(mistyped.body)).toContain('Chennai Kabaddi Premier');
    expect(rootOf(mistyped.body)).not.toContain('Madurai Kabaddi Classic');

    expect(rootOf((await page('/events?q=zzzzqqq')).body)).toContain(
      'No events match your search.',
    );
  });

  it("draws an event's map and calendar links, which work without JavaScript", async () => {
    const root = rootOf((await page(`/events/event-details/${event.id}`)).body);
    expect(root).toMatch(/role="group" aria-label="Event actions"/);
    expect(root).toMatch(/href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=Nehru/);
    expect(root).toContain(`href="/api/v1/events/${event.id}/calendar.ics"`);
  });

  it('draws /about and /contactUs, which need no data of their own', async () => {
    for (const url of ['/about', '/contactUs']) {
      const res = await page(url);
      expect(rootOf(res.body), url).toMatch(/<h1[^>]*>/);
      expect(stateOf(res.body), url).not.toBeNull();
    }
  });

  it('draws every icon as a reference into the shared sprite, never its shapes (decision 060)', async () => {
    const sprite = fs.readFileSync(
      new URL('../../../web/icons/public-icons.svg', import.meta.url),
      'utf8',
    );
    const symbols = new Set([...sprite.matchAll(/<symbol id="(\w+)"/g)].map((m) => m[1]));
    const urls = [
      '/home',
      '/events',
      '/events?include_past=true',
      `/events/event-details/${event.id}`,
      `/events/event-details/${event.id}/results`,
      '/about',
      '/contactUs',
      `/events/event-details/${'0'.repeat(24)}`,
    ];
    const used = new Set<string>();
    for (const url of urls) {
      const icons = [
        ...rootOf((await page(url)).body).matchAll(/<svg[^>]*MuiSvgIcon-root[^>]*>([^]*?)<\/svg>/g),
      ];
      expect(icons.length, url).toBeGreaterThan(3);
      for (const [, inner] of icons) {
        const name = /^<use href="[^"#]*public-icons[^"#]*#(\w+)"><\/use>$/.exec(inner!)?.[1];
        expect(name, `${url}: ${inner!.slice(0, 80)}`).toBeDefined();
        expect(symbols.has(name!), `${url}: ${name}`).toBe(true);
        used.add(name!);
      }
    }
    // The header's, the footer's, the cards' and the event's own icons, all by name.
    expect([...used]).toEqual(
      expect.arrayContaining(['Menu', 'Instagram', 'Phone', 'Place', 'Event', 'ArrowBack']),
    );
  });

  it('sends the bare shell for pages it does not draw', async () => {
    // An unknown, malformed or draft event is the not-found page (issue 24): page-not-found.test.ts.
    for (const url of ['/login', '/app/dashboard']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(rootOf(res.body), url).toBe('');
      expect(stateOf(res.body), url).toBeNull();
      expect(res.body, url).toContain(ENTRY);
      expect(res.body, url).not.toContain('Secret Draft Kabaddi');
    }
  });

  it('escapes what users wrote, in the markup and in the data block', async () => {
    const res = await page(`/events/event-details/${hostile.id}`);
    expect(res.statusCode).toBe(200);
    // Only the shell's own module script, the language's messages and the data block: the
    // title ran nowhere.
    expect(res.body.match(/<script/g)).toHaveLength(3);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(rootOf(res.body)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Cup');
    const data = stateOf(res.body)!.find((q) => q.key[1] === 'detail');
    expect((data?.data as { title: string }).title).toBe(HOSTILE_TITLE);
  });

  it('draws an event’s results, with preview tags made from them (issue 18)', async () => {
    const path = `/events/event-details/${hostile.id}/results`;
    const category = 'b'.repeat(24);
    const res = await page(`${path}?utm_source=x&category=${category}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toMatch(
      /<h1[^>]*>&lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; Cup<\/h1>/,
    );
    expect(root).toContain('This event has no categories.');
    expect(stateOf(res.body)!.some((q) => q.key[0] === 'results')).toBe(true);
    // Escaped, and at the canonical address (the category it reads, not the visitor's tags).
    const title = '&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; Cup';
    expect(res.body).toContain(`<title>Results · ${title} · Matchday</title>`);
    expect(res.body).toContain(`<meta property="og:title" content="Results · ${title}" />`);
    expect(res.body).toContain(
      `<meta property="og:url" content="${ctx.app.config.publicUrl}${path}?category=${category}" />`,
    );
    expect(res.body.match(/<meta property="og:title"/g)).toHaveLength(1);
    expect(res.body.match(/<script/g)).toHaveLength(3);

    // A draft has no results to show: the not-found page, without the event's tags.
    const hidden = await page(`/events/event-details/${draft.id}/results`);
    expect(hidden.statusCode).toBe(404);
    expect(rootOf(hidden.body)).toContain('Page not found');
    expect(hidden.body).not.toContain('Secret Draft Kabaddi');
  });

  it('revalidates by ETag and shows a write through this server at once', async () => {
    const first = await page('/events');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((await page('/events', { 'if-none-match': etag })).statusCode).toBe(304);

    const admin = await as(ctx.app, 'Admin');
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/sports/${sport.id}`,
      headers: { cookie: admin.cookie },
      payload: { sports_name: 'Pro Kabaddi' },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await page('/events', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(rootOf(after.body)).toContain('Pro Kabaddi');
  });

  it('draws a page once for all the visitors who ask while it is being drawn', async () => {
    // A search no visit has asked for: neither the memory nor the known drawings (decision 064)
    // hold it.
    const before = await listReads();
    const crowd = await Promise.all(
      Array.from({ length: 8 }, () => page('/events?q=chennai+premier')),
    );
    expect(crowd.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(crowd.map((r) => rootOf(r.body))).size).toBe(1);
    expect(rootOf(crowd[0]!.body)).toContain('Chennai Kabaddi Premier');
    expect((await listReads()) - before).toBe(1);
  });

  it('keys the memory on the parameters a page reads: a tracking tag never causes a drawing', async () => {
    ctx.clock.advance(60_000);
    const plain = await page('/events');
    const before = await listReads();
    // Marketing tags, a cache-buster loop: the same page from memory, nothing drawn again.
    for (const query of ['utm_source=wa&utm_campaign=x', 'fbclid=abc', `r=${Math.random()}`]) {
      const tagged = await page(`/events?${query}`);
      expect(tagged.statusCode).toBe(200);
      expect(tagged.headers.etag, query).toBe(plain.headers.etag);
    }
    // The same search written two ways (order, a default, a blank value) is one page.
    const a = await page('/events?q=kabaddi&sort=soonest');
    const b = await page('/events?city=&q=kabaddi&utm_medium=x');
    expect(b.headers.etag).toBe(a.headers.etag);
    // A different search is a different page, drawn once.
    expect(rootOf((await page('/events?q=nomatchatall')).body)).not.toContain('Chennai Kabaddi');
    expect((await listReads()) - before).toBe(2);
  });

  it('sends a kept page compressed once, in the encoding the browser accepts', async () => {
    ctx.clock.advance(60_000); // nothing kept from the tests before
    const first = await page('/about', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br'); // compressed per request on a miss
    const plain = zlib.brotliDecompressSync(first.rawPayload).toString();
    expect(rootOf(plain)).toMatch(/<h1/);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const hit = await page('/about', { 'accept-encoding': accept });
      expect(hit.headers.etag, accept).toBe(first.headers.etag); // from memory
      expect(hit.headers['content-encoding'], accept).toBe(encoding);
      expect(hit.headers.vary, accept).toMatch(/accept-encoding/i);
      const body =
        encoding === 'br'
          ? zlib.brotliDecompressSync(hit.rawPayload).toString()
          : encoding === 'gzip'
            ? zlib.gunzipSync(hit.rawPayload).toString()
            : hit.body;
      expect(body, accept).toBe(plain);
    }
    expect(acceptedEncoding('gzip;q=0.5, br;q=0.8')).toBe('br');
    expect(acceptedEncoding('*;q=0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding('*')).toBe('br');
  });
});
