// `npm run bench`: seeds PostgreSQL at 1,000 and 100,000 events, drives the production server
// with autocannon, prints requests/s and latency per endpoint against the /healthz ceiling, and
// writes docs/BENCHMARKS.md. Figures, not assertions. One scenario alone: --rush, --gate, --live,
// --draws (big draws: no build, the server runs in this process), --export, --cold (cold public
// reads against the floor, issue 31).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import * as prettier from 'prettier';
import { openDatabase } from '../src/server/platform/db/client';
import { runMigrations } from '../src/server/platform/db/migrate';
import { startPrivatePostgres } from '../src/server/test/private-postgres';
import {
  coldSection,
  keptCold,
  readyOrKilled,
  startFloor,
  theCold,
  withCpu,
  type ColdRun,
} from './cold';
import { drawsSection, keptDraws, theDraws, type DrawsRun } from './draws';
import { exportSection, keptExport, theExport, type ExportRun } from './export';
import { gateReport, gateSection, keptGate, theGate, type GateRun } from './gate';
import { keptLive, liveSection, theLive, type LiveRun } from './live';
import { keptRush, rushSection, theRush, type Rush } from './rush';
import serverNodeFlags from '../scripts/server-node-flags.json';
import { cpuProfileArgs } from './profile';
import { keptSearchPlans } from './search-plans';
import { seedBench } from './seed';
import { percentile } from './stats';

const ROOT = path.resolve(import.meta.dirname, '..');
/**
 * BENCH_SHARED_BUFFERS=4GB: a PostgreSQL cluster of the bench's own with that much shared cache,
 * for a database sized for its data (Debian's default of 128 MB holds neither the events nor
 * their documents at 100,000 events). Removed when the bench ends.
 */
const ownPostgres = process.env.BENCH_SHARED_BUFFERS
  ? startPrivatePostgres(await freePort(), { shared_buffers: process.env.BENCH_SHARED_BUFFERS })
  : null;
if (ownPostgres) process.on('exit', () => ownPostgres.destroy());
const SERVER_URL =
  ownPostgres?.url ??
  process.env.BENCH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'matchday_bench';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const withDb = (url: string, db: string) =>
  Object.assign(new URL(url), { pathname: `/${db}` }).toString();
const dbUrl = withDb(SERVER_URL, DB);
// One secret for every server of a run: the gate signs its tickets' tokens with it.
const SESSION_SECRET = randomBytes(32).toString('hex');

type Row = {
  size: number;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Requests answered over all the row's runs. */
  requests: number;
};
const results: Row[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** A folder for a server's page files (decision 068) the benchmark can look into. */
const pageFilesDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-bench-pages-'));

async function startServer(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...cpuProfileArgs(), ...serverNodeFlags, path.join(ROOT, 'dist/server/main.js')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: dbUrl,
        DATABASE_POOL_SIZE: '20',
        SESSION_SECRET,
        // Production names its payment provider; the benchmark pays with the built-in test one.
        PAYMENT_PROVIDER: 'test',
        RAZORPAY_KEY_ID: '',
        RAZORPAY_KEY_SECRET: '',
        RAZORPAY_WEBHOOK_SECRET: '',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-bench-')),
        // Login is measured against argon2's cost, not against the limiter.
        RATE_LIMIT_MULTIPLIER: '1000',
        ...env,
      },
    },
  );
  // A minute: at 100,000 events on a busy machine the start takes longer than the usual seconds.
  return readyOrKilled(child, port, 'server', 60_000);
}

/**
 * One row: `repeats` runs of the same requests, each figure the median of the runs' (a burst of a
 * neighbour on the shared cores moves one run, not the median), errors counted over all.
 */
async function load(
  size: number,
  name: string,
  opts: autocannon.Options,
  repeats = 1,
): Promise<Row> {
  const runs: autocannon.Result[] = [];
  for (let i = 0; i < repeats; i++)
    runs.push(await autocannon({ duration: SECONDS, connections: 50, ...opts }));
  const of = (figure: (r: autocannon.Result) => number) => percentile(runs.map(figure), 50);
  const row = {
    size,
    name,
    rps: Math.round(of((r) => r.requests.average)),
    p50: of((r) => r.latency.p50),
    p99: of((r) => r.latency.p99),
    errors: runs.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    requests: runs.reduce((sum, r) => sum + r.requests.total, 0),
  };
  results.push(row);
  console.log(
    `${String(size).padStart(6)}  ${name.padEnd(44)} ${String(row.rps).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}  non-2xx ${row.non2xx}`,
  );
  return row;
}

/** Sessions inserted directly (the token's SHA-256 is what the server stores). */
async function sessionsFor(client: pg.Client, userIds: string[]): Promise<string[]> {
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  const values = userIds.map(
    (_, i) =>
      `(lpad(to_hex(${9_000_000 + i}), 24, '0'), '${createHash('sha256').update(tokens[i]!).digest('hex')}', '${userIds[i]}', now() + interval '1 day')`,
  );
  await client.query(`DELETE FROM sessions`);
  await client.query(
    `INSERT INTO sessions (id, token_hash, user_id, expires_at) VALUES ${values.join(',')}`,
  );
  return tokens;
}

async function registrationBurst(base: string, client: pg.Client, size: number) {
  const { rows: people } = await client.query<{ id: string }>(
    `SELECT id FROM users WHERE role = 'Participant' ORDER BY id LIMIT 200`,
  );
  const { rows: open } = await client.query<{ event_id: string; category_id: string }>(
    `SELECT ec.event_id, ec.category_id FROM event_categories ec JOIN events e ON e.id = ec.event_id
     WHERE e.registration_opens_at <= now() AND e.registration_closes_at > now()
       AND NOT EXISTS (SELECT 1 FROM participations p WHERE p.event_id = ec.event_id AND p.category_id = ec.category_id)
     LIMIT 40`,
  );
  const tokens = await sessionsFor(
    client,
    people.map((p) => p.id),
  );
  const jobs = people.flatMap((_, i) =>
    open.map((o) => ({ cookie: `session=${tokens[i]}`, ...o })),
  );
  const target = Math.min(jobs.length, 1500);
  let next = 0;
  let done = 0;
  let failed = 0;
  const started = Date.now();
  const post = (url: string, cookie: string, body: unknown) =>
    fetch(`${base}/api/v1${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    }).then(async (r) => ({
      status: r.status,
      json: (await r.json()) as { data: Record<string, unknown> },
    }));
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < target && Date.now() - started < 60_000) {
        const job = jobs[next++]!;
        const reg = await post('/event/participate', job.cookie, {
          event_id: job.event_id,
          category_id: job.category_id,
        });
        if (reg.status !== 201) {
          failed++;
          continue;
        }
        const signed = await post('/payments/test/complete', job.cookie, {
          order_id: reg.json.data.order_id,
          outcome: 'paid',
        });
        const verify = await post('/payments/verify', job.cookie, signed.json.data);
        if (verify.status === 200) done++;
        else failed++;
      }
    }),
  );
  const perMinute = Math.round((done / ((Date.now() - started) / 1000)) * 60);
  console.log(
    `${String(size).padStart(6)}  registration burst (participate + pay + verify)  ${done} paid, ${failed} failed, ${perMinute} paid registrations/minute`,
  );
  return { done, failed, perMinute };
}

async function explainLists(client: pg.Client) {
  const { rows: s } = await client.query<{ id: string }>('SELECT id FROM sports LIMIT 1');
  const { rows: mid } = await client.query<{ id: string }>(
    'SELECT id FROM events ORDER BY id OFFSET (SELECT count(*) / 2 FROM events) LIMIT 1',
  );
  const queries: Record<string, string> = {
    'events, newest first': 'SELECT id FROM events ORDER BY id DESC LIMIT 21',
    'events by sport': `SELECT id FROM events WHERE sports_id = '${s[0]!.id}' ORDER BY id DESC LIMIT 21`,
    'events, deep page (cursor)': `SELECT id FROM events WHERE id < '${mid[0]!.id}' ORDER BY id DESC LIMIT 21`,
    // Ids as quoted literals (char(24), like the app's parameters): an lpad() text expression
    // would cast the column to text and hide its index.
    'events by host': `SELECT id FROM events WHERE host_id = '${'7'.padStart(24, '0')}' ORDER BY id DESC LIMIT 21`,
    "a participant's registrations": `SELECT id FROM participations WHERE participant_id = '${(100001).toString(16).padStart(24, '0')}' ORDER BY id LIMIT 51`,
  };
  const lines: string[] = [];
  for (const [name, q] of Object.entries(queries)) {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${q}`,
    );
    const plan = rows.map((r) => r['QUERY PLAN']).join(' | ');
    const usesIndex = /Index( Only)? Scan/.test(plan);
    const scan = rows.find((r) => /Scan/.test(r['QUERY PLAN']))?.['QUERY PLAN'].trim() ?? plan;
    const removed = /Rows Removed by Filter: (\d+)/.exec(plan)?.[1] ?? '0';
    lines.push(`| ${name} | ${usesIndex ? 'index' : '**no index**'} | \`${scan}\` | ${removed} |`);
  }
  return lines;
}

/** Writes docs/BENCHMARKS.md formatted as `npm run lint` expects. */
async function writeDoc(file: string, md: string) {
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  fs.writeFileSync(file, await prettier.format(md, options));
}

/**
 * `npm run bench:rush`, `bench:gate` and `bench:live`: one scenario, its section of
 * docs/BENCHMARKS.md replaced. `measure` is given the server's process too (its CPU and memory).
 */
async function sectionOnly(
  name: string,
  kept: (doc: string) => string,
  measure: (base: string, server: ChildProcess) => Promise<string>,
  env: Record<string, string> = {},
) {
  const port = await freePort();
  const server = await startServer(port, env);
  try {
    const section = await measure(`http://127.0.0.1:${port}`, server);
    const file = path.join(ROOT, 'docs/BENCHMARKS.md');
    const doc = fs.readFileSync(file, 'utf8');
    const old = kept(doc);
    const next = old ? doc.replace(old, section) : `${doc.trimEnd()}\n\n${section}\n`;
    await writeDoc(file, next);
    console.log(`\nwritten to docs/BENCHMARKS.md (${name})`);
  } finally {
    server.kill('SIGTERM');
  }
}

const rushOnly = () =>
  sectionOnly('the rush', keptRush, async (base) => {
    const rush = await theRush(base, dbUrl);
    console.log(rush);
    return rushSection(rush);
  });

/** The machine a scenario ran on, as its section says; `clients`: who ran in the benchmark's process. */
async function machine(clients = 'the two phones', build = 'the production build') {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const {
    rows: [v],
  } = await client.query<{ server_version: string }>('SHOW server_version');
  // Whether a table fits PostgreSQL's own cache decides how reads grow with the data (issue 31).
  const {
    rows: [buffers],
  } = await client.query<{ shared_buffers: string }>('SHOW shared_buffers');
  await client.end();
  return `Made on ${new Date().toISOString().slice(0, 10)}: \`nproc\` ${os.availableParallelism()} (${os.cpus()[0]?.model}, shared with other work, so the figures are noisy), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${v!.server_version} (\`shared_buffers\` ${buffers!.shared_buffers}${ownPostgres ? ", a cluster of the bench's own: `BENCH_SHARED_BUFFERS`" : ''}) on the same machine, ${build}, ${clients} in the benchmark's process.`;
}

async function measureGate(base: string): Promise<GateRun> {
  const gate = await theGate(base, dbUrl, SESSION_SECRET);
  console.log(gateReport(gate));
  return gate;
}

const gateOnly = () =>
  sectionOnly('the gate', keptGate, async (base) =>
    gateSection(await measureGate(base), await machine()),
  );

/**
 * Live results: 1,000 viewers of one event's stream while its host enters results. On a server
 * of its own laid out as in production (compose.yaml: the replicas leave the jobs to the worker
 * service), so the database's transaction count is the results' and the viewers', not the job
 * worker's polling.
 */
const LIVE_ENV = { JOBS_IN_PROCESS: 'false' };
const LIVE_CLIENTS = 'the viewers and the host';
const measureLive = (base: string, server: ChildProcess): Promise<LiveRun> =>
  theLive({ base, dbUrl, statsUrl: SERVER_URL, database: DB, pid: server.pid! });

const liveOnly = () =>
  sectionOnly(
    'live results',
    keptLive,
    async (base, server) =>
      liveSection(await measureLive(base, server), await machine(LIVE_CLIENTS)),
    LIVE_ENV,
  );

/** Exports (issue 27): events of 10,000 and 100,000 registrations downloaded as CSV and Excel. */
const EXPORT_CLIENTS = 'the downloads';
const measureExport = (base: string, server: ChildProcess): Promise<ExportRun> =>
  theExport(base, dbUrl, server.pid!);

const exportOnly = () =>
  sectionOnly('exports', keptExport, async (base, server) =>
    exportSection(await measureExport(base, server), await machine(EXPORT_CLIENTS)),
  );

/**
 * Cold public reads against the floor (issue 31) at one size: a Matchday server with its public
 * memory off and the floor beside the one as deployed (`warm`, the crawler's).
 */
async function coldReads(
  size: number,
  warm: { base: string; pid: number; files: string },
  firstPage: boolean,
  password: string,
): Promise<ColdRun> {
  const coldPort = await freePort();
  // No page files (decision 068): its rows read the store or its memory, and no copy of 100,000
  // pages competes with the deployed server's while the crawler walks that one.
  const cold = await startServer(coldPort, { PUBLIC_CACHE_SECONDS: '0', PAGE_FILES_DIR: 'off' });
  const coldBase = `http://127.0.0.1:${coldPort}`;
  const floorPort = await freePort();
  let floor: ChildProcess | null = null;
  try {
    floor = await startFloor(floorPort, dbUrl);
    if (firstPage)
      await load(size, 'GET /api/v1/events/ (memory off)', { url: `${coldBase}/api/v1/events/` });
    const floorBase = `http://127.0.0.1:${floorPort}`;
    const bases = { warm: warm.base, cold: coldBase, floor: floorBase, warmFiles: warm.files };
    const pids = { [warm.base]: warm.pid, [coldBase]: cold.pid!, [floorBase]: floor.pid! };
    return await theCold(size, dbUrl, bases, withCpu(load, pids), password);
  } finally {
    cold.kill('SIGTERM');
    floor?.kill('SIGTERM');
  }
}

const COLD_CLIENTS = 'autocannon';
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
const coldAbout = async (before: string) =>
  `${await machine(COLD_CLIENTS)} ${SECONDS} s per run, 50 connections (the crawler: 8, and 50). Load average (1 / 5 / 15 min) ${before} before the run, ${loadAverage()} after it.`;

/** `npm run bench:cold`: seed, the servers and the floor, only the rows of issue 31. */
async function coldOnly() {
  const started = Date.now();
  const before = loadAverage();
  const runs: ColdRun[] = [];
  for (const size of SIZES) {
    const t0 = Date.now();
    const { password } = await seedBench(dbUrl, size);
    console.log(`seeded ${size} events in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const port = await freePort();
    const files = pageFilesDir();
    const server = await startServer(port, { PAGE_FILES_DIR: files });
    try {
      runs.push(
        await coldReads(
          size,
          { base: `http://127.0.0.1:${port}`, pid: server.pid!, files },
          false,
          password,
        ),
      );
    } finally {
      server.kill('SIGTERM');
      fs.rmSync(files, { recursive: true, force: true });
    }
  }
  const section = coldSection(runs, await coldAbout(before));
  console.log(`\n${section}`);
  const file = path.join(ROOT, 'docs/BENCHMARKS.md');
  const doc = fs.readFileSync(file, 'utf8');
  const old = keptCold(doc);
  await writeDoc(file, old ? doc.replace(old, section) : `${doc.trimEnd()}\n\n${section}\n`);
  console.log(
    `\nwritten to docs/BENCHMARKS.md (cold reads) in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

/** Big draws: the server runs in the benchmark's process (its event loop is what is measured). */
const DRAWS_MACHINE = ['the server', 'the source under tsx'] as const;

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB}`);
  await admin.end();
  const database = await openDatabase({ url: dbUrl, poolSize: 1 });
  await runMigrations(database, dbUrl);
  await database.close();
}

/** `npm run bench -- --draws`: no build needed (the server is built in this process). */
async function drawsOnly() {
  await freshDatabase();
  const section = drawsSection(
    await theDraws(dbUrl, SESSION_SECRET),
    await machine(...DRAWS_MACHINE),
  );
  const file = path.join(ROOT, 'docs/BENCHMARKS.md');
  const doc = fs.readFileSync(file, 'utf8');
  const old = keptDraws(doc);
  await writeDoc(file, old ? doc.replace(old, section) : `${doc.trimEnd()}\n\n${section}\n`);
  console.log('\nwritten to docs/BENCHMARKS.md (big draws)');
}

async function main() {
  if (process.argv.includes('--draws')) return drawsOnly();
  // Always the current code: the server bundle takes a second, the web app a few (the server
  // draws the public pages into the web app's index.html). BENCH_NO_BUILD=1 measures dist/ as it
  // is (a build just made, while src/ is being edited by someone else).
  if (!process.env.BENCH_NO_BUILD) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  await freshDatabase();
  if (process.argv.includes('--rush')) return rushOnly();
  if (process.argv.includes('--gate')) return gateOnly();
  if (process.argv.includes('--live')) return liveOnly();
  if (process.argv.includes('--export')) return exportOnly();
  if (process.argv.includes('--cold')) return coldOnly();
  const before = loadAverage();
  const coldRuns: ColdRun[] = [];
  let rush: Rush | null = null;
  let gate: GateRun | null = null;
  let live: LiveRun | null = null;
  let draws: DrawsRun | null = null;
  let exported: ExportRun | null = null;

  let explain: string[] = [];
  let burst: { done: number; failed: number; perMinute: number } | null = null;
  console.log(
    `Matchday benchmark: ${os.cpus().length} cores (${os.cpus()[0]?.model}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${SECONDS} s per run, 50 connections\n`,
  );
  for (const size of SIZES) {
    const t0 = Date.now();
    const { participantEmail, password } = await seedBench(dbUrl, size);
    console.log(`seeded ${size} events in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const port = await freePort();
    const serverFiles = pageFilesDir();
    const server = await startServer(port, { PAGE_FILES_DIR: serverFiles });
    const base = `http://127.0.0.1:${port}`;
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const login = await fetch(`${base}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: participantEmail, password }),
      });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
      const {
        rows: [sport],
      } = await client.query<{ id: string }>('SELECT id FROM sports LIMIT 1');
      const {
        rows: [mid],
      } = await client.query<{ id: string }>(
        'SELECT id FROM events ORDER BY id OFFSET (SELECT count(*) / 2 FROM events) LIMIT 1',
      );
      const {
        rows: [one],
      } = await client.query<{ id: string }>('SELECT id FROM events ORDER BY id DESC LIMIT 1');
      await load(size, 'GET /healthz (ceiling)', { url: `${base}/healthz` });
      await load(size, 'GET /api/v1/events/ (first page)', { url: `${base}/api/v1/events/` });
      await load(size, 'GET /api/v1/events/?sports_id=', {
        url: `${base}/api/v1/events/?sports_id=${sport!.id}`,
      });
      await load(size, 'GET /api/v1/events/?cursor= (deep page)', {
        url: `${base}/api/v1/events/?sort=newest&cursor=${mid!.id}`,
      });
      await load(size, 'GET /api/v1/events/:id', { url: `${base}/api/v1/events/${one!.id}` });
      // Drawn pages as a browser asks for them: brotli (100 KB of HTML otherwise).
      const browser = { 'accept-encoding': 'br' };
      await load(size, 'GET /events (page drawn by the server, br)', {
        url: `${base}/events`,
        headers: browser,
      });
      // Issue 14: an unknown parameter (a utm_ tag, a cache-buster loop) shares the plain page's
      // memory, so this row must match the one above.
      await load(size, 'GET /events?utm_source=<random> (drawn, br)', {
        url: base,
        headers: browser,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              path: `/events?utm_source=${Math.random().toString(36).slice(2)}`,
            }),
          },
        ],
      });
      await load(size, 'GET /api/v1/event/participate (session)', {
        url: `${base}/api/v1/event/participate`,
        headers: { cookie },
      });
      await load(size, 'POST /api/v1/login (argon2id)', {
        url: `${base}/api/v1/login`,
        method: 'POST',
        connections: 10,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: participantEmail, password }),
      });
      // The cold reads while the deployed server is up: the crawler walks it.
      coldRuns.push(
        await coldReads(size, { base, pid: server.pid!, files: serverFiles }, true, password),
      );
      if (size === SIZES[0]) burst = await registrationBurst(base, client, size);
      if (size === SIZES[0]) rush = await theRush(base, dbUrl);
      if (size === SIZES[0]) gate = await measureGate(base);
      if (size === SIZES.at(-1)) explain = await explainLists(client);
      server.kill('SIGTERM');
      fs.rmSync(serverFiles, { recursive: true, force: true });

      if (size === SIZES[0]) {
        const livePort = await freePort();
        const liveServer = await startServer(livePort, LIVE_ENV);
        try {
          live = await measureLive(`http://127.0.0.1:${livePort}`, liveServer);
        } finally {
          liveServer.kill('SIGTERM');
        }
        draws = await theDraws(dbUrl, SESSION_SECRET);
      }
    } finally {
      await client.end();
      server.kill('SIGTERM');
    }
  }

  // Exports last, on a server of their own: their 100,000 registrations stay out of the rows above.
  {
    const port = await freePort();
    const server = await startServer(port);
    try {
      exported = await measureExport(`http://127.0.0.1:${port}`, server);
    } finally {
      server.kill('SIGTERM');
    }
  }

  const ceiling = (size: number) =>
    results.find((r) => r.size === size && r.name.startsWith('GET /healthz'))!.rps;
  const table = results.map(
    (r) =>
      `| ${r.size.toLocaleString('en')} | ${r.name} | ${r.rps} | ${((r.rps / ceiling(r.size)) * 100).toFixed(0)}% | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} |`,
  );
  const [small, large] = [SIZES[0]!, SIZES.at(-1)!];
  const growth = results
    .filter((r) => r.size === small && r.name.includes('/events/'))
    .map((r) => {
      const big = results.find((x) => x.size === large && x.name === r.name)!;
      return `| ${r.name} | ${r.p50} / ${big.p50} | ${(big.p50 / Math.max(r.p50, 0.01)).toFixed(2)}x | ${r.p99} / ${big.p99} | ${(big.p99 / Math.max(r.p99, 0.01)).toFixed(2)}x |`;
    });
  const md = `# Benchmarks

Made by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${os.cpus()[0]?.model}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL on the same machine, the production build, autocannon in the same process tree (so load generator and server share the two cores). ${SECONDS} s per run, 50 connections (login: 10).

## Throughput and latency

| events | endpoint | req/s | of ceiling | p50 ms | p99 ms | errors |
|---|---|---|---|---|---|---|
${table.join('\n')}

## Cost growth from ${small.toLocaleString('en')} to ${large.toLocaleString('en')} events

| endpoint | p50 ms (small / large) | ratio | p99 ms (small / large) | ratio |
|---|---|---|---|---|
${growth.join('\n')}

${coldSection(coldRuns, await coldAbout(before))}

## Registration burst (${small.toLocaleString('en')} events)

${burst ? `${burst.done} paid registrations (participate, test checkout, verify) with ${burst.failed} failures: **${burst.perMinute} paid registrations per minute** from 20 concurrent clients.` : 'not run'}

${rushSection(rush)}

${gateSection(gate, await machine())}

${liveSection(live, await machine(LIVE_CLIENTS))}

${drawsSection(draws, await machine(...DRAWS_MACHINE))}

${exportSection(exported, await machine(EXPORT_CLIENTS))}

## Query plans at ${large.toLocaleString('en')} events (EXPLAIN)

| list query | uses | plan | rows read and skipped |
|---|---|---|---|
${explain.join('\n')}

A common filter value (one sport in six) is cheapest on the newest-first primary key, skipping the
other sports' rows until a page is full; a selective one (a host, a participant) goes straight to
its composite index. Either way a page reads a bounded number of rows, whatever the table's size.

## Public reads in memory

Event lists and pages and the sports list are kept in each server's memory for
\`PUBLIC_CACHE_SECONDS\` (5 s) with a weak ETag; a write through the server empties it. The first
rows above are therefore mostly served from memory (as a popular page is in production); the rows
marked *memory off* come from a server started with \`PUBLIC_CACHE_SECONDS=0\`, with random ids
and cursors, so every request is a PostgreSQL round trip.

`;
  // Formatted as `npm run lint` expects, so a fresh run never fails the prettier check. The
  // search plans are `npm run bench:search`'s section: kept as they are.
  const file = path.join(ROOT, 'docs/BENCHMARKS.md');
  const plans = fs.existsSync(file) ? keptSearchPlans(fs.readFileSync(file, 'utf8')) : '';
  await writeDoc(file, plans ? `${md}\n${plans}\n` : md);
  console.log('\nwritten to docs/BENCHMARKS.md');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
