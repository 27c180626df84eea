import { beforeAll, describe, expect, it } from 'vitest';
import { COMPETITION_MSG, type DrawView, type Results } from '../../shared/competition/schemas';
import { swissRounds } from '../../shared/competition/swiss';
import { eq } from 'drizzle-orm';
import {
  drawEntrants,
  draws,
  participations,
  type CategoryRow,
  type EventRow,
  type User,
} from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { apiCaller, as } from '../test/sessions';
import { registerAndPay } from '../test/registrations';
import { startEventOn } from '../test/event-day';
import { useTestApp } from '../test/test-app';

// Issue 30's formats by sport played to a podium through the real server: the UWW repechage and
// judo's quarterfinal repechage (two bronzes, ladders of those who lost to a finalist), double
// bronze, a lone entrant's walkover gold, best of three, and a Swiss event with draws and byes.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let host: Actor;
let event: EventRow;
const cats: Record<string, CategoryRow> = {};
const SIZES = { uww: 12, judo: 8, boxing: 5, lone: 1, pair: 2, chess: 5 } as const;

const drawUrl = (c: CategoryRow) => `/events/${event.id}/categories/${c.id}/draw`;
const playable = (d: DrawView) =>
  d.matches.filter(
    (m) => m.opponent1?.id != null && m.opponent2?.id != null && m.status >= 2 && m.status < 4,
  );
const stageOf = (d: DrawView, id: number) => d.stages.find((s) => s.id === id)!;

async function enter(matchId: string, body: object) {
  const res = await call(host, 'PUT', `/matches/${matchId}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { applied: boolean; changes: unknown[]; draw: DrawView };
}

/** Plays every match as it becomes ready, `pick` naming the winner, until nothing is left. */
async function playOut(d: DrawView, pick: (a: number, b: number) => number | null) {
  let draw = d;
  for (let guard = 0; guard < 200 && playable(draw).length; guard++) {
    const m = playable(draw)[0]!;
    draw = (await enter(m.id, { winner: pick(m.opponent1!.id!, m.opponent2!.id!) })).draw;
  }
  return draw;
}

/** Who each entrant lost to, from the matches of the draw. */
function beatenBy(d: DrawView): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const m of d.matches) {
    const [a, b] = [m.opponent1, m.opponent2];
    if (!a || !b || a.id == null || b.id == null) continue;
    const loser = a.result === 'loss' ? a.id : b.result === 'loss' ? b.id : null;
    const winner = loser === a.id ? b.id : a.id;
    if (loser !== null) out.set(loser, [...(out.get(loser) ?? []), winner]);
  }
  return out;
}

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  const sports_id = (await makeSport(ctx.app.db)).id;
  for (const key of Object.keys(SIZES)) cats[key] = await makeCategory(ctx.app.db, { sports_id });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id,
    prices: Object.values(cats).map((c) => ({ category_id: c.id, price: 100 })),
  });
  for (const [key, n] of Object.entries(SIZES)) {
    for (let i = 0; i < n; i++) await registerAndPay(ctx.app, event, cats[key]!);
  }
  expect((await call(host, 'POST', `/events/${event.id}/close-registration`)).statusCode).toBe(200);
  event = await startEventOn(ctx.app.db, event.id);
});

describe('repechage (UWW)', () => {
  let draw: DrawView;

  it('has no repechage until both semifinals are decided, then ladders of the finalists’ victims', async () => {
    const res = await call(host, 'POST', drawUrl(cats.uww!), {
      format: 'repechage',
      seeding: 'manual',
      order: [],
      bronze: true,
    });
    // A manual order must list everyone: the refusal writes nothing.
    expect(res.statusCode).toBe(400);
    // Seeded by hand: the four best seeds (entrants 0–3) have byes, so the higher numbers who
    // win play round one and their victims wrestle on in ladders.
    const entrants = await call(host, 'GET', `${drawUrl(cats.uww!).replace(/draw$/, 'entrants')}`);
    const order = (entrants.json().data as { participation_id: string }[]).map(
      (e) => e.participation_id,
    );
    const made = await call(host, 'POST', drawUrl(cats.uww!), {
      format: 'repechage',
      seeding: 'manual',
      order,
      bronze: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    draw = made.json().data;
    expect(draw.format).toBe('repechage');
    // The bronzes are the repechage's: no bronze match of the main bracket, nor in its settings.
    expect(draw.groups).toHaveLength(1);
    expect(draw.settings.bronze).toBe(false);
    expect(draw.stages.map((s) => s.type)).toEqual(['single_elimination']);
    // The higher entrant number wins: those who played round one reach the final.
    const semis = Math.max(...draw.rounds.map((r) => r.number)) - 1;
    while (!draw.stages.some((s) => s.type === 'repechage')) {
      const m = playable(draw)[0]!;
      const round = draw.rounds.find((r) => r.id === m.round_id)!.number;
      expect(round).toBeLessThanOrEqual(semis);
      draw = (await enter(m.id, { winner: Math.max(m.opponent1!.id!, m.opponent2!.id!) })).draw;
    }
  });

  it('plays the repechage to two bronzes; each repechage wrestler lost only to a finalist', async () => {
    draw = await playOut(draw, (a, b) => Math.max(a, b));
    expect(draw.state).toBe('final');
    const ranks = draw.standings.map((s) => s.rank);
    expect(ranks.filter((r) => r === 1)).toHaveLength(1);
    expect(ranks.filter((r) => r === 2)).toHaveLength(1);
    expect(ranks.filter((r) => r === 3)).toHaveLength(2);
    expect(draw.standings).toHaveLength(SIZES.uww);
    const finalists = draw.standings.filter((s) => s.rank <= 2).map((s) => s.entrant_id);
    const repechage = stageOf(draw, draw.stages.find((s) => s.type === 'repechage')!.id);
    const ladderGroups = draw.groups.filter((g) => g.stage_id === repechage.id && g.number < 3);
    const ladderBouts = draw.matches.filter((m) => ladderGroups.some((g) => g.id === m.group_id));
    expect(ladderBouts.length).toBeGreaterThan(0);
    const lostTo = beatenBy(draw);
    const mainLosses = (id: number) =>
      draw.matches
        .filter((m) => stageOf(draw, m.stage_id).type === 'single_elimination')
        .filter(
          (m) =>
            (m.opponent1?.id === id && m.opponent1.result === 'loss') ||
            (m.opponent2?.id === id && m.opponent2.result === 'loss'),
        )
        .map((m) => (m.opponent1?.id === id ? m.opponent2!.id! : m.opponent1!.id!));
    for (const bout of ladderBouts) {
      for (const side of [bout.opponent1!.id!, bout.opponent2!.id!]) {
        expect(mainLosses(side).every((w) => finalists.includes(w))).toBe(true);
      }
    }
    // The bronze medallists won their last bout; nobody lost twice in the main bracket.
    for (const s of draw.standings.filter((x) => x.rank === 3)) expect(s.walkover).toBe(false);
    expect([...lostTo.values()].every((w) => w.length <= 2)).toBe(true);
    // The public medal table counts both bronzes.
    const results = (await call(null, 'GET', `/events/${event.id}/results`)).json().data as Results;
    const section = results.categories.find((c) => c.category_id === cats.uww!.id)!;
    expect(section.draw!.standings.filter((s) => s.rank === 3)).toHaveLength(2);
  });

  it('a corrected ladder bout moves the other wrestler into the bronze bout and clears its result', async () => {
    const repechage = draw.stages.find((s) => s.type === 'repechage')!;
    const ladder = draw.groups.find((g) => g.stage_id === repechage.id && g.number <= 2)!;
    const bronze = draw.groups.find((g) => g.stage_id === repechage.id && g.number === 3)!;
    const last = draw.matches
      .filter((m) => m.group_id === ladder.id)
      .sort((a, b) => b.round_id - a.round_id)[0]!;
    const loser = last.opponent1!.result === 'loss' ? last.opponent1!.id! : last.opponent2!.id!;
    const preview = await enter(last.id, { winner: loser, confirm: false });
    expect(preview.applied).toBe(false);
    expect(preview.changes.length).toBeGreaterThan(0);
    const after = (await enter(last.id, { winner: loser })).draw;
    const bout = after.matches.find((m) => m.group_id === bronze.id && m.number === ladder.number)!;
    expect(bout.opponent1!.id).toBe(loser);
    expect(bout.opponent1!.result).toBeUndefined();
    expect(bout.entered_at).toBeNull();
    expect(after.state).toBe('running');
    expect(after.standings).toHaveLength(0);
  });
});

describe('quarterfinal repechage (judo)', () => {
  it('the four quarterfinal losers wrestle on: two bronzes, 1, 2, 3, 3, 5, 5, 7, 7', async () => {
    const made = await call(host, 'POST', drawUrl(cats.judo!), {
      format: 'quarterfinal_repechage',
    });
    expect(made.statusCode, made.body).toBe(201);
    const draw = await playOut(made.json().data, (a, b) => Math.min(a, b));
    expect(draw.state).toBe('final');
    expect(draw.standings.map((s) => s.rank)).toEqual([1, 2, 3, 3, 5, 5, 7, 7]);
    const repechage = draw.stages.find((s) => s.type === 'repechage')!;
    const bouts = draw.matches.filter((m) => m.stage_id === repechage.id);
    // One ladder bout a half (two quarterfinal losers each), then two bronze bouts.
    expect(bouts).toHaveLength(4);
  });
});

describe('seeding by ranking points', () => {
  it('the next event of the category seeds the judo medallists first, by their points', async () => {
    const db = ctx.app.db;
    const [judo] = await db.select().from(draws).where(eq(draws.category_id, cats.judo!.id));
    const placed = await db
      .select({
        participant_id: participations.participant_id,
        rank: drawEntrants.final_rank,
      })
      .from(drawEntrants)
      .innerJoin(participations, eq(participations.id, drawEntrants.participation_id))
      .where(eq(drawEntrants.draw_id, judo!.id));
    // The same eight enter the next event, in the reverse order of their places.
    const next = await makeEvent(db, {
      host_id: host.user.id,
      sports_id: event.sports_id,
      window: 'closed',
      prices: [{ category_id: cats.judo!.id, price: 100 }],
    });
    const entered = [...placed].sort((a, b) => b.rank! - a.rank!);
    for (const p of entered) {
      await db.insert(participations).values({
        event_id: next.id,
        category_id: cats.judo!.id,
        participant_id: p.participant_id,
        payment_status: 'captured',
        amount_minor: 10_000,
      });
    }
    const res = await call(host, 'POST', `/events/${next.id}/categories/${cats.judo!.id}/draw`, {
      format: 'single_elimination',
      seeding: 'ranking',
    });
    expect(res.statusCode, res.body).toBe(201);
    const seeded = res.json().data as DrawView;
    const rankOf = new Map(placed.map((p) => [p.participant_id, p.rank!]));
    const byParticipation = new Map(
      (
        await db
          .select({ id: participations.id, who: participations.participant_id })
          .from(participations)
          .where(eq(participations.event_id, next.id))
      ).map((r) => [r.id, r.who]),
    );
    const seeds = [...seeded.entrants]
      .sort((a, b) => a.seed - b.seed)
      .map((e) => rankOf.get(byParticipation.get(e.participation_id)!)!);
    // 1st (10 points), 2nd (7), both 3rds (5), both 5ths (3), both 7ths (1): best first.
    expect(seeds).toEqual([1, 2, 3, 3, 5, 5, 7, 7]);
  });
});

describe('double bronze (boxing)', () => {
  it('both semifinal losers are third, with no bronze match even when one is asked for', async () => {
    const made = await call(host, 'POST', drawUrl(cats.boxing!), {
      format: 'double_bronze',
      bronze: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const draw = await playOut(made.json().data, (a, b) => Math.min(a, b));
    expect(draw.groups).toHaveLength(1);
    expect(draw.state).toBe('final');
    expect(draw.standings.map((s) => s.rank)).toEqual([1, 2, 3, 3, 5]);
  });
});

describe('a lone entrant', () => {
  it('is refused an ordinary draw and another format, and declared champion by walkover', async () => {
    const single = await call(host, 'POST', drawUrl(cats.lone!), { format: 'single_elimination' });
    expect(single.statusCode).toBe(409);
    expect(single.json().error).toBe(COMPETITION_MSG.tooFew);
    const made = await call(host, 'POST', drawUrl(cats.lone!), { format: 'walkover' });
    expect(made.statusCode, made.body).toBe(201);
    const draw = made.json().data as DrawView;
    expect(draw.state).toBe('final');
    expect(draw.matches).toHaveLength(0);
    expect(draw.standings).toEqual([expect.objectContaining({ rank: 1, walkover: true })]);
    const results = (await call(null, 'GET', `/events/${event.id}/results`)).json().data as Results;
    expect(results.medals.reduce((n, r) => n + r.gold, 0)).toBeGreaterThanOrEqual(1);
  });

  it('a walkover of two is refused on its format, with nothing written', async () => {
    const res = await call(host, 'POST', drawUrl(cats.pair!), { format: 'walkover' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.format).toBe(COMPETITION_MSG.walkoverAlone);
    expect((await call(host, 'GET', drawUrl(cats.pair!))).statusCode).toBe(404);
  });
});

describe('best of three', () => {
  it('is for two: a third game only after a split, and a correction to 2–0 takes it away', async () => {
    const three = await call(host, 'POST', drawUrl(cats.chess!), { format: 'best_of_three' });
    expect(three.statusCode).toBe(400);
    expect(three.json().fields.format).toBe(COMPETITION_MSG.seriesPair);
    const made = await call(host, 'POST', drawUrl(cats.pair!), { format: 'best_of_three' });
    expect(made.statusCode, made.body).toBe(201);
    let draw = made.json().data as DrawView;
    expect(draw.stages.map((s) => s.type)).toEqual(['series']);
    expect(draw.matches).toHaveLength(1);
    const [a, b] = [0, 1];
    const game = (n: number) =>
      draw.matches.find((m) => draw.rounds.find((r) => r.id === m.round_id)!.number === n)!;
    draw = (await enter(game(1).id, { winner: a })).draw;
    expect(draw.matches).toHaveLength(2);
    draw = (await enter(game(2).id, { winner: b })).draw;
    expect(draw.matches).toHaveLength(3);
    // No draws in a series.
    const level = await call(host, 'PUT', `/matches/${game(3).id}`, { winner: null });
    expect(level.statusCode).toBe(400);
    draw = (await enter(game(3).id, { winner: b })).draw;
    expect(draw.state).toBe('final');
    expect(draw.standings.map((s) => [s.entrant_id, s.rank])).toEqual([
      [b, 1],
      [a, 2],
    ]);
    draw = (await enter(game(2).id, { winner: a })).draw;
    expect(draw.matches).toHaveLength(2);
    expect(draw.standings.map((s) => [s.entrant_id, s.rank])).toEqual([
      [a, 1],
      [b, 2],
    ]);
  });
});

describe('Swiss (chess)', () => {
  let draw: DrawView;

  it('refuses more rounds than the field allows', async () => {
    const res = await call(host, 'POST', drawUrl(cats.chess!), { format: 'swiss', rounds: 9 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.rounds).toBe(COMPETITION_MSG.swissRounds(swissRounds(5).max));
  });

  it('pairs round one at the draw, with a bye for the odd entrant', async () => {
    const made = await call(host, 'POST', drawUrl(cats.chess!), { format: 'swiss', rounds: 3 });
    expect(made.statusCode, made.body).toBe(201);
    draw = made.json().data;
    expect(draw.settings.rounds).toBe(3);
    expect(draw.rounds).toHaveLength(1);
    expect(draw.matches).toHaveLength(3);
    expect(draw.matches.filter((m) => m.opponent2 === null)).toHaveLength(1);
    expect(draw.tables[0]!.rule.key).toBe('swiss');
  });

  it('pairs the next round when one is complete; a correction re-pairs an unplayed round', async () => {
    const [first, second] = playable(draw);
    draw = (await enter(first!.id, { winner: null })).draw;
    expect(draw.rounds).toHaveLength(1);
    draw = (await enter(second!.id, { winner: second!.opponent1!.id })).draw;
    expect(draw.rounds).toHaveLength(2);
    // Round two not played yet: correcting round one pairs it again from the new scores.
    const corrected = await enter(second!.id, { winner: second!.opponent2!.id });
    expect(corrected.draw.rounds).toHaveLength(2);
    draw = corrected.draw;
    const round2 = playable(draw)[0]!;
    draw = (await enter(round2.id, { winner: round2.opponent1!.id })).draw;
    const late = await call(host, 'PUT', `/matches/${first!.id}`, {
      winner: first!.opponent1!.id,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(COMPETITION_MSG.laterRoundPlayed);
  });

  it('plays three rounds: no rematch, a bye at most once each, half points in the table', async () => {
    draw = await playOut(draw, (a, b) => Math.min(a, b));
    expect(draw.state).toBe('final');
    expect(draw.rounds).toHaveLength(3);
    const pairs = draw.matches
      .filter((m) => m.opponent2 !== null)
      .map((m) => [m.opponent1!.id!, m.opponent2!.id!].sort().join('-'));
    expect(new Set(pairs).size).toBe(pairs.length);
    const byes = draw.matches.filter((m) => m.opponent2 === null).map((m) => m.opponent1!.id);
    expect(new Set(byes).size).toBe(byes.length);
    expect(draw.standings.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5]);
    const table = draw.tables[0]!;
    expect(table.rows.some((r) => r.points % 1 === 0.5)).toBe(true);
    expect(table.rows[0]!.entrant_id).toBe(draw.standings[0]!.entrant_id);
    expect(Object.keys(table.rows[0]!.tiebreak).sort()).toEqual(['buchholz', 'sonneborn_berger']);
  });
});
