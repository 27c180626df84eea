import { describe, expect, it } from 'vitest';
import { groupLabel, roundLabel, roundLabelAlone } from './labels';

// Issue 30's stages: a repechage's ladders and bronze bouts, a Swiss event, a best of three.
describe('the names of the formats by sport', () => {
  it('a repechage: each half’s ladder, its rounds, and the bronze bouts', () => {
    expect([1, 2, 3].map((n) => groupLabel('repechage', n, 3))).toEqual([
      'Repechage · top half',
      'Repechage · bottom half',
      'Bronze bouts',
    ]);
    // A group keeps its name when the others were left out (no bout in them).
    expect(groupLabel('repechage', 3, 1)).toBe('Bronze bouts');
    expect([1, 2, 3].map((n) => roundLabel('repechage', 1, n, 3))).toEqual([
      'Repechage round 1',
      'Repechage round 2',
      'Repechage round 3',
    ]);
    // Not "Final" at the end of a ladder, as the main bracket's last round is.
    expect(roundLabel('repechage', 2, 2, 2)).toBe('Repechage round 2');
    expect(roundLabel('repechage', 3, 1, 1)).toBe('Bronze bouts');
    expect(roundLabelAlone('repechage', 1, 2, 2)).toBe('Repechage round 2');
  });

  it('a Swiss event: its table and numbered rounds, never a final', () => {
    expect(groupLabel('swiss', 1, 1)).toBe('Table');
    expect([1, 2, 3, 4, 5].map((n) => roundLabel('swiss', 1, n, 5))).toEqual([
      'Round 1',
      'Round 2',
      'Round 3',
      'Round 4',
      'Round 5',
    ]);
  });

  it('a best of three: its games', () => {
    expect([1, 2, 3].map((n) => roundLabel('series', 1, n, 3))).toEqual([
      'Game 1',
      'Game 2',
      'Game 3',
    ]);
    expect(roundLabel('series', 1, 2, 2)).toBe('Game 2');
  });

  it('says each word through the page’s language', () => {
    const said: string[] = [];
    const word = (w: string, values: Record<string, string | number> = {}) => {
      said.push(w);
      return `<${w}${values.n ?? ''}>`;
    };
    expect(groupLabel('repechage', 2, 3, word)).toBe('<repechageBottom>');
    expect(roundLabel('repechage', 1, 2, 3, word)).toBe('<repechageRound2>');
    expect(roundLabel('series', 1, 3, 3, word)).toBe('<game3>');
    expect(said).toEqual(['repechageBottom', 'repechageRound', 'game']);
  });
});
