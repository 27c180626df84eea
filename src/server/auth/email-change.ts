import { and, eq, ne, sql } from 'drizzle-orm';
import { AUTH_MSG } from '../../shared/auth/rules';
import type { Db } from '../platform/db/client';
import { isUniqueViolation } from '../platform/db/errors';
import { users, type User } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { queueMail } from '../platform/mail/outbox';
import { consumeToken, withdraw } from './codes';

/**
 * A changed email (issue 24): the new address waits in `pending_email` until the link mailed to
 * it is opened; until then `email` (the old, proven address) stays the account's for login, mail
 * and every match by email. So typing someone else's address proves nothing and takes nothing
 * from them: it is not reserved, and its real owner can still sign up with it.
 */

const taken = () => new AppError('conflict', AUTH_MSG.emailTaken, { email: AUTH_MSG.emailTaken });

/** Whether another account already has `email` as its address (pending ones do not count). */
async function ownedByAnother(db: Db, email: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Stores `email` as the user's pending address, in `tx` (the profile edit's transaction), and
 * queues the link to the new address and a notice to the old one. 409 if another account has it.
 */
export async function requestEmailChange(deps: Deps, tx: Db, user: User, email: string) {
  if (await ownedByAnother(tx, email, user.id)) throw taken();
  await tx
    .update(users)
    .set({ pending_email: email, updated_at: deps.now() })
    .where(eq(users.id, user.id));
  await queueMail(deps, tx, {
    kind: 'confirm_email_change',
    user_id: user.id,
    pending_email: email,
  });
  await queueMail(deps, tx, {
    kind: 'email_change_notice',
    user_id: user.id,
    old_email: user.email,
    new_email: email,
  });
}

/** Mails the pending address a new link (the earlier one stops working when it is sent). */
export async function resendEmailChange(deps: Deps, user: User) {
  if (!user.pending_email) throw new AppError('conflict', AUTH_MSG.noPendingEmail);
  await queueMail(deps, deps.db, {
    kind: 'confirm_email_change',
    user_id: user.id,
    pending_email: user.pending_email,
  });
}

/** Drops the pending address; its link dies with it. */
export async function cancelEmailChange(deps: Deps, user: User): Promise<User> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await withdraw(tx as Db, user.id, 'change_email', now);
    const [row] = await tx
      .update(users)
      .set({ pending_email: null, updated_at: now })
      .where(eq(users.id, user.id))
      .returning();
    return row!;
  });
}

/**
 * Opens a change link: the pending address becomes the account's, proven. The address is checked
 * again (someone may have signed up with it meanwhile): then the change is dropped and 409.
 * Answers false when `token` is no live change link.
 */
export async function confirmEmailChange(deps: Deps, token: string): Promise<boolean> {
  const now = deps.now();
  let outcome: 'none' | 'taken' | 'done';
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const userId = await consumeToken(tx as Db, token, 'change_email', now);
      if (!userId) return 'none';
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user?.pending_email) return 'none';
      if (await ownedByAnother(tx as Db, user.pending_email, userId)) {
        await tx
          .update(users)
          .set({ pending_email: null, updated_at: now })
          .where(eq(users.id, userId));
        return 'taken';
      }
      await tx
        .update(users)
        .set({
          email: user.pending_email,
          pending_email: null,
          email_verified_at: now,
          updated_at: now,
        })
        .where(eq(users.id, userId));
      return 'done';
    });
  } catch (err) {
    // A sign-up with the address committed between the check and the update.
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  if (outcome === 'taken') throw taken();
  return outcome === 'done';
}
