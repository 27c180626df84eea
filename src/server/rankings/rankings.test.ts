import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredDrawSettings } from '../../shared/competition/schemas';
import type { Ranking } from '../../shared/rankings/schemas';
import {
  dependants,
  drawEntrants,
  draws,
  participations,
  type CategoryRow,
  type SportRow,
  type User,
} from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport, makeUser } from '../seed/factories';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';
import { rankingPoints } from './service';

// Issue 30 on PostgreSQL: ranking points per sport and category from the places of finished
// draws of the last year, the public ranking through the real server, and the points the draw
// seeded "by ranking" reads. Finished draws are written directly: the places are what count, and
// the competition's API tests play draws to their end already.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const SETTINGS = {
  seeding: 'random',
  bronze: false,
  grand_final: 'simple',
  pool_count: 2,
  advance: 2,
} as StoredDrawSettings;

type Competitor = { user: User; dependant_id?: string };
/** One placed entrant: who, the name the draw gave them, their final place (null: none yet). */
type Place = [Competitor, string, number | null];

let host: User;
let sport: SportRow;
let singles: CategoryRow;
let teams: CategoryRow;
let otherSport: SportRow;
let otherCategory: CategoryRow;
const people = {} as Record<'asha' | 'bala' | 'chitra' | 'farhan' | 'hari' | 'esha', Competitor>;
let dev: Competitor;

/** A draw of `category` at an event of its own, its entrants placed as given. */
async function drawOf(
  category: CategoryRow,
  finished_at: Date | null,
  places: Place[],
  status: 'published' | 'draft' = 'published',
) {
  const db = ctx.app.db;
  const event = await makeEvent(db, {
    host_id: host.id,
    sports_id: category.sports_id,
    window: 'over',
    status,
    prices: [{ category_id: category.id, price: 100 }],
  });
  const [draw] = await db
    .insert(draws)
    .values({
      event_id: event.id,
      category_id: category.id,
      format: 'single_elimination',
      settings: SETTINGS,
      drawn_by: host.id,
      finished_at,
    })
    .returning();
  for (const [i, [who, name, rank]] of places.entries()) {
    const [entry] = await db
      .insert(participations)
      .values({
        event_id: event.id,
        category_id: category.id,
        participant_id: who.user.id,
        dependant_id: who.dependant_id ?? null,
        team_name: category.participants_in_team > 1 ? name : null,
        payment_status: 'captured',
        amount_minor: 10_000,
      })
      .returning();
    await db.insert(drawEntrants).values({
      draw_id: draw!.id,
      bm_id: i,
      participation_id: entry!.id,
      name,
      seed: i + 1,
      final_rank: rank,
    });
  }
}

const rankingOf = async (categoryId: string, sportId?: string) => {
  const query = sportId
    ? `sport_id=${sportId}&category_id=${categoryId}`
    : `category_id=${categoryId}`;
  const res = await call(null, 'GET', `/rankings?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Ranking;
};

/** The rows as `rank name points events best_place`, in order. */
const lines = (ranking: Ranking) =>
  ranking.rows.map((r) => `${r.rank} ${r.name} ${r.points} ${r.events} ${r.best_place}`);

beforeAll(async () => {
  const db = ctx.app.db;
  host = await makeUser(db, { role: 'Host' });
  sport = await makeSport(db, `Badminton ${Date.now()}`);
  singles = await makeCategory(db, { sports_id: sport.id, name: 'Singles' });
  teams = await makeCategory(db, { sports_id: sport.id, name: 'Doubles', participants_in_team: 2 });
  otherSport = await makeSport(db);
  otherCategory = await makeCategory(db, { sports_id: otherSport.id });
  for (const name of ['asha', 'bala', 'chitra', 'farhan', 'hari', 'esha'] as const) {
    people[name] = { user: await makeUser(db) };
  }
  // Asha's son competes as himself: his own points, apart from hers.
  const [son] = await db
    .insert(dependants)
    .values({
      user_id: people.asha.user.id,
      name: 'Dev Kumar',
      date_of_birth: '2012-04-01',
      gender: 'male',
      guardian_confirmed_at: new Date(),
    })
    .returning();
  dev = { user: people.asha.user, dependant_id: son!.id };
  const { asha, bala, chitra, farhan, hari, esha } = people;
  const ishaan = { user: await makeUser(db) };

  // Default points 10, 7, 5, 4, 3, 2, 1, 1.
  await drawOf(singles, daysAgo(10), [
    [asha, 'Asha Rao', 1],
    [bala, 'Bala S', 2],
    [chitra, 'Chitra P', 3],
    [dev, 'Dev Kumar', 3],
    [hari, 'Hari M', 4],
    [esha, 'Esha J', 5],
    [ishaan, 'Ishaan V', 9], // past 8th: no points, not ranked
  ]);
  await drawOf(singles, daysAgo(100), [
    [bala, 'Bala S', 1],
    [asha, 'Asha Rao', 2],
    [farhan, 'Farhan A', 3],
    [dev, 'Dev K', 3], // his name then; the ranking shows his latest
    [hari, 'Hari M', 7],
  ]);
  // Older than a year, not finished, an unpublished event's: none of them count.
  await drawOf(singles, daysAgo(366), [
    [farhan, 'Farhan A', 1],
    [asha, 'Asha Rao', 1],
  ]);
  await drawOf(singles, null, [
    [chitra, 'Chitra P', 1],
    [esha, 'Esha J', 2],
  ]);
  await drawOf(
    singles,
    daysAgo(5),
    [
      [esha, 'Esha J', 1],
      [hari, 'Hari M', 2],
    ],
    'draft',
  );
  // A team is ranked by its captain's account, under its latest name.
  await drawOf(teams, daysAgo(200), [
    [chitra, 'Smashers', 1],
    [farhan, 'Net Ninjas', 2],
  ]);
  await drawOf(teams, daysAgo(20), [
    [farhan, 'Net Ninjas', 1],
    [chitra, 'Smash Bros', 2],
    [hari, 'Drop Shots', 3],
  ]);
  // Another sport's category: its places are its own.
  await drawOf(otherCategory, daysAgo(3), [[bala, 'Bala S', 1]]);
});

describe('the public ranking (GET /rankings)', () => {
  it('sums the points of finished draws of the last year; ties share a place', async () => {
    const ranking = await rankingOf(singles.id, sport.id);
    expect(ranking.sport).toEqual({ id: sport.id, name: sport.sports_name });
    expect(ranking.category).toEqual({ id: singles.id, name: 'Singles' });
    expect(ranking.ranking_points).toEqual([10, 7, 5, 4, 3, 2, 1, 1]);
    expect(lines(ranking)).toEqual([
      // 10 + 7 each, both once 1st: level, listed by name.
      '1 Asha Rao 17 2 1',
      '1 Bala S 17 2 1',
      '3 Dev Kumar 10 2 3',
      // 5 points and a 3rd place each.
      '4 Chitra P 5 1 3',
      '4 Farhan A 5 1 3',
      // 5 points too (4 + 1), but a 4th place at best.
      '6 Hari M 5 2 4',
      '7 Esha J 3 1 5',
    ]);
  });

  it('ranks a team category by captain, under the team’s latest name', async () => {
    expect(lines(await rankingOf(teams.id, sport.id))).toEqual([
      '1 Net Ninjas 17 2 1',
      '1 Smash Bros 17 2 1',
      '3 Drop Shots 5 1 3',
    ]);
  });

  it('uses the sport’s own points per place, once an admin sets them', async () => {
    const admin = await as(ctx.app, 'Admin');
    const res = await call(admin, 'PUT', `/sports/${sport.id}`, {
      sports_name: sport.sports_name,
      ranking_points: [25, 18, 15, 12, 10, 8, 6, 4],
    });
    expect(res.statusCode, res.body).toBe(200);
    const ranking = await rankingOf(singles.id, sport.id);
    expect(ranking.ranking_points).toEqual([25, 18, 15, 12, 10, 8, 6, 4]);
    expect(lines(ranking)).toEqual([
      '1 Asha Rao 43 2 1',
      '1 Bala S 43 2 1',
      '3 Dev Kumar 30 2 3',
      '4 Hari M 18 2 4',
      '5 Chitra P 15 1 3',
      '5 Farhan A 15 1 3',
      '7 Esha J 10 1 5',
    ]);
    // Back to the defaults for the other cases.
    await call(admin, 'PUT', `/sports/${sport.id}`, {
      sports_name: sport.sports_name,
      ranking_points: [10, 7, 5, 4, 3, 2, 1, 1],
    });
  });

  it('finds the sport from the category when only the category is given', async () => {
    const ranking = await rankingOf(otherCategory.id);
    expect(ranking.sport.id).toBe(otherSport.id);
    expect(lines(ranking)).toEqual(['1 Bala S 10 1 1']);
  });

  it('answers 400 for a malformed id and 404 for an unknown or another sport’s category', async () => {
    for (const query of [
      `sport_id=nope&category_id=${singles.id}`,
      `sport_id=${sport.id}&category_id=${singles.id.toUpperCase()}`,
      `sport_id=${sport.id}`,
      '',
    ]) {
      expect((await call(null, 'GET', `/rankings?${query}`)).statusCode, query).toBe(400);
    }
    for (const query of [
      `sport_id=${sport.id}&category_id=${'0'.repeat(24)}`,
      `sport_id=${'0'.repeat(24)}&category_id=${singles.id}`,
      `sport_id=${otherSport.id}&category_id=${singles.id}`,
    ]) {
      expect((await call(null, 'GET', `/rankings?${query}`)).statusCode, query).toBe(404);
    }
  });
});

describe("a sport's categories for the ranking page (GET /rankings/categories)", () => {
  it('lists them by name, for anyone; 400 and 404 for a bad or unknown sport', async () => {
    const res = await call(null, 'GET', `/rankings/categories?sport_id=${sport.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { id: teams.id, name: 'Doubles' },
      { id: singles.id, name: 'Singles' },
    ]);
    expect((await call(null, 'GET', '/rankings/categories?sport_id=x')).statusCode).toBe(400);
    expect(
      (await call(null, 'GET', `/rankings/categories?sport_id=${'0'.repeat(24)}`)).statusCode,
    ).toBe(404);
  });
});

describe('rankingPoints (the draw seeded by ranking)', () => {
  it('gives each competitor’s points by dependant, else account, as of a date', async () => {
    const db = ctx.app.db;
    const now = new Date();
    const points = await rankingPoints(db, sport.id, singles.id, now);
    expect(Object.fromEntries(points)).toEqual({
      [people.asha.user.id]: 17,
      [people.bala.user.id]: 17,
      [dev.dependant_id!]: 10,
      [people.chitra.user.id]: 5,
      [people.farhan.user.id]: 5,
      [people.hari.user.id]: 5,
      [people.esha.user.id]: 3,
    });
    // 300 days on, the draw of 100 days ago has left the year; the one of 10 days ago has not.
    const later = await rankingPoints(
      db,
      sport.id,
      singles.id,
      new Date(now.getTime() + 300 * DAY),
    );
    expect(later.get(people.asha.user.id)).toBe(10);
    expect(later.get(people.bala.user.id)).toBe(7);
    expect(later.has(people.farhan.user.id)).toBe(false);
    // A category of another sport has no points in this one.
    expect((await rankingPoints(db, otherSport.id, singles.id, now)).size).toBe(0);
  });
});
