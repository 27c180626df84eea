import type { DrawFormat } from './schemas';

/**
 * How big a draw may be (issue 24, decision 027). A round robin grows with the square of its
 * entrants (100 have 4,950 matches: no day holds them, and drawing them froze the server), so a
 * round robin, and each pool of one, stops at 32 entrants; an elimination, and pools in all,
 * at 512 (as many as a hand-seeded order lists). Within these the server makes any draw without
 * holding up other requests for more than 100 ms (docs/BENCHMARKS.md, "Big draws"). The host's
 * page says the same before it submits; the server refuses with the same text.
 */
export const DRAW_LIMITS = {
  /** Entrants of a round robin, and of one pool. */
  roundRobin: 32,
  /** Entrants of a single or double elimination, and of pools then knockout. */
  entrants: 512,
} as const;

const count = (n: number) => n.toLocaleString('en');

/** Matches of a round robin of `n`: everyone meets everyone once. */
export function roundRobinMatches(n: number): number {
  return (n * (n - 1)) / 2;
}

/** The size of the biggest of `poolCount` pools of `n` entrants (pools differ by one at most). */
export function biggestPool(n: number, poolCount: number): number {
  return Math.ceil(n / poolCount);
}

/** Why a draw is too big, with the way out, and the setting to change. */
export type DrawTooBig = { field: 'format' | 'pool_count'; message: string };

/**
 * Why a draw of `n` entrants in `format` is too big; null when it is not. `poolCount` matters
 * for pools then knockout only.
 */
export function drawTooBig(format: DrawFormat, n: number, poolCount = 2): DrawTooBig | null {
  const rr = DRAW_LIMITS.roundRobin;
  const most = `${count(roundRobinMatches(rr))} (${rr} entrants)`;
  if (format === 'round_robin') {
    if (n <= rr) return null;
    return {
      field: 'format',
      message: `A round robin of ${count(n)} has ${count(roundRobinMatches(n))} matches; the most is ${most}. Split them into pools.`,
    };
  }
  if (n > DRAW_LIMITS.entrants) {
    return {
      field: 'format',
      message: `A draw of ${count(n)} entrants is too big; the most is ${count(DRAW_LIMITS.entrants)}. Split the category in two.`,
    };
  }
  if (format !== 'pools_knockout') return null;
  const pool = biggestPool(n, poolCount);
  if (pool <= rr) return null;
  // At most 512 entrants in pools of at most 32: 16 pools (the most there are) always do.
  return {
    field: 'pool_count',
    message: `A pool of ${pool} has ${count(roundRobinMatches(pool))} matches; the most is ${most}. Make ${Math.ceil(n / rr)} pools or more.`,
  };
}
