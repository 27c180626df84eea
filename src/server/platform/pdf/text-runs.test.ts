import { describe, expect, it } from 'vitest';
import { textRuns } from './text-runs';

describe('textRuns', () => {
  it('cuts a string where its script changes; spaces and punctuation are Latin', () => {
    expect(textRuns('Name: आरव शर्मा (U17)')).toEqual([
      { script: 'latin', text: 'Name: ' },
      { script: 'devanagari', text: 'आरव' },
      { script: 'latin', text: ' ' },
      { script: 'devanagari', text: 'शर्मा' },
      { script: 'latin', text: ' (U17)' },
    ]);
    expect(textRuns('லக்ஷ்மி · ശ്രീ').map((r) => r.script)).toEqual(['tamil', 'latin', 'malayalam']);
  });

  it('keeps ZWJ/ZWNJ and the dandas in the run they are in', () => {
    // Bengali's own font draws the danda and the joiner inside a Bengali word.
    expect(textRuns('র\u200dয়।')).toEqual([{ script: 'bengali', text: 'র\u200dয়।' }]);
    expect(textRuns('।')).toEqual([{ script: 'devanagari', text: '।' }]);
  });

  it('sends ₹ and accented letters to the latin-ext face, a combining accent with its letter', () => {
    expect(textRuns('₹750')).toEqual([
      { script: 'latin-ext', text: '₹' },
      { script: 'latin', text: '750' },
    ]);
    expect(textRuns('Zoë Łukasz')).toEqual([
      { script: 'latin', text: 'Zoë ' },
      { script: 'latin-ext', text: 'Ł' },
      { script: 'latin', text: 'ukasz' },
    ]);
    expect(textRuns('Zoe\u0301')).toEqual([{ script: 'latin', text: 'Zoe\u0301' }]);
  });

  it('gives back the string when joined', () => {
    const s = 'Asha Rao · ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ · ಕೃಷ್ಣ ₹1,500 ✓';
    expect(
      textRuns(s)
        .map((r) => r.text)
        .join(''),
    ).toBe(s);
  });
});
