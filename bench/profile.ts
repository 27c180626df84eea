import path from 'node:path';

/**
 * `BENCH_CPU_PROF=<dir>`: the node arguments that make a spawned server write a V8 CPU profile
 * there when it exits (NODE_OPTIONS refuses --cpu-prof); read it in Chrome's DevTools. None
 * otherwise.
 */
export const cpuProfileArgs = (): string[] =>
  process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
