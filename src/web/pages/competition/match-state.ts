import type { DrawView, MatchView } from '../../../shared/competition/schemas';

/**
 * Reading brackets-manager's matches (issue 18): opponent null is a bye, an opponent whose id is
 * null is still to be decided; status 0 locked, 1 waiting, 2 ready, 3 running, 4 completed,
 * 5 archived (completed, and a later match has begun).
 */

type Opponent = MatchView['opponent1'];

const READY = 2;
const COMPLETED = 4;

const known = (o: Opponent): o is NonNullable<Opponent> & { id: number } =>
  o !== null && o.id !== null;

/** Both opponents are known and the match may be played: a result can be entered. */
export function canEnterResult(m: MatchView): boolean {
  return m.status >= READY && known(m.opponent1) && known(m.opponent2);
}

/** The match has its result (a win or a round robin draw); a result entered can be corrected. */
export function hasResult(m: MatchView): boolean {
  return m.status >= COMPLETED && known(m.opponent1) && known(m.opponent2);
}

/** The winning entrant's id; null for a draw or a match without a result. */
export function winnerOf(m: MatchView): number | null {
  if (!hasResult(m)) return null;
  if (m.opponent1?.result === 'win' || m.opponent2?.forfeit) return m.opponent1!.id;
  if (m.opponent2?.result === 'win' || m.opponent1?.forfeit) return m.opponent2!.id;
  return null;
}

/**
 * Whether a match of this stage may end level: a round robin's and a Swiss round's (half a point
 * each, issue 30); elimination matches, repechage bouts and a series' games need a winner.
 */
export const mayEndLevel = (stageType: string | undefined) =>
  stageType === 'round_robin' || stageType === 'swiss';

/** A round robin or Swiss match that ended level. */
export function isDrawn(m: MatchView): boolean {
  return hasResult(m) && m.opponent1?.result === 'draw' && m.opponent2?.result === 'draw';
}

/** A match with a bye: one side holds nobody, so it is never played. */
export function isBye(m: MatchView): boolean {
  return (m.opponent1 === null) !== (m.opponent2 === null);
}

export type Entrant = DrawView['entrants'][number];

/** Who a side is: the entrant, "Bye" or "To be decided". */
export function sideName(entrants: Map<number, Entrant>, o: Opponent): string {
  if (o === null) return 'Bye';
  if (o.id === null) return 'To be decided';
  return entrants.get(o.id)?.name ?? 'Unknown entrant';
}

/** What a match card says under the names. */
export function statusText(m: MatchView): string {
  if (isBye(m)) return 'Bye';
  if (hasResult(m)) return isDrawn(m) ? 'Draw' : 'Result in';
  if (canEnterResult(m)) return m.status === 3 ? 'Playing' : 'Ready to play';
  return 'Waiting for opponents';
}
