import { describe, expect, it } from 'vitest';
import type { DrawView } from '../../../shared/competition/schemas';
import { drawRequest, initialForm, maxPools, moved, optionsOf, reconciled } from './draw-form';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);

describe('the draw form', () => {
  it('suggests the format by size, random seeding, the entrants as listed', () => {
    expect(initialForm(ids(4)).format).toBe('round_robin');
    const form = initialForm(ids(8));
    expect(form).toMatchObject({ format: 'single_elimination', seeding: 'random', order: ids(8) });
  });

  it('sends only the options the format has, and the order only when seeded by hand', () => {
    const form = { ...initialForm(ids(8)), bronze: true, grandFinal: 'double' as const };
    expect(drawRequest(form)).toEqual({
      format: 'single_elimination',
      seeding: 'random',
      bronze: true,
    });
    expect(drawRequest({ ...form, format: 'round_robin', seeding: 'manual' })).toEqual({
      format: 'round_robin',
      seeding: 'manual',
      order: ids(8),
    });
    expect(drawRequest({ ...form, format: 'double_elimination' })).toEqual({
      format: 'double_elimination',
      seeding: 'random',
      grand_final: 'double',
    });
    expect(drawRequest({ ...form, format: 'pools_knockout', poolCount: 9, advance: 1 })).toEqual({
      format: 'pools_knockout',
      seeding: 'random',
      bronze: true,
      // 8 entrants fill at most 4 pools of two.
      pool_count: 4,
      advance: 1,
    });
    expect(optionsOf('round_robin')).toEqual({ bronze: false, grandFinal: false, pools: false });
  });

  it('allows as many pools as entrants fill with two each, 2 to 16', () => {
    expect(maxPools(3)).toBe(2);
    expect(maxPools(9)).toBe(4);
    expect(maxPools(100)).toBe(16);
  });

  it('a redo starts from the draw it replaces: its settings and its seeds', () => {
    const current = {
      format: 'double_elimination',
      settings: {
        seeding: 'manual',
        bronze: false,
        grand_final: 'double',
        pool_count: 2,
        advance: 2,
      },
      entrants: [
        { id: 0, participation_id: 'p2', name: 'C', organisation: null, seed: 1 },
        { id: 1, participation_id: 'p0', name: 'A', organisation: null, seed: 3 },
        { id: 2, participation_id: 'p1', name: 'B', organisation: null, seed: 2 },
      ],
    } as DrawView;
    // p3 came in since (checked in); the order keeps the seeds, then the newcomer.
    expect(initialForm(ids(4), current)).toMatchObject({
      format: 'double_elimination',
      seeding: 'manual',
      grandFinal: 'double',
      order: ['p2', 'p1', 'p0', 'p3'],
    });
  });

  it('keeps an order over a changed list: those gone drop out, newcomers go last', () => {
    expect(reconciled(['b', 'a', 'c'], ['a', 'b', 'd'])).toEqual(['b', 'a', 'd']);
  });

  it('moves an entrant up or down one place, never off the list', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
