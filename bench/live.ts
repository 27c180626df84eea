// "Live results" (issue 18: "1,000 viewers on one results page while results are entered"):
// 1,000 Server-Sent Events streams on one event's public results while its host enters 40
// results one a second, as from a phone. Each viewer notes when a body with a new `version`
// reaches it; the server's CPU and memory are read from /proc, its database work from
// pg_stat_database; the same results phase with 10 viewers shows what the viewers themselves
// cost. Run by `npm run bench` (and on its own by `npm run bench:live`). Figures, not assertions.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import type { DrawView, MatchUpdate } from '../src/shared/competition/schemas';
import { openDatabase } from '../src/server/platform/db/client';
import { ledgerEntries, participations } from '../src/server/platform/db/schema';
import { makeCategory, makeEvent, makeSport, makeUser } from '../src/server/seed/factories';
import { ms } from './stats';

export const LIVE_START = '<!-- live:start -->';
export const LIVE_END = '<!-- live:end -->';

const ENTRANTS = 64;
const CLUBS = 8;
const RESULTS = 40;
const EVERY_MS = 1_000;
/** An update a viewer has not seen this long after its PUT started counts as missed. */
const MISSED_MS = 5_000;
const IDLE_MS = 10_000;
/**
 * PostgreSQL (15+) writes a backend's counters to pg_stat_database when it goes idle, but at
 * most once a second, otherwise within 10 s: the database figures are read after this long.
 */
const STATS_FLUSH_MS = 11_000;
/** The two runs: the scenario, and the same results with few viewers. */
const VIEWER_COUNTS = [1_000, 10];

export type LivePhase = {
  viewers: number;
  /** Streams that answered something else than 200, failed or ended early. */
  failed: number;
  /** From the first connection opened until every viewer had the first results. */
  firstSeconds: number;
  results: number;
  latencyP50: number;
  latencyP99: number;
  latencyMax: number;
  /** Viewer × update pairs with no new version within MISSED_MS, and updates missed by anyone. */
  missed: number;
  updatesMissed: number;
  /** Per viewer: how many new versions it saw after the first (fewer than the results when the
   * server coalesced results entered close together into one body). */
  versionsMin: number;
  versionsMax: number;
  /** Every viewer ended on the same version. */
  agreed: boolean;
  putP50: number;
  putP99: number;
  bodyKb: number;
  cpuResults: number;
  cpuIdle: number;
  /** The benchmark's own process (the 1,000 viewers) over the results phase, % of one core. */
  benchCpu: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  rssClosedMb: number;
  fdsBefore: number;
  fdsWith: number;
  fdsClosed: number;
  xactPerResult: number;
  /** Transactions a second while idle (none expected), and per result without them. */
  backgroundPerSecond: number;
  xactPerResultNet: number;
};

export type LiveRun = { load: number; entrants: number; phases: LivePhase[] };

const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
const round1 = (n: number) => Math.round(n * 10) / 10;

// ---- The server process, from /proc ------------------------------------------------------

const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** utime + stime of a process (all its threads), in seconds. */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis start at field 3 (state).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const openFds = (pid: number) => fs.readdirSync(`/proc/${pid}/fd`).length;

/** CPU of a process over a stretch of time, as % of one core. */
function cpuMeter(pid: number) {
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  return () => round1(((cpuSeconds(pid) - cpu0) / ((performance.now() - t0) / 1000)) * 100);
}

function benchCpuMeter() {
  const u0 = process.cpuUsage();
  const t0 = performance.now();
  return () => {
    const u = process.cpuUsage(u0);
    return round1(((u.user + u.system) / 1000 / (performance.now() - t0)) * 100);
  };
}

// ---- Seeding ----------------------------------------------------------------------------

type Seeded = { eventId: string; categoryId: string };

/**
 * One closed event per run, each with one category and the same 64 paid registrations (as a
 * capture leaves them), and their host with a session. Written directly, as the gate's are.
 */
async function seedLive(dbUrl: string, runs: number) {
  const database = await openDatabase({ url: dbUrl, poolSize: 2 });
  const tag = randomBytes(3).toString('hex');
  const host = await makeUser(database.db, { role: 'Host', email: `live-host-${tag}@bench.test` });
  const sport = await makeSport(database.db);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const { rows: people } = await client.query<{ id: string }>(
    `INSERT INTO users (id, role, name, email, phone_number, password_hash, email_verified_at, school_or_college)
     SELECT lpad(to_hex(${0x5000000} + g) || '${tag}', 24, '0'), 'Participant',
            'Player ' || lpad(g::text, 2, '0'), 'live-' || g || '-${tag}@bench.test',
            '97' || lpad(g::text, 8, '0'), 'not-a-hash', now(), 'Club ' || (g % ${CLUBS} + 1)
     FROM generate_series(1, ${ENTRANTS}) g ORDER BY g RETURNING id`,
  );
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `INSERT INTO sessions (id, token_hash, user_id, expires_at)
     VALUES (lpad(to_hex(${0x5100000}) || '${tag}', 24, '0'), $1, $2, now() + interval '1 day')`,
    [createHash('sha256').update(token).digest('hex'), host.id],
  );
  await client.end();
  const seeded: Seeded[] = [];
  const capturedAt = new Date(Date.now() - 3 * 86_400_000);
  for (let run = 0; run < runs; run++) {
    const category = await makeCategory(database.db, {
      sports_id: sport.id,
      name: `Open singles ${run + 1}`,
    });
    const event = await makeEvent(database.db, {
      host_id: host.id,
      sports_id: sport.id,
      // On its first day: results are taken from the start date.
      window: 'under_way',
      title: `Live results bench ${run + 1}`,
      prices: [{ category_id: category.id, price: 200 }],
    });
    const ref = (i: number) => `live_${tag}_${run}_${i}`;
    const made = await database.db
      .insert(participations)
      .values(
        people.map((p, i) => ({
          event_id: event.id,
          category_id: category.id,
          participant_id: p.id,
          payment_status: 'captured' as const,
          amount_minor: 20_000,
          currency: 'INR',
          provider: 'test',
          order_id: `order_${ref(i)}`,
          payment_id: `pay_${ref(i)}`,
          captured_at: capturedAt,
        })),
      )
      .returning({ id: participations.id });
    await database.db.insert(ledgerEntries).values(
      made.map((m, i) => ({
        kind: 'capture',
        participation_id: m.id,
        provider: 'test',
        order_id: `order_${ref(i)}`,
        reference: `pay_${ref(i)}`,
        amount_minor: 20_000,
        currency: 'INR',
        source: 'verify',
      })),
    );
    seeded.push({ eventId: event.id, categoryId: category.id });
  }
  await database.close();
  return { cookie: `session=${token}`, seeded };
}

// ---- Viewers ----------------------------------------------------------------------------

type Viewer = {
  /** When each new version arrived (performance.now()); the first is the initial results. */
  arrivals: Array<{ at: number; version: string }>;
  ended: boolean;
  error?: string;
  bodyBytes: number;
  request: http.ClientRequest;
};

const VERSION = /"version":"([^"]*)"\}\s*$/;

const LF = 0x0a;
const COLON = 0x3a;
const SPACE = 0x20;
const BLANK_LINE = Buffer.from('\n\n');
const NEWLINE = Buffer.from('\n');

/**
 * One browser tab on the results page: an EventSource read by hand. Its lines are split on the
 * bytes as they come (1,000 of these share the benchmark's process with the host's requests, on
 * the server's two cores, so nothing is decoded that need not be); the `event:` and `data:`
 * fields of each event are gathered until the blank line that ends it. A `results` event's
 * version is read from the end of its JSON (where the server puts it); each distinct body is
 * decoded once, into `bodies` by version, to tell afterwards which results it shows.
 */
function openViewer(
  url: URL,
  agent: http.Agent,
  bodies: Map<string, string>,
  onFirst: () => void,
): Viewer {
  const seen = new Set<string>();
  let counted = false;
  /** Counts the viewer as done waiting once: at its first results, or when it fails. */
  const settle = () => {
    if (counted) return;
    counted = true;
    onFirst();
  };
  const handle = (block: Buffer) => {
    let name = 'message';
    const data: Buffer[] = [];
    for (let pos = 0; pos < block.length;) {
      let eol = block.indexOf(LF, pos);
      if (eol < 0) eol = block.length;
      const line = block.subarray(pos, eol);
      pos = eol + 1;
      if (line.length === 0 || line[0] === COLON) continue;
      const colon = line.indexOf(COLON);
      const field = (colon < 0 ? line : line.subarray(0, colon)).toString('latin1');
      let value = colon < 0 ? line.subarray(line.length) : line.subarray(colon + 1);
      if (value[0] === SPACE) value = value.subarray(1);
      if (field === 'event') name = value.toString();
      else if (field === 'data') data.push(value);
    }
    if (name !== 'results' || data.length === 0) return;
    const body =
      data.length === 1
        ? data[0]!
        : Buffer.concat(data.flatMap((d, i) => (i ? [NEWLINE, d] : [d])));
    const version =
      VERSION.exec(body.subarray(Math.max(0, body.length - 64)).toString())?.[1] ??
      (JSON.parse(body.toString()) as { version: string }).version;
    if (seen.has(version)) return;
    seen.add(version);
    if (!bodies.has(version)) bodies.set(version, body.toString());
    viewer.arrivals.push({ at: performance.now(), version });
    viewer.bodyBytes = body.length;
    settle();
  };
  const request = http.get(
    {
      hostname: url.hostname,
      port: url.port,
      path: url.pathname,
      agent,
      headers: { accept: 'text/event-stream' },
    },
    (res) => {
      if (res.statusCode !== 200) {
        viewer.error = `status ${res.statusCode}`;
        res.resume();
        settle();
        return;
      }
      let buffer: Buffer = Buffer.alloc(0);
      res.on('data', (chunk: Buffer) => {
        // Looks for the blank line only in what is new (a body arrives in several chunks).
        let from = Math.max(0, buffer.length - 1);
        buffer = buffer.length > 0 ? Buffer.concat([buffer, chunk]) : chunk;
        for (let end = buffer.indexOf(BLANK_LINE, from); end >= 0;) {
          handle(buffer.subarray(0, end));
          buffer = buffer.subarray(end + 2);
          from = 0;
          end = buffer.indexOf(BLANK_LINE, from);
        }
      });
      res.on('close', () => {
        viewer.ended = true;
        settle();
      });
    },
  );
  const viewer: Viewer = { arrivals: [], ended: false, bodyBytes: 0, request };
  request.on('error', (err) => {
    viewer.error ??= err.message;
    viewer.ended = true;
    settle();
  });
  return viewer;
}

// ---- The run ----------------------------------------------------------------------------

const ready = (draw: DrawView) =>
  draw.matches.filter((m) => m.status === 2 && m.opponent1?.id != null && m.opponent2?.id != null);

type Context = { base: string; cookie: string; pid: number; xact: () => Promise<number> };

async function api<T>(ctx: Context, method: string, url: string, body: unknown) {
  const res = await fetch(`${ctx.base}/api/v1${url}`, {
    method,
    headers: { cookie: ctx.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
  return (JSON.parse(text) as { data: T }).data;
}

async function phase(ctx: Context, count: number, seeded: Seeded): Promise<LivePhase> {
  const { pid } = ctx;
  // The host's double-elimination draw, through the API.
  let draw = await api<DrawView>(
    ctx,
    'POST',
    `/events/${seeded.eventId}/categories/${seeded.categoryId}/draw`,
    { format: 'double_elimination' },
  );

  const rssBeforeMb = rssMb(pid);
  const fdsBefore = openFds(pid);
  const agent = new http.Agent({ keepAlive: false, maxSockets: count + 100 });
  const url = new URL(`${ctx.base}/api/v1/events/${seeded.eventId}/results/stream`);
  let waiting = count;
  let allFirst: () => void = () => {};
  const everyone = new Promise<void>((r) => (allFirst = r));
  const started = performance.now();
  const bodies = new Map<string, string>();
  const viewers = Array.from({ length: count }, () =>
    openViewer(url, agent, bodies, () => {
      if (--waiting === 0) allFirst();
    }),
  );
  await Promise.race([everyone, sleep(120_000)]);
  const firstSeconds = Math.round((performance.now() - started) / 10) / 100;
  const rssAfterMb = rssMb(pid);
  const fdsWith = openFds(pid);
  const failed = () => viewers.filter((v) => v.error || v.ended).length;
  console.log(
    `  ${count} viewers: first results for all in ${firstSeconds} s (${failed()} failed), RSS ${rssBeforeMb} -> ${rssAfterMb} MB`,
  );

  // Quiet, then the 10 s idle period with the viewers connected.
  await sleep(STATS_FLUSH_MS);
  const idleXact0 = await ctx.xact();
  const idleStarted = performance.now();
  const idleCpu = cpuMeter(pid);
  await sleep(IDLE_MS);
  const cpuIdle = idleCpu();
  const xact0 = await ctx.xact();
  const backgroundPerSecond = (xact0 - idleXact0) / ((performance.now() - idleStarted) / 1000);

  // The results: one a second, the next ready match, opponent 1 wins.
  const xactStarted = performance.now();
  const serverCpu = cpuMeter(pid);
  const benchCpu = benchCpuMeter();
  const t0s: number[] = [];
  const putMs: number[] = [];
  const entered: string[] = [];
  const start = performance.now();
  for (let i = 0; i < RESULTS; i++) {
    await sleep(Math.max(0, start + i * EVERY_MS - performance.now()));
    const m = ready(draw)[0];
    if (!m) break;
    const t0 = performance.now();
    const update = await api<MatchUpdate>(ctx, 'PUT', `/matches/${m.id}`, {
      winner: m.opponent1!.id,
      score: `21-${10 + (i % 10)}`,
    });
    putMs.push(performance.now() - t0);
    t0s.push(t0);
    entered.push(m.id);
    draw = update.draw;
  }
  // Which results a body shows (its entered matches), read once per distinct version.
  const shows = new Map<string, Set<string>>();
  const showsOf = (version: string) => {
    let done = shows.get(version);
    if (!done) {
      const results = JSON.parse(bodies.get(version)!) as {
        categories: Array<{ draw: DrawView | null }>;
      };
      done = new Set(
        results.categories.flatMap((c) =>
          (c.draw?.matches ?? []).filter((m) => m.entered_at !== null).map((m) => m.id),
        ),
      );
      shows.set(version, done);
    }
    return done;
  };
  const last = t0s.at(-1) ?? performance.now();
  const lastMatch = entered.at(-1);
  const hasLast = (v: Viewer) =>
    lastMatch === undefined || v.arrivals.some((a) => showsOf(a.version).has(lastMatch));
  while (performance.now() - last < MISSED_MS && viewers.some((v) => !v.ended && !hasLast(v))) {
    await sleep(50);
  }
  const cpuResults = serverCpu();
  const benchCpuResults = benchCpu();

  // Latency per viewer per update: until the first new version that shows the result. Results
  // entered close together may reach a viewer in one body (the server coalesces changes), so
  // which results each distinct body shows is read from it, once per version.
  const latencies: number[] = [];
  const perUpdate = t0s.map(() => ({ latencies: [] as number[], missed: 0 }));
  let missed = 0;
  for (const v of viewers) {
    t0s.forEach((t0, i) => {
      const arrival = v.arrivals.find((a) => showsOf(a.version).has(entered[i]!));
      if (!arrival || arrival.at - t0 > MISSED_MS) {
        missed++;
        perUpdate[i]!.missed++;
        return;
      }
      latencies.push(arrival.at - t0);
      perUpdate[i]!.latencies.push(arrival.at - t0);
    });
  }
  const updatesMissed = perUpdate.filter((u) => u.missed > 0).length;
  if (process.env.BENCH_LIVE_TRACE) {
    perUpdate.forEach((u, i) =>
      console.log(
        `    result ${i + 1}: PUT ${Math.round(putMs[i]!)} ms, viewers ${Math.round(Math.min(...u.latencies))}..${Math.round(ms(u.latencies, 50))}..${Math.round(Math.max(...u.latencies))} ms, missed ${u.missed}`,
      ),
    );
  }
  const versions = viewers.map((v) => Math.max(0, v.arrivals.length - 1));
  const finals = new Set(viewers.map((v) => v.arrivals.at(-1)?.version));

  await sleep(Math.max(0, STATS_FLUSH_MS - (performance.now() - last)));
  const xact1 = await ctx.xact();
  const xactSeconds = (performance.now() - xactStarted) / 1000;
  const results = t0s.length;
  const failedCount = failed();

  for (const v of viewers) v.request.destroy();
  agent.destroy();
  await sleep(2_000);

  return {
    viewers: count,
    failed: failedCount,
    firstSeconds,
    results,
    latencyP50: ms(latencies, 50),
    latencyP99: ms(latencies, 99),
    latencyMax: round1(Math.max(0, ...latencies)),
    missed,
    updatesMissed,
    versionsMin: Math.min(...versions),
    versionsMax: Math.max(...versions),
    agreed: finals.size === 1,
    putP50: ms(putMs, 50),
    putP99: ms(putMs, 99),
    bodyKb: round1(Math.max(...viewers.map((v) => v.bodyBytes)) / 1024),
    cpuResults,
    cpuIdle,
    benchCpu: benchCpuResults,
    rssBeforeMb,
    rssAfterMb,
    rssClosedMb: rssMb(pid),
    fdsBefore,
    fdsWith,
    fdsClosed: openFds(pid),
    xactPerResult: round1((xact1 - xact0) / Math.max(1, results)),
    backgroundPerSecond: round1(backgroundPerSecond),
    xactPerResultNet: round1(
      (xact1 - xact0 - backgroundPerSecond * xactSeconds) / Math.max(1, results),
    ),
  };
}

/**
 * The scenario against a running server: `pid` is its process (for /proc), `statsUrl` a
 * connection to another database of the same PostgreSQL (so reading the counters does not
 * count), `database` the server's.
 */
export async function theLive(opts: {
  base: string;
  dbUrl: string;
  statsUrl: string;
  database: string;
  pid: number;
}): Promise<LiveRun> {
  const load = round1(os.loadavg()[0]!);
  const { cookie, seeded } = await seedLive(opts.dbUrl, VIEWER_COUNTS.length);
  const stats = new pg.Client({ connectionString: opts.statsUrl });
  await stats.connect();
  const ctx: Context = {
    base: opts.base,
    cookie,
    pid: opts.pid,
    xact: async () => {
      const { rows } = await stats.query<{ xact_commit: string }>(
        'SELECT xact_commit FROM pg_stat_database WHERE datname = $1',
        [opts.database],
      );
      return Number(rows[0]!.xact_commit);
    },
  };
  const phases: LivePhase[] = [];
  try {
    for (const [i, count] of VIEWER_COUNTS.entries()) {
      phases.push(await phase(ctx, count, seeded[i]!));
      console.log(liveReport({ load, entrants: ENTRANTS, phases: phases.slice(-1) }));
    }
  } finally {
    await stats.end();
  }
  return { load, entrants: ENTRANTS, phases };
}

/** The figures as the terminal shows them. */
export function liveReport(run: LiveRun): string {
  return run.phases
    .map((p) =>
      [
        `live results, ${p.viewers} viewers (${p.failed} failed): all had the first results in ${p.firstSeconds} s`,
        `  ${p.results} results: viewer latency p50 ${p.latencyP50} ms, p99 ${p.latencyP99} ms, max ${p.latencyMax} ms; missed ${p.missed} (${p.updatesMissed} updates); versions per viewer ${p.versionsMin}..${p.versionsMax}; ${p.agreed ? 'all on one final version' : 'viewers DISAGREE on the final version'}`,
        `  PUT p50 ${p.putP50} ms, p99 ${p.putP99} ms; body ${p.bodyKb} KB`,
        `  server CPU ${p.cpuResults}% of a core (results), ${p.cpuIdle}% (idle, viewers connected); bench process ${p.benchCpu}%`,
        `  server RSS ${p.rssBeforeMb} -> ${p.rssAfterMb} MB (${p.rssClosedMb} MB after they left); open fds ${p.fdsBefore} -> ${p.fdsWith} -> ${p.fdsClosed}`,
        `  database: ${p.xactPerResult} transactions per result (${p.xactPerResultNet} without the ${p.backgroundPerSecond}/s seen while idle)`,
      ].join('\n'),
    )
    .join('\n');
}

/** The section of docs/BENCHMARKS.md, between its markers. */
export function liveSection(run: LiveRun | null, machine: string): string {
  const crowd = run?.phases[0];
  const few = run?.phases[1];
  const body =
    run && crowd
      ? `${machine}
The machine's load average was ${run.load} as the run started (other work on the same two cores):
the latencies, p99 above all, are as much the machine's as the server's, and the viewers' own
reading (${crowd.viewers.toLocaleString('en')} copies of each body) shares the cores with the server;
the server's CPU is the steadier figure.

One event, one category of ${run.entrants} paid entrants in a double-elimination draw made by its host
through the API. The viewers open \`GET /api/v1/events/:id/results/stream\` all at once (plain
\`node:http\`, the \`event:\`/\`data:\` lines read by hand); once each has the first results,
the server idles ${IDLE_MS / 1000} s with them connected, then the host enters ${RESULTS} results,
one a second (\`PUT /api/v1/matches/:id\`, the next ready match, opponent 1 wins). A viewer's
latency is from just before the PUT to the moment the first body with a new \`version\` that shows
the result reached it (which results a body shows is read from each distinct body once); an
update it had not seen ${MISSED_MS / 1000} s after its PUT is missed. Server CPU is its process's
utime + stime (/proc) as % of one core; database transactions are \`xact_commit\` of the bench
database over the results phase, divided by the results. The server runs as production's
replicas do (compose.yaml: \`JOBS_IN_PROCESS=false\`, the job worker is a service of its own), so
nothing else uses the database: the last column of the second table is its idle rate. The same
results phase then runs on another event of the same shape with ${few?.viewers ?? '10'} viewers.

| viewers | all had the first results | latency p50 ms | p99 ms | max ms | missed | PUT p50 ms | PUT p99 ms | server CPU, results | server CPU, idle | server RSS before → with viewers | DB transactions per result |
|---|---|---|---|---|---|---|---|---|---|---|---|
${run.phases.map((p) => `| ${p.viewers.toLocaleString('en')} | ${p.firstSeconds} s | ${p.latencyP50} | ${p.latencyP99} | ${p.latencyMax} | ${p.missed} | ${p.putP50} | ${p.putP99} | ${p.cpuResults}% | ${p.cpuIdle}% | ${p.rssBeforeMb} → ${p.rssAfterMb} MB | **${p.xactPerResult}** |`).join('\n')}

| viewers | results | streams failed | versions seen per viewer | same final version everywhere | results body | bench process CPU, results | server open files before → with → after | RSS after they left | DB transactions / s, idle |
|---|---|---|---|---|---|---|---|---|---|
${run.phases.map((p) => `| ${p.viewers.toLocaleString('en')} | ${p.results} | ${p.failed} | ${p.versionsMin === p.versionsMax ? p.versionsMin : `${p.versionsMin}–${p.versionsMax}`} | ${p.agreed ? 'yes' : '**no**'} | ${p.bodyKb} KB | ${p.benchCpu}% | ${p.fdsBefore} → ${p.fdsWith} → ${p.fdsClosed} | ${p.rssClosedMb} MB | ${p.backgroundPerSecond} |`).join('\n')}

The database work per result does not grow with the viewers: it is the PUT's own transactions
and one re-read of the results per change on each server (coalesced over 150 ms, six queries),
whose body is written to all its viewers. What grows with them is the bytes written, the whole
body to each (${Math.round((crowd.bodyKb * crowd.viewers) / 1024)} MB per result for ${crowd.viewers.toLocaleString('en')}), and the CPU that takes.
Results entered within one coalescing window reach the viewers in one body, so a viewer
may see fewer versions than results (a slow PUT followed at once by the next).

Found by this benchmark and fixed with it (src/server/competition/live.ts and routes.ts): each
new stream read the results itself before joining the hub, so 1,000 viewers arriving together
queued some 6,000 queries on the 20-connection pool, and two thirds of the viewers or more were
answered 500 after the pool's 5 s wait for a connection; the first results now come from the hub, one read
for all the viewers arriving together. Each viewer's event was also encoded anew for every write
(1,000 encodings of the whole body per result, which blocked the server's event loop for a few
hundred ms); it is now encoded once and the same bytes written to each. A viewer who left while
the first results were read was never let go, and a slow older re-read could replace a newer body.`
      : 'not run';
  return `${LIVE_START}\n\n## Live results (issue 18)\n\n${body}\n\n${LIVE_END}`;
}

/** The live section already in `doc`, kept when a run does not measure it. */
export function keptLive(doc: string): string {
  const start = doc.indexOf(LIVE_START);
  const end = doc.indexOf(LIVE_END);
  return start >= 0 && end > start ? doc.slice(start, end + LIVE_END.length) : '';
}
