import { timingSafeEqual } from 'node:crypto';

/** Compares a secret (a signature, a token) in constant time: no timing tells how much matched. */
export function safeEqualHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
