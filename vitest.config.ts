import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const SERVER_TESTS = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'];

/**
 * Server test files that replace a module (`vi.mock`): a mock applies only to a module not yet
 * loaded, so these run isolated even though the rest of the server's files share their modules.
 */
const mocking = ['src/server', 'src/shared', 'scripts'].flatMap((dir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f))
    .filter((f) => fs.readFileSync(f, 'utf8').includes('vi.mock(')),
);

const isolatedServer = mocking;

const serverProject = {
  environment: 'node' as const,
  globalSetup: ['src/server/test/global-setup.ts'],
  setupFiles: ['src/server/test/setup-each-file.ts'],
};

export default defineConfig({
  test: {
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on CI's two. The files wait on
    // PostgreSQL and Chromium-free I/O much of the time, so two share two cores well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          ...serverProject,
          name: 'server',
          include: SERVER_TESTS,
          exclude: isolatedServer,
          // A worker keeps the modules it has loaded from one file to the next: importing the
          // server's graph again for each of ~120 files took as long as running their tests.
          // Each file still gets its own database and app (test/test-app.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...serverProject, name: 'server-mocking', include: isolatedServer },
      },
      {
        extends: true,
        test: {
          // Component tests stay isolated: each renders into its own jsdom with fresh modules.
          name: 'web',
          include: ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'],
          environment: 'node',
          setupFiles: ['src/server/test/setup-each-file.ts', 'src/web/test/setup-language.ts'],
        },
      },
    ],
  },
});
