import { describe, expect, it } from 'vitest';
import type { DrawView, MatchView } from '../../../shared/competition/schemas';
import { repechageDraw, seriesDraw, swissDraw } from '../../components/competition/test-draws';
import { drawSections, matchTitle } from './draw-sections';

type Layout = Pick<DrawView, 'stages' | 'groups' | 'rounds' | 'matches'>;

let ids = 0;
function match(
  round: { id: number; stage_id: number; group_id: number },
  number: number,
  a: number | null | 'bye' = null,
  b: number | null | 'bye' = null,
): MatchView {
  const side = (o: number | null | 'bye') => (o === 'bye' ? null : { id: o });
  return {
    id: `m${++ids}`,
    stage_id: round.stage_id,
    group_id: round.group_id,
    round_id: round.id,
    number,
    status: 2,
    opponent1: side(a),
    opponent2: side(b),
    score: null,
    score_detail: null,
    outcome: null,
    court: null,
    entered_at: null,
  };
}

/** A knockout of 4 with a bronze match: the main draw (2 rounds) and the third-place group. */
function knockoutWithBronze(): Layout {
  const rounds = [
    { id: 1, stage_id: 0, group_id: 10, number: 1 },
    { id: 2, stage_id: 0, group_id: 10, number: 2 },
    { id: 3, stage_id: 0, group_id: 11, number: 1 },
  ];
  return {
    stages: [{ id: 0, number: 1, name: 'Knockout', type: 'single_elimination' }],
    groups: [
      { id: 11, stage_id: 0, number: 2 },
      { id: 10, stage_id: 0, number: 1 },
    ],
    rounds,
    // Out of order on purpose: the page sorts by number.
    matches: [
      match(rounds[0]!, 2, 2, 3),
      match(rounds[0]!, 1, 0, 1),
      match(rounds[1]!, 1),
      match(rounds[2]!, 1),
    ],
  };
}

describe('drawSections', () => {
  it('lists a knockout by side and round, in play order, with the rounds named', () => {
    const parts = drawSections(knockoutWithBronze());
    expect(parts.map((p) => p.title)).toEqual(['Main draw', 'Third place']);
    expect(parts[0]!.rounds.map((r) => r.label)).toEqual(['Semifinals', 'Final']);
    expect(parts[0]!.rounds[0]!.matches.map((m) => m.number)).toEqual([1, 2]);
    expect(parts[1]!.rounds.map((r) => r.label)).toEqual(['Bronze match']);
  });

  it('gives a one-part draw no part title', () => {
    const rounds = [
      { id: 1, stage_id: 0, group_id: 0, number: 1 },
      { id: 2, stage_id: 0, group_id: 0, number: 2 },
      { id: 3, stage_id: 0, group_id: 0, number: 3 },
    ];
    const parts = drawSections({
      stages: [{ id: 0, number: 1, name: 'Round robin', type: 'round_robin' }],
      groups: [{ id: 0, stage_id: 0, number: 1 }],
      rounds,
      matches: rounds.map((r) => match(r, 1, 0, 1)),
    });
    expect(parts).toHaveLength(1);
    expect(parts[0]!.title).toBeNull();
    expect(parts[0]!.rounds.map((r) => r.label)).toEqual(['Round 1', 'Round 2', 'Round 3']);
  });

  it('names pools by letter, and the knockout after them by its stage', () => {
    const rounds = [
      { id: 1, stage_id: 0, group_id: 0, number: 1 },
      { id: 2, stage_id: 0, group_id: 1, number: 1 },
      { id: 3, stage_id: 1, group_id: 2, number: 1 },
      { id: 4, stage_id: 1, group_id: 3, number: 1 },
    ];
    const parts = drawSections({
      stages: [
        { id: 1, number: 2, name: 'Knockout', type: 'single_elimination' },
        { id: 0, number: 1, name: 'Pools', type: 'round_robin' },
      ],
      groups: [
        { id: 0, stage_id: 0, number: 1 },
        { id: 1, stage_id: 0, number: 2 },
        { id: 2, stage_id: 1, number: 1 },
        { id: 3, stage_id: 1, number: 2 },
      ],
      rounds,
      matches: rounds.map((r) => match(r, 1, 0, 1)),
    });
    expect(parts.map((p) => p.title)).toEqual([
      'Pool A',
      'Pool B',
      'Knockout · Main draw',
      'Knockout · Third place',
    ]);
    // The pools carry their group for the board's table; a knockout has none.
    expect(parts.map((p) => p.table?.id ?? null)).toEqual([0, 1, null, null]);
  });

  it('lists a repechage after its main bracket, a ladder and the bronze bouts each a part', () => {
    const parts = drawSections(repechageDraw());
    expect(parts.map((p) => p.title)).toEqual([
      'Knockout',
      'Repechage · top half',
      'Repechage · bottom half',
      'Bronze bouts',
    ]);
    expect(parts[3]!.rounds.map((r) => [r.label, r.matches.length])).toEqual([['Bronze bouts', 2]]);
    expect(parts.every((p) => p.table === null)).toBe(true);
  });

  it('a Swiss event is one part with its table and every round’s bye; a series its games', () => {
    const [swiss, ...more] = drawSections(swissDraw());
    expect(more).toEqual([]);
    expect(swiss!.title).toBeNull();
    expect(swiss!.table?.rounds).toHaveLength(3);
    expect(swiss!.rounds.map((r) => r.matches.length)).toEqual([3, 3, 3]);
    const [series] = drawSections(seriesDraw());
    expect(series!.table).toBeNull();
    expect(series!.rounds.map((r) => r.label)).toEqual(['Game 1', 'Game 2', 'Game 3']);
  });

  it('keeps byes but leaves out matches that hold nobody, and rounds left empty', () => {
    const rounds = [
      { id: 1, stage_id: 0, group_id: 0, number: 1 },
      { id: 2, stage_id: 0, group_id: 1, number: 1 },
    ];
    const parts = drawSections({
      stages: [{ id: 0, number: 1, name: 'Knockout', type: 'double_elimination' }],
      groups: [
        { id: 0, stage_id: 0, number: 1 },
        { id: 1, stage_id: 0, number: 2 },
      ],
      rounds,
      matches: [match(rounds[0]!, 1, 0, 'bye'), match(rounds[1]!, 1, 'bye', 'bye')],
    });
    expect(parts).toHaveLength(1);
    expect(parts[0]!.title).toBe("Winners' side");
    expect(parts[0]!.rounds[0]!.matches).toHaveLength(1);
  });
});

describe('matchTitle', () => {
  it('names the part when there is one, the round and the match', () => {
    const [main] = drawSections(knockoutWithBronze());
    const round = main!.rounds[1]!;
    expect(matchTitle(main!, round, round.matches[0]!)).toBe('Main draw · Final · match 1');
    expect(matchTitle({ ...main!, title: null }, round, round.matches[0]!)).toBe('Final · match 1');
  });
});
