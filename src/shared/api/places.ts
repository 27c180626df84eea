import { endpoints } from './endpoint';

const endpoint = endpoints(() => import('./schemas/places'));

export const setCapacity = endpoint('PATCH', '/events/:id/categories/:categoryId', (s) => ({
  params: s.CapacityParamsSchema,
  body: s.CapacityUpdateSchema,
  response: s.CapacitySchema,
}));
