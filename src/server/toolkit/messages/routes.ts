import * as contract from '../../../shared/api/messages';
import { actorOf } from '../../auth/access';
import { ok } from '../../platform/http/envelope';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/http/types';
import { eventMessages, jobProgress, sendEventMessage, sendHostsMessage } from './service';

const tags = ['messages'];

/** Messages to an event's participants and an admin's to hosts, with their progress (issue 27). */
export async function messageRoutes(app: App) {
  await route(
    app,
    contract.sendEventMessage,
    {
      tags,
      summary:
        "Write to the event's participants (filtered by category and payment); a dry run only counts them. At most 3 per event in 24 hours (429).",
      access: ['Participants', 'edit'],
    },
    async (request, reply) => {
      const out = await sendEventMessage(
        app.deps,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(out.job_id ? 201 : 200).send(ok(out));
    },
  );

  await route(
    app,
    contract.eventMessages,
    {
      tags,
      summary: "The event's messages, newest first, with how far each has been sent",
      access: ['Participants', 'view'],
    },
    async (request) => ok(await eventMessages(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    contract.sendHostsMessage,
    {
      tags,
      summary:
        'Write to every host that is not suspended (admin); a dry run only counts them. At most 3 in 24 hours (429).',
      access: ['Users', 'edit'],
    },
    async (request, reply) => {
      const out = await sendHostsMessage(app.deps, actorOf(request), request.body);
      return reply.status(out.job_id ? 201 : 200).send(ok(out));
    },
  );

  await route(
    app,
    contract.jobProgress,
    {
      tags,
      summary: "A message's sending: how many of its recipients have been sent to",
      access: ['Participants', 'view'],
    },
    async (request) => ok(await jobProgress(app.deps, actorOf(request), request.params.id)),
  );
}
