import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import { sql } from 'drizzle-orm';
import { databaseExecutor, drizzleExecutor } from './sql-executor';

// Any fixed number: taken while queues are created (below).
const QUEUE_INSTALL_LOCK = 727_002;
/** node-postgres answers `{ rows }`, PGlite too; drizzle passes either through. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The data each queue's jobs carry. Empty here: each feature adds its own queues beside the job's
 * code (`declare module '…/platform/jobs/queue' { interface JobPayloads { … } }`), so the engine
 * knows no feature and no list of every job is kept anywhere.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobPayloads {}
export type JobName = keyof JobPayloads & string;

/**
 * Queue timings (MAIL_RETRY_DELAY_SECONDS; tests shorten them). `timeScale` (JOB_TIME_SCALE)
 * multiplies every lease, retry delay and the maintenance interval that expires a killed
 * worker's leases: a fault test that kills a server mid-job waits seconds for the retry, not the
 * minute and a half of production's timings. Tests only: a lease must outlast the job's slowest
 * call (a refund's provider call may take 10 s), which a test's own provider answers at once.
 */
export type QueueSettings = {
  mailRetryDelaySeconds: number;
  pollSeconds: number;
  timeScale: number;
};
export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  mailRetryDelaySeconds: 10,
  pollSeconds: 1,
  timeScale: 1,
};

/** pg-boss takes whole seconds: a time scaled stays at least one (none stays none). */
const scaled = (seconds: number, scale: number) =>
  seconds === 0 ? 0 : Math.max(1, Math.round(seconds * scale));

function scaleTimings(options: PgBoss.SendOptions, scale: number): PgBoss.SendOptions {
  if (scale === 1) return options;
  const out = { ...options };
  if (out.expireInSeconds !== undefined) out.expireInSeconds = scaled(out.expireInSeconds, scale);
  if (out.retryDelay !== undefined) out.retryDelay = scaled(out.retryDelay, scale);
  return out;
}

/** How a queue runs, as its feature defines it (define-job.ts adds the payload and handler). */
export type JobSpec<N extends JobName = JobName> = {
  name: N;
  /** Retries and leases, given with every job so a setting change applies to new jobs at once. */
  options: PgBoss.SendOptions | ((settings: QueueSettings) => PgBoss.SendOptions);
  /** 'stately': one run at a time across every server; a missed run is the next tick's work. */
  policy?: PgBoss.QueuePolicy;
  /** Jobs one process runs at once (default 1). */
  concurrency?: number;
  /** A cron schedule (UTC); every server may register it, pg-boss sends one job per tick. */
  schedule?: string;
};
/** A queue's worker: its spec and what a job does (data already checked against its schema). */
export type JobWorker = JobSpec & { run: (data: unknown, job: { id: string }) => Promise<void> };

export type JobQueue = {
  /**
   * Writes a job with `db`: the app's handle, or a transaction so the job commits or rolls back
   * with the change that causes it (the outbox). Jobs sent through `transaction` wake this
   * process's worker after the commit; others are found by the next poll.
   */
  send: <N extends JobName>(
    db: Db,
    name: N,
    data: JobPayloads[N],
    options?: PgBoss.SendOptions,
  ) => Promise<string | null>;
  /** `db.transaction`, then an immediate wake of the local workers for jobs it wrote. */
  transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  /** Creates the queues (idempotent): a job can only be sent to a queue that exists. */
  install: () => Promise<void>;
  /** Starts workers for every queue (and the schedules). Without this, jobs wait in the table. */
  work: (workers: JobWorker[]) => void;
  stop: () => Promise<void>;
  boss: PgBoss;
};

/** Creates pg-boss's tables (idempotent; run with the migrations). Queues come with the app. */
export async function installJobQueue(database: Database) {
  const boss = new PgBoss({ db: databaseExecutor(database), supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

/**
 * The queue for the jobs `specs` define (each feature's, collected by the app). Sending a job of
 * a queue no spec defines throws: a typo is found by the first test that sends it.
 */
export function createJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  settings: QueueSettings,
  specs: JobSpec[],
): JobQueue {
  const boss = new PgBoss({
    db: databaseExecutor(database, log),
    // Maintenance (expiring leases of killed workers, archiving) and cron run on every process
    // that works; pg-boss elects one per interval through its own tables.
    supervise: true,
    schedule: true,
    migrate: false,
    maintenanceIntervalSeconds: scaled(30, settings.timeScale),
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const workers = new Map<JobName, string[]>();
  const sentIn = new WeakMap<Db, Set<JobName>>();
  const byName = new Map(specs.map((spec) => [spec.name, spec]));
  const optionsOf = (name: JobName): PgBoss.SendOptions => {
    const spec = byName.get(name);
    if (!spec) throw new Error(`No job queue is defined for '${name}'`);
    const options = typeof spec.options === 'function' ? spec.options(settings) : spec.options;
    return scaleTimings(options, settings.timeScale);
  };
  // Once per process (the worker's start and the app's ready share it), and under a lock across
  // processes: pg-boss's create_queue adds a partition and a foreign key, and two at once deadlock.
  let installed: Promise<void> | null = null;
  const createMissing = () =>
    database.db.transaction(async (tx) => {
      const existing = await tx.execute<{ name: string }>(sql`SELECT name FROM pgboss.queue`);
      const have = new Set(rowsOf<{ name: string }>(existing).map((r) => r.name));
      const missing = specs.filter((spec) => !have.has(spec.name));
      if (missing.length === 0) return;
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUEUE_INSTALL_LOCK})`);
      for (const spec of missing)
        await tx.execute(
          sql`SELECT pgboss.create_queue(${spec.name}, ${JSON.stringify({ policy: spec.policy ?? 'standard' })}::json)`,
        );
    });
  // pg-boss's own start creates its internal queue outside our lock, so a first try can still
  // deadlock with it: tried again a few times (the losing transaction is rolled back whole).
  const install = () =>
    (installed ??= (async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await createMissing();
        } catch (err) {
          if (attempt >= 5) throw err;
          await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
        }
      }
    })().catch((err: unknown) => {
      installed = null; // tried again by the next caller
      throw err;
    }));
  let started: Promise<void> | null = null;
  let stopping = false;
  let cancelWait = () => {};

  // After the current request has answered: a job never delays the response that queued it.
  const wake = (name: JobName) => {
    const ids = workers.get(name) ?? [];
    if (ids.length) setImmediate(() => ids.forEach((id) => boss.notifyWorker(id)));
  };

  return {
    boss,
    async send(db, name, data, options = {}) {
      const merged = { ...optionsOf(name), ...options };
      const id = await boss.send(name, data as object, { ...merged, db: drizzleExecutor(db) });
      // pg-boss writes nothing, silently, for a queue that does not exist (install() not run);
      // a job that dedupes by key or id may legitimately be written as nothing.
      if (id === null && !merged.singletonKey && !merged.id)
        throw new Error(`The job queue '${name}' does not exist: install() the queues first`);
      if (db === database.db) wake(name);
      else sentIn.get(db)?.add(name);
      return id;
    },
    async transaction(fn) {
      const names = new Set<JobName>();
      const result = await database.db.transaction(async (tx) => {
        const handle = tx as unknown as Db;
        sentIn.set(handle, names);
        return fn(handle);
      });
      for (const name of names) wake(name);
      return result;
    },
    install,
    work(jobWorkers) {
      // In the background, retried: a database that is down at start-up delays the jobs, never
      // the web server (which reports the outage on /readyz).
      started = (async () => {
        for (let attempt = 0; !stopping; attempt++) {
          try {
            await boss.start();
            break;
          } catch (err) {
            log.warn({ err }, 'job queue could not start; retrying');
            await new Promise<void>((r) => {
              const timer = setTimeout(r, Math.min(30_000, 1_000 * 2 ** attempt));
              cancelWait = () => {
                clearTimeout(timer);
                r();
              };
            });
          }
        }
        if (stopping) return;
        await install();
        for (const worker of jobWorkers) {
          const { name } = worker;
          for (let n = 0; n < (worker.concurrency ?? 1); n++) {
            const id: string = await boss.work<unknown>(
              name,
              { pollingIntervalSeconds: settings.pollSeconds, batchSize: 1 },
              async ([job]) => {
                if (!job) return;
                await worker.run(job.data, { id: job.id });
                // pg-boss waits a polling interval after every job; while there is work, fetch
                // the next one at once (a burst of mail drains at SMTP speed, not 1 a second).
                boss.notifyWorker(id);
              },
            );
            workers.set(name, [...(workers.get(name) ?? []), id]);
          }
        }
        for (const { name, schedule } of jobWorkers)
          if (schedule) await boss.schedule(name, schedule, {}, { tz: 'UTC' });
      })().catch((err: unknown) => log.error({ err }, 'job queue failed to start'));
    },
    async stop() {
      stopping = true;
      cancelWait();
      if (!started) return;
      await started;
      if (workers.size === 0) return; // never started
      // Finishes the job in hand (a mail being sent) for up to 8 s; an unfinished one is
      // retried after its lease, so nothing is lost either way.
      await boss.stop({ graceful: true, wait: true, timeout: 8_000, close: false });
    },
  };
}
