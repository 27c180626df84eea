import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contract from '../../shared/api/participations';
import type { ParticipateRequest, ParticipationUpdate } from '../../shared/participations/schemas';
import { API_ROUTES, apiHref } from '../../shared/href';
import { call, retryUnlessMissing } from './client';

/** The participation resource of §7: registering, the lists, editing and deleting. */

const participationKeys = {
  all: ['participations'] as const,
  own: () => ['participations', 'own'] as const,
  detail: (id: string) => ['participations', 'detail', id] as const,
  ofEvent: (eventId: string, categoryId: string) =>
    ['participations', 'event', eventId, categoryId] as const,
  mine: (eventId: string, categoryId: string, dependantId = '') =>
    ['participations', 'mine', eventId, categoryId, dependantId] as const,
};

/** The largest page the API serves; the screens show one page (100 registrations). */
const LIMIT = 100;

/** GET /event/participate: the logged-in participant's own registrations (the dashboard). */
export function useOwnParticipations({ enabled = true } = {}) {
  return useQuery({
    queryKey: participationKeys.own(),
    queryFn: async ({ signal }) =>
      (await call(contract.ownParticipations, { query: { limit: LIMIT }, signal })).data,
    enabled,
  });
}

/** GET /event/participate/{id}: one registration (owner, the event's host, an admin). */
export function useParticipation(id: string | undefined) {
  return useQuery({
    queryKey: participationKeys.detail(id ?? ''),
    queryFn: ({ signal }) => call(contract.participation, { params: { id: id! }, signal }),
    enabled: Boolean(id),
    retry: retryUnlessMissing,
  });
}

/** GET /event/participants: one category's registrations of an event (its host, an admin). */
export function useEventParticipants(eventId: string, categoryId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: participationKeys.ofEvent(eventId, categoryId),
    queryFn: async ({ signal }) => {
      const query = { event_id: eventId, category_id: categoryId, limit: LIMIT };
      return (await call(contract.eventParticipants, { query, signal })).data;
    },
    enabled,
  });
}

/**
 * GET /event/participate/event-category-participant: the logged-in participant's registration
 * in one category of an event (their own, or a dependant's), or null (the participate page
 * resumes a pending one).
 */
export function useMyRegistration(
  eventId: string | undefined,
  categoryId: string | undefined,
  dependantId?: string | null,
) {
  return useQuery({
    queryKey: participationKeys.mine(eventId ?? '', categoryId ?? '', dependantId ?? ''),
    queryFn: ({ signal }) =>
      call(contract.myRegistration, {
        query: {
          event_id: eventId!,
          category_id: categoryId!,
          dependant_id: dependantId ?? undefined,
        },
        signal,
      }),
    enabled: Boolean(eventId && categoryId),
    // Always ask again: a payment may have finished in another tab.
    staleTime: 0,
  });
}

/** Any registration changed: every list and detail that may show it is refetched. */
export function useInvalidateParticipations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: participationKeys.all });
}

/**
 * POST /event/participate. Silent: the form puts per-field texts on its fields and toasts the
 * rest.
 */
export function useParticipate() {
  const invalidate = useInvalidateParticipations();
  return useMutation({
    mutationFn: (body: ParticipateRequest) => call(contract.participate, { body }),
    // Refused ones too: 'already participated' means the page's view of it is out of date.
    onSettled: () => void invalidate(),
    meta: { silent: true },
  });
}

/** PUT /event/participate/{id}: the team name and members; like useParticipate. */
export function useUpdateParticipation(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateParticipations();
  return useMutation({
    mutationFn: (body: ParticipationUpdate) =>
      call(contract.updateParticipation, { params: { id }, body }),
    onSuccess: (participation) => {
      queryClient.setQueryData(participationKeys.detail(id), participation);
      void invalidate();
    },
    meta: { silent: true },
  });
}

/** DELETE /event/participate/{id}: a pending registration (event host, admin). Toasts failures. */
export function useDeleteParticipation() {
  const invalidate = useInvalidateParticipations();
  return useMutation({
    mutationFn: (id: string) => call(contract.deleteParticipation, { params: { id } }),
    onSuccess: () => void invalidate(),
  });
}

/** The PDF receipt; a plain link downloads it with the session cookie. */
export function receiptUrl(participationId: string): string {
  return apiHref(API_ROUTES.receipt, { id: participationId });
}
