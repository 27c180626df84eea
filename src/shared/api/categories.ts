import { endpoint } from './endpoint';

const load = () => import('./schemas/categories');

// §7 spells the collection 'category/' with a trailing slash; the router ignores trailing slashes.
export const categories = endpoint(
  load,
  'GET',
  '/category',
  (s) => ({ query: s.CategoryListQuerySchema, response: s.CategorySchema }),
  { page: true },
);

export const category = endpoint(load, 'GET', '/category/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.CategorySchema,
}));

export const createCategory = endpoint(
  load,
  'POST',
  '/category',
  (s) => ({ body: s.CategoryCreateSchema, response: s.CategorySchema }),
  { status: [201] },
);

export const updateCategory = endpoint(load, 'PUT', '/category/:id', (s) => ({
  params: s.IdParamSchema,
  body: s.CategoryUpdateSchema,
  response: s.CategorySchema,
}));

export const deleteCategory = endpoint(load, 'DELETE', '/category/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.NothingSchema,
}));
