import { z } from 'zod';
import { eventPagePath } from '../../shared/events/event-links';
import { EventContactSchema } from '../../shared/event-contact/schemas';
import { EventListQuerySchema, EventManageQuerySchema } from '../../shared/events/list-query';
import { EventCreateSchema, EventSchema, EventUpdateSchema } from '../../shared/events/schemas';
import { actorOf } from '../auth/access';
import { ok, page, pageSchema, successSchema } from '../http/envelope';
import { IdParamSchema } from '../http/params';
import type { App } from '../http/types';
import { calendarFileName, eventCalendar } from './calendar';
import { contactOrganiser } from './contact';
import { publishEvent, unpublishEvent } from './lifecycle';
import { createEvent, deleteEvent, getEvent, getOwnEvent, updateEvent } from './service';
import { listEvents } from './list';

const tags = ['events'];

const one = { 200: successSchema(EventSchema) };

// §7 spells the collection 'events/' with a trailing slash; the router ignores trailing slashes.
export async function eventRoutes(app: App) {
  app.get(
    '/events',
    {
      schema: {
        tags,
        summary: 'Published events: search, filters and order (upcoming, soonest first by default)',
        description:
          'q matches words (as prefixes) in the title, venue and city; city is one city, any letter case; from/to (YYYY-MM-DD) keep events running on or after from and starting on or before to; fee=free has no entry fee in any category, fee=paid has one in at least one; open=true keeps events whose registration is open now; sort=soonest (default) or newest; finished events are left out unless include_past=true or status asks for them.',
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

  // Drafts included: never cached, never public. A host sees only its own events.
  app.get(
    '/events/manage',
    {
      schema: {
        tags,
        summary: 'Events with drafts (hosts: own events; admins: all), newest first by default',
        querystring: EventManageQuerySchema,
        response: { 200: pageSchema(EventSchema) },
      },
      config: { access: ['Events', 'edit'] },
    },
    async (request) => {
      const actor = actorOf(request);
      const query =
        actor.role === 'Admin' ? request.query : { ...request.query, host_id: actor.id };
      const { items, next } = await listEvents(app.deps, query, true);
      return page(items, next);
    },
  );

  app.get(
    '/events/:id/manage',
    {
      schema: {
        tags,
        summary: 'An event, draft or not, for its host or an admin',
        params: IdParamSchema,
        response: one,
      },
      config: { access: ['Events', 'edit'] },
    },
    async (request) => ok(await getOwnEvent(app.deps, actorOf(request), request.params.id)),
  );

  app.post(
    '/events/:id/publish',
    {
      schema: {
        tags,
        summary: 'Publish a draft (its start date not in the past)',
        params: IdParamSchema,
        response: one,
      },
      config: { access: ['Events', 'edit'] },
    },
    async (request) => ok(await publishEvent(app.deps, actorOf(request), request.params.id)),
  );

  app.post(
    '/events/:id/unpublish',
    {
      schema: {
        tags,
        summary: 'Back to draft, while nobody has registered',
        params: IdParamSchema,
        response: one,
      },
      config: { access: ['Events', 'edit'] },
    },
    async (request) => ok(await unpublishEvent(app.deps, actorOf(request), request.params.id)),
  );

  app.get(
    '/events/:id',
    {
      schema: { tags, summary: 'A published event', params: IdParamSchema, response: one },
      config: { access: 'public', publicCache: true },
    },
    async (request) => ok(await getEvent(app.deps, request.params.id)),
  );

  // Not publicCache: the memory keeps a body and its type, not the attachment header.
  app.get(
    '/events/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: 'A published event as an iCalendar (.ics) file',
        params: IdParamSchema,
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const event = await getEvent(app.deps, request.params.id);
      const url = `${app.deps.config.publicUrl}${eventPagePath(event.id)}`;
      const body = eventCalendar(event, {
        url,
        uidDomain: new URL(app.deps.config.publicUrl).hostname,
        now: app.deps.now(),
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendarFileName(event.title)}"`)
        .send(body);
    },
  );

  // Anyone may write (logged in or not); the host's address never leaves the server.
  app.post(
    '/events/:id/contact',
    {
      schema: {
        tags,
        summary: "Mail a message to a published event's host (Reply-To the sender)",
        params: IdParamSchema,
        body: EventContactSchema,
        response: { 200: successSchema(z.null()) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      await contactOrganiser(app.deps, request.params.id, request.body, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/events',
    {
      schema: {
        tags,
        summary: 'Create an event (a draft unless status is published)',
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
        summary:
          'Edit an event (hosts: own events; categories and prices locked once anyone registered)',
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
