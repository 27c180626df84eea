import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../platform/jobs/define-job';
import { sendMessage } from './send';

declare module '../../platform/jobs/queue' {
  interface JobPayloads {
    /** Queues one mail per recipient of a message, in batches (issue 27); idempotent. */
    'send-message': { message_id: string };
  }
}

export const messageJobs: JobDefinition[] = [
  defineJob({
    name: 'send-message',
    payload: z.object({ message_id: z.string() }),
    // Each batch commits on its own, so a retry (a killed worker's lease runs out after 5
    // minutes, or the database was away) goes on where the last commit left off.
    options: { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 },
    concurrency: 2,
    run: (deps, job) => sendMessage(deps, job.message_id),
  }),
];
