import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MSG } from '../../shared/events/messages';
import { REFUND_MSG } from '../../shared/refunds/policy';
import {
  eventCategories,
  events,
  type CategoryRow,
  type SportRow,
  type User,
} from '../platform/db/schema';
import { makeCategory, makeSport, venueDate } from '../seed/factories';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

/**
 * Issue 24 item 7: an impossible date (2027-02-30) reached PostgreSQL and answered 500; an event
 * could be dated decades ahead; a cancellation fee could exceed what a registration costs (every
 * refund then nothing). Each is a 400 with a clear text, and nothing is written.
 */
const ctx = useTestApp({ worker: false });
const call = apiCaller(() => ctx.app);
let host: { user: User; cookie: string };
let sport: SportRow, singles: CategoryRow, doubles: CategoryRow;

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  sport = await makeSport(ctx.app.db);
  singles = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Singles' });
  doubles = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Doubles' });
});

const day = (days: number) => venueDate(ctx.app.now(), days);
function body(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Leap Day Open',
    start_date: day(20),
    end_date: day(21),
    registration_start_date: day(2),
    registration_end_date: day(15),
    registration_start_time: '09:00',
    registration_end_time: '18:00',
    rewards: 'Trophies',
    poster: '/uploads/posters/0123456789abcdef01234567.webp',
    venue_name: 'City Arena',
    venue_address: 'MG Road, Bengaluru',
    sports_id: sport.id,
    categories: [
      { category_id: singles.id, price: 300 },
      { category_id: doubles.id, price: 0 },
    ],
    ...overrides,
  };
}
const eventCount = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(events))[0]!.n;

/** The year after next, so its dates are neither past nor more than five years ahead. */
const soonYear = () => Number(day(0).slice(0, 4)) + 1;

describe('impossible dates', () => {
  it('refuses 30 February in each date field with 400 "not a real date", writing nothing', async () => {
    const y = soonYear();
    const before = await eventCount();
    const cases: Array<[string, Record<string, string>, string]> = [
      ['start_date', { start_date: `${y}-02-30`, end_date: `${y}-03-01` }, 'Start Date'],
      ['end_date', { start_date: `${y}-02-27`, end_date: `${y}-02-30` }, 'End Date'],
      [
        'registration_start_date',
        { registration_start_date: `${y - 1}-02-30` },
        'Registration Start Date',
      ],
      [
        'registration_end_date',
        { registration_end_date: `${y - 1}-04-31` },
        'Registration End Date',
      ],
    ];
    for (const [field, dates, label] of cases) {
      const res = await call(host, 'POST', '/events', body(dates));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().fields[field]).toBe(`${label} is not a real date (YYYY-MM-DD)`);
    }
    expect(await eventCount()).toBe(before);
  });

  it('refuses them in the event search too, and takes a real 29 February', async () => {
    const res = await call(null, 'GET', '/events?from=2027-02-30');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.from).toBe('From date is not a real date (YYYY-MM-DD)');
    expect((await call(null, 'GET', '/events?from=2028-02-29')).statusCode).toBe(200);
  });
});

describe('how far ahead an event may be', () => {
  it('refuses an event starting or ending more than five years ahead with a clear text', async () => {
    const before = await eventCount();
    const late = await call(
      host,
      'POST',
      '/events',
      body({ start_date: day(5 * 366 + 2), end_date: day(5 * 366 + 3) }),
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().fields.start_date).toBe(EVENT_MSG.tooFarAhead);
    const long = await call(host, 'POST', '/events', body({ end_date: day(5 * 366 + 3) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.end_date).toBe(EVENT_MSG.tooFarAhead);
    expect(await eventCount()).toBe(before);
  });

  it('takes an event a little under five years ahead', async () => {
    const res = await call(
      host,
      'POST',
      '/events',
      body({ start_date: day(4 * 365 + 300), end_date: day(4 * 365 + 301) }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('a cancellation fee above the price', () => {
  it('is refused when the fee exceeds the cheapest paid category, on create', async () => {
    const before = await eventCount();
    const res = await call(
      host,
      'POST',
      '/events',
      body({ refund_policy: { steps: [], fee: 300.5 } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['refund_policy.fee']).toBe(REFUND_MSG.feeAbovePrice);
    expect(await eventCount()).toBe(before);
    // Equal to the price is allowed (a cancellation then refunds nothing); a free category has
    // nothing to refund, so it sets no limit.
    const equal = await call(
      host,
      'POST',
      '/events',
      body({ refund_policy: { steps: [], fee: 300 } }),
    );
    expect(equal.statusCode, equal.body).toBe(201);
  });

  it('is refused when an edit lowers a price under the fee the event keeps', async () => {
    const made = await call(
      host,
      'POST',
      '/events',
      body({ refund_policy: { steps: [], fee: 200 } }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as string;
    // The edit leaves the policy out (it stays) and halves the price.
    const res = await call(
      host,
      'PUT',
      `/events/${id}`,
      body({
        categories: [{ category_id: singles.id, price: 150 }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(REFUND_MSG.feeAbovePrice);
    const prices = await ctx.app.db
      .select({ price: eventCategories.price_minor })
      .from(eventCategories)
      .where(eq(eventCategories.event_id, id));
    expect(prices.map((p) => p.price).sort()).toEqual([0, 30_000]);
  });
});
