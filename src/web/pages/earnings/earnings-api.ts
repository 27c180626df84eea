import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import * as contract from '../../../shared/api/payouts';
import type {
  AdminEarningsSchema,
  HostEarningsSchema,
  HostFeeDocument,
} from '../../../shared/api/schemas/payouts';
import { call } from '../../api/client';

/** Earnings (issue 26): a host's own, or across hosts for admins. */

export type HostEarnings = z.output<typeof HostEarningsSchema>;
export type AdminEarnings = z.output<typeof AdminEarningsSchema>;
export type EarningsTotals = HostEarnings['totals'];
export type EarningsDay = HostEarnings['series'][number];

// Under ['payouts', 'earnings']: saving the payout account (settings) refreshes them.
export function useHostEarnings() {
  return useQuery({
    queryKey: ['payouts', 'earnings', 'host'],
    queryFn: ({ signal }) => call(contract.hostEarnings, { signal }),
  });
}

export function useAdminEarnings() {
  return useQuery({
    queryKey: ['payouts', 'earnings', 'admin'],
    queryFn: ({ signal }) => call(contract.adminEarnings, { signal }),
  });
}

export type FeeDocument = HostFeeDocument;

const FEE_DOCUMENTS_PAGE_SIZE = 10;

/** Matchday's fee invoices and fee credit notes to the host, newest first, a page at a time. */
export function useFeeDocuments() {
  return useInfiniteQuery({
    queryKey: ['payouts', 'fee-documents'],
    queryFn: ({ pageParam, signal }) =>
      call(contract.hostFeeDocuments, {
        query: { limit: FEE_DOCUMENTS_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    select: (data) => data.pages.flatMap((p) => p.data),
  });
}
