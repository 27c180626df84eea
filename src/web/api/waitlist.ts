import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checkout, ParticipateRequest } from '../../shared/participations/schemas';
import type { WaitlistEntry } from '../../shared/places/places';
import { api, unwrap } from './client';
import { eventKeys } from './events';
import { useInvalidateParticipations } from './participations';

/** Waitlists of full categories (issue 15): the caller's entries, or an event's (its host). */

const waitlistKeys = {
  all: ['waitlist'] as const,
  list: (eventId: string) => ['waitlist', eventId] as const,
};

/** GET /event/waitlist: own entries (no event), or an event's whole queue for its host/admin. */
export function useWaitlist(eventId?: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: waitlistKeys.list(eventId ?? ''),
    queryFn: ({ signal }) =>
      unwrap(
        api.get<WaitlistEntry[]>(
          '/event/waitlist',
          { event_id: eventId },
          { signal, silent: true },
        ),
      ),
    enabled,
  });
}

/** A waitlist or registration changed: every list and event that may show it is refetched. */
function useInvalidate() {
  const queryClient = useQueryClient();
  const participations = useInvalidateParticipations();
  return () => {
    void queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
    void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    void participations();
  };
}

/** POST /event/waitlist; resolves with the envelope (the form shows refusals itself). */
export function useJoinWaitlist() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ParticipateRequest) =>
      api.post<WaitlistEntry>('/event/waitlist', body, { silent: true }),
    onSuccess: () => invalidate(),
  });
}

/** DELETE /event/waitlist/{id}: leave, or decline an offer. Toasts failures. */
export function useLeaveWaitlist() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<WaitlistEntry>(`/event/waitlist/${id}`),
    onSuccess: () => invalidate(),
  });
}

/** POST /event/waitlist/{id}/accept: registers with the place held; answers with the checkout. */
export function useAcceptOffer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.post<Checkout>(`/event/waitlist/${id}/accept`),
    onSuccess: () => invalidate(),
  });
}

/** POST /event/waitlist/{id}/offer: the host hands a free place to one entry. Toasts failures. */
export function useOfferPlace() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.post<WaitlistEntry>(`/event/waitlist/${id}/offer`),
    onSuccess: () => invalidate(),
  });
}
