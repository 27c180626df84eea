import type { StructuredScore } from '../../../shared/competition/scores';
import type { DrawView, GroupTable, MatchView } from '../../../shared/competition/schemas';
import { sportTable } from '../../../shared/competition/tiebreaks';
import type { EntrantLookup } from './draw-layout';

/** A sport's figures beside a row (shared/competition/tiebreaks.ts): nrr, goal_difference… */
type Tiebreak = Record<string, number | string | undefined>;

export type TableRow = {
  entrant_id: number;
  rank: number;
  name: string;
  organisation: string | null;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
  tiebreak: Tiebreak;
};

export type Standings = {
  /** The rule's key (`net_run_rate`, `goal_difference`…) and its English name. */
  rule: { key: string; name: string };
  rows: TableRow[];
};

/** What of the draw a pool's table reads: the sport's scoring, the overs, the server's tables. */
export type TableSource = Pick<DrawView, 'scoring' | 'tables'> & {
  settings: Pick<DrawView['settings'], 'overs'>;
};

/**
 * The table of one pool (issue 30): the server's (`draw.tables`, ranked by the sport's rule with
 * its figures) when it has the group, else computed here from the group's matches by the same
 * shared rule (shared/competition/tiebreaks.ts): every entrant drawn into it, played or not, best
 * first.
 */
export function standingsTable(
  groupId: number,
  matches: MatchView[],
  entrants: EntrantLookup,
  source: TableSource,
): Standings {
  const named = (id: number) => ({
    name: entrants.get(id)?.name ?? '',
    organisation: entrants.get(id)?.organisation ?? null,
  });
  const served = (source.tables ?? []).find((table: GroupTable) => table.group_id === groupId);
  if (served) {
    return {
      rule: served.rule,
      rows: [...served.rows]
        .sort((a, b) => a.rank - b.rank)
        .map((row) => ({ ...row, ...named(row.entrant_id) })),
    };
  }
  const ids = new Set<number>();
  for (const m of matches) {
    for (const side of [m.opponent1, m.opponent2]) if (side?.id != null) ids.add(side.id);
  }
  // Entrant numbers are seed order (the draw numbers them best first).
  const seeds = [...ids].sort((a, b) => a - b);
  const { rule, rows } = sportTable(
    seeds,
    matches.map((m) => ({ ...m, detail: (m.score_detail ?? null) as StructuredScore | null })),
    { scoring: source.scoring, oversPerInnings: source.settings.overs ?? undefined },
  );
  return {
    rule: { key: rule.key, name: rule.name },
    rows: rows.map((row) => ({
      entrant_id: row.id,
      rank: row.rank,
      ...named(row.id),
      played: row.played,
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
      points: row.points,
      tiebreak: row.tiebreak,
    })),
  };
}

/** A figure with its sign, as tables print it: +1.109, −0.167 (a true minus), 0.000. */
export function signed(value: number, decimals = 0): string {
  const text = Math.abs(value).toFixed(decimals);
  if (Number(text) === 0) return text;
  return `${value > 0 ? '+' : '\u2212'}${text}`;
}
