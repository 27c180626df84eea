import { describe, expect, it } from 'vitest';
import { DRAW_LIMITS, drawTooBig, roundRobinMatches } from './draw-size';

const pools = (pool_count: number, advance = 2, bronze = true) => ({ pool_count, advance, bronze });

describe('how big a draw may be', () => {
  it('a round robin up to 45 entrants (990 matches); 46 have 1,035', () => {
    expect(roundRobinMatches(45)).toBe(990);
    expect(drawTooBig('round_robin', 45)).toBeNull();
    expect(drawTooBig('round_robin', 46)).toEqual({
      field: 'format',
      message: 'A round robin of 46 has 1,035 matches; the most is 1,024. Split them into pools.',
    });
  });

  it('an elimination up to 512 entrants, single or double', () => {
    for (const format of ['single_elimination', 'double_elimination'] as const) {
      expect(drawTooBig(format, DRAW_LIMITS.entrants)).toBeNull();
      expect(drawTooBig(format, DRAW_LIMITS.entrants + 1)?.field).toBe('format');
    }
  });

  it('a Swiss event up to 256 entrants: pairing a round of 512 takes seconds', () => {
    expect(drawTooBig('swiss', 256)).toBeNull();
    expect(drawTooBig('swiss', 257)).toEqual({
      field: 'format',
      message:
        'A Swiss event of 257 entrants is too big; the most is 256. Split the category in two.',
    });
    expect(drawTooBig('single_elimination', 257)).toBeNull();
  });

  it('pools count their knockout, and name the fewest pools that would do', () => {
    expect(drawTooBig('pools_knockout', 186, pools(16))).toBeNull();
    // 187 in 16 pools: 1,001 pool matches and 32 in the knockout with its bronze match.
    expect(drawTooBig('pools_knockout', 187, pools(16))?.message).toBe(
      '16 pools of 187, then their knockout, have 1,033 matches; the most is 1,024. Split the category in two.',
    );
    // Only the winners go through: a knockout of 16, so 187 fit.
    expect(drawTooBig('pools_knockout', 187, pools(16, 1))).toBeNull();
    expect(drawTooBig('pools_knockout', 100, pools(4))).toEqual({
      field: 'pool_count',
      message:
        '4 pools of 100, then their knockout, have 1,208 matches; the most is 1,024. Make 5 pools or more.',
    });
  });
});
