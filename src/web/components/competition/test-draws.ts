import type { DrawView, MatchView } from '../../../shared/competition/schemas';

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
    outcome: done ? 'played' : null,
    court: null,
    entered_at: null,
    ...more,
  };
}

export function draw(parts: Partial<DrawView>): DrawView {
  return {
    id: 'd1',
    category_id: 'c1',
    category_name: 'Open',
    format: 'single_elimination',
    settings: {
      seeding: 'random',
      bronze: false,
      grand_final: 'simple',
      pool_count: 2,
      advance: 2,
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
    round_one_conflicts: 0,
    ...parts,
  };
}
