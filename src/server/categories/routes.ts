import { z } from 'zod';
import {
  CategoryCreateSchema,
  CategorySchema,
  CategoryUpdateSchema,
} from '../../shared/catalog/schemas';
import { idField } from '../../shared/ids';
import { PageQuerySchema } from '../../shared/pagination';
import { ok, page, pageSchema, successSchema } from '../http/envelope';
import { IdParamSchema } from '../http/params';
import type { App } from '../http/types';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './service';

const tags = ['categories'];
const one = { 200: successSchema(CategorySchema) };
const ListQuerySchema = PageQuerySchema.extend({
  limit: PageQuerySchema.shape.limit.default(100),
  sports_id: idField.optional(),
});

// §7 spells the collection 'category/' with a trailing slash; the router ignores trailing slashes.
export async function categoryRoutes(app: App) {
  app.get(
    '/category',
    {
      schema: {
        tags,
        summary: 'Categories, optionally of one sport',
        querystring: ListQuerySchema,
        response: { 200: pageSchema(CategorySchema) },
      },
      config: { access: ['Category', 'view'] },
    },
    async (request) => {
      const { items, next } = await listCategories(app.deps, request.query);
      return page(items, next);
    },
  );

  app.get(
    '/category/:id',
    {
      schema: { tags, summary: 'A category', params: IdParamSchema, response: one },
      config: { access: ['Category', 'view'] },
    },
    async (request) => ok(await getCategory(app.deps, request.params.id)),
  );

  app.post(
    '/category',
    {
      schema: {
        tags,
        summary: 'Add a category to a sport',
        body: CategoryCreateSchema,
        response: { 201: successSchema(CategorySchema) },
      },
      config: { access: ['Category', 'create'] },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createCategory(app.deps, request.body))),
  );

  app.put(
    '/category/:id',
    {
      schema: {
        tags,
        summary: 'Edit a category',
        params: IdParamSchema,
        body: CategoryUpdateSchema,
        response: one,
      },
      config: { access: ['Category', 'edit'] },
    },
    async (request) => ok(await updateCategory(app.deps, request.params.id, request.body)),
  );

  app.delete(
    '/category/:id',
    {
      schema: {
        tags,
        summary: 'Delete an unused category',
        params: IdParamSchema,
        response: { 200: successSchema(z.null()) },
      },
      config: { access: ['Category', 'delete'] },
    },
    async (request) => {
      await deleteCategory(app.deps, request.params.id);
      return ok(null);
    },
  );
}
