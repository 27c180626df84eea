import type { MatchView } from '../../../shared/competition/schemas';
import type { EntrantLookup } from './bracket-layout';

/** A pool's table (issue 18): three points for a win, one for a draw, none for a loss. */
const POINTS = { win: 3, draw: 1, loss: 0 } as const;

export type TableRow = {
  entrant_id: number;
  name: string;
  organisation: string | null;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
};

/**
 * The table of one pool from its matches: every entrant drawn into it, played or not, best
 * first (points, then wins, then fewer losses, then name, so equal rows keep a stable order).
 */
export function standingsTable(matches: MatchView[], entrants: EntrantLookup): TableRow[] {
  const rows = new Map<number, TableRow>();
  const rowOf = (id: number) => {
    let row = rows.get(id);
    if (!row) {
      const entrant = entrants.get(id);
      row = {
        entrant_id: id,
        name: entrant?.name ?? '',
        organisation: entrant?.organisation ?? null,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        points: 0,
      };
      rows.set(id, row);
    }
    return row;
  };
  for (const m of matches) {
    const sides = [m.opponent1, m.opponent2];
    for (const side of sides) if (side?.id != null) rowOf(side.id);
    // Counted once both sides have their result (a draw is 'draw' on both).
    if (!sides.every((s) => s?.id != null && s.result)) continue;
    for (const side of sides) {
      const row = rowOf(side!.id!);
      const result = side!.result!;
      row.played += 1;
      if (result === 'win') row.won += 1;
      else if (result === 'draw') row.drawn += 1;
      else row.lost += 1;
      row.points += POINTS[result];
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points || b.won - a.won || a.lost - b.lost || a.name.localeCompare(b.name),
  );
}
