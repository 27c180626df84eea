import * as contract from '../../shared/api/admin';
import { actorOf } from '../auth/access';
import { ok, page } from '../platform/http/envelope';
import { route } from '../platform/http/route';
import type { App } from '../platform/http/types';
import { listParticipants } from './participants';
import { adminSummary } from './summary';
import { suspendHost, unsuspendHost } from './suspension';

const tags = ['admin'];

/** The admin's dashboard counts, participants list and host suspension (issue 13). */
export async function adminRoutes(app: App) {
  await route(
    app,
    contract.adminSummary,
    {
      tags,
      summary: 'Counts of users, events, registrations and revenue (admin)',
      // It shows revenue: the same permission as the payments screen (admins only).
      access: ['Payments', 'view'],
    },
    async () => ok(await adminSummary(app.deps)),
  );

  await route(
    app,
    contract.participants,
    {
      tags,
      summary: 'Participant accounts, newest first, searched by name, email or phone (admin)',
      access: ['Users', 'view'],
    },
    async (request) => {
      const { items, next } = await listParticipants(app.deps, request.query);
      return page(items, next);
    },
  );

  await route(
    app,
    contract.suspendHost,
    {
      tags,
      summary: 'Suspend a host: no login, no events; their sessions end (admin)',
      access: ['Users', 'edit'],
    },
    async (request) =>
      ok(await suspendHost(app.deps, actorOf(request), request.params.id, request.body.reason)),
  );

  await route(
    app,
    contract.unsuspendHost,
    { tags, summary: 'Lift a host suspension (admin)', access: ['Users', 'edit'] },
    async (request) => ok(await unsuspendHost(app.deps, actorOf(request), request.params.id)),
  );
}
