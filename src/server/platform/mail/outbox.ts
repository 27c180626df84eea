import { z } from 'zod';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { defineJob, type JobDefinition } from '../jobs/define-job';
import type { JobQueue } from '../jobs/queue';
import type { MailMessage } from './mailer';

/**
 * The mails a feature queues, by name: each feature adds its own beside its renderer
 * (`declare module '…/platform/mail/outbox' { interface MailKinds { … } }`), so the outbox knows
 * no feature. A key names a feature's group; its value is the union of that group's mail jobs.
 * @public (extended by declaration merging, which knip does not follow)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface MailKinds {}

/**
 * A mail waiting in the job queue, by name: the worker makes it when it sends (a receipt PDF, a
 * fresh code or link), so requests stay fast and no secret waits in a job row.
 */
export type MailJob = MailKinds[keyof MailKinds] & { kind: string };

declare module '../jobs/queue' {
  interface JobPayloads {
    mail: MailJob;
  }
}

/**
 * Queues a mail with `db`; pass the transaction of the change that causes it, so the change and
 * its mail commit together (a crash after the commit still sends it; a rollback never does).
 */
export async function queueMail(deps: { jobs: JobQueue }, db: Db, job: MailJob) {
  await deps.jobs.send(db, 'mail', job);
}

/** How a feature's mail kinds are made when the worker sends them (null: nothing to send now). */
export type MailRenderer = {
  kinds: readonly string[];
  render: (deps: Deps, job: MailJob) => Promise<MailMessage | null>;
};

export function defineMail<J extends MailJob>(
  kinds: readonly J['kind'][],
  render: (deps: Deps, job: J) => Promise<MailMessage | null>,
): MailRenderer {
  return { kinds, render: render as MailRenderer['render'] };
}

/**
 * The mail queue's job: renders a mail job with its kind's renderer and delivers it. SMTP down:
 * 10 s, 20 s, 40 s … (backoff) for about a day. A job whose worker was killed mid-send is retried
 * once its 2-minute lease expires (at least once, never silently lost).
 */
export function mailJob(renderers: MailRenderer[]): JobDefinition {
  const byKind = new Map<string, MailRenderer>();
  for (const renderer of renderers)
    for (const kind of renderer.kinds) {
      if (byKind.has(kind)) throw new Error(`Two renderers for the mail kind '${kind}'`);
      byKind.set(kind, renderer);
    }
  return defineJob({
    name: 'mail',
    payload: z.custom<MailJob>(
      (job) => typeof job === 'object' && job !== null && byKind.has((job as MailJob).kind),
      'a mail job of a known kind',
    ),
    options: (settings) => ({
      retryLimit: 12,
      retryDelay: settings.mailRetryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: 120,
    }),
    concurrency: 4, // mail waits on SMTP round trips
    async run(deps, job) {
      const message = await byKind.get(job.kind)!.render(deps, job);
      if (message) await deps.mailer.deliver(message);
    },
  });
}
