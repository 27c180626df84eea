import { describe, expect, it } from 'vitest';
import { entrantLookup, isPlayable, layoutDraw, sideOf } from './draw-layout';
import { draw, match, repechageDraw, seriesDraw, side, swissDraw } from './test-draws';

const rounds = (group_id: number, ids: number[], stage_id = 0) =>
  ids.map((id, i) => ({ id, stage_id, group_id, number: i + 1 }));

describe('layoutDraw', () => {
  it('lays a single elimination out as labelled rounds that meet two by two', () => {
    const d = draw({
      groups: [
        { id: 0, stage_id: 0, number: 1 },
        { id: 1, stage_id: 0, number: 2 },
      ],
      rounds: [...rounds(0, [0, 1, 2]), ...rounds(1, [3])],
      matches: [
        // Given out of order: the layout sorts each round by match number.
        match(0, 2, side(2), side(3)),
        match(0, 1, side(0), null),
        match(0, 3, side(1), side(null)),
        match(0, 4, null, side(null)),
        match(1, 1, side(0), side(null)),
        match(1, 2, side(null), side(null)),
        match(2, 1, side(null), side(null)),
        match(3, 1, side(null), side(null), { group_id: 1 }),
      ],
    });
    const [stage] = layoutDraw(d);
    expect(stage!.kind).toBe('bracket');
    const [main, bronze] = stage!.groups;
    expect(main!.label).toBe('Main draw');
    expect(bronze!.label).toBe('Third place');
    expect(
      main!.rounds.map((r) => [r.label, r.matches.map((m) => m.number), r.next, r.fed]),
    ).toEqual([
      ['Quarterfinals', [1, 2, 3, 4], 'pairs', false],
      ['Semifinals', [1, 2], 'pairs', true],
      ['Final', [1], null, true],
    ]);
    expect(bronze!.rounds.map((r) => [r.label, r.next, r.fed])).toEqual([
      ['Bronze match', null, false],
    ]);
  });

  it('joins rounds of equal size one to one (a losers’ side) and leaves the group title out alone', () => {
    const d = draw({
      stages: [{ id: 0, number: 1, name: 'Losers', type: 'double_elimination' }],
      groups: [{ id: 5, stage_id: 0, number: 2 }],
      rounds: rounds(5, [10, 11, 12]),
      matches: [
        match(10, 1, side(null), side(null)),
        match(10, 2, side(null), side(null)),
        match(11, 1, side(null), side(null)),
        match(11, 2, side(null), side(null)),
        match(12, 1, side(null), side(null)),
      ],
    });
    const group = layoutDraw(d)[0]!.groups[0]!;
    expect(group.label).toBeNull();
    expect(group.rounds.map((r) => [r.label, r.next, r.fed])).toEqual([
      ['Round 1', 'straight', false],
      ['Round 2', 'pairs', true],
      ["Losers' final", null, true],
    ]);
  });

  it('orders stages (pools, then the knockout) and names the pools', () => {
    const d = draw({
      stages: [
        { id: 1, number: 2, name: 'Knockout', type: 'single_elimination' },
        { id: 0, number: 1, name: 'Pools', type: 'round_robin' },
      ],
      groups: [
        { id: 0, stage_id: 0, number: 1 },
        { id: 1, stage_id: 0, number: 2 },
        { id: 2, stage_id: 1, number: 1 },
      ],
      rounds: [...rounds(0, [0]), ...rounds(1, [1]), ...rounds(2, [2], 1)],
      matches: [],
    });
    const stages = layoutDraw(d);
    expect(stages.map((s) => [s.name, s.kind])).toEqual([
      ['Pools', 'pools'],
      ['Knockout', 'bracket'],
    ]);
    expect(stages[0]!.groups.map((g) => g.label)).toEqual(['Pool A', 'Pool B']);
  });
});

describe('layoutDraw of the formats by sport (issue 30)', () => {
  it('a repechage: the main bracket, then each ladder and the bronze bouts, named', () => {
    const [main, repechage] = layoutDraw(repechageDraw());
    expect(main!.kind).toBe('bracket');
    expect(main!.groups[0]!.rounds.map((r) => r.label)).toEqual([
      'Round 1',
      'Quarterfinals',
      'Semifinals',
      'Final',
    ]);
    expect(repechage!.kind).toBe('bracket');
    expect([main!.name, repechage!.name]).toEqual(['Knockout', 'Repechage']);
    expect(repechage!.groups.map((g) => [g.label, g.rounds.map((r) => r.label)])).toEqual([
      ['Repechage · top half', ['Repechage round 1']],
      ['Repechage · bottom half', ['Repechage round 1']],
      ['Bronze bouts', ['Bronze bouts']],
    ]);
    expect(repechage!.groups[2]!.rounds[0]!.matches.map((m) => m.number)).toEqual([1, 2]);
  });

  it('a ladder’s bouts lead one to one, and a lone group still says which it is', () => {
    const d = draw({
      stages: [{ id: 1, number: 2, name: 'Repechage', type: 'repechage' }],
      groups: [{ id: 7, stage_id: 1, number: 2 }],
      rounds: rounds(7, [20, 21, 22], 1),
      matches: [
        match(20, 1, side(0, 'win'), side(1, 'loss')),
        match(21, 1, side(0), side(2)),
        match(22, 1, side(null), side(3)),
      ],
    });
    const group = layoutDraw(d)[0]!.groups[0]!;
    expect(group.label).toBe('Repechage · bottom half');
    expect(group.rounds.map((r) => [r.label, r.next, r.fed])).toEqual([
      ['Repechage round 1', 'straight', false],
      ['Repechage round 2', 'straight', true],
      ['Repechage round 3', null, true],
    ]);
  });

  it('a Swiss event reads as pools, a best of three as a series of games', () => {
    const [swiss] = layoutDraw(swissDraw());
    expect([swiss!.kind, swiss!.groups[0]!.label]).toEqual(['pools', null]);
    expect(swiss!.groups[0]!.rounds.map((r) => r.label)).toEqual(['Round 1', 'Round 2', 'Round 3']);
    const [series] = layoutDraw(seriesDraw());
    expect(series!.kind).toBe('series');
    expect(series!.groups[0]!.rounds.map((r) => r.label)).toEqual(['Game 1', 'Game 2', 'Game 3']);
  });
});

describe('sideOf and isPlayable', () => {
  const entrants = entrantLookup(draw({}));

  it('tells a bye, an opponent to be decided, a winner and a loser apart', () => {
    expect(sideOf(null, entrants)).toEqual({ kind: 'bye' });
    expect(sideOf(side(null), entrants)).toEqual({ kind: 'tbd' });
    expect(sideOf(side(1, 'win'), entrants)).toEqual({
      kind: 'entrant',
      name: 'Vikram',
      organisation: 'Beta College',
      won: true,
      lost: false,
    });
    expect(sideOf(side(2, 'loss'), entrants)).toMatchObject({ won: false, lost: true });
  });

  it('a match is playable with both opponents known and no result', () => {
    expect(isPlayable(match(0, 1, side(0), side(1)))).toBe(true);
    expect(isPlayable(match(0, 1, side(0), side(null)))).toBe(false);
    expect(isPlayable(match(0, 1, side(0), null))).toBe(false);
    expect(isPlayable(match(0, 1, side(0, 'win'), side(1, 'loss')))).toBe(false);
  });
});
