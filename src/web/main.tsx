// First: starts the page's chunk and data while the rest of the app is evaluated.
import { serverState } from './boot';
import './fonts/indic.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppShell } from './app-shell';
import { queryClient } from './query-client';
import { markHydrating } from './ssr/hydration';
import { browserLoaders } from './routes/browser-loaders';
import { buildRoutes, loadNotFound } from './routes/routes';

const routes = buildRoutes(browserLoaders);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

type Router = ReturnType<typeof createBrowserRouter>;
const app = (router: Router) => (
  <StrictMode>
    <AppShell client={queryClient}>
      <RouterProvider router={router} />
    </AppShell>
  </StrictMode>
);

/**
 * Resolves the lazy routes of the current address, so the first render has the page's component
 * (hydration needs the very markup the server drew).
 */
async function loadMatchedRoutes(list: RouteObject[]): Promise<void> {
  const matches = matchRoutes(list, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

// The first render is a transition, so React renders (and hydrates) in slices and the page stays
// responsive while it starts (no long task on a slow phone).
function render() {
  const router = createBrowserRouter(routes);
  startTransition(() => createRoot(root!).render(app(router)));
}

function hydrate(state: NonNullable<typeof serverState>) {
  markHydrating();
  const router = createBrowserRouter(routes, { hydrationData: state.router });
  startTransition(() => {
    hydrateRoot(root!, app(router), {
      // A mismatch makes React draw the page again in the browser: it still works, but the
      // drawing was wasted; the e2e checks read this mark.
      onRecoverableError(error) {
        document.documentElement.dataset.hydration = 'mismatch';
        console.error('Hydration mismatch; the page was drawn again:', error);
      },
    });
  });
}

// The server drew this page (src/web/ssr): the browser hydrates it once the page's chunk is in.
// Not a top-level await: the page chunks import this entry chunk, which must finish first.
const drawn = serverState;
if (drawn) {
  // A drawn "Page not found" (an unknown event: its page's boundary) needs that page's chunk too.
  Promise.all([loadMatchedRoutes(routes), drawn.router.errors ? loadNotFound() : null]).then(
    () => hydrate(drawn),
    () => render(), // the page's chunk failed: the router retries it and reports (§8)
  );
} else {
  render();
}
