import type { DrawView, MatchView } from '../../shared/competition/schemas';

/** How the demo's matches turn out: the same on every machine, the better seed usually ahead. */

/** A fixed sequence of numbers in [0, 1): the same demo on every machine. */
export function sequence(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

export const ready = (draw: DrawView) =>
  draw.matches.filter((m) => m.status === 2 && m.opponent1?.id != null && m.opponent2?.id != null);

/** The better seed usually wins (seven times in ten). */
export function winnerOf(draw: DrawView, m: MatchView, random: () => number): number {
  const a = m.opponent1!.id!;
  const b = m.opponent2!.id!;
  const seed = (id: number) => draw.entrants.find((e) => e.id === id)!.seed;
  const [better, worse] = seed(a) < seed(b) ? [a, b] : [b, a];
  return random() < 0.7 ? better : worse;
}

/** A badminton score, best of three games to 21. */
export function games(r: () => number) {
  const lost = 10 + Math.floor(r() * 10);
  return r() < 0.3 ? `21-${lost}, 19-21, 21-${lost - 3}` : `21-${lost}, 21-${lost + 2}`;
}
