import { z } from 'zod';
import { SportRequestSchema, SportSchema } from '../../shared/catalog/schemas';
import { PageQuerySchema } from '../../shared/pagination';
import { ok, page, pageSchema, successSchema } from '../http/envelope';
import { IdParamSchema } from '../http/params';
import type { App } from '../http/types';
import { createSport, deleteSport, getSport, listSports, toSport, updateSport } from './service';

const tags = ['sports'];
const one = { 200: successSchema(SportSchema) };

export async function sportRoutes(app: App) {
  // Sport names appear on public pages, so reading them is public (§4 issue note).
  app.get(
    '/sports',
    {
      schema: {
        tags,
        summary: 'Sports by name',
        querystring: PageQuerySchema.extend({ limit: PageQuerySchema.shape.limit.default(100) }),
        response: { 200: pageSchema(SportSchema) },
      },
      config: { access: 'public', publicCache: true },
    },
    async (request) => {
      const { items, next } = await listSports(app.deps, request.query);
      return page(items.map(toSport), next);
    },
  );

  app.get(
    '/sports/:id',
    {
      schema: { tags, summary: 'A sport', params: IdParamSchema, response: one },
      config: { access: 'public', publicCache: true },
    },
    async (request) => ok(toSport(await getSport(app.deps, request.params.id))),
  );

  app.post(
    '/sports',
    {
      schema: {
        tags,
        summary: 'Add a sport',
        body: SportRequestSchema,
        response: { 201: successSchema(SportSchema) },
      },
      config: { access: ['Sports', 'create'] },
    },
    async (request, reply) =>
      reply.status(201).send(ok(toSport(await createSport(app.deps, request.body)))),
  );

  app.put(
    '/sports/:id',
    {
      schema: {
        tags,
        summary: 'Rename a sport',
        params: IdParamSchema,
        body: SportRequestSchema,
        response: one,
      },
      config: { access: ['Sports', 'edit'] },
    },
    async (request) => ok(toSport(await updateSport(app.deps, request.params.id, request.body))),
  );

  app.delete(
    '/sports/:id',
    {
      schema: {
        tags,
        summary: 'Delete an unused sport',
        params: IdParamSchema,
        response: { 200: successSchema(z.null()) },
      },
      config: { access: ['Sports', 'delete'] },
    },
    async (request) => {
      await deleteSport(app.deps, request.params.id);
      return ok(null);
    },
  );
}
