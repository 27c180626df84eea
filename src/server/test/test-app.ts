import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../platform/config';
import type { App } from '../platform/http/types';
import { createTestDatabase, type TestDatabase } from './test-database';
import { startSmtpInbox } from './smtp-inbox';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/matchday-test-${process.pid}`,
    PUBLIC_URL: 'http://matchday.test',
    // No web build: API tests behave the same before and after `npm run build`.
    WEB_DIR: `/tmp/matchday-no-web-build-${process.pid}`,
    // Servers of one test file would share one folder of page files: on only where a test asks.
    PAGE_FILES_DIR: 'off',
    ...env,
  });
}

/** A clock tests can move forward (session and code expiry). */
class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  reset(): void {
    this.offsetMs = 0;
  }
}

export type TestContext = {
  app: App;
  database: TestDatabase;
  config: Config;
  clock: TestClock;
  mail: Awaited<ReturnType<typeof startSmtpInbox>>;
};

/**
 * One app on one fresh database for the whole test file (fastify/demo's `build(t)`), with a
 * real SMTP inbox and a movable clock: call at the top of a file, read `ctx.*` inside tests.
 */
export function useTestApp(
  options: {
    env?: Record<string, string>;
    database?: 'auto' | 'pglite';
    /** Run the job worker (default); off, queued jobs wait in the table. */
    worker?: boolean;
  } = {},
): TestContext {
  const ctx = { clock: new TestClock() } as TestContext;
  beforeAll(async () => {
    ctx.mail = await startSmtpInbox();
    ctx.database = await createTestDatabase({ kind: options.database ?? 'auto' });
    ctx.config = testConfig({
      ...(ctx.database.url ? { DATABASE_URL: ctx.database.url } : {}),
      SMTP_URL: ctx.mail.url,
      ...options.env,
    });
    ctx.app = await buildApp(ctx.config, {
      database: ctx.database,
      logger: false,
      now: ctx.clock.now,
      worker: options.worker ?? true,
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.drop();
    await ctx.mail?.close();
  });
  return ctx;
}

/**
 * A second server on the file's test database (its own memory, no job worker), for what one
 * server writes and another must read: call after `useTestApp`, read `.app` inside tests.
 */
export function useOtherServer(ctx: TestContext): { app: App } {
  const other = {} as { app: App };
  beforeAll(async () => {
    other.app = await buildApp(ctx.config, {
      database: ctx.database,
      logger: false,
      now: ctx.clock.now,
      worker: false,
    });
    await other.app.ready();
  });
  afterAll(async () => {
    await other.app?.close();
  });
  return other;
}
