import { endpoint } from './endpoint';

/**
 * The session's two calls, which every page makes (the app's start-up check, logout): a module
 * of their own so the first JavaScript does not carry the auth forms' definitions.
 */
const load = () => import('./schemas/auth');

/** The user behind the session cookie, or null for a guest. */
export const sessionUser = endpoint(load, 'GET', '/auth/verify-token', (s) => ({
  response: s.SessionUserSchema,
}));

export const logout = endpoint(load, 'POST', '/auth/logout', (s) => ({
  response: s.NothingSchema,
}));
