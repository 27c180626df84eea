/**
 * What follows a single-elimination main bracket in combat sports (issue 30; decision 047): the
 * UWW repechage, the judo quarterfinal repechage, two bronzes without a bronze bout, the lone
 * entrant's walkover and a best-of-three for two. Pure functions over a plain description of the
 * main bracket, so the server, the public page and the tests read one rule; brackets-manager runs
 * the main bracket and has no repechage (its balanced trees cannot hold a ladder).
 *
 * The main bracket is its rounds, round one first; the match at index i of round r feeds match
 * ⌊i/2⌋ of round r + 1, its winner taking side a when i is even, b when odd. In round one a null
 * id is a bye; later a null id is an entrant not known yet (or nobody, below two byes). A match
 * with one entrant is a bye, not a bout: that entrant goes on and nobody lost to them.
 */
import { competitionPlaces } from './standings';

export type EntrantId = string | number;

export interface MainMatch<Id extends EntrantId> {
  a: Id | null;
  b: Id | null;
  winner: Id | null;
}

export type MainRounds<Id extends EntrantId> = readonly (readonly MainMatch<Id>[])[];

/** The top half of the bracket (slots before the middle) is 0, the bottom half 1. */
type Half = 0 | 1;

/**
 * `repechage`: UWW, everyone who lost to a finalist. `quarterfinal_repechage`: judo (IJF), the
 * four quarterfinal losers only.
 */
export type RepechageFormat = 'repechage' | 'quarterfinal_repechage';

/** Who sits on one side of a repechage or bronze bout: a known entrant, or a bout's winner. */
type Seat<Id extends EntrantId> = { entrant: Id } | { winnerOf: string };

interface RepechageBout<Id extends EntrantId> {
  /** `repechage-<half>-<n>`, n from 1 in the order they are wrestled. */
  key: string;
  half: Half;
  a: Seat<Id>;
  b: Seat<Id>;
}

interface RepechageLadder<Id extends EntrantId> {
  half: Half;
  /** The winner of this half's semifinal (null only when the half has nobody in it). */
  finalist: Id | null;
  /** This half's semifinal loser, who waits in the OTHER half's bronze bout (null: a bye). */
  semifinalLoser: Id | null;
  /** In the order they enter: the earliest loss first (judo: the two quarterfinals in order). */
  wrestlers: Id[];
  /** The first two wrestlers meet, the winner meets the next one, and so on: one fewer bouts. */
  bouts: RepechageBout<Id>[];
  /** Who comes out of the ladder: its only wrestler, its last bout's winner, or nobody. */
  winner: Seat<Id> | null;
}

/**
 * Bronze bout `bronze-<half>`: the winner of `half`'s ladder against the other half's semifinal
 * loser. `kind` says what happens: a `bout`; a `walkover` when only one side has anyone (that one
 * takes the bronze without a bout, once known); `none` when neither has (tiny brackets).
 */
interface BronzeBout<Id extends EntrantId> {
  key: string;
  half: Half;
  ladderWinner: Seat<Id> | null;
  semifinalLoser: Id | null;
  kind: 'bout' | 'walkover' | 'none';
}

export interface RepechagePlan<Id extends EntrantId> {
  format: RepechageFormat;
  halves: [RepechageLadder<Id>, RepechageLadder<Id>];
  bronzeBouts: [BronzeBout<Id>, BronzeBout<Id>];
}

/** The winner of each repechage and bronze bout decided so far, by the bout's key. */
export type RepechageResults<Id extends EntrantId> = Readonly<
  Record<string, Id | null | undefined>
>;

/** A bout whose two sides are known and which has no result yet. */
export interface ReadyBout<Id extends EntrantId> {
  key: string;
  half: Half;
  stage: 'repechage' | 'bronze';
  a: Id;
  b: Id;
}

/**
 * A final place (1224 ranking, `competitionPlaces`). `walkover`: the place was taken without its
 * deciding bout (a final or bronze bout with nobody on the other side, a lone entrant's gold).
 */
export interface Place<Id extends EntrantId> {
  id: Id;
  rank: number;
  walkover: boolean;
}

// ---------------------------------------------------------------------------------------------
// Reading the main bracket

/** An entrant, null for nobody (a bye), undefined while the match that decides it is undecided. */
type Slot<Id> = Id | null | undefined;

interface ReadMatch<Id> {
  a: Slot<Id>;
  b: Slot<Id>;
  /** The entrant who goes on: at once for a bye; null when the match has nobody in it. */
  winner: Slot<Id>;
}

interface ReadBracket<Id> {
  matches: ReadMatch<Id>[][];
  entrants: Id[];
  /** The round (0-based) of each entrant's loss in a bout; byes are no bouts. */
  lostIn: Map<Id, number>;
}

const isBout = <Id>(m: ReadMatch<Id>): boolean =>
  m.a !== null && m.a !== undefined && m.b !== null && m.b !== undefined;

/** The loser of a bout once decided (undefined before); null for a bye, which nobody loses. */
function loserOf<Id>(m: ReadMatch<Id>): Slot<Id> {
  if (!isBout(m)) return null;
  if (m.winner === undefined) return undefined;
  return m.winner === m.a ? m.b : m.a;
}

/**
 * The bracket with every entrant derived from round one and the winners, checked: round r has
 * half the matches of round r - 1 down to one final, no entrant twice, a winner is one of its
 * match's two, a later match names the winners of the matches feeding it (or null for not yet).
 */
function readBracket<Id extends EntrantId>(rounds: MainRounds<Id>): ReadBracket<Id> {
  const count = rounds.length;
  if (count === 0) throw new Error('A main bracket has at least one round.');
  rounds.forEach((round, r) => {
    if (round.length !== 2 ** (count - 1 - r)) {
      throw new Error(`Round ${r + 1} of ${count} has ${round.length} matches.`);
    }
  });
  const matches: ReadMatch<Id>[][] = [];
  const lostIn = new Map<Id, number>();
  rounds.forEach((round, r) => {
    matches.push(
      round.map((given, i) => {
        const where = `Round ${r + 1}, match ${i + 1}`;
        let a: Slot<Id> = given.a;
        let b: Slot<Id> = given.b;
        if (r > 0) {
          a = matches[r - 1]![2 * i]!.winner;
          b = matches[r - 1]![2 * i + 1]!.winner;
          for (const [named, derived] of [
            [given.a, a],
            [given.b, b],
          ] as const) {
            if (named !== null && named !== derived) {
              throw new Error(`${where}: ${named} did not win the match before it.`);
            }
          }
        }
        const match = { a, b, winner: decide(a, b, given.winner, where) };
        const loser = loserOf(match);
        if (loser !== null && loser !== undefined) lostIn.set(loser, r);
        return match;
      }),
    );
  });
  const entrants = (rounds[0] ?? []).flatMap((m) => [m.a, m.b]).filter((id) => id !== null);
  if (new Set(entrants).size !== entrants.length) {
    throw new Error('An entrant is in the main bracket twice.');
  }
  return { matches, entrants, lostIn };
}

function decide<Id>(a: Slot<Id>, b: Slot<Id>, winner: Id | null, where: string): Slot<Id> {
  const known = [a, b].filter((x): x is Id => x !== null && x !== undefined);
  if (a === undefined || b === undefined || known.length === 2) {
    if (winner === null) return undefined;
    if (known.length < 2) throw new Error(`${where} has a winner before it has its entrants.`);
    if (!known.includes(winner)) throw new Error(`${where}: ${winner} is not in the match.`);
    return winner;
  }
  // Nobody, or a bye: the one entrant goes on without a bout.
  const alone = known[0] ?? null;
  if (winner !== null && winner !== alone) throw new Error(`${where}: ${winner} had a bye.`);
  return alone;
}

// ---------------------------------------------------------------------------------------------
// The plan

/**
 * The repechage once both semifinals are decided (null before): each half's ladder and the two
 * bronze bouts. UWW (`repechage`): the wrestlers the half's finalist beat in a bout before the
 * semifinal, earliest round first. Judo (`quarterfinal_repechage`): the losers of the half's two
 * quarterfinals, in bracket order; below 8 slots there are no quarterfinals, so both semifinal
 * losers take bronze by walkover, which is double bronze. A bracket of two slots has neither
 * semifinals nor bronzes.
 */
export function repechagePlan<Id extends EntrantId>(
  rounds: MainRounds<Id>,
  format: RepechageFormat = 'repechage',
): RepechagePlan<Id> | null {
  const { matches } = readBracket(rounds);
  const count = matches.length;
  const final = matches[count - 1]![0]!;
  const semis = count > 1 ? matches[count - 2]! : [];
  if (semis.some((semi) => semi.winner === undefined)) return null;
  const halves = ([0, 1] as const).map((half): RepechageLadder<Id> => {
    const semi = semis[half];
    if (semi === undefined) {
      // Two slots: the final is the first round, and there is no semifinal to have lost.
      return ladder(half, (half === 0 ? final.a : final.b) ?? null, null, []);
    }
    const finalist = semi.winner ?? null;
    return ladder(
      half,
      finalist,
      loserOf(semi) ?? null,
      format === 'repechage' ? beatenBefore(matches, finalist) : quarterfinalLosers(matches, half),
    );
  });
  const [top, bottom] = halves as [RepechageLadder<Id>, RepechageLadder<Id>];
  return {
    format,
    halves: [top, bottom],
    bronzeBouts: [bronzeBout(0, top, bottom), bronzeBout(1, bottom, top)],
  };
}

/** Everyone `finalist` beat in a bout before the semifinals, round by round (byes are no bouts). */
function beatenBefore<Id>(matches: ReadMatch<Id>[][], finalist: Id | null): Id[] {
  if (finalist === null) return [];
  const first = matches[0]!.findIndex((m) => m.a === finalist || m.b === finalist);
  const beaten: Id[] = [];
  for (let r = 0; r < matches.length - 2; r++) {
    const m = matches[r]![first >> r]!;
    if (isBout(m)) beaten.push((m.a === finalist ? m.b : m.a) as Id);
  }
  return beaten;
}

function quarterfinalLosers<Id>(matches: ReadMatch<Id>[][], half: Half): Id[] {
  if (matches.length < 3) return [];
  const quarterfinals = matches[matches.length - 3]!;
  return [quarterfinals[2 * half]!, quarterfinals[2 * half + 1]!]
    .map((m) => loserOf(m))
    .filter((id): id is Id => id !== null && id !== undefined);
}

function ladder<Id extends EntrantId>(
  half: Half,
  finalist: Id | null,
  semifinalLoser: Id | null,
  wrestlers: Id[],
): RepechageLadder<Id> {
  const key = (n: number) => `repechage-${half}-${n}`;
  const bouts = wrestlers.slice(1).map((next, i): RepechageBout<Id> => ({
    key: key(i + 1),
    half,
    a: i === 0 ? { entrant: wrestlers[0]! } : { winnerOf: key(i) },
    b: { entrant: next },
  }));
  const winner: Seat<Id> | null =
    wrestlers.length === 0
      ? null
      : wrestlers.length === 1
        ? { entrant: wrestlers[0]! }
        : { winnerOf: key(wrestlers.length - 1) };
  return { half, finalist, semifinalLoser, wrestlers, bouts, winner };
}

function bronzeBout<Id extends EntrantId>(
  half: Half,
  own: RepechageLadder<Id>,
  other: RepechageLadder<Id>,
): BronzeBout<Id> {
  const ladderWinner = own.winner;
  const semifinalLoser = other.semifinalLoser;
  const sides = (ladderWinner === null ? 0 : 1) + (semifinalLoser === null ? 0 : 1);
  const kind = sides === 2 ? 'bout' : sides === 1 ? 'walkover' : 'none';
  return { key: `bronze-${half}`, half, ladderWinner, semifinalLoser, kind };
}

// ---------------------------------------------------------------------------------------------
// Results of the repechage

interface Settled<Id> {
  winners: Map<string, Id>;
  stale: string[];
}

/** Every bout of the plan with both seats, in an order where a bout comes after its feeders. */
function boutsOf<Id extends EntrantId>(
  plan: RepechagePlan<Id>,
): { key: string; half: Half; stage: 'repechage' | 'bronze'; a: Seat<Id>; b: Seat<Id> }[] {
  return [
    ...plan.halves.flatMap((l) => l.bouts.map((b) => ({ ...b, stage: 'repechage' as const }))),
    ...plan.bronzeBouts.flatMap((b) =>
      b.kind === 'bout'
        ? [
            {
              key: b.key,
              half: b.half,
              stage: 'bronze' as const,
              a: b.ladderWinner!,
              b: { entrant: b.semifinalLoser! },
            },
          ]
        : [],
    ),
  ];
}

function seatOf<Id extends EntrantId>(seat: Seat<Id>, winners: Map<string, Id>): Id | undefined {
  return 'entrant' in seat ? seat.entrant : winners.get(seat.winnerOf);
}

function settle<Id extends EntrantId>(
  plan: RepechagePlan<Id>,
  results: RepechageResults<Id>,
): Settled<Id> {
  const winners = new Map<string, Id>();
  const stale: string[] = [];
  const bouts = boutsOf(plan);
  for (const bout of bouts) {
    const won = Object.hasOwn(results, bout.key) ? results[bout.key] : undefined;
    if (won === null || won === undefined) continue;
    const a = seatOf(bout.a, winners);
    const b = seatOf(bout.b, winners);
    if (a !== undefined && b !== undefined && (won === a || won === b)) winners.set(bout.key, won);
    else stale.push(bout.key);
  }
  const keys = new Set(bouts.map((b) => b.key));
  for (const [key, won] of Object.entries(results)) {
    if (!keys.has(key) && won !== null && won !== undefined) stale.push(key);
  }
  return { winners, stale };
}

/**
 * The results that no longer fit the plan, in bout order: a bout the plan does not have (a
 * walkover bronze, a key from before a correction), a winner who is not one of the bout's two, a
 * bout whose sides are not both known. A correction in the main bracket changes the plan; the
 * caller drops these before reading bouts or places (both refuse stale results).
 */
export function staleRepechageResults<Id extends EntrantId>(
  plan: RepechagePlan<Id>,
  results: RepechageResults<Id>,
): string[] {
  return settle(plan, results).stale;
}

function settled<Id extends EntrantId>(
  plan: RepechagePlan<Id>,
  results: RepechageResults<Id>,
): Map<string, Id> {
  const { winners, stale } = settle(plan, results);
  if (stale.length > 0) {
    throw new Error(`Repechage results that do not fit the draw: ${stale.join(', ')}.`);
  }
  return winners;
}

/** The repechage and bronze bouts ready to wrestle: both sides known, no result yet. */
export function repechageBouts<Id extends EntrantId>(
  plan: RepechagePlan<Id>,
  results: RepechageResults<Id>,
): ReadyBout<Id>[] {
  const winners = settled(plan, results);
  return boutsOf(plan).flatMap(({ key, half, stage, a, b }) => {
    const idA = seatOf(a, winners);
    const idB = seatOf(b, winners);
    if (winners.has(key) || idA === undefined || idB === undefined) return [];
    return [{ key, half, stage, a: idA, b: idB }];
  });
}

// ---------------------------------------------------------------------------------------------
// Places

/** Rank levels before `competitionPlaces`: lower is better, equal shares a place. */
const GOLD = 0;
const SILVER = 1;
const BRONZE = 2;
const BRONZE_LOSER = 3;
/** Lost in the repechage n bouts before the bronze bout (n ≥ 1): BRONZE_LOSER + n. */
const repechageLoser = (n: number) => BRONZE_LOSER + n;
/** Everyone else by the round of their main-bracket loss, the later the better. */
const MAIN_LOSER = 1000;

interface Level {
  level: number;
  walkover: boolean;
}

function mainLevels<Id extends EntrantId>(bracket: ReadBracket<Id>): Map<Id, Level> | null {
  const { matches, entrants, lostIn } = bracket;
  const final = matches[matches.length - 1]![0]!;
  if (final.winner === undefined) return null;
  const levels = new Map<Id, Level>();
  for (const id of entrants) {
    const round = lostIn.get(id);
    const fromEnd = round === undefined ? 0 : matches.length - round;
    levels.set(id, { level: MAIN_LOSER + fromEnd, walkover: false });
  }
  if (final.winner !== null) levels.set(final.winner, { level: GOLD, walkover: !isBout(final) });
  const silver = loserOf(final);
  if (silver !== null && silver !== undefined)
    levels.set(silver, { level: SILVER, walkover: false });
  return levels;
}

function places<Id extends EntrantId>(levels: Map<Id, Level>): Place<Id>[] {
  const rows = [...levels].map(([id, { level, walkover }]) => ({ id, rank: level, walkover }));
  return competitionPlaces(rows);
}

/**
 * The final places once the final and every repechage and bronze bout are decided (null before):
 * 1 and 2 from the final; 3 for each bronze bout's winner (or walkover bronze); 5 for each bronze
 * bout's loser; then the repechage losers, the nearer the bronze bout the better (the last bouts'
 * losers of both halves share 7th); then everyone else by the round they lost in, later first.
 * `plan` must be the one `repechagePlan` makes of these rounds.
 */
export function repechagePlaces<Id extends EntrantId>(
  rounds: MainRounds<Id>,
  plan: RepechagePlan<Id>,
  results: RepechageResults<Id>,
): Place<Id>[] | null {
  const current = repechagePlan(rounds, plan.format);
  if (current === null || canonical(current) !== canonical(plan)) {
    throw new Error(
      'The repechage plan is not the main bracket’s: make it again from the bracket.',
    );
  }
  const levels = mainLevels(readBracket(rounds));
  if (levels === null) return null;
  const winners = settled(plan, results);
  if (boutsOf(plan).some((b) => !winners.has(b.key))) return null;

  for (const ladder of plan.halves) {
    ladder.bouts.forEach((bout, i) => {
      const winner = winners.get(bout.key)!;
      const loser =
        seatOf(bout.a, winners) === winner ? seatOf(bout.b, winners) : seatOf(bout.a, winners);
      const beforeBronze = ladder.bouts.length - i;
      levels.set(loser!, { level: repechageLoser(beforeBronze), walkover: false });
    });
  }
  for (const bronze of plan.bronzeBouts) {
    const fromLadder = bronze.ladderWinner === null ? null : seatOf(bronze.ladderWinner, winners)!;
    if (bronze.kind === 'bout') {
      const winner = winners.get(bronze.key)!;
      const loser = winner === fromLadder ? bronze.semifinalLoser! : fromLadder!;
      levels.set(winner, { level: BRONZE, walkover: false });
      levels.set(loser, { level: BRONZE_LOSER, walkover: false });
    } else if (bronze.kind === 'walkover') {
      levels.set((fromLadder ?? bronze.semifinalLoser)!, { level: BRONZE, walkover: true });
    }
  }
  return places(levels);
}

/** JSON with its keys sorted, so a plan kept in a jsonb column (which reorders keys) compares. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * Boxing and taekwondo: no bronze bout, both semifinal losers are 3rd, the quarterfinal losers
 * 5th, and so on by the round of the loss (1, 2, 3, 3, 5, 5, 5, 5, 9, …). Null until the final
 * is decided.
 */
export function doubleBronzePlaces<Id extends EntrantId>(
  rounds: MainRounds<Id>,
): Place<Id>[] | null {
  const levels = mainLevels(readBracket(rounds));
  return levels === null ? null : places(levels);
}

// ---------------------------------------------------------------------------------------------
// One or two entrants

/** A lone entrant: the host declares them champion, a gold marked as a walkover. */
export function walkoverPlaces<Id extends EntrantId>(entrants: readonly Id[]): Place<Id>[] {
  if (entrants.length !== 1) {
    throw new Error(`A walkover is for a lone entrant, not ${entrants.length}.`);
  }
  return [{ id: entrants[0]!, rank: 1, walkover: true }];
}

export interface BestOfThree<Id extends EntrantId> {
  /** Wins of pair[0] and pair[1]. */
  wins: [number, number];
  /** Whoever has two wins, else null. */
  winner: Id | null;
  /** True after a 1–1 split, false after 2–0, null while it cannot be known (fewer than two). */
  thirdMatchNeeded: boolean | null;
  /** The number (1 to 3) of the next match to wrestle, null once the series is decided. */
  nextMatch: number | null;
  /** 1 and 2 once decided, else null. */
  places: Place<Id>[] | null;
}

/**
 * Two entrants, best of three: `winners` are the winners of the matches so far, in order. The
 * series ends when one has two wins; a result after that, or a winner outside the pair, is refused.
 */
export function bestOfThree<Id extends EntrantId>(
  pair: readonly [Id, Id],
  winners: readonly Id[],
): BestOfThree<Id> {
  if (pair[0] === pair[1]) throw new Error('A best of three needs two different entrants.');
  const wins: [number, number] = [0, 0];
  winners.forEach((won, i) => {
    if (Math.max(...wins) === 2) throw new Error(`Match ${i + 1} comes after the series ended.`);
    const side = pair.indexOf(won);
    if (side < 0) throw new Error(`Match ${i + 1}: ${won} is not in the series.`);
    wins[side]!++;
  });
  const side = wins.findIndex((w) => w === 2);
  const winner = side < 0 ? null : pair[side]!;
  const loser = side < 0 ? null : pair[1 - side]!;
  return {
    wins,
    winner,
    thirdMatchNeeded: winners.length < 2 ? null : winners[0] !== winners[1],
    nextMatch: winner === null ? winners.length + 1 : null,
    places:
      winner === null || loser === null
        ? null
        : [
            { id: winner, rank: 1, walkover: false },
            { id: loser, rank: 2, walkover: false },
          ],
  };
}
