import * as contract from '../../../shared/api/stats';
import { actorOf } from '../../auth/access';
import { ok } from '../../platform/http/envelope';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/http/types';
import { adminStats, eventStats, hostStats } from './stats';

const tags = ['toolkit'];

/**
 * Sales at a glance (issue 27, decision 040). An event's and a host's figures are about their
 * participants: ['Participants', 'view'] (hosts and admins), then the service checks the event is
 * the actor's (or that the actor is a host, for their own events: admins host none). Across hosts
 * it is money across all events: ['Payments', 'view'], admins only, as /admin/earnings.
 */
export async function statsRoutes(app: App) {
  await route(
    app,
    contract.eventStats,
    {
      tags,
      summary: "An event's sales: registrations, revenue, refunds, by category and by day (IST)",
      access: ['Participants', 'view'],
    },
    async (request) => ok(await eventStats(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    contract.hostStats,
    {
      tags,
      summary: "The host's sales across their events, with each event's figures",
      access: ['Participants', 'view'],
    },
    async (request) => ok(await hostStats(app.deps.db, actorOf(request))),
  );

  await route(
    app,
    contract.adminStats,
    {
      tags,
      summary: 'Sales across all hosts, with each host’s figures (admin)',
      access: ['Payments', 'view'],
    },
    async () => ok(await adminStats(app.deps.db)),
  );
}
