import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { setApiTransport, type ApiTransport } from '../api/client';
import { eventQuery } from '../api/events';
import { resultsQuery } from '../api/results';
import { AppShell } from '../app-shell';
import EventFilterPanel from '../pages/public/EventFilterPanel';
import { provideFilterPanel } from '../pages/public/filter-panel';
import { resultsSummary } from '../pages/results/results-summary';
import { PAGES, RESULTS_PATH } from '../routes/manifest';
import { buildRoutes, serverLoaders, type ServerRouteContext } from '../routes/routes';
import { serverStateScript } from './server-state';

/**
 * The server's side of the public pages (issue 14, decision 020): the same routes, components,
 * theme and query keys as the browser, built by Vite's SSR build from the same modules. A page
 * is drawn with its data and hydrated by the browser (main.tsx), which keeps every element.
 */

export type RenderedPage = {
  /** The markup for `#root`. */
  html: string;
  /** The page's styles, one `<style>` element for `<head>`. */
  styles: string;
  /** The data block (a `<script type="application/json">`) for the end of `<body>`. */
  stateScript: string;
  /** A page's own title and preview tags, made from its data (the server writes them). */
  meta: PageMeta | null;
};

/** What a shared link's preview shows (Open Graph); the server escapes and writes the tags. */
export type PageMeta = { title: string; description: string; image: string | null };

type MetaOf = (client: QueryClient, params: Record<string, string | undefined>) => PageMeta | null;

/** An event's results (issue 18): its winners so far, with the event's poster. */
const resultsMeta: MetaOf = (client, { eventId = '' }) => {
  const results = client.getQueryData(resultsQuery(eventId).queryKey);
  if (!results) return null;
  return {
    title: `Results · ${results.title}`,
    description: resultsSummary(results),
    image: client.getQueryData(eventQuery(eventId).queryKey)?.poster ?? null,
  };
};

/**
 * The pages whose preview tags come from the data they were drawn with, by route. (The event
 * page's are written by the server before it draws: server/http/web-app.ts.)
 */
const PAGE_META: Record<string, MetaOf> = {
  [RESULTS_PATH]: resultsMeta,
};

function pageMeta(context: StaticHandlerContext, client: QueryClient): PageMeta | null {
  const match = context.matches.at(-1);
  const metaOf = match && PAGE_META[match.route.id];
  return metaOf ? metaOf(client, match.params) : null;
}

/** The pages the server draws, with the reader of the query parameters each reads (its cache key). */
export const serverPages = () =>
  Promise.all(
    PAGES.filter((p) => p.ssr).map(async ({ path, cacheQuery }) => ({
      path,
      cacheQuery: await cacheQuery?.(),
    })),
  );

/** The pages' reads go through the server's own API (its public cache and serializers). */
export const routeApiThrough = (transport: ApiTransport) => setApiTransport(transport);

// The browser loads the /events filter panel on demand; the server draws it with the page.
provideFilterPanel(EventFilterPanel);

const handler = createStaticHandler(buildRoutes(serverLoaders));

/**
 * The styles the render used, in the order Emotion created them, as the element Emotion's
 * browser cache adopts (`data-emotion="css <names>"`): the app inserts none of them again.
 */
function styleElement(cache: EmotionCache): string {
  const names: string[] = [];
  let css = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    names.push(name);
    css += rules;
  }
  return `<style data-emotion="css ${names.join(' ')}">${css}</style>`;
}

/**
 * Draws the page at `url` (a path and query), or null when it cannot be drawn: a redirect, or its
 * data failed (an unknown event): the browser then draws it, with its own error state.
 */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const requestContext: ServerRouteContext = { queryClient };
  const context = await handler.query(new Request(new URL(url, 'http://matchday.local')), {
    requestContext,
  });
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  // A cache per render: Emotion writes each style once per cache, and every page needs all its
  // styles in its own HTML. In compat mode it keeps them instead of writing <style> elements
  // among the markup, so they can go into <head>: a page half parsed (on a slow network) is
  // then already styled and nothing moves as the rest arrives.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppShell client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </CacheProvider>,
  );
  const stateScript = serverStateScript(queryClient, {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: null,
  });
  return { html, styles: styleElement(cache), stateScript, meta: pageMeta(context, queryClient) };
}
