import { describe, expect, it } from 'vitest';
import { chooseCategory, categorySearch } from './category-param';
import { resultsSummary } from './results-summary';
import { draw, match, side } from '../../components/competition/test-draws';
import { upNext } from './up-next';

const rounds = [
  { id: 0, stage_id: 0, group_id: 0, number: 1 },
  { id: 1, stage_id: 0, group_id: 0, number: 2 },
];

describe('upNext', () => {
  it('gives each court its first playable match: running, then earliest round, then category', () => {
    const open = draw({
      rounds,
      matches: [
        match(0, 1, side(0, 'win'), side(1, 'loss'), { court: 'Court 1' }),
        match(0, 2, side(2), side(3), { court: 'Court 1' }),
        match(1, 1, side(0), side(null), { court: 'Court 2' }),
        match(0, 3, side(1), side(3)), // no court: not listed
      ],
    });
    const girls = draw({
      category_name: 'Girls',
      rounds,
      matches: [
        match(1, 1, side(0), side(2), { court: 'Court 10' }),
        match(0, 1, side(1), side(3), { court: 'Court 10' }),
        match(1, 2, side(0), side(3), { court: 'Court 2' }),
        match(1, 3, side(1), side(2), { court: 'Court 1', status: 3 }),
      ],
    });
    const next = upNext({
      categories: [
        { category_id: 'c1', category_name: 'Open', draw: open },
        { category_id: 'c2', category_name: 'Girls', draw: girls },
        { category_id: 'c3', category_name: 'Boys', draw: null },
      ],
    });
    expect(next.map((n) => [n.court, n.categoryName, n.round, n.match.number])).toEqual([
      ['Court 1', 'Girls', 'Final', 3], // marked running: before Open's earlier round
      ['Court 2', 'Girls', 'Final', 2], // Open's match there waits for an opponent
      ['Court 10', 'Girls', 'Semifinals', 1],
    ]);
  });

  it('names a double elimination round with its side', () => {
    const de = draw({
      stages: [{ id: 0, type: 'double_elimination', name: 'Open', number: 1 }],
      groups: [
        { id: 0, stage_id: 0, number: 1 },
        { id: 1, stage_id: 0, number: 2 },
      ],
      rounds: [
        { id: 0, stage_id: 0, group_id: 0, number: 1 },
        { id: 1, stage_id: 0, group_id: 0, number: 2 },
        { id: 2, stage_id: 0, group_id: 1, number: 1 },
        { id: 3, stage_id: 0, group_id: 1, number: 2 },
      ],
      matches: [
        { ...match(0, 1, side(0), side(1), { court: 'Court 1' }), group_id: 0 },
        { ...match(2, 1, side(2), side(3), { court: 'Court 2' }), group_id: 1 },
      ],
    });
    const next = upNext({ categories: [{ category_id: 'c', category_name: 'Open', draw: de }] });
    expect(next.map((n) => n.round)).toEqual(['Winners’ semifinals', 'Losers’ round 1']);
  });
});

describe('the category shown', () => {
  const categories = [
    { category_id: 'a'.repeat(24), category_name: 'A', draw: null },
    { category_id: 'b'.repeat(24), category_name: 'B', draw: draw({ state: 'final' }) },
    { category_id: 'c'.repeat(24), category_name: 'C', draw: draw({ state: 'running' }) },
  ];

  it('is the one asked for, else the first being played, the first drawn, the first', () => {
    expect(chooseCategory(categories, 'b'.repeat(24))!.category_name).toBe('B');
    expect(chooseCategory(categories, null)!.category_name).toBe('C');
    expect(chooseCategory(categories.slice(0, 2), 'nope')!.category_name).toBe('B');
    expect(chooseCategory(categories.slice(0, 1), null)!.category_name).toBe('A');
    expect(chooseCategory([], null)).toBeNull();
  });

  it('keys the page on the category only when it looks like an id', () => {
    const key = (q: string) => categorySearch(new URLSearchParams(q)).toString();
    expect(key(`category=${'b'.repeat(24)}&utm_source=x`)).toBe(`category=${'b'.repeat(24)}`);
    expect(key('category=<script>')).toBe('');
    expect(key('')).toBe('');
  });
});

describe('resultsSummary', () => {
  it('names each category’s winner once final, else how far it is', () => {
    const final = draw({
      state: 'final',
      standings: [
        { rank: 2, walkover: false, entrant_id: 1, name: 'Vikram', organisation: null },
        { rank: 1, walkover: false, entrant_id: 0, name: 'Asha', organisation: 'Alpha School' },
      ],
    });
    expect(
      resultsSummary({
        categories: [
          { category_id: '1', category_name: 'Open', draw: final },
          { category_id: '2', category_name: 'Girls', draw: draw({ state: 'running' }) },
          { category_id: '3', category_name: 'Boys', draw: draw({ state: 'drawn' }) },
          { category_id: '4', category_name: 'Veterans', draw: null },
        ],
      }),
    ).toBe('Open: won by Asha · Girls: in progress · Boys: drawn · Veterans: draw to come');
    expect(resultsSummary({ categories: [] })).toBe('Draws and live results, as they happen.');
  });
});
