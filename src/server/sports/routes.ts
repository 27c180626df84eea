import * as contract from '../../shared/api/sports';
import { ok, page } from '../platform/http/envelope';
import { route } from '../platform/http/route';
import type { App } from '../platform/http/types';
import { createSport, deleteSport, getSport, listSports, toSport, updateSport } from './service';

const tags = ['sports'];

export async function sportRoutes(app: App) {
  // Sport names appear on public pages, so reading them is public (§4 issue note).
  await route(
    app,
    contract.sports,
    { tags, summary: 'Sports by name', access: 'public', publicCache: true },
    async (request) => {
      const { items, next } = await listSports(app.deps, request.query);
      return page(items.map(toSport), next);
    },
  );

  await route(
    app,
    contract.sport,
    { tags, summary: 'A sport', access: 'public', publicCache: true },
    async (request) => ok(toSport(await getSport(app.deps, request.params.id))),
  );

  await route(
    app,
    contract.createSport,
    { tags, summary: 'Add a sport', access: ['Sports', 'create'] },
    async (request, reply) =>
      reply.status(201).send(ok(toSport(await createSport(app.deps, request.body)))),
  );

  await route(
    app,
    contract.updateSport,
    { tags, summary: 'Rename a sport', access: ['Sports', 'edit'] },
    async (request) => ok(toSport(await updateSport(app.deps, request.params.id, request.body))),
  );

  await route(
    app,
    contract.deleteSport,
    { tags, summary: 'Delete an unused sport', access: ['Sports', 'delete'] },
    async (request) => {
      await deleteSport(app.deps, request.params.id);
      return ok(null);
    },
  );
}
