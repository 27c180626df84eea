/**
 * The Swiss system (issue 30), the one rule for pairing a chess-like event's rounds and for its
 * standings: every round pairs entrants of equal score, nobody meets the same opponent twice, and
 * an odd entrant out has a bye. Pure and isomorphic; the draws store the rounds it pairs.
 *
 * It follows the FIDE Dutch system, simplified (decision 046). Kept:
 * - Scores: 1 a win, ½ a draw, 0 a loss, 1 a bye. The pairing order is score, then seed (the
 *   order of `entrants`, best first); tie-breaks play no part in pairing, as in the Dutch rules.
 * - Score groups are paired top half against bottom half: in a group of 8, 1st v 5th, 2nd v 6th,
 *   3rd v 7th, 4th v 8th. An odd group floats its lowest-ranked entrant down to meet the first of
 *   the next group, whose others then pair the same way.
 * - Absolute: never a rematch, and nobody has a second bye while an entrant in the round has had
 *   none. The bye goes to the lowest-ranked (lowest score, then lowest seed) of those with the
 *   fewest byes whose bye leaves the others a pairing without a rematch.
 * - One maximum-weight perfect matching (Edmonds' blossom algorithm, `edmonds-blossom-fixed`) over
 *   the pairs not yet played chooses the round, so a pairing without a rematch is found whenever
 *   one exists. Its weights rank pairings by, in this order: the sum of the pairs' squared score
 *   differences (fewest floaters, floating as short a way as they can: one float over two score
 *   steps is worse than two floats of one step); floats lower in the standings before higher ones
 *   (the top groups are paired first); floaters meeting the next group's first entrants, in order;
 *   no two of one half paired together (an exchange) where a transposition will do; the pairs'
 *   distance from top half v bottom half, the top half's first counting most (the first Dutch
 *   transposition in the usual cases).
 *
 * Not implemented: colours and colour preferences (our sports have none); floaters' history (the
 * Dutch rules avoid floating the same entrant in consecutive rounds); the exact Dutch sequence of
 * transpositions and exchanges, and its bracket-by-bracket order (the weights above approximate
 * both over the whole round at once); the completion rule (pairing so that later rounds can still
 * be paired: a late round may have no pairing left, and `pairRound` says so with `NoSwissPairing`);
 * half-point byes, accelerated pairings and forfeit-specific scoring (a walkover is a win).
 */
import blossom from 'edmonds-blossom-fixed';

export type SwissId = string | number;
/** Who won: side a, side b, or a draw. A bye (`b: null`) is 1 point whatever its `result`. */
export type SwissResult = 'a' | 'b' | 'draw';
export type SwissMatch<Id extends SwissId> = { a: Id; b: Id | null; result: SwissResult };
export type SwissPairing<Id extends SwissId> = { pairs: Array<[Id, Id]>; bye: Id | null };

export const SWISS_TIEBREAK_RULE = 'Score, then Buchholz, then Sonneborn-Berger';

export type SwissStanding<Id extends SwissId> = {
  id: Id;
  /** 1 for the first; every entrant has a place of their own (ties end at the seed). */
  rank: number;
  score: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  byes: number;
  tiebreak: { buchholz: number; sonnebornBerger: number };
};

/** The round cannot be paired without a rematch or an unfair second bye. */
export class NoSwissPairing extends Error {
  constructor(round: number) {
    super(`Round ${round} cannot be paired without a rematch or a second bye.`);
    this.name = 'NoSwissPairing';
  }
}

/**
 * How many rounds: recommended ⌈log₂ n⌉ (at least 1), enough for one entrant to be alone on top;
 * at most n − 1 for an even field, n for an odd one (each round somebody sits out), when everyone
 * would have met everyone. A field may run out of rematch-free pairings before that maximum.
 */
export function swissRounds(entrants: number): { recommended: number; max: number } {
  if (entrants < 1) return { recommended: 0, max: 0 };
  const max = entrants % 2 === 0 ? entrants - 1 : entrants;
  return { recommended: Math.max(1, Math.ceil(Math.log2(entrants))), max };
}

type Game<Id> = { opponent: Id; points: number };
type Tally<Id> = { score: number; byes: number; games: Game<Id>[] };

/** Everyone's score, byes and games (entrants who left the event included, for Buchholz). */
function tally<Id extends SwissId>(played: readonly SwissMatch<Id>[]): Map<Id, Tally<Id>> {
  const tallies = new Map<Id, Tally<Id>>();
  const of = (id: Id) => {
    let t = tallies.get(id);
    if (!t) tallies.set(id, (t = { score: 0, byes: 0, games: [] }));
    return t;
  };
  for (const { a, b, result } of played) {
    if (b === null) {
      of(a).score += 1;
      of(a).byes += 1;
      continue;
    }
    if (a === b) throw new Error(`An entrant cannot play themselves (${a}).`);
    const pointsA = result === 'a' ? 1 : result === 'draw' ? 0.5 : 0;
    of(a).score += pointsA;
    of(b).score += 1 - pointsA;
    of(a).games.push({ opponent: b, points: pointsA });
    of(b).games.push({ opponent: a, points: 1 - pointsA });
  }
  return tallies;
}

const NONE: Tally<never> = { score: 0, byes: 0, games: [] };

/**
 * The next round's pairs, each [higher-ranked, lower-ranked], board 1 first, and the bye (odd
 * fields only). `entrants` are the ids in seed order (best first) of those still in the event,
 * `played` the finished matches of the earlier rounds (byes as `{a, b: null}`), `round` the round
 * being paired (1 for the first). Throws `NoSwissPairing` when no pairing keeps the rules.
 */
export function pairRound<Id extends SwissId>({
  entrants,
  played,
  round,
}: {
  entrants: readonly Id[];
  played: readonly SwissMatch<Id>[];
  round: number;
}): SwissPairing<Id> {
  if (!Number.isInteger(round) || round < 1) throw new Error(`No round ${round}.`);
  if (new Set(entrants).size !== entrants.length) throw new Error('An entrant is listed twice.');
  const tallies = tally(played);
  const of = (id: Id) => tallies.get(id) ?? NONE;
  for (const id of entrants) {
    const t = of(id);
    if (t.games.length + t.byes > round - 1) {
      throw new Error(`${id} has more results than rounds before round ${round}.`);
    }
  }
  const met = new Set<string>();
  const key = (x: Id, y: Id) => JSON.stringify(String(x) < String(y) ? [x, y] : [y, x]);
  for (const [id, t] of tallies) for (const g of t.games) met.add(key(id, g.opponent));

  const seed = new Map(entrants.map((id, i) => [id, i]));
  const order = [...entrants].sort(
    (x, y) => of(y).score - of(x).score || seed.get(x)! - seed.get(y)!,
  );
  const pairPool = (pool: Id[]) =>
    pairScoreGroups(
      pool,
      (id) => of(id).score,
      (x, y) => met.has(key(x, y)),
    );

  if (order.length % 2 === 0) {
    const pairs = pairPool(order);
    if (!pairs) throw new NoSwissPairing(round);
    return { pairs, bye: null };
  }
  const fewest = Math.min(...order.map((id) => of(id).byes));
  for (let i = order.length - 1; i >= 0; i--) {
    const candidate = order[i]!;
    if (of(candidate).byes !== fewest) continue;
    const pairs = pairPool(order.filter((id) => id !== candidate));
    if (pairs) return { pairs, bye: candidate };
  }
  throw new NoSwissPairing(round);
}

/**
 * A perfect pairing of `pool` (in pairing order, even in number) without a rematch, the best by
 * the Dutch preferences in the module comment, or null if every perfect pairing has a rematch.
 */
function pairScoreGroups<Id extends SwissId>(
  pool: Id[],
  scoreOf: (id: Id) => number,
  met: (x: Id, y: Id) => boolean,
): Array<[Id, Id]> | null {
  const n = pool.length;
  if (n === 0) return [];

  // Score groups, best first, and where each entrant sits in theirs.
  const group: number[] = [];
  const position: number[] = [];
  const sizes: number[] = [];
  pool.forEach((id, i) => {
    if (i > 0 && scoreOf(id) === scoreOf(pool[i - 1]!)) {
      group.push(group[i - 1]!);
      position.push(position[i - 1]! + 1);
      sizes[sizes.length - 1]! += 1;
    } else {
      group.push(sizes.length);
      position.push(0);
      sizes.push(1);
    }
  });
  // The ideal, rematches aside: an odd run of groups above sends one floater down; it meets the
  // group's first entrant, and the rest (the remainder) pair top half v bottom half, the last of
  // an odd remainder floating on. `incoming` is 0 or 1; `half` is the remainder's top half's size.
  const incoming: number[] = [];
  const half: number[] = [];
  let above = 0;
  for (const size of sizes) {
    const floater = above % 2;
    incoming.push(floater);
    half.push(Math.floor((size - floater) / 2));
    above += size;
  }
  // An entrant's place in the remainder (-1: the one who meets the floater from above).
  const place = (i: number) => position[i]! - incoming[group[i]!]!;

  /**
   * How far the pair (i above j) is from the ideal: [as floaters, exchanges, within a group].
   * - A floater is best the last of its group and meets the next group's first (squared, so that
   *   several floaters meet the next group in order, the higher the higher). It comes first, as the
   *   Dutch rules pair a group's floaters from above before the rest of the group.
   * - Two of one half paired together is an exchange, worse than any transposition.
   * - Within a group, a pair's distance from top half v bottom half, weighted by the higher one's
   *   place in the top half (1st most), as the Dutch rules try the top half's first partner first.
   */
  const displacement = (i: number, j: number): [number, number, number] => {
    const g = group[i]!;
    if (g !== group[j]) {
      const steps = sizes[g]! - 1 - position[i]! + position[j]!;
      return [steps * steps, 0, 0];
    }
    const h = half[g]!;
    const off = Math.abs(place(j) - place(i) - h);
    if (place(i) < h === place(j) < h) return [0, 1, off];
    return [0, 0, off * (h - place(i))];
  };
  // Five costs, in this order: the squared score difference (in half points); then, among floats
  // as short, those lower in the standings (crossing the boundary under group k costs
  // groups − 1 − k); then the displacement (above).
  const groups = sizes.length;
  const height = (i: number, j: number) => {
    let sum = 0;
    for (let k = group[i]!; k < group[j]!; k++) sum += groups - 1 - k;
    return sum;
  };
  const edges: Array<[number, number]> = [];
  const levels: number[][] = [];
  const touched = new Set<number>();
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (met(pool[i]!, pool[j]!)) continue;
      const halfPoints = Math.round(2 * Math.abs(scoreOf(pool[i]!) - scoreOf(pool[j]!)));
      edges.push([i, j]);
      levels.push([halfPoints ** 2, height(i, j), ...displacement(i, j)]);
      touched.add(i).add(j);
    }
  }
  // Somebody has met everyone left: no perfect pairing (this spares the matching).
  if (touched.size < n) return null;

  // The matching maximises weight among the matchings with the most pairs: weight = −cost,
  // shifted to stay positive (every perfect matching has n/2 pairs, so the shift changes nothing).
  const costs = lexicographic(levels, n / 2);
  const heaviest = costs.reduce((max, c) => Math.max(max, c), 0) + 1;
  const mate = blossom(
    edges.map(([i, j], e) => [i, j, heaviest - costs[e]!]),
    true,
  );
  const pairs: Array<[Id, Id]> = [];
  for (let i = 0; i < n; i++) {
    const partner = mate[i] ?? -1;
    if (partner < 0) return null;
    if (partner > i) pairs.push([pool[i]!, pool[partner]!]);
  }
  return pairs;
}

/**
 * One integer cost per edge that orders pairings by the sum of each edge's first level, then of
 * its second, and so on: a level's unit outweighs the most the levels below it can add up to over
 * `pairs` pairs. Costs must stay exact for the matching (its dual values reach a few times the
 * heaviest weight). Where they would not (fields of a hundred or more), the lowest level is made
 * coarser (halved, rounding up), and once it is only 0 or 1 it is added to the level above: the
 * order of the levels holds, the finest distinctions of the lowest go.
 */
function lexicographic(levels: number[][], pairs: number): number[] {
  let rows = levels;
  for (;;) {
    const width = rows[0]?.length ?? 0;
    const most = (l: number) => rows.reduce((max, row) => Math.max(max, row[l]!), 0);
    const units = new Array<number>(width).fill(1);
    for (let l = width - 2; l >= 0; l--) units[l] = (pairs * most(l + 1) + 1) * units[l + 1]!;
    const costs = rows.map((row) => row.reduce((sum, value, l) => sum + value * units[l]!, 0));
    const heaviest = costs.reduce((max, c) => Math.max(max, c), 0);
    if (Number.isSafeInteger(4 * (heaviest + 1))) return costs;
    if (width <= 1) throw new Error('Too many entrants to pair in one round.');
    const last = width - 1;
    rows =
      most(last) > 1
        ? rows.map((row) => [...row.slice(0, last), Math.ceil(row[last]! / 2)])
        : rows.map((row) => [...row.slice(0, last - 1), row[last - 1]! + row[last]!]);
  }
}

/**
 * The standings, best first: score, then Buchholz (the sum of the opponents' scores; a bye counts
 * as an opponent with the entrant's own score, so a bye neither helps nor hurts), then
 * Sonneborn-Berger (the scores of the opponents beaten plus half those of the opponents drawn;
 * byes count nothing), then seed. Opponents who left the event count with their scores.
 */
export function swissStandings<Id extends SwissId>(
  entrants: readonly Id[],
  played: readonly SwissMatch<Id>[],
): { rule: string; rows: SwissStanding<Id>[] } {
  const tallies = tally(played);
  const of = (id: Id) => tallies.get(id) ?? NONE;
  const rows = entrants.map((id, seed) => {
    const t = of(id);
    let buchholz = t.byes * t.score;
    let sonnebornBerger = 0;
    for (const g of t.games) {
      const opponent = of(g.opponent).score;
      buchholz += opponent;
      sonnebornBerger += g.points * opponent;
    }
    const won = t.games.filter((g) => g.points === 1).length;
    const drawn = t.games.filter((g) => g.points === 0.5).length;
    const row: SwissStanding<Id> = {
      id,
      rank: 0,
      score: t.score,
      played: t.games.length,
      won,
      drawn,
      lost: t.games.length - won - drawn,
      byes: t.byes,
      tiebreak: { buchholz, sonnebornBerger },
    };
    return { row, seed };
  });
  rows.sort(
    (x, y) =>
      y.row.score - x.row.score ||
      y.row.tiebreak.buchholz - x.row.tiebreak.buchholz ||
      y.row.tiebreak.sonnebornBerger - x.row.tiebreak.sonnebornBerger ||
      x.seed - y.seed,
  );
  return { rule: SWISS_TIEBREAK_RULE, rows: rows.map(({ row }, i) => ({ ...row, rank: i + 1 })) };
}
