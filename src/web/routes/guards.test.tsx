// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../shared/constants';
import { allowStoredAuth } from '../auth/auth-state';
import { drawApp, h1, testUser } from '../test/app-router';
import '../test/component-kit';
import { refuse, scriptedApi } from '../test/scripted-api';

// The browser router's guards (§6) and the start-up session check (§4), in the whole app's
// router against a fake API. Moved from e2e/auth.spec.ts and e2e/catalog.spec.ts (issue 25); the
// API's own 401/403 answers are src/server/sports/catalog.test.ts and src/server/auth/auth.test.ts.

// A loaded machine (CI's two cores) may take more than the default second to draw a page.
configure({ asyncUtilTimeout: 5000 });

const emptyPage = { data: [], next_cursor: null };

/** The fake server; `me` answers "who am I?" (a function may refuse it). */
function serve(me: () => unknown) {
  return scriptedApi({
    'GET /config': () => ({
      support_email: 'help@matchday.test',
      support_phone: '+91 90000 11111',
      referee_whatsapp: '',
      payments_test_mode: false,
    }),
    'GET /auth/verify-token': me,
    'POST /auth/logout': () => null,
    'GET /events': () => emptyPage,
    'GET /events/manage': () => emptyPage,
    'GET /sports': () => emptyPage,
  });
}

beforeEach(() => {
  localStorage.clear();
  allowStoredAuth();
});

describe('the guards', () => {
  it('a signed-in user visiting /login lands on the dashboard', async () => {
    serve(() => testUser('Participant'));
    const app = drawApp('/login');
    await h1('Dashboard');
    expect(app.path()).toBe('/app/dashboard');
  });

  it('sends a host from /app/users, and a participant from /app/sports, to the dashboard', async () => {
    for (const [role, url] of [
      ['Host', '/app/users'],
      ['Participant', '/app/sports'],
    ] as const) {
      serve(() => testUser(role));
      const app = drawApp(url);
      await h1('Dashboard');
      expect(app.path(), `${role} ${url}`).toBe('/app/dashboard');
      expect(screen.queryByRole('heading', { name: /Users Details|Sports Details/ })).toBeNull();
      cleanup();
    }
  });
});

describe('a session that ended while away (§4)', () => {
  it('the first load runs the timeout handler: logout, the stored user forgotten, a guest', async () => {
    // The browser still holds the stored user; the server has no such session and answers 401.
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ user: testUser('Participant'), isAuthenticated: true }),
    );
    const api = serve(() => refuse(401, 'Session expired'));
    drawApp('/about');
    await waitFor(() => expect(api.count('POST /auth/logout')).toBe(1));
    expect(api.count('GET /auth/verify-token')).toBe(1);
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(within(banner).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});
