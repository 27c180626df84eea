import {
  AdminSummarySchema,
  HostRowSchema,
  ParticipantListQuerySchema,
  ParticipantRowSchema,
  SuspendHostSchema,
} from '../../shared/admin/schemas';
import { actorOf } from '../auth/access';
import { ok, page, pageSchema, successSchema } from '../http/envelope';
import { IdParamSchema } from '../http/params';
import type { App } from '../http/types';
import { listParticipants } from './participants';
import { adminSummary } from './summary';
import { suspendHost, unsuspendHost } from './suspension';

const tags = ['admin'];

/** The admin's dashboard counts, participants list and host suspension (issue 13). */
export async function adminRoutes(app: App) {
  app.get(
    '/admin/summary',
    {
      schema: {
        tags,
        summary: 'Counts of users, events, registrations and revenue (admin)',
        response: { 200: successSchema(AdminSummarySchema) },
      },
      // It shows revenue: the same permission as the payments screen (admins only).
      config: { access: ['Payments', 'view'] },
    },
    async () => ok(await adminSummary(app.deps)),
  );

  app.get(
    '/admin/participants',
    {
      schema: {
        tags,
        summary: 'Participant accounts, newest first, searched by name, email or phone (admin)',
        querystring: ParticipantListQuerySchema,
        response: { 200: pageSchema(ParticipantRowSchema) },
      },
      config: { access: ['Users', 'view'] },
    },
    async (request) => {
      const { items, next } = await listParticipants(app.deps, request.query);
      return page(items, next);
    },
  );

  app.post(
    '/admin/hosts/:id/suspend',
    {
      schema: {
        tags,
        summary: 'Suspend a host: no login, no events; their sessions end (admin)',
        params: IdParamSchema,
        body: SuspendHostSchema,
        response: { 200: successSchema(HostRowSchema) },
      },
      config: { access: ['Users', 'edit'] },
    },
    async (request) =>
      ok(await suspendHost(app.deps, actorOf(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/admin/hosts/:id/unsuspend',
    {
      schema: {
        tags,
        summary: 'Lift a host suspension (admin)',
        params: IdParamSchema,
        response: { 200: successSchema(HostRowSchema) },
      },
      config: { access: ['Users', 'edit'] },
    },
    async (request) => ok(await unsuspendHost(app.deps, actorOf(request), request.params.id)),
  );
}
