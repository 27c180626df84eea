import { defineJob, NO_PAYLOAD, type JobDefinition } from '../platform/jobs/define-job';
import { drawDuePages } from './page-draws';

declare module '../platform/jobs/queue' {
  interface JobPayloads {
    /** Every minute: the public pages of events that changed, drawn and stored (issue 31). */
    'draw-pages': Record<string, never>;
  }
}

export const eventJobs: JobDefinition[] = [
  defineJob({
    name: 'draw-pages',
    payload: NO_PAYLOAD,
    options: { retryLimit: 0, expireInSeconds: 5 * 60 },
    // One run at a time across every server. A run stops after 50 s and, with events still
    // due (a deploy's every page), queues the next at once rather than wait for the tick. What a
    // killed run claimed and did not finish is claimed again when its claim lapses.
    policy: 'stately',
    schedule: '* * * * *',
    async run(deps) {
      const drawn = await drawDuePages(deps);
      if (drawn.drawn > 0) deps.log.info(drawn, 'drew event pages');
      if (drawn.failed > 0) deps.log.warn(drawn, 'event pages failed to draw; tried again later');
      if (drawn.more) await deps.jobs.send(deps.db, 'draw-pages', {});
    },
  }),
];
