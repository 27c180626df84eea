import { describe, expect, it } from 'vitest';
import type { DrawView } from '../../../shared/competition/schemas';
import {
  drawRequest,
  formatsFor,
  initialForm,
  maxPools,
  moved,
  optionsOf,
  reconciled,
  roundsOf,
} from './draw-form';

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
    expect(optionsOf('round_robin')).toEqual({
      seeding: true,
      bronze: false,
      grandFinal: false,
      pools: false,
      rounds: false,
    });
  });

  it('suggests the sport’s format (issue 30), a walkover for one, and the Swiss rounds by size', () => {
    expect(initialForm(ids(8), null, 'Freestyle Wrestling').format).toBe('repechage');
    expect(initialForm(ids(8), null, 'Judo').format).toBe('quarterfinal_repechage');
    expect(initialForm(ids(8), null, 'Taekwondo').format).toBe('double_bronze');
    expect(initialForm(ids(8), null, 'शतरंज').format).toBe('swiss');
    expect(initialForm(ids(4), null, 'Badminton').format).toBe('round_robin');
    expect(initialForm(ids(1), null, 'Wrestling').format).toBe('walkover');
    // ⌈log₂ 9⌉ = 4 rounds for nine players.
    expect(initialForm(ids(9), null, 'Chess').rounds).toBe('4');
  });

  it('offers a walkover only to one entrant, a best of three only to two', () => {
    expect(formatsFor(1)).toEqual(['walkover']);
    expect(formatsFor(2)).toContain('best_of_three');
    expect(formatsFor(2)).toContain('single_elimination');
    expect(formatsFor(2)).not.toContain('walkover');
    expect(formatsFor(3)).not.toContain('best_of_three');
    expect(formatsFor(3)).toContain('swiss');
  });

  it('sends the Swiss rounds, and none for another format or a number out of range', () => {
    const form = { ...initialForm(ids(9), null, 'Chess'), bronze: true };
    expect(drawRequest(form)).toEqual({ format: 'swiss', seeding: 'random', rounds: 4 });
    expect(drawRequest({ ...form, rounds: '9' })).toMatchObject({ rounds: 9 });
    // Nine players can meet each other in at most nine rounds (one sits out each).
    expect(roundsOf({ ...form, rounds: '10' })).toBeNaN();
    expect(roundsOf({ ...form, rounds: '0' })).toBeNaN();
    expect(roundsOf({ ...form, rounds: '2.5' })).toBeNaN();
    expect(drawRequest({ ...form, rounds: '10' })).not.toHaveProperty('rounds');
    expect(drawRequest({ ...form, format: 'single_elimination' })).not.toHaveProperty('rounds');
    // Formats whose bronzes come otherwise have no bronze match to ask for.
    expect(drawRequest({ ...form, format: 'repechage' })).toEqual({
      format: 'repechage',
      seeding: 'random',
    });
    expect(drawRequest({ ...form, format: 'walkover', seeding: 'manual', order: ids(1) })).toEqual({
      format: 'walkover',
      seeding: 'random',
    });
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
        rounds: 5,
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
      rounds: '5',
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
