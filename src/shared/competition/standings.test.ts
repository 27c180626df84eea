import { describe, expect, it } from 'vitest';
import { competitionPlaces } from './standings';

const ranks = (levels: number[]) =>
  competitionPlaces(levels.map((rank, id) => ({ id, rank }))).map((r) => r.rank);

describe('competitionPlaces (standard competition ranking)', () => {
  it('skips the places a tie takes: 5th, 5th, 7th, 7th', () => {
    // A double elimination of eight as brackets-manager groups it (dense: 5, 5, 6, 6).
    expect(ranks([1, 2, 3, 4, 5, 5, 6, 6])).toEqual([1, 2, 3, 4, 5, 5, 7, 7]);
    // Single elimination without a bronze match: two thirds, then four fifths.
    expect(ranks([1, 2, 3, 3, 4, 4, 4, 4])).toEqual([1, 2, 3, 3, 5, 5, 5, 5]);
    // A final not played by either side: two firsts and no second.
    expect(ranks([1, 1, 2, 2])).toEqual([1, 1, 3, 3]);
  });

  it('sorts by rank, keeps tied rows in their order and leaves given places as they are', () => {
    const rows = [
      { id: 'c', rank: 2 },
      { id: 'a', rank: 1 },
      { id: 'd', rank: 2 },
      { id: 'b', rank: 3 },
    ];
    const placed = competitionPlaces(rows);
    expect(placed).toEqual([
      { id: 'a', rank: 1 },
      { id: 'c', rank: 2 },
      { id: 'd', rank: 2 },
      { id: 'b', rank: 4 },
    ]);
    expect(competitionPlaces(placed)).toEqual(placed);
    expect(rows[0]).toEqual({ id: 'c', rank: 2 });
    expect(competitionPlaces([])).toEqual([]);
  });
});
