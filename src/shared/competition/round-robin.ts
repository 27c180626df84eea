/**
 * A round robin's table (issue 18), the one rule for the server's standings, the pools'
 * qualifiers and the public page: a win is 3 points, a draw 1. Ties are broken by the points won
 * between the tied entrants only (head to head), then by a rule's own criteria (wins here; a
 * sport's figures in tiebreaks.ts, issue 30), then by the better seed, so every entrant has a
 * place of their own (a podium has one first, one second, one third).
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

type Result = 'win' | 'draw' | 'loss';

/** The decided result of a match for each side, or null if not played. */
export function matchOutcome(m: TableMatch): [number, Result, number, Result] | null {
  const a = m.opponent1;
  const b = m.opponent2;
  if (!a || !b || a.id === null || b.id === null) return null;
  if (a.result === 'draw' || b.result === 'draw') return [a.id, 'draw', b.id, 'draw'];
  if (a.result === 'win' || b.forfeit) return [a.id, 'win', b.id, 'loss'];
  if (b.result === 'win' || a.forfeit) return [a.id, 'loss', b.id, 'win'];
  return null;
}

const POINTS = { win: 3, draw: 1, loss: 0 } as const;

function pointsAmong(matches: TableMatch[], ids: Set<number>): Map<number, number> {
  const points = new Map<number, number>();
  for (const m of matches) {
    const o = matchOutcome(m);
    if (!o || !ids.has(o[0]) || !ids.has(o[2])) continue;
    points.set(o[0], (points.get(o[0]) ?? 0) + POINTS[o[1]]);
    points.set(o[2], (points.get(o[2]) ?? 0) + POINTS[o[3]]);
  }
  return points;
}

/** A criterion of a table: negative when `a` is ahead of `b`, 0 when it cannot tell them apart. */
export type RowOrder = (a: TableRow, b: TableRow) => number;

/** The criterion of the first rule: more wins. */
export const byWins: RowOrder = (a, b) => b.won - a.won;

/**
 * The table of one group by a rule: `entrants` in seed order (best first), its matches, and the
 * rule's criteria between head to head and seed. Entrants who have not played yet are listed
 * with zeros. `headToHead` is each entrant's points against those level with it on points.
 */
export function rankedTable(
  entrants: number[],
  matches: TableMatch[],
  criteria: RowOrder[],
): { rows: TableRow[]; headToHead: Map<number, number> } {
  const rows = new Map<number, TableRow>(
    entrants.map((id) => [id, { id, played: 0, won: 0, drawn: 0, lost: 0, points: 0, rank: 0 }]),
  );
  for (const m of matches) {
    const o = matchOutcome(m);
    if (!o) continue;
    for (const [id, result] of [
      [o[0], o[1]],
      [o[2], o[3]],
    ] as const) {
      const row = rows.get(id);
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
  const headToHead = new Map<number, number>();
  for (const row of all) {
    if (headToHead.has(row.id)) continue;
    const tied = new Set(all.filter((r) => r.points === row.points).map((r) => r.id));
    const among = pointsAmong(matches, tied);
    for (const id of tied) headToHead.set(id, among.get(id) ?? 0);
  }
  const order: RowOrder[] = [
    (a, b) => b.points - a.points,
    (a, b) => headToHead.get(b.id)! - headToHead.get(a.id)!,
    ...criteria,
    (a, b) => seed.get(a.id)! - seed.get(b.id)!,
  ];
  all.sort((a, b) => {
    for (const criterion of order) {
      const difference = criterion(a, b);
      if (difference) return difference;
    }
    return 0;
  });
  all.forEach((row, i) => (row.rank = i + 1));
  return { rows: all, headToHead };
}

/**
 * The table of one group: `entrants` in seed order (best first), its matches. Entrants who have
 * not played yet are listed with zeros.
 */
export function roundRobinTable(entrants: number[], matches: TableMatch[]): TableRow[] {
  return rankedTable(entrants, matches, [byWins]).rows;
}
