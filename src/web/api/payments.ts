import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentStatus } from '../../shared/participations/payment-status';
import type { PaymentVerify } from '../../shared/participations/schemas';
import type {
  AnomalyRow,
  AnomalyState,
  PaymentRow,
  ResolveAnomaly,
} from '../../shared/payments/schemas';
import { api } from './client';
import { fetchPage } from './sports';

/** The payment calls: confirming a checkout's answer, and the test provider's checkout. */

export type CheckoutAnswer = PaymentVerify;

/** POST /payments/verify with the checkout's signed answer; toasts a failure. */
export function verifyPayment(answer: CheckoutAnswer) {
  return api.post<{ participation_id: string }>('/payments/verify', answer);
}

/**
 * POST /payments/test/complete: what the test checkout does instead of a card form. 'failed'
 * answers 400 'Payment failed. Please try again.' by design, so it is silent: the caller
 * shows that text.
 */
export function completeTestPayment(orderId: string, outcome: 'paid' | 'failed') {
  return api.post<CheckoutAnswer>(
    '/payments/test/complete',
    { order_id: orderId, outcome },
    { silent: outcome === 'failed' },
  );
}

/** The admin's payments screen (/app/payments): every provider order and the anomalies. */

const PAYMENTS_PAGE_SIZE = 20;

const paymentKeys = {
  all: ['payments'] as const,
  list: (status: PaymentStatus | undefined) => ['payments', 'list', status ?? 'all'] as const,
  anomalies: () => ['payments', 'anomalies'] as const,
  anomalyList: (state: AnomalyState) => ['payments', 'anomalies', state] as const,
};

/** Registrations with a provider order, newest first, optionally of one status; a page at a time. */
export function usePayments(status: PaymentStatus | undefined) {
  return useInfiniteQuery({
    queryKey: paymentKeys.list(status),
    queryFn: ({ pageParam, signal }) =>
      fetchPage<PaymentRow>(
        '/payments',
        { status, limit: PAYMENTS_PAGE_SIZE, cursor: pageParam },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    select: (data) => data.pages.flatMap((p) => p.data),
  });
}

/** Open or resolved anomalies, newest first; a page at a time. */
export function useAnomalies(state: Exclude<AnomalyState, 'all'>) {
  return useInfiniteQuery({
    queryKey: paymentKeys.anomalyList(state),
    queryFn: ({ pageParam, signal }) =>
      fetchPage<AnomalyRow>(
        '/payments/anomalies',
        { status: state, limit: PAYMENTS_PAGE_SIZE, cursor: pageParam },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    select: (data) => data.pages.flatMap((p) => p.data),
  });
}

/**
 * POST /payments/anomalies/{id}/resolve. Resolves with the envelope (never rejects) so the form
 * can show a field error; either way the anomaly lists are refreshed (a 409 means another admin
 * resolved it first, and the lists should show that).
 */
export function useResolveAnomaly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string } & ResolveAnomaly) =>
      api.post<AnomalyRow>(`/payments/anomalies/${id}/resolve`, { note }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.anomalies() }),
  });
}
