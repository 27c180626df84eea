import { endpoint } from './endpoint';

const load = () => import('./schemas/sports');

export const sports = endpoint(
  load,
  'GET',
  '/sports',
  (s) => ({ query: s.SportListQuerySchema, response: s.SportSchema }),
  { page: true },
);

export const sport = endpoint(load, 'GET', '/sports/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.SportSchema,
}));

export const createSport = endpoint(
  load,
  'POST',
  '/sports',
  (s) => ({ body: s.SportRequestSchema, response: s.SportSchema }),
  { status: [201] },
);

export const updateSport = endpoint(load, 'PUT', '/sports/:id', (s) => ({
  params: s.IdParamSchema,
  body: s.SportRequestSchema,
  response: s.SportSchema,
}));

export const deleteSport = endpoint(load, 'DELETE', '/sports/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.NothingSchema,
}));
