import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { setApiTransport, type ApiTransport } from '../api/client';
import { certificateQuery } from '../api/certificates';
import {
  eventKeys,
  eventListQuery,
  eventQuery,
  sportOptionsQuery,
  type EventFilters,
  type EventPage,
} from '../api/events';
import { siteConfigQuery } from '../api/site';
import type { Event } from '../../shared/events/schemas';
import { readEventSearch } from '../../shared/events/search';
import { cardPosterUrl } from '../components/events/poster-url';
import { resultsQuery } from '../api/results';
import { AppShell } from '../app-shell';
import { activateLanguage, t, type PageLanguage } from '../i18n/i18n';
import EventFilterPanel from '../pages/public/EventFilterPanel';
import { provideFilterPanel } from '../pages/public/filter-panel';
import { resultsSummary } from '../pages/results/results-summary';
import { NOT_FOUND, PAGES } from '../routes/manifest';
import { ROUTES } from '../../shared/routes';
import { notFoundTitle } from '../pages/public/NotFoundPage';
import { certificateMeta } from '../pages/certificates/certificate-meta';
import {
  buildRoutes,
  loadNotFound,
  serverLoaders,
  type ServerRouteContext,
} from '../routes/routes';
import { serverStateScript } from './server-state';

/**
 * The server's side of the public pages (issue 14, decision 020): the same routes, components,
 * theme and query keys as the browser, built by Vite's SSR build from the same modules. A page
 * is drawn with its data and hydrated by the browser (main.tsx), which keeps every element.
 */

export type RenderedPage = {
  /** The markup for `#root`. */
  html: string;
  /** The page's styles: the server links them as one stylesheet (server/http/page-styles.ts). */
  styles: DrawnStyles;
  /** The data block (a `<script type="application/json">`) for the end of `<body>`. */
  stateScript: string;
  /** A page's own title and preview tags, made from its data (the server writes them). */
  meta: PageMeta | null;
  /** 404 when the address names nothing (issue 24): the drawing is the not-found page. */
  status: 200 | 404;
};

/** The CSS a drawing used and its Emotion class names, in the order Emotion created them. */
export type DrawnStyles = { names: string[]; css: string };

/** What a shared link's preview shows (Open Graph); the server escapes and writes the tags. */
export type PageMeta = { title: string; description: string; image: string | null };

type MetaOf = (
  client: QueryClient,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
) => PageMeta | null;

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

/** The events list (issue 24): what it lists ("Football events in Pune"), its first poster. */
const eventsMeta: MetaOf = (client, _params, search) => {
  const filters = search.size > 0 ? readEventSearch(search) : {};
  const list = client.getQueryData(eventListQuery(filters).queryKey);
  if (!list) return null;
  const sport = filters.sports_id
    ? client.getQueryData(sportOptionsQuery.queryKey)?.find((s) => s.id === filters.sports_id)
    : undefined;
  // "Football events in Pune: “u14”", in the page's language (activated before drawing).
  let title = sport
    ? t('events.meta.sportEvents', { sport: sport.sports_name })
    : t('events.heading');
  if (filters.city) title = t('events.meta.inCity', { what: title, city: filters.city });
  if (filters.q) title = t('events.meta.query', { what: title, q: filters.q });
  const items = list.pages[0]?.items ?? [];
  const titles = items
    .slice(0, 3)
    .map((e) => e.title)
    .join(', ');
  const description =
    items.length === 0
      ? t('events.meta.none')
      : t(items.length > 3 ? 'events.meta.listMore' : 'events.meta.list', { titles });
  return { title, description, image: cardPosterUrl(items[0]?.poster) ?? null };
};

/** A certificate's check (issue 24): whose, for what; null data is no certificate at all. */
const certificateCheckMeta: MetaOf = (client, { code = '' }) => {
  const found = client.getQueryData(certificateQuery(code).queryKey);
  return found === undefined ? null : certificateMeta(found);
};

/**
 * The pages whose preview tags come from the data they were drawn with, by route. (The event
 * page's are written by the server before it draws: server/http/web-app.ts.)
 */
const PAGE_META: Record<string, MetaOf> = {
  [ROUTES.events]: eventsMeta,
  [ROUTES.eventResults]: resultsMeta,
  [ROUTES.certificate]: certificateCheckMeta,
};

// Made per drawing, in its language.
const notFoundMeta = (): PageMeta => ({
  title: notFoundTitle(),
  description: t('pages.notFound.description'),
  image: null,
});

function pageMeta(
  context: StaticHandlerContext,
  client: QueryClient,
  search: URLSearchParams,
): PageMeta | null {
  const match = context.matches.at(-1);
  const metaOf = match && PAGE_META[match.route.id];
  return metaOf ? metaOf(client, match.params, search) : null;
}

/**
 * Whether the drawing says the address names nothing: the catch-all route, a page whose read
 * answered 404 (its boundary drew the not-found page), or a certificate code no one holds (its
 * page says so itself, from its data).
 */
function namesNothing(context: StaticHandlerContext, client: QueryClient): boolean {
  if (context.statusCode === 404) return true;
  const match = context.matches.at(-1);
  if (match?.route.id === NOT_FOUND.id) return true;
  if (match?.route.id === '/certificates/:code')
    return client.getQueryData(certificateQuery(match.params.code ?? '').queryKey) === null;
  return false;
}

/** Whether `pathname` is one of the app's pages (else the catch-all draws it, answered 404). */
export function isKnownPage(pathname: string): boolean {
  const matches = matchRoutes(handler.dataRoutes, pathname);
  return Boolean(matches) && matches!.at(-1)!.route.id !== NOT_FOUND.id;
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
 * The styles the render used, in the order Emotion created them. The page names them in an empty
 * `<style data-emotion="css <names>">`, which Emotion's browser cache adopts: the app inserts none
 * of them again, and their CSS comes with the page's stylesheet.
 */
function drawnStyles(cache: EmotionCache): DrawnStyles {
  const names: string[] = [];
  let css = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    names.push(name);
    css += rules;
  }
  return { names, css };
}

/** A page's data, read; its drawing, to make from that data or not (a kept one may serve). */
export type LoadedPage = {
  /** Everything the page is drawn from, serialised: equal data, equal drawing. */
  data: string;
  /** What its data changes with, when that is only events and the catalogue (decision 064). */
  shows: PageShows | null;
  draw: () => RenderedPage;
};

/**
 * The events a page shows, and whether time brings other events into its lists (the finished
 * ones, the ones open now). Only for pages whose every read is the site's settings (fixed for a
 * server's life), the sports catalogue or public event lists: what else a page reads (results, a
 * certificate) changes in ways the server is not told of.
 */
export type PageShows = { events: string[]; timeFiltered: boolean };

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, i) => part === b[i]);

function pageShows(client: QueryClient): PageShows | null {
  const events = new Set<string>();
  let timeFiltered = false;
  const add = (items: readonly Event[]) => items.forEach((e) => events.add(e.id));
  for (const { queryKey: key, state } of client.getQueryCache().getAll()) {
    if (sameKey(key, siteConfigQuery.queryKey) || sameKey(key, sportOptionsQuery.queryKey))
      continue;
    const [all, kind, filter] = key;
    if (all !== eventKeys.all[0] || state.status !== 'success') return null;
    if (kind === 'list') {
      timeFiltered ||= (filter as EventFilters).open === true;
      for (const page of (state.data as { pages: EventPage[] }).pages) add(page.items);
    } else if (kind === 'latest') {
      timeFiltered ||= filter === 'past';
      add(state.data as Event[]);
    } else return null;
  }
  return { events: [...events], timeFiltered };
}

/**
 * An event's JSON as the server has just read it (`GET /events/:id`'s data), for a page drawn to
 * be stored under that JSON's fingerprint: drawn from it, not from another read of the API.
 */
export type KnownEvent = { eventId: string; json: string };

/**
 * Reads the data of the page at `url` (a path and query), or null when it cannot be drawn: a
 * redirect, or its data failed (an unknown event): the browser then draws it, with its own error
 * state. The drawing is the page's data in its language, and nothing else (decision 061).
 */
export async function loadPage(
  url: string,
  language: PageLanguage,
  known?: KnownEvent,
): Promise<LoadedPage | null> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  // Never stale here: the page's loader takes it as read, and asks the API nothing for it.
  if (known) queryClient.setQueryData(eventQuery(known.eventId).queryKey, JSON.parse(known.json));
  const requestContext: ServerRouteContext = { queryClient };
  const context = await handler.query(new Request(new URL(url, 'http://matchday.local')), {
    requestContext,
  });
  if (context instanceof Response) return null;
  // A failed read other than "nothing there" sends the shell: the browser draws its error state.
  if (context.errors && context.statusCode !== 404) return null;
  if (context.statusCode === 404) await loadNotFound();
  // The data block the page carries is the very data it is kept by.
  const stateScript = serverStateScript(queryClient, {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: context.errors,
  });
  return {
    data: stateScript,
    shows: pageShows(queryClient),
    draw: () => drawPage(url, language, queryClient, context, stateScript),
  };
}

function drawPage(
  url: string,
  language: PageLanguage,
  queryClient: QueryClient,
  context: StaticHandlerContext,
  stateScript: string,
): RenderedPage {
  const router = createStaticRouter(handler.dataRoutes, context);

  // A cache per render: Emotion writes each style once per cache, and every page needs all its
  // styles in its own stylesheet. In compat mode it keeps them instead of writing <style>
  // elements among the markup, so they can be linked from <head>: a page half parsed (on a slow
  // network) is then already styled and nothing moves as the rest arrives.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  // Drawings share the renderer's one i18n: the language is set here, with no await between it
  // and the last text of this drawing (its preview tags, below).
  activateLanguage(language);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppShell client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </CacheProvider>,
  );
  const missing = namesNothing(context, queryClient);
  const search = new URL(url, 'http://matchday.local').searchParams;
  // A certificate no one holds keeps its own page's words ("No certificate has this code").
  const meta =
    missing && context.matches.at(-1)?.route.id !== ROUTES.certificate
      ? notFoundMeta()
      : pageMeta(context, queryClient, search);
  return {
    html,
    styles: drawnStyles(cache),
    stateScript,
    meta,
    status: missing ? 404 : 200,
  };
}
