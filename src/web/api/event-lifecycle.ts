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
import { EVENT_MSG } from '../../shared/events/messages';
import type { Event } from '../../shared/events/schemas';
import type { Role } from '../../shared/roles';
import { api } from './client';
import {
  eventKeys,
  EVENTS_PAGE_SIZE,
  toEventPage,
  type EventFilters,
  type EventListEnvelope,
} from './events';

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
        const result = await api.get<Event[]>(
          '/events/manage',
          { limit: EVENTS_PAGE_SIZE, ...filters, cursor: pageParam || undefined },
          { silent: true, signal },
        );
        if (result.message === 'error') {
          console.error('Error fetching events:', result.error);
          throw new Error(result.error);
        }
        return toEventPage(result as unknown as EventListEnvelope);
      },
      initialPageParam: '',
      getNextPageParam: (last) => last.nextCursor ?? undefined,
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
    queryFn: async ({ signal }) => {
      if (staff(role)) {
        const own = await api.get<Event>(`/events/${id}/manage`, undefined, {
          silent: true,
          signal,
        });
        if (own.message === 'success') return own.data;
        if (own.error !== EVENT_MSG.notOwner) throw new Error(own.error);
      }
      const result = await api.get<Event>(`/events/${id}`, undefined, { silent: true, signal });
      if (result.message === 'success') return result.data;
      throw new Error(result.error);
    },
    retry: (count, error) => error.message !== 'Not Found' && count < 1,
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
  return (result: ApiResponse<unknown>) => {
    if (result.message === 'success')
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
  };
}

/** POST /events/{id}/publish; failures (a start date in the past) are toasted. */
export function usePublishEvent() {
  const onDone = useEventsChanged();
  return useMutation({
    mutationFn: (id: string) => api.post<Event>(`/events/${id}/publish`),
    onSuccess: onDone,
  });
}

/** POST /events/{id}/unpublish (while nobody has registered). */
export function useUnpublishEvent() {
  const onDone = useEventsChanged();
  return useMutation({
    mutationFn: (id: string) => api.post<Event>(`/events/${id}/unpublish`),
    onSuccess: onDone,
  });
}

/** DELETE /events/{id} (while nobody has registered). */
export function useDeleteEvent() {
  const onDone = useEventsChanged();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/events/${id}`),
    onSuccess: onDone,
  });
}
