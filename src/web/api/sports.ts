import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as contract from '../../shared/api/sports';
import type { Sport, SportRequest } from '../../shared/catalog/schemas';
import { call, type Page } from './client';

/** The sport resource of §7: GET, POST and PUT /sports. */

const sportKeys = {
  all: ['sports'] as const,
  list: () => ['sports', 'list'] as const,
  detail: (id: string) => ['sports', 'detail', id] as const,
};

/**
 * Every row of a paginated list, following the cursor: for the short catalog lists (sports, a
 * sport's categories) that screens show whole.
 */
export async function fetchAllPages<T>(
  pageAfter: (cursor: string | undefined) => Promise<Page<T>>,
): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await pageAfter(cursor);
    rows.push(...page.data);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return rows;
}

/** All sports, sorted by name (a public list). */
export function useSports() {
  return useQuery({
    queryKey: sportKeys.list(),
    queryFn: ({ signal }) =>
      fetchAllPages((cursor) => call(contract.sports, { query: { limit: 100, cursor }, signal })),
  });
}

/** One sport; shows the row from the loaded list at once while it is fetched. */
export function useSport(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery<Sport>({
    queryKey: sportKeys.detail(id ?? ''),
    queryFn: ({ signal }) => call(contract.sport, { params: { id: id! }, signal }),
    enabled: Boolean(id),
    placeholderData: (): Sport | undefined =>
      queryClient.getQueryData<Sport[]>(sportKeys.list())?.find((s) => s.id === id),
    retry: false,
  });
}

function refreshSports(queryClient: QueryClient, sport: Sport) {
  queryClient.setQueryData(sportKeys.detail(sport.id), sport);
  void queryClient.invalidateQueries({ queryKey: sportKeys.list() });
}

/** POST /sports; a refusal is toasted and its field texts go on the form's fields. */
export function useCreateSport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SportRequest) => call(contract.createSport, { body }),
    onSuccess: (sport) => refreshSports(queryClient, sport),
  });
}

/** PUT /sports/{id}; a rename also refreshes categories, which carry their sport's name. */
export function useUpdateSport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SportRequest) => call(contract.updateSport, { params: { id }, body }),
    onSuccess: (sport) => {
      refreshSports(queryClient, sport);
      // categoryKeys.all, spelled out: categories.ts imports this module.
      void queryClient.invalidateQueries({ queryKey: ['categories'] });
    },
  });
}
