import { sessionUser } from '../../shared/api/session';
import { call } from './client';

/**
 * GET /auth/verify-token: the user behind the session cookie, or null for a guest (no cookie), or
 * the failure (it never rejects). A 401 (the cookie's session has ended) runs the session-timeout
 * handler (§4). Its own module: the app's entry calls it at boot, and `api/auth.ts` is larger.
 */
export function fetchSessionUser() {
  return call(sessionUser).catch((error: Error) => error);
}
