import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../shared/users/user';
import { ApiError } from '../api/client';
import { afterSessionCheck, authReducer, LOGGED_OUT } from './auth-state';

const user = { id: 'a'.repeat(24), name: 'Kabir', role: 'Participant' } as PublicUser;

describe('auth reducer (§4)', () => {
  it('SET_AUTH authenticates, stops loading and merges the payload', () => {
    const s = authReducer(
      { ...LOGGED_OUT, loading: true, isSessionTimeOut: true },
      { type: 'SET_AUTH', payload: { user } },
    );
    expect(s).toEqual({ user, loading: false, isAuthenticated: true, isSessionTimeOut: false });
  });

  it('CLEAR_AUTH resets to unauthenticated', () => {
    const s = authReducer(
      { user, loading: false, isAuthenticated: true, isSessionTimeOut: false },
      { type: 'CLEAR_AUTH' },
    );
    expect(s).toEqual(LOGGED_OUT);
  });

  it('SESSION_TIMEOUT resets and flags the timeout', () => {
    const s = authReducer(
      { user, loading: false, isAuthenticated: true, isSessionTimeOut: false },
      { type: 'SESSION_TIMEOUT' },
    );
    expect(s).toEqual({ ...LOGGED_OUT, isSessionTimeOut: true });
  });

  it('SET_LOADING only changes loading', () => {
    const s = authReducer({ ...LOGGED_OUT }, { type: 'SET_LOADING', payload: true });
    expect(s).toEqual({ ...LOGGED_OUT, loading: true });
  });
});

describe('the start-up session check', () => {
  it('a user logs in, data null (a guest) logs out', () => {
    expect(afterSessionCheck(user, false)).toEqual({
      type: 'SET_AUTH',
      payload: { user },
    });
    expect(afterSessionCheck(null, false)).toEqual({
      type: 'CLEAR_AUTH',
    });
  });

  it('a failure logs out, unless its 401 ran the session-timeout handler', () => {
    const failed = new ApiError('Your session has expired.', 401);
    expect(afterSessionCheck(failed, false)).toEqual({ type: 'CLEAR_AUTH' });
    expect(afterSessionCheck(failed, true)).toBeNull();
  });

  it('no answer (offline, a server failure) keeps the stored user and ends the loading', () => {
    const stored = { ...LOGGED_OUT, user, isAuthenticated: true };
    for (const failed of [
      new ApiError('Please check your internet connection', 0),
      new ApiError('Internal server error', 503),
    ]) {
      const action = afterSessionCheck(failed, false);
      expect(action).not.toBeNull();
      expect(authReducer(stored, action!)).toEqual(stored);
      // Without a stored user the app stops waiting and shows a guest's pages.
      expect(authReducer({ ...LOGGED_OUT, loading: true }, action!)).toEqual(LOGGED_OUT);
    }
    // A refusal other than the 401 still logs out.
    expect(afterSessionCheck(new ApiError('Forbidden', 403), false)).toEqual({
      type: 'CLEAR_AUTH',
    });
  });
});
