import * as contract from '../../shared/api/events';
import { API_ROUTES } from '../../shared/href';
import * as manage from '../../shared/api/manage-events';
import { actorOf } from '../auth/access';
import { ok, page, sendJson } from '../platform/http/envelope';
import { IdParamSchema } from '../../shared/api/schemas/common';
import { route } from '../platform/http/route';
import type { App } from '../platform/http/types';
import { getEventCalendar } from './calendar';
import { contactOrganiser } from './contact';
import { closeRegistration, publishEvent, unpublishEvent } from './lifecycle';
import { createEvent, deleteEvent, getEventJson, getOwnEvent, updateEvent } from './service';
import { listEvents, listEventsJson } from './list';

const tags = ['events'];

export async function eventRoutes(app: App) {
  await route(
    app,
    contract.events,
    {
      tags,
      summary: 'Published events: search, filters and order (upcoming, soonest first by default)',
      description:
        'q matches words (as prefixes) in the title, venue and city; city is one city, any letter case; from/to (YYYY-MM-DD) keep events running on or after from and starting on or before to; fee=free has no entry fee in any category, fee=paid has one in at least one; open=true keeps events whose registration is open now; sort=soonest (default) or newest; finished events are left out unless include_past=true or status asks for them.',
      access: 'public',
      publicCache: true,
    },
    async (request, reply) => {
      const { json, etag } = await listEventsJson(app.deps, request.query);
      return sendJson(reply, json, etag);
    },
  );

  // Drafts included: never cached, never public. A host sees only its own events.
  await route(
    app,
    manage.managedEvents,
    {
      tags,
      summary: 'Events with drafts (hosts: own events; admins: all), newest first by default',
      access: ['Events', 'edit'],
    },
    async (request) => {
      const actor = actorOf(request);
      const query =
        actor.role === 'Admin' ? request.query : { ...request.query, host_id: actor.id };
      const { items, next } = await listEvents(app.deps, query, true);
      return page(items, next);
    },
  );

  await route(
    app,
    manage.ownEvent,
    {
      tags,
      summary: 'An event, draft or not, for its host or an admin',
      access: ['Events', 'edit'],
    },
    async (request) => ok(await getOwnEvent(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    manage.publishEvent,
    {
      tags,
      summary: 'Publish a draft (its start date not in the past)',
      access: ['Events', 'edit'],
    },
    async (request) => ok(await publishEvent(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    manage.unpublishEvent,
    { tags, summary: 'Back to draft, while nobody has registered', access: ['Events', 'edit'] },
    async (request) => ok(await unpublishEvent(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    manage.closeRegistration,
    {
      tags,
      summary: 'Close registration now, so the draws can be made (issue 18)',
      access: ['Events', 'edit'],
    },
    async (request) => ok(await closeRegistration(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    contract.event,
    { tags, summary: 'A published event', access: 'public', publicCache: true },
    async (request, reply) => {
      const { json, etag } = await getEventJson(app.deps, request.params.id);
      return sendJson(reply, json, etag);
    },
  );

  // An iCalendar file, not a JSON envelope: registered by hand, outside the contract.
  // Not publicCache: the memory keeps a body and its type, not the attachment header.
  app.get(
    API_ROUTES.calendar,
    {
      schema: {
        tags,
        summary: 'A published event as an iCalendar (.ics) file',
        params: IdParamSchema,
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { body, fileName } = await getEventCalendar(app.deps, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body);
    },
  );

  // Anyone may write (logged in or not); the host's address never leaves the server.
  await route(
    app,
    contract.contactOrganiser,
    {
      tags,
      summary: "Mail a message to a published event's host (Reply-To the sender)",
      access: 'public',
    },
    async (request) => {
      await contactOrganiser(app.deps, request.params.id, request.body, request.ip);
      return ok(null);
    },
  );

  await route(
    app,
    manage.createEvent,
    {
      tags,
      summary: 'Create an event (a draft unless status is published)',
      access: ['Events', 'create'],
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createEvent(app.deps, actorOf(request), request.body))),
  );

  await route(
    app,
    manage.updateEvent,
    {
      tags,
      summary:
        'Edit an event (hosts: own events; categories and prices locked once anyone registered)',
      access: ['Events', 'edit'],
    },
    async (request) =>
      ok(await updateEvent(app.deps, actorOf(request), request.params.id, request.body)),
  );

  await route(
    app,
    manage.deleteEvent,
    { tags, summary: 'Delete an event nobody has registered for', access: ['Events', 'delete'] },
    async (request) => {
      await deleteEvent(app.deps, actorOf(request), request.params.id);
      return ok(null);
    },
  );
}
