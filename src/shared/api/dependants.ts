import { endpoints } from './endpoint';

const endpoint = endpoints(() => import('./schemas/dependants'));

export const dependants = endpoint('GET', '/user/:id/dependants', (s) => ({
  params: s.IdParamSchema,
  response: s.DependantsSchema,
}));

export const createDependant = endpoint(
  'POST',
  '/user/:id/dependants',
  (s) => ({ params: s.IdParamSchema, body: s.DependantCreateSchema, response: s.DependantSchema }),
  { status: [201] },
);

export const updateDependant = endpoint('PUT', '/user/:id/dependants/:dependantId', (s) => ({
  params: s.DependantParamsSchema,
  body: s.DependantUpdateSchema,
  response: s.DependantSchema,
}));

export const deleteDependant = endpoint('DELETE', '/user/:id/dependants/:dependantId', (s) => ({
  params: s.DependantParamsSchema,
  response: s.NothingSchema,
}));
