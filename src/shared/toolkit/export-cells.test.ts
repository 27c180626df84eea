import { describe, expect, it } from 'vitest';
import { exportFilename, fileSlug, neutraliseFormula, sheetNames } from './export-cells';

describe('neutraliseFormula (CSV injection)', () => {
  it('puts an apostrophe before a cell a spreadsheet would run', () => {
    for (const cell of [
      '=cmd|" /C calc"!A0',
      '+91 98765 43210',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
    ])
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it('leaves other text as it is', () => {
    for (const cell of ['Asha Rao', 'a=b', '9876500001', '', 'अनन्या', "'quoted", ' =1'])
      expect(neutraliseFormula(cell)).toBe(cell);
  });
});

describe('sheetNames', () => {
  it('drops what Excel refuses, cuts at 31 characters and numbers repeats whatever the case', () => {
    expect(
      sheetNames(
        [
          'Under 60 kg: [Open]',
          'a/b\\c*d?e',
          'Boys under 14 years singles, district level',
          'Boys under 14 years singles, district level (B)',
          'MEMBERS',
          "'Quoted'",
          '',
          'history',
          'pairs',
          'Pairs',
        ],
        ['All', 'Members'],
      ),
    ).toEqual([
      'Under 60 kg Open',
      'a b c d e',
      'Boys under 14 years singles, di',
      'Boys under 14 years singles (2)',
      'MEMBERS (2)',
      'Quoted',
      'Sheet',
      'history sheet',
      'pairs',
      'Pairs (2)',
    ]);
  });

  it('gives names of at most 31 characters', () => {
    for (const name of sheetNames(Array(12).fill('x'.repeat(40)))) {
      expect(name.length).toBeLessThanOrEqual(31);
    }
  });
});

describe('exportFilename', () => {
  it('is the title as a slug and the day in India time', () => {
    // 20:00 UTC on the 27th is the 28th in India.
    const at = new Date('2026-11-27T20:00:00Z');
    expect(exportFilename({ id: 'e1', title: 'Pune Open 2026!' }, 'csv', at)).toBe(
      'matchday-pune-open-2026-registrations-2026-11-28.csv',
    );
    expect(exportFilename({ id: 'e1', title: 'पुणे ओपन' }, 'xlsx', at)).toBe(
      'matchday-e1-registrations-2026-11-28.xlsx',
    );
    expect(fileSlug('Café  Cup -- Ünder 14')).toBe('cafe-cup-under-14');
  });
});
