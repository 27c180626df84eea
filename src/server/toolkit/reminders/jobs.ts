import type { JobDefinition } from '../../platform/jobs/define-job';

/** Issue 27: the scheduled reminders (to be built). */
export const reminderJobs: JobDefinition[] = [];
