import { bestOfThree, type BestOfThree } from '../../shared/competition/repechage';
import type { BracketData } from './bracket-store';
import { ownStage, ownWinner, shapeStage } from './own-stages';

/**
 * Two entrants, best of three (issue 30): one stage, a round per game, the next game added when
 * the one before has its result and the series is not decided; a correction that decides it
 * sooner takes the games after it away. The rule is `bestOfThree` (shared/competition/repechage.ts).
 */

const pairOf = (data: BracketData): [number, number] => {
  const [a, b] = data.participant.map((p) => Number(p.id)).sort((x, y) => x - y);
  return [a!, b!];
};

/** The games' winners in order, up to the first game without a result. */
function winners(data: BracketData): number[] {
  const stage = ownStage(data, 'series');
  if (!stage) return [];
  const out: number[] = [];
  const games = data.round
    .filter((r) => r.stage_id === stage.id)
    .sort((a, b) => a.number - b.number)
    .map((r) => data.match.find((m) => m.round_id === r.id));
  for (const game of games) {
    const won = ownWinner(game);
    if (won === undefined) break;
    out.push(won);
    if (bestOfThree(pairOf(data), out).winner !== null) break;
  }
  return out;
}

export function seriesState(data: BracketData): BestOfThree<number> {
  return bestOfThree(pairOf(data), winners(data));
}

/** The games the series has now: those played, and the next one while it is undecided. */
export function syncSeries(data: BracketData): void {
  const [a, b] = pairOf(data);
  const state = seriesState(data);
  const games = state.nextMatch ?? winners(data).length;
  shapeStage(data, 'series', {
    number: 1,
    name: 'Best of three',
    type: 'series',
    groups: [
      {
        number: 1,
        rounds: Array.from({ length: games }, (_, i) => ({
          number: i + 1,
          matches: [{ number: 1, a, b }],
        })),
      },
    ],
  });
}
