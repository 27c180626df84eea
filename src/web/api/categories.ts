import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contract from '../../shared/api/categories';
import type { Category, CategoryCreate, CategoryUpdate } from '../../shared/catalog/schemas';
import { call } from './client';
import { fetchAllPages } from './sports';

/** The category resource of §7: GET, POST and PUT /category. */

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
      fetchAllPages((cursor) =>
        call(contract.categories, { query: { sports_id: sportsId, limit: 100, cursor }, signal }),
      ),
    enabled: Boolean(sportsId),
  });
}

/** One category; shows the row from a loaded list at once while it is fetched. */
export function useCategory(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery<Category>({
    queryKey: categoryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => call(contract.category, { params: { id: id! }, signal }),
    enabled: Boolean(id),
    placeholderData: (): Category | undefined =>
      queryClient
        .getQueriesData<Category[]>({ queryKey: categoryKeys.lists() })
        .flatMap(([, rows]) => rows ?? [])
        .find((c) => c.id === id),
    retry: false,
  });
}

/** POST /category; a refusal is toasted and its field texts go on the form's fields. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryCreate) => call(contract.createCategory, { body }),
    onSuccess: (category) => {
      queryClient.setQueryData(categoryKeys.detail(category.id), category);
      void queryClient.invalidateQueries({ queryKey: categoryKeys.list(category.sports_id) });
    },
  });
}

/** PUT /category/{id} (Admin): same fields, the sport stays. */
export function useUpdateCategory(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryUpdate) => call(contract.updateCategory, { params: { id }, body }),
    onSuccess: (category) => {
      queryClient.setQueryData(categoryKeys.detail(id), category);
      void queryClient.invalidateQueries({ queryKey: categoryKeys.list(category.sports_id) });
    },
  });
}
