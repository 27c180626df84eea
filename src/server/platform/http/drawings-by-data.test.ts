import fs from 'node:fs';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { events, type EventRow } from '../db/schema';
import { makeEvent, makeSport } from '../../seed/factories';
import { as } from '../../test/sessions';
import { metric } from '../../test/route-reads';
import { useTestApp } from '../../test/test-app';
import { fakeWebBuild } from '../../test/web-build';
import { venueInstant, venueToday } from '../../../shared/events/registration-window';
import { drawingsByData } from './drawings-by-data';

// Decision 061: the pages drawn for everyone are read again when the few seconds' memory lets
// them go (off here), and drawn again only when what they are drawn from changed.
const web = fakeWebBuild('matchday-drawings-by-data-');
const METRICS_TOKEN = 'drawings-by-data-metrics';
const ctx = useTestApp({
  env: { WEB_DIR: web.dir, PUBLIC_CACHE_SECONDS: '0', METRICS_TOKEN },
  worker: false,
});
afterAll(() => fs.rmSync(web.dir, { recursive: true, force: true }));

const drawings = async () =>
  (await metric(ctx.app, METRICS_TOKEN, 'matchday_pages_drawn_total{language="en"}')) +
  (await metric(ctx.app, METRICS_TOKEN, 'matchday_pages_drawn_total{language="hi"}'));
const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

let event: EventRow;
beforeAll(async () => {
  const host = await as(ctx.app, 'Host');
  const sport = await makeSport(ctx.app.db, 'Kho kho');
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    title: 'Pune Kho Kho Cup',
    window: 'open',
  });
});
beforeEach(() => ctx.clock.reset());

describe('pages drawn for everyone, kept by their data', () => {
  it('answers a kept drawing once: no second send, nothing logged', async () => {
    await page('/events?sort=newest');
    const logged = [vi.spyOn(ctx.app.log, 'warn'), vi.spyOn(ctx.app.log, 'error')];
    try {
      for (const headers of [{}, { 'accept-encoding': 'br' }] as Record<string, string>[]) {
        const kept = await page('/events?sort=newest', headers);
        expect(kept.statusCode).toBe(200);
      }
      // Fastify warns "Reply was already sent" (and fails to write the head twice) when a
      // handler resolves with nothing while its answer is still going through the send hooks.
      expect(logged.flatMap((spy) => spy.mock.calls)).toEqual([]);
    } finally {
      for (const spy of logged) spy.mockRestore();
    }
  });

  it('sends the home page and a list as drawn until their data changes, a drawing per language', async () => {
    const before = await drawings();
    const list = await page('/events');
    const home = await page('/home');
    expect(list.body).toContain('Pune Kho Kho Cup');
    expect(home.body).toContain('Pune Kho Kho Cup');
    expect(await drawings()).toBe(before + 2);

    // Read again (their data is), not drawn again: the very same page, as the same answer.
    const again = await page('/events');
    expect(again.body).toBe(list.body);
    expect(again.headers.etag).toBe(list.headers.etag);
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(again.headers.vary).toBe('accept-encoding, accept-language, cookie');
    expect((await page('/home')).body).toBe(home.body);
    const revalidated = await page('/events', { 'if-none-match': String(list.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    const compressed = await page('/events', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(list.body);
    expect(await drawings()).toBe(before + 2);

    // The same data in Hindi is another drawing, kept too.
    const hindi = await page('/events', { 'accept-language': 'hi' });
    expect(hindi.body).toContain('lang="hi"');
    expect((await page('/events', { 'accept-language': 'hi' })).body).toBe(hindi.body);
    expect(await drawings()).toBe(before + 3);

    // Any writer changes the event (another server, a job): the visit after its notification
    // arrives (decision 064) draws it anew.
    await ctx.app.db
      .update(events)
      .set({ title: 'Nashik Kho Kho Cup' })
      .where(eq(events.id, event.id));
    await expect.poll(async () => (await page('/events')).body).toContain('Nashik Kho Kho Cup');
    const changed = await page('/events');
    expect(changed.body).not.toContain('Pune Kho Kho Cup');
    expect(await drawings()).toBe(before + 4);
    expect((await page('/events')).body).toBe(changed.body);
    expect(await drawings()).toBe(before + 4);
  });

  it('draws a page again on a new day in India, whose data did not change', async () => {
    const about = await page('/about');
    const before = await drawings();
    expect((await page('/about')).body).toBe(about.body);
    expect(await drawings()).toBe(before);
    // Just past the next midnight at the venue (the footer's year, an event over at midnight).
    const now = ctx.clock.now();
    const tomorrow = new Date(venueInstant(venueToday(now)).getTime() + 24 * 3600_000 + 1000);
    ctx.clock.advance(tomorrow.getTime() - now.getTime());
    await page('/about');
    expect(await drawings()).toBe(before + 1);
  });
});

describe('drawingsByData', () => {
  const noon = new Date('2026-11-29T06:30:00Z'); // 12:00 in India
  it('keys a drawing by its language, address, data and India day', () => {
    const kept = drawingsByData<{ html: string }>(1 << 20);
    const key = kept.keyOf('en', '/events', '{"a":1}', noon)!;
    // 23:59 in India is the same day; 00:00 the next is not.
    expect(kept.keyOf('en', '/events', '{"a":1}', new Date('2026-11-29T18:29:00Z'))).toBe(key);
    for (const other of [
      kept.keyOf('hi', '/events', '{"a":1}', noon),
      kept.keyOf('en', '/events?q=pune', '{"a":1}', noon),
      kept.keyOf('en', '/events', '{"a":2}', noon),
      kept.keyOf('en', '/events', '{"a":1}', new Date('2026-11-29T18:30:00Z')),
    ])
      expect(other).not.toBe(key);
    kept.set(key, { html: '<p>drawn</p>' });
    expect(kept.get(key)?.html).toBe('<p>drawn</p>');
  });

  it('keeps nothing with the memory off', () => {
    const off = drawingsByData<{ html: string }>(0);
    expect(off.keyOf('en', '/events', '{}', noon)).toBeNull();
    off.set('k', { html: 'x' });
    expect(off.get('k')).toBeUndefined();
  });
});
