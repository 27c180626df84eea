import type { PublicUser } from '../../shared/users/user';
import { api } from './client';

/**
 * GET /auth/verify-token: the user behind the session cookie, or `data: null` for a guest (no
 * cookie). Silent; a 401 (the cookie's session has ended) runs the session-timeout handler (§4).
 * Its own module: the app's entry calls it at boot, and `api/auth.ts` would bring zod along.
 */
export function fetchSessionUser() {
  return api.get<PublicUser | null>('/auth/verify-token', undefined, { silent: true });
}
