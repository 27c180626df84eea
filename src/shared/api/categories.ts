import { endpoints } from './endpoint';

const endpoint = endpoints(() => import('./schemas/categories'));

// §7 spells the collection 'category/' with a trailing slash; the router ignores trailing slashes.
export const categories = endpoint(
  'GET',
  '/category',
  (s) => ({ query: s.CategoryListQuerySchema, response: s.CategorySchema }),
  { page: true },
);

export const category = endpoint('GET', '/category/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.CategorySchema,
}));

export const createCategory = endpoint(
  'POST',
  '/category',
  (s) => ({ body: s.CategoryCreateSchema, response: s.CategorySchema }),
  { status: [201] },
);

export const updateCategory = endpoint('PUT', '/category/:id', (s) => ({
  params: s.IdParamSchema,
  body: s.CategoryUpdateSchema,
  response: s.CategorySchema,
}));

export const deleteCategory = endpoint('DELETE', '/category/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.NothingSchema,
}));
