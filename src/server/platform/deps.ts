import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from '../money/provider';
import type { RateLimiter } from './rate-limit/limits';

/** What use cases need from the outside world; routes pass `app.deps`, tests may build their own. */
export type Deps = {
  db: Db;
  config: Config;
  /** Delivers a message now; only the mail job calls it (everything else queues mail). */
  mailer: Mailer;
  /** The durable job queue; mail and other slow or retried work go through it. */
  jobs: JobQueue;
  log: FastifyBaseLogger;
  rateLimit: RateLimiter;
  payments: PaymentProvider;
  /** The clock; tests inject one to move time (session expiry, OTP expiry). */
  now: () => Date;
};
