import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { SuspendHost } from '../../shared/admin/schemas';
import * as contract from '../../shared/api/admin';
import { call } from './client';
import { hostKeys } from './hosts';
import { userKeys } from './users';

/** The admin's counts (dashboard), participants (Users) and host suspension. */

const PARTICIPANTS_PAGE_SIZE = 20;

const adminKeys = {
  summary: () => ['admin', 'summary'] as const,
  participants: (q: string) => ['admin', 'participants', q] as const,
};

/** GET /admin/summary: users by role, events by state, registrations, revenue. */
export function useAdminSummary() {
  return useQuery({
    queryKey: adminKeys.summary(),
    queryFn: ({ signal }) => call(contract.adminSummary, { signal }),
  });
}

/**
 * Participants, newest first, whose name, email or phone contains `q` (searched by the server);
 * the previous results stay on screen while a new search loads.
 */
export function useParticipants(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.participants(q),
    queryFn: ({ pageParam, signal }) =>
      call(contract.participants, {
        query: { q, limit: PARTICIPANTS_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    select: (data) => data.pages.flatMap((p) => p.data),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /admin/hosts/{id}/suspend and /unsuspend. A refusal is toasted (the dialog also shows a
 * field error); either way the hosts list and the counts are refreshed (a 409 means another
 * admin acted first, and the list should show that).
 */
function useHostStatusChange<V extends { id: string }, R>(send: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async (_r, _e, v) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: hostKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.detail(v.id) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.summary() }),
      ]);
    },
  });
}

export const useSuspendHost = () =>
  useHostStatusChange((v: { id: string } & SuspendHost) =>
    call(contract.suspendHost, { params: { id: v.id }, body: { reason: v.reason } }),
  );

export const useUnsuspendHost = () =>
  useHostStatusChange((v: { id: string }) =>
    call(contract.unsuspendHost, { params: { id: v.id } }),
  );
