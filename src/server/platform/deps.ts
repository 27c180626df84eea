import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { EventPages } from './http/web-app';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './mail/mailer';
import type { RateLimiter } from './rate-limit/limits';

/**
 * What use cases need from the outside world; routes pass `app.deps`, tests may build their own.
 * Features above the platform add their own parts by declaration merging (money: the payment
 * provider and the purposes orders pay for; registration: what runs when a registration is paid),
 * and the app that builds it supplies them.
 */
export interface Deps {
  db: Db;
  config: Config;
  /** Delivers a message now; only the mail job calls it (everything else queues mail). */
  mailer: Mailer;
  /** The durable job queue; mail and other slow or retried work go through it. */
  jobs: JobQueue;
  log: FastifyBaseLogger;
  rateLimit: RateLimiter;
  /** The clock; tests inject one to move time (session expiry, OTP expiry). */
  now: () => Date;
  /** Draws event pages ahead of visitors; absent without a web build (API-only tests). */
  eventPages?: EventPages;
}
