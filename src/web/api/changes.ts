import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SwitchResult, Transfer } from '../../shared/changes/schemas';
import { api, unwrap } from './client';
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
      unwrap(
        api.post<SwitchResult>(`/event/participate/${v.id}/switch`, {
          category_id: v.category_id,
          weight_kg: v.weight_kg ?? null,
        }),
      ),
    onSuccess: () => invalidate(),
  });
}

/** GET /event/transfers: hand-overs made or offered to the caller. */
export function useTransfers() {
  return useQuery({
    queryKey: transferKeys.all,
    queryFn: ({ signal }) =>
      unwrap(api.get<Transfer[]>('/event/transfers', undefined, { signal, silent: true })),
  });
}

/** POST /event/participate/{id}/transfer {email}; resolves with the envelope (the form shows it). */
export function useOfferTransfer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: string; email: string }) =>
      api.post<Transfer>(
        `/event/participate/${v.id}/transfer`,
        { email: v.email },
        { silent: true },
      ),
    onSuccess: () => invalidate(),
  });
}

/** POST /event/participate/{id}/transfer/accept. Toasts failures. */
export function useAcceptTransfer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { participationId: string; weight_kg?: number | null }) =>
      unwrap(
        api.post<Transfer>(`/event/participate/${v.participationId}/transfer/accept`, {
          weight_kg: v.weight_kg ?? null,
        }),
      ),
    onSuccess: () => invalidate(),
  });
}

/** DELETE /event/participate/{id}/transfer: decline or withdraw. Toasts failures. */
export function useCloseTransfer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (participationId: string) =>
      unwrap(api.delete<Transfer>(`/event/participate/${participationId}/transfer`)),
    onSuccess: () => invalidate(),
  });
}
