import { z } from 'zod';
import { defineJob, NO_PAYLOAD } from '../../platform/jobs/define-job';
import { settleCategory, sweepWaitlists } from './service';

declare module '../../platform/jobs/queue' {
  interface JobPayloads {
    /** Hands a category's free places to its waitlist (issue 15); idempotent. */
    'settle-places': { event_id: string; category_id: string };
    /** Every minute: expired offers and holds in every category with a queue. */
    'sweep-places': Record<string, never>;
  }
}

export const waitlistJobs = [
  defineJob({
    name: 'settle-places',
    payload: z.object({ event_id: z.string(), category_id: z.string() }),
    options: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
    concurrency: 2,
    run: (deps, job) => settleCategory(deps, job.event_id, job.category_id).then(() => {}),
  }),
  defineJob({
    name: 'sweep-places',
    payload: NO_PAYLOAD,
    options: { retryLimit: 0, expireInSeconds: 5 * 60 },
    policy: 'stately',
    schedule: '* * * * *',
    async run(deps) {
      const offered = await sweepWaitlists(deps);
      if (offered > 0) deps.log.info({ offered }, 'offered freed places to waitlists');
    },
  }),
];
