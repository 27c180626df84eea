import { ApiError } from '../api/client';
import { AUTH_STORAGE_KEY } from '../../shared/constants';
import type { PublicUser } from '../../shared/users/user';

/** §3 Auth state and §4 auth actions. */
export type AuthState = {
  user: PublicUser | null;
  loading: boolean;
  isAuthenticated: boolean;
  isSessionTimeOut: boolean;
};

export type AuthAction =
  | { type: 'SET_AUTH'; payload: Partial<AuthState> & { user: PublicUser } }
  | { type: 'CLEAR_AUTH' }
  | { type: 'SET_LOADING'; payload: boolean }
  | { type: 'SESSION_TIMEOUT' };

export const LOGGED_OUT: AuthState = {
  user: null,
  loading: false,
  isAuthenticated: false,
  isSessionTimeOut: false,
};

function readStoredAuth(): AuthState | null {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AuthState>;
    if (!parsed || typeof parsed !== 'object' || !parsed.user) return null;
    return { ...LOGGED_OUT, ...parsed, loading: false };
  } catch {
    return null;
  }
}

// Set by a visit to /home (§2 clears the stored auth there): the copy stays cleared for the
// rest of this page load, whatever the start-up session check answers, until the next login.
let keepCleared = false;

export function storeAuth(state: AuthState): void {
  try {
    if (state.isAuthenticated && state.user && !keepCleared) {
      localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(state));
    } else {
      localStorage.removeItem(AUTH_STORAGE_KEY);
    }
  } catch {
    // Storage can be unavailable (private mode); the server session still works.
  }
}

/** §2 /home: forget the stored copy, and do not write it back until the user logs in again. */
export function clearStoredAuth(): void {
  keepCleared = true;
  try {
    localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // ignore
  }
}

/** A login (§4 "Login sets the user and stores auth") stores it again. */
export function allowStoredAuth(): void {
  keepCleared = false;
}

/** Initial state (§4): the stored auth, or no user with loading true until the server answers. */
export function initialAuthState(): AuthState {
  return readStoredAuth() ?? { ...LOGGED_OUT, loading: true };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'SET_AUTH':
      return {
        ...state,
        ...action.payload,
        isAuthenticated: true,
        loading: false,
        isSessionTimeOut: false,
      };
    case 'CLEAR_AUTH':
      return { ...LOGGED_OUT };
    case 'SET_LOADING':
      return { ...state, loading: action.payload };
    case 'SESSION_TIMEOUT':
      return { ...LOGGED_OUT, isSessionTimeOut: true };
  }
}

/**
 * What the start-up question "who am I?" (GET /auth/verify-token) does to the state: a user is
 * SET_AUTH; null (no session cookie) is a guest, CLEAR_AUTH. So is a refusal, unless its 401
 * already ran the session-timeout handler, whose SESSION_TIMEOUT must stand (the login page then
 * says the session expired). A check that got no answer (the network dropped, the server failed)
 * says nothing about the cookie: the stored user stays, so a gate phone that loses the venue's
 * network while the app starts is not signed out of its check-in page.
 */
export function afterSessionCheck(
  answer: PublicUser | null | Error,
  timedOut: boolean,
): AuthAction | null {
  if (answer instanceof Error) {
    if (timedOut) return null;
    return unanswered(answer) ? { type: 'SET_LOADING', payload: false } : { type: 'CLEAR_AUTH' };
  }
  return answer ? { type: 'SET_AUTH', payload: { user: answer } } : { type: 'CLEAR_AUTH' };
}

/** No answer about the session: no response at all (status 0), or the server's own failure. */
const unanswered = (error: Error) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);
