import { and, eq, ne } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../platform/db/client';
import { batchedPerDb, equalsAnyOf } from '../platform/db/batched';
import { preparedPerDb } from '../platform/db/prepared';
import { sessions, users, type User } from '../platform/db/schema';
import { hashToken, newToken } from './secrets';

export const SESSION_COOKIE = 'session';
/** A session ends after 24 hours without a request... */
const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
/** ...and 7 days after login whatever happens. */
const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
// last_seen_at is written at most this often, so reads do not each cost a write.
const TOUCH_EVERY_MS = 60 * 1000;

export async function createSession(db: Db, userId: string, now: Date) {
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, id: row.id };
}

// Every signed-in request runs this: prepared once per pooled connection, and the requests that
// come in together share one read (decision 058).
const sessionsByToken = preparedPerDb((db, name) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(equalsAnyOf(sessions.token_hash, 'token_hashes', 'bpchar'))
    .prepare(name),
);

const sessionByToken = batchedPerDb(async (db, tokenHashes: readonly string[]) => {
  const rows = await sessionsByToken(db, 'sessions_by_token').execute({
    token_hashes: [...new Set(tokenHashes)],
  });
  const byHash = new Map(rows.map((row) => [row.session.token_hash, row]));
  return tokenHashes.map((hash) => byHash.get(hash) ?? null);
});

/** The user behind a cookie token, or null when the session is unknown, idle too long or over. */
export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
): Promise<{ sessionId: string; user: User } | null> {
  const row = await sessionByToken(db, hashToken(token));
  if (!row) return null;
  const { session } = row;
  const idleFor = now.getTime() - session.last_seen_at.getTime();
  if (session.expires_at <= now || idleFor >= SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  if (idleFor >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, session.id));
  }
  return { sessionId: session.id, user: row.user };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token_hash, hashToken(token)));
}

export async function endSessionById(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user, except one (the caller's, on a password change). */
export async function endUserSessions(db: Db, userId: string, exceptId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptId
        ? and(eq(sessions.user_id, userId), ne(sessions.id, exceptId))
        : eq(sessions.user_id, userId),
    );
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
