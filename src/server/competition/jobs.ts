import { z } from 'zod';
import { defineJob } from '../platform/jobs/define-job';
import { issueCertificates } from './certificates';

declare module '../platform/jobs/queue' {
  interface JobPayloads {
    /** Writes a finished draw's certificates and mails their holders (issue 18); idempotent. */
    'issue-certificates': { draw_id: string };
  }
}

export const competitionJobs = [
  defineJob({
    name: 'issue-certificates',
    payload: z.object({ draw_id: z.string() }),
    options: { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
    async run(deps, job) {
      const { issued, updated } = await issueCertificates(deps, job.draw_id);
      if (issued + updated > 0)
        deps.log.info({ issued, updated, draw: job.draw_id }, 'issued certificates');
    },
  }),
];
