import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contract from '../../shared/api/changes';
import { call } from './client';
import { eventKeys } from './events';
import { useInvalidateParticipations } from './participations';

/** Category switches and hand-overs of a registration (issue 16). */

const transferKeys = { all: ['transfers'] as const };

function useInvalidate() {
  const queryClient = useQueryClient();
  const participations = useInvalidateParticipations();
  return () => {
    void queryClient.invalidateQueries({ queryKey: transferKeys.all });
    void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['refunds'] });
    void participations();
  };
}

/** POST /event/participate/{id}/switch. Toasts failures. */
export function useSwitchCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: string; category_id: string; weight_kg?: number | null }) =>
      call(contract.switchCategory, {
        params: { id: v.id },
        body: { category_id: v.category_id, weight_kg: v.weight_kg ?? null },
      }),
    onSuccess: () => invalidate(),
  });
}

/**
 * GET /event/participate/{id}/switch-options: the event's other categories, each with whether
 * this registration may move there and why not. Asked afresh each time the dialog opens (places
 * and the clock move).
 */
export function useSwitchOptions(id: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: ['switch-options', id],
    queryFn: ({ signal }) => call(contract.switchOptions, { params: { id }, signal }),
    enabled,
    staleTime: 0,
    meta: { silent: true },
  });
}

/** GET /event/transfers: hand-overs made or offered to the caller. */
export function useTransfers() {
  return useQuery({
    queryKey: transferKeys.all,
    queryFn: ({ signal }) => call(contract.transfers, { signal }),
    meta: { silent: true },
  });
}

/** POST /event/participate/{id}/transfer {email}; silent (the form shows a refusal). */
export function useOfferTransfer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: string; email: string }) =>
      call(contract.offerTransfer, { params: { id: v.id }, body: { email: v.email } }),
    onSuccess: () => invalidate(),
    meta: { silent: true },
  });
}

/** POST /event/participate/{id}/transfer/accept. Toasts failures. */
export function useAcceptTransfer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { participationId: string; weight_kg?: number | null }) =>
      call(contract.acceptTransfer, {
        params: { id: v.participationId },
        body: { weight_kg: v.weight_kg ?? null },
      }),
    onSuccess: () => invalidate(),
  });
}

/** DELETE /event/participate/{id}/transfer: decline or withdraw. Toasts failures. */
export function useCloseTransfer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (participationId: string) =>
      call(contract.closeTransfer, { params: { id: participationId } }),
    onSuccess: () => invalidate(),
  });
}
