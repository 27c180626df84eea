import { competitionPlaces } from '../competition/standings';

/**
 * Ranking points (issue 30): each sport gives points for places 1 to 8 at a finished draw
 * (sports.ranking_points); a competitor's points in a category are the sum over the draws of the
 * last year. The public ranking and the draw seeded "by ranking" read the same sums. No zod here:
 * the public ranking page may import this module.
 */

/** How far back a finished draw counts: a year, in days (a day more or less is no matter). */
const RANKING_WINDOW_DAYS = 365;

/** The places that earn points: 1st to 8th. */
export const RANKED_PLACES = 8;

/** A sport's points unless an admin sets others (sports.ranking_points' default, migration 0026). */
export const DEFAULT_RANKING_POINTS = [10, 7, 5, 4, 3, 2, 1, 1] as const;

/** The points a place earns: `points[rank - 1]`; no place, or past 8th, earns none. */
export function pointsForPlace(points: readonly number[], rank: number): number {
  if (!Number.isInteger(rank) || rank < 1 || rank > RANKED_PLACES) return 0;
  return points[rank - 1] ?? 0;
}

/** The earliest finish that still counts at `now`. */
export function rankingWindowStart(now: Date): Date {
  return new Date(now.getTime() - RANKING_WINDOW_DAYS * 86_400_000);
}

export type RankedCompetitor = {
  name: string;
  points: number;
  /** Finished draws of the window the competitor was placed in. */
  events: number;
  best_place: number;
};

/**
 * The ranking's order: points, more first, then the best place, then the name (only to list
 * them; those level on points and best place share the place, 1224).
 */
export function rankCompetitors<T extends RankedCompetitor>(
  rows: readonly T[],
): (T & { rank: number })[] {
  const sorted = [...rows].sort(
    (a, b) => b.points - a.points || a.best_place - b.best_place || a.name.localeCompare(b.name),
  );
  // competitionPlaces reads `rank` as the order with ties equal: the index of the first level row.
  let level = 0;
  const ordered = sorted.map((row, i) => {
    const prev = sorted[i - 1];
    if (!prev || prev.points !== row.points || prev.best_place !== row.best_place) level = i;
    return { ...row, rank: level };
  });
  return competitionPlaces(ordered);
}
