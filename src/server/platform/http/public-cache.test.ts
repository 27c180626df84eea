import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events, type EventRow, type SportRow } from '../db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';
import type { User } from '../db/schema';

// The default lifetime (PUBLIC_CACHE_SECONDS=5), as production runs it.
const ctx = useTestApp();
type Actor = { user: User; cookie: string };
let host: Actor, admin: Actor, player: Actor;
let sport: SportRow, event: EventRow;

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const titleOf = async () =>
  (await get(`/events/${event.id}`)).json<{ data: { title: string } }>().data.title;
const listedTitle = async () =>
  (await get(`/events/?sports_id=${sport.id}`)).json<{ data: Array<{ title: string }> }>().data[0]
    ?.title;
/** A change behind the server's back (another server, or a script): only time reveals it. */
const renameInDatabase = (title: string) =>
  ctx.app.db.update(events).set({ title }).where(eq(events.id, event.id));

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  admin = await as(ctx.app, 'Admin');
  player = await as(ctx.app, 'Participant');
  sport = await makeSport(ctx.app.db);
  const category = await makeCategory(ctx.app.db, { sports_id: sport.id });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    window: 'open',
    prices: [{ category_id: category.id, price: 100 }],
  });
});

beforeEach(async () => {
  ctx.clock.advance(60_000); // whatever an earlier test left in memory has expired
  await renameInDatabase('Original title');
});

describe('public reads: ETag and a few seconds in memory', () => {
  it('answers a matching If-None-Match with an empty 304, and a stale one with the body', async () => {
    const first = await get(`/events/${event.id}`);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');

    const again = await get(`/events/${event.id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const other = await get(`/events/${event.id}`, { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it('keeps an answer its maker tagged (decision 066) with that tag, not a digest of its text', async () => {
    const first = await get(`/events/${event.id}`);
    const digest = `W/"${createHash('sha1').update(first.body).digest('base64url')}"`;
    expect(first.headers.etag).not.toBe(digest);
    // From memory now: the same text under the same tag.
    const again = await get(`/events/${event.id}`);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    // The sports list is made by Fastify's serializer: tagged by its text.
    const sports = await get('/sports');
    expect(sports.headers.etag).toBe(
      `W/"${createHash('sha1').update(sports.body).digest('base64url')}"`,
    );
  });

  it('keeps the same ETag once the memory expires if nothing changed, so browsers still get 304', async () => {
    const etag = (await get(`/events/${event.id}`)).headers.etag as string;
    ctx.clock.advance(10_000);
    const later = await get(`/events/${event.id}`, { 'if-none-match': `"x", ${etag}` });
    expect(later.statusCode).toBe(304);
  });

  it('serves a changed row from memory for up to five seconds, then the new one', async () => {
    expect(await titleOf()).toBe('Original title');
    expect(await listedTitle()).toBe('Original title');
    await renameInDatabase('Changed elsewhere');
    ctx.clock.advance(4_000);
    expect(await titleOf()).toBe('Original title');
    expect(await listedTitle()).toBe('Original title');
    ctx.clock.advance(1_500);
    expect(await titleOf()).toBe('Changed elsewhere');
    expect(await listedTitle()).toBe('Changed elsewhere');
  });

  it('reads now for the server’s own fresh reads, and keeps what they read for the rest', async () => {
    const list = `/events/?sports_id=${sport.id}`;
    expect(await listedTitle()).toBe('Original title');
    await renameInDatabase('Changed elsewhere');
    // A visitor cannot skip the memory by naming the header: its value is the process's secret.
    const [name] = Object.keys(ctx.app.freshReadHeaders);
    const guessed = await get(list, { [name!]: 'guess' });
    expect(guessed.json<{ data: Array<{ title: string }> }>().data[0]?.title).toBe(
      'Original title',
    );
    const fresh = await get(list, { ...ctx.app.freshReadHeaders });
    expect(fresh.json<{ data: Array<{ title: string }> }>().data[0]?.title).toBe(
      'Changed elsewhere',
    );
    expect(await listedTitle()).toBe('Changed elsewhere');
  });

  it('keeps each search under its own address, and never a refused one', async () => {
    const search = async (query: string) => {
      const res = await get(`/events/?sports_id=${sport.id}&${query}`);
      return res.json<{ data: Array<{ title: string }> }>().data.map((e) => e.title);
    };
    expect(await listedTitle()).toBe('Original title');
    expect(await search('q=original')).toEqual(['Original title']);
    expect(await search('q=nothing')).toEqual([]);
    expect(await search('fee=free')).toEqual([]);
    await renameInDatabase('Changed elsewhere');
    ctx.clock.advance(4_000);
    // Each address answers its own search from memory, never another one's.
    expect(await search('q=original')).toEqual(['Original title']);
    expect(await search('q=nothing')).toEqual([]);
    expect(await listedTitle()).toBe('Original title');
    ctx.clock.advance(1_500);
    expect(await search('q=original')).toEqual([]);
    expect(await search('q=changed')).toEqual(['Changed elsewhere']);

    const refused = await get(`/events/?sports_id=${sport.id}&sort=oldest`);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.etag).toBeUndefined();
  });

  it('keys an answer on the parameters the route reads: unknown ones share its memory', async () => {
    const list = async (query: string) =>
      (await get(`/events/?${query}`)).json<{ data: Array<{ title: string }> }>().data[0]?.title;
    expect(await list(`sports_id=${sport.id}&utm_source=a`)).toBe('Original title');
    await renameInDatabase('Changed elsewhere');
    // Another tag, another order: the same search, so the same kept answer (no database read).
    expect(await list(`utm_source=b&sports_id=${sport.id}&x=${Math.random()}`)).toBe(
      'Original title',
    );
    expect(await list(`sports_id=${sport.id}`)).toBe('Original title');
    // A parameter the route reads makes its own entry.
    expect(await list(`sports_id=${sport.id}&limit=5`)).toBe('Changed elsewhere');
    // A route without query parameters ignores them all.
    const one = await get(`/events/${event.id}?utm_source=c`);
    expect(one.json<{ data: { title: string } }>().data.title).toBe('Changed elsewhere');
    await renameInDatabase('Third');
    expect((await get(`/events/${event.id}?utm_source=d`)).json().data.title).toBe(
      'Changed elsewhere',
    );
  });

  it('forgets everything after a successful write through this server', async () => {
    expect(await titleOf()).toBe('Original title');
    await renameInDatabase('Changed elsewhere');
    // A refused write changes nothing, so it leaves the memory alone.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/sports',
      headers: { cookie: admin.cookie },
      payload: { sports_name: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await titleOf()).toBe('Original title');

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/sports',
      headers: { cookie: admin.cookie },
      payload: { sports_name: `Sepak Takraw ${Date.now()}` },
    });
    expect(created.statusCode).toBe(201);
    expect(await titleOf()).toBe('Changed elsewhere');
  });

  it('shows a host its edit at once (the edit itself empties the memory)', async () => {
    const sportsBefore = (await get('/sports')).json<{ data: Array<{ sports_name: string }> }>();
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/sports/${sport.id}`,
      headers: { cookie: admin.cookie },
      payload: { sports_name: `Renamed ${Date.now()}` },
    });
    expect(renamed.statusCode).toBe(200);
    const sportsAfter = (await get('/sports')).json<{ data: Array<{ sports_name: string }> }>();
    expect(sportsAfter.data.map((s) => s.sports_name)).not.toEqual(
      sportsBefore.data.map((s) => s.sports_name),
    );
  });

  it('never keeps errors or answers that depend on who asks', async () => {
    const missing = await get('/events/0123456789abcdef01234567');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const own = await get('/event/participate', { cookie: player.cookie });
    expect(own.statusCode).toBe(200);
    expect(own.headers.etag).toBeUndefined();
  });
});

describe('with the memory off (PUBLIC_CACHE_SECONDS=0)', () => {
  const off = useTestApp({ env: { PUBLIC_CACHE_SECONDS: '0' } });

  it('reads the database every time but still answers 304 to a current ETag', async () => {
    const h = await as(off.app, 'Host');
    const s = await makeSport(off.app.db);
    const e = await makeEvent(off.app.db, { host_id: h.user.id, sports_id: s.id });
    const url = `/api/v1/events/${e.id}`;
    const first = await off.app.inject({ method: 'GET', url });
    await off.app.db.update(events).set({ title: 'Fresh' }).where(eq(events.id, e.id));
    const second = await off.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.title).toBe('Fresh');
    const third = await off.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': second.headers.etag as string },
    });
    expect(third.statusCode).toBe(304);
  });
});
