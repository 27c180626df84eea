import { beforeAll, describe, expect, it } from 'vitest';
import { isRegistrationOpen } from '../../shared/events/registration-window';
import type { Event } from '../../shared/events/schemas';
import { cityFromAddress } from '../../shared/events/search';
import type { CategoryRow, SportRow, User } from '../platform/db/schema';
import {
  makeCategory,
  makeEvent,
  makeSport,
  venueDate,
  windowDates,
  type EventWindow,
} from '../seed/factories';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';
import { prefixQuery } from './list';

// Every answer straight from PostgreSQL (public-cache.test.ts covers the memory).
const ctx = useTestApp({ env: { PUBLIC_CACHE_SECONDS: '0' } });
const call = apiCaller(() => ctx.app);

type Actor = { user: User; cookie: string };
let host: Actor;
let football: SportRow, athletics: SportRow;
let paidCat: CategoryRow, freeCat: CategoryRow, runCat: CategoryRow;
const ids: Record<string, string> = {};

type Spec = {
  window: EventWindow;
  /** Start, days from today (venue time); the event runs two days. */
  start: number;
  venue_name?: string;
  venue_address: string;
  city?: string;
  prices: Array<[CategoryRow, number]>;
  status?: 'draft';
};

async function ev(title: string, spec: Spec) {
  const now = ctx.app.now();
  const row = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: spec.prices[0]![0].sports_id,
    window: spec.window,
    now,
    title,
    ...windowDates(spec.window, now),
    start_date: venueDate(now, spec.start),
    end_date: venueDate(now, spec.start + 1),
    venue_name: spec.venue_name ?? 'Main Ground',
    venue_address: spec.venue_address,
    ...(spec.city ? { city: spec.city } : {}),
    ...(spec.status ? { status: spec.status } : {}),
    prices: spec.prices.map(([c, price]) => ({ category_id: c.id, price })),
  });
  ids[title] = row.id;
  return row;
}

beforeAll(async () => {
  host = await as(ctx.app, 'Host', { organisation_name: 'Search Sports' });
  football = await makeSport(ctx.app.db, 'Football');
  athletics = await makeSport(ctx.app.db, 'Athletics');
  paidCat = await makeCategory(ctx.app.db, { sports_id: football.id, name: 'Open 11-a-side' });
  freeCat = await makeCategory(ctx.app.db, { sports_id: football.id, name: 'Under 12' });
  runCat = await makeCategory(ctx.app.db, { sports_id: athletics.id, name: '5 km Run' });
  // Made in this order: "newest" is the reverse.
  await ev('Pune Football Derby', {
    window: 'closed',
    start: 3,
    venue_address: 'Balewadi, Pune 411045',
    prices: [[paidCat, 600]],
  });
  await ev('Bengaluru Monsoon Football Cup', {
    window: 'open',
    start: 16,
    venue_name: 'Bangalore Football Stadium',
    venue_address: 'Ashok Nagar, Bengaluru 560025',
    prices: [[paidCat, 1500]],
  });
  await ev('Mumbai Junior Football Open', {
    window: 'open',
    start: 17,
    venue_address: 'Worli, Mumbai 400018',
    // A free kids' category beside a paid one: paid.
    prices: [
      [paidCat, 499],
      [freeCat, 0],
    ],
  });
  await ev('Mysuru Palace 5K Run', {
    window: 'open',
    start: 19,
    venue_name: 'Palace Grounds',
    venue_address: 'Sayyaji Rao Road, Mysuru 570001',
    prices: [[runCat, 0]],
  });
  await ev('Deccan Sprint Series', {
    window: 'not_open',
    start: 30,
    venue_name: 'Kanteerava Stadium',
    venue_address: 'Kasturba Road',
    city: 'Bengaluru',
    prices: [[runCat, 0]],
  });
  await ev('Kolkata Football League', {
    window: 'over',
    start: -20,
    venue_address: 'Sector V, Salt Lake, Kolkata 700091',
    prices: [[paidCat, 2400]],
  });
  await ev('Goa Beach Football Fiesta', {
    window: 'over',
    start: -40,
    venue_address: 'Miramar, Panaji 403001',
    prices: [[freeCat, 0]],
  });
  await ev('Secret Bengaluru Futsal', {
    window: 'open',
    start: 20,
    venue_address: 'Koramangala, Bengaluru 560034',
    prices: [[paidCat, 100]],
    status: 'draft',
  });
});

type Page = { data: Event[]; next_cursor: string | null };
const list = async (query: string): Promise<Page> => {
  const limit = /(^|&)limit=/.test(query) ? '' : 'limit=100&';
  const res = await call(null, 'GET', `/events/?${limit}${query}`);
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json<Page>();
};
const titles = async (query: string) => (await list(query)).data.map((e) => e.title);

describe('the default list', () => {
  it('shows upcoming published events, soonest first; finished ones and drafts never', async () => {
    expect(await titles('')).toEqual([
      'Pune Football Derby',
      'Bengaluru Monsoon Football Cup',
      'Mumbai Junior Football Open',
      'Mysuru Palace 5K Run',
      'Deccan Sprint Series',
    ]);
    // A form sent with every field blank is the same list.
    expect(await titles('q=&city=&from=&to=&fee=&open=&sort=&include_past=')).toEqual(
      await titles(''),
    );
  });

  it('includes finished events when asked, in the same order', async () => {
    expect(await titles('include_past=true')).toEqual([
      'Goa Beach Football Fiesta',
      'Kolkata Football League',
      'Pune Football Derby',
      'Bengaluru Monsoon Football Cup',
      'Mumbai Junior Football Open',
      'Mysuru Palace 5K Run',
      'Deccan Sprint Series',
    ]);
    expect(await titles('include_past=false')).toEqual(await titles(''));
  });

  it('sorts newest first (the latest added) on request', async () => {
    expect(await titles('sort=newest')).toEqual([
      'Deccan Sprint Series',
      'Mysuru Palace 5K Run',
      'Mumbai Junior Football Open',
      'Bengaluru Monsoon Football Cup',
      'Pune Football Derby',
    ]);
    expect(await titles('sort=newest&include_past=true')).toEqual([
      'Goa Beach Football Fiesta',
      'Kolkata Football League',
      'Deccan Sprint Series',
      'Mysuru Palace 5K Run',
      'Mumbai Junior Football Open',
      'Bengaluru Monsoon Football Cup',
      'Pune Football Derby',
    ]);
  });

  it('keeps the §4 state filters, and a past state needs no include_past', async () => {
    expect(await titles('status=past')).toEqual([
      'Goa Beach Football Fiesta',
      'Kolkata Football League',
    ]);
    expect(await titles('status=closed')).toEqual(['Pune Football Derby']);
    expect(await titles(`sports_id=${athletics.id}`)).toEqual([
      'Mysuru Palace 5K Run',
      'Deccan Sprint Series',
    ]);
  });
});

describe('text search', () => {
  it('matches word prefixes in the title, venue name, address and city, any case', async () => {
    expect(await titles('q=foot')).toEqual([
      'Pune Football Derby',
      'Bengaluru Monsoon Football Cup',
      'Mumbai Junior Football Open',
    ]);
    expect(await titles('q=Foot%20BENG')).toEqual(['Bengaluru Monsoon Football Cup']);
    expect(await titles('q=kanteerava')).toEqual(['Deccan Sprint Series']); // venue name
    expect(await titles('q=kasturba')).toEqual(['Deccan Sprint Series']); // address
    expect(await titles('q=bengaluru')).toEqual([
      'Bengaluru Monsoon Football Cup',
      'Deccan Sprint Series', // by its city only
    ]);
    expect(await titles('q=panaji&include_past=true')).toEqual(['Goa Beach Football Fiesta']);
    expect(await titles('q=futsal')).toEqual([]); // a draft
    expect(await titles('q=cricket')).toEqual([]);
  });

  it('takes punctuation as a word break and never as search syntax', async () => {
    expect(await titles(`q=${encodeURIComponent("mysuru's 5k!")}`)).toEqual([
      'Mysuru Palace 5K Run',
    ]);
    for (const q of ["'", '&|!():*', "foot' & !", '\\', '%', '<->']) {
      const res = await call(null, 'GET', `/events/?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
    // Nothing searchable left: no text filter.
    expect(await titles(`q=${encodeURIComponent('&|!')}`)).toEqual(await titles(''));
    expect(prefixQuery("Women's T20 — 3x3")).toBe('women:* & s:* & t20:* & 3x3:*');
    expect(prefixQuery('  !! ')).toBeNull();
  });
});

describe('filters', () => {
  it('filters by a whole city name, any letter case', async () => {
    expect(await titles('city=bengaluru')).toEqual([
      'Bengaluru Monsoon Football Cup',
      'Deccan Sprint Series',
    ]);
    expect(await titles('city=%20BENGALURU%20')).toEqual(await titles('city=bengaluru'));
    expect(await titles('city=Bengal')).toEqual([]);
    expect(await titles('city=Panaji')).toEqual([]);
    expect(await titles('city=Panaji&include_past=true')).toEqual(['Goa Beach Football Fiesta']);
  });

  it('filters free events (no fee in any category) and paid ones (a fee in at least one)', async () => {
    expect(await titles('fee=free&include_past=true')).toEqual([
      'Goa Beach Football Fiesta',
      'Mysuru Palace 5K Run',
      'Deccan Sprint Series',
    ]);
    expect(await titles('fee=paid&include_past=true')).toEqual([
      'Kolkata Football League',
      'Pune Football Derby',
      'Bengaluru Monsoon Football Cup',
      'Mumbai Junior Football Open',
    ]);
    // Together they are every event, each once.
    const all = await list('include_past=true');
    for (const e of all.data) {
      const paid = e.categories.some((c) => c.price > 0);
      const inFree = (await titles('fee=free&include_past=true')).includes(e.title);
      expect(inFree, e.title).toBe(!paid);
    }
  });

  it('keeps events whose registration is open now, by the shared §4 rule', async () => {
    const open = await list('open=true&include_past=true');
    expect(open.data.map((e) => e.title)).toEqual([
      'Bengaluru Monsoon Football Cup',
      'Mumbai Junior Football Open',
      'Mysuru Palace 5K Run',
    ]);
    const all = await list('include_past=true');
    const now = ctx.app.now();
    expect(open.data.map((e) => e.id)).toEqual(
      all.data.filter((e) => isRegistrationOpen(e, now)).map((e) => e.id),
    );
    expect(await titles('open=false')).toEqual(await titles(''));
  });

  it('keeps events running within a date range (venue days, both ends included)', async () => {
    const day = (n: number) => venueDate(ctx.app.now(), n);
    // Mumbai runs days 17–18, Mysuru 19–20: from its last day, to its first.
    expect(await titles(`from=${day(18)}&to=${day(19)}`)).toEqual([
      'Mumbai Junior Football Open',
      'Mysuru Palace 5K Run',
    ]);
    expect(await titles(`from=${day(21)}`)).toEqual(['Deccan Sprint Series']);
    expect(await titles(`to=${day(3)}`)).toEqual(['Pune Football Derby']);
    expect(await titles(`to=${day(2)}`)).toEqual([]);
    expect(await titles(`from=${day(-45)}&to=${day(-30)}&include_past=true`)).toEqual([
      'Goa Beach Football Fiesta',
    ]);
    // Against the event dates the API shows: end on or after from, start on or before to.
    const [from, to] = [day(4), day(17)];
    const all = await list('include_past=true');
    expect(await titles(`from=${from}&to=${to}&include_past=true`)).toEqual(
      all.data.filter((e) => e.end_date >= from && e.start_date <= to).map((e) => e.title),
    );
  });

  it('combines every filter with the search and the order', async () => {
    expect(
      await titles(
        `q=foot&city=bengaluru&fee=paid&open=true&sports_id=${football.id}&from=${venueDate(ctx.app.now(), 0)}`,
      ),
    ).toEqual(['Bengaluru Monsoon Football Cup']);
    expect(await titles('q=foot&fee=paid&sort=newest&include_past=true')).toEqual([
      'Kolkata Football League',
      'Mumbai Junior Football Open',
      'Bengaluru Monsoon Football Cup',
      'Pune Football Derby',
    ]);
    expect(await titles('q=run&fee=paid')).toEqual([]);
    expect(await titles(`q=foot&host_id=${host.user.id}&status=open`)).toEqual([
      'Bengaluru Monsoon Football Cup',
      'Mumbai Junior Football Open',
    ]);
  });
});

describe('paging', () => {
  /** Every page of a query at `limit` per page, following next_cursor to the end. */
  async function allPages(query: string, limit: number) {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const page: Page = await list(
        `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.data.length).toBeLessThanOrEqual(limit);
      seen.push(...page.data.map((e) => e.title));
      cursor = page.next_cursor;
      if (!cursor) return seen;
    }
    throw new Error('paging did not end');
  }

  it('pages through each order without duplicates or gaps', async () => {
    for (const query of [
      'include_past=true',
      'sort=soonest',
      'sort=newest',
      'sort=newest&include_past=true',
      'q=foot&include_past=true',
      'fee=free&include_past=true',
    ]) {
      const whole = (await list(query)).data.map((e) => e.title);
      for (const limit of [1, 2, 3]) expect(await allPages(query, limit), query).toEqual(whole);
    }
  });

  it('orders events starting at the same moment by id, and pages through them', async () => {
    const sport = await makeSport(ctx.app.db);
    const cat = await makeCategory(ctx.app.db, { sports_id: sport.id });
    const same: string[] = [];
    for (let i = 0; i < 5; i++)
      same.push(
        (
          await ev(`Tie ${i}`, {
            window: 'open',
            start: 25,
            venue_address: 'Tie Road, Chennai',
            prices: [[cat, 0]],
          })
        ).id,
      );
    const query = `sports_id=${sport.id}`;
    expect((await list(query)).data.map((e) => e.id)).toEqual([...same].sort());
    expect(await allPages(query, 2)).toEqual((await list(query)).data.map((e) => e.title));
  });

  it('keeps its place when an event that sorts earlier is added between pages', async () => {
    const first = await list('limit=2');
    expect(first.data.map((e) => e.title)).toEqual([
      'Pune Football Derby',
      'Bengaluru Monsoon Football Cup',
    ]);
    await ev('Early Bird Football Cup', {
      window: 'closed',
      start: 2,
      venue_address: 'Park Street, Kolkata',
      prices: [[paidCat, 100]],
    });
    const second = await list(`limit=2&cursor=${encodeURIComponent(first.next_cursor!)}`);
    expect(second.data.map((e) => e.title)).toEqual([
      'Mumbai Junior Football Open',
      'Mysuru Palace 5K Run',
    ]);
  });
});

describe('bad input', () => {
  it.each([
    ['from=2026-02-30', 'from', 'From date is not a real date (YYYY-MM-DD)', 'errors.notARealDate'],
    ['to=31-12-2026', 'to', 'To date is not a real date (YYYY-MM-DD)', 'errors.notARealDate'],
    ['from=2026-06-10&to=2026-06-01', 'to', 'From date cannot be after the To date', null],
    ['sort=oldest', 'sort', 'sort must be soonest or newest', null],
    ['fee=cheap', 'fee', 'fee must be free or paid', null],
    ['open=yes', 'open', 'open must be true or false', null],
    ['include_past=1', 'include_past', 'include_past must be true or false', null],
    [`q=${'a'.repeat(101)}`, 'q', 'Search text must be at most 100 characters', 'errors.maxLength'],
    [`city=${'a'.repeat(101)}`, 'city', 'City must be at most 100 characters', 'errors.maxLength'],
  ])('refuses %s with a 400 naming the field', async (query, field, message, code) => {
    const res = await call(null, 'GET', `/events/?${query}`);
    expect(res.statusCode).toBe(400);
    // `code` only when the text is one of the errors catalog's.
    expect(res.json()).toEqual({
      message: 'error',
      error: message,
      ...(code ? { code } : {}),
      fields: { [field]: message },
    });
  });

  it('refuses a cursor of the other order, or one that was tampered with', async () => {
    const soonest = (await list('limit=1')).next_cursor!;
    const newest = (await list('sort=newest&limit=1')).next_cursor!;
    for (const url of [
      `/events/?cursor=${newest}`,
      `/events/?sort=newest&cursor=${encodeURIComponent(soonest)}`,
      `/events/?cursor=${Buffer.from('["yesterday","x"]').toString('base64url')}`,
      `/events/?cursor=${Buffer.from('[1,2,3]').toString('base64url')}`,
    ]) {
      const res = await call(null, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe('Invalid cursor');
    }
  });
});

describe('the manage list', () => {
  it('shows a host every own event, drafts and finished ones, newest first by default', async () => {
    const res = await call(host, 'GET', '/events/manage?limit=100');
    const got = res.json<Page>().data.map((e) => e.title);
    expect(got.slice(-3)).toEqual([
      'Mumbai Junior Football Open',
      'Bengaluru Monsoon Football Cup',
      'Pune Football Derby',
    ]);
    expect(got).toContain('Secret Bengaluru Futsal');
    expect(got).toContain('Goa Beach Football Fiesta');
    const searched = await call(host, 'GET', '/events/manage?q=futsal');
    expect(searched.json<Page>().data.map((e) => e.title)).toEqual(['Secret Bengaluru Futsal']);
  });

  it("narrows an admin's list to one sport (the app's Sports filter)", async () => {
    const admin = await as(ctx.app, 'Admin');
    const res = await call(admin, 'GET', `/events/manage?limit=100&sports_id=${athletics.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const got = res.json<Page>().data;
    expect(got.map((e) => e.title)).toEqual(
      expect.arrayContaining(['Mysuru Palace 5K Run', 'Deccan Sprint Series']),
    );
    expect(got.every((e) => e.sport_details.sports_name === 'Athletics')).toBe(true);
    expect(got.map((e) => e.title)).not.toContain('Bengaluru Monsoon Football Cup');
  });
});

describe('the city of an event', () => {
  it('is the one its host gives, or the last part of the venue address', async () => {
    const cup = (await list('q=monsoon')).data[0]!;
    expect(cup.city).toBe('Bengaluru');
    expect(cityFromAddress('Ashok Nagar, Bengaluru 560025')).toBe('Bengaluru');
    expect(cityFromAddress('Sector V, Salt Lake, Kolkata - 700 091')).toBe('Kolkata');
    expect(cityFromAddress('Mysuru')).toBe('Mysuru');
  });

  it('is saved from the form, or taken from the address when left blank', async () => {
    const now = ctx.app.now();
    const body = {
      title: 'City Test Cup',
      start_date: venueDate(now, 20),
      end_date: venueDate(now, 21),
      registration_start_date: venueDate(now, 2),
      registration_end_date: venueDate(now, 15),
      rewards: 'Trophies',
      poster: '/uploads/posters/0123456789abcdef01234567.webp',
      venue_name: 'City Arena',
      venue_address: 'Whitefield, Bengaluru 560066',
      sports_id: football.id,
      categories: [{ category_id: paidCat.id, price: 100 }],
    };
    const given = await call(host, 'POST', '/events', { ...body, city: 'Bangalore' });
    expect(given.statusCode).toBe(201);
    expect(given.json().data.city).toBe('Bangalore');
    const blank = await call(host, 'POST', '/events', { ...body, city: '' });
    expect(blank.json().data.city).toBe('Bengaluru');
    const id = given.json().data.id as string;
    const edited = await call(host, 'PUT', `/events/${id}`, {
      ...body,
      venue_address: 'Bandra, Mumbai 400050',
    });
    expect(edited.json().data.city).toBe('Mumbai');
  });
});

describe('long-running events', () => {
  it('lists an event that started long ago and is still running, first', async () => {
    const sport = await makeSport(ctx.app.db);
    const cat = await makeCategory(ctx.app.db, { sports_id: sport.id });
    const now = ctx.app.now();
    const league = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      now,
      title: 'Season-long League',
      registration_start_date: venueDate(now, -130),
      registration_end_date: venueDate(now, -110),
      start_date: venueDate(now, -100),
      end_date: venueDate(now, 10),
      venue_address: 'Park Street, Kolkata',
      prices: [{ category_id: cat.id, price: 0 }],
    });
    const cup = await ev('Next Week Cup', {
      window: 'closed',
      start: 7,
      venue_address: 'Park Street, Kolkata',
      prices: [[cat, 0]],
    });
    await ev('Finished Cup', {
      window: 'over',
      start: -30,
      venue_address: 'Park Street, Kolkata',
      prices: [[cat, 0]],
    });
    const ids = async (query: string) => (await list(query)).data.map((e) => e.id);
    expect(await ids(`sports_id=${sport.id}`)).toEqual([league.id, cup.id]);
    expect(await ids(`sports_id=${sport.id}&from=${venueDate(now, 8)}`)).toEqual([
      league.id,
      cup.id,
    ]);
    expect(await ids(`sports_id=${sport.id}&from=${venueDate(now, 9)}`)).toEqual([league.id]);
    expect(await ids(`sports_id=${sport.id}&from=${venueDate(now, 11)}`)).toEqual([]);
    expect(await ids(`sports_id=${sport.id}&q=league`)).toEqual([league.id]);
  });
});
