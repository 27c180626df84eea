import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeElimination } from './placement';
import {
  bestOfThree,
  doubleBronzePlaces,
  repechageBouts,
  repechagePlaces,
  repechagePlan,
  staleRepechageResults,
  walkoverPlaces,
  type MainMatch,
  type Place,
  type ReadyBout,
  type RepechageFormat,
  type RepechagePlan,
} from './repechage';

type Slots = (string | null)[];
type Rounds = MainMatch<string>[][];

/**
 * A bracket from its round-one pairs and the winners of each round, in bracket order (a round's
 * list may stop short: those matches are not decided yet).
 */
function bracket(field: [string | null, string | null][], won: string[][]): Rounds {
  const rounds: Rounds = [field.map(([a, b], i) => ({ a, b, winner: won[0]?.[i] ?? null }))];
  for (let r = 1; rounds[r - 1]!.length > 1; r++) {
    const before = rounds[r - 1]!;
    rounds.push(
      Array.from({ length: before.length / 2 }, (_, i) => ({
        a: before[2 * i]!.winner,
        b: before[2 * i + 1]!.winner,
        winner: won[r]?.[i] ?? null,
      })),
    );
  }
  return rounds;
}

/**
 * Plays a bracket from its slots: byes go on at once, a bout's winner is `pick(round, match)`'s
 * side, and only rounds before `decided` are played.
 */
function play(slots: Slots, pick: (r: number, i: number) => boolean, decided = Infinity): Rounds {
  const rounds: Rounds = [];
  // undefined: not known yet.
  let entrants: (string | null | undefined)[] = slots;
  for (let r = 0; entrants.length > 1; r++) {
    const round: MainMatch<string>[] = [];
    const next: (string | null | undefined)[] = [];
    for (let i = 0; i < entrants.length; i += 2) {
      const a = entrants[i];
      const b = entrants[i + 1];
      let winner: string | null | undefined;
      if (a === undefined || b === undefined) winner = undefined;
      else if (a === null || b === null) winner = a ?? b;
      else winner = r < decided ? (pick(r, i / 2) ? a : b) : undefined;
      round.push({ a: a ?? null, b: b ?? null, winner: winner ?? null });
      next.push(winner);
    }
    rounds.push(round);
    entrants = next;
  }
  return rounds;
}

/** Wrestles the ready bouts one at a time until none is left; `pick` chooses side a. */
function wrestle(plan: RepechagePlan<string>, pick: (step: number) => boolean) {
  const results: Record<string, string> = {};
  const played: (ReadyBout<string> & { winner: string })[] = [];
  for (let step = 0; ; step++) {
    const ready = repechageBouts(plan, results);
    if (ready.length === 0) break;
    const bout = ready[step % ready.length]!;
    const winner = pick(step) ? bout.a : bout.b;
    results[bout.key] = winner;
    played.push({ ...bout, winner });
  }
  return { results, played };
}

const rankOf = (places: Place<string>[]) => new Map(places.map((p) => [p.id, p.rank]));
const idsAt = (places: Place<string>[], rank: number) =>
  places
    .filter((p) => p.rank === rank)
    .map((p) => p.id)
    .sort();

/** The main bracket's facts, worked out here apart from the module. */
function facts(rounds: Rounds) {
  const count = rounds.length;
  const entrants = rounds[0]!.flatMap((m) => [m.a, m.b]).filter((id) => id !== null);
  const loss = new Map<string, { round: number; by: string }>();
  rounds.forEach((round, r) =>
    round.forEach((m) => {
      if (m.a === null || m.b === null || m.winner === null) return;
      loss.set(m.winner === m.a ? m.b : m.a, { round: r, by: m.winner });
    }),
  );
  const semis = count >= 2 ? rounds[count - 2]! : [];
  const semifinalLoser = (half: number) => {
    const m = semis[half];
    return m && m.a !== null && m.b !== null ? (m.winner === m.a ? m.b : m.a) : null;
  };
  return { count, entrants, loss, semis, semifinalLoser };
}

function finalLoserOf(rounds: Rounds): string | null {
  const final = rounds[rounds.length - 1]![0]!;
  return final.a === null || final.b === null ? null : final.winner === final.a ? final.b : final.a;
}

/** Every entrant once, each place one more than the number of entrants placed above them. */
function expectValidRanking(places: Place<string>[], entrants: string[]) {
  expect(places.map((p) => p.id).sort()).toEqual([...entrants].sort());
  const ranks = places.map((p) => p.rank).sort((a, b) => a - b);
  expect(ranks).toEqual(ranks.map((rank) => 1 + ranks.findIndex((r) => r === rank)));
}

/**
 * The rules every played-out repechage keeps, checked against the bracket itself: the ladders,
 * the bouts as wrestled, the bronze bouts and the places.
 */
function expectRepechageRules(
  rounds: Rounds,
  format: RepechageFormat,
  plan: RepechagePlan<string>,
  played: (ReadyBout<string> & { winner: string })[],
  places: Place<string>[],
) {
  const { count, entrants, loss, semis, semifinalLoser } = facts(rounds);
  const seen = new Set<string>();
  const walkoverBronzes: string[] = [];
  // 3rd, or 2nd when the final had nobody on one side (a half of byes: no silver).
  const bronzeRank = finalLoserOf(rounds) === null ? 2 : 3;
  for (const ladder of plan.halves) {
    const half = ladder.half;
    expect(ladder.semifinalLoser).toBe(semifinalLoser(half));
    if (count >= 2) expect(ladder.finalist).toBe(semis[half]!.winner);
    for (const id of ladder.wrestlers) {
      // No wrestler in two ladders, and never a finalist or a semifinal loser.
      expect(seen.has(id)).toBe(false);
      seen.add(id);
      expect([semifinalLoser(0), semifinalLoser(1), ladder.finalist]).not.toContain(id);
    }
    const lostIn = ladder.wrestlers.map((id) => loss.get(id)!.round);
    if (format === 'repechage') {
      // Their only main-bracket loss was to this half's finalist, before the semifinal; in
      // round order; and everyone the finalist beat before the semifinal is there.
      for (const id of ladder.wrestlers) expect(loss.get(id)!.by).toBe(ladder.finalist);
      lostIn.forEach((r, i) => i > 0 && expect(r).toBeGreaterThan(lostIn[i - 1]!));
      expect(lostIn.every((r) => r < count - 2)).toBe(true);
      const beaten = [...loss]
        .filter(([, l]) => l.by === ladder.finalist && l.round < count - 2)
        .map(([id]) => id);
      expect([...ladder.wrestlers].sort()).toEqual(beaten.sort());
    } else {
      // The losers of the half's two quarterfinals, in bracket order, whoever beat them.
      const quarterfinals = count >= 3 ? rounds[count - 3]!.slice(2 * half, 2 * half + 2) : [];
      const losers = quarterfinals.flatMap((m) =>
        m.a === null || m.b === null ? [] : [m.winner === m.a ? m.b : m.a],
      );
      expect(ladder.wrestlers).toEqual(losers);
      expect(lostIn.every((r) => r === count - 3)).toBe(true);
    }
    // The ladder as wrestled: the first two meet, each winner meets the next one.
    let survivor: string | null = ladder.wrestlers[0] ?? null;
    ladder.wrestlers.slice(1).forEach((next, i) => {
      const bout = played.find((b) => b.key === `repechage-${half}-${i + 1}`)!;
      expect([bout.a, bout.b].sort()).toEqual([survivor, next].sort());
      survivor = bout.winner;
    });
    // The bronze bout pairs the ladder's winner with the OTHER half's semifinal loser.
    const otherLoser = semifinalLoser(1 - half);
    const bronze = played.find((b) => b.key === `bronze-${half}`);
    if (survivor !== null && otherLoser !== null) {
      expect([bronze!.a, bronze!.b].sort()).toEqual([survivor, otherLoser].sort());
    } else {
      expect(bronze).toBeUndefined();
      const alone = survivor ?? otherLoser;
      if (alone !== null) {
        expect(places.find((p) => p.id === alone)).toEqual({
          id: alone,
          rank: bronzeRank,
          walkover: true,
        });
        walkoverBronzes.push(alone);
      }
    }
  }

  expectValidRanking(places, entrants);
  const final = rounds[count - 1]![0]!;
  expect(idsAt(places, 1)).toEqual([final.winner]);
  // A final with nobody on one side (a half of byes) has no silver: the next place is 2nd.
  const finalLoser = finalLoserOf(rounds);
  if (finalLoser !== null) expect(idsAt(places, 2)).toEqual([finalLoser]);
  const bronzes = played.filter((b) => b.stage === 'bronze');
  // The bronzes: the bronze bouts' winners and the walkovers, and nobody else. With none (a
  // lone pair whose loser fell before the quarterfinals), the place goes to whoever ranks next.
  const bronzeIds = [...bronzes.map((b) => b.winner), ...walkoverBronzes];
  if (bronzeIds.length > 0) expect(idsAt(places, bronzeRank)).toEqual(bronzeIds.sort());
  else expect(places.filter((p) => p.rank === bronzeRank && p.walkover)).toEqual([]);
  expect(plan.bronzeBouts.filter((b) => b.kind !== 'none')).toHaveLength(bronzeIds.length);
  // The bronze bouts' losers come next (5th once there are a gold, a silver and two bronzes).
  const bronzeLosers = bronzes.map((b) => (b.winner === b.a ? b.b : b.a)).sort();
  const next = bronzeRank + bronzeIds.length;
  if (bronzeLosers.length > 0) expect(idsAt(places, next)).toEqual(bronzeLosers);
  // Everyone who took part in the repechage ranks above everyone who did not.
  const inRepechage = new Set([
    ...plan.halves.flatMap((l) => l.wrestlers),
    ...plan.halves.map((l) => l.semifinalLoser),
  ]);
  const ranks = rankOf(places);
  const worstIn = Math.max(
    ...[...inRepechage].flatMap((id) => (id === null ? [] : [ranks.get(id)!])),
  );
  const others = entrants.filter((id) => !inRepechage.has(id) && ranks.get(id)! > 2);
  expect(others.every((id) => ranks.get(id)! > worstIn)).toBe(true);
}

// ---------------------------------------------------------------------------------------------
// A 16-wrestler bracket, checked by hand.
//
//   Round 1            Quarterfinals      Semifinals     Final
//   Aman    v Bhim     Aman               Aman           Om
//   Chetan  v Dev      Dev      } Aman    } Aman
//   Eklavya v Farhan   Eklavya            }        } Om
//   Gaurav  v Harsh    Harsh    } Harsh
//   Inder   v Jatin    Inder              Om
//   Karan   v Lakshay  Lakshay  } Lakshay
//   Manoj   v Naveen   Naveen             } Om
//   Om      v Pawan    Om       } Om
//
// Finalists: Aman (top half), Om (bottom half). Aman beat Bhim (round 1) and Dev (quarterfinal)
// before his semifinal against Harsh; Om beat Pawan and Naveen before his against Lakshay.
// UWW ladders: top [Bhim, Dev], bottom [Pawan, Naveen]; each ladder's winner meets the OTHER
// half's semifinal loser: top's winner v Lakshay, bottom's winner v Harsh.

const FIELD: [string, string][] = [
  ['Aman', 'Bhim'],
  ['Chetan', 'Dev'],
  ['Eklavya', 'Farhan'],
  ['Gaurav', 'Harsh'],
  ['Inder', 'Jatin'],
  ['Karan', 'Lakshay'],
  ['Manoj', 'Naveen'],
  ['Om', 'Pawan'],
];
const WON = [
  ['Aman', 'Dev', 'Eklavya', 'Harsh', 'Inder', 'Lakshay', 'Naveen', 'Om'],
  ['Aman', 'Harsh', 'Lakshay', 'Om'],
  ['Aman', 'Om'],
  ['Om'],
];
const SIXTEEN = bracket(FIELD, WON);

describe('repechagePlan (UWW): a worked example of sixteen', () => {
  it('waits for both semifinals', () => {
    expect(repechagePlan(bracket(FIELD, WON.slice(0, 2)))).toBeNull();
    expect(repechagePlan(bracket(FIELD, [...WON.slice(0, 2), ['Aman']]))).toBeNull();
    expect(repechagePlan(bracket(FIELD, WON.slice(0, 3)))).not.toBeNull();
  });

  it('puts everyone each finalist beat before the semifinal in that half’s ladder', () => {
    const plan = repechagePlan(SIXTEEN)!;
    expect(plan.halves).toEqual([
      {
        half: 0,
        finalist: 'Aman',
        semifinalLoser: 'Harsh',
        wrestlers: ['Bhim', 'Dev'],
        bouts: [{ key: 'repechage-0-1', half: 0, a: { entrant: 'Bhim' }, b: { entrant: 'Dev' } }],
        winner: { winnerOf: 'repechage-0-1' },
      },
      {
        half: 1,
        finalist: 'Om',
        semifinalLoser: 'Lakshay',
        wrestlers: ['Pawan', 'Naveen'],
        bouts: [
          { key: 'repechage-1-1', half: 1, a: { entrant: 'Pawan' }, b: { entrant: 'Naveen' } },
        ],
        winner: { winnerOf: 'repechage-1-1' },
      },
    ]);
    expect(plan.bronzeBouts).toEqual([
      {
        key: 'bronze-0',
        half: 0,
        ladderWinner: { winnerOf: 'repechage-0-1' },
        semifinalLoser: 'Lakshay',
        kind: 'bout',
      },
      {
        key: 'bronze-1',
        half: 1,
        ladderWinner: { winnerOf: 'repechage-1-1' },
        semifinalLoser: 'Harsh',
        kind: 'bout',
      },
    ]);
  });

  it('offers the bouts as they become ready and places everyone once the final is in', () => {
    const plan = repechagePlan(SIXTEEN)!;
    expect(repechageBouts(plan, {})).toEqual([
      { key: 'repechage-0-1', half: 0, stage: 'repechage', a: 'Bhim', b: 'Dev' },
      { key: 'repechage-1-1', half: 1, stage: 'repechage', a: 'Pawan', b: 'Naveen' },
    ]);
    const results: Record<string, string> = { 'repechage-0-1': 'Bhim' };
    expect(repechageBouts(plan, results)).toEqual([
      { key: 'repechage-1-1', half: 1, stage: 'repechage', a: 'Pawan', b: 'Naveen' },
      { key: 'bronze-0', half: 0, stage: 'bronze', a: 'Bhim', b: 'Lakshay' },
    ]);
    results['repechage-1-1'] = 'Naveen';
    results['bronze-0'] = 'Bhim';
    expect(repechageBouts(plan, results)).toEqual([
      { key: 'bronze-1', half: 1, stage: 'bronze', a: 'Naveen', b: 'Harsh' },
    ]);
    expect(repechagePlaces(SIXTEEN, plan, results)).toBeNull();
    results['bronze-1'] = 'Harsh';
    expect(repechageBouts(plan, results)).toEqual([]);

    // The repechage may end before the final: no places until the final is decided too.
    const beforeFinal = bracket(FIELD, WON.slice(0, 3));
    expect(repechagePlaces(beforeFinal, repechagePlan(beforeFinal)!, results)).toBeNull();

    const places = repechagePlaces(SIXTEEN, plan, results)!;
    expect(places.map((p) => [p.rank, p.id])).toEqual([
      [1, 'Om'],
      [2, 'Aman'],
      [3, 'Bhim'],
      [3, 'Harsh'],
      [5, 'Lakshay'],
      [5, 'Naveen'],
      // Lost the last (here the only) repechage bout of each half.
      [7, 'Dev'],
      [7, 'Pawan'],
      // Quarterfinal losers outside the repechage (beaten by Harsh and Lakshay).
      [9, 'Eklavya'],
      [9, 'Inder'],
      // The other first-round losers.
      [11, 'Chetan'],
      [11, 'Farhan'],
      [11, 'Gaurav'],
      [11, 'Jatin'],
      [11, 'Karan'],
      [11, 'Manoj'],
    ]);
    expect(places.every((p) => !p.walkover)).toBe(true);
  });

  it('does not count a bye: a finalist’s bye adds nobody to the ladder', () => {
    const field = FIELD.map((pair, i): [string, string | null] =>
      i === 0 ? ['Aman', null] : pair,
    );
    const rounds = bracket(field, [['Aman', ...WON[0]!.slice(1)], ...WON.slice(1)]);
    const plan = repechagePlan(rounds)!;
    expect(plan.halves[0].wrestlers).toEqual(['Dev']);
    expect(plan.halves[0].bouts).toEqual([]);
    expect(repechageBouts(plan, {})).toEqual([
      { key: 'repechage-1-1', half: 1, stage: 'repechage', a: 'Pawan', b: 'Naveen' },
      { key: 'bronze-0', half: 0, stage: 'bronze', a: 'Dev', b: 'Lakshay' },
    ]);
    const places = repechagePlaces(rounds, plan, {
      'repechage-1-1': 'Pawan',
      'bronze-0': 'Lakshay',
      'bronze-1': 'Harsh',
    })!;
    expect(idsAt(places, 3)).toEqual(['Harsh', 'Lakshay']);
    expect(idsAt(places, 5)).toEqual(['Dev', 'Pawan']);
    expect(idsAt(places, 7)).toEqual(['Naveen']);
    expect(places).toHaveLength(15);
  });
});

describe('repechagePlan (UWW): walkover bronzes and tiny brackets', () => {
  // Five in eight slots: Anil, Dinesh and Ejaz have byes; Balu beats Chandan, then Anil.
  //   Anil v –, Balu v Chandan | Dinesh v –, Ejaz v –
  const five = bracket(
    [
      ['Anil', null],
      ['Balu', 'Chandan'],
      ['Dinesh', null],
      ['Ejaz', null],
    ],
    [['Anil', 'Balu', 'Dinesh', 'Ejaz'], ['Balu', 'Ejaz'], ['Ejaz']],
  );

  it('gives the other half’s semifinal loser a walkover bronze when a finalist beat only byes', () => {
    const plan = repechagePlan(five)!;
    expect(plan.halves.map((l) => l.wrestlers)).toEqual([['Chandan'], []]);
    expect(plan.bronzeBouts).toEqual([
      {
        key: 'bronze-0',
        half: 0,
        ladderWinner: { entrant: 'Chandan' },
        semifinalLoser: 'Dinesh',
        kind: 'bout',
      },
      // Ejaz came through a bye: no ladder in the bottom half, so Anil takes bronze unopposed.
      { key: 'bronze-1', half: 1, ladderWinner: null, semifinalLoser: 'Anil', kind: 'walkover' },
    ]);
    expect(repechageBouts(plan, {})).toEqual([
      { key: 'bronze-0', half: 0, stage: 'bronze', a: 'Chandan', b: 'Dinesh' },
    ]);
    // A result for a walkover is no bout's result.
    expect(staleRepechageResults(plan, { 'bronze-1': 'Anil' })).toEqual(['bronze-1']);
    expect(repechagePlaces(five, plan, { 'bronze-0': 'Dinesh' })).toEqual([
      { id: 'Ejaz', rank: 1, walkover: false },
      { id: 'Balu', rank: 2, walkover: false },
      { id: 'Anil', rank: 3, walkover: true },
      { id: 'Dinesh', rank: 3, walkover: false },
      { id: 'Chandan', rank: 5, walkover: false },
    ]);
  });

  it('with four, both semifinal losers take bronze without a bout', () => {
    const four = bracket(
      [
        ['A', 'B'],
        ['C', 'D'],
      ],
      [['A', 'D'], ['D']],
    );
    const plan = repechagePlan(four)!;
    expect(plan.bronzeBouts.map((b) => [b.kind, b.semifinalLoser])).toEqual([
      ['walkover', 'C'],
      ['walkover', 'B'],
    ]);
    expect(repechageBouts(plan, {})).toEqual([]);
    expect(repechagePlaces(four, plan, {})!.map((p) => [p.id, p.rank, p.walkover])).toEqual([
      ['D', 1, false],
      ['A', 2, false],
      ['B', 3, true],
      ['C', 3, true],
    ]);
  });

  it('with three, one bronze; with two, none', () => {
    const three = bracket(
      [
        ['A', null],
        ['B', 'C'],
      ],
      [['A', 'C'], ['A']],
    );
    const plan = repechagePlan(three)!;
    expect(plan.bronzeBouts.map((b) => b.kind)).toEqual(['walkover', 'none']);
    expect(repechagePlaces(three, plan, {})).toEqual([
      { id: 'A', rank: 1, walkover: false },
      { id: 'C', rank: 2, walkover: false },
      { id: 'B', rank: 3, walkover: true },
    ]);
    const two = bracket([['A', 'B']], [['B']]);
    const twoPlan = repechagePlan(two)!;
    expect(twoPlan.bronzeBouts.map((b) => b.kind)).toEqual(['none', 'none']);
    expect(twoPlan.halves.map((l) => l.finalist)).toEqual(['A', 'B']);
    expect(repechagePlaces(two, twoPlan, {})!.map((p) => [p.id, p.rank])).toEqual([
      ['B', 1],
      ['A', 2],
    ]);
  });
});

describe('repechagePlan (judo, quarterfinal repechage)', () => {
  it('pits each half’s quarterfinal losers, the winner against the other half’s semifinal loser', () => {
    const plan = repechagePlan(SIXTEEN, 'quarterfinal_repechage')!;
    // Quarterfinal losers: Dev, Eklavya (top), Inder, Naveen (bottom); whoever beat them.
    expect(plan.halves.map((l) => l.wrestlers)).toEqual([
      ['Dev', 'Eklavya'],
      ['Inder', 'Naveen'],
    ]);
    expect(repechageBouts(plan, {})).toEqual([
      { key: 'repechage-0-1', half: 0, stage: 'repechage', a: 'Dev', b: 'Eklavya' },
      { key: 'repechage-1-1', half: 1, stage: 'repechage', a: 'Inder', b: 'Naveen' },
    ]);
    const results = { 'repechage-0-1': 'Eklavya', 'repechage-1-1': 'Inder' };
    expect(repechageBouts(plan, results)).toEqual([
      { key: 'bronze-0', half: 0, stage: 'bronze', a: 'Eklavya', b: 'Lakshay' },
      { key: 'bronze-1', half: 1, stage: 'bronze', a: 'Inder', b: 'Harsh' },
    ]);
    const places = repechagePlaces(SIXTEEN, plan, {
      ...results,
      'bronze-0': 'Lakshay',
      'bronze-1': 'Inder',
    })!;
    expect(places.slice(0, 8).map((p) => [p.rank, p.id])).toEqual([
      [1, 'Om'],
      [2, 'Aman'],
      [3, 'Inder'],
      [3, 'Lakshay'],
      [5, 'Eklavya'],
      [5, 'Harsh'],
      [7, 'Dev'],
      [7, 'Naveen'],
    ]);
    // The first-round losers (Bhim and Pawan lost to finalists, but judo does not bring them back).
    expect(idsAt(places, 9)).toHaveLength(8);
    expect(idsAt(places, 9)).toContain('Bhim');
  });

  it('below eight slots has no quarterfinals and falls back to double bronze', () => {
    const four = bracket(
      [
        ['A', 'B'],
        ['C', 'D'],
      ],
      [['A', 'D'], ['D']],
    );
    const plan = repechagePlan(four, 'quarterfinal_repechage')!;
    expect(plan.halves.every((l) => l.wrestlers.length === 0)).toBe(true);
    expect(repechagePlaces(four, plan, {})!.map((p) => [p.id, p.rank])).toEqual(
      doubleBronzePlaces(four)!.map((p) => [p.id, p.rank]),
    );
  });
});

describe('doubleBronzePlaces (boxing, taekwondo)', () => {
  it('makes both semifinal losers 3rd and the quarterfinal losers 5th', () => {
    const places = doubleBronzePlaces(SIXTEEN)!;
    expect(places.map((p) => p.rank)).toEqual([1, 2, 3, 3, 5, 5, 5, 5, ...Array(8).fill(9)]);
    expect(idsAt(places, 3)).toEqual(['Harsh', 'Lakshay']);
    expect(idsAt(places, 5)).toEqual(['Dev', 'Eklavya', 'Inder', 'Naveen']);
    expect(doubleBronzePlaces(bracket(FIELD, WON.slice(0, 3)))).toBeNull();
  });
});

describe('walkoverPlaces and bestOfThree', () => {
  it('makes a lone entrant champion, marked as a walkover', () => {
    expect(walkoverPlaces(['Sakshi'])).toEqual([{ id: 'Sakshi', rank: 1, walkover: true }]);
    expect(() => walkoverPlaces([])).toThrow(/lone entrant/);
    expect(() => walkoverPlaces(['A', 'B'])).toThrow(/lone entrant/);
    // A one-entrant bracket of two slots says the same.
    const alone = bracket([['Sakshi', null]], [['Sakshi']]);
    expect(doubleBronzePlaces(alone)).toEqual([{ id: 'Sakshi', rank: 1, walkover: true }]);
  });

  it('ends a best of three at two wins, with a third match only after 1–1', () => {
    const pair = ['Vinesh', 'Anshu'] as const;
    expect(bestOfThree(pair, [])).toEqual({
      wins: [0, 0],
      winner: null,
      thirdMatchNeeded: null,
      nextMatch: 1,
      places: null,
    });
    expect(bestOfThree(pair, ['Anshu'])).toMatchObject({ winner: null, nextMatch: 2 });
    expect(bestOfThree(pair, ['Anshu', 'Anshu'])).toEqual({
      wins: [0, 2],
      winner: 'Anshu',
      thirdMatchNeeded: false,
      nextMatch: null,
      places: [
        { id: 'Anshu', rank: 1, walkover: false },
        { id: 'Vinesh', rank: 2, walkover: false },
      ],
    });
    expect(bestOfThree(pair, ['Anshu', 'Vinesh'])).toMatchObject({
      winner: null,
      thirdMatchNeeded: true,
      nextMatch: 3,
    });
    expect(bestOfThree(pair, ['Anshu', 'Vinesh', 'Vinesh'])).toMatchObject({
      wins: [2, 1],
      winner: 'Vinesh',
      thirdMatchNeeded: true,
      nextMatch: null,
    });
    expect(() => bestOfThree(pair, ['Anshu', 'Anshu', 'Vinesh'])).toThrow(/after the series/);
    expect(() => bestOfThree(pair, ['Geeta'])).toThrow(/not in the series/);
    expect(() => bestOfThree(['A', 'A'], [])).toThrow(/two different/);
  });
});

describe('a main bracket that does not hold together is refused', () => {
  it('checks the rounds’ sizes, the winners and the entrants', () => {
    expect(() => repechagePlan([])).toThrow(/at least one round/);
    expect(() => repechagePlan([[{ a: 'A', b: 'B', winner: 'A' }], []])).toThrow(
      /Round 1 of 2 has 1 matches/,
    );
    const rounds = bracket(FIELD, WON);
    rounds[0]![1] = { a: 'Chetan', b: 'Dev', winner: 'Gita' };
    expect(() => repechagePlan(rounds)).toThrow(/Round 1, match 2: Gita is not in the match/);
    const wrongNext = bracket(FIELD, WON);
    wrongNext[1]![0] = { a: 'Bhim', b: 'Dev', winner: 'Bhim' };
    expect(() => repechagePlan(wrongNext)).toThrow(/Round 2, match 1: Bhim did not win/);
    const twice = bracket(FIELD, WON);
    twice[0]![7] = { a: 'Om', b: 'Aman', winner: 'Om' };
    expect(() => repechagePlan(twice)).toThrow(/twice/);
    const bye = bracket([['A', null]], []);
    bye[0]![0]!.winner = 'B';
    expect(() => repechagePlan(bye)).toThrow(/B had a bye/);
  });

  it('names the results a correction left behind, and refuses to go on with them', () => {
    const plan = repechagePlan(SIXTEEN)!;
    const results = {
      'repechage-0-1': 'Dev',
      'repechage-1-1': 'Naveen',
      'bronze-0': 'Dev',
      'bronze-1': 'Harsh',
    };
    expect(staleRepechageResults(plan, results)).toEqual([]);
    // Harsh beat Aman after all: Harsh is the top finalist and his ladder is [Gaurav, Eklavya].
    const corrected = bracket(FIELD, [WON[0]!, WON[1]!, ['Harsh', 'Om'], ['Om']]);
    const again = repechagePlan(corrected)!;
    expect(again.halves[0].wrestlers).toEqual(['Gaurav', 'Eklavya']);
    // The bottom ladder stands; bronze-1 now pairs its winner, Naveen, with Aman.
    expect(staleRepechageResults(again, results)).toEqual([
      'repechage-0-1',
      'bronze-0',
      'bronze-1',
    ]);
    expect(() => repechageBouts(again, results)).toThrow(/repechage-0-1, bronze-0, bronze-1/);
    expect(() => repechagePlaces(corrected, plan, {})).toThrow(/not the main bracket’s/);
    expect(staleRepechageResults(again, { 'repechage-9-9': 'Om' })).toEqual(['repechage-9-9']);
  });

  it('ranks a lone pair in one quarter of sixteen 1st and 2nd, with no bronze (judo)', () => {
    // The counterexample CI found: the loser fell in round one, before any quarterfinal, so the
    // judo repechage has nobody, and with no bronze the loser is simply the next place.
    const slots: Slots = Array.from({ length: 16 }, (_, i) =>
      i === 8 || i === 9 ? `e${i}` : null,
    );
    const rounds = play(slots, () => false);
    const plan = repechagePlan(rounds, 'quarterfinal_repechage')!;
    expect(plan.halves.flatMap((l) => l.wrestlers)).toEqual([]);
    expect(repechageBouts(plan, {})).toEqual([]);
    expect(repechagePlaces(rounds, plan, {})).toEqual([
      { id: 'e9', rank: 1, walkover: true }, // the final had nobody on the other side
      { id: 'e8', rank: 2, walkover: false },
    ]);
  });

  it('takes a plan that went through a jsonb column, keys reordered', () => {
    const plan = repechagePlan(SIXTEEN)!;
    const reordered = JSON.parse(
      JSON.stringify(plan, (_, v: unknown) =>
        v !== null && typeof v === 'object' && !Array.isArray(v)
          ? Object.fromEntries(Object.entries(v).reverse())
          : v,
      ),
    ) as RepechagePlan<string>;
    const results = {
      'repechage-0-1': 'Bhim',
      'repechage-1-1': 'Naveen',
      'bronze-0': 'Bhim',
      'bronze-1': 'Harsh',
    };
    expect(repechagePlaces(SIXTEEN, reordered, results)).toEqual(
      repechagePlaces(SIXTEEN, plan, results),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over random brackets of 2 to 64 entrants, with the byes the draw gives them.

const RUNS = { numRuns: 300 };
const picksArb = fc.array(fc.boolean(), { minLength: 64, maxLength: 64 });
/** The counterexample CI found (seed 488955462): two entrants in one quarter of sixteen. */
const LONE_PAIR_IN_A_QUARTER: [Slots, boolean[], boolean[]] = [
  Array.from({ length: 16 }, (_, i) => (i === 8 || i === 9 ? `e${i}` : null)),
  Array<boolean>(64).fill(false),
  Array<boolean>(64).fill(false),
];
const drawnArb = fc.record({ n: fc.integer({ min: 2, max: 64 }), main: picksArb, rep: picksArb });
const ids = (n: number) => Array.from({ length: n }, (_, i) => `e${i}`);
const drawSlots = (n: number): Slots =>
  placeElimination(
    ids(n).map((id) => ({ id, organisation: null })),
    { spread: false },
  );
const pickFrom = (picks: boolean[]) => (r: number, i: number) =>
  picks[(r * 31 + i) % picks.length]!;

/** Any layout of 2 to 64 slots, byes anywhere (two in a pair too), at least two entrants. */
const anyLayoutArb = fc
  .integer({ min: 1, max: 6 })
  .chain((log) => fc.array(fc.boolean(), { minLength: 2 ** log, maxLength: 2 ** log }))
  .filter((open) => open.filter(Boolean).length >= 2)
  .map((open) => open.map((filled, i) => (filled ? `e${i}` : null)));

describe.each<RepechageFormat>(['repechage', 'quarterfinal_repechage'])(
  '%s: properties',
  (format) => {
    it('gives one gold, one silver, two bronzes (one of three, none of two) and a valid ranking', () => {
      fc.assert(
        fc.property(drawnArb, ({ n, main, rep }) => {
          const rounds = play(drawSlots(n), pickFrom(main));
          const plan = repechagePlan(rounds, format)!;
          const { results, played } = wrestle(plan, (step) => rep[step % rep.length]!);
          const places = repechagePlaces(rounds, plan, results)!;
          expect(places).not.toBeNull();
          expectRepechageRules(rounds, format, plan, played, places);
          expect(idsAt(places, 3)).toHaveLength(n >= 4 ? 2 : n === 3 ? 1 : 0);
          // Each bout was offered once and the number of bouts is what the ladders need.
          const ladderBouts = plan.halves.reduce(
            (sum, l) => sum + Math.max(0, l.wrestlers.length - 1),
            0,
          );
          const bronzeBouts = plan.bronzeBouts.filter((b) => b.kind === 'bout').length;
          expect(new Set(played.map((b) => b.key)).size).toBe(played.length);
          expect(played).toHaveLength(ladderBouts + bronzeBouts);
        }),
        RUNS,
      );
    });

    it('keeps its rules when byes fall anywhere, even two in a pair', () => {
      fc.assert(
        fc.property(anyLayoutArb, picksArb, picksArb, (slots, main, rep) => {
          const rounds = play(slots, pickFrom(main));
          const plan = repechagePlan(rounds, format)!;
          const { results, played } = wrestle(plan, (step) => rep[step % rep.length]!);
          expectRepechageRules(
            rounds,
            format,
            plan,
            played,
            repechagePlaces(rounds, plan, results)!,
          );
        }),
        { ...RUNS, examples: [LONE_PAIR_IN_A_QUARTER] },
      );
    });

    it('has a plan exactly once both semifinals are decided, and places only once all is', () => {
      fc.assert(
        fc.property(drawnArb, fc.integer({ min: 0, max: 6 }), ({ n, main, rep }, decided) => {
          const rounds = play(drawSlots(n), pickFrom(main), decided);
          const semis = rounds.length >= 2 ? rounds[rounds.length - 2]! : [];
          const plan = repechagePlan(rounds, format);
          expect(plan === null).toBe(semis.some((m) => m.winner === null));
          if (plan === null) return;
          const finalDecided = rounds[rounds.length - 1]![0]!.winner !== null;
          const results: Record<string, string> = {};
          for (let step = 0; ; step++) {
            const ready = repechageBouts(plan, results);
            if (ready.length === 0) break;
            expect(repechagePlaces(rounds, plan, results)).toBeNull();
            const bout = ready[0]!;
            results[bout.key] = rep[step % rep.length]! ? bout.a : bout.b;
          }
          expect(repechagePlaces(rounds, plan, results) === null).toBe(!finalDecided);
        }),
        RUNS,
      );
    });
  },
);

describe('doubleBronzePlaces: properties', () => {
  it('ranks by the round of the loss: 1, 2, 3, 3, 5 ×4, … a valid ranking', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          drawnArb.map(({ n }) => drawSlots(n)),
          anyLayoutArb,
        ),
        picksArb,
        (slots, main) => {
          const rounds = play(slots, pickFrom(main));
          const { entrants, loss } = facts(rounds);
          const places = doubleBronzePlaces(rounds)!;
          expectValidRanking(places, entrants);
          const reached = (id: string) => loss.get(id)?.round ?? Infinity;
          for (const p of places) {
            const ahead = entrants.filter((id) => reached(id) > reached(p.id)).length;
            expect(p.rank).toBe(1 + ahead);
          }
          // With both semifinals wrestled, their losers share 3rd.
          const semifinalLosers = [...loss].filter(([, l]) => l.round === rounds.length - 2);
          if (rounds.length >= 2 && rounds[rounds.length - 2]!.every((m) => m.a && m.b)) {
            expect(idsAt(places, 3)).toEqual(semifinalLosers.map(([id]) => id).sort());
          }
        },
      ),
      RUNS,
    );
  });
});
