import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contract from '../../shared/api/waitlist';
import type { ParticipateRequest } from '../../shared/participations/schemas';
import { call } from './client';
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
    queryFn: ({ signal }) => call(contract.waitlist, { query: { event_id: eventId }, signal }),
    enabled,
    meta: { silent: true },
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

/** POST /event/waitlist; silent (the form shows refusals itself). */
export function useJoinWaitlist() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ParticipateRequest) => call(contract.joinWaitlist, { body }),
    // Refused ones too: a place may have opened, or the entry may exist already.
    onSettled: () => invalidate(),
    meta: { silent: true },
  });
}

/** DELETE /event/waitlist/{id}: leave, or decline an offer. Toasts failures. */
export function useLeaveWaitlist() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => call(contract.leaveWaitlist, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}

/** POST /event/waitlist/{id}/accept: registers with the place held; answers with the checkout. */
export function useAcceptOffer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => call(contract.acceptOffer, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}

/** POST /event/waitlist/{id}/offer: the host hands a free place to one entry. Toasts failures. */
export function useOfferPlace() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => call(contract.offerPlace, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}
