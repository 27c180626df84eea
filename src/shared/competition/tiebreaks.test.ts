import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundRobinTable } from './round-robin';
import {
  formatOvers,
  parseOvers,
  winnerOf,
  type Innings,
  type ScoreOf,
  type Scoring,
  type StructuredScore,
  type StructuredScoring,
} from './scores';
import { sportTable, tableRule, type SportMatch, type SportTableRow } from './tiebreaks';

const RUNS = { numRuns: 300 };

/** A played match: its result is what its score says (level: a draw). */
function played<S extends StructuredScoring>(
  scoring: S,
  a: number,
  b: number,
  detail: ScoreOf[S],
): SportMatch {
  const winner = winnerOf(scoring, detail);
  const result = (side: 0 | 1) => (winner === null ? 'draw' : winner === side ? 'win' : 'loss');
  return {
    opponent1: { id: a, result: result(0) },
    opponent2: { id: b, result: result(1) },
    detail,
  };
}

const inn = (runs: number, wickets: number, overs: string): Innings => ({ runs, wickets, overs });
const cricket = (a: number, b: number, first: Innings, second: Innings) =>
  played('innings', a, b, { innings: [first, second] });
const football = (a: number, b: number, goals: [number, number]) =>
  played('goals', a, b, { goals });
const badminton = (a: number, b: number, ...sets: [number, number][]) =>
  played('sets', a, b, { sets });

describe('the rule of each sport', () => {
  it('is named under the table, and ends with the seed', () => {
    expect(tableRule('innings')).toEqual({
      key: 'net_run_rate',
      name: 'Points, then head-to-head, then net run rate',
      criteria: [
        { key: 'points', name: 'points' },
        { key: 'head_to_head', name: 'head-to-head' },
        { key: 'net_run_rate', name: 'net run rate' },
        { key: 'seed', name: 'seed' },
      ],
    });
    expect(tableRule('goals').name).toBe(
      'Points, then head-to-head, then goal difference, then goals scored',
    );
    expect(tableRule('sets').name).toBe(
      'Points, then head-to-head, then set difference, then point difference',
    );
    for (const scoring of ['text', 'points'] as const) {
      expect(tableRule(scoring)).toMatchObject({
        key: 'wins',
        name: 'Points, then head-to-head, then wins',
      });
    }
  });
});

describe('a cricket table', () => {
  // A (1), B (2) and C (3) beat each other in a circle and all beat D (4): 6 points each, and
  // 3 each between them, so net run rate decides. 20 overs a side; seeds B, C, A, D.
  const A = 1;
  const B = 2;
  const C = 3;
  const D = 4;
  const matches = [
    cricket(A, B, inn(160, 4, '20'), inn(140, 9, '20')),
    // C all out for 140 in 17.3 overs: counted as 20 overs faced by C and bowled by B.
    cricket(B, C, inn(150, 6, '20'), inn(140, 10, '17.3')),
    cricket(C, A, inn(155, 3, '18.4'), inn(151, 8, '20')),
    // D all out in 16: 20 overs faced by D, bowled by A.
    cricket(A, D, inn(180, 5, '20'), inn(120, 10, '16')),
    cricket(B, D, inn(170, 7, '20'), inn(150, 8, '20')),
    cricket(C, D, inn(145, 2, '15'), inn(144, 9, '20')),
  ];
  const seeds = [B, C, A, D];

  it('breaks a three-way tie on points and head to head by net run rate', () => {
    const { rule, rows } = sportTable(seeds, matches, { scoring: 'innings', oversPerInnings: 20 });
    expect(rule.key).toBe('net_run_rate');
    // A: 491 runs in 60 overs (8.1833), 415 conceded in 58.4 overs = 352 balls (7.0739): +1.109.
    // C: 440 runs in 322 balls, 120 of them for the all-out 140 (8.1988), 445 conceded in 60
    //    overs (7.4167): +0.782. B: 460 in 60 (7.6667), 450 in 60 (7.5): +0.167.
    // D: 414 in 60 (6.9), 495 in 55 overs = 330 balls (9.0): −2.1.
    expect(
      rows.map((r) => [r.id, r.rank, r.points, r.tiebreak.head_to_head, r.tiebreak.nrr]),
    ).toEqual([
      [A, 1, 6, 3, 1.109],
      [C, 2, 6, 3, 0.782],
      [B, 3, 6, 3, 0.167],
      [D, 4, 0, 0, -2.1],
    ]);
    expect(rows[0]!.tiebreak).toEqual({
      head_to_head: 3,
      nrr: 1.109,
      runs_for: 491,
      overs_faced: '60',
      runs_against: 415,
      overs_bowled: '58.4',
    });
    expect(rows[1]!.tiebreak).toMatchObject({ overs_faced: '53.4', overs_bowled: '60' });
  });

  it('counts the overs an all-out side batted only when the match has no quota', () => {
    // C's 140 in 17.3 overs would be 8.5993 an over faced: +1.183, ahead of A (+0.592, whose
    // bowling then counts D's 16 overs); D's 120 all out in 16 overs: −1.607.
    const { rows } = sportTable(seeds, matches, { scoring: 'innings' });
    expect(rows.map((r) => [r.id, r.tiebreak.nrr])).toEqual([
      [C, 1.183],
      [A, 0.592],
      [B, -0.159],
      [D, -1.607],
    ]);
  });
});

describe('a football table', () => {
  it('breaks a tie by goal difference, then goals scored', () => {
    // All four on 4 points and 4 between them: B and A on +2 (B scored 6, A 4), C and D on −2
    // (C scored 5, D 3). Seeds D, A, C, B would give the opposite order.
    const [A, B, C, D] = [1, 2, 3, 4];
    const matches = [
      football(A, B, [1, 1]),
      football(C, D, [2, 2]),
      football(A, C, [3, 0]),
      football(B, D, [3, 0]),
      football(A, D, [0, 1]),
      football(B, C, [2, 3]),
    ];
    const { rule, rows } = sportTable([D, A, C, B], matches, { scoring: 'goals' });
    expect(rule.name).toBe('Points, then head-to-head, then goal difference, then goals scored');
    expect(
      rows.map((r) => [r.id, r.points, r.tiebreak.goal_difference, r.tiebreak.goals_for]),
    ).toEqual([
      [B, 4, 2, 6],
      [A, 4, 2, 4],
      [C, 4, -2, 5],
      [D, 4, -2, 3],
    ]);
    expect(rows[0]!.tiebreak).toEqual({
      head_to_head: 4,
      goal_difference: 2,
      goals_for: 6,
      goals_against: 4,
    });
  });

  it('puts head to head before goal difference', () => {
    // A and B on 4 points; B's goal difference is better (+4 to 0) but A beat B.
    const [A, B, C, D] = [1, 2, 3, 4];
    const matches = [
      football(A, B, [1, 0]),
      football(C, A, [1, 0]),
      football(B, C, [5, 0]),
      football(A, D, [0, 0]),
      football(B, D, [0, 0]),
      football(D, C, [1, 0]),
    ];
    const { rows } = sportTable([B, A, C, D], matches, { scoring: 'goals' });
    expect(
      rows.map((r) => [r.id, r.points, r.tiebreak.head_to_head, r.tiebreak.goal_difference]),
    ).toEqual([
      [D, 5, 0, 1],
      [A, 4, 3, 0],
      [B, 4, 0, 4],
      [C, 3, 0, -5],
    ]);
  });
});

describe('a badminton table', () => {
  it('breaks a tie by set difference, then point difference', () => {
    // P, Q and R beat each other 2–1 in a circle and all beat S: 6 points, 3 between them.
    // Sets: P +2 (beat S 2–0), Q and R +1 (2–1); points: Q 172–158 (+14), R 155–168 (−13).
    const [P, Q, R, S] = [1, 2, 3, 4];
    const matches = [
      badminton(P, Q, [21, 15], [18, 21], [21, 19]),
      badminton(Q, R, [21, 10], [15, 21], [21, 10]),
      badminton(R, P, [21, 19], [19, 21], [22, 20]),
      badminton(P, S, [21, 5], [21, 5]),
      badminton(Q, S, [21, 18], [18, 21], [21, 18]),
      badminton(R, S, [21, 19], [10, 21], [21, 11]),
    ];
    const { rule, rows } = sportTable([R, Q, P, S], matches, { scoring: 'sets' });
    expect(rule.key).toBe('set_difference');
    expect(
      rows.map((r) => [
        r.id,
        r.points,
        r.tiebreak.head_to_head,
        r.tiebreak.set_difference,
        r.tiebreak.point_difference,
      ]),
    ).toEqual([
      [P, 6, 3, 2, 35],
      [Q, 6, 3, 1, 14],
      [R, 6, 3, 1, -13],
      [S, 0, 0, -4, -36],
    ]);
  });
});

describe('the rule of text and wrestling scores', () => {
  it('is the table as it always was: wins, and no figures from the scores', () => {
    const matches = [
      played('points', 1, 2, { points: [2, 6], decision: 'fall', winner: 0 }),
      played('points', 2, 3, { points: [8, 0], decision: 'technical_superiority' }),
      played('points', 3, 1, { points: [3, 1] }),
    ];
    const { rule, rows } = sportTable([3, 2, 1], matches, { scoring: 'points' });
    expect(rule.key).toBe('wins');
    expect(rows.map((r) => [r.id, r.rank, r.tiebreak])).toEqual([
      [3, 1, { head_to_head: 3 }],
      [2, 2, { head_to_head: 3 }],
      [1, 3, { head_to_head: 3 }],
    ]);
  });
});

describe('figures count only from scored matches of the table', () => {
  it('leaves out a walkover, an unplayed match and a score of another form', () => {
    const matches: SportMatch[] = [
      football(1, 2, [2, 0]),
      { opponent1: { id: 1, forfeit: true }, opponent2: { id: 3 } },
      { opponent1: { id: 2 }, opponent2: { id: 3 }, detail: { goals: [4, 0] } },
      { ...football(3, 2, [1, 0]), detail: { sets: [[21, 3]] } },
    ];
    const { rows } = sportTable([1, 2, 3], matches, { scoring: 'goals' });
    expect(
      rows.map((r) => [r.id, r.points, r.tiebreak.goals_for, r.tiebreak.goals_against]),
    ).toEqual([
      [3, 6, 0, 0],
      [1, 3, 2, 0],
      [2, 0, 0, 2],
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over random tables of every sport.

const QUOTA = 20;

const DETAILS: { [S in StructuredScoring]: fc.Arbitrary<ScoreOf[S]> } = {
  sets: fc
    .array(
      fc.tuple(fc.nat(25), fc.nat(25)).filter(([a, b]) => a !== b),
      { minLength: 1, maxLength: 3 },
    )
    .map((sets) => ({ sets })),
  goals: fc.tuple(fc.nat(3), fc.nat(3)).map((goals) => ({ goals })),
  innings: fc
    .array(fc.record({ runs: fc.nat(200), wickets: fc.nat(10), balls: fc.nat(QUOTA * 6) }), {
      minLength: 2,
      maxLength: 2,
    })
    .map((sides) => ({
      innings: sides.map(({ runs, wickets, balls }) => inn(runs, wickets, formatOvers(balls))) as [
        Innings,
        Innings,
      ],
    })),
  points: fc.tuple(fc.nat(6), fc.nat(6)).map((points) => ({ points })),
};

type Table = { scoring: Scoring; entrants: number[]; matches: SportMatch[] };

/** A round robin of 2 to 7 entrants: most matches scored, some unplayed, some walkovers. */
const tableArb = (scoring: Scoring): fc.Arbitrary<Table> =>
  fc.integer({ min: 2, max: 7 }).chain((n) => {
    const ids = Array.from({ length: n }, (_, i) => 10 + i);
    const pairs = ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b] as const));
    const detail =
      scoring === 'text'
        ? fc.constantFrom<StructuredScore | null>(null)
        : (DETAILS[scoring] as fc.Arbitrary<StructuredScore>);
    const match = fc.oneof(
      { weight: 8, arbitrary: fc.record({ kind: fc.constant('played' as const), detail }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('unplayed' as const) }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('walkover' as const) }) },
    );
    return fc.record({
      scoring: fc.constant(scoring),
      entrants: fc.shuffledSubarray(ids, { minLength: n, maxLength: n }),
      matches: fc
        .tuple(...pairs.map(() => fc.tuple(match, fc.boolean(), fc.constantFrom('win', 'draw'))))
        .map((specs) =>
          specs.map(([spec, swap, textResult], i): SportMatch => {
            const [a, b] = swap ? [pairs[i]![1], pairs[i]![0]] : pairs[i]!;
            if (spec.kind === 'unplayed') return { opponent1: { id: a }, opponent2: { id: b } };
            if (spec.kind === 'walkover') {
              return { opponent1: { id: a }, opponent2: { id: b, forfeit: true } };
            }
            if (spec.detail === null) {
              return {
                opponent1: { id: a, result: textResult },
                opponent2: { id: b, result: textResult === 'win' ? 'loss' : 'draw' },
              };
            }
            return played(scoring as StructuredScoring, a, b, spec.detail);
          }),
        ),
    });
  });

const SCORINGS = ['text', 'sets', 'goals', 'innings', 'points'] as const;
const anyTable = fc.constantFrom(...SCORINGS).chain(tableArb);
const tableOf = ({ scoring, entrants, matches }: Table) =>
  sportTable(entrants, matches, { scoring, oversPerInnings: QUOTA });

/** Net run rate, exactly, from the figures a row shows: [numerator, denominator > 0]. */
function exactNrr(row: SportTableRow): [number, number] {
  const t = row.tiebreak;
  const faced = parseOvers(t.overs_faced!)!;
  const bowled = parseOvers(t.overs_bowled!)!;
  const forRate = faced ? [6 * t.runs_for!, faced] : [0, 1];
  const againstRate = bowled ? [6 * t.runs_against!, bowled] : [0, 1];
  return [
    forRate[0]! * againstRate[1]! - againstRate[0]! * forRate[1]!,
    forRate[1]! * againstRate[1]!,
  ];
}

/** How `a` compares with `b` on one criterion: positive when `a` is better. */
function better(key: string, a: SportTableRow, b: SportTableRow, seed: Map<number, number>) {
  switch (key) {
    case 'points':
      return a.points - b.points;
    case 'head_to_head':
      return a.tiebreak.head_to_head - b.tiebreak.head_to_head;
    case 'wins':
      return a.won - b.won;
    case 'net_run_rate': {
      const [p, q] = exactNrr(a);
      const [r, s] = exactNrr(b);
      return p * s - r * q;
    }
    case 'seed':
      return seed.get(b.id)! - seed.get(a.id)!;
    default: {
      const field = key as 'goal_difference' | 'goals_for' | 'set_difference' | 'point_difference';
      return a.tiebreak[field]! - b.tiebreak[field]!;
    }
  }
}

describe('a table of any sport', () => {
  it('ranks every entrant once, 1 to n', () => {
    fc.assert(
      fc.property(anyTable, (table) => {
        const { rows } = tableOf(table);
        expect(rows.map((r) => r.id).sort()).toEqual([...table.entrants].sort());
        expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
      }),
      RUNS,
    );
  });

  it('orders by each criterion only where every earlier one is level', () => {
    fc.assert(
      fc.property(anyTable, (table) => {
        const { rule, rows } = tableOf(table);
        const seed = new Map(table.entrants.map((id, i) => [id, i]));
        for (let i = 0; i + 1 < rows.length; i += 1) {
          const [upper, lower] = [rows[i]!, rows[i + 1]!];
          // The first criterion that tells the two apart puts the upper row ahead: swapping
          // them would break it. The seed always tells them apart.
          const decider = rule.criteria.find((c) => better(c.key, upper, lower, seed) !== 0);
          expect(decider).toBeDefined();
          expect(better(decider!.key, upper, lower, seed)).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });

  it('puts first a side that won every match', () => {
    fc.assert(
      fc.property(
        anyTable.chain((table) =>
          fc.record({ table: fc.constant(table), champion: fc.constantFrom(...table.entrants) }),
        ),
        ({ table, champion }) => {
          const matches = table.matches.map((m): SportMatch => {
            const [a, b] = [m.opponent1!.id!, m.opponent2!.id!];
            if (a !== champion && b !== champion) return m;
            const other = a === champion ? b : a;
            const won = m.detail ? winnerOf(table.scoring as StructuredScoring, m.detail) : null;
            if (m.detail && won !== null) {
              // The champion takes the winning side of the score.
              return played(
                table.scoring as StructuredScoring,
                won === 0 ? champion : other,
                won === 0 ? other : champion,
                m.detail,
              );
            }
            return {
              opponent1: { id: champion, result: 'win' },
              opponent2: { id: other, result: 'loss' },
            };
          });
          const { rows } = tableOf({ ...table, matches });
          expect(rows[0]!.id).toBe(champion);
          expect(rows[0]!.won).toBe(table.entrants.length - 1);
        },
      ),
      RUNS,
    );
  });

  it('is the round robin table for text and wrestling scores, with head to head shown', () => {
    fc.assert(
      fc.property(fc.constantFrom('text', 'points' as const).chain(tableArb), (table) => {
        const { rows } = tableOf(table);
        const before = roundRobinTable(table.entrants, table.matches);
        expect(rows.map(({ tiebreak: _, ...row }) => row)).toEqual(before);
        expect(rows.every((r) => Object.keys(r.tiebreak).join() === 'head_to_head')).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('the figures of a table', () => {
  it('cricket: the runs and overs scored are the runs and overs conceded', () => {
    fc.assert(
      fc.property(tableArb('innings'), (table) => {
        const { rows } = tableOf(table);
        const sum = (f: (r: SportTableRow) => number) => rows.reduce((s, r) => s + f(r), 0);
        expect(sum((r) => r.tiebreak.runs_for!)).toBe(sum((r) => r.tiebreak.runs_against!));
        expect(sum((r) => parseOvers(r.tiebreak.overs_faced!)!)).toBe(
          sum((r) => parseOvers(r.tiebreak.overs_bowled!)!),
        );
        // The rate shown is the exact rate to 3 decimals.
        for (const row of rows) {
          const [p, q] = exactNrr(row);
          expect(Math.abs(row.tiebreak.nrr! - p / q)).toBeLessThanOrEqual(0.0005 + 1e-12);
        }
      }),
      RUNS,
    );
  });

  it('cricket: a side bowled out has faced its full quota, whatever overs it lasted', () => {
    fc.assert(
      fc.property(tableArb('innings'), fc.nat(QUOTA * 6), (table, balls) => {
        // Every innings all out in `balls`: each side faced and bowled 20 overs a match.
        const allOut = table.matches.map((m) =>
          m.detail && 'innings' in m.detail
            ? {
                ...m,
                detail: {
                  innings: m.detail.innings.map((i) => ({
                    ...i,
                    wickets: 10,
                    overs: formatOvers(balls),
                  })) as [Innings, Innings],
                },
              }
            : m,
        );
        const { rows } = tableOf({ ...table, matches: allOut });
        const scored = (id: number) =>
          allOut.filter(
            (m) =>
              m.detail &&
              (m.opponent1?.id === id || m.opponent2?.id === id) &&
              (m.opponent1?.result || m.opponent2?.result),
          ).length;
        for (const row of rows) {
          expect(parseOvers(row.tiebreak.overs_faced!)).toBe(scored(row.id) * QUOTA * 6);
          expect(row.tiebreak.overs_bowled).toBe(row.tiebreak.overs_faced);
        }
      }),
      RUNS,
    );
  });

  it('football and badminton: the differences sum to nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom('goals', 'sets' as const).chain(tableArb), (table) => {
        const { rows } = tableOf(table);
        const sum = (f: (r: SportTableRow) => number) => rows.reduce((s, r) => s + f(r), 0);
        if (table.scoring === 'goals') {
          expect(sum((r) => r.tiebreak.goal_difference!)).toBe(0);
          expect(sum((r) => r.tiebreak.goals_for!)).toBe(sum((r) => r.tiebreak.goals_against!));
        } else {
          expect(sum((r) => r.tiebreak.set_difference!)).toBe(0);
          expect(sum((r) => r.tiebreak.point_difference!)).toBe(0);
        }
      }),
      RUNS,
    );
  });
});
