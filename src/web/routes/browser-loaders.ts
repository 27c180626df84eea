import { matchPath, type LoaderFunctionArgs } from 'react-router';
import { siteConfigQuery } from '../api/site';
import { queryClient } from '../query-client';
import { PAGES, rootData, type PageRoute, type RouteArgs } from './manifest';
import type { RouteLoaders } from './routes';

/**
 * The browser's route loaders. They never wait for a page's data: they start it while the page's
 * chunk downloads (instead of after it has rendered) and, once it is in, preload the image that
 * will be the page's largest (the address PosterImage asks for with `priority`), so it is on its
 * way before React has drawn the page.
 */

function preloadImage(href: string | null | undefined): void {
  if (!href || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`))
    return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}

function startData(route: PageRoute, args: RouteArgs): void {
  void route
    .data?.(queryClient, args)
    .then(preloadImage)
    .catch(() => {}); // the page shows its own error state
}

// Long enough for /config on a slow phone (it is asked for at boot), short enough that a failed
// read (one retry after a second) never holds a page back for long.
const SITE_CONFIG_WAIT_MS = 1500;

export const browserLoaders: RouteLoaders = {
  /**
   * The app's first render waits, briefly, for the public site settings, so the test-mode banner
   * (components/TestModeBanner) is in it rather than pushing the page down a moment later. A
   * server-drawn page brought them along, so it does not wait at all.
   */
  root: async () => {
    await Promise.race([
      rootData(queryClient).catch(() => null),
      new Promise((resolve) => setTimeout(resolve, SITE_CONFIG_WAIT_MS)),
    ]);
    return null;
  },
  page: (route, { params, request }: LoaderFunctionArgs) => {
    startData(route, { params, search: new URL(request.url).searchParams });
    return null;
  },
};

/**
 * On the first page load, starts the page's chunk and data before the rest of the app has even
 * been evaluated (boot.ts): the router's lazy route and loader then find both in flight.
 */
export function prefetchInitialRoute(pathname: string, search: string): void {
  // Every page's first render waits for it (the root loader); a drawn page already has it.
  void queryClient.prefetchQuery(siteConfigQuery);
  for (const route of PAGES) {
    const match = matchPath(route.path, pathname);
    if (!match) continue;
    void route.page().catch(() => {}); // the router reports a failed chunk
    startData(route, { params: match.params, search: new URLSearchParams(search) });
    return;
  }
}
