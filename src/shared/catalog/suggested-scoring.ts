import type { Scoring } from '../competition/scores';

// Sports by how they are scored (issue 30). Names are matched as words anywhere in the sport's
// name, in any case: "Box Cricket", "Table Tennis", "Beach Volleyball".
const BY_NAME: Array<[RegExp, Scoring]> = [
  [/cricket/i, 'innings'],
  [/football|futsal|hockey|handball|water polo/i, 'goals'],
  [/badminton|tennis|volleyball|pickleball|squash/i, 'sets'],
  [/wrestling|judo/i, 'points'],
];

/**
 * The scoring a sport's name suggests (a new sport takes it unless the admin picks another):
 * cricket innings, goals for football and hockey, sets for racquet sports and volleyball, points
 * for wrestling and judo, free text for the rest. Migration 0024 gave existing sports the same.
 */
export function suggestedScoring(sportName: string): Scoring {
  return BY_NAME.find(([re]) => re.test(sportName))?.[1] ?? 'text';
}
