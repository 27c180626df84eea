import type { ServerResponse } from 'node:http';
import * as contract from '../../shared/api/competition';
import * as publicContract from '../../shared/api/results';
import { IdParamSchema } from '../../shared/api/schemas/common';
import { actorOf } from '../auth/access';
import { assertRunsGate } from '../checkin/service';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import type { App } from '../http/types';
import { drawCandidates, getDraw, makeDraw } from './draw';
import { createResultsHub, RESULTS_CHANNEL } from './live';
import { publicResults } from './public-results';
import { enterResult, setCourt } from './results';

const tags = ['competition'];

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;

/** The competition (issue 18): draws, results, courts, and the public results, live. */
export async function competitionRoutes(app: App) {
  await route(
    app,
    contract.makeDraw,
    {
      tags,
      summary: 'Draw a category (registration closed); redone until the first result',
      access: ['Events', 'edit'],
    },
    async (request, reply) => {
      const { id, categoryId } = request.params;
      const view = await makeDraw(app.deps, actorOf(request), id, categoryId, request.body);
      return reply.status(201).send(ok(view));
    },
  );

  await route(
    app,
    contract.draw,
    { tags, summary: "A category's draw (its host, an admin, its gate staff)", access: 'user' },
    async (request) => {
      const { id, categoryId } = request.params;
      await assertRunsGate(app.deps.db, actorOf(request), id);
      return ok(await getDraw(app.deps, id, categoryId));
    },
  );

  await route(
    app,
    contract.drawCandidates,
    {
      tags,
      summary: 'Who a draw of this category would take now (paid, present, not out)',
      access: 'user',
    },
    async (request) => {
      const { id, categoryId } = request.params;
      await assertRunsGate(app.deps.db, actorOf(request), id);
      return ok(await drawCandidates(app.deps, id, categoryId));
    },
  );

  await route(
    app,
    contract.enterResult,
    {
      tags,
      summary: "Enter or correct a match's result; confirm: false previews a correction",
      access: 'user',
    },
    async (request) =>
      ok(await enterResult(app.deps, actorOf(request), request.params.id, request.body)),
  );

  await route(
    app,
    contract.setCourt,
    { tags, summary: 'The court or mat a match is played on', access: 'user' },
    async (request) =>
      ok(await setCourt(app.deps, actorOf(request), request.params.id, request.body.court)),
  );

  await route(
    app,
    publicContract.results,
    { tags, summary: "A published event's results", access: 'public', publicCache: true },
    async (request) => ok(await publicResults(app.deps.db, request.params.id)),
  );

  // Server-Sent Events: registered by hand (a stream, not an envelope).
  const hub = createResultsHub(
    async (eventId) => JSON.stringify(await publicResults(app.deps.db, eventId)),
    app.log,
  );
  const streams = new Set<ServerResponse>();
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(RESULTS_CHANNEL, (payload) => hub.changed(payload));
  });
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
  });

  app.get(
    '/events/:id/results/stream',
    {
      schema: {
        tags,
        summary: "A published event's results, live: an event `results` with each change",
        params: IdParamSchema,
        produces: ['text/event-stream'],
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      // Answers 404 for a draft or an unknown event before the stream opens.
      const first = JSON.stringify(await publicResults(app.deps.db, request.params.id));
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Tells nginx-like proxies not to buffer the stream.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: 2000\n\n`);
      const send = (body: string) => res.write(`event: results\ndata: ${body}\n\n`);
      streams.add(res);
      let last = first;
      send(first);
      let stop = () => {};
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      res.on('close', () => {
        clearInterval(heartbeat);
        streams.delete(res);
        stop();
      });
      try {
        stop = await hub.watch(
          request.params.id,
          (body) => {
            if (body !== last) send((last = body));
          },
          first,
        );
      } catch (error) {
        request.log.warn({ err: error }, 'live results: could not watch');
        res.end();
        return;
      }
      // A viewer gone while the watch started: let it go at once.
      if (res.destroyed || res.writableEnded) stop();
    },
  );
}
