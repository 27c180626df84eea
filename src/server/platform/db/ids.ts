import { randomBytes } from 'node:crypto';

/**
 * A new id: 24 hex characters, time-ordered (12 hex of milliseconds since the epoch, then 12 hex
 * of randomness), so ids sort by creation and index well.
 */
export function newId(now: number = Date.now()): string {
  return now.toString(16).padStart(12, '0').slice(-12) + randomBytes(6).toString('hex');
}
