import { z } from 'zod';
import {
  EventCreateSchema,
  EventListQuerySchema,
  EventSchema,
  EventUpdateSchema,
} from '../../shared/events/schemas';
import { actorOf } from '../auth/access';
import { ok, page, pageSchema, successSchema } from '../http/envelope';
import { IdParamSchema } from '../http/params';
import type { App } from '../http/types';
import { createEvent, deleteEvent, getEvent, listEvents, updateEvent } from './service';

const tags = ['events'];
const one = { 200: successSchema(EventSchema) };

// §7 spells the collection 'events/' with a trailing slash; the router ignores trailing slashes.
export async function eventRoutes(app: App) {
  app.get(
    '/events',
    {
      schema: {
        tags,
        summary: 'Events, newest first',
        querystring: EventListQuerySchema,
        response: { 200: pageSchema(EventSchema) },
      },
      config: { access: 'public', publicCache: true },
    },
    async (request) => {
      const { items, next } = await listEvents(app.deps, request.query);
      return page(items, next);
    },
  );

  app.get(
    '/events/:id',
    {
      schema: { tags, summary: 'An event', params: IdParamSchema, response: one },
      config: { access: 'public', publicCache: true },
    },
    async (request) => ok(await getEvent(app.deps, request.params.id)),
  );

  app.post(
    '/events',
    {
      schema: {
        tags,
        summary: 'Publish an event',
        body: EventCreateSchema,
        response: { 201: successSchema(EventSchema) },
      },
      config: { access: ['Events', 'create'] },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createEvent(app.deps, actorOf(request), request.body))),
  );

  app.put(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'Edit an event (hosts: own events, before registration opens)',
        params: IdParamSchema,
        body: EventUpdateSchema,
        response: one,
      },
      config: { access: ['Events', 'edit'] },
    },
    async (request) =>
      ok(await updateEvent(app.deps, actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'Delete an event nobody has registered for',
        params: IdParamSchema,
        response: { 200: successSchema(z.null()) },
      },
      config: { access: ['Events', 'delete'] },
    },
    async (request) => {
      await deleteEvent(app.deps, actorOf(request), request.params.id);
      return ok(null);
    },
  );
}
