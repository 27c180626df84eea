import { describe, expect, it } from 'vitest';
import { secondSight } from './second-sight';

describe('secondSight', () => {
  it('is false the first time a key is seen and true from then on', () => {
    const seen = secondSight(1_000);
    expect(seen.again('/events/a')).toBe(false);
    expect(seen.again('/events/b')).toBe(false);
    expect(seen.again('/events/a')).toBe(true);
    expect(seen.again('/events/a')).toBe(true);
    expect(seen.again('/events/b')).toBe(true);
    expect(seen.again('/events/c')).toBe(false);
  });

  it('forgets a key once many others have taken the slots', () => {
    const seen = secondSight(16);
    expect(seen.again('/events/a')).toBe(false);
    for (let i = 0; i < 1_000; i++) seen.again(`/events/${i}`);
    expect(seen.again('/events/a')).toBe(false);
  });
});
