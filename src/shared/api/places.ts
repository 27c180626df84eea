import { endpoint } from './endpoint';

const load = () => import('./schemas/places');

export const setCapacity = endpoint(load, 'PATCH', '/events/:id/categories/:categoryId', (s) => ({
  params: s.CapacityParamsSchema,
  body: s.CapacityUpdateSchema,
  response: s.CapacitySchema,
}));
