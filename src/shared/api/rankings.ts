import { endpoint } from './endpoint';

/** The public ranking of a sport's category (issue 30): points per place over the last year. */
const load = () => import('./schemas/rankings');

export const ranking = endpoint(load, 'GET', '/rankings', (s) => ({
  query: s.RankingQuerySchema,
  response: s.RankingSchema,
}));

/**
 * A sport's categories, for the ranking page's choice (the catalogue's category list is for
 * hosts and admins).
 */
export const rankingCategories = endpoint(load, 'GET', '/rankings/categories', (s) => ({
  query: s.RankingCategoriesQuerySchema,
  response: s.RankingCategoriesSchema,
}));
