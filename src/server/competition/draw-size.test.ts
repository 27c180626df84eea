import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DRAW_LIMITS, drawTooBig } from '../../shared/competition/draw-size';
import type { DrawView } from '../../shared/competition/schemas';
import {
  bracketParts,
  drawEntrants,
  draws,
  matches,
  participations,
  users,
  type CategoryRow,
  type EventRow,
  type User,
} from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

// Issue 24, item 3: big draws. A round robin of 100 answered 500 (one INSERT over PostgreSQL's
// 65,535 parameters) and bigger ones froze the server; now each format has a limit the server
// states (400, nothing written), and the biggest draw it allows is written whole, in batches.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);

let host: { user: User; cookie: string };
let sports_id: string;

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  sports_id = (await makeSport(ctx.app.db)).id;
});

/** A closed event with one category of `n` paid entrants from 8 clubs, written directly. */
async function categoryOf(n: number): Promise<{ event: EventRow; category: CategoryRow }> {
  const category = await makeCategory(ctx.app.db, { sports_id });
  const event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id,
    window: 'closed',
    prices: [{ category_id: category.id, price: 100 }],
  });
  const tag = category.id.slice(-6);
  // No password hashing for 512 people: nobody here logs in.
  const people = await ctx.app.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        role: 'Participant' as const,
        name: `Entrant ${i + 1}`,
        email: `entrant-${tag}-${i}@example.test`,
        phone_number: '9876543210',
        password_hash: 'x',
        school_or_college: `Club ${i % 8}`,
      })),
    )
    .returning({ id: users.id });
  await ctx.app.db.insert(participations).values(
    people.map((p) => ({
      event_id: event.id,
      category_id: category.id,
      participant_id: p.id,
      amount_minor: 10_000,
      payment_status: 'captured' as const,
      captured_at: new Date(),
    })),
  );
  return { event, category };
}

const drawOf = (event: EventRow, category: CategoryRow, body: Record<string, unknown>) =>
  call(host, 'POST', `/events/${event.id}/categories/${category.id}/draw`, body);

async function stored(drawId: string) {
  const [m] = await ctx.app.db
    .select({ n: count() })
    .from(matches)
    .where(eq(matches.draw_id, drawId));
  const [e] = await ctx.app.db
    .select({ n: count() })
    .from(drawEntrants)
    .where(eq(drawEntrants.draw_id, drawId));
  const [p] = await ctx.app.db
    .select({ n: count() })
    .from(bracketParts)
    .where(eq(bracketParts.draw_id, drawId));
  return { matches: m!.n, entrants: e!.n, parts: p!.n };
}

describe('a draw over its format’s limit', () => {
  it('a round robin of 100 answers 400 naming its 4,950 matches and suggesting pools, writing nothing', async () => {
    const { event, category } = await categoryOf(100);
    const res = await drawOf(event, category, { format: 'round_robin' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(
      'A round robin of 100 has 4,950 matches; the most is 1,024. Split them into pools.',
    );
    expect(res.json().fields).toEqual({ format: res.json().error });
    const written = await ctx.app.db.select().from(draws).where(eq(draws.category_id, category.id));
    expect(written).toHaveLength(0);
    // The way out it names works: the same 100 in 8 pools.
    const pools = await drawOf(event, category, { format: 'pools_knockout', pool_count: 8 });
    expect(pools.statusCode, pools.body).toBe(201);
    expect((pools.json().data as DrawView).groups).toHaveLength(8);
  });

  it('pools too big for their count answer 400 with how many pools would do', async () => {
    const { event, category } = await categoryOf(100);
    const res = await drawOf(event, category, { format: 'pools_knockout', pool_count: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      '2 pools of 100, then their knockout, have 2,453 matches; the most is 1,024. Make 5 pools or more.',
    );
    expect(res.json().fields).toEqual({ pool_count: res.json().error });
    const five = await drawOf(event, category, { format: 'pools_knockout', pool_count: 5 });
    expect(five.statusCode, five.body).toBe(201);
  });

  it('a draw of more than 512 answers 400, whatever its format', async () => {
    const { event, category } = await categoryOf(DRAW_LIMITS.entrants + 1);
    const res = await drawOf(event, category, { format: 'single_elimination' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'A draw of 513 entrants is too big; the most is 512. Split the category in two.',
    );
  });
});

describe('the biggest draw each format allows, written whole', () => {
  it('a round robin of 45: its 990 matches', async () => {
    const { event, category } = await categoryOf(45);
    const res = await drawOf(event, category, { format: 'round_robin' });
    expect(res.statusCode, res.body).toBe(201);
    const draw = res.json().data as DrawView;
    expect(draw.matches).toHaveLength(990);
    // One stage, one group, 45 rounds (an odd number sits one out each round).
    expect(await stored(draw.id)).toEqual({ matches: 990, entrants: 45, parts: 1 + 1 + 45 });
  });

  it('186 in 16 pools: 990 pool matches now, 32 with the knockout later', async () => {
    const { event, category } = await categoryOf(186);
    const body = { format: 'pools_knockout', pool_count: 16, advance: 2, bronze: true };
    expect(drawTooBig('pools_knockout', 186, { pool_count: 16, advance: 2, bronze: true })).toBe(
      null,
    );
    const res = await drawOf(event, category, body);
    expect(res.statusCode, res.body).toBe(201);
    const draw = res.json().data as DrawView;
    expect(draw.matches).toHaveLength(990);
    expect(await stored(draw.id)).toMatchObject({ matches: 990, entrants: 186 });
  });

  it('a double elimination of 512 with a double grand final: its 1,023 matches', async () => {
    const { event, category } = await categoryOf(DRAW_LIMITS.entrants);
    const res = await drawOf(event, category, {
      format: 'double_elimination',
      grand_final: 'double',
    });
    expect(res.statusCode, res.body).toBe(201);
    const draw = res.json().data as DrawView;
    // 511 on the winners' side, 510 on the losers' side, two grand finals.
    expect(draw.matches).toHaveLength(1023);
    expect(await stored(draw.id)).toMatchObject({ matches: 1023, entrants: 512 });
  }, 60_000);
});
