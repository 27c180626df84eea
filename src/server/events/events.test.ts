import { newId } from '../platform/db/ids';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MSG } from '../../shared/events/schemas';
import { events } from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport, venueDate } from '../seed/factories';
import { multipartFile } from '../test/multipart';
import { as, apiCaller } from '../test/sessions';
import { useTestApp } from '../test/test-app';
import type { CategoryRow, SportRow, User } from '../platform/db/schema';

const ctx = useTestApp();
type Actor = { user: User; cookie: string };
let hostA: Actor, hostB: Actor, admin: Actor, participant: Actor;
let sport: SportRow, other: SportRow, cat1: CategoryRow, cat2: CategoryRow, foreign: CategoryRow;

beforeAll(async () => {
  hostA = await as(ctx.app, 'Host', { organisation_name: 'Alpha Sports' });
  hostB = await as(ctx.app, 'Host', { organisation_name: 'Beta Sports' });
  admin = await as(ctx.app, 'Admin');
  participant = await as(ctx.app, 'Participant');
  sport = await makeSport(ctx.app.db);
  other = await makeSport(ctx.app.db);
  cat1 = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Open Singles' });
  cat2 = await makeCategory(ctx.app.db, {
    sports_id: sport.id,
    name: 'Doubles',
    participants_in_team: 2,
  });
  foreign = await makeCategory(ctx.app.db, { sports_id: other.id });
});

const call = apiCaller(() => ctx.app);

const now = () => ctx.app.now();
function body(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Summer Smash',
    start_date: venueDate(now(), 20),
    end_date: venueDate(now(), 21),
    registration_start_date: venueDate(now(), 2),
    registration_end_date: venueDate(now(), 15),
    registration_start_time: '09:00',
    registration_end_time: '18:00',
    rewards: 'Trophies',
    description: 'Fun for all',
    poster: '/uploads/posters/0123456789abcdef01234567.webp',
    venue_name: 'City Arena',
    venue_address: 'MG Road, Bengaluru',
    sports_id: sport.id,
    categories: [
      { category_id: cat1.id, price: 499.5 },
      { category_id: cat2.id, price: '0' },
    ],
    ...overrides,
  };
}
/** An event row's own dates, to send back unchanged. */
const venueDates = (e: typeof events.$inferSelect) => ({
  start_date: e.start_date,
  end_date: e.end_date,
  registration_start_date: e.registration_start_date,
  registration_end_date: e.registration_end_date,
});
const eventCount = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(events))[0]!.n;

describe('publishing events', () => {
  it('lets a host publish an event with priced categories, owned by the host', async () => {
    const res = await call(hostA, 'POST', '/events', {
      ...body({ status: 'published' }),
      host_id: hostB.user.id,
    });
    expect(res.statusCode).toBe(201);
    const e = res.json().data;
    expect(e).toMatchObject({
      title: 'Summer Smash',
      host_id: hostA.user.id,
      host_details: { organisation_name: 'Alpha Sports' },
      sport_details: { sports_name: sport.sports_name },
      registration_state: 'not_open',
    });
    expect(e.categories).toEqual([
      expect.objectContaining({
        category_id: cat2.id,
        price: 0,
        currency: 'INR',
        category_details: expect.objectContaining({ name: 'Doubles', is_team_sport: true }),
      }),
      expect.objectContaining({ category_id: cat1.id, price: 499.5 }),
    ]);
    const read = await call(null, 'GET', `/events/${e.id}`);
    expect({ ...read.json().data, has_registrations: false }).toEqual(e);
  });

  it('applies the three §5 date rules with their exact texts', async () => {
    const d = (days: number) => venueDate(now(), days);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { registration_start_date: d(10), registration_end_date: d(5) },
        'registration_end_date',
        EVENT_MSG.registrationOrder,
      ],
      [
        { registration_end_date: d(25), start_date: d(20), end_date: d(30) },
        'registration_end_date',
        EVENT_MSG.registrationAfterStart,
      ],
      [{ start_date: d(20), end_date: d(19) }, 'end_date', EVENT_MSG.eventOrder],
    ];
    const before = await eventCount();
    for (const [patch, field, text] of cases) {
      const res = await call(hostA, 'POST', '/events', body(patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().fields[field]).toBe(text);
    }
    expect(await eventCount()).toBe(before);
  });

  it('requires every §5 field and refuses bad prices and foreign categories', async () => {
    const empty = await call(hostA, 'POST', '/events', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      title: 'Title is required',
      start_date: 'Start Date is required',
      end_date: 'End Date is required',
      registration_start_date: 'Registration Start Date is required',
      registration_end_date: 'Registration End Date is required',
      rewards: 'Rewards is required',
      poster: 'Poster is required',
      venue_name: 'Venue Name is required',
      venue_address: 'Venue Address is required',
      sports_id: 'Sport is required',
    });
    const negative = await call(
      hostA,
      'POST',
      '/events',
      body({ categories: [{ category_id: cat1.id, price: -1 }] }),
    );
    expect(negative.json().fields['categories.0.price']).toBe('Price cannot be negative');
    const text = await call(
      hostA,
      'POST',
      '/events',
      body({ categories: [{ category_id: cat1.id, price: 'free' }] }),
    );
    expect(text.json().fields['categories.0.price']).toBe('Price must be a number');
    const mismatch = await call(
      hostA,
      'POST',
      '/events',
      body({ categories: [{ category_id: foreign.id, price: 10 }] }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toBe(EVENT_MSG.categoryNotInSport);
    const twice = await call(
      hostA,
      'POST',
      '/events',
      body({
        categories: [
          { category_id: cat1.id, price: 1 },
          { category_id: cat1.id, price: 2 },
        ],
      }),
    );
    expect(twice.json().fields.categories).toBe(EVENT_MSG.duplicateCategory);
    const none = await call(hostA, 'POST', '/events', body({ categories: [] }));
    expect(none.json().fields.categories).toBe(EVENT_MSG.categoriesRequired);
  });

  it('makes an admin name a host', async () => {
    const missing = await call(admin, 'POST', '/events', body());
    expect(missing.json().fields.host_id).toBe(EVENT_MSG.hostRequired);
    const notHost = await call(admin, 'POST', '/events', body({ host_id: participant.user.id }));
    expect(notHost.json().error).toBe(EVENT_MSG.hostMissing);
    const ok = await call(admin, 'POST', '/events', body({ host_id: hostB.user.id }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.host_id).toBe(hostB.user.id);
  });

  it('refuses participants and guests', async () => {
    expect((await call(participant, 'POST', '/events', body())).statusCode).toBe(403);
    expect((await call(null, 'POST', '/events', body())).statusCode).toBe(401);
  });
});

describe('editing and deleting', () => {
  it("lets a host edit its own event, never another host's", async () => {
    const created = (await call(hostA, 'POST', '/events', body({ status: 'published' }))).json()
      .data;
    const edited = await call(
      hostA,
      'PUT',
      `/events/${created.id}`,
      body({ title: 'Summer Smash 2', categories: [{ category_id: cat1.id, price: 250 }] }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.title).toBe('Summer Smash 2');
    expect(edited.json().data.categories).toHaveLength(1);
    const stolen = await call(hostB, 'PUT', `/events/${created.id}`, body({ title: 'Mine now' }));
    expect(stolen.statusCode).toBe(403);
    expect((await call(hostB, 'DELETE', `/events/${created.id}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/events/${created.id}`)).json().data.title).toBe(
      'Summer Smash 2',
    );
  });

  it('lets the host and an admin correct an event after registration opened (issue 13)', async () => {
    const open = await makeEvent(ctx.app.db, {
      host_id: hostA.user.id,
      sports_id: sport.id,
      window: 'open',
      prices: [{ category_id: cat1.id, price: 100 }],
    });
    const fixed = { ...body({ title: 'Typo fixed' }), ...venueDates(open) };
    expect((await call(hostA, 'PUT', `/events/${open.id}`, fixed)).statusCode).toBe(200);
    expect(
      (await call(admin, 'PUT', `/events/${open.id}`, { ...fixed, title: 'Fixed by admin' }))
        .statusCode,
    ).toBe(200);
  });

  it('deletes an event with nobody registered', async () => {
    const created = (await call(hostA, 'POST', '/events', body())).json().data;
    expect((await call(hostA, 'DELETE', `/events/${created.id}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', `/events/${created.id}`)).statusCode).toBe(404);
  });

  it('answers 404 in the envelope for a missing or malformed id', async () => {
    expect((await call(null, 'GET', `/events/${'a'.repeat(24)}`)).json()).toEqual({
      message: 'error',
      error: 'Not Found',
      code: 'errors.notFound',
    });
    expect((await call(null, 'GET', '/events/<script>')).statusCode).toBe(404);
  });
});

describe('listing', () => {
  it('filters by sport, host and registration state, newest first when asked', async () => {
    const s = await makeSport(ctx.app.db);
    const c = await makeCategory(ctx.app.db, { sports_id: s.id });
    const made: Record<string, string> = {};
    for (const w of ['not_open', 'open', 'closed', 'over'] as const) {
      made[w] = (
        await makeEvent(ctx.app.db, {
          host_id: hostB.user.id,
          sports_id: s.id,
          window: w,
          prices: [{ category_id: c.id, price: 10 }],
        })
      ).id;
    }
    const all = await call(null, 'GET', `/events/?sports_id=${s.id}&sort=newest&include_past=true`);
    expect(all.json().data.map((e: { id: string }) => e.id)).toEqual([
      made.over,
      made.closed,
      made.open,
      made.not_open,
    ]);
    for (const w of ['not_open', 'open', 'closed', 'over'] as const) {
      const res = await call(null, 'GET', `/events/?sports_id=${s.id}&status=${w}`);
      expect(
        res
          .json()
          .data.map((e: { id: string; registration_state: string }) => [
            e.id,
            e.registration_state,
          ]),
      ).toEqual([[made[w], w]]);
    }
    const byHost = await call(
      null,
      'GET',
      `/events/?host_id=${hostB.user.id}&sports_id=${s.id}&limit=100&include_past=true`,
    );
    expect(byHost.json().data).toHaveLength(4);
    const otherHost = await call(
      null,
      'GET',
      `/events/?host_id=${hostA.user.id}&sports_id=${s.id}`,
    );
    expect(otherHost.json().data).toHaveLength(0);
  });

  it('pages newest first with a cursor that stays stable while events are added', async () => {
    const s = await makeSport(ctx.app.db);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await makeEvent(ctx.app.db, { host_id: hostA.user.id, sports_id: s.id })).id);
    // Newest first is id order; two events made in one millisecond order by their random part.
    ids.sort().reverse();
    const first = await call(null, 'GET', `/events?sports_id=${s.id}&sort=newest&limit=2`);
    expect(first.json().data.map((e: { id: string }) => e.id)).toEqual(ids.slice(0, 2));
    // A newer event arrives (a later millisecond than every id above).
    await makeEvent(ctx.app.db, {
      host_id: hostA.user.id,
      sports_id: s.id,
      id: newId(Date.now() + 1000),
    });
    const second = await call(
      null,
      'GET',
      `/events?sports_id=${s.id}&sort=newest&limit=2&cursor=${first.json().next_cursor}`,
    );
    expect(second.json().data.map((e: { id: string }) => e.id)).toEqual(ids.slice(2, 4));
    const third = await call(
      null,
      'GET',
      `/events?sports_id=${s.id}&sort=newest&limit=2&cursor=${second.json().next_cursor}`,
    );
    expect(third.json().data.map((e: { id: string }) => e.id)).toEqual(ids.slice(4));
    expect(third.json().next_cursor).toBeNull();
    expect((await call(null, 'GET', '/events?limit=101')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/events?sort=newest&cursor=abc')).statusCode).toBe(400);
  });
});

describe('poster upload', () => {
  const upload = (who: Actor | null, file: Buffer, filename: string, field = 'media') => {
    const { payload, headers } = multipartFile(file, { field, filename });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/event/upload',
      payload,
      headers: { ...headers, ...(who ? { cookie: who.cookie } : {}) },
    });
  };
  /** A PNG whose header claims 10^10 pixels (valid CRC), with no real image data behind it. */
  async function pixelFlood(): Promise<Buffer> {
    const real = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const flood = Buffer.from(real);
    // IHDR data starts at byte 16: width (4 bytes), height (4 bytes); CRC covers type + data.
    flood.writeUInt32BE(100_000, 16);
    flood.writeUInt32BE(100_000, 20);
    const { crc32 } = await import('node:zlib');
    flood.writeUInt32BE(crc32(flood.subarray(12, 29)) >>> 0, 29);
    return flood;
  }
  const png = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#FF914D' } })
      .png()
      .toBuffer();
  const uploadedFiles = () => {
    const dir = `${ctx.config.dataDir}/uploads/posters`;
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };

  // GIFs are refused since posters are .jpg, .png or .jpeg (§5): src/server/uploads/poster-formats.test.ts
  it('accepts real PNG and JPEG images, re-encodes them and serves them back', async () => {
    const images = [
      [await png(), 'a.png'],
      [
        await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
          .jpeg()
          .toBuffer(),
        'b.jpg',
      ],
      [
        await sharp({ create: { width: 30, height: 30, channels: 3, background: '#00ff00' } })
          .jpeg()
          .toBuffer(),
        'c.jpeg',
      ],
    ] as const;
    for (const [file, name] of images) {
      const res = await upload(hostA, file, name);
      expect(res.statusCode, name).toBe(200);
      const { url, card_url } = res.json().data;
      expect(url).toMatch(/^\/uploads\/posters\/[0-9a-f]{24}\.webp$/);
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      expect((await ctx.app.inject({ method: 'GET', url: card_url })).statusCode).toBe(200);
    }
  });

  it('rejects what is not a real image and stores nothing', async () => {
    const before = uploadedFiles();
    const truncated = (await png()).subarray(0, 60);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    );
    const cases: Array<[Buffer, string, number]> = [
      [Buffer.from('just some text pretending'), 'fake.png', 415],
      [svg, 'poster.svg', 415],
      [truncated, 'cut.png', 415],
      [
        Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff]),
          Buffer.from('<html><script>alert(1)</script></html>'),
        ]),
        'x.jpg.php',
        415,
      ],
      [Buffer.alloc(6 * 1024 * 1024, 1), 'huge.png', 413],
      // The EICAR anti-virus test string is no image.
      [
        Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'),
        'eicar.png',
        415,
      ],
      // A pixel flood: a tiny valid PNG header claiming 100,000 x 100,000 pixels.
      [await pixelFlood(), 'flood.png', 415],
    ];
    for (const [file, name, status] of cases) {
      const res = await upload(hostA, file, name);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().message).toBe('error');
    }
    expect((await upload(hostA, Buffer.from('x'), 'a.png')).json().error).toBe(
      'Invalid file format',
    );
    expect((await upload(hostA, await png(), 'a.png', 'other')).statusCode).toBe(400);
    expect(uploadedFiles()).toBe(before);
  });

  it('is for hosts and admins only', async () => {
    expect((await upload(participant, await png(), 'a.png')).statusCode).toBe(403);
    expect((await upload(null, await png(), 'a.png')).statusCode).toBe(401);
  });

  it('serves nothing outside the posters it wrote', async () => {
    for (const url of [
      '/uploads/../../etc/passwd',
      '/uploads/posters/..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('root:');
      expect(res.headers['content-type']).not.toBe('image/webp');
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/uploads/posters/nothing.webp' })).statusCode,
    ).toBe(404);
  });
});
