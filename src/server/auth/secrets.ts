import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random 256-bit token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Six digits from a CSPRNG, leading zeros kept. */
export function newOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** What is stored for a high-entropy token: its SHA-256. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * What is stored for a low-entropy secret (an OTP): a keyed hash bound to its user, so a copy of
 * the database alone cannot be searched for the code.
 */
export function hashOtp(secret: string, userId: string, otp: string): string {
  return createHmac('sha256', secret).update(`${userId}:${otp}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
