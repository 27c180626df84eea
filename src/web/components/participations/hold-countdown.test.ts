import { describe, expect, it } from 'vitest';
import { timeLeft } from './HoldCountdown';

describe('the held place countdown', () => {
  const at = (s: number) => new Date(Date.UTC(2026, 10, 24, 10, 0, s));
  it('reads minutes and seconds, never below zero', () => {
    expect(timeLeft(at(15 * 60), at(0))).toBe('15:00');
    expect(timeLeft(at(65), at(0))).toBe('1:05');
    expect(timeLeft(at(0), at(3))).toBe('0:00');
  });
});
