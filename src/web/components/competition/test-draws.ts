import type { DrawView, MatchView } from '../../../shared/competition/schemas';
import type { StructuredScore } from '../../../shared/competition/scores';
import { swissStandings, type SwissMatch } from '../../../shared/competition/swiss';
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

/** A Swiss group's table as the server ranks it (shared/competition/swiss.ts), its rows reversed. */
function swissTable(groupId: number, view: Pick<DrawView, 'entrants' | 'matches'>) {
  const played: SwissMatch<number>[] = view.matches
    .filter((m) => m.group_id === groupId && m.opponent1?.result)
    .map((m) => ({
      a: m.opponent1!.id!,
      b: m.opponent2?.id ?? null,
      result: m.opponent1!.result === 'draw' ? 'draw' : m.opponent1!.result === 'win' ? 'a' : 'b',
    }));
  const { rows } = swissStandings(
    view.entrants.map((e) => e.id),
    played,
  );
  return {
    group_id: groupId,
    rule: { key: 'swiss', name: 'Score, then Buchholz, then Sonneborn-Berger' },
    // In no particular order: the page ranks them by `rank`.
    rows: rows
      .map((row) => ({
        entrant_id: row.id,
        rank: row.rank,
        played: row.played,
        won: row.won,
        drawn: row.drawn,
        lost: row.lost,
        points: row.score,
        tiebreak: {
          buchholz: row.tiebreak.buchholz,
          sonneborn_berger: row.tiebreak.sonnebornBerger,
        },
      }))
      .reverse(),
  };
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
      rounds: null,
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

const entrantsNamed = (names: string[]): DrawView['entrants'] =>
  names.map((name, id) => ({
    id,
    participation_id: `p${id}`,
    name,
    organisation: null,
    seed: id + 1,
  }));

const WRESTLERS = [
  'Aman',
  'Bilal',
  'Chetan',
  'Dev',
  'Eshan',
  'Farhan',
  'Gagan',
  'Harish',
  'Imran',
  'Jatin',
  'Kunal',
  'Lalit',
  'Manav',
  'Naveen',
  'Om',
  'Pranav',
];

const won = (winner: number, loser: number, more: Partial<MatchView> = {}) =>
  match(0, 0, side(winner, 'win'), side(loser, 'loss'), more);

/**
 * A finished UWW wrestling draw of 16 with repechage (issue 30). Main bracket: Aman (0) beat
 * Pranav (15), Harish (7) and Dev (3); Bilal (1) beat Om (14), Gagan (6) and Chetan (2); Aman
 * won the final. Repechage: those who lost to a finalist before the semifinals, a bout a half
 * (Harish beat Pranav, Gagan beat Om); bronze bouts: Chetan beat Harish (the top ladder's winner
 * against the bottom half's semifinal loser), Gagan beat Dev.
 */
export function repechageDraw(): DrawView {
  const rounds = [
    { id: 0, stage_id: 0, group_id: 0, number: 1 },
    { id: 1, stage_id: 0, group_id: 0, number: 2 },
    { id: 2, stage_id: 0, group_id: 0, number: 3 },
    { id: 3, stage_id: 0, group_id: 0, number: 4 },
    { id: 10, stage_id: 1, group_id: 10, number: 1 },
    { id: 11, stage_id: 1, group_id: 11, number: 1 },
    { id: 12, stage_id: 1, group_id: 12, number: 1 },
  ];
  const main = (round_id: number, number: number, w: number, l: number) =>
    won(w, l, { round_id, number });
  const repechage = (round_id: number, number: number, w: number, l: number) =>
    won(w, l, { stage_id: 1, group_id: round_id, round_id, number });
  const firstRound: Array<[number, number]> = [
    [0, 15],
    [7, 8],
    [3, 12],
    [4, 11],
    [1, 14],
    [6, 9],
    [2, 13],
    [5, 10],
  ];
  return draw({
    format: 'repechage',
    state: 'final',
    scoring: 'points',
    entrants: entrantsNamed(WRESTLERS),
    stages: [
      { id: 0, number: 1, name: 'Knockout', type: 'single_elimination' },
      { id: 1, number: 2, name: 'Repechage', type: 'repechage' },
    ],
    groups: [
      { id: 0, stage_id: 0, number: 1 },
      { id: 10, stage_id: 1, number: 1 },
      { id: 11, stage_id: 1, number: 2 },
      { id: 12, stage_id: 1, number: 3 },
    ],
    rounds,
    matches: [
      ...firstRound.map(([w, l], i) => main(0, i + 1, w, l)),
      main(1, 1, 0, 7),
      main(1, 2, 3, 4),
      main(1, 3, 1, 6),
      main(1, 4, 2, 5),
      main(2, 1, 0, 3),
      main(2, 2, 1, 2),
      main(3, 1, 0, 1),
      repechage(10, 1, 7, 15),
      repechage(11, 1, 6, 14),
      repechage(12, 1, 2, 7),
      repechage(12, 2, 6, 3),
    ],
    standings: [
      [1, 0],
      [2, 1],
      [3, 2],
      [3, 6],
      [5, 7],
      [5, 3],
    ].map(([rank, id]) => ({
      rank: rank!,
      walkover: false,
      entrant_id: id!,
      name: WRESTLERS[id!]!,
      organisation: null,
    })),
  });
}

/** A lone entrant declared champion (issue 30): no stage, no match, a gold by walkover. */
export function walkoverDraw(): DrawView {
  return draw({
    format: 'walkover',
    state: 'final',
    entrants: entrantsNamed(['Asha']),
    stages: [],
    groups: [],
    rounds: [],
    matches: [],
    standings: [{ rank: 1, walkover: true, entrant_id: 0, name: 'Asha', organisation: null }],
  });
}

/**
 * A chess Swiss of five, three rounds played (issue 30). Round 1: Asha beat Meera, Vikram and
 * Rohan drew, Kiran had the bye; round 2: Asha and Kiran drew, Vikram beat Meera, Rohan had the
 * bye; round 3: Asha beat Vikram, Kiran beat Rohan, Meera had the bye. Asha and Kiran have 2½;
 * Kiran is first on Buchholz (6½ to 5: a bye counts the entrant's own score).
 */
export function swissDraw(): DrawView {
  const game = (round_id: number, number: number, a: number, b: number | null, result: string) =>
    match(
      round_id,
      number,
      side(a, result === 'a' || b === null ? 'win' : result === 'draw' ? 'draw' : 'loss'),
      b === null ? null : side(b, result === 'b' ? 'win' : result === 'draw' ? 'draw' : 'loss'),
      { status: 4, outcome: b === null ? null : 'played' },
    );
  const view = draw({
    format: 'swiss',
    settings: {
      seeding: 'random',
      bronze: false,
      grand_final: 'simple',
      pool_count: 2,
      advance: 2,
      overs: null,
      rounds: 4,
    },
    entrants: entrantsNamed(['Asha', 'Vikram', 'Meera', 'Rohan', 'Kiran']),
    stages: [{ id: 0, number: 1, name: 'Swiss', type: 'swiss' }],
    rounds: [1, 2, 3].map((number) => ({ id: number, stage_id: 0, group_id: 0, number })),
    matches: [
      game(1, 1, 0, 2, 'a'),
      game(1, 2, 1, 3, 'draw'),
      game(1, 3, 4, null, 'a'),
      game(2, 1, 0, 4, 'draw'),
      game(2, 2, 1, 2, 'a'),
      game(2, 3, 3, null, 'a'),
      game(3, 1, 0, 1, 'a'),
      game(3, 2, 4, 3, 'a'),
      game(3, 3, 2, null, 'a'),
    ],
  });
  return { ...view, tables: [swissTable(0, view)] };
}

/** A best of three (issue 30): Asha won game 1, Vikram game 2, game 3 still to play. */
export function seriesDraw(): DrawView {
  return draw({
    format: 'best_of_three',
    entrants: entrantsNamed(['Asha', 'Vikram']),
    stages: [{ id: 0, number: 1, name: 'Best of three', type: 'series' }],
    rounds: [1, 2, 3].map((number) => ({ id: number, stage_id: 0, group_id: 0, number })),
    matches: [
      match(1, 1, side(0, 'win'), side(1, 'loss'), { score: '21-15, 21-18' }),
      match(2, 1, side(0, 'loss'), side(1, 'win'), { score: '19-21, 20-22' }),
      match(3, 1, side(0), side(1)),
    ],
  });
}
