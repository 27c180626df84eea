// The "floor" of issue 31: a bare node:http + pg server sending the very SQL Matchday sends for
// its public reads (taken from the same Drizzle builders with .toSQL(), never written by hand),
// and answering the rows as JSON. No framework, validation, shaping or memory: what a read costs
// at the least. Started by bench/run.ts as a child process (`node --import tsx bench/floor.ts`),
// so it shares no event loop with autocannon or the Matchday server; PORT and DATABASE_URL given.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { resolveSession } from '../src/server/auth/sessions';
import { buildDocumentList, listPlan } from '../src/server/events/list';
import { currentStoredPages, eventDocumentsByIds } from '../src/server/events/read-model';
import { ticketsOf } from '../src/server/gate/tickets';
import type { Deps } from '../src/server/platform/deps';
import * as schema from '../src/server/platform/db/schema';
import { listOwn } from '../src/server/registration/read';
import { OwnParticipationsQuerySchema } from '../src/shared/api/schemas/participations';
import { EventListQuerySchema } from '../src/shared/events/list-query';

// As many connections as the bench gives the Matchday server (DATABASE_POOL_SIZE).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const db = drizzle({ client: pool, schema });

// GET /api/v1/events/:id: the statement of getEventJson (src/server/events/service.ts), which
// reads the stored document (decision 049), asked for one id (Matchday's asks several when
// requests come in together, decision 058).
const byId = eventDocumentsByIds(db).toSQL();

// GET /events/event-details/:id: the statement of a visit to a stored page current by its row
// (readCurrentPage, src/server/events/read-model.ts), asked for one address in English, the page
// sent as stored (brotli). The build is the one the pages were stored under.
const pageSql = currentStoredPages(db).toSQL();
let storedBuild: Promise<string> | undefined;
const buildOfPages = () =>
  (storedBuild ??= pool
    .query<{ build: string }>('SELECT build FROM stored_pages WHERE build IS NOT NULL LIMIT 1')
    .then((result) => result.rows[0]?.build ?? ''));

// GET /api/v1/events/?sort=newest&cursor=<id>: the statement listEventsJson prepares for that
// shape (src/server/events/list.ts); only the cursor and `now` change between requests.
const listQuery = EventListQuerySchema.parse({ sort: 'newest', cursor: '0'.repeat(24) });
const list = listPlan(listQuery, false, new Date());
const listSql = buildDocumentList(db, list.shape).toSQL();

const ID = /^[0-9a-f]{24}$/;

// GET /api/v1/event/participate, signed in: the statements Matchday sends for one visit of a
// session (its lookup, the participant's registrations with the teams they joined, their tickets),
// recorded with their values from Matchday's own functions on a session's first request (Drizzle's
// logger), then sent as they are for each visit, each prepared by name.
type Statement = { text: string; params: unknown[] };
const OWN_LIMIT = OwnParticipationsQuerySchema.parse({}).limit;
const recordings = new Map<string, Promise<Statement[] | null>>();
function ownStatements(token: string): Promise<Statement[] | null> {
  let recording = recordings.get(token);
  if (!recording) {
    const log: Statement[] = [];
    const logger = { logQuery: (text: string, params: unknown[]) => log.push({ text, params }) };
    const recorder = drizzle({ client: pool, schema, logger });
    const deps = {
      db: recorder,
      registration: { tickets: (d: Deps['db'], ids: string[]) => ticketsOf(d, 'floor', ids) },
    } as unknown as Deps;
    recording = resolveSession(recorder, token, new Date()).then(async (found) => {
      if (!found) return null;
      await listOwn(deps, found.user, undefined, undefined, OWN_LIMIT);
      return log;
    });
    recordings.set(token, recording);
  }
  return recording;
}
const statementName = (text: string) =>
  `floor_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

// Dates, instants and intervals as the text PostgreSQL sends, as Drizzle's driver takes them
// (drizzle-orm/node-postgres/session.js): nothing parsed that JSON would only print again.
const AS_TEXT = new Set([
  pg.types.builtins.DATE,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.INTERVAL,
  1182, // date[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const types = {
  getTypeParser: (oid: number, format?: string) =>
    AS_TEXT.has(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format as 'text'),
} as pg.CustomTypesConfig;

/** Named statements, as Matchday's prepared ones: parsed once per pooled connection. */
async function rows(name: string, text: string, values: unknown[]) {
  return (await pool.query({ name, text, values, types })).rows;
}

function send(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
}

async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://floor');
  const one = /^\/api\/v1\/events\/([^/]+)$/.exec(url.pathname);
  if (one && ID.test(one[1]!)) {
    const values = fillPlaceholders(byId.params, { ids: [one[1]], now: new Date() });
    const [row] = await rows('floor_event_by_id', byId.sql, values);
    // A draft is not found, as in getEventJson.
    if (!row || row.status !== 'published') return send(res, 404, '{}');
    return send(res, 200, JSON.stringify(row));
  }
  const page = /^\/events\/event-details\/([0-9a-f]{24})$/.exec(url.pathname);
  if (page) {
    const values = fillPlaceholders(pageSql.params, {
      paths: [url.pathname],
      language: 'en',
      build: await buildOfPages(),
      now: new Date(),
      held: [],
    });
    const [row] = await rows('floor_stored_page', pageSql.sql, values);
    if (!row?.br) return send(res, 404, '{}');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' });
    return res.end(row.br);
  }
  const cursor = url.searchParams.get('cursor') ?? '';
  if (/^\/api\/v1\/events\/?$/.test(url.pathname) && ID.test(cursor)) {
    const values = fillPlaceholders(listSql.params, { ...list.values, cursor, now: new Date() });
    // One row more than a page is read to know whether another follows; the page is sent.
    const page = await rows('floor_events_list', listSql.sql, values);
    return send(res, 200, JSON.stringify(page.slice(0, listQuery.limit)));
  }
  if (url.pathname === '/api/v1/event/participate') {
    const token = /(?:^|;\s*)session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const statements = token ? await ownStatements(token) : null;
    if (!statements) return send(res, 401, '{}');
    const answers = [];
    for (const { text, params } of statements)
      answers.push(await rows(statementName(text), text, params));
    return send(res, 200, JSON.stringify(answers));
  }
  if (url.pathname === '/readyz') return send(res, 200, '{}');
  send(res, 404, '{}');
}

http
  .createServer((req, res) => {
    answer(req, res).catch(() => send(res, 500, '{}'));
  })
  .listen(Number(process.env.PORT), '127.0.0.1');

// Stopped by the bench with SIGTERM: exits as a program does, so a CPU profile (BENCH_CPU_PROF)
// is written.
process.on('SIGTERM', () => process.exit(0));
