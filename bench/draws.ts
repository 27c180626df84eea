// "Big draws" (issue 24: a round robin of 100 answered 500, 300 held /readyz for 13 s, 1,000 held
// the event loop two minutes and overflowed the stack): how long brackets-manager takes to make
// each format's bracket in memory at 16…1,024 entrants, and, through the whole API, the longest
// the server's event loop is held (perf_hooks.monitorEventLoopDelay) while it makes the biggest
// draw each format allows (src/shared/competition/draw-size.ts) and makes it again. The server
// runs in the benchmark's process (buildApp on the bench database) so the monitor watches its
// loop; the request goes through app.inject and its body is not parsed while the monitor runs.
// Run by `npm run bench` (and on its own by `npm run bench -- --draws`). Figures, not assertions.
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { createSession } from '../src/server/auth/sessions';
import { buildBracket, type Placement } from '../src/server/competition/bracket-engine';
import { loadConfig } from '../src/server/platform/config';
import { participations, users } from '../src/server/platform/db/schema';
import { makeCategory, makeEvent, makeSport, makeUser } from '../src/server/seed/factories';
import { DRAW_LIMITS } from '../src/shared/competition/draw-size';
import { placeElimination, placePools } from '../src/shared/competition/placement';
import type { DrawFormat, StoredDrawSettings } from '../src/shared/competition/schemas';

export const DRAWS_START = '<!-- draws:start -->';
export const DRAWS_END = '<!-- draws:end -->';

const CLUBS = 8;
/** In-memory bracket sizes (entrants); round robin stops earlier (its matches grow as n²). */
const BUILD_SIZES = [16, 64, 256, 512, 1024];
const ROUND_ROBIN_SIZES = [16, 32, 45, 64, 100];
/** Each biggest draw is made, then made again this many times (a redo deletes and rewrites). */
const REDRAWS = 2;
/** How long the idle floor is measured. */
const IDLE_MS = 5_000;

type Build = { format: DrawFormat; entrants: number; pools: number; matches: number; ms: number };
type ApiDraw = {
  label: string;
  entrants: number;
  status: number;
  matches: number;
  /** The slowest of the first draw and its redraws, whole request, ms. */
  requestMs: number;
  /** monitorEventLoopDelay over those requests: the longest turn and the 99th percentile. */
  loopMaxMs: number;
  loopP99Ms: number;
  /**
   * The longest stretch without an idle sample in a CPU profile of the same requests: its wall
   * time and its samples × the interval, the server's own work in it (on a busy machine the rest
   * is other processes holding the cores).
   */
  turnWallMs: number;
  turnWorkMs: number;
  bodyKb: number;
};
export type DrawsRun = { load: number; builds: Build[]; api: ApiDraw[] };

/** The CPU profile's sampling interval, µs. */
const SAMPLE_US = 250;

type Profile = {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
};

/** The longest run of samples that are not '(idle)': its wall ms and its samples' ms. */
function longestTurn(profile: Profile): { wall: number; work: number } {
  const idle = new Set(
    profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id),
  );
  let best = { wall: 0, work: 0 };
  let start: number | null = null;
  let count = 0;
  let t = 0;
  profile.samples.forEach((sample, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (idle.has(sample)) {
      start = null;
      return;
    }
    if (start === null) {
      start = t;
      count = 0;
    }
    count++;
    const wall = (t - start) / 1000;
    if (wall > best.wall) best = { wall, work: (count * SAMPLE_US) / 1000 };
  });
  return { wall: Math.round(best.wall), work: Math.round(best.work) };
}

const SETTINGS: StoredDrawSettings = {
  seeding: 'random',
  bronze: true,
  grand_final: 'double',
  pool_count: 16,
  advance: 2,
};

const seeds = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: String(i), organisation: `Club ${i % CLUBS}` }));

/** Pools of about 12 where 16 pools do, else 16 pools. */
const poolsFor = (n: number) => Math.min(16, Math.max(2, Math.ceil(n / 12)));

function placementOf(format: DrawFormat, n: number): Placement {
  if (format === 'round_robin') return { pools: [Array.from({ length: n }, (_, i) => i)] };
  if (format === 'pools_knockout') {
    return { pools: placePools(seeds(n), poolsFor(n)).map((pool) => pool.map(Number)) };
  }
  return {
    slots: placeElimination(seeds(n), { spread: true }).map((s) => (s === null ? null : Number(s))),
  };
}

/** brackets-manager on its own: placement and the bracket made in memory, no database. */
async function measureBuilds(): Promise<Build[]> {
  const out: Build[] = [];
  const plan: [DrawFormat, number[]][] = [
    ['round_robin', ROUND_ROBIN_SIZES],
    ['single_elimination', BUILD_SIZES],
    ['double_elimination', BUILD_SIZES],
    ['pools_knockout', BUILD_SIZES],
  ];
  // Warm the code paths first, as a server that has been up a while has.
  await buildBracket(
    seeds(16).map((_, i) => ({ id: i, name: `E${i}` })),
    'double_elimination',
    SETTINGS,
    placementOf('double_elimination', 16),
  );
  for (const [format, sizes] of plan) {
    for (const n of sizes) {
      const entrants = Array.from({ length: n }, (_, i) => ({ id: i, name: `Entrant ${i}` }));
      const t0 = performance.now();
      const data = await buildBracket(entrants, format, SETTINGS, placementOf(format, n));
      const ms = performance.now() - t0;
      const pools = format === 'pools_knockout' ? poolsFor(n) : 0;
      out.push({ format, entrants: n, pools, matches: data.match.length, ms: Math.round(ms) });
      console.log(
        `draws: ${format} of ${n} in memory: ${data.match.length} matches, ${ms.toFixed(0)} ms`,
      );
    }
  }
  return out;
}

/** The biggest draw of each format the limits allow, and one they refuse. */
const API_DRAWS: { label: string; entrants: number; body: Record<string, unknown> }[] = [
  { label: 'Round robin of 45 (990 matches)', entrants: 45, body: { format: 'round_robin' } },
  {
    label: 'Single elimination, bronze match',
    entrants: DRAW_LIMITS.entrants,
    body: { format: 'single_elimination', bronze: true },
  },
  {
    label: 'Double elimination, double grand final',
    entrants: DRAW_LIMITS.entrants,
    body: { format: 'double_elimination', grand_final: 'double' },
  },
  {
    label: 'Pools then knockout, 16 pools (990 + 32 matches)',
    entrants: 186,
    body: { format: 'pools_knockout', pool_count: 16, advance: 2, bronze: true },
  },
  {
    label: 'Round robin of 100 (refused: 400)',
    entrants: 100,
    body: { format: 'round_robin' },
  },
];

export async function theDraws(dbUrl: string, sessionSecret: string): Promise<DrawsRun> {
  const load = Math.round(os.loadavg()[0]! * 100) / 100;
  const builds = await measureBuilds();
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl,
    DATABASE_POOL_SIZE: '5',
    SESSION_SECRET: sessionSecret,
    PAYMENT_PROVIDER: 'test',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    JOBS_IN_PROCESS: 'false',
    DATA_DIR: os.tmpdir(),
    // The API only: no web build is read (the page routes are not measured here).
    WEB_DIR: path.join(os.tmpdir(), 'matchday-bench-no-web'),
  });
  const app = await buildApp(config, { logger: false, worker: false });
  await app.ready();
  const api: ApiDraw[] = [];
  try {
    const host = await makeUser(app.db, { role: 'Host' });
    const { token } = await createSession(app.db, host.id, new Date());
    const sports_id = (await makeSport(app.db)).id;
    const categoryOf = async (entrants: number) => {
      const category = await makeCategory(app.db, { sports_id });
      const event = await makeEvent(app.db, {
        host_id: host.id,
        sports_id,
        window: 'closed',
        prices: [{ category_id: category.id, price: 100 }],
      });
      const people = await app.db
        .insert(users)
        .values(
          Array.from({ length: entrants }, (_, i) => ({
            role: 'Participant' as const,
            name: `Entrant ${i + 1}`,
            email: `draws-${category.id}-${i}@example.test`,
            phone_number: '9876543210',
            password_hash: 'x',
            school_or_college: `Club ${i % CLUBS}`,
          })),
        )
        .returning({ id: users.id });
      await app.db.insert(participations).values(
        people.map((p) => ({
          event_id: event.id,
          category_id: category.id,
          participant_id: p.id,
          amount_minor: 10_000,
          payment_status: 'captured' as const,
          captured_at: new Date(),
        })),
      );
      return `/api/v1/events/${event.id}/categories/${category.id}/draw`;
    };
    const draw = (url: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url, headers: { cookie: `session=${token}` }, payload });
    // A server that has made a draw before: its code compiled, its route's schemas built.
    for (const spec of API_DRAWS) await draw(await categoryOf(16), spec.body);
    // The floor: the loop's delay with nothing to do, for as long as the slowest draw below.
    const idle = monitorEventLoopDelay({ resolution: 1 });
    idle.enable();
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    idle.disable();
    api.push({
      label: 'Nothing (the machine’s floor)',
      entrants: 0,
      status: 0,
      matches: 0,
      requestMs: IDLE_MS,
      loopMaxMs: Math.round(idle.max / 1e6),
      loopP99Ms: Math.round(idle.percentile(99) / 1e6),
      turnWallMs: 0,
      turnWorkMs: 0,
      bodyKb: 0,
    });
    console.log(`draws: idle ${IDLE_MS} ms, event loop max ${api[0]!.loopMaxMs} ms`);
    for (const spec of API_DRAWS) {
      const url = await categoryOf(spec.entrants);
      const loop = monitorEventLoopDelay({ resolution: 1 });
      let status = 0;
      let body = '';
      let requestMs = 0;
      const profiler = new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.setSamplingInterval', { interval: SAMPLE_US });
      await profiler.post('Profiler.start');
      loop.enable();
      for (let i = 0; i <= REDRAWS; i++) {
        const t0 = performance.now();
        const res = await draw(url, spec.body);
        requestMs = Math.max(requestMs, performance.now() - t0);
        status = res.statusCode;
        body = res.body;
        if (status !== 201) break;
      }
      loop.disable();
      const { profile } = (await profiler.post('Profiler.stop')) as { profile: Profile };
      profiler.disconnect();
      const turn = longestTurn(profile);
      const parsed = JSON.parse(body) as { data?: { matches: unknown[] } };
      const row: ApiDraw = {
        label: spec.label,
        entrants: spec.entrants,
        status,
        matches: parsed.data?.matches.length ?? 0,
        requestMs: Math.round(requestMs),
        loopMaxMs: Math.round(loop.max / 1e6),
        loopP99Ms: Math.round(loop.percentile(99) / 1e6),
        turnWallMs: turn.wall,
        turnWorkMs: turn.work,
        bodyKb: Math.round(Buffer.byteLength(body) / 1024),
      };
      api.push(row);
      console.log(
        `draws: ${row.label}, ${row.entrants}: ${row.status}, ${row.matches} matches, request ${row.requestMs} ms, event loop max ${row.loopMaxMs} ms (p99 ${row.loopP99Ms} ms), longest turn ${row.turnWallMs} ms of which ${row.turnWorkMs} ms its own work`,
      );
    }
  } finally {
    await app.close();
  }
  return { load, builds, api };
}

const FORMAT_NAMES: Partial<Record<DrawFormat, string>> = {
  round_robin: 'round robin',
  single_elimination: 'single elimination',
  double_elimination: 'double elimination',
  pools_knockout: 'pools, then knockout',
};

export function drawsSection(run: DrawsRun | null, machine: string): string {
  const body = run
    ? `${machine}
The machine's load average was ${run.load} as the run started (other work on the same cores):
wall-clock figures, the event loop's above all, are as much the machine's as the server's. The
first row is the loop's delay with nothing to do, for comparison.

**The limits** (\`src/shared/competition/draw-size.ts\`, decision 031): at most
${DRAW_LIMITS.entrants.toLocaleString('en')} entrants and ${DRAW_LIMITS.matches.toLocaleString('en')} matches in a draw. That makes a round robin
at most 45 entrants (990 matches), an elimination at most 512 (1,023 matches in a double
elimination with a double grand final), and pools then knockout depend on the pools (16 pools:
186 entrants, 990 pool matches and a knockout of 32). Over them the draw answers 400 with the
reason and the way out ("A round robin of 100 has 4,950 matches; the most is 1,024. Split them
into pools."), and the host's draw page says so before it is submitted.

**Through the API**: the biggest draw of each format, made and then made again ${REDRAWS} times (a
redo deletes the old rows and writes the new), \`POST /api/v1/events/:id/categories/:categoryId/draw\`
on a server in the benchmark's process that has made a small draw of each format before.
*Event loop max* is \`monitorEventLoopDelay\`'s longest delay over those requests (resolution
1 ms): the longest any other request on that server waited behind the draw. The bracket is made
in steps that give the loop a turn every 10 ms, and its rows are written in INSERTs of 100, each
awaited.

| draw | entrants | status | matches | slowest request ms | event loop max ms | event loop p99 ms | longest turn ms | its own work ms | response KB |
|---|---|---|---|---|---|---|---|---|---|
${run.api.map((r) => `| ${r.label} | ${r.entrants} | ${r.status || ''} | ${r.matches.toLocaleString('en')} | ${r.requestMs} | ${r.loopMaxMs} | ${r.loopP99Ms} | ${r.turnWallMs || ''} | ${r.turnWorkMs || ''} | ${r.bodyKb.toLocaleString('en')} |`).join('\n')}

*Longest turn* comes from a CPU profile of the same requests (\`node:inspector\`, a sample every
${SAMPLE_US} µs): the longest stretch with no idle sample, and *its own work*, its samples times
the interval. Where the two differ, the server was waiting for a core, not working: on a quiet
machine the event loop's delay falls to about its own work.

**In memory** (what the limits were chosen from): placement and brackets-manager's create on
brackets-memory-db, no database, one format and size at a time, wall time (with the turns it
gives the loop). Before issue 24 the store's insert found each new id with
\`Math.max(...ids)\` over the whole table: quadratic (a round robin of 128 took 389 ms, pools
of 1,024 in 16 took 12.4 s, in one turn of the loop) and a stack overflow past about 120,000
rows (a round robin of 1,000). Our store keeps its tables in id order and takes the last id.
brackets-manager's own duplicate check of the entrants is quadratic and runs in one turn
(about 25 ms at 512, 100 ms at 1,024): one reason for the 512.

| format | entrants | matches | ms |
|---|---|---|---|
${run.builds.map((b) => `| ${FORMAT_NAMES[b.format] ?? b.format}${b.pools ? ` (${b.pools} pools)` : ''} | ${b.entrants.toLocaleString('en')} | ${b.matches.toLocaleString('en')} | ${b.ms} |`).join('\n')}`
    : 'Not run (`npm run bench -- --draws`).';
  return `${DRAWS_START}\n\n## Big draws (issue 24)\n\n${body}\n\n${DRAWS_END}`;
}

/** The draws section already in `doc`, kept when a run does not measure it. */
export function keptDraws(doc: string): string {
  const start = doc.indexOf(DRAWS_START);
  const end = doc.indexOf(DRAWS_END);
  return start >= 0 && end > start ? doc.slice(start, end + DRAWS_END.length) : '';
}
