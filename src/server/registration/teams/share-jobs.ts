import type { JobDefinition } from '../../platform/jobs/define-job';
import type { MailRenderer } from '../../platform/mail/outbox';

/** Split payment's jobs and mail kinds (issue 28), listed once in features.ts. */
export const shareJobs: JobDefinition[] = [];
export const shareMails: MailRenderer[] = [];
