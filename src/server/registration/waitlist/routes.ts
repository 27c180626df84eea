import * as contract from '../../../shared/api/waitlist';
import { actorOf } from '../../auth/access';
import { ok } from '../../platform/http/envelope';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/http/types';
import { acceptOffer, joinWaitlist, leaveWaitlist, listWaitlist, offerByHand } from './service';

const tags = ['waitlist'];

/** Waitlists of full categories (issue 15). */
export async function waitlistRoutes(app: App) {
  await route(
    app,
    contract.joinWaitlist,
    {
      tags,
      summary: 'Join the waitlist of a full category (checked as a registration would be)',
      access: ['Participants', 'create'],
    },
    async (request, reply) =>
      reply.status(201).send(ok(await joinWaitlist(app.deps, actorOf(request), request.body))),
  );

  await route(
    app,
    contract.waitlist,
    {
      tags,
      summary:
        "Waitlist entries: the caller's own, or with event_id of an event they manage (host, admin), all of its entries by category",
      access: 'user',
    },
    async (request) => ok(await listWaitlist(app.deps, actorOf(request), request.query.event_id)),
  );

  await route(
    app,
    contract.leaveWaitlist,
    { tags, summary: 'Leave a waitlist (or decline its offer)', access: 'user' },
    async (request) => ok(await leaveWaitlist(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    contract.offerPlace,
    {
      tags,
      summary: 'Offer a free place to one waiting entry (the event’s host, an admin)',
      access: ['Events', 'edit'],
    },
    async (request) => ok(await offerByHand(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    contract.acceptOffer,
    {
      tags,
      summary: 'Accept an offer: registers with the place held, answers as POST /event/participate',
      access: ['Participants', 'create'],
    },
    async (request, reply) => {
      const result = await acceptOffer(app.deps, actorOf(request), request.params.id);
      return reply.status(result.resumed ? 200 : 201).send(ok(result));
    },
  );
}
