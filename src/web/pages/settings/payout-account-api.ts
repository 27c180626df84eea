import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contract from '../../../shared/api/payouts';
import { call } from '../../api/client';
import type { PayoutFormOutput } from './payout-account-form';

/** The host's payout account (issue 26): read and saved from settings. */

/** Earnings read the account's status too: a save refreshes them (pages/earnings). */
const EARNINGS_KEY = ['payouts', 'earnings'] as const;
const ACCOUNT_KEY = ['payouts', 'account'] as const;

export function usePayoutAccount() {
  return useQuery({
    queryKey: ACCOUNT_KEY,
    queryFn: ({ signal }) => call(contract.payoutAccount, { signal }),
    // While Razorpay reviews the details (a job, then its answer), the status is asked again so
    // the host sees it change without reloading.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  });
}

/** PUT /host/payout-account; the answer (the new status) replaces the cached account. */
export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutFormOutput) => call(contract.savePayoutAccount, { body }),
    onSuccess: (account) => {
      queryClient.setQueryData(ACCOUNT_KEY, account);
      void queryClient.invalidateQueries({ queryKey: EARNINGS_KEY });
    },
  });
}
