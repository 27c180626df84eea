import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contract from '../../shared/api/refunds';
import type { RefundRow } from '../../shared/refunds/schemas';
import { API_ROUTES, apiHref } from '../../shared/href';
import { call } from './client';
import { eventKeys } from './events';
import { useInvalidateParticipations } from './participations';

/** Changes of plan (issue 16): cancelling, removing, cancelling an event, and refunds. */

const refundKeys = {
  all: ['refunds'] as const,
  list: (status: string) => ['refunds', 'list', status] as const,
  quote: (id: string) => ['refunds', 'quote', id] as const,
  progress: (eventId: string) => ['refunds', 'progress', eventId] as const,
  cancelled: (eventId: string) => ['refunds', 'cancelled', eventId] as const,
};

/** How often a cancellation's numbers are read again while refunds are still on their way. */
const LIVE_MS = 1500;

/** After a cancellation: registrations, events (places left) and refunds are read again. */
function useInvalidate() {
  const queryClient = useQueryClient();
  const participations = useInvalidateParticipations();
  return () => {
    void queryClient.invalidateQueries({ queryKey: refundKeys.all });
    void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    void participations();
  };
}

/** GET /event/participate/{id}/refund-quote: what cancelling now would give back. */
export function useRefundQuote(id: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: refundKeys.quote(id),
    queryFn: ({ signal }) => call(contract.refundQuote, { params: { id }, signal }),
    enabled,
    // The policy moves with the clock: ask afresh each time the dialog opens.
    staleTime: 0,
  });
}

/** POST /event/participate/{id}/cancel: the participant's own registration. Toasts failures. */
export function useCancelRegistration() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => call(contract.cancelRegistration, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}

/** POST /event/participate/{id}/remove: the host removes one, with a reason. Toasts failures. */
export function useRemoveRegistration() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(contract.removeRegistration, { params: { id }, body: { reason } }),
    onSuccess: () => invalidate(),
  });
}

/** POST /events/{id}/cancel: the whole event. Toasts failures. */
export function useCancelEvent(eventId: string) {
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      call(contract.cancelEvent, { params: { id: eventId }, body: { reason } }),
    onSuccess: (progress) => {
      queryClient.setQueryData(refundKeys.progress(eventId), progress);
      invalidate();
    },
  });
}

/** GET /events/{id}/cancellation: polled while refunds are still on their way. */
export function useCancellationProgress(eventId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: refundKeys.progress(eventId),
    queryFn: ({ signal }) => call(contract.cancellation, { params: { id: eventId }, signal }),
    enabled,
    meta: { silent: true },
    refetchInterval: (query) => {
      const p = query.state.data;
      return p && (p.registrations_left > 0 || p.refunds.pending > 0) ? LIVE_MS : false;
    },
  });
}

/**
 * GET /events/{id}/cancelled-registrations: one page (100) of an event's cancelled
 * registrations, read again while any refund on it is on its way or `live` says more are coming
 * (the cancellation job still at work), until every state is final.
 */
export function useCancelledRegistrations(eventId: string, { live = false, enabled = true } = {}) {
  return useQuery({
    queryKey: refundKeys.cancelled(eventId),
    queryFn: ({ signal }) =>
      call(contract.cancelledRegistrations, {
        params: { id: eventId },
        query: { limit: 100 },
        signal,
      }),
    enabled,
    meta: { silent: true },
    refetchInterval: (query) => {
      const page = query.state.data;
      if (!page) return false;
      return live || page.data.some((r) => r.refund?.status === 'refund_pending') ? LIVE_MS : false;
    },
  });
}

/** GET /refunds: the admin's all, anyone else's own; newest first, one page. */
export function useRefunds(status: RefundRow['status'] | '' = '') {
  return useQuery({
    queryKey: refundKeys.list(status),
    queryFn: async ({ signal }) =>
      (await call(contract.refunds, { query: { status: status || undefined, limit: 100 }, signal }))
        .data,
    meta: { silent: true },
  });
}

/** POST /payments/refunds/{id}/retry (admin). Toasts failures. */
export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(contract.retryRefund, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  });
}

/** A refund's PDF credit note; a plain link downloads it with the session cookie. */
export function creditNoteUrl(refundId: string): string {
  return apiHref(API_ROUTES.creditNote, { id: refundId });
}
