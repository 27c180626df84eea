import type { LoaderFunctionArgs } from 'react-router';
import { HOME_EVENTS_PER_BLOCK } from '../shared/constants';
import { eventListQuery, eventQuery, latestEventsQuery } from './api/events';
import { siteConfigQuery } from './api/site';
import { cardPosterUrl } from './components/events/poster-url';
import { publicPages } from './public-pages';
import { queryClient } from './query-client';

/**
 * Route loaders of the public event pages. They never wait: they start the page's data while
 * its chunk downloads (instead of after it has rendered), and once the data is in, preload the
 * poster that will be the page's largest image (the same address PosterImage asks for with
 * `priority`), so the image is on its way before React has drawn the page.
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

export function homeLoader() {
  void queryClient
    .fetchQuery(latestEventsQuery('upcoming', HOME_EVENTS_PER_BLOCK * 2))
    .then((events) => preloadImage(cardPosterUrl(events[0]?.poster)))
    .catch(() => {}); // the page shows its own error state
  void queryClient.prefetchQuery(latestEventsQuery('past', HOME_EVENTS_PER_BLOCK)).catch(() => {});
  return null;
}

/**
 * The /events list, when the address has no search: a search (issue 13) is read by the page
 * itself, which keeps the address reader out of every page's first JavaScript.
 */
function prefetchEventList(search: string) {
  if (search.length > 1) return;
  void queryClient
    .fetchInfiniteQuery(eventListQuery({}))
    .then((list) => preloadImage(cardPosterUrl(list.pages[0]?.items[0]?.poster)))
    .catch(() => {});
}

export function eventsLoader({ request }: LoaderFunctionArgs) {
  prefetchEventList(new URL(request.url).search);
  return null;
}

function prefetchEvent(eventId: string) {
  void queryClient
    .fetchQuery(eventQuery(eventId))
    .then((event) => preloadImage(event.poster))
    .catch(() => {});
}

export function eventDetailsLoader({ params }: LoaderFunctionArgs) {
  if (params.eventId) prefetchEvent(params.eventId);
  return null;
}

// Long enough for /config on a slow phone (it is asked for at boot), short enough that a failed
// read (one retry after a second) never holds a page back for long.
const SITE_CONFIG_WAIT_MS = 1500;

/**
 * The root route's loader: the app's first render waits, briefly, for the public site settings,
 * so the test-mode banner (components/TestModeBanner) is in it rather than pushing the page down
 * a moment later. A server-drawn page brought them along, so it does not wait at all.
 */
export async function siteConfigLoader() {
  await Promise.race([
    queryClient.ensureQueryData(siteConfigQuery).catch(() => null),
    new Promise((resolve) => setTimeout(resolve, SITE_CONFIG_WAIT_MS)),
  ]);
  return null;
}

const DETAILS_PATH = /^\/events\/event-details\/([^/]+)\/?$/i;

/**
 * On the first page load, starts the page chunk and the data of a public event page before the
 * rest of the app has even been evaluated (boot.ts). The route loaders then find both in flight.
 */
export function prefetchInitialRoute(pathname: string, search = ''): void {
  // Every page's first render waits for it (siteConfigLoader); a drawn page already has it.
  void queryClient.prefetchQuery(siteConfigQuery);
  if (/^\/(home\/?)?$/i.test(pathname)) {
    void publicPages.home().catch(() => {});
    homeLoader();
  } else if (/^\/events\/?$/i.test(pathname)) {
    void publicPages.events().catch(() => {});
    prefetchEventList(search);
  } else {
    const segment = DETAILS_PATH.exec(pathname)?.[1];
    if (segment) {
      void publicPages.eventDetails().catch(() => {});
      // As the router decodes the param; a malformed address is left to the page to report.
      let eventId: string | undefined;
      try {
        eventId = decodeURIComponent(segment);
      } catch {
        eventId = undefined;
      }
      if (eventId) prefetchEvent(eventId);
    }
  }
}
