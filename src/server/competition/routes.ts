import type { ServerResponse } from 'node:http';
import { API_ROUTES } from '../../shared/href';
import * as contract from '../../shared/api/competition';
import * as publicContract from '../../shared/api/results';
import { IdParamSchema } from '../../shared/api/schemas/common';
import { actorOf } from '../auth/access';
import { assertRunsGate } from '../gate/service';
import { ok } from '../platform/http/envelope';
import { route } from '../platform/http/route';
import type { App } from '../platform/http/types';
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
  // The hub hands every viewer the same body: its event is encoded once and the same bytes
  // written to each (a string each costs 1,000 encodings of the whole results per update).
  let frame: { body: string; bytes: Buffer } | undefined;
  const frameOf = (body: string) => {
    if (frame?.body !== body) {
      frame = { body, bytes: Buffer.from(`event: results\ndata: ${body}\n\n`) };
    }
    return frame.bytes;
  };
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
    API_ROUTES.resultsStream,
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
      const res = reply.raw;
      let open = false;
      let last = '';
      const send = (body: string) => res.write(frameOf(body));
      // The first results come from the hub: one read however many viewers arrive together (a
      // read each would queue a thousand on the pool). Answers 404 for a draft or an unknown
      // event before the stream opens.
      const stop = await hub.watch(request.params.id, (body) => {
        if (body === last) return;
        last = body;
        if (open) send(body);
      });
      reply.hijack();
      // A viewer who left while the results were read: its 'close' has been and gone.
      if (request.raw.socket.destroyed) return stop();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Tells nginx-like proxies not to buffer the stream.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: 2000\n\n`);
      open = true;
      send(last);
      streams.add(res);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      res.on('close', () => {
        clearInterval(heartbeat);
        streams.delete(res);
        stop();
      });
    },
  );
}
