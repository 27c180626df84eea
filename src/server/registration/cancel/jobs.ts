import { z } from 'zod';
import { defineJob, NO_PAYLOAD } from '../../platform/jobs/define-job';
import { cancelEventRegistrations, sweepCancelledEvents } from './event-cancel';

declare module '../../platform/jobs/queue' {
  interface JobPayloads {
    /** Cancels a cancelled event's registrations a batch at a time, owing their refunds. */
    'cancel-event': { event_id: string };
    /** Every 5 minutes: a cancelled event with a registration still standing is finished. */
    'sweep-cancelled-events': Record<string, never>;
  }
}

export const cancelJobs = [
  defineJob({
    name: 'cancel-event',
    payload: z.object({ event_id: z.string() }),
    options: { retryLimit: 20, retryDelay: 5, retryBackoff: true, expireInSeconds: 30 },
    async run(deps, job) {
      const cancelled = await cancelEventRegistrations(deps, job.event_id);
      if (cancelled > 0)
        deps.log.info({ cancelled, event: job.event_id }, 'cancelled registrations');
    },
  }),
  defineJob({
    name: 'sweep-cancelled-events',
    payload: NO_PAYLOAD,
    options: { retryLimit: 0, expireInSeconds: 15 * 60 },
    policy: 'stately',
    schedule: '*/5 * * * *',
    async run(deps) {
      const cancelled = await sweepCancelledEvents(deps);
      if (cancelled > 0) deps.log.warn({ events: cancelled }, 'finishing cancelled events');
    },
  }),
];
