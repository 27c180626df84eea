import { describe, expect, it } from 'vitest';
import { roundRobinTable, type TableMatch } from './round-robin';

const win = (a: number, b: number): TableMatch => ({
  opponent1: { id: a, result: 'win' },
  opponent2: { id: b, result: 'loss' },
});
const draw = (a: number, b: number): TableMatch => ({
  opponent1: { id: a, result: 'draw' },
  opponent2: { id: b, result: 'draw' },
});

describe('a round robin table', () => {
  it('counts 3 for a win and 1 for a draw, best first', () => {
    const table = roundRobinTable([0, 1, 2], [win(1, 0), draw(0, 2), win(1, 2)]);
    expect(table.map((r) => [r.id, r.points, r.played, r.won, r.drawn, r.lost])).toEqual([
      [1, 6, 2, 2, 0, 0],
      [0, 1, 2, 0, 1, 1],
      [2, 1, 2, 0, 1, 1],
    ]);
  });

  it('breaks a tie on points by the match between the tied, then wins, then seed', () => {
    // 0, 1 and 2 beat each other in a circle (3 points each) and all beat 3; 2 beat 1 and 1
    // beat 0, 0 beat 2: head to head is level too, wins are level, so seeds decide.
    const circle = [win(1, 0), win(2, 1), win(0, 2), win(0, 3), win(1, 3), win(2, 3)];
    expect(roundRobinTable([0, 1, 2, 3], circle).map((r) => r.id)).toEqual([0, 1, 2, 3]);
    // Two level on points: the one who won their match is ahead, whatever the seeds.
    const pair = [win(1, 0), win(0, 2), win(1, 3), draw(0, 3), win(2, 1), win(3, 2)];
    const table = roundRobinTable([0, 1, 2, 3], pair);
    expect(table.map((r) => [r.id, r.points])).toEqual([
      [1, 6],
      [0, 4],
      [3, 4],
      [2, 3],
    ]);
    // Every place is someone's own.
    expect(table.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
  });

  it('a walkover counts as a win; unplayed matches count for nothing', () => {
    const table = roundRobinTable(
      [0, 1, 2],
      [
        { opponent1: { id: 0, forfeit: true }, opponent2: { id: 1 } },
        { opponent1: { id: 0 }, opponent2: { id: 2 } },
      ],
    );
    expect(table[0]).toMatchObject({ id: 1, points: 3, won: 1, played: 1 });
    expect(table.find((r) => r.id === 2)).toMatchObject({ played: 0, points: 0 });
  });
});
