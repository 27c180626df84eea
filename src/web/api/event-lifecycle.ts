import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { categories } from '../../shared/api/categories';
import * as contract from '../../shared/api/events';
import * as manage from '../../shared/api/manage-events';
import { hosts } from '../../shared/api/users';
import type { Event, EventCreate, EventUpdate } from '../../shared/events/schemas';
import type { Role } from '../../shared/roles';
import { call, hasErrorCode, retryUnlessMissing } from './client';
import { eventKeys, EVENTS_PAGE_SIZE, toEventPage, type EventFilters } from './events';

/**
 * The host's and admin's side of events (issue 13): lists and reads that include drafts, and
 * publish, unpublish and delete. Only app-area pages import this module, so public pages never
 * load it.
 */

const ownEventKeys = {
  list: (filters: EventFilters) => ['events', 'manage', filters] as const,
  detail: (id: string) => ['events', 'own', id] as const,
};

const staff = (role: Role | undefined) => role === 'Host' || role === 'Admin';

/** Events with drafts (a host's own, or all for an admin), a page at a time. */
export function useManagedEventList(filters: EventFilters, { enabled = true } = {}) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: ownEventKeys.list(filters),
      queryFn: async ({ pageParam, signal }) => {
        const query = { limit: EVENTS_PAGE_SIZE, ...filters, cursor: pageParam || undefined };
        return toEventPage(await call(manage.managedEvents, { query, signal }));
      },
      initialPageParam: '',
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      meta: { silent: true },
    }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * An event as the app shows it: for its host or an admin with drafts and `has_registrations`
 * (another host's event falls back to the public read); for anyone else the public read.
 */
const appEventQuery = (id: string, role: Role | undefined) =>
  queryOptions({
    queryKey: [...ownEventKeys.detail(id), staff(role)] as const,
    queryFn: async ({ signal }): Promise<Event> => {
      if (staff(role)) {
        try {
          return await call(manage.ownEvent, { params: { id }, signal });
        } catch (error) {
          if (!hasErrorCode(error, 'errors.event.notOwner')) throw error;
        }
      }
      return call(contract.event, { params: { id }, signal });
    },
    retry: retryUnlessMissing,
    meta: { silent: true },
  });

export function useAppEvent(id: string | undefined, role: Role | undefined, initial?: Event) {
  return useQuery({
    ...appEventQuery(id ?? '', role),
    enabled: Boolean(id),
    initialData: initial && initial.id === id ? initial : undefined,
    initialDataUpdatedAt: 0,
  });
}

/** After any change: every event query (public lists, home blocks, own reads) asks again. */
function useEventsChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

/** POST /events/{id}/publish; failures (a start date in the past) are toasted. */
export function usePublishEvent() {
  const onDone = useEventsChanged();
  return useMutation({
    mutationFn: (id: string) => call(manage.publishEvent, { params: { id } }),
    onSuccess: onDone,
  });
}

/** POST /events/{id}/unpublish (while nobody has registered). */
export function useUnpublishEvent() {
  const onDone = useEventsChanged();
  return useMutation({
    mutationFn: (id: string) => call(manage.unpublishEvent, { params: { id } }),
    onSuccess: onDone,
  });
}

/** DELETE /events/{id} (while nobody has registered). */
export function useDeleteEvent() {
  const onDone = useEventsChanged();
  return useMutation({
    mutationFn: (id: string) => call(manage.deleteEvent, { params: { id } }),
    onSuccess: onDone,
  });
}

/** POST /events/{id}/close-registration (issue 18): nobody can register after it. Toasts failures. */
export function useCloseRegistration() {
  const onDone = useEventsChanged();
  return useMutation({
    mutationFn: (id: string) => call(manage.closeRegistration, { params: { id } }),
    onSuccess: onDone,
  });
}

function useEventSaved() {
  const queryClient = useQueryClient();
  return (event: Event) => {
    queryClient.setQueryData(eventKeys.detail(event.id), event);
    void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: ['events', 'latest'] });
    // The host's and admin's reads with drafts (api/event-lifecycle.ts).
    void queryClient.invalidateQueries({ queryKey: ['events', 'manage'] });
    void queryClient.invalidateQueries({ queryKey: ['events', 'own', event.id] });
  };
}

/** POST /events. Silent: the form puts the server's per-field texts on its fields. */
export function useCreateEvent() {
  const onSaved = useEventSaved();
  return useMutation({
    mutationFn: (body: EventCreate) => call(manage.createEvent, { body }),
    onSuccess: onSaved,
    meta: { silent: true },
  });
}

/** PUT /events/{id}; like useCreateEvent. */
export function useUpdateEvent(id: string) {
  const onSaved = useEventSaved();
  return useMutation({
    mutationFn: (body: EventUpdate) => call(manage.updateEvent, { params: { id }, body }),
    onSuccess: onSaved,
    meta: { silent: true },
  });
}

/** GET /category/?sports_id: the categories an event of that sport can offer. */
export function useSportCategories(sportsId: string | undefined) {
  return useQuery({
    queryKey: eventKeys.sportCategories(sportsId ?? ''),
    queryFn: async ({ signal }) =>
      (await call(categories, { query: { sports_id: sportsId, limit: 100 }, signal })).data,
    enabled: Boolean(sportsId),
    staleTime: 60_000,
  });
}

/** GET /user/all/Host: the hosts an admin may publish an event for. */
export function useHostOptions({ enabled = true } = {}) {
  return useQuery({
    queryKey: eventKeys.hosts,
    queryFn: async ({ signal }) => (await call(hosts, { query: { limit: 100 }, signal })).data,
    enabled,
    staleTime: 60_000,
  });
}
