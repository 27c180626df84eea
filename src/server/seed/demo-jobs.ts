import { z } from 'zod';
import { defineJob } from '../platform/jobs/define-job';
import { playDemoResult } from './demo-live';

declare module '../platform/jobs/queue' {
  interface JobPayloads {
    /** The demo's live draw: brings it to `results` results, then queues the next (idempotent). */
    'demo-result': { draw_id: string; results: number };
  }
}

/** Registered only when demo data is on (SEED_DEMO): production's queues carry no demo job. */
export const demoJobs = [
  defineJob({
    name: 'demo-result',
    payload: z.object({ draw_id: z.string(), results: z.number().int() }),
    options: { retryLimit: 5, retryDelay: 5, expireInSeconds: 60 },
    run: (deps, job) => playDemoResult(deps, job),
  }),
];
