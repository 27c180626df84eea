import type { Match } from 'brackets-model';

/**
 * The winner on record for a match, in brackets-manager's shape (our own stages use it too,
 * decision 048): the side with a win, or the one whose opponent forfeited; null for a draw or
 * no result yet.
 */
export function winnerOf(match: Match): number | null {
  if (match.opponent1?.result === 'win' || match.opponent2?.forfeit)
    return Number(match.opponent1!.id);
  if (match.opponent2?.result === 'win' || match.opponent1?.forfeit)
    return Number(match.opponent2!.id);
  return null;
}
