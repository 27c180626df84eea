import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { teamShares } from './shares';

describe('teamShares', () => {
  it('splits ₹1,000.00 in three with the paisa on the captain', () => {
    expect(teamShares(100_000, 3)).toEqual({ member: 33_333, captain: 33_334 });
  });

  it('always adds up to the price, and no member pays more than the captain', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 2, max: 30 }),
        (p, n) => {
          const s = teamShares(p, n);
          expect(s.member * (n - 1) + s.captain).toBe(p);
          expect(s.captain).toBeGreaterThanOrEqual(s.member);
          expect(s.captain - s.member).toBeLessThan(n);
        },
      ),
    );
  });
});
