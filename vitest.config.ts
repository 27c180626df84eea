import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/setup-each-file.ts', 'src/web/test/setup-language.ts'],
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on CI's two. The files wait on
    // PostgreSQL and Chromium-free I/O much of the time, so two share two cores well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
