import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { ADMIN_MSG, type HostRow } from '../../shared/admin/schemas';
import { MSG } from '../../shared/messages';
import { endUserSessions } from '../auth/service';
import type { Db } from '../platform/db/client';
import { users, type User } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { queueMail } from '../platform/mail/outbox';
import { toHostRow } from '../users/service';

/**
 * Host suspension (decision 016). One conditional UPDATE each way, so of two admins acting at
 * once the second gets 409; the host's sessions end and the mail is queued in the same
 * transaction. Only host accounts: an admin (the caller included) or a participant is refused.
 */

/** Why the conditional UPDATE changed nothing: no such user, not a host, or already so. */
async function refusal(db: Db, id: string, already: string): Promise<AppError> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  if (!user) return new AppError('not_found', MSG.notFound);
  if (user.role !== 'Host') return new AppError('bad_request', ADMIN_MSG.onlyHosts);
  return new AppError('conflict', already);
}

export async function suspendHost(
  deps: Pick<Deps, 'db' | 'jobs' | 'now'>,
  actor: User,
  id: string,
  reason: string,
): Promise<HostRow> {
  const now = deps.now();
  const host = await deps.jobs.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        suspended_at: now,
        suspension_reason: reason,
        suspended_by: actor.id,
        updated_at: now,
      })
      .where(and(eq(users.id, id), eq(users.role, 'Host'), isNull(users.suspended_at)))
      .returning();
    if (!row) throw await refusal(tx, id, ADMIN_MSG.alreadySuspended);
    // Logged-in devices stop at once (access.ts also refuses a session made in a race with this).
    await endUserSessions(tx, id);
    await queueMail(deps, tx, { kind: 'host_suspended', user_id: id });
    return row;
  });
  return toHostRow(host, actor);
}

export async function unsuspendHost(
  deps: Pick<Deps, 'db' | 'jobs' | 'now'>,
  actor: User,
  id: string,
): Promise<HostRow> {
  const now = deps.now();
  const host = await deps.jobs.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ suspended_at: null, suspension_reason: null, suspended_by: null, updated_at: now })
      .where(and(eq(users.id, id), eq(users.role, 'Host'), isNotNull(users.suspended_at)))
      .returning();
    if (!row) throw await refusal(tx, id, ADMIN_MSG.notSuspended);
    await queueMail(deps, tx, { kind: 'host_unsuspended', user_id: id });
    return row;
  });
  return toHostRow(host, actor);
}
