// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE } from '../../shared/constants';
import type { Role } from '../../shared/roles';
import type { PublicUser } from '../../shared/users/user';
import { setApiTransport } from '../api/client';
import { AppShell } from '../app-shell';
import { allowStoredAuth } from '../auth/auth-state';
import { rootData } from './manifest';
import { buildRoutes, type RouteLoaders } from './routes';
import { makeUser } from '../test/event-fixtures';

// The admin's Payments screen (§6) in the app's own router: hosts and participants have no
// Payments entry in the sidebar, and /app/payments sends them to the dashboard; the admin has
// both. Moved here from e2e/payments-admin.spec.ts (issue 25); the API's 403 for them is
// src/server/money/admin-payments.test.ts › "guests 401, participants and hosts 403, ...".

const user = (role: Role): PublicUser =>
  makeUser(role, {
    id: 'a'.repeat(24),
    name: `Test ${role}`,
    email: `${role.toLowerCase()}@example.test`,
    phone_number: '9000000001',
    organisation_name: null,
    age: 30,
  });

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

/** The app at `url`, as main.tsx builds it. */
function drawApp(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const loaders: RouteLoaders = {
    root: async () => {
      await rootData(client).catch(() => null);
      return null;
    },
    page: () => null,
  };
  const router = createMemoryRouter(buildRoutes(loaders), { initialEntries: [url] });
  render(
    <AppShell client={client}>
      <RouterProvider router={router} />
    </AppShell>,
  );
  return { path: () => router.state.location.pathname };
}

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const sections = () => screen.getByRole('navigation', { name: 'Sections' });

/** A desktop's width: the permanent sidebar, not the phone's drawer. */
function desktopMedia(query: string): MediaQueryList {
  return {
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
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
      serve(user(role));
      const app = drawApp('/app/payments');
      await h1('Dashboard');
      expect(app.path()).toBe('/app/dashboard');
      expect(screen.queryByRole('heading', { name: 'Payments' })).toBeNull();
      expect(within(sections()).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
      expect(within(sections()).queryByRole('link', { name: 'Payments' })).toBeNull();
    });
  }

  it('the admin has the entry, and the page opens', async () => {
    serve(user('Admin'));
    const app = drawApp('/app/payments');
    await h1('Payments');
    expect(app.path()).toBe('/app/payments');
    expect(within(sections()).getByRole('link', { name: 'Payments' }).getAttribute('href')).toBe(
      '/app/payments',
    );
  });
});
