import { z } from 'zod';
import { idField } from '../../shared/ids';
import {
  CheckoutSchema,
  ParticipateRequestSchema,
  ParticipationSchema,
  ParticipationUpdateSchema,
} from '../../shared/participations/schemas';
import { actorOf } from '../auth/access';
import { ok, page, pageSchema, successSchema } from '../http/envelope';
import { IdParamSchema } from '../http/params';
import type { App } from '../http/types';
import { receiptFilename, receiptPdf } from '../payments/service';
import {
  deleteParticipation,
  findForParticipant,
  getParticipation,
  listForEvent,
  listOwn,
  registerParticipation,
  updateParticipation,
} from './service';

const tags = ['participations'];
const one = { 200: successSchema(ParticipationSchema) };
const limit = z.coerce.number().int().min(1).max(100).default(50);

export async function participationRoutes(app: App) {
  app.post(
    '/event/participate',
    {
      schema: {
        tags,
        summary: 'Register for an event category (alone or as a team); returns the order to pay',
        body: ParticipateRequestSchema,
        response: { 200: successSchema(CheckoutSchema), 201: successSchema(CheckoutSchema) },
      },
      config: { access: ['Participants', 'create'] },
    },
    async (request, reply) => {
      const result = await registerParticipation(app.deps, actorOf(request), request.body);
      return reply.status(result.resumed ? 200 : 201).send(ok(result));
    },
  );

  app.get(
    '/event/participate',
    {
      schema: {
        tags,
        summary: "A participant's own registrations",
        querystring: z.object({
          participant_id: idField.optional(),
          cursor: idField.optional(),
          limit,
        }),
        response: { 200: pageSchema(ParticipationSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const q = request.query;
      const { items, next } = await listOwn(
        app.deps,
        actorOf(request),
        q.participant_id,
        q.cursor,
        q.limit,
      );
      return page(items, next);
    },
  );

  app.get(
    '/event/participants',
    {
      schema: {
        tags,
        summary: "An event's registrations, optionally of one category (its host or an admin)",
        querystring: z.object({
          event_id: idField,
          category_id: idField.optional(),
          cursor: idField.optional(),
          limit,
        }),
        response: { 200: pageSchema(ParticipationSchema) },
      },
      config: { access: ['Participants', 'view'] },
    },
    async (request) => {
      const { items, next } = await listForEvent(app.deps, actorOf(request), request.query);
      return page(items, next);
    },
  );

  app.get(
    '/event/participate/event-category-participant',
    {
      schema: {
        tags,
        summary: "One participant's registration in one event category, or null",
        querystring: z.object({
          event_id: idField,
          category_id: idField,
          participant_id: idField.optional(),
          /** The dependant's registration instead of the account holder's own. */
          dependant_id: idField.optional(),
        }),
        response: { 200: successSchema(ParticipationSchema.nullable()) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await findForParticipant(app.deps, actorOf(request), request.query)),
  );

  app.get(
    '/event/participate/:id',
    {
      schema: {
        tags,
        summary: 'A registration (owner, host, admin)',
        params: IdParamSchema,
        response: one,
      },
      config: { access: 'user' },
    },
    async (request) => ok(await getParticipation(app.deps, actorOf(request), request.params.id)),
  );

  app.get(
    '/event/participate/:id/receipt',
    {
      schema: {
        tags,
        summary: 'PDF receipt, or the unpaid registration (owner, host, admin)',
        params: IdParamSchema,
        produces: ['application/pdf'],
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const p = await getParticipation(app.deps, actorOf(request), request.params.id);
      const pdf = await receiptPdf(p);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${receiptFilename(p)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.put(
    '/event/participate/:id',
    {
      schema: {
        tags,
        summary: 'Change team name and members',
        params: IdParamSchema,
        body: ParticipationUpdateSchema,
        response: one,
      },
      config: { access: 'user' },
    },
    async (request) =>
      ok(await updateParticipation(app.deps, actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/event/participate/:id',
    {
      schema: {
        tags,
        summary: 'Remove a pending registration (host, admin)',
        params: IdParamSchema,
        response: { 200: successSchema(z.null()) },
      },
      config: { access: ['Participants', 'delete'] },
    },
    async (request) => {
      await deleteParticipation(app.deps, actorOf(request), request.params.id);
      return ok(null);
    },
  );
}
