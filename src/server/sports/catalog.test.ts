import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_MSG } from '../../shared/catalog/schemas';
import { RANKING_MSG } from '../../shared/rankings/schemas';
import { categories, sports } from '../platform/db/schema';
import { makeCategory, makeSport } from '../seed/factories';
import { as, apiCaller } from '../test/sessions';
import { useTestApp } from '../test/test-app';

const ctx = useTestApp();
type Actor = { cookie: string };
const actors = {} as Record<'guest' | 'participant' | 'host' | 'admin', Actor>;
beforeAll(async () => {
  actors.guest = { cookie: '' };
  actors.participant = await as(ctx.app, 'Participant');
  actors.host = await as(ctx.app, 'Host');
  actors.admin = await as(ctx.app, 'Admin');
});

const call = apiCaller(() => ctx.app);
const count = async (table: typeof sports | typeof categories) =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
let n = 0;
const uniq = (s: string) => `${s} ${Date.now().toString(36)}${n++}`;

describe('sports', () => {
  it('lets an admin add, rename and delete a sport', async () => {
    const created = await call(actors.admin, 'POST', '/sports', { sports_name: '  Kabaddi  ' });
    expect(created.statusCode).toBe(201);
    const sport = created.json().data;
    expect(sport).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      sports_name: 'Kabaddi',
      scoring: 'text',
      ranking_points: [10, 7, 5, 4, 3, 2, 1, 1],
    });
    const renamed = await call(actors.admin, 'PUT', `/sports/${sport.id}`, {
      sports_name: 'Pro Kabaddi',
    });
    expect(renamed.json().data.sports_name).toBe('Pro Kabaddi');
    expect((await call(actors.guest, 'GET', `/sports/${sport.id}`)).json().data.sports_name).toBe(
      'Pro Kabaddi',
    );
    expect((await call(actors.admin, 'DELETE', `/sports/${sport.id}`)).statusCode).toBe(200);
    expect((await call(actors.guest, 'GET', `/sports/${sport.id}`)).statusCode).toBe(404);
  });

  it('gives a sport the scoring its name suggests, or the admin’s; a rename keeps it (issue 30)', async () => {
    const cricket = await call(actors.admin, 'POST', '/sports', {
      sports_name: uniq('Box Cricket'),
    });
    expect(cricket.json().data.scoring).toBe('innings');
    const chosen = (
      await call(actors.admin, 'POST', '/sports', {
        sports_name: uniq('Throwball'),
        scoring: 'sets',
      })
    ).json().data;
    expect(chosen.scoring).toBe('sets');
    const renamed = await call(actors.admin, 'PUT', `/sports/${chosen.id}`, {
      sports_name: uniq('Throwball League'),
    });
    expect(renamed.json().data.scoring).toBe('sets');
    const changed = await call(actors.admin, 'PUT', `/sports/${chosen.id}`, {
      sports_name: renamed.json().data.sports_name,
      scoring: 'goals',
    });
    expect(changed.json().data.scoring).toBe('goals');
    expect((await call(actors.guest, 'GET', `/sports/${chosen.id}`)).json().data.scoring).toBe(
      'goals',
    );
    // An unknown scoring is refused on its field, and nothing changes.
    const bad = await call(actors.admin, 'PUT', `/sports/${chosen.id}`, {
      sports_name: 'Anything',
      scoring: 'runs',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['scoring']);
    expect((await call(actors.guest, 'GET', `/sports/${chosen.id}`)).json().data.scoring).toBe(
      'goals',
    );
  });

  it('takes ranking points per place from the admin; a rename keeps them (issue 30)', async () => {
    const sport = (
      await call(actors.admin, 'POST', '/sports', {
        sports_name: uniq('Judo'),
        ranking_points: [12, 8, 6, 6, 2, 2, 0, 0],
      })
    ).json().data;
    expect(sport.ranking_points).toEqual([12, 8, 6, 6, 2, 2, 0, 0]);
    // A form sends its fields as text.
    const changed = await call(actors.admin, 'PUT', `/sports/${sport.id}`, {
      sports_name: sport.sports_name,
      ranking_points: ['20', '15', '10', '10', '5', '5', '1', '1'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.ranking_points).toEqual([20, 15, 10, 10, 5, 5, 1, 1]);
    const renamed = await call(actors.admin, 'PUT', `/sports/${sport.id}`, {
      sports_name: uniq('Judo Open'),
    });
    expect(renamed.json().data.ranking_points).toEqual([20, 15, 10, 10, 5, 5, 1, 1]);

    // Eight whole numbers from 0 to 100, never more for a lower place; refused, nothing changes.
    for (const [ranking_points, error] of [
      [[10, 7, 5], RANKING_MSG.pointsCount],
      [[10, 7, 5, 4, 3, 2, 1, 1, 0], RANKING_MSG.pointsCount],
      ['10,7,5,4,3,2,1,1', RANKING_MSG.pointsCount],
      [[101, 7, 5, 4, 3, 2, 1, 1], RANKING_MSG.pointsRange],
      [[10, 7, 5, 4, 3, 2, 1, -1], RANKING_MSG.pointsRange],
      [[10, 7.5, 5, 4, 3, 2, 1, 1], RANKING_MSG.pointsRange],
      [[10, 7, '', 4, 3, 2, 1, 1], RANKING_MSG.pointsRange],
      [[10, 7, 8, 4, 3, 2, 1, 1], RANKING_MSG.pointsOrder],
    ] as const) {
      const bad = await call(actors.admin, 'PUT', `/sports/${sport.id}`, {
        sports_name: 'Anything',
        ranking_points,
      });
      expect(bad.statusCode, JSON.stringify(ranking_points)).toBe(400);
      expect(bad.json().error, JSON.stringify(ranking_points)).toBe(error);
      expect(Object.keys(bad.json().fields)[0]).toMatch(/^ranking_points/);
    }
    const now = (await call(actors.guest, 'GET', `/sports/${sport.id}`)).json().data;
    expect(now.ranking_points).toEqual([20, 15, 10, 10, 5, 5, 1, 1]);
    expect(now.sports_name).toBe(renamed.json().data.sports_name);
  });

  it('keeps sport names unique whatever the case, with 409 and nothing written', async () => {
    const name = uniq('Hockey');
    await call(actors.admin, 'POST', '/sports', { sports_name: name });
    const before = await count(sports);
    const dup = await call(actors.admin, 'POST', '/sports', { sports_name: name.toUpperCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(CATALOG_MSG.sportTaken);
    // Said on the form's Name field too (the sport modal shows it there and stays open).
    expect(dup.json().fields).toEqual({ sports_name: CATALOG_MSG.sportTaken });
    expect(await count(sports)).toBe(before);
    const other = (
      await call(actors.admin, 'POST', '/sports', { sports_name: uniq('Polo') })
    ).json().data;
    const clash = await call(actors.admin, 'PUT', `/sports/${other.id}`, {
      sports_name: name.toLowerCase(),
    });
    expect(clash.statusCode).toBe(409);
  });

  it("requires a name: 'Name is required'", async () => {
    for (const body of [{}, { sports_name: '' }, { sports_name: '   ' }, { sports_name: 42 }]) {
      const res = await call(actors.admin, 'POST', '/sports', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Name is required');
    }
  });

  it('refuses to delete a sport that has categories (409, nothing removed)', async () => {
    const sport = await makeSport(ctx.app.db);
    await makeCategory(ctx.app.db, { sports_id: sport.id });
    const res = await call(actors.admin, 'DELETE', `/sports/${sport.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(CATALOG_MSG.sportInUse);
    expect((await call(actors.guest, 'GET', `/sports/${sport.id}`)).statusCode).toBe(200);
  });

  it('lists sports by name, page by page', async () => {
    const names = ['Zz Alpha', 'zz beta', 'Zz Gamma'].map((x) => `${x} ${Date.now()}`);
    for (const name of names) await makeSport(ctx.app.db, name);
    const all = await call(actors.guest, 'GET', '/sports');
    const listed = (all.json().data as Array<{ sports_name: string }>).map((s) => s.sports_name);
    expect(listed).toEqual(
      [...listed].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const first = await call(actors.guest, 'GET', '/sports?limit=2');
    const second = await call(
      actors.guest,
      'GET',
      `/sports?limit=2&cursor=${first.json().next_cursor}`,
    );
    expect(second.json().data[0].sports_name).toBe(listed[2]);
    expect((await call(actors.guest, 'GET', '/sports?cursor=garbage')).statusCode).toBe(400);

    // First pages asked for together (every list page's filter asks): one read, each its page.
    const before = ctx.database.statements();
    const pages = await Promise.all(
      [1, 3, 4].map((limit) => call(actors.guest, 'GET', `/sports?limit=${limit}`)),
    );
    expect(ctx.database.statements() - before).toBe(1);
    expect(
      pages.map((page) =>
        (page.json().data as Array<{ sports_name: string }>).map((s) => s.sports_name),
      ),
    ).toEqual([listed.slice(0, 1), listed.slice(0, 3), listed.slice(0, 4)]);
    const third = await call(
      actors.guest,
      'GET',
      `/sports?limit=1&cursor=${pages[2]!.json().next_cursor}`,
    );
    expect(third.json().data.map((s: { sports_name: string }) => s.sports_name)).toEqual([
      listed[4],
    ]);
  });
});

describe('categories', () => {
  it('creates a category with its sport details and derives is_team_sport', async () => {
    const sport = await makeSport(ctx.app.db);
    const res = await call(actors.host, 'POST', '/category/', {
      sports_id: sport.id,
      name: 'Under 19 Boys',
      max_age: '19',
      gender: 'male',
      participants_in_team: '11',
      is_team_sport: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Under 19 Boys',
      sports_id: sport.id,
      sport_details: { sports_name: sport.sports_name },
      min_age: null,
      max_age: 19,
      participants_in_team: 11,
      is_team_sport: true,
    });
    const single = await call(actors.admin, 'PUT', `/category/${res.json().data.id}`, {
      name: 'Under 19 Boys Singles',
      participants_in_team: 1,
      is_team_sport: true,
    });
    expect(single.json().data).toMatchObject({ is_team_sport: false, max_age: null, gender: null });
  });

  it('applies the §5 category rules with their texts and writes nothing', async () => {
    const sport = await makeSport(ctx.app.db);
    const before = await count(categories);
    const cases: Array<[object, string, string]> = [
      [{ name: 'X', participants_in_team: 1 }, 'sports_id', 'Sport is required'],
      [{ sports_id: sport.id, participants_in_team: 1 }, 'name', 'Name is required'],
      [
        { sports_id: sport.id, name: 'X' },
        'participants_in_team',
        'Participants In Team is required',
      ],
      [
        { sports_id: sport.id, name: 'X', participants_in_team: 0 },
        'participants_in_team',
        'Participants In Team must be at least 1',
      ],
      [
        { sports_id: sport.id, name: 'X', participants_in_team: 1, min_age: 20, max_age: 10 },
        'max_age',
        CATALOG_MSG.ageOrder,
      ],
      [
        {
          sports_id: sport.id,
          name: 'X',
          participants_in_team: 1,
          min_weight_allowed: 80,
          max_weight_allowed: 60,
        },
        'max_weight_allowed',
        CATALOG_MSG.weightOrder,
      ],
      [
        { sports_id: sport.id, name: 'X', participants_in_team: 1, min_age: 'ten' },
        'min_age',
        'Min Age must be a number',
      ],
      [
        { sports_id: sport.id, name: 'X', participants_in_team: 1, gender: 'other' },
        'gender',
        'Gender must be male or female',
      ],
      [{ sports_id: 'nope', name: 'X', participants_in_team: 1 }, 'sports_id', 'Invalid id'],
    ];
    for (const [body, field, text] of cases) {
      const res = await call(actors.admin, 'POST', '/category', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(body)).toBe(text);
    }
    const ghost = await call(actors.admin, 'POST', '/category', {
      sports_id: 'f'.repeat(24),
      name: 'X',
      participants_in_team: 1,
    });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().error).toBe(CATALOG_MSG.sportMissing);
    expect(await count(categories)).toBe(before);
  });

  it('keeps category names unique within a sport only', async () => {
    const a = await makeSport(ctx.app.db);
    const b = await makeSport(ctx.app.db);
    const body = { name: 'Open', participants_in_team: 1 };
    expect(
      (await call(actors.admin, 'POST', '/category', { ...body, sports_id: a.id })).statusCode,
    ).toBe(201);
    expect(
      (await call(actors.admin, 'POST', '/category', { ...body, sports_id: b.id })).statusCode,
    ).toBe(201);
    const dup = await call(actors.admin, 'POST', '/category', {
      ...body,
      name: 'OPEN',
      sports_id: a.id,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(CATALOG_MSG.categoryTaken);
  });

  it('lists the categories of one sport by name', async () => {
    const sport = await makeSport(ctx.app.db);
    for (const name of ['Senior', 'junior', 'Cadet'])
      await makeCategory(ctx.app.db, { sports_id: sport.id, name });
    await makeCategory(ctx.app.db, {
      sports_id: (await makeSport(ctx.app.db)).id,
      name: 'Elsewhere',
    });
    const res = await call(actors.host, 'GET', `/category/?sports_id=${sport.id}`);
    expect(res.json().data.map((c: { name: string }) => c.name)).toEqual([
      'Cadet',
      'junior',
      'Senior',
    ]);
    expect(res.json().data[0].sport_details.sports_name).toBe(sport.sports_name);
  });
});

describe('permissions (§6) on every catalog and user route', () => {
  it('answers each role as the matrix says', async () => {
    const sport = await makeSport(ctx.app.db);
    const category = await makeCategory(ctx.app.db, { sports_id: sport.id });
    // Fresh throwaway rows for the writes each role may attempt.
    const S = sport.id;
    const C = category.id;
    const table: Array<
      [
        string,
        'GET' | 'POST' | 'PUT' | 'DELETE',
        string,
        () => object | undefined,
        Record<keyof typeof actors, number>,
      ]
    > = [
      [
        'list sports',
        'GET',
        '/sports',
        () => undefined,
        { guest: 200, participant: 200, host: 200, admin: 200 },
      ],
      [
        'read sport',
        'GET',
        `/sports/${S}`,
        () => undefined,
        { guest: 200, participant: 200, host: 200, admin: 200 },
      ],
      [
        'add sport',
        'POST',
        '/sports',
        () => ({ sports_name: uniq('New') }),
        { guest: 401, participant: 403, host: 403, admin: 201 },
      ],
      [
        'edit sport',
        'PUT',
        `/sports/${S}`,
        () => ({ sports_name: uniq('Renamed') }),
        { guest: 401, participant: 403, host: 403, admin: 200 },
      ],
      [
        'delete sport',
        'DELETE',
        `/sports/${'e'.repeat(24)}`,
        () => undefined,
        { guest: 401, participant: 403, host: 403, admin: 404 },
      ],
      [
        'list categories',
        'GET',
        `/category/?sports_id=${S}`,
        () => undefined,
        { guest: 401, participant: 403, host: 200, admin: 200 },
      ],
      [
        'read category',
        'GET',
        `/category/${C}`,
        () => undefined,
        { guest: 401, participant: 403, host: 200, admin: 200 },
      ],
      [
        'add category',
        'POST',
        '/category/',
        () => ({ sports_id: S, name: uniq('Cat'), participants_in_team: 1 }),
        { guest: 401, participant: 403, host: 201, admin: 201 },
      ],
      [
        'edit category',
        'PUT',
        `/category/${C}`,
        () => ({ name: uniq('Cat'), participants_in_team: 2 }),
        { guest: 401, participant: 403, host: 403, admin: 200 },
      ],
      [
        'delete category',
        'DELETE',
        `/category/${'e'.repeat(24)}`,
        () => undefined,
        { guest: 401, participant: 403, host: 403, admin: 404 },
      ],
      [
        'list hosts',
        'GET',
        '/user/all/Host',
        () => undefined,
        { guest: 401, participant: 403, host: 403, admin: 200 },
      ],
    ];
    for (const [name, method, url, body, expected] of table) {
      for (const [who, actor] of Object.entries(actors) as Array<[keyof typeof actors, Actor]>) {
        const res = await call(actor, method, url, body());
        expect(res.statusCode, `${who}: ${name}`).toBe(expected[who]);
      }
    }
  });
});
