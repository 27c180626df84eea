import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { PublicUser } from '../../shared/users/user';
import { rendersDrawnPage } from '../ssr/hydration';
import { fetchSessionUser } from '../api/session';
import { logout as logoutEndpoint } from '../../shared/api/session';
import { call, setUnauthorizedHandler } from '../api/client';
import {
  afterSessionCheck,
  allowStoredAuth,
  LOGGED_OUT,
  authReducer,
  initialAuthState,
  storeAuth,
  type AuthState,
} from './auth-state';

type AuthContextValue = AuthState & {
  /** After a successful login: remember the user (§4 Login sets the user and stores auth). */
  login: (user: PublicUser) => void;
  /** Ends the server session and forgets the user. */
  logout: () => Promise<void>;
  /** Refreshes the user from the server (after a profile edit). */
  setUser: (user: PublicUser) => void;
};

/** Ends the session on the server; silent, and its own 401 must not run the timeout handler. */
const signOut = () => call(logoutEndpoint, { ignoreUnauthorized: true }).catch(() => undefined);

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * False while the server draws a page and while the browser hydrates it, true afterwards (and
 * from the start when the browser draws the page itself). The switch is a transition, so the
 * signed-in re-render is done in slices after hydration.
 */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !rendersDrawnPage());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, undefined, initialAuthState);
  const queryClient = useQueryClient();
  const stateRef = useRef(state);
  // Set by the session-timeout handler; read by the start-up check, whose 401 has just run it.
  const timedOut = useRef(false);

  useEffect(() => {
    stateRef.current = state;
    storeAuth(state);
  }, [state]);

  // Ask the server who we are: the cookie is the truth, local storage only a fast first paint.
  useEffect(() => {
    let cancelled = false;
    void fetchSessionUser().then((answer) => {
      const action = afterSessionCheck(answer, timedOut.current);
      if (cancelled || !action) return;
      // Every page re-renders with the answer: as a transition React does it in slices, so the
      // page stays responsive while it loads.
      startTransition(() => dispatch(action));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // §4: a 401 on any call runs the session-timeout handler: logout, then mark the timeout.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (!stateRef.current.isAuthenticated) return;
      timedOut.current = true;
      void signOut();
      queryClient.clear();
      dispatch({ type: 'SESSION_TIMEOUT' });
    });
    return () => setUnauthorizedHandler(() => {});
  }, [queryClient]);

  const login = useCallback((user: PublicUser) => {
    allowStoredAuth();
    dispatch({ type: 'SET_AUTH', payload: { user } });
  }, []);
  // A profile edit refreshes the user without storing what /home cleared.
  const setUser = useCallback((user: PublicUser) => {
    dispatch({ type: 'SET_AUTH', payload: { user } });
  }, []);
  const logout = useCallback(async () => {
    await signOut();
    queryClient.clear();
    dispatch({ type: 'CLEAR_AUTH' });
  }, [queryClient]);

  // The server draws every page as a guest sees it (it cannot read this browser's storage), so
  // hydration starts from the guest's state too; the signed-in state follows at once after.
  const shown = useHydrated() ? state : LOGGED_OUT;
  const value = useMemo(
    () => ({ ...shown, login, logout, setUser }),
    [shown, login, logout, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
