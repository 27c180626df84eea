import { queryOptions } from '@tanstack/react-query';
import { ranking, rankingCategories } from '../../shared/api/rankings';
import { call, retryUnlessMissing } from './client';

/** The public ranking (issue 30): a category's points per competitor, and a sport's categories. */

/** GET /rankings: `sportId` may be unknown (a results page's link names only the category). */
export const rankingQuery = (categoryId: string, sportId: string | undefined) =>
  queryOptions({
    queryKey: ['rankings', categoryId, sportId ?? ''] as const,
    queryFn: ({ signal }) =>
      call(ranking, { query: { category_id: categoryId, sport_id: sportId }, signal }),
    retry: retryUnlessMissing,
    meta: { silent: true },
  });

/** GET /rankings/categories: the sport's categories, by name. */
export const rankingCategoriesQuery = (sportId: string) =>
  queryOptions({
    queryKey: ['rankings', 'categories', sportId] as const,
    queryFn: ({ signal }) => call(rankingCategories, { query: { sport_id: sportId }, signal }),
    retry: retryUnlessMissing,
    staleTime: 60_000,
    meta: { silent: true },
  });
