import blossom from 'edmonds-blossom-fixed';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NoSwissPairing,
  pairRound,
  SWISS_TIEBREAK_RULE,
  swissRounds,
  swissStandings,
  type SwissId,
  type SwissMatch,
  type SwissPairing,
  type SwissResult,
} from './swiss';

const seeds = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const names = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const bye = <Id extends SwissId>(a: Id): SwissMatch<Id> => ({ a, b: null, result: 'a' });
const game = <Id extends SwissId>(a: Id, b: Id, result: SwissResult): SwissMatch<Id> => ({
  a,
  b,
  result,
});

// The test's own reading of the rules, written apart from the module's.
const pairKey = (x: SwissId, y: SwissId) => [String(x), String(y)].sort().join(' v ');
const metSet = (played: readonly SwissMatch<SwissId>[]) =>
  new Set(played.flatMap((m) => (m.b === null ? [] : [pairKey(m.a, m.b)])));
const scoreOf = (played: readonly SwissMatch<SwissId>[], id: SwissId) =>
  played.reduce((sum, m) => {
    if (m.b === null) return sum + (m.a === id ? 1 : 0);
    if (m.a === id) return sum + (m.result === 'a' ? 1 : m.result === 'draw' ? 0.5 : 0);
    if (m.b === id) return sum + (m.result === 'b' ? 1 : m.result === 'draw' ? 0.5 : 0);
    return sum;
  }, 0);
const byesOf = (played: readonly SwissMatch<SwissId>[], id: SwissId) =>
  played.filter((m) => m.b === null && m.a === id).length;
/** Lowest-ranked first: lowest score, then the lowest seed. */
const fromTheBottom = <Id extends SwissId>(entrants: Id[], played: SwissMatch<Id>[]) =>
  entrants
    .map((id, seed) => ({ id, seed, score: scoreOf(played, id) }))
    .sort((x, y) => x.score - y.score || y.seed - x.seed)
    .map((e) => e.id);

/** Whether `ids` can all be paired without a rematch: exhaustive, remembered by what is left. */
function canPairAll(ids: readonly SwissId[], met: Set<string>): boolean {
  const memo = new Map<string, boolean>();
  const go = (rest: readonly SwissId[]): boolean => {
    if (rest.length === 0) return true;
    const key = rest.join('|');
    const known = memo.get(key);
    if (known !== undefined) return known;
    const [first, ...others] = rest;
    const found = others.some(
      (other, i) => !met.has(pairKey(first!, other)) && go(others.filter((_, k) => k !== i)),
    );
    memo.set(key, found);
    return found;
  };
  return go(ids);
}

/** Whether the next round has a pairing without a rematch and with a fair bye. */
function anyFairPairing(entrants: SwissId[], played: SwissMatch<SwissId>[]): boolean {
  const met = metSet(played);
  if (entrants.length % 2 === 0) return canPairAll(entrants, met);
  const fewest = Math.min(...entrants.map((id) => byesOf(played, id)));
  return entrants.some(
    (id) =>
      byesOf(played, id) === fewest &&
      canPairAll(
        entrants.filter((other) => other !== id),
        met,
      ),
  );
}

/** Plays `results` into a round's pairs (and its bye) as the finished matches. */
const finish = <Id extends SwissId>(
  { pairs, bye: sitter }: SwissPairing<Id>,
  results: SwissResult[],
): SwissMatch<Id>[] => [
  ...pairs.map(([a, b], i) => game(a, b, results[i]!)),
  ...(sitter === null ? [] : [bye(sitter)]),
];

describe('swissRounds', () => {
  it('recommends ⌈log₂ n⌉ rounds, at least one, and allows n − 1 (even) or n (odd)', () => {
    expect([1, 2, 3, 4, 5, 8, 9, 16, 17, 40, 64].map(swissRounds)).toEqual([
      { recommended: 1, max: 1 },
      { recommended: 1, max: 1 },
      { recommended: 2, max: 3 },
      { recommended: 2, max: 3 },
      { recommended: 3, max: 5 },
      { recommended: 3, max: 7 },
      { recommended: 4, max: 9 },
      { recommended: 4, max: 15 },
      { recommended: 5, max: 17 },
      { recommended: 6, max: 39 },
      { recommended: 6, max: 63 },
    ]);
  });
});

describe('pairRound', () => {
  it('pairs round one top half against bottom half: 1v5, 2v6, 3v7, 4v8', () => {
    expect(pairRound({ entrants: seeds(8), played: [], round: 1 })).toEqual({
      pairs: [
        [1, 5],
        [2, 6],
        [3, 7],
        [4, 8],
      ],
      bye: null,
    });
    // An odd field: the last seed sits out, the rest pair the same way.
    expect(pairRound({ entrants: seeds(9), played: [], round: 1 })).toEqual({
      pairs: [
        [1, 5],
        [2, 6],
        [3, 7],
        [4, 8],
      ],
      bye: 9,
    });
    expect(pairRound({ entrants: ['x', 'y'], played: [], round: 1 })).toEqual({
      pairs: [['x', 'y']],
      bye: null,
    });
    expect(pairRound({ entrants: ['solo'], played: [], round: 1 })).toEqual({
      pairs: [],
      bye: 'solo',
    });
  });

  it('plays a worked example: 8 players, 3 rounds, checked by hand', () => {
    const entrants = seeds(8);
    const round1 = pairRound({ entrants, played: [], round: 1 });
    // 1 and 2 win, 7 beats 3, 4 and 8 draw.
    const played = finish(round1, ['a', 'a', 'b', 'draw']);

    // Scores: 1, 2, 7 on 1; 4, 8 on ½; 3, 5, 6 on 0. The top group of three pairs 1 v 2 and
    // floats 7 to the ½ group's first, 4; 8 floats on to the 0 group's first, 3; then 5 v 6.
    const round2 = pairRound({ entrants, played, round: 2 });
    expect(round2).toEqual({
      pairs: [
        [1, 2],
        [7, 4],
        [8, 3],
        [5, 6],
      ],
      bye: null,
    });
    // 1 beats 2, 4 beats 7, 8 beats 3, 6 beats 5.
    played.push(...finish(round2, ['a', 'b', 'a', 'b']));

    // Scores: 1 on 2; 4, 8 on 1½; 2, 6, 7 on 1; 3, 5 on 0. 1 floats to 4 (the first of 1½),
    // 8 floats to 2 (the first of 1), then 6 v 7 and 3 v 5; none of them met before.
    const round3 = pairRound({ entrants, played, round: 3 });
    expect(round3).toEqual({
      pairs: [
        [1, 4],
        [8, 2],
        [6, 7],
        [3, 5],
      ],
      bye: null,
    });
    // 1 beats 4, 8 and 2 draw, 7 beats 6, 5 beats 3.
    played.push(...finish(round3, ['a', 'draw', 'b', 'b']));

    const { rule, rows } = swissStandings(entrants, played);
    expect(rule).toBe('Score, then Buchholz, then Sonneborn-Berger');
    expect(rule).toBe(SWISS_TIEBREAK_RULE);
    // Scores 1: 3; 8, 7: 2; 4, 2: 1½; 6, 5: 1; 3: 0. Buchholz (the opponents' scores) settles
    // each tie: 8 met 4, 3, 2 (1½ + 0 + 1½ = 3), 7 met 3, 4, 6 (0 + 1½ + 1 = 2½); 4 met 8, 7, 1
    // (7), 2 met 6, 1, 8 (6); 6 met 2, 5, 7 (4½), 5 met 1, 6, 3 (4).
    expect(
      rows.map((r) => [r.rank, r.id, r.score, r.tiebreak.buchholz, r.tiebreak.sonnebornBerger]),
    ).toEqual([
      [1, 1, 3, 4, 4],
      [2, 8, 2, 3, 1.5],
      [3, 7, 2, 2.5, 1],
      [4, 4, 1.5, 7, 3],
      [5, 2, 1.5, 6, 2],
      [6, 6, 1, 4.5, 1],
      [7, 5, 1, 4, 0],
      [8, 3, 0, 5, 0],
    ]);
    expect(rows[1]).toMatchObject({ played: 3, won: 1, drawn: 2, lost: 0, byes: 0 });
  });

  it('gives the bye to the lowest-ranked who has not had one, and floats within score', () => {
    const entrants = seeds(5);
    const round1 = pairRound({ entrants, played: [], round: 1 });
    expect(round1).toEqual({
      pairs: [
        [1, 3],
        [2, 4],
      ],
      bye: 5,
    });
    // 1 beats 3, 4 beats 2: 1, 4 and 5 (the bye) on 1 point, 2 and 3 on 0.
    const played = finish(round1, ['a', 'b']);
    // 3 is the lowest-ranked; 5 is lower on seed than 3 but has had a bye. 1 v 4 in the top
    // group, its last (5) floats down to meet 2.
    expect(pairRound({ entrants, played, round: 2 })).toEqual({
      pairs: [
        [1, 4],
        [5, 2],
      ],
      bye: 3,
    });
  });

  it('moves the ideal pairing to the first transposition when it holds a rematch', () => {
    const entrants = seeds(8);
    // Four draws: all eight on ½, one group, whose ideal (1v5, 2v6, 3v7, 4v8) has all been played.
    const played = finish(pairRound({ entrants, played: [], round: 1 }), [
      'draw',
      'draw',
      'draw',
      'draw',
    ]);
    // The Dutch order of the bottom half 5 6 7 8: 6 5 7 8 still has 3 v 7, so 6 5 8 7.
    expect(pairRound({ entrants, played, round: 2 }).pairs).toEqual([
      [1, 6],
      [2, 5],
      [3, 8],
      [4, 7],
    ]);
  });

  it('pairs the top group first, and floats two down in order to the next group', () => {
    // A first round set by hand: 1 and 2 drew, 3 beat 4, 5 beat 6.
    const played = [game(1, 2, 'draw'), game(3, 4, 'a'), game(5, 6, 'a')];
    // 3 and 5 on 1 play each other (not 3 v 1 and 5 v 2, which floats as far); 1 and 2 on ½
    // have met, so both float to the 0 group, the higher to its higher: 1 v 4, 2 v 6.
    expect(pairRound({ entrants: seeds(6), played, round: 2 })).toEqual({
      pairs: [
        [3, 5],
        [1, 4],
        [2, 6],
      ],
      bye: null,
    });
    // Two rounds set by hand: 1 v 4, 2 v 5, 3 v 6 all drawn; 1 beat 6, 4 beat 2, 3 and 5 drew.
    // 1 and 4 on 1½ have met: they float to 3 and 5 on 1 in order (1 v 5 and 4 v 3 is as short).
    const twoRounds = [
      game(1, 4, 'draw'),
      game(2, 5, 'draw'),
      game(3, 6, 'draw'),
      game(1, 6, 'a'),
      game(2, 4, 'b'),
      game(3, 5, 'draw'),
    ];
    expect(pairRound({ entrants: seeds(6), played: twoRounds, round: 3 }).pairs).toEqual([
      [1, 3],
      [4, 5],
      [2, 6],
    ]);
  });

  it('takes the first transposition: the top half’s first gets the earliest partner', () => {
    const entrants = seeds(6);
    // Three draws: all six on ½, and the ideal 1v4, 2v5, 3v6 has been played. The bottom half's
    // orders 4 5 6, 4 6 5, 5 4 6 each repeat a match; 5 6 4 is the first that does not.
    const played = finish(pairRound({ entrants, played: [], round: 1 }), ['draw', 'draw', 'draw']);
    expect(pairRound({ entrants, played, round: 2 }).pairs).toEqual([
      [1, 5],
      [2, 6],
      [3, 4],
    ]);
  });

  it('gives a floater its partner first, then pairs the rest of the group', () => {
    const entrants = seeds(6);
    const round1 = pairRound({ entrants, played: [], round: 1 });
    expect(round1.pairs).toEqual([
      [1, 4],
      [2, 5],
      [3, 6],
    ]);
    // 1 and 4 draw, 2 and 5 draw, 6 beats 3: 6 on 1 floats to the first on ½, 1; then 2 v 4,
    // and 5 floats on to 3.
    const played = finish(round1, ['draw', 'draw', 'b']);
    const round2 = pairRound({ entrants, played, round: 2 });
    expect(round2.pairs).toEqual([
      [6, 1],
      [2, 4],
      [5, 3],
    ]);
    // 1 beats 6, 2 and 4 draw, 5 and 3 draw: 1 on 1½; 2, 4, 5, 6 on 1; 3 on ½. 1 meets 2, the
    // first on 1. Of 4, 5, 6 only 4 has not met 3, so 4 floats, though that pairs 5 v 6 (two of
    // the bottom half): 1 v 5 and 2 v 6 would pair the group on 1 more evenly but take 1's
    // partner from the head of the group.
    played.push(...finish(round2, ['b', 'draw', 'draw']));
    expect(pairRound({ entrants, played, round: 3 }).pairs).toEqual([
      [1, 2],
      [4, 3],
      [5, 6],
    ]);
  });

  it('moves the bye up when the lowest-ranked one would leave only rematches', () => {
    // Nine players, six rounds: the byes went to 4, 2, 3, 1, 5, 6, so 7, 8 and 9 are due one.
    // The matches not yet played (with "the bye" as a tenth player) form a graph of degree 3 with
    // a bridge between {bye, 8, 9, 1, 2} and {7, 3, 4, 5, 6}: every pairing of round 7 needs the
    // bridge, bye–7. 1 and 2 have met everyone but each other, 8 and 9; 8 and 9 everyone but 1
    // and 2: with 8 or 9 sitting out, the three others of them cannot all be paired.
    const rounds: Array<[number, Array<[number, number]>]> = [
      [
        4,
        [
          [1, 7],
          [2, 3],
          [5, 9],
          [6, 8],
        ],
      ],
      [
        2,
        [
          [1, 4],
          [3, 9],
          [5, 8],
          [6, 7],
        ],
      ],
      [
        3,
        [
          [1, 6],
          [2, 5],
          [4, 9],
          [7, 8],
        ],
      ],
      [
        1,
        [
          [2, 6],
          [3, 4],
          [5, 7],
          [8, 9],
        ],
      ],
      [
        5,
        [
          [1, 3],
          [2, 7],
          [4, 8],
          [6, 9],
        ],
      ],
      [
        6,
        [
          [1, 5],
          [2, 4],
          [3, 8],
          [7, 9],
        ],
      ],
    ];
    const played = rounds.flatMap(([sitter, pairs]) =>
      finish({ pairs, bye: sitter }, ['draw', 'draw', 'draw', 'draw']),
    );
    const entrants = seeds(9);
    // All draws: 1–6 on 3½, 7, 8, 9 on 3 (no bye); 9 is the lowest-ranked, then 8, then 7.
    expect(canPairAll([1, 2, 3, 4, 5, 6, 7, 8], metSet(played))).toBe(false);
    expect(canPairAll([1, 2, 3, 4, 5, 6, 7, 9], metSet(played))).toBe(false);
    // 1 and 2 can meet only 8 and 9 (and each other); they float down to them in order.
    expect(pairRound({ entrants, played, round: 7 })).toEqual({
      pairs: [
        [1, 8],
        [2, 9],
        [3, 6],
        [4, 5],
      ],
      bye: 7,
    });
  });

  it('says so when every pairing left has a rematch', () => {
    const entrants = seeds(4);
    const played = [
      ...finish(
        {
          pairs: [
            [1, 2],
            [3, 4],
          ],
          bye: null,
        },
        ['a', 'a'],
      ),
      ...finish(
        {
          pairs: [
            [1, 3],
            [2, 4],
          ],
          bye: null,
        },
        ['a', 'a'],
      ),
      ...finish(
        {
          pairs: [
            [1, 4],
            [2, 3],
          ],
          bye: null,
        },
        ['a', 'a'],
      ),
    ];
    expect(() => pairRound({ entrants, played, round: 4 })).toThrow(NoSwissPairing);
    expect(() => pairRound({ entrants, played, round: 4 })).toThrow(
      'Round 4 cannot be paired without a rematch or a second bye.',
    );
  });

  it('refuses a round that does not follow the results given', () => {
    const played = finish({ pairs: [[1, 2]], bye: null }, ['a']);
    expect(() => pairRound({ entrants: [1, 2], played, round: 1 })).toThrow(/more results/);
    expect(() => pairRound({ entrants: [1, 1], played: [], round: 1 })).toThrow(/twice/);
    expect(() => pairRound({ entrants: [1, 2], played: [], round: 0 })).toThrow(/No round/);
  });

  it('keeps the rules over whole events: 2 to 40 entrants, random results', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.array(fc.constantFrom<SwissResult>('a', 'b', 'draw'), {
          minLength: 160,
          maxLength: 160,
        }),
        (n, results) => {
          const entrants = names(n);
          const { recommended, max } = swissRounds(n);
          const played: SwissMatch<string>[] = [];
          const hadBye = new Set<string>();
          let next = 0;
          for (let round = 1; round <= Math.min(recommended + 1, max); round++) {
            let pairing: SwissPairing<string>;
            try {
              pairing = pairRound({ entrants, played, round });
            } catch (error) {
              // Only when no pairing keeps the rules (the module does not look ahead).
              expect(error).toBeInstanceOf(NoSwissPairing);
              expect(anyFairPairing(entrants, played)).toBe(false);
              return;
            }
            const { pairs, bye: sitter } = pairing;
            const met = metSet(played);
            // Everyone plays once or sits out, and only an odd field has a bye.
            const seen = [...pairs.flat(), ...(sitter === null ? [] : [sitter])];
            expect([...seen].sort()).toEqual([...entrants].sort());
            expect(sitter === null).toBe(n % 2 === 0);
            // No pairing repeats a match of an earlier round.
            for (const [x, y] of pairs) expect(met.has(pairKey(x, y))).toBe(false);
            if (sitter !== null) {
              // Byes go to distinct entrants while any has none.
              if (hadBye.has(sitter)) expect(entrants.every((id) => hadBye.has(id))).toBe(true);
              const fewest = Math.min(...entrants.map((id) => byesOf(played, id)));
              expect(byesOf(played, sitter)).toBe(fewest);
              // The lowest-ranked of those due one, unless their bye leaves only rematches.
              const bottom = fromTheBottom(entrants, played);
              for (const lower of bottom.slice(0, bottom.indexOf(sitter))) {
                if (byesOf(played, lower) !== fewest) continue;
                const rest = entrants.filter((id) => id !== lower);
                expect(canPairAll(rest, met)).toBe(false);
              }
              hadBye.add(sitter);
            }
            played.push(...finish(pairing, results.slice(next, (next += pairs.length))));
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('pairs round two within the winners and within the losers, top half v bottom half', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }).map((k) => 4 * k),
        fc.array(fc.constantFrom<SwissResult>('a', 'b'), { minLength: 20, maxLength: 20 }),
        (n, results) => {
          const entrants = seeds(n);
          const round1 = pairRound({ entrants, played: [], round: 1 });
          const played = finish(round1, results);
          const winners = entrants.filter((id) => scoreOf(played, id) === 1);
          const losers = entrants.filter((id) => scoreOf(played, id) === 0);
          const quarter = n / 4;
          const topVsBottom = (group: number[]) =>
            group.slice(0, quarter).map((id, i) => [id, group[i + quarter]]);
          expect(pairRound({ entrants, played, round: 2 })).toEqual({
            pairs: [...topVsBottom(winners), ...topVsBottom(losers)],
            bye: null,
          });
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('the matching Swiss pairing relies on (edmonds-blossom-fixed)', () => {
  /** The most pairs, then the heaviest: exhaustive. */
  function bestByHand(n: number, weight: Map<string, number>): [number, number] {
    const go = (free: number[]): [number, number] => {
      if (free.length < 2) return [0, 0];
      const [first, ...others] = free;
      let best = go(others); // `first` left unmatched
      others.forEach((other, i) => {
        const w = weight.get(`${first}-${other}`);
        if (w === undefined) return;
        const [pairs, total] = go(others.filter((_, k) => k !== i));
        const candidate: [number, number] = [pairs + 1, total + w];
        if (candidate[0] > best[0] || (candidate[0] === best[0] && candidate[1] > best[1])) {
          best = candidate;
        }
      });
      return best;
    };
    return go([...Array(n).keys()]);
  }

  it('finds a maximum-weight matching among those with the most pairs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.array(fc.option(fc.integer({ min: 1, max: 60 }), { freq: 3 }), {
          minLength: 36,
          maxLength: 36,
        }),
        (n, weights) => {
          const edges: Array<[number, number, number]> = [];
          let k = 0;
          for (let i = 0; i < n; i++) {
            for (let j = i + 1; j < n; j++) {
              const w = weights[k++];
              if (w !== null && w !== undefined) edges.push([i, j, w]);
            }
          }
          const weight = new Map(edges.map(([i, j, w]) => [`${i}-${j}`, w]));
          const mate = blossom(edges, true);
          let pairs = 0;
          let total = 0;
          mate.forEach((partner, i) => {
            if (partner > i) {
              pairs += 1;
              total += weight.get(`${i}-${partner}`)!;
            }
          });
          expect([pairs, total]).toEqual(bestByHand(n, weight));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('swissStandings', () => {
  it('breaks a tie on Buchholz by Sonneborn-Berger, then by seed', () => {
    const played = [
      game(1, 3, 'a'),
      game(2, 4, 'draw'),
      game(5, 6, 'a'),
      game(1, 2, 'b'),
      game(3, 5, 'draw'),
      game(4, 6, 'a'),
    ];
    // Scores: 2, 4, 5 on 1½, 1 on 1, 3 on ½, 6 on 0. Buchholz splits the three on 1½: 2 met 4
    // and 1 (2½), 4 met 2 and 6 (1½), 5 met 6 and 3 (½).
    const { rows } = swissStandings(seeds(6), played);
    expect(rows.map((r) => [r.id, r.score, r.tiebreak.buchholz])).toEqual([
      [2, 1.5, 2.5],
      [4, 1.5, 1.5],
      [5, 1.5, 0.5],
      [1, 1, 2],
      [3, 0.5, 2.5],
      [6, 0, 3],
    ]);

    // Level on score and Buchholz, split by Sonneborn-Berger: 1 and 2 both beat one and lost to
    // one of the same two opponents on different scores.
    const sb = [
      game(3, 4, 'a'), // 3: 1
      game(1, 3, 'a'), // 1 beat 3 (1 point)
      game(2, 4, 'a'), // 2 beat 4 (0)
      game(2, 3, 'b'), // 3: 2
      game(1, 4, 'b'), // 4: 1
    ];
    // 1: beat 3, lost to 4 = 1 point, Buchholz 2 + 1 = 3, SB 2. 2: beat 4, lost to 3 = 1 point,
    // Buchholz 1 + 2 = 3, SB 1.
    const split = swissStandings([2, 1, 3, 4], sb).rows;
    expect(split.filter((r) => r.id <= 2).map((r) => [r.id, r.tiebreak])).toEqual([
      [1, { buchholz: 3, sonnebornBerger: 2 }],
      [2, { buchholz: 3, sonnebornBerger: 1 }],
    ]);

    // Level on all three: the better seed is ahead, and each has a place of their own.
    const level = swissStandings(['b', 'a'], [game('a', 'b', 'draw')]).rows;
    expect(level.map((r) => [r.id, r.rank])).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
  });

  it('counts a bye as a point and, for Buchholz, as an opponent on the entrant’s own score', () => {
    const played = [bye(3), game(1, 2, 'a'), bye(2), game(1, 3, 'draw')];
    const { rows } = swissStandings([1, 2, 3], played);
    // 1: 1½ (met 2 on 1, 3 on 1½: Buchholz 2½, SB 1 + ¾). 3: 1½ (bye, drew 1: Buchholz 1½ + 1½,
    // SB ¾). 2: 1 (lost to 1, bye: Buchholz 1½ + 1).
    expect(
      rows.map((r) => [r.id, r.score, r.tiebreak.buchholz, r.tiebreak.sonnebornBerger]),
    ).toEqual([
      [3, 1.5, 3, 0.75],
      [1, 1.5, 2.5, 1.75],
      [2, 1, 2.5, 0],
    ]);
    expect(rows.find((r) => r.id === 3)).toMatchObject({ played: 1, drawn: 1, byes: 1 });
  });

  it('ranks every entrant once, by score first, over random events', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.constantFrom<SwissResult>('a', 'b', 'draw'), {
          minLength: 50,
          maxLength: 50,
        }),
        (n, results) => {
          const entrants = names(n);
          const played: SwissMatch<string>[] = [];
          let next = 0;
          for (let round = 1; round <= swissRounds(n).recommended; round++) {
            const pairing = pairRound({ entrants, played, round });
            played.push(...finish(pairing, results.slice(next, (next += pairing.pairs.length))));
          }
          const { rows } = swissStandings(entrants, played);
          expect(rows.map((r) => r.rank)).toEqual(seeds(n));
          expect([...rows.map((r) => r.id)].sort()).toEqual([...entrants].sort());
          for (let i = 1; i < rows.length; i++) {
            expect(rows[i - 1]!.score).toBeGreaterThanOrEqual(rows[i]!.score);
          }
          for (const r of rows) expect(r.score).toBe(scoreOf(played, r.id));
        },
      ),
      { numRuns: 100 },
    );
  });
});
