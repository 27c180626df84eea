/** How brackets read to people (issue 18): the names of groups and rounds, server and browser. */

type StageType = string;

/** A stage's group: a pool, the winners' or losers' side, the grand final, the bronze match. */
export function groupLabel(stageType: StageType, groupNumber: number, groupCount: number): string {
  if (stageType === 'round_robin') {
    return groupCount > 1 ? `Pool ${String.fromCharCode(64 + groupNumber)}` : 'Table';
  }
  if (stageType === 'double_elimination') {
    return ['', "Winners' side", "Losers' side", 'Grand final'][groupNumber] ?? 'Final';
  }
  return groupNumber === 2 ? 'Third place' : 'Main draw';
}

/** A round: "Final", "Semifinals", "Quarterfinals", else "Round N" (counted from the first). */
export function roundLabel(
  stageType: StageType,
  groupNumber: number,
  roundNumber: number,
  roundCount: number,
): string {
  const mainSide =
    (stageType === 'single_elimination' && groupNumber === 1) ||
    (stageType === 'double_elimination' && groupNumber === 1);
  if (stageType === 'single_elimination' && groupNumber === 2) return 'Bronze match';
  if (stageType === 'double_elimination' && groupNumber === 3) {
    return roundCount > 1 ? `Grand final ${roundNumber}` : 'Grand final';
  }
  if (mainSide) {
    const fromEnd = roundCount - roundNumber;
    // The winners' side of a double elimination ends before its grand final.
    const last = stageType === 'double_elimination' ? "Winners' final" : 'Final';
    if (fromEnd === 0) return last;
    if (fromEnd === 1) return 'Semifinals';
    if (fromEnd === 2) return 'Quarterfinals';
  }
  if (stageType === 'double_elimination' && groupNumber === 2 && roundNumber === roundCount) {
    return "Losers' final";
  }
  return `Round ${roundNumber}`;
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
): string {
  const label = roundLabel(stageType, groupNumber, roundNumber, roundCount);
  if (stageType !== 'double_elimination' || groupNumber > 2 || label.endsWith('final'))
    return label;
  return `${groupNumber === 1 ? 'Winners’' : 'Losers’'} ${label.toLowerCase()}`;
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
