import { defineJob, NO_PAYLOAD, type JobDefinition } from '../../platform/jobs/define-job';
import { sendDueReminders } from './due';

declare module '../../platform/jobs/queue' {
  interface JobPayloads {
    /** Every 15 minutes: the automatic reminders due now, each sent once (issue 27). */
    'send-reminders': Record<string, never>;
  }
}

/** Issue 27: the scheduled reminders (decision 039). */
export const reminderJobs: JobDefinition[] = [
  defineJob({
    name: 'send-reminders',
    payload: NO_PAYLOAD,
    options: { retryLimit: 0, expireInSeconds: 15 * 60 },
    // One run at a time; a missed or killed run leaves its reminders to the next tick, and each
    // reminder is its row and its mail or neither, so none goes out twice.
    policy: 'stately',
    schedule: '*/15 * * * *',
    async run(deps) {
      const sent = await sendDueReminders(deps);
      const total = Object.values(sent).reduce((a, b) => a + b, 0);
      if (total > 0) deps.log.info(sent, 'sent reminders');
    },
  }),
];
