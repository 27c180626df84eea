import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, Route, Routes, StaticRouter } from 'react-router';
import { HOME_EVENTS_PER_BLOCK } from '../../shared/constants';
import { readEventSearch } from '../../shared/events/search';
import type { SiteConfig } from '../../shared/site-config';
import { buildUrl } from '../api/client';
import {
  EVENTS_PAGE_SIZE,
  eventKeys,
  eventListQuery,
  eventQuery,
  latestEventsQuery,
  toEventPage,
  type EventFilters,
  type EventListEnvelope,
  type HomeEventsStatus,
} from '../api/events';
import { siteConfigQuery } from '../api/site';
import { AuthProvider } from '../auth/auth-context';
import { PublicLayout } from '../layouts/PublicLayout';
import AboutPage from '../pages/public/AboutPage';
import EventDetailsPage, { actionsReady } from '../pages/public/EventDetailsPage';
import EventFilterPanel from '../pages/public/EventFilterPanel';
import EventsPage from '../pages/public/EventsPage';
import { provideFilterPanel } from '../pages/public/filter-panel';
import HomePage from '../pages/public/HomePage';
import { theme } from '../theme';
import { serverStateScript } from './server-state';

/**
 * The server draws the public pages a visitor lands on most (home, events, an event, about) into
 * the HTML, so a phone paints them before the app's JavaScript has arrived. The browser then
 * renders the same page from the same data (server-state.ts) and takes over; it does not
 * hydrate, so signed-in differences (the navbar's user menu) simply appear with the app.
 */

/** GET through the server's own API; `url` is the browser's address for the same data. */
export type FetchJson = (url: string) => Promise<{ status: number; body: unknown }>;

export type RenderedPage = {
  /** The markup for `#root`. */
  html: string;
  /** The page's styles, one `<style>` element for `<head>`. */
  styles: string;
  /** The query data block (a `<script type="application/json">`) for the end of `<body>`. */
  stateScript: string;
};

type PageDef = {
  path: string;
  Component: ComponentType;
  /** Puts the page's data into `client`; false when the page cannot be drawn (e.g. a 404). */
  load?: (
    client: QueryClient,
    params: Record<string, string | undefined>,
    get: FetchJson,
    search: URLSearchParams,
  ) => Promise<boolean>;
};

/** A page of GET /events/ with the same query the browser's list sends. */
async function eventList(
  get: FetchJson,
  query: EventFilters & { limit: number; status?: HomeEventsStatus },
) {
  const { status, body } = await get(buildUrl('/events/', query));
  return status === 200 ? toEventPage(body as EventListEnvelope) : null;
}

// The browser loads the /events filter panel on demand; the server draws it with the page.
provideFilterPanel(EventFilterPanel);

const PAGES: PageDef[] = [
  {
    path: '/home',
    Component: HomePage,
    async load(client, _params, get) {
      const blocks = [
        ['upcoming', HOME_EVENTS_PER_BLOCK * 2],
        ['past', HOME_EVENTS_PER_BLOCK],
      ] as const;
      const pages = await Promise.all(
        // As latestEventsQuery asks (api/events.ts).
        blocks.map(([state, n]) => eventList(get, { status: state, limit: n, sort: 'newest' })),
      );
      blocks.forEach(([state, n], i) => {
        const page = pages[i];
        if (page) client.setQueryData(latestEventsQuery(state, n).queryKey, page.items);
      });
      return pages.every((page) => page !== null);
    },
  },
  {
    path: '/events',
    Component: EventsPage,
    // The address's search (issue 13), read as the page reads it, so the browser finds the
    // list under the same key; and the sports for the Sport filter's options.
    async load(client, _params, get, search) {
      const filters = readEventSearch(search);
      const [page, sports] = await Promise.all([
        eventList(get, { ...filters, limit: EVENTS_PAGE_SIZE }),
        get(buildUrl('/sports', { limit: 100 })),
      ]);
      if (page)
        client.setQueryData(eventListQuery(filters).queryKey, { pages: [page], pageParams: [''] });
      if (sports.status === 200)
        client.setQueryData(eventKeys.sportOptions, (sports.body as { data: unknown }).data);
      return page !== null;
    },
  },
  {
    path: '/events/event-details/:eventId',
    Component: EventDetailsPage,
    async load(client, { eventId }, get) {
      if (!eventId) return false;
      const [{ status, body }] = await Promise.all([
        get(buildUrl(`/events/${encodeURIComponent(eventId)}`)),
        actionsReady(), // drawn with the page: the map and calendar links work without JS
      ]);
      if (status !== 200) return false;
      client.setQueryData(eventQuery(eventId).queryKey, (body as { data: never }).data);
      return true;
    },
  },
  { path: '/about', Component: AboutPage },
];

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

/** The paths the server draws; anything else gets the plain app shell. */
export function isRenderedPath(pathname: string): boolean {
  return PAGES.some((p) => matchPath(p.path, pathname));
}

/** Draws `url`'s page, or null when it is not one of PAGES or its data is missing. */
export async function renderPublicPage(url: string, get: FetchJson): Promise<RenderedPage | null> {
  const mark = url.indexOf('?');
  const pathname = mark < 0 ? url : url.slice(0, mark);
  const query = mark < 0 ? '' : url.slice(mark + 1);
  const page = PAGES.find((p) => matchPath(p.path, pathname));
  if (!page) return null;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const params = matchPath(page.path, pathname)?.params ?? {};
  const [drawable, site] = await Promise.all([
    page.load ? page.load(client, params, get, new URLSearchParams(query)) : true,
    get(buildUrl('/config')), // the footer's and the referee link's contacts
  ]);
  if (!drawable) return null;
  if (site.status === 200)
    client.setQueryData(siteConfigQuery.queryKey, (site.body as { data: SiteConfig }).data);

  // A cache per render: Emotion writes each style once per cache, and every page needs all its
  // styles in its own HTML. In compat mode it keeps them instead of writing <style> elements
  // among the markup, so they can go into <head>: a page half parsed (on a slow network) is
  // then already styled and nothing moves as the rest arrives.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={client}>
          <AuthProvider>
            <StaticRouter location={url}>
              <Routes>
                <Route element={<PublicLayout />}>
                  <Route path={page.path} element={<page.Component />} />
                </Route>
              </Routes>
            </StaticRouter>
          </AuthProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>,
  );
  return { html, styles: styleElement(cache), stateScript: serverStateScript(client) };
}
