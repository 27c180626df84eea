import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Role } from '../../shared/roles';
import type { PublicUser } from '../../shared/users/user';
import { AppShell } from '../app-shell';
import { rootData } from '../routes/manifest';
import { buildRoutes, type RouteLoaders } from '../routes/routes';
import { makeUser } from './event-fixtures';

/**
 * The whole web app in a memory router (jsdom), for the tests that check where an address lands
 * and what the shell shows: the routes, guards, layouts and pages the browser builds, against the
 * fake API each test sets up itself (`setApiTransport` or `scriptedApi`).
 */

/**
 * The app at `url`, as main.tsx builds it, with the root loader waiting for the site settings.
 * `path()` is where it is now; `withSearch` adds the query string, so a redirect that added one
 * would show.
 */
export function drawApp(url: string, { withSearch = false }: { withSearch?: boolean } = {}) {
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
  return {
    path: () => {
      const { pathname, search } = router.state.location;
      return withSearch ? pathname + search : pathname;
    },
  };
}

/**
 * A desktop's width for `window.matchMedia`: `(min-width: …)` queries match, `(max-width: …)`
 * ones do not (the permanent sidebar, not the phone's drawer).
 */
export function desktopMedia(query: string): MediaQueryList {
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

/** The page's heading, once drawn (a loaded machine may take more than a second). */
export const h1 = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** The app area's sidebar. */
export const sections = () => screen.getByRole('navigation', { name: 'Sections' });

/** A signed-in user of `role`, as the session check answers it. */
export const testUser = (role: Role): PublicUser =>
  makeUser(role, {
    id: 'a'.repeat(24),
    name: `Test ${role}`,
    email: `${role.toLowerCase()}@example.test`,
    phone_number: '9000000001',
    organisation_name: null,
    age: 30,
  });
