import { endpoints } from './endpoint';

const endpoint = endpoints(() => import('./schemas/sports'));

export const sports = endpoint(
  'GET',
  '/sports',
  (s) => ({ query: s.SportListQuerySchema, response: s.SportSchema }),
  { page: true },
);

export const sport = endpoint('GET', '/sports/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.SportSchema,
}));

export const createSport = endpoint(
  'POST',
  '/sports',
  (s) => ({ body: s.SportRequestSchema, response: s.SportSchema }),
  { status: [201] },
);

export const updateSport = endpoint('PUT', '/sports/:id', (s) => ({
  params: s.IdParamSchema,
  body: s.SportRequestSchema,
  response: s.SportSchema,
}));

export const deleteSport = endpoint('DELETE', '/sports/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.NothingSchema,
}));
