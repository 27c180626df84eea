import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryCreate, CategoryUpdate } from '../../shared/catalog/schemas';
import { api } from './client';
import { fetchAllPages } from './sports';

/** The category resource of §7: GET, POST and PUT category/ (spelled with the slash). */

const categoryKeys = {
  all: ['categories'] as const,
  lists: () => ['categories', 'list'] as const,
  list: (sportsId: string) => ['categories', 'list', sportsId] as const,
  detail: (id: string) => ['categories', 'detail', id] as const,
};

/** The categories of one sport, sorted by name. */
export function useCategories(sportsId: string | undefined) {
  return useQuery({
    queryKey: categoryKeys.list(sportsId ?? ''),
    queryFn: ({ signal }) =>
      fetchAllPages<Category>('/category/', { sports_id: sportsId, limit: 100 }, signal),
    enabled: Boolean(sportsId),
  });
}

/** One category; shows the row from a loaded list at once while it is fetched. */
export function useCategory(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery<Category>({
    queryKey: categoryKeys.detail(id ?? ''),
    queryFn: async ({ signal }) => {
      const result = await api.get<Category>(`/category/${id}`, undefined, { signal });
      if (result.message === 'error') throw new Error(result.error);
      return result.data;
    },
    enabled: Boolean(id),
    placeholderData: (): Category | undefined =>
      queryClient
        .getQueriesData<Category[]>({ queryKey: categoryKeys.lists() })
        .flatMap(([, rows]) => rows ?? [])
        .find((c) => c.id === id),
    retry: false,
  });
}

/**
 * POST category/. Resolves with the envelope (never rejects) so the form can show the server's
 * per-field errors; a success refreshes the sport's category table.
 */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryCreate) => api.post<Category>('/category/', body),
    onSuccess: (result) => {
      if (result.message !== 'success') return;
      queryClient.setQueryData(categoryKeys.detail(result.data.id), result.data);
      void queryClient.invalidateQueries({ queryKey: categoryKeys.list(result.data.sports_id) });
    },
  });
}

/** PUT category/{id} (Admin): same fields, the sport stays. */
export function useUpdateCategory(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryUpdate) => api.put<Category>(`/category/${id}`, body),
    onSuccess: (result) => {
      if (result.message !== 'success') return;
      queryClient.setQueryData(categoryKeys.detail(id), result.data);
      void queryClient.invalidateQueries({ queryKey: categoryKeys.list(result.data.sports_id) });
    },
  });
}
