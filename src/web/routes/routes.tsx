import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import {
  data as routeData,
  isRouteErrorResponse,
  Navigate,
  Outlet,
  useRouteError,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { ApiError } from '../api/client';
import { GuestOnly, RequireAuth, RequirePermission } from '../auth/guards';
import { loadChunk } from '../components/chunk-loader';
import { RouteError } from '../components/RouteError';
import { PublicLayout } from '../layouts/PublicLayout';
import { APP_HOME_PATH, HOME_PATH, NOT_FOUND, PAGES, rootData, type PageRoute } from './manifest';

/**
 * React Router's route objects, built from the manifest. The browser and the server build the
 * same tree (same ids, so the server's router state hydrates the browser's); only what a loader
 * does differs: the server's wait for the page's data in its own query cache (the request's
 * context), the browser's start it in the app's cache and never wait (browser-loaders.ts).
 */

export type RouteLoaders = {
  /** Runs for every page first: the site settings. */
  root: (args: LoaderFunctionArgs) => Promise<null>;
  /** Runs for a page with `data`. */
  page: (route: PageRoute, args: LoaderFunctionArgs) => Promise<null> | null;
};

/** Server loaders: the request's own query client, passed as the router's request context. */
export type ServerRouteContext = { queryClient: QueryClient };

const notFoundChunk = () => loadChunk(NOT_FOUND.chunk, NOT_FOUND.page);

// The not-found page's module, once loaded: the server loads it before drawing a 404 and the
// browser before hydrating one, so the boundary draws it at once; no other page loads it.
let notFoundModule: Awaited<ReturnType<typeof NOT_FOUND.page>> | undefined;
export const loadNotFound = async () => (notFoundModule ??= await notFoundChunk());
const LazyNotFound = lazy(notFoundChunk);

/**
 * The boundary of a page whose data may name nothing: its loader's 404 (server/http/web-app.ts
 * answers it 404) draws the not-found page in the site's layout; other errors go on to §8's.
 */
function NotFoundBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const Page = notFoundModule?.default;
  if (Page) return <Page />;
  return (
    <Suspense fallback={null}>
      <LazyNotFound />
    </Suspense>
  );
}

/** A public page read by an id in its address: its data may name nothing (an unknown event). */
const mayNameNothing = (route: PageRoute) =>
  route.area === 'public' && Boolean(route.data) && route.path.includes(':');

function pageRoute(route: PageRoute, loaders: RouteLoaders, path: string): RouteObject {
  const data = route.data;
  return {
    id: route.path,
    path,
    loader: data ? (args) => loaders.page(route, args) : undefined,
    lazy: async () => {
      const mod = await loadChunk(route.chunk, route.page);
      return {
        Component: mod.default,
        ...(mayNameNothing(route) && { ErrorBoundary: NotFoundBoundary }),
      };
    },
    children: route.subpaths?.map((sub) => ({ path: sub })),
  };
}

/** Pages of a section the role may use (§6): viewing it, and `action` (adding, editing). */
function guarded(route: PageRoute, inner: RouteObject): RouteObject {
  const permission = route.permission;
  if (!permission) return inner;
  const view = (
    <RequirePermission section={permission.section} action="view">
      <Outlet />
    </RequirePermission>
  );
  const action = permission.action;
  return {
    element: view,
    children: [
      action && action !== 'view'
        ? {
            element: (
              <RequirePermission section={permission.section} action={action}>
                <Outlet />
              </RequirePermission>
            ),
            children: [inner],
          }
        : inner,
    ],
  };
}

const APP_PREFIX = '/app/';

/** Every route of spec §2, in the manifest's order. */
export function buildRoutes(loaders: RouteLoaders): RouteObject[] {
  const inArea = (area: PageRoute['area']) => PAGES.filter((p) => p.area === area);
  const publicRoutes = inArea('public').map((p) => pageRoute(p, loaders, p.path));
  const guestRoutes = inArea('guest').map((p) => pageRoute(p, loaders, p.path));
  const appRoutes = inArea('app').map((p) =>
    guarded(p, pageRoute(p, loaders, p.path.slice(APP_PREFIX.length))),
  );
  return [
    {
      id: 'root',
      errorElement: <RouteError />,
      loader: loaders.root,
      // Read once for the first render; later navigations keep what the query cache holds.
      shouldRevalidate: () => false,
      children: [
        { path: '/', element: <Navigate to={HOME_PATH} replace /> },
        {
          id: 'public',
          element: <PublicLayout />,
          children: [
            ...publicRoutes,
            // Any other address (issue 24): a page that says so, answered 404 by the server.
            {
              id: NOT_FOUND.id,
              path: '*',
              lazy: async () => ({ Component: (await notFoundChunk()).default }),
            },
            {
              element: (
                <GuestOnly>
                  <Outlet />
                </GuestOnly>
              ),
              children: guestRoutes,
            },
          ],
        },
        {
          path: '/app',
          element: (
            <RequireAuth>
              <Outlet />
            </RequireAuth>
          ),
          children: [
            {
              // The whole app area is its own chunk: public visitors never download it.
              // Its messages (decision 043) come with it, before any of its pages draws.
              lazy: async () => {
                const [mod] = await Promise.all([
                  loadChunk('app-layout', () => import('../layouts/AppLayout')),
                  import('../i18n/app-messages').then((m) => m.loadAppMessages()),
                ]);
                return { Component: mod.AppLayout };
              },
              children: [
                { index: true, element: <Navigate to={APP_HOME_PATH} replace /> },
                ...appRoutes,
                { path: '*', element: <Navigate to={APP_HOME_PATH} replace /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** The server's loaders: wait for the data in the request's query client. */
export const serverLoaders: RouteLoaders = {
  root: async ({ context }) => {
    // A failed read of the settings leaves the defaults (the footer's), not a failed page.
    await rootData((context as ServerRouteContext).queryClient).catch(() => null);
    return null;
  },
  page: async (route, { context, params, request }) => {
    const search = new URL(request.url).searchParams;
    try {
      await route.data?.((context as ServerRouteContext).queryClient, { params, search });
    } catch (error) {
      // Its read names nothing: the page's boundary draws the not-found page, answered 404.
      if (error instanceof ApiError && error.status === 404)
        throw routeData(null, { status: 404, statusText: 'Not Found' });
      throw error;
    }
    return null;
  },
};
