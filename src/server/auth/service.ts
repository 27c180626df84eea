import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ChangePasswordRequestSchema, SignupRequestSchema } from '../../shared/auth/schemas';
import { AUTH_MSG } from '../../shared/auth/rules';
import { MSG } from '../../shared/messages';
import type { Db } from '../platform/db/client';
import { isUniqueViolation } from '../platform/db/errors';
import { users, type User } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { queueMail } from '../platform/mail/outbox';
import { checkOtp, consumeToken, peekToken } from './codes';
import {
  cancelEmailChange,
  confirmEmailChange,
  requestEmailChange,
  resendEmailChange,
} from './email-change';
import { findUserByEmail } from './find-user';
import { hashPassword, verifyPassword } from './password';
import { createSession, endUserSessions } from './sessions';
import { dateOfBirthFields } from '../../shared/users/date-of-birth';

// A real argon2id hash of a random password: verifying against it when no account matches makes
// "no such email" take as long as "wrong password" (no account enumeration by timing).
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(`dummy-${Math.random()}-A!`));

export { findUserByEmail };

/** §3 sign-up: stores only the chosen role's fields, then mails a verification link. */
export async function registerUser(deps: Deps, input: z.output<typeof SignupRequestSchema>) {
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  const host = input.role === 'Host';
  try {
    return await deps.jobs.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          role: input.role,
          name: input.name,
          email: input.email,
          phone_number: input.phone_number,
          address: input.address,
          password_hash: passwordHash,
          organisation_name: host ? input.organisation_name : null,
          account_number: host ? input.account_number : null,
          ifsc_code: host ? input.ifsc_code : null,
          bank_name: host ? input.bank_name : null,
          account_holder_name: host ? input.account_holder_name : null,
          // Issue 29: a date of birth, not an age (`age` is no longer written).
          ...(!host && dateOfBirthFields(input, now)),
          height: host ? null : input.height,
          gender: host ? null : input.gender,
          school_or_college: host ? null : input.school_or_college,
          // The person's own choice, and when (issue 29).
          whatsapp_opt_in_at: input.whatsapp_opt_in ? now : null,
          language: input.language ?? DEFAULT_LANGUAGE,
          created_at: now,
          updated_at: now,
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      await queueMail(deps, tx, { kind: 'verify_email', user_id: user.id });
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('conflict', AUTH_MSG.emailTaken, { email: AUTH_MSG.emailTaken });
    throw err;
  }
}

/** Checks credentials; the same 401 and the same work whether the email or the password is wrong. */
export async function logIn(deps: Deps, email: string, password: string) {
  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyPassword(user?.password_hash ?? (await getDummyHash()), password);
  if (!user || !ok) throw new AppError('unauthorized', MSG.invalidCredentials);
  // Said only after the password is right, so it reveals nothing to a guesser.
  if (!user.email_verified_at) throw new AppError('forbidden', AUTH_MSG.verifyFirst);
  if (user.suspended_at) throw new AppError('forbidden', AUTH_MSG.hostSuspended);
  const session = await createSession(deps.db, user.id, deps.now());
  return { user, session };
}

/** A sign-up's verification link, or a changed address's (the same page opens both). */
export async function verifyEmail(deps: Deps, token: string) {
  const now = deps.now();
  const userId = await consumeToken(deps.db, token, 'verify_email', now);
  if (!userId) {
    if (await confirmEmailChange(deps, token)) return;
    throw new AppError('bad_request', AUTH_MSG.invalidLink);
  }
  await deps.db
    .update(users)
    .set({ email_verified_at: now, updated_at: now })
    .where(eq(users.id, userId));
}

/**
 * Always succeeds from the outside; the mail job sends a new link only to an unverified account.
 * The account is looked up by the job, so known and unknown emails cost the request the same.
 */
export async function resendVerification(deps: Deps, email: string) {
  await queueMail(deps, deps.db, { kind: 'resend_verification', email });
}

/** Always answers the same; a real account gets a 6-digit code by mail (looked up by the job). */
export async function startPasswordReset(deps: Deps, email: string) {
  await queueMail(deps, deps.db, { kind: 'reset_otp', email });
}

/** A right OTP is used up and a reset link is mailed; anything else is 'Invalid OTP'. */
export async function confirmOtp(deps: Deps, email: string, otp: string) {
  const now = deps.now();
  const user = await findUserByEmail(deps.db, email);
  // An unknown account runs the same check against no code (same statements, same hashing).
  const ok = await checkOtp(deps.db, deps.config.sessionSecret, user?.id ?? null, otp, now);
  if (!user || !ok)
    throw new AppError('bad_request', AUTH_MSG.invalidOtp, { otp: AUTH_MSG.invalidOtp });
  await queueMail(deps, deps.db, { kind: 'reset_link', user_id: user.id });
}

export async function isResetTokenUsable(deps: Deps, token: string) {
  return (await peekToken(deps.db, token, 'reset_token', deps.now())) !== null;
}

/** Uses the link up, sets the password, and ends every session of the account. */
export async function resetPassword(deps: Deps, token: string, newPassword: string) {
  const now = deps.now();
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    const userId = await consumeToken(tx as Db, token, 'reset_token', now);
    if (!userId) throw new AppError('bad_request', MSG.invalidCredentials);
    // Receiving the link by mail also proves the address.
    await tx
      .update(users)
      .set({
        password_hash: passwordHash,
        updated_at: now,
        email_verified_at: sql`coalesce(${users.email_verified_at}, ${now})`,
      })
      .where(eq(users.id, userId));
    await endUserSessions(tx as Db, userId);
  });
}

/** Needs the current password; ends the user's other sessions. */
export async function changePassword(
  deps: Deps,
  user: User,
  sessionId: string | null,
  input: z.output<typeof ChangePasswordRequestSchema>,
) {
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    throw new AppError('bad_request', AUTH_MSG.currentPasswordWrong, {
      current_password: AUTH_MSG.currentPasswordWrong,
    });
  }
  const now = deps.now();
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: now })
      .where(eq(users.id, user.id));
    await endUserSessions(tx as Db, user.id, sessionId ?? undefined);
  });
}

// What other features use of auth (admin ends a suspended host's sessions; users checks a
// password before an email change and hands the change to auth).
export {
  cancelEmailChange,
  endUserSessions,
  requestEmailChange,
  resendEmailChange,
  verifyPassword,
};
