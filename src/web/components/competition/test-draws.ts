import type { DrawView, MatchView } from '../../../shared/competition/schemas';
import type { StructuredScore } from '../../../shared/competition/scores';
import { sportTable } from '../../../shared/competition/tiebreaks';

/** Draws for the results page's unit tests, in brackets-manager's shapes. */

type Opponent = MatchView['opponent1'];

export const side = (id: number | null, result?: 'win' | 'loss' | 'draw'): Opponent =>
  result ? { id, result } : { id };

let nextId = 0;

export function match(
  round_id: number,
  number: number,
  opponent1: Opponent,
  opponent2: Opponent,
  more: Partial<MatchView> = {},
): MatchView {
  const done = Boolean(opponent1?.result && opponent2?.result);
  return {
    id: `m${(nextId += 1)}`,
    stage_id: 0,
    group_id: 0,
    round_id,
    number,
    status: done ? 4 : opponent1?.id != null && opponent2?.id != null ? 2 : 1,
    opponent1,
    opponent2,
    score: null,
    score_detail: null,
    outcome: done ? 'played' : null,
    court: null,
    entered_at: null,
    ...more,
  };
}

/**
 * Each round robin group's table as the server ranks it (shared/competition/tiebreaks.ts): its
 * entrants in seed order, its matches with their structured scores.
 */
function tablesOf(
  view: Pick<DrawView, 'stages' | 'groups' | 'matches' | 'scoring' | 'settings'>,
): DrawView['tables'] {
  const pools = new Set(view.stages.filter((s) => s.type === 'round_robin').map((s) => s.id));
  return view.groups
    .filter((g) => pools.has(g.stage_id))
    .map((group) => {
      const matches = view.matches.filter((m) => m.group_id === group.id);
      const ids = new Set<number>();
      for (const m of matches)
        for (const o of [m.opponent1, m.opponent2]) if (o?.id != null) ids.add(o.id);
      const { rule, rows } = sportTable(
        [...ids].sort((a, b) => a - b),
        matches.map((m) => ({ ...m, detail: m.score_detail as StructuredScore | null })),
        { scoring: view.scoring, oversPerInnings: view.settings.overs ?? undefined },
      );
      return {
        group_id: group.id,
        rule: { key: rule.key, name: rule.name },
        rows: rows.map(({ id, rank, played, won, drawn, lost, points, tiebreak }) => ({
          entrant_id: id,
          rank,
          played,
          won,
          drawn,
          lost,
          points,
          // The server sends the figures that are numbers (nrr, goal_difference…).
          tiebreak: Object.fromEntries(
            Object.entries(tiebreak).filter((e): e is [string, number] => typeof e[1] === 'number'),
          ),
        })),
      };
    });
}

/** A draw; its round robin groups' `tables` as the server would rank them unless given. */
export function draw(parts: Partial<DrawView>): DrawView {
  const view: DrawView = {
    id: 'd1',
    category_id: 'c1',
    category_name: 'Open',
    format: 'single_elimination',
    scoring: 'text',
    settings: {
      seeding: 'random',
      bronze: false,
      grand_final: 'simple',
      pool_count: 2,
      advance: 2,
      overs: null,
    },
    state: 'running',
    entrants: ['Asha', 'Vikram', 'Meera', 'Rohan'].map((name, id) => ({
      id,
      participation_id: `p${id}`,
      name,
      organisation: id % 2 ? 'Beta College' : 'Alpha School',
      seed: id + 1,
    })),
    stages: [{ id: 0, number: 1, name: 'Knockout', type: 'single_elimination' }],
    groups: [{ id: 0, stage_id: 0, number: 1 }],
    rounds: [],
    matches: [],
    standings: [],
    tables: [],
    round_one_conflicts: 0,
    ...parts,
  };
  return parts.tables ? view : { ...view, tables: tablesOf(view) };
}
