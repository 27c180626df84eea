import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeElimination } from '../../shared/competition/placement';
import type { DrawFormat, StoredDrawSettings } from '../../shared/competition/schemas';
import { applyResult, buildBracket, finalStandings, isFinished } from './bracket-engine';
import type { BracketData } from './bracket-store';

// The formats by sport on the engine (decision 048), for every size: played to the end with
// random winners, each gives every entrant one place, the medals its rule says, and ids that
// stay in order (the store's insert relies on it).

const settings = (over: Partial<StoredDrawSettings> = {}): StoredDrawSettings => ({
  seeding: 'random',
  bronze: false,
  grand_final: 'simple',
  pool_count: 2,
  advance: 2,
  ...over,
});
const entrants = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, name: `E${i}` }));

function drawOf(n: number, format: DrawFormat, s: StoredDrawSettings) {
  const seeds = entrants(n).map((e) => ({ id: String(e.id), organisation: null }));
  const slots = placeElimination(seeds, { spread: false }).map((id) =>
    id === null ? null : Number(id),
  );
  return buildBracket(entrants(n), format, s, { slots });
}

const ready = (data: BracketData) =>
  data.match.filter((m) => m.status === 2 && m.opponent1?.id != null && m.opponent2?.id != null);

async function playOut(
  data: BracketData,
  format: DrawFormat,
  s: StoredDrawSettings,
  pick: () => number,
) {
  for (let guard = 0; guard < 2000; guard++) {
    const next = ready(data)[0];
    if (!next) break;
    const choice = pick();
    const winner =
      choice === 2 ? null : Number(choice === 0 ? next.opponent1!.id : next.opponent2!.id);
    data = await applyResult(data, format, s, Number(next.id), { winner, outcome: 'played' });
  }
  return data;
}

const inOrder = (rows: { id: unknown }[]) =>
  rows.every((r, i) => i === 0 || Number(r.id) > Number(rows[i - 1]!.id));

describe('the formats by sport on the engine', () => {
  for (const format of ['repechage', 'quarterfinal_repechage', 'double_bronze'] as const) {
    it(`${format}: one gold, one silver and two bronzes from 4 to 40 entrants`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 4, max: 40 }),
          fc.infiniteStream(fc.integer({ min: 0, max: 1 })),
          async (n, picks) => {
            const s = settings({ bronze: true });
            const data = await playOut(
              await drawOf(n, format, s),
              format,
              s,
              () => picks.next().value,
            );
            expect(isFinished(data, format, s)).toBe(true);
            const places = await finalStandings(data, format, undefined, s);
            expect(places.map((p) => p.id).sort((a, b) => a - b)).toEqual(
              entrants(n).map((e) => e.id),
            );
            const ranks = places.map((p) => p.rank);
            expect(ranks.filter((r) => r === 1)).toHaveLength(1);
            expect(ranks.filter((r) => r === 2)).toHaveLength(1);
            expect(ranks.filter((r) => r === 3)).toHaveLength(2);
            for (const table of [data.stage, data.group, data.round, data.match])
              expect(inOrder(table)).toBe(true);
          },
        ),
        { numRuns: 25 },
      );
    });
  }

  it('repechage: a corrected bout anywhere re-flows to a valid podium again', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 5, max: 24 }),
        fc.infiniteStream(fc.integer({ min: 0, max: 1 })),
        fc.nat(),
        async (n, picks, which) => {
          const s = settings();
          const pick = () => picks.next().value;
          let data = await playOut(await drawOf(n, 'repechage', s), 'repechage', s, pick);
          const bouts = data.match.filter(
            (m) => m.status >= 4 && m.opponent1?.id != null && m.opponent2?.id != null,
          );
          const bout = bouts[which % bouts.length]!;
          const loser = Number(
            bout.opponent1!.result === 'win' ? bout.opponent2!.id : bout.opponent1!.id,
          );
          data = await applyResult(data, 'repechage', s, Number(bout.id), {
            winner: loser,
            outcome: 'played',
          });
          data = await playOut(data, 'repechage', s, pick);
          const ranks = (await finalStandings(data, 'repechage', undefined, s)).map((p) => p.rank);
          expect(ranks).toHaveLength(n);
          expect(ranks.filter((r) => r === 3)).toHaveLength(2);
          for (const table of [data.stage, data.group, data.round, data.match])
            expect(inOrder(table)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('swiss: every round paired with no rematch, then a place each', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 24 }),
        fc.infiniteStream(fc.integer({ min: 0, max: 2 })),
        async (n, picks) => {
          const rounds = Math.max(1, Math.ceil(Math.log2(n)));
          const s = settings({ rounds });
          const data = await playOut(
            await drawOf(n, 'swiss', s),
            'swiss',
            s,
            () => picks.next().value,
          );
          expect(isFinished(data, 'swiss', s)).toBe(true);
          const pairs = data.match
            .filter((m) => m.opponent2 !== null)
            .map((m) => [Number(m.opponent1!.id), Number(m.opponent2!.id)].sort().join('-'));
          expect(new Set(pairs).size).toBe(pairs.length);
          const places = await finalStandings(data, 'swiss', undefined, s);
          expect(places.map((p) => p.rank)).toEqual(entrants(n).map((_, i) => i + 1));
        },
      ),
      { numRuns: 25 },
    );
  });
});
