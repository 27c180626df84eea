import * as contract from '../../shared/api/dependants';
import { actorOf } from '../auth/access';
import { ok } from '../platform/http/envelope';
import { route } from '../platform/http/route';
import type { App } from '../platform/http/types';
import { createDependant, deleteDependant, listDependants, updateDependant } from './service';

const tags = ['dependants'];
// Only participants register anyone (§6 Participants: create); the service checks the account.
const access = ['Participants', 'create'] as const;

export async function dependantRoutes(app: App) {
  await route(
    app,
    contract.dependants,
    { tags, summary: 'Your dependants (children and others you register), oldest first', access },
    async (request) => ok(await listDependants(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    contract.createDependant,
    { tags, summary: 'Add a dependant; you confirm being their parent or guardian', access },
    async (request, reply) => {
      const { id } = request.params;
      const created = await createDependant(app.deps, actorOf(request), id, request.body);
      return reply.status(201).send(ok(created));
    },
  );

  await route(
    app,
    contract.updateDependant,
    { tags, summary: "Correct a dependant's name, date of birth or gender", access },
    async (request) => {
      const { id, dependantId } = request.params;
      return ok(await updateDependant(app.deps, actorOf(request), id, dependantId, request.body));
    },
  );

  await route(
    app,
    contract.deleteDependant,
    {
      tags,
      summary: 'Delete a dependant nobody has registered (409 once they have registrations)',
      access,
    },
    async (request) => {
      const { id, dependantId } = request.params;
      await deleteDependant(app.deps, actorOf(request), id, dependantId);
      return ok(null);
    },
  );
}
