import { describe, expect, it } from 'vitest';
import { matchScore } from './match-score';

// The stored score text is English; a wrestling decision is worded in the page's language.
const hindi = (d: string) =>
  ({ fall: 'फ़ॉल (चित)', technical_superiority: 'तकनीकी श्रेष्ठता', points: 'अंकों से' })[d]!;

describe('matchScore', () => {
  it('words a bout’s decision again from its structured score', () => {
    expect(
      matchScore(
        { score: 'Fall', score_detail: { points: [4, 2], decision: 'fall', winner: 0 } },
        hindi,
      ),
    ).toBe('फ़ॉल (चित)');
    expect(
      matchScore(
        {
          score: '10–0 Technical superiority',
          score_detail: { points: [10, 0], decision: 'technical_superiority' },
        },
        hindi,
      ),
    ).toBe('10–0 तकनीकी श्रेष्ठता');
    expect(
      matchScore({ score: '7–3', score_detail: { points: [7, 3], decision: 'points' } }, hindi),
    ).toBe('7–3');
  });

  it('keeps every other score as stored: text, sets, innings', () => {
    expect(
      matchScore(
        {
          score: '21-15, 21-18',
          score_detail: {
            sets: [
              [21, 15],
              [21, 18],
            ],
          },
        },
        hindi,
      ),
    ).toBe('21-15, 21-18');
    expect(matchScore({ score: 'Fall', score_detail: null }, hindi)).toBe('Fall');
    expect(matchScore({ score: null, score_detail: null }, hindi)).toBeNull();
  });
});
