import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import * as contract from '../../shared/api/events';
import { sports } from '../../shared/api/sports';
import type { Event } from '../../shared/events/schemas';
import type { EventSearch } from '../../shared/events/search';
import { call, retryUnlessMissing, type Page } from './client';

/** The event resource of §7 (GET/POST/PUT /events) and the look-ups its pages need. */

/** The list's filters: the public search (shared/events/search.ts) and, in the app, a host. */
export type EventFilters = EventSearch & { host_id?: string };
/** The home page's blocks: events still to start, and finished ones. */
export type HomeEventsStatus = 'upcoming' | 'past';
export type EventPage = { items: Event[]; nextCursor: string | null };

/** Page size of the events lists; 'Load more' fetches the next page. */
export const EVENTS_PAGE_SIZE = 20;

export const eventKeys = {
  all: ['events'] as const,
  lists: () => ['events', 'list'] as const,
  list: (filters: EventFilters) => ['events', 'list', filters] as const,
  latest: (status: HomeEventsStatus, limit: number) => ['events', 'latest', status, limit] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
  // Look-ups read by the event pages (keys of their own, so another module's shapes never clash;
  // the event form's are in event-lifecycle.ts).
  sportOptions: ['events', 'lookup', 'sports'] as const,
  sportCategories: (sportsId: string) => ['events', 'lookup', 'categories', sportsId] as const,
  hosts: ['events', 'lookup', 'hosts'] as const,
};

/** A GET /events answer as a page of the list queries. */
export const toEventPage = (page: Page<Event>): EventPage => ({
  items: page.data,
  nextCursor: page.next_cursor,
});

/**
 * One page of GET /events (upcoming, soonest first, unless the filters say otherwise). The
 * pages show their own error state, so the queries that use it are silent.
 */
export async function fetchEventPage(
  filters: EventFilters & { limit?: number; cursor?: string; status?: HomeEventsStatus },
  signal?: AbortSignal,
): Promise<EventPage> {
  const query = { limit: EVENTS_PAGE_SIZE, ...filters };
  return toEventPage(await call(contract.events, { query, signal }));
}

/** The event list query (shared by its hook and the /events route loader's prefetch). */
export const eventListQuery = (filters: EventFilters) =>
  infiniteQueryOptions({
    queryKey: eventKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      fetchEventPage({ ...filters, cursor: pageParam || undefined }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: { silent: true },
  });

/** All events matching `filters`, a page at a time. */
export function useEventList(filters: EventFilters, { enabled = true } = {}) {
  return useInfiniteQuery({
    ...eventListQuery(filters),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The newest `limit` events still to start, or finished (the home page's blocks; prefetched by
 * the /home route loader and drawn by the server).
 */
export const latestEventsQuery = (status: HomeEventsStatus, limit: number) =>
  queryOptions({
    queryKey: eventKeys.latest(status, limit),
    queryFn: async ({ signal }) =>
      (await fetchEventPage({ status, limit, sort: 'newest' }, signal)).items,
    meta: { silent: true },
  });

export function useLatestEvents(status: HomeEventsStatus, limit: number) {
  return useQuery(latestEventsQuery(status, limit));
}

/** GET /events/{id} (shared by useEvent and the details route loader's prefetch). */
export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => call(contract.event, { params: { id }, signal }),
    retry: retryUnlessMissing,
    meta: { silent: true },
  });

/** GET /events/{id}; `initial` (e.g. from navigation state) shows at once while it refreshes. */
export function useEvent(id: string | undefined, initial?: Event) {
  return useQuery({
    ...eventQuery(id ?? ''),
    enabled: Boolean(id),
    initialData: initial && initial.id === id ? initial : undefined,
    // Navigation state may be old: refetch it at once, but keep showing it meanwhile.
    initialDataUpdatedAt: 0,
  });
}

/** Sports as filter options (the /events filter; drawn with the page by the server). */
export const sportOptionsQuery = queryOptions({
  queryKey: eventKeys.sportOptions,
  queryFn: async ({ signal }) => (await call(sports, { query: { limit: 100 }, signal })).data,
  staleTime: 60_000,
  meta: { silent: true },
});

/** Sports as filter options, fetched only when `enabled` (the filter asks on first focus, §7). */
export function useSportOptions({ enabled = true } = {}) {
  return useQuery({ ...sportOptionsQuery, enabled });
}
