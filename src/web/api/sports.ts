import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '../../shared/api-envelope';
import type { Sport, SportRequest } from '../../shared/catalog/schemas';
import type { Page } from '../../shared/pagination';
import { api } from './client';

/** The sport resource of §7: GET, POST and PUT /sports. */

const sportKeys = {
  all: ['sports'] as const,
  list: () => ['sports', 'list'] as const,
  detail: (id: string) => ['sports', 'detail', id] as const,
};

type Query = Record<string, string | number | undefined>;

/**
 * Every row of a paginated list (`{ data, next_cursor }`), following the cursor. For the short
 * catalog lists (sports, a sport's categories) that screens show whole; throws a failure's text
 * (already toasted) for TanStack Query.
 */
export async function fetchAllPages<T>(
  path: string,
  query: Query,
  signal?: AbortSignal,
): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage<T>(path, { ...query, cursor }, signal);
    rows.push(...page.data);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return rows;
}

/** One page of a paginated list; throws the failure's text (already toasted). */
export async function fetchPage<T>(
  path: string,
  query: Query,
  signal?: AbortSignal,
): Promise<Page<T>> {
  const result = await api.get<T[]>(path, query, { signal });
  if (result.message === 'error') throw new Error(result.error);
  return result as Page<T>;
}

/** All sports, sorted by name (a public list). */
export function useSports() {
  return useQuery({
    queryKey: sportKeys.list(),
    queryFn: ({ signal }) => fetchAllPages<Sport>('/sports', { limit: 100 }, signal),
  });
}

/** One sport; shows the row from the loaded list at once while it is fetched. */
export function useSport(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery<Sport>({
    queryKey: sportKeys.detail(id ?? ''),
    queryFn: async ({ signal }) => {
      const result = await api.get<Sport>(`/sports/${id}`, undefined, { signal });
      if (result.message === 'error') throw new Error(result.error);
      return result.data;
    },
    enabled: Boolean(id),
    placeholderData: (): Sport | undefined =>
      queryClient.getQueryData<Sport[]>(sportKeys.list())?.find((s) => s.id === id),
    retry: false,
  });
}

function refreshSports(queryClient: QueryClient, result: ApiResponse<Sport>) {
  if (result.message !== 'success') return;
  queryClient.setQueryData(sportKeys.detail(result.data.id), result.data);
  void queryClient.invalidateQueries({ queryKey: sportKeys.list() });
}

/**
 * POST /sports. Resolves with the envelope (never rejects) so the form can put the server's
 * per-field errors on its fields; a success refreshes the sports table.
 */
export function useCreateSport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SportRequest) => api.post<Sport>('/sports', body),
    onSuccess: (result) => refreshSports(queryClient, result),
  });
}

/** PUT /sports/{id}; a rename also refreshes categories, which carry their sport's name. */
export function useUpdateSport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SportRequest) => api.put<Sport>(`/sports/${id}`, body),
    onSuccess: (result) => {
      refreshSports(queryClient, result);
      // categoryKeys.all, spelled out: categories.ts imports this module.
      if (result.message === 'success')
        void queryClient.invalidateQueries({ queryKey: ['categories'] });
    },
  });
}
