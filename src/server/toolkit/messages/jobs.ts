import type { JobDefinition } from '../../platform/jobs/define-job';

/** Issue 27: sending a message to its recipients (to be built). */
export const messageJobs: JobDefinition[] = [];
