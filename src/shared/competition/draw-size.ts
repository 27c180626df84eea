import { bracketSize } from './placement';
import type { DrawFormat } from './schemas';

/**
 * How big a draw may be (issue 24, decision 031): at most 512 entrants (as many as a hand-seeded
 * order lists) and 1,024 matches. The second only limits round robins (they grow with the square
 * of their entrants: 100 have 4,950 matches, which no day holds and which froze the server) and
 * pools; an elimination of 512 has at most 1,023. Within both, making a draw, showing it and
 * re-reading it for the live page after each result stay small (docs/BENCHMARKS.md, "Big
 * draws"). The host's draw page says the same before it submits; the server refuses with it.
 */
export const DRAW_LIMITS = { entrants: 512, matches: 1_024, swiss: 256 } as const;

/** The most pools a draw has (the request schema's limit). */
const MAX_POOLS = 16;

/** 4,950: thousands with commas (Intl's first use costs a server 15 ms, for nothing here). */
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Matches of a round robin of `n`: everyone meets everyone once. */
export function roundRobinMatches(n: number): number {
  return (n * (n - 1)) / 2;
}

/** Settings that change a draw's number of matches. */
export type SizeSettings = { pool_count: number; advance: number; bronze: boolean };

/** Matches of `n` entrants in `poolCount` pools (sizes within one), then their knockout. */
function poolsMatches(n: number, { pool_count, advance, bronze }: SizeSettings): number {
  const small = Math.floor(n / pool_count);
  const big = n % pool_count;
  const pools = big * roundRobinMatches(small + 1) + (pool_count - big) * roundRobinMatches(small);
  const qualifiers = pool_count * advance;
  return pools + bracketSize(qualifiers) - 1 + (bronze && qualifiers >= 4 ? 1 : 0);
}

/** Why a draw is too big, with the way out, and the setting to change. */
export type DrawTooBig = { field: 'format' | 'pool_count'; message: string };

/** Why a draw of `n` entrants in `format` is too big; null when it is not. */
export function drawTooBig(
  format: DrawFormat,
  n: number,
  settings: SizeSettings = { pool_count: 2, advance: 2, bronze: false },
): DrawTooBig | null {
  const most = count(DRAW_LIMITS.matches);
  if (n > DRAW_LIMITS.entrants) {
    return {
      field: 'format',
      message: `A draw of ${count(n)} entrants is too big; the most is ${count(DRAW_LIMITS.entrants)}. Split the category in two.`,
    };
  }
  if (format === 'swiss' && n > DRAW_LIMITS.swiss) {
    // Each round is paired by a maximum-weight matching over every pair (decision 046): 0.4 s
    // for 256 entrants on the benchmark machine, 3 s for 512, inside the host's request.
    return {
      field: 'format',
      message: `A Swiss event of ${count(n)} entrants is too big; the most is ${count(DRAW_LIMITS.swiss)}. Split the category in two.`,
    };
  }
  if (format === 'round_robin') {
    const matches = roundRobinMatches(n);
    if (matches <= DRAW_LIMITS.matches) return null;
    return {
      field: 'format',
      message: `A round robin of ${count(n)} has ${count(matches)} matches; the most is ${most}. Split them into pools.`,
    };
  }
  if (format !== 'pools_knockout') return null;
  const matches = poolsMatches(n, settings);
  if (matches <= DRAW_LIMITS.matches) return null;
  const enough = Array.from({ length: MAX_POOLS }, (_, i) => i + 1).find(
    (k) =>
      k > settings.pool_count &&
      poolsMatches(n, { ...settings, pool_count: k }) <= DRAW_LIMITS.matches,
  );
  return {
    field: 'pool_count',
    message: `${count(settings.pool_count)} pools of ${count(n)}, then their knockout, have ${count(matches)} matches; the most is ${most}. ${enough ? `Make ${enough} pools or more.` : 'Split the category in two.'}`,
  };
}
