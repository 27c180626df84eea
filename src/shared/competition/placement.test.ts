import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bracketSize,
  placeElimination,
  placePools,
  roundOneConflicts,
  standardSlots,
  suggestedFormat,
  type DrawEntrant,
} from './placement';

type Slots = (string | null)[];

const field = (...orgs: (string | null)[]): DrawEntrant[] =>
  orgs.map((organisation, i) => ({ id: `e${i}`, organisation }));

const ids = (n: number) => Array.from({ length: n }, (_, i) => `e${i}`);

const orgLookup = (entrants: DrawEntrant[]) => {
  const orgs = new Map(entrants.map((e) => [e.id, e.organisation]));
  return (id: string) => orgs.get(id) ?? null;
};

/** Seed k (0-based) in its standard slot, the rest byes: the layout before any separation. */
function standardLayout(entrants: DrawEntrant[]): Slots {
  const slots: Slots = new Array<string | null>(bracketSize(entrants.length)).fill(null);
  standardSlots(slots.length).forEach((slot, seed) => (slots[slot] = entrants[seed]?.id ?? null));
  return slots;
}

/** The sections of a bracket, all levels: [start, end) of every aligned block of 2^r ≥ 2 slots. */
function sections(size: number): [number, number][] {
  const out: [number, number][] = [];
  for (let block = 2; block <= size; block *= 2) {
    for (let lo = 0; lo < size; lo += block) out.push([lo, lo + block]);
  }
  return out;
}

const largestOrg = (entrants: DrawEntrant[]) => {
  const counts = new Map<string, number>();
  for (const { organisation: o } of entrants)
    if (o !== null) counts.set(o, (counts.get(o) ?? 0) + 1);
  return Math.max(0, ...counts.values());
};

/** The proved minimum of same-club round-one pairs (see placement.ts): max(0, m_max - P). */
const minimumConflicts = (entrants: DrawEntrant[]) =>
  Math.max(0, largestOrg(entrants) - bracketSize(entrants.length) / 2);

/** Exhaustive minimum over every arrangement of the entrants in the standard non-bye slots. */
function bruteForceMinimum(entrants: DrawEntrant[]): number {
  const layout = standardLayout(entrants);
  const open = layout.flatMap((id, slot) => (id === null ? [] : [slot]));
  const orgOf = orgLookup(entrants);
  const slots: Slots = layout.map(() => null);
  const used = new Array<boolean>(entrants.length).fill(false);
  let best = Infinity;
  const place = (k: number): void => {
    if (k === open.length) {
      best = Math.min(best, roundOneConflicts(slots, orgOf));
      return;
    }
    entrants.forEach((e, i) => {
      if (used[i]) return;
      used[i] = true;
      slots[open[k]!] = e.id;
      place(k + 1);
      used[i] = false;
    });
  };
  place(0);
  return best;
}

// Small alphabets, some dominated by one club, so that unavoidable conflicts come up too.
const ALPHABETS: (string | null)[][] = [
  ['A'],
  ['A', 'B'],
  ['A', 'A', 'A', 'B', null],
  ['A', 'B', 'C', 'D', 'E', null],
  [null, null, 'A'],
  [null],
];
const entrantsArb = (minLength: number, maxLength: number) =>
  fc
    .constantFrom(...ALPHABETS)
    .chain((alphabet) => fc.array(fc.constantFrom(...alphabet), { minLength, maxLength }))
    .map((orgs) => field(...orgs));
const drawArb = fc.tuple(entrantsArb(2, 64), fc.boolean());
const RUNS = { numRuns: 300 };

describe('bracketSize', () => {
  it('is the next power of two, at least 2', () => {
    expect([0, 1, 2, 3, 4, 5, 8, 9, 16, 17, 64, 65].map(bracketSize)).toEqual([
      2, 2, 2, 4, 4, 8, 8, 16, 16, 32, 64, 128,
    ]);
  });
});

describe('standardSlots', () => {
  it('seeds 8 the tennis way: 1 v 8, 5 v 4, 3 v 6, 7 v 2', () => {
    const slots = standardSlots(8);
    expect(slots).toEqual([0, 7, 4, 3, 2, 5, 6, 1]);
    // Seeds 1 and 2 in different halves, 1..4 in different quarters.
    expect(new Set(slots.slice(0, 2).map((s) => Math.floor(s / 4))).size).toBe(2);
    expect(new Set(slots.slice(0, 4).map((s) => Math.floor(s / 2))).size).toBe(4);
  });

  it('keeps the best 2^r seeds in different sections and pairs seed k with size + 1 - k', () => {
    for (let size = 2; size <= 128; size *= 2) {
      const slots = standardSlots(size);
      expect([...slots].sort((a, b) => a - b)).toEqual([...Array(size).keys()]);
      expect(slots[0]).toBe(0);
      expect(slots[1]).toBe(size - 1);
      for (let seeds = 2; seeds <= size; seeds *= 2) {
        const block = size / seeds;
        const sectionsHit = slots.slice(0, seeds).map((s) => Math.floor(s / block));
        expect(new Set(sectionsHit).size).toBe(seeds);
      }
      slots.forEach((slot, k) => expect(slots[size - 1 - k]).toBe(slot ^ 1));
    }
  });

  it('refuses a size that is not a power of two', () => {
    expect(() => standardSlots(6)).toThrow();
  });
});

describe('roundOneConflicts', () => {
  it('counts pairs of one non-null organisation, never byes or entrants without one', () => {
    const orgOf = orgLookup(field('A', 'A', 'B', null, null, null, 'A', null));
    expect(roundOneConflicts(['e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'e6', null], orgOf)).toBe(1);
  });
});

describe('placeElimination examples', () => {
  it('gives the 3 byes of a 5-entrant draw to seeds 1, 2 and 3', () => {
    for (const spread of [false, true]) {
      const slots = placeElimination(field(null, null, null, null, null), { spread });
      expect(slots).toHaveLength(8);
      const byes = slots.flatMap((id, slot) => (id === null ? [slots[slot ^ 1]] : []));
      if (!spread) expect(byes.sort()).toEqual(['e0', 'e1', 'e2']);
      expect(slots.map((id) => id === null)).toEqual([
        false,
        true,
        false,
        false,
        false,
        true,
        true,
        false,
      ]);
    }
    expect(placeElimination(field(null, null, null, null, null), { spread: false })).toEqual([
      'e0',
      null,
      'e4',
      'e3',
      'e2',
      null,
      null,
      'e1',
    ]);
  });

  it('seeded: swaps the weaker of a same-club pair with the nearest seed', () => {
    // Seeds 4 and 5 (e3, e4) meet in round one; e4 swaps with seed 6 (e5).
    const entrants = field(null, null, null, 'A', 'A', null, null, null);
    expect(placeElimination(entrants, { spread: false })).toEqual([
      'e0',
      'e7',
      'e5',
      'e3',
      'e2',
      'e4',
      'e6',
      'e1',
    ]);
  });

  it('random draw: clubs of two go to different halves', () => {
    const entrants = field('A', 'A', 'B', 'B');
    const slots = placeElimination(entrants, { spread: true });
    const orgOf = orgLookup(entrants);
    expect(
      slots
        .slice(0, 2)
        .map((id) => orgOf(id!))
        .sort(),
    ).toEqual(['A', 'B']);
    expect(
      slots
        .slice(2)
        .map((id) => orgOf(id!))
        .sort(),
    ).toEqual(['A', 'B']);
  });

  it('leaves only the forced conflicts: six of one club in eight slots meet twice', () => {
    const entrants = field('A', 'A', 'A', 'A', 'A', 'A', 'B', null);
    for (const spread of [false, true]) {
      const slots = placeElimination(entrants, { spread });
      expect(roundOneConflicts(slots, orgLookup(entrants))).toBe(2);
    }
  });
});

describe('placeElimination properties', () => {
  it('places every entrant once, in bracketSize(n) slots, with size - n byes', () => {
    fc.assert(
      fc.property(drawArb, ([entrants, spread]) => {
        const slots = placeElimination(entrants, { spread });
        expect(slots).toHaveLength(bracketSize(entrants.length));
        expect(slots.filter((id) => id !== null).sort()).toEqual(ids(entrants.length).sort());
        expect(slots.filter((id) => id === null)).toHaveLength(slots.length - entrants.length);
        expect(placeElimination(entrants, { spread })).toEqual(slots);
      }),
      RUNS,
    );
  });

  it('keeps the byes in the standard bye slots, spread evenly, never two in a pair', () => {
    fc.assert(
      fc.property(drawArb, ([entrants, spread]) => {
        const slots = placeElimination(entrants, { spread });
        const isBye = slots.map((id) => id === null);
        expect(isBye).toEqual(standardLayout(entrants).map((id) => id === null));
        const byes = (lo: number, hi: number) => isBye.slice(lo, hi).filter(Boolean).length;
        for (const [lo, hi] of sections(slots.length)) {
          const mid = (lo + hi) / 2;
          expect(Math.abs(byes(lo, mid) - byes(mid, hi))).toBeLessThanOrEqual(1);
          if (hi - lo === 2) expect(byes(lo, hi)).toBeLessThan(2);
        }
      }),
      RUNS,
    );
  });

  it('has exactly the minimum of round-one conflicts, max(0, m_max - P)', () => {
    fc.assert(
      fc.property(drawArb, ([entrants, spread]) => {
        const slots = placeElimination(entrants, { spread });
        const orgOf = orgLookup(entrants);
        const conflicts = roundOneConflicts(slots, orgOf);
        expect(conflicts).toBe(minimumConflicts(entrants));
        if (!spread) {
          expect(conflicts).toBeLessThanOrEqual(roundOneConflicts(standardLayout(entrants), orgOf));
        }
      }),
      RUNS,
    );
  });

  it('the minimum formula agrees with an exhaustive search on small draws', () => {
    fc.assert(
      fc.property(entrantsArb(2, 7), (entrants) => {
        expect(minimumConflicts(entrants)).toBe(bruteForceMinimum(entrants));
      }),
      { numRuns: 150 },
    );
  });

  it('seeded: keeps the standard layout when it has no conflict', () => {
    fc.assert(
      fc.property(entrantsArb(2, 64), (entrants) => {
        const standard = standardLayout(entrants);
        fc.pre(roundOneConflicts(standard, orgLookup(entrants)) === 0);
        expect(placeElimination(entrants, { spread: false })).toEqual(standard);
      }),
      RUNS,
    );
  });

  it('seeded: seeds 1 and 2 stay put while every club has at most P - 2 members', () => {
    fc.assert(
      fc.property(entrantsArb(2, 64), (entrants) => {
        const slots = placeElimination(entrants, { spread: false });
        fc.pre(largestOrg(entrants) <= slots.length / 2 - 2);
        expect(slots[0]).toBe('e0');
        expect(slots[slots.length - 1]).toBe('e1');
      }),
      RUNS,
    );
  });

  it('random draw: every club splits ⌈c/2⌉ / ⌊c/2⌋ between the halves of every section', () => {
    fc.assert(
      fc.property(entrantsArb(2, 64), (entrants) => {
        const slots = placeElimination(entrants, { spread: true });
        const orgOf = orgLookup(entrants);
        const clubs = new Set(entrants.flatMap((e) => (e.organisation ? [e.organisation] : [])));
        const members = (club: string, lo: number, hi: number) =>
          slots.slice(lo, hi).filter((id) => id !== null && orgOf(id) === club).length;
        for (const club of clubs) {
          for (const [lo, hi] of sections(slots.length)) {
            const mid = (lo + hi) / 2;
            expect(Math.abs(members(club, lo, mid) - members(club, mid, hi))).toBeLessThanOrEqual(
              1,
            );
          }
        }
      }),
      RUNS,
    );
  });
});

describe('placePools', () => {
  it('snakes the seeds: 8 entrants in 2 pools', () => {
    expect(placePools(field(...new Array<null>(8).fill(null)), 2)).toEqual([
      ['e0', 'e3', 'e4', 'e7'],
      ['e1', 'e2', 'e5', 'e6'],
    ]);
  });

  it('moves a club member out of a pool it would share', () => {
    // Snake: A = e0, e3, e4; B = e1, e2. e0 and e3 are one club: e3 swaps with e2.
    expect(placePools(field('X', null, null, 'X', null), 2)).toEqual([
      ['e0', 'e2', 'e4'],
      ['e1', 'e3'],
    ]);
  });

  it('refuses no pools and pools of fewer than two', () => {
    expect(() => placePools(field(null, null), 0)).toThrow();
    expect(() => placePools(field(null, null, null), 2)).toThrow();
    expect(placePools(field(null, null, null, null), 2)).toHaveLength(2);
  });

  it('places everyone once, in pools of sizes within one, each club at most ⌈k/pools⌉ a pool', () => {
    const poolsArb = fc
      .integer({ min: 1, max: 8 })
      .chain((count) => fc.tuple(fc.constant(count), entrantsArb(2 * count, 64)));
    fc.assert(
      fc.property(poolsArb, ([count, entrants]) => {
        const pools = placePools(entrants, count);
        expect(pools).toHaveLength(count);
        expect(pools.flat().sort()).toEqual(ids(entrants.length).sort());
        const sizes = pools.map((p) => p.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        const orgOf = orgLookup(entrants);
        const clubs = new Set(entrants.flatMap((e) => (e.organisation ? [e.organisation] : [])));
        for (const club of clubs) {
          const k = entrants.filter((e) => e.organisation === club).length;
          for (const pool of pools) {
            const inPool = pool.filter((id) => orgOf(id) === club).length;
            expect(inPool).toBeLessThanOrEqual(Math.ceil(k / count));
          }
        }
      }),
      RUNS,
    );
  });

  it('is plain snake seeding without clubs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 40 }),
        (count, more) => {
          const n = 2 * count + more;
          const pools = placePools(field(...new Array<null>(n).fill(null)), count);
          ids(n).forEach((id, seed) => {
            const tier = Math.floor(seed / count);
            const pool = tier % 2 === 0 ? seed % count : count - 1 - (seed % count);
            expect(pools[pool]).toContain(id);
          });
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('suggestedFormat', () => {
  it('is a round robin up to 5 entrants, elimination above', () => {
    expect([2, 3, 4, 5, 6, 32].map(suggestedFormat)).toEqual([
      'round_robin',
      'round_robin',
      'round_robin',
      'round_robin',
      'single_elimination',
      'single_elimination',
    ]);
  });
});
