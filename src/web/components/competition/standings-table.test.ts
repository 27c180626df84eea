import { describe, expect, it } from 'vitest';
import { entrantLookup } from './draw-layout';
import { signed, standingsTable, type TableSource } from './standings-table';
import { draw, match, side } from './test-draws';

const entrants = entrantLookup(draw({}));
/** A text sport's draw whose tables the server did not send: the page ranks it itself. */
const TEXT: TableSource = { scoring: 'text', settings: { overs: null }, tables: [] };
const table = (matches: Parameters<typeof standingsTable>[1], source = TEXT) =>
  standingsTable(0, matches, entrants, source).rows;
const row = (r: {
  name: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
}) => [r.name, r.played, r.won, r.drawn, r.lost, r.points];

describe('standingsTable', () => {
  it('counts played, won, drawn and lost, with 3 points a win and 1 a draw, best first', () => {
    const rows = table([
      match(0, 1, side(0, 'win'), side(1, 'loss')),
      match(0, 2, side(2, 'draw'), side(3, 'draw')),
      match(1, 1, side(0, 'draw'), side(2, 'draw')),
      match(1, 2, side(3, 'win'), side(1, 'loss')),
      // Not played yet: its entrants are in the table, the match counts for nobody.
      match(2, 1, side(0), side(3)),
      match(2, 2, side(1), side(2)),
    ]);
    expect(rows.map(row)).toEqual([
      ['Asha', 2, 1, 1, 0, 4],
      ['Rohan', 2, 1, 1, 0, 4],
      ['Meera', 2, 0, 2, 0, 2],
      ['Vikram', 2, 0, 0, 2, 0],
    ]);
    expect(rows[0]!.organisation).toBe('Alpha School');
  });

  it('lists every entrant of a pool before any match is played, in seed order', () => {
    const rows = table([match(0, 1, side(3), side(1)), match(0, 2, side(0), side(null))]);
    expect(rows.map((r) => [r.name, r.played, r.points])).toEqual([
      ['Asha', 0, 0],
      ['Vikram', 0, 0],
      ['Rohan', 0, 0],
    ]);
  });

  it('ranks equal points by the shared rule: head to head, then wins, then seed', () => {
    const rows = table([
      // Asha: one win, one loss (3). Meera: three draws (3). Vikram: 3 from a win.
      match(0, 1, side(0, 'win'), side(1, 'loss')),
      match(0, 2, side(2, 'draw'), side(3, 'draw')),
      match(1, 1, side(2, 'draw'), side(3, 'draw')),
      match(1, 2, side(2, 'draw'), side(3, 'draw')),
      match(2, 1, side(1, 'win'), side(0, 'loss')),
    ]);
    expect(rows.map((r) => [r.name, r.points, r.won, r.lost])).toEqual([
      ['Asha', 3, 1, 1],
      ['Vikram', 3, 1, 1],
      ['Meera', 3, 0, 0],
      ['Rohan', 3, 0, 0],
    ]);
  });

  it('names the rule: a text sport ranks by wins', () => {
    expect(standingsTable(0, [], entrants, TEXT).rule.key).toBe('wins');
  });
});

describe('a sport’s table (issue 30)', () => {
  const innings = (a: [number, number, string], b: [number, number, string]) => ({
    innings: [a, b].map(([runs, wickets, overs]) => ({ runs, wickets, overs })),
  });

  it('takes the server’s table for the group: its ranks, figures and rule', () => {
    const served: TableSource = {
      scoring: 'innings',
      settings: { overs: 20 },
      tables: [
        {
          group_id: 0,
          rule: { key: 'net_run_rate', name: 'Points, then head-to-head, then net run rate' },
          rows: [
            {
              entrant_id: 2,
              rank: 2,
              played: 1,
              won: 0,
              drawn: 0,
              lost: 1,
              points: 0,
              tiebreak: { nrr: -1.5 },
            },
            {
              entrant_id: 1,
              rank: 1,
              played: 1,
              won: 1,
              drawn: 0,
              lost: 0,
              points: 3,
              tiebreak: { nrr: 1.5 },
            },
          ],
        },
      ],
    };
    // The matches would rank them otherwise (nothing played): the server's table wins.
    const { rule, rows } = standingsTable(0, [match(0, 1, side(1), side(2))], entrants, served);
    expect(rule.key).toBe('net_run_rate');
    expect(rows.map((r) => [r.rank, r.name, r.points, r.tiebreak.nrr])).toEqual([
      [1, 'Vikram', 3, 1.5],
      [2, 'Meera', 0, -1.5],
    ]);
    // Another group's table is not this one's: computed here.
    expect(
      standingsTable(1, [match(0, 1, side(1), side(2))], entrants, served).rows[0]!.points,
    ).toBe(0);
  });

  it('without the server’s table, ranks by net run rate from the innings (all out: full overs)', () => {
    const source: TableSource = { scoring: 'innings', settings: { overs: 20 }, tables: [] };
    const rows = table(
      [
        // Asha 160/4 (20) beat Vikram 140/9 (20); Meera 120 all out (15) lost to Rohan 121/2 (10).
        match(0, 1, side(0, 'win'), side(1, 'loss'), {
          score_detail: innings([160, 4, '20'], [140, 9, '20']),
        }),
        match(0, 2, side(2, 'loss'), side(3, 'win'), {
          score_detail: innings([120, 10, '15'], [121, 2, '10']),
        }),
      ],
      source,
    );
    expect(rows.map((r) => [r.name, r.points, r.tiebreak.nrr])).toEqual([
      ['Rohan', 3, 6.1],
      ['Asha', 3, 1],
      ['Vikram', 0, -1],
      // 120 in a full 20 overs (bowled out), 121 conceded in 10.
      ['Meera', 0, -6.1],
    ]);
  });

  it('signs its figures with a true minus, and none for zero', () => {
    expect(signed(1.1094, 3)).toBe('+1.109');
    expect(signed(-0.167, 3)).toBe('\u2212' + '0.167');
    expect(signed(0, 3)).toBe('0.000');
    expect(signed(-0.0001, 3)).toBe('0.000');
    expect(signed(3)).toBe('+3');
  });
});
