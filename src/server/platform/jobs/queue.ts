import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import type { MailJob } from '../mail/outbox';
import { databaseExecutor, drizzleExecutor } from './sql-executor';

/** Every queue and the data its jobs carry. Later work (refunds, reminders, exports) adds here. */
type JobData = {
  mail: MailJob;
  'reconcile-payments': Record<string, never>;
  /** Hands a category's free places to its waitlist (issue 15); idempotent. */
  'settle-places': { event_id: string; category_id: string };
  /** Every minute: expired offers and holds in every category with a queue. */
  'sweep-places': Record<string, never>;
  /** Sends one refund to the provider, or asks how it went (issue 16); idempotent. */
  refund: { refund_id: string };
  /** Cancels a cancelled event's registrations a batch at a time, owing their refunds. */
  'cancel-event': { event_id: string };
  /** Writes a finished draw's certificates and mails their holders (issue 18); idempotent. */
  'issue-certificates': { draw_id: string };
  /** The demo's live draw: brings it to `results` results, then queues the next (idempotent). */
  'demo-result': { draw_id: string; results: number };
};
type JobName = keyof JobData;
type JobHandler<N extends JobName> = (data: JobData[N], job: { id: string }) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

/** Queue timings (MAIL_RETRY_DELAY_SECONDS; tests shorten them). */
export type QueueSettings = { mailRetryDelaySeconds: number; pollSeconds: number };
export const DEFAULT_QUEUE_SETTINGS: QueueSettings = { mailRetryDelaySeconds: 10, pollSeconds: 1 };

/** One run at a time across every server; a missed run is simply the next tick's work. */
const POLICIES: { [N in JobName]?: PgBoss.QueuePolicy } = {
  'reconcile-payments': 'stately',
  'sweep-places': 'stately',
};

/** Retries and leases, given with every job so a setting change applies to new jobs at once. */
function jobOptions(settings: QueueSettings): { [N in JobName]: PgBoss.SendOptions } {
  return {
    // SMTP down: 10 s, 20 s, 40 s … (backoff) for about a day. A job whose worker was killed
    // mid-send is retried once its 2-minute lease expires (at least once, never silently lost).
    mail: {
      retryLimit: 12,
      retryDelay: settings.mailRetryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: 120,
    },
    'reconcile-payments': { retryLimit: 0, expireInSeconds: 15 * 60 },
    'settle-places': { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
    'sweep-places': { retryLimit: 0, expireInSeconds: 5 * 60 },
    // Provider down: 30 s, 60 s, 120 s … for about two hours, then reconciliation takes over. A
    // killed worker's refund is retried after its 30-second lease (a provider call times out in
    // 10); the idempotency key makes the repeat the same refund.
    refund: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 30 },
    'cancel-event': { retryLimit: 20, retryDelay: 5, retryBackoff: true, expireInSeconds: 30 },
    'issue-certificates': {
      retryLimit: 10,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 60,
    },
    'demo-result': { retryLimit: 5, retryDelay: 5, expireInSeconds: 60 },
  };
}
const JOB_NAMES: JobName[] = [
  'mail',
  'reconcile-payments',
  'settle-places',
  'sweep-places',
  'refund',
  'cancel-event',
  'issue-certificates',
  'demo-result',
];
/** Jobs one process runs at once per queue: mail waits on SMTP round trips, so several. */
const CONCURRENCY: { [N in JobName]: number } = {
  mail: 4,
  'reconcile-payments': 1,
  'settle-places': 2,
  'sweep-places': 1,
  refund: 4,
  'cancel-event': 1,
  'issue-certificates': 1,
  'demo-result': 1,
};

/** Cron schedules (every server may register them; pg-boss sends one job per tick). */
const SCHEDULES: Array<[JobName, string]> = [
  ['reconcile-payments', '*/5 * * * *'],
  ['sweep-places', '* * * * *'],
];

export type JobQueue = {
  /**
   * Writes a job with `db`: the app's handle, or a transaction so the job commits or rolls back
   * with the change that causes it (the outbox). Jobs sent through `transaction` wake this
   * process's worker after the commit; others are found by the next poll.
   */
  send: <N extends JobName>(
    db: Db,
    name: N,
    data: JobData[N],
    options?: PgBoss.SendOptions,
  ) => Promise<string | null>;
  /** `db.transaction`, then an immediate wake of the local workers for jobs it wrote. */
  transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  /** Starts workers for every queue (and the schedules). Without this, jobs wait in the table. */
  work: (handlers: JobHandlers) => void;
  stop: () => Promise<void>;
  boss: PgBoss;
};

/** Creates pg-boss's tables and our queues (idempotent; run with the migrations). */
export async function installJobQueue(database: Database) {
  const boss = new PgBoss({ db: databaseExecutor(database), supervise: false, schedule: false });
  await boss.start();
  for (const name of JOB_NAMES) {
    const policy = POLICIES[name];
    await boss.createQueue(name, { name, ...(policy && { policy }) });
  }
  await boss.stop({ graceful: false, wait: true });
}

export function createJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  settings: QueueSettings = DEFAULT_QUEUE_SETTINGS,
): JobQueue {
  const boss = new PgBoss({
    db: databaseExecutor(database, log),
    // Maintenance (expiring leases of killed workers, archiving) and cron run on every process
    // that works; pg-boss elects one per interval through its own tables.
    supervise: true,
    schedule: true,
    migrate: false,
    maintenanceIntervalSeconds: 30,
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const workers = new Map<JobName, string[]>();
  const sentIn = new WeakMap<Db, Set<JobName>>();
  const defaults = jobOptions(settings);
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
      const id = await boss.send(name, data as object, {
        ...defaults[name],
        ...options,
        db: drizzleExecutor(db),
      });
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
    work(handlers) {
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
        for (const name of Object.keys(handlers) as JobName[]) {
          const handler = handlers[name] as JobHandler<JobName>;
          for (let n = 0; n < CONCURRENCY[name]; n++) {
            const id: string = await boss.work<JobData[JobName]>(
              name,
              { pollingIntervalSeconds: settings.pollSeconds, batchSize: 1 },
              async ([job]) => {
                if (!job) return;
                await handler(job.data, { id: job.id });
                // pg-boss waits a polling interval after every job; while there is work, fetch
                // the next one at once (a burst of mail drains at SMTP speed, not 1 a second).
                boss.notifyWorker(id);
              },
            );
            workers.set(name, [...(workers.get(name) ?? []), id]);
          }
        }
        for (const [name, cron] of SCHEDULES) await boss.schedule(name, cron, {}, { tz: 'UTC' });
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
