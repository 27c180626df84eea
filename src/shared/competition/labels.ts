/**
 * How brackets read to people (issue 18): the names of groups and rounds, server and browser.
 * Each name is a word of `BRACKET_WORDS`; the browser passes `word` to say it in the page's
 * language (issue 29: the `results.round.*` messages), English otherwise.
 */

type StageType = string;

const BRACKET_WORDS = {
  pool: 'Pool {letter}',
  table: 'Table',
  winnersSide: "Winners' side",
  losersSide: "Losers' side",
  grandFinal: 'Grand final',
  final: 'Final',
  thirdPlace: 'Third place',
  mainDraw: 'Main draw',
  bronzeMatch: 'Bronze match',
  grandFinalN: 'Grand final {n}',
  winnersFinal: "Winners' final",
  semifinals: 'Semifinals',
  quarterfinals: 'Quarterfinals',
  losersFinal: "Losers' final",
  round: 'Round {n}',
  winnersRound: 'Winners’ {round}',
  losersRound: 'Losers’ {round}',
  repechageTop: 'Repechage · top half',
  repechageBottom: 'Repechage · bottom half',
  bronzeBouts: 'Bronze bouts',
  repechageRound: 'Repechage round {n}',
  game: 'Game {n}',
} as const;
type BracketWord = keyof typeof BRACKET_WORDS;
export type SayWord = (word: BracketWord, values?: Record<string, string | number>) => string;

/** English, as the server and the tests write it. */
const english: SayWord = (word, values = {}) =>
  BRACKET_WORDS[word].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/**
 * A stage's group: a pool, the winners' or losers' side, the grand final, the bronze match; a
 * repechage's ladders and bronze bouts (issue 30); a Swiss event's one table.
 */
export function groupLabel(
  stageType: StageType,
  groupNumber: number,
  groupCount: number,
  word: SayWord = english,
): string {
  if (stageType === 'repechage') {
    const part = ([undefined, 'repechageTop', 'repechageBottom', 'bronzeBouts'] as const)[
      groupNumber
    ];
    return word(part ?? 'bronzeBouts');
  }
  if (stageType === 'swiss') return word('table');
  if (stageType === 'round_robin') {
    return groupCount > 1
      ? word('pool', { letter: String.fromCharCode(64 + groupNumber) })
      : word('table');
  }
  if (stageType === 'double_elimination') {
    const side = ([undefined, 'winnersSide', 'losersSide', 'grandFinal'] as const)[groupNumber];
    return word(side ?? 'final');
  }
  return groupNumber === 2 ? word('thirdPlace') : word('mainDraw');
}

/**
 * A round: "Final", "Semifinals", "Quarterfinals", else "Round N" (counted from the first); a
 * repechage ladder's "Repechage round N" and its "Bronze bouts", a series' "Game N".
 */
export function roundLabel(
  stageType: StageType,
  groupNumber: number,
  roundNumber: number,
  roundCount: number,
  word: SayWord = english,
): string {
  if (stageType === 'repechage') {
    return groupNumber >= 3 ? word('bronzeBouts') : word('repechageRound', { n: roundNumber });
  }
  if (stageType === 'series') return word('game', { n: roundNumber });
  const mainSide =
    (stageType === 'single_elimination' && groupNumber === 1) ||
    (stageType === 'double_elimination' && groupNumber === 1);
  if (stageType === 'single_elimination' && groupNumber === 2) return word('bronzeMatch');
  if (stageType === 'double_elimination' && groupNumber === 3) {
    return roundCount > 1 ? word('grandFinalN', { n: roundNumber }) : word('grandFinal');
  }
  if (mainSide) {
    const fromEnd = roundCount - roundNumber;
    // The winners' side of a double elimination ends before its grand final.
    if (fromEnd === 0) return word(stageType === 'double_elimination' ? 'winnersFinal' : 'final');
    if (fromEnd === 1) return word('semifinals');
    if (fromEnd === 2) return word('quarterfinals');
  }
  if (stageType === 'double_elimination' && groupNumber === 2 && roundNumber === roundCount) {
    return word('losersFinal');
  }
  return word('round', { n: roundNumber });
}

/**
 * A round named where its bracket is not in sight ("Up next" on a court): a double elimination's
 * rounds say their side, "Losers' round 2" and "Winners' semifinals", since both sides have them.
 */
export function roundLabelAlone(
  stageType: StageType,
  groupNumber: number,
  roundNumber: number,
  roundCount: number,
  word: SayWord = english,
): string {
  const label = roundLabel(stageType, groupNumber, roundNumber, roundCount, word);
  const ownSide = roundLabel(stageType, groupNumber, roundNumber, roundCount);
  if (stageType !== 'double_elimination' || groupNumber > 2 || ownSide.endsWith('final'))
    return label;
  // The round's name lowered after the side ("Losers’ round 2"); Indian scripts have no case.
  return word(groupNumber === 1 ? 'winnersRound' : 'losersRound', { round: label.toLowerCase() });
}

/** The places a podium shows: 1, 2, 3 (and a second 3 when there is no bronze match). */
export function medalOf(rank: number): 'gold' | 'silver' | 'bronze' | null {
  if (rank === 1) return 'gold';
  if (rank === 2) return 'silver';
  if (rank === 3) return 'bronze';
  return null;
}

export function ordinal(rank: number): string {
  const tens = rank % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][rank % 10] ?? 'th');
  return `${rank}${suffix}`;
}
