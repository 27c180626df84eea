import { endpoint } from './endpoint';

const load = () => import('./schemas/dependants');

export const dependants = endpoint(load, 'GET', '/user/:id/dependants', (s) => ({
  params: s.IdParamSchema,
  response: s.DependantsSchema,
}));

export const createDependant = endpoint(
  load,
  'POST',
  '/user/:id/dependants',
  (s) => ({ params: s.IdParamSchema, body: s.DependantCreateSchema, response: s.DependantSchema }),
  { status: [201] },
);

export const updateDependant = endpoint(load, 'PUT', '/user/:id/dependants/:dependantId', (s) => ({
  params: s.DependantParamsSchema,
  body: s.DependantUpdateSchema,
  response: s.DependantSchema,
}));

export const deleteDependant = endpoint(
  load,
  'DELETE',
  '/user/:id/dependants/:dependantId',
  (s) => ({
    params: s.DependantParamsSchema,
    response: s.NothingSchema,
  }),
);
