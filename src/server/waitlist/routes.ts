import { z } from 'zod';
import { CheckoutSchema, ParticipateRequestSchema } from '../../shared/participations/schemas';
import { WaitlistEntrySchema, WaitlistListQuerySchema } from '../../shared/places/places';
import { actorOf } from '../auth/access';
import { ok, successSchema } from '../http/envelope';
import { IdParamSchema } from '../http/params';
import type { App } from '../http/types';
import { acceptOffer, joinWaitlist, leaveWaitlist, listWaitlist, offerByHand } from './service';

const tags = ['waitlist'];
const one = { 200: successSchema(WaitlistEntrySchema) };

/** Waitlists of full categories (issue 15). */
export async function waitlistRoutes(app: App) {
  app.post(
    '/event/waitlist',
    {
      schema: {
        tags,
        summary: 'Join the waitlist of a full category (checked as a registration would be)',
        body: ParticipateRequestSchema,
        response: { 201: successSchema(WaitlistEntrySchema) },
      },
      config: { access: ['Participants', 'create'] },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await joinWaitlist(app.deps, actorOf(request), request.body))),
  );

  app.get(
    '/event/waitlist',
    {
      schema: {
        tags,
        summary:
          "Waitlist entries: the caller's own, or with event_id of an event they manage (host, admin), all of its entries by category",
        querystring: WaitlistListQuerySchema,
        response: { 200: successSchema(z.array(WaitlistEntrySchema)) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await listWaitlist(app.deps, actorOf(request), request.query.event_id)),
  );

  app.delete(
    '/event/waitlist/:id',
    {
      schema: {
        tags,
        summary: 'Leave a waitlist (or decline its offer)',
        params: IdParamSchema,
        response: one,
      },
      config: { access: 'user' },
    },
    async (request) => ok(await leaveWaitlist(app.deps, actorOf(request), request.params.id)),
  );

  app.post(
    '/event/waitlist/:id/offer',
    {
      schema: {
        tags,
        summary: 'Offer a free place to one waiting entry (the event’s host, an admin)',
        params: IdParamSchema,
        response: one,
      },
      config: { access: ['Events', 'edit'] },
    },
    async (request) => ok(await offerByHand(app.deps, actorOf(request), request.params.id)),
  );

  app.post(
    '/event/waitlist/:id/accept',
    {
      schema: {
        tags,
        summary:
          'Accept an offer: registers with the place held, answers as POST /event/participate',
        params: IdParamSchema,
        response: { 200: successSchema(CheckoutSchema), 201: successSchema(CheckoutSchema) },
      },
      config: { access: ['Participants', 'create'] },
    },
    async (request, reply) => {
      const result = await acceptOffer(app.deps, actorOf(request), request.params.id);
      return reply.status(result.resumed ? 200 : 201).send(ok(result));
    },
  );
}
