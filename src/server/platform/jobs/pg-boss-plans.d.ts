// pg-boss's SQL plan builders (no types shipped for this internal module).
declare module 'pg-boss/src/plans.js' {
  export function completeJobs(schema: string): string;
  export function failJobsById(schema: string): string;
}
