import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentStatus } from '../../shared/participations/payment-status';
import type { PaymentVerify } from '../../shared/participations/schemas';
import type { AnomalyState, ResolveAnomaly } from '../../shared/payments/schemas';
import * as contract from '../../shared/api/payments';
import { settle } from '../query-client';
import { call } from './client';

/** The payment calls: confirming a checkout's answer, and the test provider's checkout. */

export type CheckoutAnswer = PaymentVerify;

/** POST /payments/verify with the checkout's signed answer; toasts a failure. */
export function verifyPayment(answer: CheckoutAnswer) {
  return settle(call(contract.verifyPayment, { body: answer }));
}

/**
 * POST /payments/test/complete: what the test checkout does instead of a card form. 'failed'
 * answers 400 'Payment failed. Please try again.' by design, so it is silent: the caller
 * shows that text.
 */
export function completeTestPayment(orderId: string, outcome: 'paid' | 'failed') {
  const body = { order_id: orderId, outcome };
  return settle(call(contract.completeTestPayment, { body }), { silent: outcome === 'failed' });
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
      call(contract.payments, {
        query: { status, limit: PAYMENTS_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
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
      call(contract.anomalies, {
        query: { status: state, limit: PAYMENTS_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    select: (data) => data.pages.flatMap((p) => p.data),
  });
}

/**
 * POST /payments/anomalies/{id}/resolve. A refusal is toasted (the form also shows a field
 * error); either way the anomaly lists are refreshed (a 409 means another admin resolved it
 * first, and the lists should show that).
 */
export function useResolveAnomaly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string } & ResolveAnomaly) =>
      call(contract.resolveAnomaly, { params: { id }, body: { note } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.anomalies() }),
  });
}
