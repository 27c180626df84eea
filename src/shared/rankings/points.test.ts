import { describe, expect, it } from 'vitest';
import { pointsForPlace, rankCompetitors } from './points';
import { RankingPointsField } from './schemas';

const DEFAULT = [10, 7, 5, 4, 3, 2, 1, 1];

describe('pointsForPlace', () => {
  it('gives places 1 to 8 their points and nothing past 8th', () => {
    expect([1, 2, 3, 3, 5, 8].map((rank) => pointsForPlace(DEFAULT, rank))).toEqual([
      10, 7, 5, 5, 3, 1,
    ]);
    expect([9, 0, -1, 1.5].map((rank) => pointsForPlace(DEFAULT, rank))).toEqual([0, 0, 0, 0]);
  });
});

describe('rankCompetitors', () => {
  it('orders by points, then best place, then name; level on both share a place (1224)', () => {
    const row = (name: string, points: number, best_place: number) => ({
      name,
      points,
      best_place,
      events: 1,
    });
    const ranked = rankCompetitors([
      row('Esha', 3, 5),
      row('Hari', 5, 4),
      row('farhan', 5, 3),
      row('Chitra', 5, 3),
      row('Bala', 17, 1),
      row('Asha', 17, 1),
    ]);
    expect(ranked.map((r) => `${r.rank} ${r.name}`)).toEqual([
      '1 Asha',
      '1 Bala',
      '3 Chitra',
      '3 farhan',
      '5 Hari',
      '6 Esha',
    ]);
  });
});

describe('RankingPointsField', () => {
  it('takes eight whole numbers from 0 to 100 that never grow down the places', () => {
    expect(RankingPointsField.parse(DEFAULT)).toEqual(DEFAULT);
    expect(RankingPointsField.parse(['3', '2', '1', '0', '0', '0', '0', '0'])).toEqual([
      3, 2, 1, 0, 0, 0, 0, 0,
    ]);
    for (const bad of [[], DEFAULT.slice(1), [...DEFAULT, 0], [10, 11, 5, 4, 3, 2, 1, 1]]) {
      expect(RankingPointsField.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
