import * as contract from '../../shared/api/categories';
import { ok, page } from '../platform/http/envelope';
import { route } from '../platform/http/route';
import type { App } from '../platform/http/types';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './service';

const tags = ['categories'];

export async function categoryRoutes(app: App) {
  await route(
    app,
    contract.categories,
    { tags, summary: 'Categories, optionally of one sport', access: ['Category', 'view'] },
    async (request) => {
      const { items, next } = await listCategories(app.deps, request.query);
      return page(items, next);
    },
  );

  await route(
    app,
    contract.category,
    { tags, summary: 'A category', access: ['Category', 'view'] },
    async (request) => ok(await getCategory(app.deps, request.params.id)),
  );

  await route(
    app,
    contract.createCategory,
    { tags, summary: 'Add a category to a sport', access: ['Category', 'create'] },
    async (request, reply) =>
      reply.status(201).send(ok(await createCategory(app.deps, request.body))),
  );

  await route(
    app,
    contract.updateCategory,
    { tags, summary: 'Edit a category', access: ['Category', 'edit'] },
    async (request) => ok(await updateCategory(app.deps, request.params.id, request.body)),
  );

  await route(
    app,
    contract.deleteCategory,
    { tags, summary: 'Delete an unused category', access: ['Category', 'delete'] },
    async (request) => {
      await deleteCategory(app.deps, request.params.id);
      return ok(null);
    },
  );
}
