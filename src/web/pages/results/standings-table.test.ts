import { describe, expect, it } from 'vitest';
import { entrantLookup } from '../../components/competition/draw-layout';
import { standingsTable } from './standings-table';
import { draw, match, side } from '../../components/competition/test-draws';

const entrants = entrantLookup(draw({}));
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
    const table = standingsTable(
      [
        match(0, 1, side(0, 'win'), side(1, 'loss')),
        match(0, 2, side(2, 'draw'), side(3, 'draw')),
        match(1, 1, side(0, 'draw'), side(2, 'draw')),
        match(1, 2, side(3, 'win'), side(1, 'loss')),
        // Not played yet: its entrants are in the table, the match counts for nobody.
        match(2, 1, side(0), side(3)),
        match(2, 2, side(1), side(2)),
      ],
      entrants,
    );
    expect(table.map(row)).toEqual([
      ['Asha', 2, 1, 1, 0, 4],
      ['Rohan', 2, 1, 1, 0, 4],
      ['Meera', 2, 0, 2, 0, 2],
      ['Vikram', 2, 0, 0, 2, 0],
    ]);
    expect(table[0]!.organisation).toBe('Alpha School');
  });

  it('lists every entrant of a pool before any match is played, in seed order', () => {
    const table = standingsTable(
      [match(0, 1, side(3), side(1)), match(0, 2, side(0), side(null))],
      entrants,
    );
    expect(table.map((r) => [r.name, r.played, r.points])).toEqual([
      ['Asha', 0, 0],
      ['Vikram', 0, 0],
      ['Rohan', 0, 0],
    ]);
  });

  it('ranks equal points by the shared rule: head to head, then wins, then seed', () => {
    const table = standingsTable(
      [
        // Asha: one win, one loss (3). Meera: three draws (3). Vikram: 3 from a win.
        match(0, 1, side(0, 'win'), side(1, 'loss')),
        match(0, 2, side(2, 'draw'), side(3, 'draw')),
        match(1, 1, side(2, 'draw'), side(3, 'draw')),
        match(1, 2, side(2, 'draw'), side(3, 'draw')),
        match(2, 1, side(1, 'win'), side(0, 'loss')),
      ],
      entrants,
    );
    expect(table.map((r) => [r.name, r.points, r.won, r.lost])).toEqual([
      ['Asha', 3, 1, 1],
      ['Vikram', 3, 1, 1],
      ['Meera', 3, 0, 0],
      ['Rohan', 3, 0, 0],
    ]);
  });
});
