import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, draws, participations, type EventRow } from '../db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';

/**
 * Issue 24 item 9: an address that names nothing answered 200 with the app (which then sent the
 * visitor home): now 404 with a drawn "Page not found" page; and `/events`, a certificate's check
 * and a results page carry their own title and preview tags from the server, not the shell's.
 */
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-404-'));
const ENTRY = '<script type="module" crossorigin src="/assets/index-AbCdEf12.js"></script>';
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  `<!doctype html><html><head><!--app-head--><title>Matchday</title>\n    <meta name="description" content="Sports events" /><!--/app-head-->\n    ${ENTRY}\n  </head><body>\n    <div id="root"><!--app-html--></div>\n    <noscript>Matchday needs JavaScript to run.</noscript>\n  <!--app-state--></body></html>`,
);
const ctx = useTestApp({ env: { WEB_DIR: webDir }, worker: false });
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

let event: EventRow, draft: EventRow, certificateCode: string;

beforeAll(async () => {
  const host = await as(ctx.app, 'Host');
  const sport = await makeSport(ctx.app.db, 'Badminton');
  const category = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Open Singles' });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    title: 'Pune Shuttle Open',
    venue_address: 'Balewadi, Pune',
    window: 'closed',
    prices: [{ category_id: category.id, price: 100 }],
  });
  draft = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    title: 'Secret Draft Open',
    status: 'draft',
  });
  // Two paid players, drawn, and a certificate for the first (as the finished draw issues it).
  const players = [
    await as(ctx.app, 'Participant', { name: 'Meera Kulkarni' }),
    await as(ctx.app, 'Participant'),
  ];
  const ids: string[] = [];
  for (const who of players) {
    const [p] = await ctx.app.db
      .insert(participations)
      .values({
        event_id: event.id,
        category_id: category.id,
        participant_id: who.user.id,
        amount_minor: 10_000,
        payment_status: 'captured',
        captured_at: new Date(),
      })
      .returning();
    ids.push(p!.id);
  }
  const drawn = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/events/${event.id}/categories/${category.id}/draw`,
    payload: { format: 'round_robin' },
    headers: { cookie: host.cookie },
  });
  expect(drawn.statusCode, drawn.body).toBe(201);
  const [draw] = await ctx.app.db.select().from(draws).where(eq(draws.event_id, event.id));
  certificateCode = `pune-shuttle-${draw!.id}`;
  await ctx.app.db.insert(certificates).values({
    code: certificateCode,
    draw_id: draw!.id,
    participation_id: ids[0]!,
    member_index: 0,
    name: 'Meera Kulkarni',
    rank: 1,
  });
});

const page = (url: string) => ctx.app.inject({ method: 'GET', url });
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
const routerErrorsOf = (html: string) => {
  const json = /<script id="server-state" type="application\/json">([^<]*)<\/script>/.exec(
    html,
  )?.[1];
  return json ? (JSON.parse(json) as { router: { errors: unknown } }).router.errors : undefined;
};
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('an address that names nothing', () => {
  it('answers 404 with a drawn "Page not found" page linking home and to events', async () => {
    for (const url of [
      '/nope',
      '/events/nope/deeper',
      `/events/event-details/${'a'.repeat(24)}`,
      '/events/event-details/not-an-id',
      `/events/event-details/${draft.id}`,
      `/events/event-details/${'a'.repeat(24)}/results`,
      `/events/event-details/${draft.id}/results`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      const root = rootOf(res.body);
      expect(root, url).toMatch(/<h1[^>]*>Page not found<\/h1>/);
      expect(root, url).toMatch(/<a [^>]*href="\/home"[^>]*>Go to Home<\/a>/);
      expect(root, url).toMatch(/<a [^>]*href="\/events"[^>]*>Browse events<\/a>/);
      // The site's own layout around it (navbar and footer), and its own title.
      expect(root, url).toContain('<main');
      expect(titleOf(res.body), url).toBe('Page not found · Matchday');
      expect(res.body, url).not.toContain('Secret Draft Open');
      // The browser hydrates the same page: the boundary's 404 travels in the router state.
      expect(res.body, url).toContain('id="server-state"');
    }
    const unknownEvent = await page(`/events/event-details/${'a'.repeat(24)}`);
    expect(routerErrorsOf(unknownEvent.body)).toEqual({
      '/events/event-details/:eventId': { status: 404, statusText: 'Not Found', data: null },
    });
  });

  it('keeps a known page that the browser draws (sign-in, the app) at 200', async () => {
    for (const url of ['/login', '/app/dashboard', '/app/nope', '/']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(rootOf(res.body), url).toBe('');
    }
  });

  it('answers an unknown certificate code 404 with the page that says so', async () => {
    const res = await page('/certificates/no-such-code');
    expect(res.statusCode).toBe(404);
    expect(rootOf(res.body)).toContain('No certificate has this code');
    expect(titleOf(res.body)).toBe('Certificate not found · Matchday');
  });
});

describe('a NUL in a page address (issue 24 item 7)', () => {
  it('never answers 500: the list page falls back to the shell, an event address names nothing', async () => {
    const list = await page('/events?city=%00');
    expect(list.statusCode).toBe(200);
    const event = await page('/events/event-details/%00');
    expect(event.statusCode).toBe(404);
    const certificate = await page('/certificates/%00');
    expect(certificate.statusCode).toBe(404);
  });
});

describe('titles and preview tags drawn by the server', () => {
  it('/events names what it lists', async () => {
    const all = await page('/events');
    expect(all.statusCode).toBe(200);
    expect(titleOf(all.body)).toBe('Events · Matchday');
    expect(metaOf(all.body, 'og:title')).toBe('Events');
    const pune = await page('/events?city=Pune&utm_source=x');
    expect(titleOf(pune.body)).toBe('Events in Pune · Matchday');
    expect(metaOf(pune.body, 'og:url')).toBe(`${ctx.app.config.publicUrl}/events?city=Pune`);
    expect(metaOf(pune.body, 'twitter:card')).toBeDefined();
    // One description: the page's own, not the shell's.
    expect(pune.body.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('a certificate check names its holder and event', async () => {
    const res = await page(`/certificates/${certificateCode}`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Certificate: Meera Kulkarni, Pune Shuttle Open · Matchday');
    expect(metaOf(res.body, 'og:title')).toBe('Certificate: Meera Kulkarni, Pune Shuttle Open');
    expect(metaOf(res.body, 'og:description')).toContain('Pune Shuttle Open');
  });

  it('a results page names its event', async () => {
    const res = await page(`/events/event-details/${event.id}/results`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Results · Pune Shuttle Open · Matchday');
    expect(metaOf(res.body, 'og:title')).toBe('Results · Pune Shuttle Open');
  });
});
