import { describe, expect, it } from 'vitest';
import type { MatchView } from '../../../shared/competition/schemas';
import {
  canEnterResult,
  hasResult,
  isBye,
  isDrawn,
  mayEndLevel,
  sideName,
  statusText,
  winnerOf,
  type Entrant,
} from './match-state';

const base: MatchView = {
  id: 'm1',
  stage_id: 0,
  group_id: 0,
  round_id: 0,
  number: 1,
  status: 2,
  opponent1: { id: 0 },
  opponent2: { id: 1 },
  score: null,
  score_detail: null,
  outcome: null,
  court: null,
  entered_at: null,
};
const m = (over: Partial<MatchView>): MatchView => ({ ...base, ...over });

const entrants = new Map<number, Entrant>([
  [0, { id: 0, participation_id: 'p0', name: 'Asha Rao', organisation: 'Alpha', seed: 1 }],
  [1, { id: 1, participation_id: 'p1', name: 'Ravi Iyer', organisation: null, seed: 2 }],
]);

describe('match state', () => {
  it('a ready match takes a result; a waiting one or one with a side to decide does not', () => {
    expect(canEnterResult(base)).toBe(true);
    expect(statusText(base)).toBe('Ready to play');
    expect(canEnterResult(m({ status: 1 }))).toBe(false);
    expect(canEnterResult(m({ opponent2: { id: null } }))).toBe(false);
    expect(statusText(m({ status: 0, opponent2: { id: null } }))).toBe('Waiting for opponents');
  });

  it('reads the winner from a win or from the other side’s forfeit', () => {
    const won = m({
      status: 4,
      opponent1: { id: 0, result: 'loss' },
      opponent2: { id: 1, result: 'win' },
    });
    expect(hasResult(won)).toBe(true);
    expect(winnerOf(won)).toBe(1);
    const walkover = m({
      status: 4,
      opponent1: { id: 0, result: 'win' },
      opponent2: { id: 1, forfeit: true },
    });
    expect(winnerOf(walkover)).toBe(0);
    // Archived (a later match has begun) is still a result, and correctable.
    expect(canEnterResult(m({ ...won, status: 5 }))).toBe(true);
    expect(winnerOf(m({ ...won, status: 5 }))).toBe(1);
    expect(statusText(won)).toBe('Result in');
  });

  it('a round robin draw has no winner', () => {
    const level = m({
      status: 4,
      opponent1: { id: 0, result: 'draw' },
      opponent2: { id: 1, result: 'draw' },
    });
    expect(isDrawn(level)).toBe(true);
    expect(winnerOf(level)).toBeNull();
    expect(statusText(level)).toBe('Draw');
  });

  it('names the sides: an entrant, a bye, or still to be decided', () => {
    expect(sideName(entrants, { id: 0 })).toBe('Asha Rao');
    expect(sideName(entrants, null)).toBe('Bye');
    expect(sideName(entrants, { id: null })).toBe('To be decided');
    const bye = m({ status: 0, opponent2: null });
    expect(isBye(bye)).toBe(true);
    expect(canEnterResult(bye)).toBe(false);
    expect(statusText(bye)).toBe('Bye');
  });
});

describe('mayEndLevel', () => {
  it('a round robin or a Swiss round may end level; a knockout, a repechage or a series may not', () => {
    expect(mayEndLevel('round_robin')).toBe(true);
    expect(mayEndLevel('swiss')).toBe(true);
    for (const type of ['single_elimination', 'double_elimination', 'repechage', 'series'])
      expect(mayEndLevel(type)).toBe(false);
    expect(mayEndLevel(undefined)).toBe(false);
  });
});
