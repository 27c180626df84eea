import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { App } from '../http/types';
import { createTestDatabase, type TestDatabase } from './test-database';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/matchday-test-${process.pid}`,
    ...env,
  });
}

export type TestContext = { app: App; database: TestDatabase; config: Config };

/**
 * One app on one fresh database for the whole test file (fastify/demo's `build(t)`): call at the
 * top of a file, read `ctx.app` inside tests.
 */
export function useTestApp(
  options: { env?: Record<string, string>; database?: 'auto' | 'pglite' } = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase({ kind: options.database ?? 'auto' });
    ctx.config = testConfig({
      ...(ctx.database.url ? { DATABASE_URL: ctx.database.url } : {}),
      ...options.env,
    });
    ctx.app = await buildApp(ctx.config, { database: ctx.database, logger: false });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.drop();
  });
  return ctx;
}
