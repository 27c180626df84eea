import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { hosts, user } from '../../shared/api/users';
import type { PublicUser } from '../../shared/users/user';
import { call, type Page } from './client';
import { userKeys } from './users';

/** The admin's view of hosts (§2 /app/users): GET user/all/Host a page at a time, GET user/{id}. */

const HOSTS_PAGE_SIZE = 100;

export const hostKeys = {
  all: ['hosts'] as const,
  list: () => ['hosts', 'list'] as const,
};

/** Hosts, newest first, with any suspension; `fetchNextPage` loads the next page. */
export function useHosts() {
  return useInfiniteQuery({
    queryKey: hostKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      call(hosts, { query: { limit: HOSTS_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    select: (data) => data.pages.flatMap((p) => p.data),
  });
}

/**
 * One host's full record (an admin also sees the bank fields). Shares the user cache of
 * users.ts and shows the row from the loaded list while it is fetched.
 */
export function useHost(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery<PublicUser>({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: ({ signal }) => call(user, { params: { id: id! }, signal }),
    enabled: Boolean(id),
    placeholderData: (): PublicUser | undefined =>
      queryClient
        .getQueryData<InfiniteData<Page<PublicUser>>>(hostKeys.list())
        ?.pages.flatMap((p) => p.data)
        .find((u) => u.id === id),
    retry: false,
  });
}
