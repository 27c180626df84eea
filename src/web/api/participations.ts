import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../shared/pagination';
import type {
  Checkout,
  ParticipateRequest,
  Participation,
  ParticipationUpdate,
} from '../../shared/participations/schemas';
import { api, buildUrl, unwrap } from './client';

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

async function firstPage(
  path: string,
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<Participation[]> {
  const result = await api.get<Participation[]>(path, { ...query, limit: LIMIT }, { signal });
  if (result.message === 'error') throw new Error(result.error);
  return (result as Page<Participation>).data;
}

/** GET /event/participate: the logged-in participant's own registrations (the dashboard). */
export function useOwnParticipations({ enabled = true } = {}) {
  return useQuery({
    queryKey: participationKeys.own(),
    queryFn: ({ signal }) => firstPage('/event/participate', {}, signal),
    enabled,
  });
}

/** GET /event/participate/{id}: one registration (owner, the event's host, an admin). */
export function useParticipation(id: string | undefined) {
  return useQuery({
    queryKey: participationKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      unwrap(api.get<Participation>(`/event/participate/${id}`, undefined, { signal })),
    enabled: Boolean(id),
    retry: (count, error) => error.message !== 'Not Found' && count < 1,
  });
}

/** GET /event/participants: one category's registrations of an event (its host, an admin). */
export function useEventParticipants(eventId: string, categoryId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: participationKeys.ofEvent(eventId, categoryId),
    queryFn: ({ signal }) =>
      firstPage('/event/participants', { event_id: eventId, category_id: categoryId }, signal),
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
      unwrap(
        api.get<Participation | null>(
          '/event/participate/event-category-participant',
          { event_id: eventId, category_id: categoryId, dependant_id: dependantId ?? undefined },
          { signal },
        ),
      ),
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
 * POST /event/participate. Resolves with the envelope (never rejects) and does not toast: the
 * form puts per-field texts on its fields and toasts the rest.
 */
export function useParticipate() {
  const invalidate = useInvalidateParticipations();
  return useMutation({
    mutationFn: (body: ParticipateRequest) =>
      api.post<Checkout>('/event/participate', body, { silent: true }),
    // Refused ones too: 'already participated' means the page's view of it is out of date.
    onSuccess: () => void invalidate(),
  });
}

/** PUT /event/participate/{id}: the team name and members; like useParticipate. */
export function useUpdateParticipation(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateParticipations();
  return useMutation({
    mutationFn: (body: ParticipationUpdate) =>
      api.put<Participation>(`/event/participate/${id}`, body, { silent: true }),
    onSuccess: (result) => {
      if (result.message !== 'success') return;
      queryClient.setQueryData(participationKeys.detail(id), result.data);
      void invalidate();
    },
  });
}

/** DELETE /event/participate/{id}: a pending registration (event host, admin). Toasts failures. */
export function useDeleteParticipation() {
  const invalidate = useInvalidateParticipations();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/event/participate/${id}`),
    onSuccess: (result) => {
      if (result.message === 'success') void invalidate();
    },
  });
}

/** The PDF receipt; a plain link downloads it with the session cookie. */
export function receiptUrl(participationId: string): string {
  return buildUrl(`/event/participate/${participationId}/receipt`);
}
