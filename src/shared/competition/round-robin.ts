/**
 * A round robin's table (issue 18), the one rule for the server's standings, the pools'
 * qualifiers and the public page: a win is 3 points, a draw 1. Ties are broken by the points won
 * between the tied entrants only (head to head), then by wins, then by the better seed, so every
 * entrant has a place of their own (a podium has one first, one second, one third).
 */

type Side = { id: number | null; result?: 'win' | 'draw' | 'loss'; forfeit?: boolean } | null;
export type TableMatch = { opponent1: Side; opponent2: Side };

export type TableRow = {
  id: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
  rank: number;
};

/** The decided result of a match for each side: 'win' | 'draw' | 'loss', or null if not played. */
function outcome(
  m: TableMatch,
): [Side, 'win' | 'draw' | 'loss', Side, 'win' | 'draw' | 'loss'] | null {
  const a = m.opponent1;
  const b = m.opponent2;
  if (!a || !b || a.id === null || b.id === null) return null;
  if (a.result === 'draw' || b.result === 'draw') return [a, 'draw', b, 'draw'];
  if (a.result === 'win' || b.forfeit) return [a, 'win', b, 'loss'];
  if (b.result === 'win' || a.forfeit) return [a, 'loss', b, 'win'];
  return null;
}

const POINTS = { win: 3, draw: 1, loss: 0 } as const;

function pointsAmong(matches: TableMatch[], ids: Set<number>): Map<number, number> {
  const points = new Map<number, number>();
  for (const m of matches) {
    const o = outcome(m);
    if (!o || !ids.has(o[0]!.id!) || !ids.has(o[2]!.id!)) continue;
    points.set(o[0]!.id!, (points.get(o[0]!.id!) ?? 0) + POINTS[o[1]]);
    points.set(o[2]!.id!, (points.get(o[2]!.id!) ?? 0) + POINTS[o[3]]);
  }
  return points;
}

/**
 * The table of one group: `entrants` in seed order (best first), its matches. Entrants who have
 * not played yet are listed with zeros.
 */
export function roundRobinTable(entrants: number[], matches: TableMatch[]): TableRow[] {
  const rows = new Map<number, TableRow>(
    entrants.map((id) => [id, { id, played: 0, won: 0, drawn: 0, lost: 0, points: 0, rank: 0 }]),
  );
  for (const m of matches) {
    const o = outcome(m);
    if (!o) continue;
    for (const [side, result] of [
      [o[0], o[1]],
      [o[2], o[3]],
    ] as const) {
      const row = rows.get(side!.id!);
      if (!row) continue;
      row.played += 1;
      row.points += POINTS[result];
      if (result === 'win') row.won += 1;
      else if (result === 'draw') row.drawn += 1;
      else row.lost += 1;
    }
  }
  const seed = new Map(entrants.map((id, i) => [id, i]));
  const all = [...rows.values()];
  // Head to head among each group of entrants level on points.
  const level = new Map<number, Map<number, number>>();
  for (const row of all) {
    if (level.has(row.points)) continue;
    const tied = new Set(all.filter((r) => r.points === row.points).map((r) => r.id));
    level.set(row.points, pointsAmong(matches, tied));
  }
  const h2h = (r: TableRow) => level.get(r.points)!.get(r.id) ?? 0;
  all.sort(
    (a, b) =>
      b.points - a.points || h2h(b) - h2h(a) || b.won - a.won || seed.get(a.id)! - seed.get(b.id)!,
  );
  all.forEach((row, i) => (row.rank = i + 1));
  return all;
}
