import { z } from 'zod';
import type { Deps } from '../deps';
import type { JobName, JobPayloads, JobSpec, JobWorker } from './queue';

/** A feature's job, whole beside its code: the queue's name, payload, options, schedule, handler. */
export type JobDefinition<N extends JobName = JobName> = JobSpec<N> & {
  /** Checked before the handler runs: a job row written by older code fails loudly, not oddly. */
  payload: z.ZodType<JobPayloads[N]>;
  /** What a job does. It may run twice (a killed worker's lease expires): keep it idempotent. */
  run: (deps: Deps, data: JobPayloads[N], job: { id: string }) => Promise<void>;
};

export function defineJob<N extends JobName>(definition: JobDefinition<N>): JobDefinition {
  return definition as unknown as JobDefinition;
}

/** The worker of each definition, bound to the app's dependencies. */
export function jobWorkers(deps: Deps, definitions: JobDefinition[]): JobWorker[] {
  return definitions.map((definition) => ({
    ...definition,
    run: (data, job) => definition.run(deps, definition.payload.parse(data), job),
  }));
}

/** The payload of a scheduled job, which carries nothing. */
export const NO_PAYLOAD = z.object({}) as unknown as z.ZodType<Record<string, never>>;
