import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeElimination, placePools } from '../../shared/competition/placement';
import {
  COMPETITION_MSG,
  type DrawFormat,
  type StoredDrawSettings,
} from '../../shared/competition/schemas';
import type { StructuredScore } from '../../shared/competition/scores';
import {
  applyResult,
  buildBracket,
  finalStandings,
  isFinished,
  type SportRules,
} from './bracket-engine';
import type { BracketData } from './bracket-store';
import { winnerOf } from './match-winner';

const settings = (over: Partial<StoredDrawSettings> = {}): StoredDrawSettings => ({
  seeding: 'random',
  bronze: false,
  grand_final: 'simple',
  pool_count: 2,
  advance: 2,
  ...over,
});

const entrants = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, name: `E${i}` }));

async function drawOf(n: number, format: DrawFormat, s = settings(), orgs?: (string | null)[]) {
  const seeds = entrants(n).map((e) => ({ id: String(e.id), organisation: orgs?.[e.id] ?? null }));
  const placement =
    format === 'round_robin'
      ? { pools: [seeds.map((e) => Number(e.id))] }
      : format === 'pools_knockout'
        ? { pools: placePools(seeds, s.pool_count).map((p) => p.map(Number)) }
        : {
            slots: placeElimination(seeds, { spread: false }).map((id) =>
              id === null ? null : Number(id),
            ),
          };
  return buildBracket(entrants(n), format, s, placement);
}

const ready = (data: BracketData) =>
  data.match.filter((m) => m.status === 2 && m.opponent1?.id != null && m.opponent2?.id != null);

/** Plays every ready match until none is left; `pick` chooses the winner (true: opponent 1). */
async function playOut(
  data: BracketData,
  format: DrawFormat,
  s: StoredDrawSettings,
  pick: () => boolean,
): Promise<{ data: BracketData; played: number }> {
  let played = 0;
  for (let guard = 0; guard < 1000; guard++) {
    const next = ready(data)[0];
    if (!next) break;
    const winner = Number(pick() ? next.opponent1!.id : next.opponent2!.id);
    data = await applyResult(data, format, s, Number(next.id), { winner, outcome: 'played' });
    played++;
  }
  return { data, played };
}

describe('the bracket engine (brackets-manager on our rows)', () => {
  it('double elimination runs to a final standing for every size from 2 to 64', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 64 }),
        fc.constantFrom<'simple' | 'double'>('simple', 'double'),
        fc.infiniteStream(fc.boolean()),
        async (n, grandFinal, coins) => {
          const s = settings({ grand_final: grandFinal });
          const start = await drawOf(n, 'double_elimination', s);
          const { data } = await playOut(start, 'double_elimination', s, () => coins.next().value);
          expect(isFinished(data, 'double_elimination')).toBe(true);
          const standings = await finalStandings(data, 'double_elimination');
          // Everyone is ranked once; first and second are one entrant each.
          expect(new Set(standings.map((x) => x.id)).size).toBe(n);
          expect(standings.filter((x) => x.rank === 1)).toHaveLength(1);
          expect(standings.filter((x) => x.rank === 2)).toHaveLength(1);
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);

  it('every size from 2 to 64 completes (each once, results from a fixed sequence)', async () => {
    let seed = 42;
    const coin = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) & 1) === 1;
    for (let n = 2; n <= 64; n++) {
      const s = settings();
      const start = await drawOf(n, 'double_elimination', s);
      const { data } = await playOut(start, 'double_elimination', s, coin);
      expect(isFinished(data, 'double_elimination'), `n=${n}`).toBe(true);
      expect((await finalStandings(data, 'double_elimination')).length, `n=${n}`).toBe(n);
    }
  }, 120_000);

  it('in double elimination nobody is out before losing twice; a second grand final only when needed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3, max: 16 }),
        fc.infiniteStream(fc.boolean()),
        async (n, coins) => {
          const s = settings({ grand_final: 'double' });
          const start = await drawOf(n, 'double_elimination', s);
          const { data } = await playOut(start, 'double_elimination', s, () => coins.next().value);
          const losses = new Map<number, number>();
          for (const m of data.match) {
            const w = winnerOf(m);
            if (w === null || m.opponent1?.id == null || m.opponent2?.id == null) continue;
            const loser = Number(w === Number(m.opponent1.id) ? m.opponent2.id : m.opponent1.id);
            losses.set(loser, (losses.get(loser) ?? 0) + 1);
          }
          const champion = (await finalStandings(data, 'double_elimination'))[0]!.id;
          // Everyone but the champion lost exactly twice; the champion at most once.
          for (let id = 0; id < n; id++) {
            if (id === champion) expect(losses.get(id) ?? 0).toBeLessThanOrEqual(1);
            else expect(losses.get(id), `entrant ${id}`).toBe(2);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('single elimination with a bronze match ranks 1, 2, 3 and 4', async () => {
    const s = settings({ bronze: true });
    const start = await drawOf(8, 'single_elimination', s);
    const { data, played } = await playOut(start, 'single_elimination', s, () => true);
    expect(played).toBe(8); // 4 + 2 + final + bronze
    const ranks = (await finalStandings(data, 'single_elimination')).slice(0, 4).map((x) => x.rank);
    expect(ranks).toEqual([1, 2, 3, 4]);
  });

  it('a round robin plays every pair once and ranks by points', async () => {
    const s = settings();
    const start = await drawOf(5, 'round_robin', s);
    const pairs = new Set(
      start.match.map((m) => [m.opponent1!.id, m.opponent2!.id].sort().join('-')),
    );
    expect(pairs.size).toBe(10);
    // The lower number always wins: E0 wins 4, E1 3, ...
    const { data } = await playOut(start, 'round_robin', s, () => true);
    let finished = data;
    for (const m of data.match.filter((x) => x.status < 4)) {
      const w = Math.min(Number(m.opponent1!.id), Number(m.opponent2!.id));
      finished = await applyResult(finished, 'round_robin', s, Number(m.id), {
        winner: w,
        outcome: 'played',
      });
    }
    expect(isFinished(finished, 'round_robin')).toBe(true);
    const table = await finalStandings(finished, 'round_robin');
    expect(table.map((x) => x.id)).toEqual([0, 1, 2, 3, 4]);
  });

  it('ranks pools by the sport’s rule: level on points, goal difference sends the last seed through', async () => {
    const s = settings({ pool_count: 2, advance: 1 });
    let data = await drawOf(6, 'pools_knockout', s);
    const details = new Map<number, StructuredScore>();
    const rules: SportRules = { scoring: 'goals', details };
    // In each pool of three (x < y < z) each wins once: x 1-0 y, y 1-0 z, z 5-0 x. Points and
    // head to head are level; goal difference puts z (+4) first, y (0) second, x (-4) last.
    const poolOf = (groupId: unknown) =>
      [
        ...new Set(
          data.match
            .filter((m) => m.group_id === groupId)
            .flatMap((m) => [Number(m.opponent1!.id), Number(m.opponent2!.id)]),
        ),
      ].sort((a, b) => a - b);
    const pools = [...new Set(data.match.map((m) => m.group_id))].map(poolOf);
    for (const m of [...data.match]) {
      const [x, y, z] = poolOf(m.group_id);
      const [a, b] = [Number(m.opponent1!.id), Number(m.opponent2!.id)];
      const goalsOf = (p: number, q: number) =>
        p === x && q === y ? 1 : p === y && q === z ? 1 : p === z && q === x ? 5 : 0;
      const goals: [number, number] = [goalsOf(a, b), goalsOf(b, a)];
      details.set(Number(m.id), { goals });
      const winner = goals[0] > goals[1] ? a : b;
      data = await applyResult(
        data,
        'pools_knockout',
        s,
        Number(m.id),
        { winner, outcome: 'played' },
        rules,
      );
    }
    const knockout = data.stage.find((st) => st.number === 2)!;
    const final = data.match.find((m) => m.stage_id === knockout.id)!;
    expect([final.opponent1!.id, final.opponent2!.id].map(Number).sort()).toEqual(
      pools.map((p) => p[2]).sort(),
    );
    // The same pools by wins alone would have sent each pool's best seed.
    const pool = data.group.find((g) => g.stage_id !== knockout.id)!;
    const rrOnly = { ...data, stage: data.stage.filter((st) => st.id !== knockout.id) };
    const byRule = await finalStandings(
      { ...rrOnly, group: [pool], match: data.match.filter((m) => m.group_id === pool.id) },
      'round_robin',
      rules,
    );
    const [x, y, z] = poolOf(pool.id);
    expect(byRule.map((r) => r.id)).toEqual([z, y, x]);
    const byWins = await finalStandings(
      { ...rrOnly, group: [pool], match: data.match.filter((m) => m.group_id === pool.id) },
      'round_robin',
    );
    expect(byWins.map((r) => r.id)).toEqual([x, y, z]);
  });

  it('a round robin match may be drawn; an elimination match may not', async () => {
    const rr = await drawOf(3, 'round_robin');
    const after = await applyResult(rr, 'round_robin', settings(), Number(rr.match[0]!.id), {
      winner: null,
      outcome: 'played',
    });
    expect(after.match[0]!.opponent1!.result).toBe('draw');
    const se = await drawOf(4, 'single_elimination');
    await expect(
      applyResult(se, 'single_elimination', settings(), Number(ready(se)[0]!.id), {
        winner: null,
        outcome: 'played',
      }),
    ).rejects.toThrow(/draw/);
  });

  it('pools go through to a knockout that keeps each pool’s qualifiers apart in round one', async () => {
    const s = settings({ pool_count: 2, advance: 2 });
    const start = await drawOf(8, 'pools_knockout', s);
    expect(start.stage).toHaveLength(1);
    const poolOf = new Map<number, number>();
    for (const m of start.match) {
      poolOf.set(Number(m.opponent1!.id), Number(m.group_id));
      poolOf.set(Number(m.opponent2!.id), Number(m.group_id));
    }
    const { data } = await playOut(start, 'pools_knockout', s, () => true);
    expect(data.stage).toHaveLength(2);
    const knockout = data.stage.find((x) => x.number === 2)!;
    const firstRound = Math.min(
      ...data.round.filter((r) => r.stage_id === knockout.id).map((r) => Number(r.id)),
    );
    const roundOne = data.match.filter((m) => m.round_id === firstRound);
    expect(roundOne).toHaveLength(2);
    for (const m of roundOne) {
      expect(poolOf.get(Number(m.opponent1!.id))).not.toBe(poolOf.get(Number(m.opponent2!.id)));
    }
    expect(isFinished(data, 'pools_knockout')).toBe(true);
  });

  it('a corrected result re-flows: the later match gets the right opponent, others stand', async () => {
    const s = settings();
    let data = await drawOf(4, 'single_elimination', s);
    const [semi1, semi2] = ready(data);
    const a = Number(semi1!.opponent1!.id);
    const b = Number(semi1!.opponent2!.id);
    const c = Number(semi2!.opponent1!.id);
    data = await applyResult(data, 'single_elimination', s, Number(semi1!.id), {
      winner: a,
      outcome: 'played',
    });
    data = await applyResult(data, 'single_elimination', s, Number(semi2!.id), {
      winner: c,
      outcome: 'played',
    });
    const final = ready(data)[0]!;
    data = await applyResult(data, 'single_elimination', s, Number(final.id), {
      winner: a,
      outcome: 'played',
    });
    expect(isFinished(data, 'single_elimination')).toBe(true);

    // The first semi is corrected: b won. The final is taken back and now holds b.
    data = await applyResult(data, 'single_elimination', s, Number(semi1!.id), {
      winner: b,
      outcome: 'played',
    });
    const finalNow = data.match.find((m) => m.id === final.id)!;
    expect([finalNow.opponent1!.id, finalNow.opponent2!.id].map(Number).sort()).toEqual(
      [b, c].sort(),
    );
    expect(winnerOf(finalNow)).toBeNull();
    expect(isFinished(data, 'single_elimination')).toBe(false);
    // The other semifinal's result stands.
    expect(winnerOf(data.match.find((m) => m.id === semi2!.id)!)).toBe(c);
  });

  it('correcting the first grand final reopens the second', async () => {
    const s = settings({ grand_final: 'double' });
    const start = await drawOf(4, 'double_elimination', s);
    // opponent 1 always wins: the winners' side winner takes the first grand final.
    let { data } = await playOut(start, 'double_elimination', s, () => true);
    expect(isFinished(data, 'double_elimination')).toBe(true);
    const finalGroup = data.group.find((g) => g.number === 3)!;
    const [first, second] = data.round
      .filter((r) => r.group_id === finalGroup.id)
      .sort((a, b) => a.number - b.number)
      .map((r) => data.match.find((m) => m.round_id === r.id)!);
    expect(second!.status).toBe(5);
    expect(winnerOf(second!)).toBeNull();
    data = await applyResult(data, 'double_elimination', s, Number(first!.id), {
      winner: Number(first!.opponent2!.id),
      outcome: 'played',
    });
    const reopened = data.match.find((m) => m.id === second!.id)!;
    expect(reopened.status).toBe(2);
    expect(isFinished(data, 'double_elimination')).toBe(false);
  });

  it('a walkover gives the match to the one who came', async () => {
    const data = await drawOf(4, 'single_elimination');
    const m = ready(data)[0]!;
    const after = await applyResult(data, 'single_elimination', settings(), Number(m.id), {
      winner: Number(m.opponent2!.id),
      outcome: 'walkover',
    });
    const done = after.match.find((x) => x.id === m.id)!;
    expect(done.opponent1!.forfeit).toBe(true);
    expect(winnerOf(done)).toBe(Number(m.opponent2!.id));
  });

  it('correcting a round robin result leaves every other result as it was', async () => {
    const s = settings();
    const { data: done } = await playOut(
      await drawOf(4, 'round_robin', s),
      'round_robin',
      s,
      () => true,
    );
    expect(isFinished(done, 'round_robin')).toBe(true);
    const target = done.match[0]!;
    const after = await applyResult(done, 'round_robin', s, Number(target.id), {
      winner: Number(target.opponent2!.id),
      outcome: 'played',
    });
    expect(winnerOf(after.match.find((m) => m.id === target.id)!)).toBe(
      Number(target.opponent2!.id),
    );
    for (const m of done.match.filter((x) => x.id !== target.id))
      expect(winnerOf(after.match.find((x) => x.id === m.id)!), `match ${m.id}`).toBe(winnerOf(m));
    expect(isFinished(after, 'round_robin')).toBe(true);
  });

  it('after any correction and the rest played out, nobody in double elimination is out before two losses', async () => {
    // Byes included (sizes that are not powers of two): a losers' side match passed through on a
    // bye carries the corrected loser on, and what followed it is taken back.
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3, max: 12 }),
        fc.nat(),
        fc.infiniteStream(fc.boolean()),
        async (n, which, coins) => {
          const s = settings({ grand_final: 'double' });
          const start = await drawOf(n, 'double_elimination', s);
          let { data } = await playOut(start, 'double_elimination', s, () => coins.next().value);
          const played = data.match.filter(
            (m) => winnerOf(m) !== null && m.opponent1?.id != null && m.opponent2?.id != null,
          );
          const m = played[which % played.length]!;
          const other = Number(
            winnerOf(m) === Number(m.opponent1!.id) ? m.opponent2!.id : m.opponent1!.id,
          );
          data = await applyResult(data, 'double_elimination', s, Number(m.id), {
            winner: other,
            outcome: 'played',
          });
          ({ data } = await playOut(data, 'double_elimination', s, () => coins.next().value));
          expect(isFinished(data, 'double_elimination')).toBe(true);
          const losses = new Map<number, number>();
          for (const x of data.match) {
            const w = winnerOf(x);
            if (w === null || x.opponent1?.id == null || x.opponent2?.id == null) continue;
            const loser = Number(w === Number(x.opponent1.id) ? x.opponent2.id : x.opponent1.id);
            losses.set(loser, (losses.get(loser) ?? 0) + 1);
          }
          const standings = await finalStandings(data, 'double_elimination');
          expect(new Set(standings.map((x) => x.id)).size).toBe(n);
          for (let id = 0; id < n; id++)
            if (id !== standings[0]!.id) expect(losses.get(id), `entrant ${id}`).toBe(2);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it('the same winner recorded as a walkover instead changes that match only', async () => {
    const s = settings();
    const { data: done } = await playOut(
      await drawOf(4, 'single_elimination', s),
      'single_elimination',
      s,
      () => true,
    );
    const semi = done.match.find((m) => m.number === 1 && m.round_id === done.round[0]!.id)!;
    const after = await applyResult(done, 'single_elimination', s, Number(semi.id), {
      winner: winnerOf(semi),
      outcome: 'walkover',
    });
    const restated = after.match.find((m) => m.id === semi.id)!;
    expect(winnerOf(restated)).toBe(winnerOf(semi));
    expect(Boolean(restated.opponent1!.forfeit || restated.opponent2!.forfeit)).toBe(true);
    // The final and its result stand; the draw is still over.
    const final = done.match.find((m) => m.round_id === done.round.at(-1)!.id)!;
    expect(winnerOf(after.match.find((m) => m.id === final.id)!)).toBe(winnerOf(final));
    expect(isFinished(after, 'single_elimination')).toBe(true);
  });

  it('a second grand final set aside cannot be given a result', async () => {
    const s = settings({ grand_final: 'double' });
    const { data } = await playOut(
      await drawOf(4, 'double_elimination', s),
      'double_elimination',
      s,
      () => true,
    );
    const finalGroup = data.group.find((g) => g.number === 3)!;
    const secondRound = data.round.find((r) => r.group_id === finalGroup.id && r.number === 2)!;
    const second = data.match.find((m) => m.round_id === secondRound.id)!;
    expect(second.status).toBe(5);
    await expect(
      applyResult(data, 'double_elimination', s, Number(second.id), {
        winner: Number(second.opponent2!.id),
        outcome: 'played',
      }),
    ).rejects.toMatchObject({ message: COMPETITION_MSG.matchSetAside });
  });
});
