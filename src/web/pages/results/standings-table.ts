import { roundRobinTable } from '../../../shared/competition/round-robin';
import type { MatchView } from '../../../shared/competition/schemas';
import type { EntrantLookup } from '../../components/competition/draw-layout';

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
 * The table of one pool from its matches, by the rule the server ranks with
 * (shared/competition/round-robin.ts: 3 a win, 1 a draw, then head to head, wins, seed): every
 * entrant drawn into it, played or not, best first.
 */
export function standingsTable(matches: MatchView[], entrants: EntrantLookup): TableRow[] {
  const ids = new Set<number>();
  for (const m of matches) {
    for (const side of [m.opponent1, m.opponent2]) if (side?.id != null) ids.add(side.id);
  }
  // Entrant numbers are seed order (the draw numbers them best first).
  const seeds = [...ids].sort((a, b) => a - b);
  return roundRobinTable(seeds, matches).map((row) => ({
    entrant_id: row.id,
    name: entrants.get(row.id)?.name ?? '',
    organisation: entrants.get(row.id)?.organisation ?? null,
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    points: row.points,
  }));
}
