/**
 * Places in a final standing by standard competition ranking ("1224"), the one rule for the
 * stored ranks and so for standings, podiums, medals and certificates: entrants tied share the
 * place of the first of them, and the next place counts everyone ahead. Two who lost in the same
 * losers' round are 5th and 5th, the next two 7th and 7th (brackets-manager numbers its groups
 * densely: 5, 5, 6, 6). `rank` orders the rows, lower is better and equal is a tie; places
 * already given come back unchanged, so the rule may be applied again.
 */
export function competitionPlaces<T extends { rank: number }>(rows: readonly T[]): T[] {
  // A stable sort: tied rows keep the order they came in.
  const sorted = [...rows].sort((a, b) => a.rank - b.rank);
  let place = 0;
  return sorted.map((row, i) => {
    if (i === 0 || row.rank !== sorted[i - 1]!.rank) place = i + 1;
    return { ...row, rank: place };
  });
}
