import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../platform/http/types';
import { makeUser, DEMO_PASSWORD } from '../seed/factories';
import type { NewUser } from '../platform/db/schema';
import { createSession } from '../auth/sessions';

/** The `session=...` pair from a response's Set-Cookie, ready for a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const found = all.find((c) => c.startsWith('session='));
  if (!found) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return found.split(';')[0]!;
}

export async function logInAs(app: App, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode}: ${res.body}`);
  return sessionCookie(res);
}

/**
 * A fresh verified user of a role with a session: `{ user, cookie }` (epic-stack's `as(role)`).
 * The session is made directly, so tests do not spend the login rate limit.
 */
export async function as(app: App, role: NewUser['role'], extra: Partial<NewUser> = {}) {
  const user = await makeUser(app.db, { role, ...extra });
  const { token } = await createSession(app.db, user.id, app.now());
  return { user, cookie: `session=${token}` };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A caller bound to a test file's app: `call(who, method, url, payload?)` sends one API request
 * with `who`'s session (null, or an empty cookie, is a guest). The app is read at call time, so
 * it may be created after this line (in `beforeAll`).
 */
export const apiCaller =
  (app: () => App) =>
  (who: { cookie: string } | null, method: Method, url: string, payload?: object) =>
    app().inject({
      method,
      url: `/api/v1${url}`,
      payload,
      headers: who?.cookie ? { cookie: who.cookie } : {},
    });
