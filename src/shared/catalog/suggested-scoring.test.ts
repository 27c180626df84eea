import { describe, expect, it } from 'vitest';
import { suggestedScoring } from './suggested-scoring';

describe('suggestedScoring', () => {
  it('reads the sport’s name in any case and anywhere in it', () => {
    expect(suggestedScoring('Cricket')).toBe('innings');
    expect(suggestedScoring('box cricket (tennis ball)')).toBe('innings');
    expect(suggestedScoring('Football')).toBe('goals');
    expect(suggestedScoring('Field Hockey')).toBe('goals');
    expect(suggestedScoring('Table Tennis')).toBe('sets');
    expect(suggestedScoring('BADMINTON')).toBe('sets');
    expect(suggestedScoring('Beach Volleyball')).toBe('sets');
    expect(suggestedScoring('Freestyle Wrestling')).toBe('points');
    expect(suggestedScoring('Judo')).toBe('points');
  });

  it('leaves the rest to free text', () => {
    for (const name of ['Athletics', 'Chess', 'Kabaddi', 'Basketball 3x3', ''])
      expect(suggestedScoring(name)).toBe('text');
  });
});
