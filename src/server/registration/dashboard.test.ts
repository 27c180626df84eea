import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { participationMembers, participations, type User } from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { registerAndPay } from '../test/registrations';
import { as, apiCaller } from '../test/sessions';
import { useTestApp } from '../test/test-app';

// GET /event/participate: a participant's own registrations and those of others' teams they are a
// member of (issue 28), read in one statement of two branches and merged in id order under one
// cursor. Walked a page at a time, each shows once, in order, and nothing else does.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let me: Actor;
const expected: string[] = [];
/** Everyone with a registration here: me, the two captains whose teams I joined, one other. */
const visitors: Actor[] = [];

beforeAll(async () => {
  const host = await as(ctx.app, 'Host');
  const sportId = (await makeSport(ctx.app.db)).id;
  const categories = await Promise.all(
    [1, 2, 3, 4, 5].map(() => makeCategory(ctx.app.db, { sports_id: sportId })),
  );
  const event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    prices: categories.map((c) => ({ category_id: c.id, price: 100 })),
  });
  me = await as(ctx.app, 'Participant');
  const register = async (who: Actor, categoryId: string) => {
    const res = await call(who, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: categoryId,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.participation.id as string;
  };
  // Interleaved, so the two branches' rows alternate in id order: mine, a team's, mine, a team's.
  const joinTeamOf = async (categoryId: string) => {
    const { id, who } = await registerAndPay(
      ctx.app,
      event,
      categories.find((c) => c.id === categoryId)!,
      {
        pay: false,
      },
    );
    await ctx.app.db.insert(participationMembers).values({
      participation_id: id,
      position: 1,
      name: me.user.name,
      email: me.user.email,
      phone: '9876500009',
      user_id: me.user.id,
    });
    visitors.push(who);
    return id;
  };
  expected.push(await register(me, categories[0]!.id));
  expected.push(await joinTeamOf(categories[1]!.id));
  expected.push(await register(me, categories[2]!.id));
  expected.push(await joinTeamOf(categories[3]!.id));
  // Neither mine nor joined, and mine but cancelled: never shown.
  visitors.push(me, (await registerAndPay(ctx.app, event, categories[4]!, { pay: false })).who);
  const cancelled = await register(me, categories[4]!.id);
  await ctx.app.db
    .update(participations)
    .set({ cancelled_at: new Date() })
    .where(eq(participations.id, cancelled));
  expected.sort();
});

describe("a participant's registrations and the teams they joined", () => {
  it('shows both in id order on one page', async () => {
    const res = await call(me, 'GET', '/event/participate?limit=50');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((p: { id: string }) => p.id)).toEqual(expected);
    expect(res.json().next_cursor).toBeNull();
  });

  it('walks them a page at a time, each once, whichever branch it comes from', async () => {
    for (const limit of [1, 3]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/event/participate?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await call(me, 'GET', url);
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json().data as { id: string }[];
        expect(page.length).toBeLessThanOrEqual(limit);
        seen.push(...page.map((p) => p.id));
        cursor = res.json().next_cursor as string | null;
      } while (cursor);
      expect(seen, `limit ${limit}`).toEqual(expected);
    }
  });

  it('first pages asked for together are read by one statement, each visitor their own', async () => {
    const page = (who: Actor) => call(who, 'GET', '/event/participate?limit=50');
    const ids = (res: Awaited<ReturnType<typeof page>>) =>
      (res.json().data as { id: string }[]).map((p) => p.id);
    const alone: string[][] = [];
    for (const who of visitors) alone.push(ids(await page(who)));
    expect(alone.find((_, i) => visitors[i] === me)).toEqual(expected);
    const before = ctx.database.statements();
    const together = await Promise.all(visitors.map(page));
    const statements = ctx.database.statements() - before;
    expect(together.map(ids)).toEqual(alone);
    // The sessions' lookup and the dashboards' read, one each for the four (decision 058); no
    // registration here is paid, so no tickets are read.
    expect(statements).toBe(2);
  });
});
