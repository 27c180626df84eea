import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TEAM_MSG } from '../../shared/events/schemas';
import { eventCategories, events, type CategoryRow, type User } from '../platform/db/schema';
import { makeCategory, makeSport, venueDate } from '../seed/factories';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

/**
 * Issue 28: an event's team category carries who pays (the captain, or each member a share), how
 * many substitutes may join and when its rosters lock (never after the event starts). Written
 * with the event, read back by everyone and by the host's manage read; left out of an edit, each
 * stays as it is; a bad value is a 400 on its field and nothing is written.
 */
const ctx = useTestApp({ worker: false });
const call = apiCaller(() => ctx.app);
let host: { user: User; cookie: string };
let sportId: string;
let singles: CategoryRow, doubles: CategoryRow, fours: CategoryRow;

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  sportId = (await makeSport(ctx.app.db)).id;
  singles = await makeCategory(ctx.app.db, { sports_id: sportId, name: 'Singles' });
  doubles = await makeCategory(ctx.app.db, {
    sports_id: sportId,
    name: 'Doubles',
    participants_in_team: 2,
  });
  fours = await makeCategory(ctx.app.db, {
    sports_id: sportId,
    name: 'Fours',
    participants_in_team: 4,
  });
});

const day = (days: number) => venueDate(ctx.app.now(), days);
/** The event starts on day 20 at 09:00 in India. */
const startsAt = () => `${day(20)}T09:00:00+05:30`;
const instant = (at: string) => new Date(at).toISOString();

function body(categories: unknown[], overrides: Record<string, unknown> = {}) {
  return {
    title: 'Doubles Open',
    start_date: day(20),
    end_date: day(21),
    registration_start_date: day(2),
    registration_end_date: day(15),
    registration_start_time: '09:00',
    registration_end_time: '18:00',
    event_start_time: '09:00',
    rewards: 'Trophies',
    poster: '/uploads/posters/0123456789abcdef01234567.webp',
    venue_name: 'City Arena',
    venue_address: 'MG Road, Bengaluru',
    sports_id: sportId,
    categories,
    ...overrides,
  };
}

type ReadCategory = {
  category_id: string;
  team_payment: string;
  substitutes: number;
  roster_locks_at: string | null;
};
const settingsOf = (categories: ReadCategory[], id: string) => {
  const c = categories.find((x) => x.category_id === id)!;
  return {
    team_payment: c.team_payment,
    substitutes: c.substitutes,
    roster_locks_at: c.roster_locks_at,
  };
};
const stored = async (eventId: string) =>
  ctx.database.db
    .select({
      category_id: eventCategories.category_id,
      team_payment: eventCategories.team_payment,
      substitutes: eventCategories.substitutes,
      roster_locks_at: eventCategories.roster_locks_at,
    })
    .from(eventCategories)
    .where(eq(eventCategories.event_id, eventId))
    .orderBy(eventCategories.category_id);
const eventCount = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(events))[0]!.n;

async function created(categories: unknown[]) {
  const res = await call(host, 'POST', '/events', { ...body(categories), status: 'published' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; categories: ReadCategory[] };
}

describe('a team category’s settings on the event', () => {
  it('are written with the event and read back by the host and by everyone', async () => {
    const lock = `${day(17)}T18:00:00+05:30`;
    const event = await created([
      { category_id: singles.id, price: 300 },
      {
        category_id: doubles.id,
        price: 600,
        team_payment: 'split',
        substitutes: 2,
        roster_locks_at: lock,
      },
    ]);
    const split = { team_payment: 'split', substitutes: 2, roster_locks_at: instant(lock) };
    const defaults = { team_payment: 'captain', substitutes: 0, roster_locks_at: null };
    expect(settingsOf(event.categories, doubles.id)).toEqual(split);
    expect(settingsOf(event.categories, singles.id)).toEqual(defaults);

    const manage = await call(host, 'GET', `/events/${event.id}/manage`);
    expect(settingsOf(manage.json().data.categories, doubles.id)).toEqual(split);
    const open = await call(null, 'GET', `/events/${event.id}`);
    expect(settingsOf(open.json().data.categories, doubles.id)).toEqual(split);
    expect(settingsOf(open.json().data.categories, singles.id)).toEqual(defaults);

    const rows = await stored(event.id);
    const doublesRow = rows.find((r) => r.category_id === doubles.id)!;
    expect(doublesRow.roster_locks_at!.toISOString()).toBe(instant(lock));
  });

  it('stay as they are when an edit leaves them out; an edit changes or clears them', async () => {
    const lock = `${day(16)}T12:00:00+05:30`;
    const event = await created([
      {
        category_id: doubles.id,
        price: 600,
        team_payment: 'split',
        substitutes: 3,
        roster_locks_at: lock,
      },
    ]);
    const put = (categories: unknown[]) =>
      call(host, 'PUT', `/events/${event.id}`, { ...body(categories), title: 'Renamed Open' });

    // Left out (and a new category added, which takes the defaults).
    const kept = await put([
      { category_id: doubles.id, price: 600 },
      { category_id: fours.id, price: 900 },
    ]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(settingsOf(kept.json().data.categories, doubles.id)).toEqual({
      team_payment: 'split',
      substitutes: 3,
      roster_locks_at: instant(lock),
    });
    expect(settingsOf(kept.json().data.categories, fours.id)).toEqual({
      team_payment: 'captain',
      substitutes: 0,
      roster_locks_at: null,
    });

    // Changed (a form sends the number as text), and the lock cleared.
    const changed = await put([
      {
        category_id: doubles.id,
        price: 600,
        team_payment: 'captain',
        substitutes: '5',
        roster_locks_at: '',
      },
      { category_id: fours.id, price: 900, team_payment: 'split' },
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(settingsOf(changed.json().data.categories, doubles.id)).toEqual({
      team_payment: 'captain',
      substitutes: 5,
      roster_locks_at: null,
    });
    expect(settingsOf(changed.json().data.categories, fours.id)).toMatchObject({
      team_payment: 'split',
      substitutes: 0,
    });
  });

  it('may lock the roster at the start, not a minute after', async () => {
    const atStart = await created([
      { category_id: doubles.id, price: 600, roster_locks_at: startsAt() },
    ]);
    expect(settingsOf(atStart.categories, doubles.id).roster_locks_at).toBe(instant(startsAt()));

    const before = await eventCount();
    const res = await call(host, 'POST', '/events', {
      ...body([
        { category_id: singles.id, price: 300 },
        { category_id: doubles.id, price: 600, roster_locks_at: `${day(20)}T09:01:00+05:30` },
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['categories.1.roster_locks_at']).toBe(
      EVENT_TEAM_MSG.rosterLockAfterStart,
    );
    expect(await eventCount()).toBe(before);
  });

  it('refuses bad values with 400 on the field, writing nothing', async () => {
    const before = await eventCount();
    const cases: Array<[string, unknown, string]> = [
      ['team_payment', 'everyone', EVENT_TEAM_MSG.teamPayment],
      ['substitutes', 21, EVENT_TEAM_MSG.substitutes],
      ['substitutes', -1, EVENT_TEAM_MSG.substitutes],
      ['substitutes', 1.5, EVENT_TEAM_MSG.substitutes],
      ['substitutes', 'many', EVENT_TEAM_MSG.substitutes],
      ['roster_locks_at', 'next Friday', EVENT_TEAM_MSG.rosterLock],
      // An instant needs its offset: a bare clock time is no moment.
      ['roster_locks_at', `${day(16)}T12:00:00`, EVENT_TEAM_MSG.rosterLock],
    ];
    for (const [field, value, text] of cases) {
      const res = await call(
        host,
        'POST',
        '/events',
        body([{ category_id: doubles.id, price: 600, [field]: value }]),
      );
      expect(res.statusCode, `${field} ${String(value)}`).toBe(400);
      expect(res.json().fields[`categories.0.${field}`], `${field} ${String(value)}`).toBe(text);
    }
    expect(await eventCount()).toBe(before);

    // An edit with a bad value leaves the stored settings as they were.
    const event = await created([
      { category_id: doubles.id, price: 600, team_payment: 'split', substitutes: 1 },
    ]);
    const was = await stored(event.id);
    const res = await call(
      host,
      'PUT',
      `/events/${event.id}`,
      body([{ category_id: doubles.id, price: 600, team_payment: 'captain', substitutes: 30 }]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['categories.0.substitutes']).toBe(EVENT_TEAM_MSG.substitutes);
    expect(await stored(event.id)).toEqual(was);
  });

  it('refuses moving the start before a stored roster lock the edit leaves out', async () => {
    const lock = `${day(18)}T12:00:00+05:30`;
    const event = await created([
      { category_id: doubles.id, price: 600, team_payment: 'split', roster_locks_at: lock },
    ]);
    const was = await stored(event.id);
    const moved = await call(host, 'PUT', `/events/${event.id}`, {
      ...body([{ category_id: doubles.id, price: 600 }]),
      start_date: day(18),
      end_date: day(19),
      registration_end_date: day(17),
    });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().fields['categories.0.roster_locks_at']).toBe(
      EVENT_TEAM_MSG.rosterLockAfterStart,
    );
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.start_date).toBe(day(20));
    expect(await stored(event.id)).toEqual(was);
  });
});
