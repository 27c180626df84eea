import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiResponse } from '../../shared/api-envelope';
import type { Category, Sport } from '../../shared/catalog/schemas';
import type { Event, EventCreate, EventUpdate } from '../../shared/events/schemas';
import type { EventSearch } from '../../shared/events/search';
import type { PublicUser } from '../../shared/users/user';
import { api, unwrap } from './client';

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
  // Look-ups read by the event pages (keys of their own, so another module's shapes never clash).
  sportOptions: ['events', 'lookup', 'sports'] as const,
  sportCategories: (sportsId: string) => ['events', 'lookup', 'categories', sportsId] as const,
  hosts: ['events', 'lookup', 'hosts'] as const,
};

export type EventListEnvelope = { data: Event[]; next_cursor?: string | null };

/** A GET /events/ answer as a page of the list queries. */
export const toEventPage = (envelope: EventListEnvelope): EventPage => ({
  items: envelope.data,
  nextCursor: envelope.next_cursor ?? null,
});

/**
 * One page of GET /events/ (upcoming, soonest first, unless the filters say otherwise). Failures are only logged (§8); the page shows its own
 * error state, so the wrapper stays silent.
 */
export async function fetchEventPage(
  filters: EventFilters & { limit?: number; cursor?: string; status?: HomeEventsStatus },
  signal?: AbortSignal,
): Promise<EventPage> {
  const result = await api.get<Event[]>(
    '/events/',
    { limit: EVENTS_PAGE_SIZE, ...filters },
    { silent: true, signal },
  );
  if (result.message === 'error') {
    console.error('Error fetching events:', result.error);
    throw new Error(result.error);
  }
  return toEventPage(result as unknown as EventListEnvelope);
}

/** The event list query (shared by its hook and the /events route loader's prefetch). */
export const eventListQuery = (filters: EventFilters) =>
  infiniteQueryOptions({
    queryKey: eventKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      fetchEventPage({ ...filters, cursor: pageParam || undefined }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
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
  });

export function useLatestEvents(status: HomeEventsStatus, limit: number) {
  return useQuery(latestEventsQuery(status, limit));
}

/** GET /events/{id} (shared by useEvent and the details route loader's prefetch). */
export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(api.get<Event>(`/events/${id}`, undefined, { silent: true, signal })),
    retry: (count, error) => error.message !== 'Not Found' && count < 1,
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

function useEventSaved() {
  const queryClient = useQueryClient();
  return (result: ApiResponse<Event>) => {
    if (result.message !== 'success') return;
    queryClient.setQueryData(eventKeys.detail(result.data.id), result.data);
    void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: ['events', 'latest'] });
    // The host's and admin's reads with drafts (api/event-lifecycle.ts).
    void queryClient.invalidateQueries({ queryKey: ['events', 'manage'] });
    void queryClient.invalidateQueries({ queryKey: ['events', 'own', result.data.id] });
  };
}

/**
 * POST /events. Resolves with the envelope (never rejects) so the form can put the server's
 * per-field texts on its fields; failures are not toasted here, the form decides.
 */
export function useCreateEvent() {
  const onSaved = useEventSaved();
  return useMutation({
    mutationFn: (body: EventCreate) => api.post<Event>('/events', body, { silent: true }),
    onSuccess: onSaved,
  });
}

/** PUT /events/{id}; like useCreateEvent. */
export function useUpdateEvent(id: string) {
  const onSaved = useEventSaved();
  return useMutation({
    mutationFn: (body: EventUpdate) => api.put<Event>(`/events/${id}`, body, { silent: true }),
    onSuccess: onSaved,
  });
}

/** Sports as filter options (the /events filter; drawn with the page by the server). */
export const sportOptionsQuery = queryOptions({
  queryKey: eventKeys.sportOptions,
  queryFn: async ({ signal }): Promise<Sport[]> => {
    const result = await api.get<Sport[]>('/sports', { limit: 100 }, { silent: true, signal });
    if (result.message === 'error') {
      console.error('Error fetching options:', result.error);
      throw new Error(result.error);
    }
    return result.data;
  },
  staleTime: 60_000,
});

/** Sports as filter options, fetched only when `enabled` (the filter asks on first focus, §7). */
export function useSportOptions({ enabled = true } = {}) {
  return useQuery({ ...sportOptionsQuery, enabled });
}

/** GET /category/?sports_id: the categories an event of that sport can offer. */
export function useSportCategories(sportsId: string | undefined) {
  return useQuery({
    queryKey: eventKeys.sportCategories(sportsId ?? ''),
    queryFn: ({ signal }) =>
      unwrap(api.get<Category[]>('/category/', { sports_id: sportsId, limit: 100 }, { signal })),
    enabled: Boolean(sportsId),
    staleTime: 60_000,
  });
}

/** GET /user/all/Host: the hosts an admin may publish an event for. */
export function useHostOptions({ enabled = true } = {}) {
  return useQuery({
    queryKey: eventKeys.hosts,
    queryFn: ({ signal }) =>
      unwrap(api.get<PublicUser[]>('/user/all/Host', { limit: 100 }, { signal })),
    enabled,
    staleTime: 60_000,
  });
}
