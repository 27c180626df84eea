// Cold public reads against the floor (issue 31): random ids and cursors over every seeded event,
// the Matchday server with its public memory off beside a bare node:http + pg server sending the
// same SQL (bench/floor.ts), drawn event pages and a crawler. Run by `npm run bench` and alone by
// `npm run bench:cold`. Figures beside the issue's targets, not assertions.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { composeEvents, eventDocumentsFrom, pageChangesAt } from '../src/server/events/read-model';
import { openDatabase } from '../src/server/platform/db/client';
import { events } from '../src/server/platform/db/schema';
import { pageSource } from '../src/server/platform/http/page-store';
import { EventListQuerySchema } from '../src/shared/events/list-query';
import serverNodeFlags from '../scripts/server-node-flags.json';
import { cpuProfileArgs } from './profile';

const COLD_START = '<!-- cold-floor:start -->';
const COLD_END = '<!-- cold-floor:end -->';

/**
 * One measured row, as bench/run.ts's `load` returns it, with the CPU time per answered request
 * (µs) of the server measured and of the load generator (this process).
 */
type Figures = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Requests answered over all the row's runs. */
  requests: number;
  cpu?: { server: number; client: number };
};
/** A row: `repeats` runs of `opts`, each figure the median of theirs (bench/run.ts's `load`). */
type Measure = (
  size: number,
  name: string,
  opts: autocannon.Options,
  repeats?: number,
) => Promise<Figures>;

/** A process's user and system CPU time so far, in µs (Linux: /proc/<pid>/stat, in ticks). */
function processCpuUs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis start at the third: utime is the 14th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

/**
 * `measure` with the CPU each request cost the server it went to (by its address) and the load
 * generator beside it: on two shared cores the generator's parsing of a large answer can limit a
 * row's rate before the server does, and these figures tell the two apart.
 */
export function withCpu(measure: Measure, pids: Record<string, number>): Measure {
  return async (size, name, opts, repeats) => {
    const pid = pids[String(opts.url)];
    if (pid === undefined) return measure(size, name, opts, repeats);
    const [server0, client0] = [processCpuUs(pid), process.cpuUsage()];
    const from = process.hrtime.bigint();
    const figures = await measure(size, name, opts, repeats);
    // A profile's timestamps are the same monotonic clock, in µs: the row's slice of it.
    if (process.env.BENCH_CPU_PROF)
      console.log(
        `  profile of pid ${pid}: ${from / 1000n} to ${process.hrtime.bigint() / 1000n} µs`,
      );
    const requests = Math.max(1, figures.requests);
    const client = process.cpuUsage(client0);
    return {
      ...figures,
      cpu: {
        server: Math.round((processCpuUs(pid) - server0) / requests),
        client: Math.round((client.user + client.system) / requests),
      },
    };
  };
}

/** The servers one size is measured on: Matchday as deployed, Matchday memory off, the floor. */
/** The servers' addresses, and the deployed one's page files (decision 068). */
type Bases = { warm: string; cold: string; floor: string; warmFiles: string };

export type ColdRun = {
  size: number;
  byId: Figures;
  floorById: Figures;
  list: Figures;
  floorList: Figures;
  pages: Figures;
  /** The crawler at its few connections, and the floor's row read at as many. */
  crawler: Figures;
  floorByIdFew: Figures;
  /** The crawler's walk at the floor's concurrency: what a walk costs the server at capacity. */
  crawlerFull: Figures;
  /** The floor's read of the stored page itself (same SQL, sent as stored), as the crawler. */
  floorPagesFew: Figures;
  floorPages: Figures;
  /** The list page over its searches, each drawn once ahead; a first visit's ms (a drawing). */
  listPages: Figures;
  listPageDrawMs: number;
  searches: number;
  /** Pages stored ahead of the crawler (`storedAhead`). */
  storedForCrawler: number;
  /** The deployed server's page files once copied: how many, and the seconds after the last stored. */
  filesCopied: { held: number; seconds: number };
  /** A signed-in participant's own registrations, and the floor's same statements. */
  own: Figures;
  floorOwn: Figures;
  /** The drawing job on the stored-pages sample: pages stored and the seconds it took. */
  drawing: { pages: number; seconds: number };
  /** The machine's 1-minute load average before and after this size's rows (others' work too). */
  load: [number, number];
};

/** Issue 31's figure for cold list pages when it was filed (the target is 3× it). */
const LIST_TODAY = 709;
/** Participants signed in for the own-registrations rows, a session each, one per request. */
const SIGNED_IN = 20;
const CRAWLER_CONNECTIONS = 8;

/** The floor as a child process of its own, ready when it answers. */
export async function startFloor(port: number, dbUrl: string): Promise<ChildProcess> {
  const root = path.resolve(import.meta.dirname, '..');
  const child = spawn(
    process.execPath,
    // The server's V8 settings too: the floor is the same read on a bare server, deployed alike.
    [...cpuProfileArgs(), ...serverNodeFlags, '--import', 'tsx', path.join(root, 'bench/floor.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORT: String(port), DATABASE_URL: dbUrl },
    },
  );
  return readyOrKilled(child, port, 'floor server', 20_000);
}

/** A started server once its /readyz answers; killed, and an error, if it does not in time. */
export async function readyOrKilled(
  child: ChildProcess,
  port: number,
  name: string,
  timeoutMs: number,
): Promise<ChildProcess> {
  for (const until = Date.now() + timeoutMs; Date.now() < until;) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`${name} did not become ready`);
}

/** Every request a different path, drawn by `path` when autocannon sends it. */
const varied = (base: string, next: () => string, headers: Record<string, string> = {}) => ({
  url: base,
  headers,
  requests: [{ method: 'GET' as const, setupRequest: (req: object) => ({ ...req, path: next() }) }],
});

/**
 * How many runs make a row (BENCH_REPEATS): on two shared cores, rows a few minutes apart moved by
 * a third between runs of the same build (the crawler over 100,000 events at 3,000 to 5,000 pages
 * a second in consecutive runs), and the growth table compares rows minutes apart.
 */
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);

/**
 * Two unrecorded seconds first, so no read is measured while its code is still being compiled;
 * then the row's runs, each figure the median of theirs.
 */
const warmedUp =
  (measure: Measure): Measure =>
  async (size, name, opts) => {
    await autocannon({ connections: 50, ...opts, duration: 2 });
    return measure(size, name, opts, REPEATS);
  };

// How many event pages the stored-pages row draws first (a drawing is ~25 ms of CPU).
const STORED_SAMPLE = 1000;

/**
 * Makes the events' pages due and waits for the servers' drawing job (issue 31) to draw them in
 * every language; its rate is read from the pages' `stored_at`.
 */
async function drawnAhead(dbUrl: string, ids: string[]): Promise<ColdRun['drawing']> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO page_draws (event_id, due_at) SELECT unnest($1::text[]), '-infinity'
       ON CONFLICT (event_id) DO UPDATE
         SET due_at = '-infinity', version = nextval('page_versions'), claimed_until = NULL`,
      [ids],
    );
    const deadline = Date.now() + 20 * 60_000;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM page_draws WHERE event_id = ANY($1) AND due_at = '-infinity'`,
        [ids],
      );
      if (rows[0]!.n === 0) break;
      if (Date.now() > deadline) throw new Error(`the drawing job left ${rows[0]!.n} events due`);
      // A bench, not a test: the job runs in the servers, on its own schedule.
      await new Promise((r) => setTimeout(r, 1000));
    }
    const { rows } = await client.query<ColdRun['drawing']>(
      `SELECT count(*)::int AS pages,
         extract(epoch FROM max(stored_at) - min(stored_at))::float AS seconds
       FROM stored_pages WHERE event_id = ANY($1)`,
      [ids],
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

/**
 * Every event's English page stored as the drawing job stores it once it has gone round (a site
 * in use, where the crawler finds every page drawn): under the fingerprint of the event's JSON now
 * and of the build the servers' job recorded, current by its row (the event's change number, and
 * when time alone changes it, which is also when the job would draw it next), the bytes of one
 * page the job drew standing in for each (the job would take most of an hour to draw 100,000; its
 * rate is a row of its own, and serving costs the same for any page of that size). Pages the job drew are
 * kept. Returns how many were added.
 */
async function storedAhead(dbUrl: string, ids: string[]): Promise<number> {
  const database = await openDatabase({ url: dbUrl, poolSize: 2 });
  const { db } = database;
  try {
    const [{ build, br }] = (
      await database.raw(`SELECT (SELECT build FROM page_builds ORDER BY seen_at DESC LIMIT 1),
        (SELECT br FROM stored_pages WHERE language = 'en' LIMIT 1)`)
    ).rows as [{ build: string; br: Buffer }];
    const now = new Date();
    let added = 0;
    for (let at = 0; at < ids.length; at += 1_000) {
      const batch = ids.slice(at, at + 1_000);
      const rows = await eventDocumentsFrom(db, now).where(inArray(events.id, batch));
      const json = (await composeEvents(db, rows, now)).map((event) => event.json);
      await db.execute(sql`insert into page_draws (event_id, due_at)
        select drawn.id, coalesce(${pageChangesAt(sql`drawn.id`, now)}, 'infinity')
        from events drawn where drawn.id in ${batch} on conflict (event_id) do nothing`);
      // The job leaves an event due next when time alone changes its page: its page's `until`.
      const result = await database.raw(
        `INSERT INTO stored_pages (path, language, event_id, source, status, br, build, version, until)
         SELECT '/events/event-details/' || p.id, 'en', p.id, p.source, 200, $3, $4,
           (SELECT version FROM page_draws WHERE event_id = p.id),
           (SELECT nullif(due_at, 'infinity') FROM page_draws WHERE event_id = p.id)
         -- By its key, row by row (scalar subqueries are not made joins). The ids are the key's
         -- own type: compared as text, page_draws' character(24) key is cast and its index
         -- unused, one scan of the whole table per page (25 minutes for 99,000 pages).
         FROM unnest($1::character(24)[], $2::text[]) AS p(id, source)
         ON CONFLICT (path, language) DO NOTHING`,
        [rows.map((r) => r.id), json.map((j) => pageSource(build, 'en', j)), br, build],
      );
      added += (result as { rowCount?: number }).rowCount ?? 0;
    }
    return added;
  } finally {
    await database.close();
  }
}

/**
 * Waits until the deployed server's page files hold a page of every event and its copying has
 * stopped (two looks a second apart find as many), as a server in use holds them (decision 068):
 * it copies the pages stored since it last looked every few seconds.
 */
async function pageFilesCopied(dir: string, events: number) {
  const started = performance.now();
  let last = -1;
  for (;;) {
    const held = fs.readdirSync(dir).filter((name) => name.endsWith('.br')).length;
    if (held >= events && held === last) {
      const seconds = (performance.now() - started) / 1000;
      // Written to disk, as the kernel does within half a minute: the walk measures a site whose
      // pages were copied a while ago, not the kernel writing 600 MB of new files beside it.
      execFileSync('sync');
      return { held, seconds };
    }
    if (performance.now() - started > 600_000)
      throw new Error(`page files: ${held} of ${events} events' pages after 10 minutes`);
    last = held;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Sessions of the seed's first participants (bench/seed.ts), as their cookies. */
/**
 * The events list page's addresses: all events, each sport's and each city's (full pages at both
 * sizes, so the sizes compare equal work), soonest and newest first, in English and Hindi.
 */
async function listSearches(client: pg.Client): Promise<string[]> {
  const sports = (await client.query<{ id: string }>('SELECT id FROM sports ORDER BY id')).rows;
  const cities = (
    await client.query<{ city: string }>('SELECT DISTINCT city FROM events ORDER BY city')
  ).rows;
  const filters: Array<Record<string, string>> = [
    {},
    ...sports.map((sport) => ({ sports_id: sport.id })),
    ...cities.map(({ city }) => ({ city })),
  ];
  const searches: string[] = [];
  for (const lang of ['en', 'hi'])
    for (const sort of ['soonest', 'newest'])
      for (const filter of filters)
        searches.push(`/events?${new URLSearchParams({ ...filter, sort, lang })}`);
  return searches;
}

async function signIn(base: string, password: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 1; i <= SIGNED_IN; i++) {
    const res = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `player${i}@bench.test`, password }),
    });
    if (!res.ok) throw new Error(`login of player${i}@bench.test: ${res.status}`);
    cookies.push((res.headers.get('set-cookie') ?? '').split(';')[0]!);
  }
  return cookies;
}

/** Every request as another of the signed-in participants. */
const signedIn = (base: string, path: string, cookies: string[]) => ({
  url: base,
  requests: [
    {
      method: 'GET' as const,
      setupRequest: (req: autocannon.Request) => ({
        ...req,
        path,
        headers: { ...req.headers, cookie: cookies[Math.floor(Math.random() * cookies.length)]! },
      }),
    },
  ],
});

/** A list page's rows: the list's default limit. */
const LIST_PAGE = EventListQuerySchema.parse({}).limit;

/** The tables the cold reads touch, with their indexes. */
const READ_TABLES = [
  'events',
  'event_documents',
  'category_places',
  'page_draws',
  'participations',
  'tickets',
  'sessions',
  'users',
];

/**
 * The read tables in PostgreSQL's own cache before the rows (pg_prewarm, in PostgreSQL's
 * contrib): a database in use holds its hot tables there, and an 8-second row should not time
 * the first touch of a just-seeded table's pages (decision 054). "Cold" is the application's
 * memory, not the database's. Without the extension the rows run unwarmed, and say so.
 */
async function warmCache(client: pg.Client): Promise<void> {
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
  } catch (err) {
    console.log(`pg_prewarm is not available (${(err as Error).message}): rows run unwarmed`);
    return;
  }
  const { rows } = await client.query<{ blocks: number }>(
    `SELECT coalesce(sum(pg_prewarm(c.oid)), 0)::int AS blocks FROM pg_class c
      WHERE c.relname = ANY($1)
         OR c.oid IN (SELECT indexrelid FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
                       WHERE t.relname = ANY($1))`,
    [READ_TABLES],
  );
  console.log(`warmed ${rows[0]!.blocks} blocks of ${READ_TABLES.join(', ')} and their indexes`);
}

export async function theCold(
  size: number,
  dbUrl: string,
  bases: Bases,
  measure: Measure,
  password: string,
): Promise<ColdRun> {
  // Every published event's id, read once: random reads over the whole table, not a hot corner.
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  // The server made the seed's tickets and bibs as it started (backfillTickets), after the seed's
  // ANALYZE: analysed now, as autovacuum would within a minute, so no read runs on a plan made
  // for empty tables (one hashed every bib per dashboard read).
  await client.query('ANALYZE tickets, bibs');
  await warmCache(client);
  const { rows } = await client.query<{ id: string }>(
    `SELECT id FROM events WHERE status = 'published'`,
  );
  // A list's cursor from above the 21st listed event from the end, so every page is full: drawn
  // from every event, a fifth of the cursors at 1,000 events fell near the end and answered
  // pages of 16.8 rows on average against 21 at 100,000, and the growth compared unequal work.
  const { rows: bottom } = await client.query<{ id: string }>(
    `SELECT id FROM events WHERE status = 'published' AND ends_at > now()
      ORDER BY id LIMIT 1 OFFSET $1`,
    [LIST_PAGE],
  );
  // The list page's searches: by sport or city, two orders, two languages (76 addresses).
  const searches = await listSearches(client).finally(() => client.end());
  const ids = rows.map((r) => r.id);
  const listed = bottom[0] ? ids.filter((id) => id > bottom[0]!.id) : ids;
  const pick = (from: string[]) => from[Math.floor(Math.random() * from.length)]!;
  const randomId = () => pick(ids);
  const byIdPath = () => `/api/v1/events/${randomId()}`;
  const listPath = () => `/api/v1/events/?sort=newest&cursor=${pick(listed)}`;
  const pagePath = () => `/events/event-details/${randomId()}`;

  const loadBefore = os.loadavg()[0]!;
  const measureWarm = warmedUp(measure);
  const byId = await measureWarm(
    size,
    'GET /api/v1/events/:id (random ids, memory off)',
    varied(bases.cold, byIdPath),
  );
  const floorById = await measureWarm(
    size,
    'floor: GET /api/v1/events/:id (random ids)',
    varied(bases.floor, byIdPath),
  );
  const list = await measureWarm(
    size,
    'GET /api/v1/events/?cursor= (random pages, memory off)',
    varied(bases.cold, listPath),
  );
  const floorList = await measureWarm(
    size,
    'floor: GET /api/v1/events/?cursor= (random pages)',
    varied(bases.floor, listPath),
  );
  // A signed-in visitor's own registrations (their dashboard's read): no memory can serve it.
  const cookies = await signIn(bases.cold, password);
  const own = await measureWarm(
    size,
    `GET /api/v1/event/participate (signed in, ${SIGNED_IN} participants)`,
    signedIn(bases.cold, '/api/v1/event/participate', cookies),
  );
  const floorOwn = await measureWarm(
    size,
    `floor: GET /api/v1/event/participate (signed in, ${SIGNED_IN} participants)`,
    signedIn(bases.floor, '/api/v1/event/participate', cookies),
  );
  // The list page, drawn for everyone (decision 061): each search drawn once ahead, as visitors
  // leave them, then read again with the few seconds' memory off: drawn again only if its data
  // changed, which it does not here. The first visits' time is a drawing's.
  const listPagePath = () => pick(searches);
  const drawnAt = performance.now();
  for (const search of searches)
    await fetch(`${bases.cold}${search}`, { headers: { 'accept-encoding': 'br' } }).then((res) =>
      res.arrayBuffer(),
    );
  const listPageDrawMs = (performance.now() - drawnAt) / searches.length;
  const listPages = await measureWarm(
    size,
    `GET /events?sports_id= or ?city= (the list page, random over ${searches.length} searches drawn once, br, memory off)`,
    varied(bases.cold, listPagePath, { 'accept-encoding': 'br' }),
  );
  // Stored pages (issue 31): each event's pages are drawn by the drawing job when it changes,
  // then sent from the store. A sample is drawn so first, as the pages of a site in use are.
  const sample = ids.slice(0, STORED_SAMPLE);
  const drawing = await drawnAhead(dbUrl, sample);
  const storedPath = () =>
    `/events/event-details/${sample[Math.floor(Math.random() * sample.length)]!}`;
  const pages = await measureWarm(
    size,
    `GET /events/event-details/:id (stored, br, random over ${sample.length} pages the job drew, memory off)`,
    varied(bases.cold, storedPath, { 'accept-encoding': 'br' }),
  );
  // A search engine walking every event: few connections, each page once, as deployed (the
  // few-second memory on, which a walk over all events never hits), every page drawn.
  const storedForCrawler = await storedAhead(dbUrl, ids);
  const filesCopied = await pageFilesCopied(bases.warmFiles, ids.length);
  const crawl = {
    ...varied(bases.warm, pagePath, {
      'accept-encoding': 'gzip, deflate, br',
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    }),
  };
  const crawler = await measureWarm(
    size,
    `crawler: GET /events/event-details/:id (all events, ${CRAWLER_CONNECTIONS} connections)`,
    { ...crawl, connections: CRAWLER_CONNECTIONS },
  );
  // At 8 connections a rate is set by each request's round trips more than by the server's
  // work: the floor's row read at as many connections is what the crawler is compared with, and
  // the same walk at the floor's 50 what it costs at capacity.
  const floorByIdFew = await measureWarm(
    size,
    `floor: GET /api/v1/events/:id (random ids, ${CRAWLER_CONNECTIONS} connections)`,
    { ...varied(bases.floor, byIdPath), connections: CRAWLER_CONNECTIONS },
  );
  const crawlerFull = await measureWarm(
    size,
    'crawler: GET /events/event-details/:id (all events, 50 connections)',
    crawl,
  );
  // The floor of the crawler's own read: the stored page by the same SQL, sent as stored. A
  // page is 6 KB of brotli, twice that as hex from PostgreSQL, against the row read's 3 KB of
  // JSON; this says what of the gap is the bytes and what is the server.
  const floorCrawl = { ...crawl, url: bases.floor };
  const floorPagesFew = await measureWarm(
    size,
    `floor: GET /events/event-details/:id (all events, ${CRAWLER_CONNECTIONS} connections)`,
    { ...floorCrawl, connections: CRAWLER_CONNECTIONS },
  );
  const floorPages = await measureWarm(
    size,
    'floor: GET /events/event-details/:id (all events, 50 connections)',
    floorCrawl,
  );
  return {
    ...{ size, byId, floorById, list, floorList, pages, crawler, drawing, own, floorOwn },
    ...{ listPages, listPageDrawMs, searches: searches.length, filesCopied },
    ...{ floorByIdFew, crawlerFull, floorPagesFew, floorPages },
    storedForCrawler,
    load: [loadBefore, os.loadavg()[0]!],
  };
}

const n = (v: number) => v.toLocaleString('en');
const met = (ok: boolean) => (ok ? 'met' : '**not met**');
/** A p99 under `ms`, from a run that answered anything at all. */
const p99Under = (f: Figures, ms: number) => f.rps > 0 && f.p99 < ms;
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

/** CPU µs per request of the server and of the load generator, "server / generator". */
const cpu = (f: Figures) => (f.cpu ? `${n(f.cpu.server)} / ${n(f.cpu.client)}` : '—');
/** The server's CPU per request against the floor's by-id read's: what a page costs the server. */
const cpuRatio = (f: Figures, floor: Figures) =>
  f.cpu && floor.cpu && floor.cpu.server > 0
    ? `; server CPU ${(f.cpu.server / floor.cpu.server).toFixed(2)}× the floor's row read`
    : '';

function sizeTable(r: ColdRun): string {
  const floorRps = r.floorById.rps;
  const pageTarget = (f: Figures, floor = r.floorById, what = '') =>
    `≥ 0.8 × floor's \`/events/:id\`${what} (${n(Math.round(floor.rps * 0.8))}): ${met(f.rps >= floor.rps * 0.8)}; p99 < 50 ms: ${met(p99Under(f, 50))}`;
  const few = ` at ${CRAWLER_CONNECTIONS} connections`;
  const rows = [
    `| \`GET /api/v1/events/:id\`, random ids, memory off | ${n(r.byId.rps)} | ${r.byId.p99} | ${cpu(r.byId)} | ${n(floorRps)} | ${r.floorById.p99} | ${cpu(r.floorById)} | ${ratio(r.byId.rps, floorRps).toFixed(2)} | ≥ 0.80 × floor: ${met(r.byId.rps >= floorRps * 0.8)} |`,
    `| \`GET /api/v1/events/?sort=newest&cursor=\`, random cursors, memory off | ${n(r.list.rps)} | ${r.list.p99} | ${cpu(r.list)} | ${n(r.floorList.rps)} | ${r.floorList.p99} | ${cpu(r.floorList)} | ${ratio(r.list.rps, r.floorList.rps).toFixed(2)} | ≥ 3 × ${n(LIST_TODAY)} (the issue's figure) = ${n(3 * LIST_TODAY)}: ${met(r.list.rps >= 3 * LIST_TODAY)} |`,
    `| \`GET /events/event-details/:id\` (stored, br), random over ${n(Math.min(STORED_SAMPLE, r.size))} pages the drawing job drew, memory off | ${n(r.pages.rps)} | ${r.pages.p99} | ${cpu(r.pages)} | — | — | — | ${ratio(r.pages.rps, floorRps).toFixed(3)} of the floor's \`/events/:id\`${cpuRatio(r.pages, r.floorById)} | ${pageTarget(r.pages)} |`,
    `| crawler: \`GET /events/event-details/:id\` over all ${n(r.size)} events (every page stored; ${n(r.storedForCrawler)} stored ahead; ${n(r.filesCopied.held)} in the server's page files ${r.filesCopied.seconds.toFixed(0)} s after the last was stored), ${CRAWLER_CONNECTIONS} connections, memory on | ${n(r.crawler.rps)} | ${r.crawler.p99} | ${cpu(r.crawler)} | ${n(r.floorByIdFew.rps)} (\`/events/:id\`${few}) | ${r.floorByIdFew.p99} | ${cpu(r.floorByIdFew)} | ${ratio(r.crawler.rps, r.floorByIdFew.rps).toFixed(3)} of the floor's \`/events/:id\`${few}${cpuRatio(r.crawler, r.floorByIdFew)} | ${pageTarget(r.crawler, r.floorByIdFew, few)} |`,
    `| the same walk at 50 connections | ${n(r.crawlerFull.rps)} | ${r.crawlerFull.p99} | ${cpu(r.crawlerFull)} | — | — | — | ${ratio(r.crawlerFull.rps, floorRps).toFixed(3)} of the floor's \`/events/:id\`${cpuRatio(r.crawlerFull, r.floorById)} | ${pageTarget(r.crawlerFull)} |`,
    `| the floor of the crawler's own read: the stored page by the same SQL, sent as stored, ${CRAWLER_CONNECTIONS} connections | — | — | — | ${n(r.floorPagesFew.rps)} | ${r.floorPagesFew.p99} | ${cpu(r.floorPagesFew)} | the crawler: ${ratio(r.crawler.rps, r.floorPagesFew.rps).toFixed(3)} of it | — (no target: what the bytes cost) |`,
    `| the same at 50 connections | — | — | — | ${n(r.floorPages.rps)} | ${r.floorPages.p99} | ${cpu(r.floorPages)} | the crawler: ${ratio(r.crawlerFull.rps, r.floorPages.rps).toFixed(3)} of it | — |`,
  ];
  rows.splice(
    2,
    0,
    `| \`GET /events?sports_id=\` or \`?city=\` (the list page, drawn for everyone, br), random over ${n(r.searches)} searches (all, by sport, by city; 2 orders; 2 languages), each drawn once ahead, memory off | ${n(r.listPages.rps)} | ${r.listPages.p99} | ${cpu(r.listPages)} | — | — | — | ${ratio(r.listPages.rps, r.list.rps).toFixed(2)} of Matchday's list read; a first visit (its drawing) took ${r.listPageDrawMs.toFixed(1)} ms | lists likewise (decisions 061, 064): p99 < 50 ms: ${met(p99Under(r.listPages, 50))} |`,
    `| \`GET /api/v1/event/participate\`, signed in (${SIGNED_IN} participants' sessions) | ${n(r.own.rps)} | ${r.own.p99} | ${cpu(r.own)} | ${n(r.floorOwn.rps)} | ${r.floorOwn.p99} | ${cpu(r.floorOwn)} | ${ratio(r.own.rps, r.floorOwn.rps).toFixed(2)} | ≥ 0.80 × floor: ${met(r.own.rps >= r.floorOwn.rps * 0.8)} |`,
  );
  const rate = r.drawing.pages / Math.max(r.drawing.seconds, 0.001);
  rows.push(
    `| the drawing job: ${n(r.drawing.pages)} pages (${n(Math.min(STORED_SAMPLE, r.size))} events × 2 languages) drawn and stored in ${r.drawing.seconds.toFixed(1)} s, beside the idle servers | ${n(Math.round(rate))} pages/s | — | — | — | — | — | — | all ${n(r.size)} events' pages in about ${Math.ceil((r.size * 2) / rate / 60)} min |`,
  );
  const failed = [
    r.byId,
    r.floorById,
    r.list,
    r.floorList,
    r.listPages,
    r.own,
    r.floorOwn,
    r.pages,
    r.crawler,
    r.floorByIdFew,
    r.crawlerFull,
    r.floorPagesFew,
    r.floorPages,
  ].reduce((sum, f) => sum + f.errors + f.non2xx, 0);
  return `### ${n(r.size)} events (1-minute load average ${r.load[0].toFixed(1)} before these rows, ${r.load[1].toFixed(1)} after)

| read | Matchday req/s | p99 ms | CPU µs/req: server / generator | floor req/s | floor p99 ms | floor CPU µs/req | Matchday / floor | issue 31's target |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Errors and non-2xx answers over these rows: ${failed}.`;
}

/**
 * The issue's growth target is for every public read of Matchday's: the floor's rows (a bare
 * server's, for comparison) and the signed-in dashboard are shown without one.
 */
type GrowthRow = [
  string,
  keyof Omit<
    ColdRun,
    'size' | 'load' | 'drawing' | 'storedForCrawler' | 'listPageDrawMs' | 'searches' | 'filesCopied'
  >,
  ('floor' | 'signed in')?,
];

function growthTable(small: ColdRun, large: ColdRun): string {
  const reads: GrowthRow[] = [
    ['`GET /api/v1/events/:id`, memory off', 'byId'],
    ['floor: `GET /api/v1/events/:id`', 'floorById', 'floor'],
    ['`GET /api/v1/events/?cursor=`, memory off', 'list'],
    ['floor: `GET /api/v1/events/?cursor=`', 'floorList', 'floor'],
    ['`GET /events?…` (the list page), memory off', 'listPages'],
    ['`GET /api/v1/event/participate`, signed in', 'own', 'signed in'],
    ['floor: `GET /api/v1/event/participate`', 'floorOwn', 'floor'],
    ['`GET /events/event-details/:id`, memory off', 'pages'],
    ['crawler', 'crawler'],
    ['crawler at 50 connections', 'crawlerFull'],
    ["floor: the crawler's read", 'floorPagesFew', 'floor'],
  ];
  const rows = reads.map(([name, key, none]) => {
    const [a, b] = [small[key].p99, large[key].p99];
    const growth = b / Math.max(a, 0.01);
    const answered = small[key].rps > 0 && large[key].rps > 0;
    const target =
      none === 'floor'
        ? '— (a bare server, for comparison)'
        : none === 'signed in'
          ? '— (signed in, not a public read)'
          : `≤ 1.2×: ${met(answered && growth <= 1.2)}`;
    return `| ${name} | ${a} | ${b} | ${growth.toFixed(2)}× | ${target} |`;
  });
  return `### p99 growth from ${n(small.size)} to ${n(large.size)} events

| read | p99 ms at ${n(small.size)} | p99 ms at ${n(large.size)} | growth | issue 31's target (public reads) |
|---|---|---|---|---|
${rows.join('\n')}`;
}

/** The section of docs/BENCHMARKS.md, between its markers; `about`: how and where it was run. */
export function coldSection(runs: ColdRun[], about: string): string {
  const tables = [
    ...runs.map(sizeTable),
    ...(runs.length > 1 ? [growthTable(runs[0]!, runs.at(-1)!)] : []),
  ].join('\n\n');
  const targets = {
    met: tables.match(/: met\b/g)?.length ?? 0,
    all: tables.match(/: (met\b|\*\*not met\*\*)/g)?.length ?? 0,
  };
  const body =
    runs.length > 0
      ? `${about}

Random ids and cursors drawn from every seeded event for each request; the Matchday rows from a
server started with \`PUBLIC_CACHE_SECONDS=0\` (every request reaches PostgreSQL), the crawler's
from one as deployed. Public reads come from the read model (decision 049): the seed's rows went in
straight, so \`npm run read-model:rebuild\`'s work builds every document first, as after a
deployment. The floor (bench/floor.ts) is a bare \`node:http\` + \`pg\` server (a pool of 20, as
the Matchday server's) sending the very SQL Matchday sends for that read (now the stored
documents'), taken from the same Drizzle builders with \`.toSQL()\` and prepared by name, and
answering the rows with \`JSON.stringify\`; both run with the server's V8 settings
(\`${serverNodeFlags.join(' ')}\`, decision 065); for a signed-in participant's own registrations it
sends the statements Matchday sends for one visit of that session (the session, the dashboard's
registrations with the teams joined, the tickets), recorded from Matchday's own functions through
Drizzle's logger, each prepared by name, one visit after another; Matchday reads the visits that
come in together with one statement of each (decisions 058 and 067).
The seed compacts the documents' table after building it (\`VACUUM FULL\`, as autovacuum keeps a
table in use) and the tickets the server makes at start are analysed before the rows; the tables
the reads touch, with their indexes, are then read into PostgreSQL's cache (\`pg_prewarm\`). Each row
follows two unrecorded seconds of the same requests and is ${REPEATS === 1 ? 'one run' : `${REPEATS} runs of them, each figure (rate, p50, p99) the median of the runs' and the CPU per request over all of them: consecutive runs of one build moved by up to a third on these shared cores, and a growth compares rows minutes apart`}. The list page's row (the HTML page, not
the API) first visits each of its searches once (all events, each sport's, each city's, soonest
and newest first, in English and Hindi: full pages at both sizes), as
visitors leave them drawn; then, the few seconds' memory off, each visit sends the drawing the
server knows is current (decision 064: until it hears that an event or the sports catalogue
changed, or time changes the page), and one it does not know reads the list's data again through
the API and, that data unchanged, sends the drawing kept by it (decision 061): a first visit's
time is what every visit cost before. Visits to one address that arrive together
share one read and drawing, as they do in use. The stored-pages row makes ${n(STORED_SAMPLE)} events due and waits for the servers' drawing
job to draw their pages (as it does after each change; its rate is a row of its own), then reads
them as a server sends them: with no read while it knows which drawing is current (until it hears
the event change, decision 051), the bytes from its memory of them (\`PAGE_MEMORY_MB\`), else from
\`stored_pages\`. The crawler walks every event of a site in use, whose pages the job has
drawn: before its row every event's English page is stored as the job stores it (under the
fingerprint of the event's JSON and of the build the job recorded), the bytes of one page it drew
standing in for each, as drawing 100,000 events' pages takes the job the time its row gives.
Each server copies the pages current by their rows into files of its own machine every few seconds
and knows them current (decision 068): the row waits until the deployed server's files hold every
event's page (and the kernel has written them to disk, \`sync\`), and its walk then reads no
store, each page from a file the kernel's page cache holds (the server with its memory off keeps no
files, so its rows read the store as before).
A crawler keeps to ${CRAWLER_CONNECTIONS} connections, where a rate is set by each request's round trips (the
server's write to PostgreSQL and to the socket, each waking another process) more than by the
work: its row is compared with the floor's row read at as many connections, measured right
after it, and the same walk at the floor's 50 connections with the floor's 50-connection row.
The floor also reads the crawler's own read: the same statement for one address, the page sent
as stored. Matchday sends a statement for several ids or addresses when requests come in
together (decision 058); the floor asks it for one, as a bare server would.

"CPU µs/req" is the CPU time (user and system, from \`/proc\`) each answered request cost the
server measured and the load generator (autocannon, in this process, on the same two cores) while
the row ran. A row's rate is set by whichever runs out first: a stored page is 6 KB of brotli
(its styles are a stylesheet of their own, decision 057) against the floor's 3 KB of JSON, and
autocannon decodes every body to a string, so reading a page costs the generator more than the
floor's answer costs it; the server's own
cost per page is given against the floor's row read beside it.

${tables}

Targets met: ${targets.met} of ${targets.all}. On 2 shared cores a busy neighbour (a load average well above 2) lowers every
figure, and a p99 near the run's length means few requests finished at all: compare rows of one
run, and trust a "met" only from a quiet one.`
      : 'not run';
  return `${COLD_START}\n\n## Cold public reads against the floor (issue 31)\n\n${body}\n\n${COLD_END}`;
}

/** The section already in `doc`, replaced by `npm run bench:cold`. */
export function keptCold(doc: string): string {
  const start = doc.indexOf(COLD_START);
  const end = doc.indexOf(COLD_END);
  return start >= 0 && end > start ? doc.slice(start, end + COLD_END.length) : '';
}
