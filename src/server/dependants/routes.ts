import { z } from 'zod';
import {
  DependantCreateSchema,
  DependantSchema,
  DependantUpdateSchema,
} from '../../shared/dependants/schemas';
import { idField } from '../../shared/ids';
import { actorOf } from '../auth/access';
import { ok, successSchema } from '../http/envelope';
import { IdParamSchema } from '../http/params';
import type { App } from '../http/types';
import { createDependant, deleteDependant, listDependants, updateDependant } from './service';

const tags = ['dependants'];
const DependantParamsSchema = z.object({ id: idField, dependantId: idField });
// Only participants register anyone (§6 Participants: create); the service checks the account.
const access = ['Participants', 'create'] as const;

export async function dependantRoutes(app: App) {
  app.get(
    '/user/:id/dependants',
    {
      schema: {
        tags,
        summary: 'Your dependants (children and others you register), oldest first',
        params: IdParamSchema,
        response: { 200: successSchema(z.array(DependantSchema)) },
      },
      config: { access },
    },
    async (request) => ok(await listDependants(app.deps, actorOf(request), request.params.id)),
  );

  app.post(
    '/user/:id/dependants',
    {
      schema: {
        tags,
        summary: 'Add a dependant; you confirm being their parent or guardian',
        params: IdParamSchema,
        body: DependantCreateSchema,
        response: { 201: successSchema(DependantSchema) },
      },
      config: { access },
    },
    async (request, reply) => {
      const { id } = request.params;
      const created = await createDependant(app.deps, actorOf(request), id, request.body);
      return reply.status(201).send(ok(created));
    },
  );

  app.put(
    '/user/:id/dependants/:dependantId',
    {
      schema: {
        tags,
        summary: "Correct a dependant's name, date of birth or gender",
        params: DependantParamsSchema,
        body: DependantUpdateSchema,
        response: { 200: successSchema(DependantSchema) },
      },
      config: { access },
    },
    async (request) => {
      const { id, dependantId } = request.params;
      return ok(await updateDependant(app.deps, actorOf(request), id, dependantId, request.body));
    },
  );

  app.delete(
    '/user/:id/dependants/:dependantId',
    {
      schema: {
        tags,
        summary: 'Delete a dependant nobody has registered (409 once they have registrations)',
        params: DependantParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
      config: { access },
    },
    async (request) => {
      const { id, dependantId } = request.params;
      await deleteDependant(app.deps, actorOf(request), id, dependantId);
      return ok(null);
    },
  );
}
