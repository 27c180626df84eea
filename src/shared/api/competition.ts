import { endpoint } from './endpoint';

/**
 * The competition run by its host and gate staff (issue 18): draws, results, courts. The public
 * results are in ./results.ts so public pages never carry these definitions.
 */
const load = () => import('./schemas/competition');

export const makeDraw = endpoint(
  load,
  'POST',
  '/events/:id/categories/:categoryId/draw',
  (s) => ({ params: s.DrawParamsSchema, body: s.DrawRequestSchema, response: s.DrawViewSchema }),
  { status: [201] },
);

export const draw = endpoint(load, 'GET', '/events/:id/categories/:categoryId/draw', (s) => ({
  params: s.DrawParamsSchema,
  response: s.DrawViewSchema,
}));

export const drawCandidates = endpoint(
  load,
  'GET',
  '/events/:id/categories/:categoryId/entrants',
  (s) => ({ params: s.DrawParamsSchema, response: s.DrawCandidatesSchema }),
);

export const enterResult = endpoint(load, 'PUT', '/matches/:id', (s) => ({
  params: s.MatchParamsSchema,
  body: s.MatchResultSchema,
  response: s.MatchUpdateSchema,
}));

export const setCourt = endpoint(load, 'PUT', '/matches/:id/court', (s) => ({
  params: s.MatchParamsSchema,
  body: s.MatchCourtSchema,
  response: s.MatchSchema,
}));
