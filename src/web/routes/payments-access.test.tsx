// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE } from '../../shared/constants';
import type { PublicUser } from '../../shared/users/user';
import { setApiTransport } from '../api/client';
import { allowStoredAuth } from '../auth/auth-state';
import { desktopMedia, drawApp, h1, sections, testUser } from '../test/app-router';

// The admin's Payments screen (§6) in the app's own router: hosts and participants have no
// Payments entry in the sidebar, and /app/payments sends them to the dashboard; the admin has
// both. Moved here from e2e/payments-admin.spec.ts (issue 25); the API's 403 for them is
// src/server/money/admin-payments.test.ts › "guests 401, participants and hosts 403, ...".

/** The fake server: who is signed in, and empty lists for whatever the pages read. */
function serve(me: PublicUser) {
  setApiTransport(async (url, init) => {
    const path = new URL(url, 'http://matchday.test').pathname.slice(API_BASE.length);
    const key = `${init.method} ${path}`;
    if (key === 'GET /auth/verify-token') return Response.json({ message: 'success', data: me });
    if (init.method === 'GET')
      return Response.json({ message: 'success', data: [], next_cursor: null });
    return Response.json({ message: 'error', error: 'Not Found' }, { status: 404 });
  });
}

beforeEach(() => {
  window.matchMedia = desktopMedia;
  localStorage.clear();
  allowStoredAuth();
});
afterEach(cleanup);

describe('the Payments screen (§6)', () => {
  for (const role of ['Host', 'Participant'] as const) {
    it(`a ${role.toLowerCase()} has no Payments entry and is sent from /app/payments to the dashboard`, async () => {
      serve(testUser(role));
      const app = drawApp('/app/payments');
      await h1('Dashboard');
      expect(app.path()).toBe('/app/dashboard');
      expect(screen.queryByRole('heading', { name: 'Payments' })).toBeNull();
      expect(within(sections()).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
      expect(within(sections()).queryByRole('link', { name: 'Payments' })).toBeNull();
    });
  }

  it('the admin has the entry, and the page opens', async () => {
    serve(testUser('Admin'));
    const app = drawApp('/app/payments');
    await h1('Payments');
    expect(app.path()).toBe('/app/payments');
    expect(within(sections()).getByRole('link', { name: 'Payments' }).getAttribute('href')).toBe(
      '/app/payments',
    );
  });
});
