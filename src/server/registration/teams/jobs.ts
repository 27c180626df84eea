import { defineJob, NO_PAYLOAD, type JobDefinition } from '../../platform/jobs/define-job';
import type { MailRenderer } from '../../platform/mail/outbox';
import { flagIncompleteTeams } from './lock';
import { teamMail } from './team-mail';

declare module '../../platform/jobs/queue' {
  interface JobPayloads {
    /** Every 15 minutes: teams whose roster locked incomplete, flagged and told once (issue 28). */
    'flag-incomplete-teams': Record<string, never>;
  }
}

/** The teams' jobs and mail kinds (issue 28), listed once in features.ts. */
export const teamJobs: JobDefinition[] = [
  defineJob({
    name: 'flag-incomplete-teams',
    payload: NO_PAYLOAD,
    options: { retryLimit: 0, expireInSeconds: 15 * 60 },
    // One run at a time; a missed or killed run leaves its teams to the next tick, and each flag
    // is its row and its mails or neither, so nobody is told twice.
    policy: 'stately',
    schedule: '*/15 * * * *',
    async run(deps) {
      const flagged = await flagIncompleteTeams(deps);
      if (flagged > 0) deps.log.info({ flagged }, 'flagged teams incomplete at lock');
    },
  }),
];
export const teamMails: MailRenderer[] = [teamMail];
