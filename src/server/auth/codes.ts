import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { oneTimeCodes } from '../platform/db/schema';
import { hashOtp, hashToken, newOtp, newToken, sameHash } from './secrets';

type Purpose = 'verify_email' | 'reset_otp' | 'reset_token' | 'change_email';
type LinkPurpose = Exclude<Purpose, 'reset_otp'>;

export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
/** A changed address's link: a day, as a new account's. */
export const CHANGE_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_OTP_TTL_MS = 10 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
const OTP_MAX_ATTEMPTS = 5;

/** Withdraws a user's unused codes of one purpose (a new one replaces them). */
export async function withdraw(db: Db, userId: string, purpose: Purpose, now: Date) {
  await db
    .update(oneTimeCodes)
    .set({ consumed_at: now })
    .where(
      and(
        eq(oneTimeCodes.user_id, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumed_at),
      ),
    );
}

/** A new link token (email verification or change, password reset); only its hash is stored. */
export async function issueToken(
  db: Db,
  userId: string,
  purpose: LinkPurpose,
  ttlMs: number,
  now: Date,
): Promise<string> {
  await withdraw(db, userId, purpose, now);
  const token = newToken();
  await db.insert(oneTimeCodes).values({
    user_id: userId,
    purpose,
    code_hash: hashToken(token),
    expires_at: new Date(now.getTime() + ttlMs),
    created_at: now,
  });
  return token;
}

/** The token's row while it is unused and unexpired. */
const liveToken = (token: string, purpose: Purpose, now: Date) =>
  and(
    eq(oneTimeCodes.purpose, purpose),
    eq(oneTimeCodes.code_hash, hashToken(token)),
    isNull(oneTimeCodes.consumed_at),
    gt(oneTimeCodes.expires_at, now),
  );

/** The user id a live token belongs to, without using it up. */
export async function peekToken(db: Db, token: string, purpose: Purpose, now: Date) {
  const [row] = await db
    .select({ user_id: oneTimeCodes.user_id })
    .from(oneTimeCodes)
    .where(liveToken(token, purpose, now))
    .limit(1);
  return row?.user_id ?? null;
}

/** Uses a live token up, atomically (two racing requests cannot both succeed). */
export async function consumeToken(db: Db, token: string, purpose: Purpose, now: Date) {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ consumed_at: now })
    .where(liveToken(token, purpose, now))
    .returning({ user_id: oneTimeCodes.user_id });
  return row?.user_id ?? null;
}

export async function issueOtp(db: Db, secret: string, userId: string, now: Date): Promise<string> {
  await withdraw(db, userId, 'reset_otp', now);
  const otp = newOtp();
  await db.insert(oneTimeCodes).values({
    user_id: userId,
    purpose: 'reset_otp',
    code_hash: hashOtp(secret, userId, otp),
    expires_at: new Date(now.getTime() + RESET_OTP_TTL_MS),
    created_at: now,
  });
  return otp;
}

/**
 * Checks an OTP against the user's live one. A wrong guess counts; the fifth wrong guess uses the
 * code up. The attempt is counted in the same statement that finds the code (an atomic increment,
 * so parallel guesses cannot exceed it), and an unknown account runs the same statement and the
 * same hashing, so the answer takes as long either way.
 */
export async function checkOtp(
  db: Db,
  secret: string,
  userId: string | null,
  otp: string,
  now: Date,
) {
  const owner = userId ?? NO_USER;
  const latest = db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.user_id, owner),
        eq(oneTimeCodes.purpose, 'reset_otp'),
        isNull(oneTimeCodes.consumed_at),
        gt(oneTimeCodes.expires_at, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.created_at))
    .limit(1);
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(inArray(oneTimeCodes.id, latest), isNull(oneTimeCodes.consumed_at)))
    .returning({
      id: oneTimeCodes.id,
      code_hash: oneTimeCodes.code_hash,
      attempts: oneTimeCodes.attempts,
    });
  const right = sameHash(counted?.code_hash ?? NO_HASH, hashOtp(secret, owner, otp));
  if (!counted || counted.attempts > OTP_MAX_ATTEMPTS) return false;
  if (right || counted.attempts >= OTP_MAX_ATTEMPTS) {
    const [used] = await db
      .update(oneTimeCodes)
      .set({ consumed_at: now })
      .where(and(eq(oneTimeCodes.id, counted.id), isNull(oneTimeCodes.consumed_at)))
      .returning({ id: oneTimeCodes.id });
    return right && Boolean(used);
  }
  return false;
}

/** Stand-ins for an unknown account: no row has them, so they only cost the same work. */
const NO_USER = '0'.repeat(24);
const NO_HASH = '0'.repeat(64);
