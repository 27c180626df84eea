import { endpoint } from './endpoint';

/**
 * Printable start lists (issue 27, docs/decisions/037): the JSON the print-friendly page draws.
 * The same list as an A4 PDF is a file, at API_ROUTES.startList.
 */
const load = () => import('./schemas/start-lists');

export const startList = endpoint(load, 'GET', '/events/:id/start-list', (s) => ({
  params: s.IdParamSchema,
  query: s.StartListQuerySchema,
  response: s.StartListSchema,
}));
