import type { JobDefinition } from '../../platform/jobs/define-job';
import type { MailRenderer } from '../../platform/mail/outbox';

/** The teams' jobs and mail kinds (issue 28), listed once in features.ts. */
export const teamJobs: JobDefinition[] = [];
export const teamMails: MailRenderer[] = [];
