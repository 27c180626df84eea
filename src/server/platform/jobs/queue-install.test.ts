import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { testConfig } from '../../test/test-app';
import type { App } from '../http/types';

// The queues come with the app, not the migrations: a migrated database has none yet.
let database: TestDatabase;
let app: App;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig(database.url ? { DATABASE_URL: database.url } : {});
  app = await buildApp(config, { database, logger: false, worker: false });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const jobs = async () =>
  (
    await database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail'`,
    )
  ).rows[0]!.n;

describe('the job queues', () => {
  it('refuse a job loudly while its queue does not exist (pg-boss would write nothing)', async () => {
    await expect(
      app.deps.jobs.send(database.db, 'mail', { kind: 'reset_otp', email: 'a@example.test' }),
    ).rejects.toThrow("The job queue 'mail' does not exist");
    expect(await jobs()).toBe(0);
  });

  it('take the job once installed, and installing twice changes nothing', async () => {
    await app.deps.jobs.install();
    await app.deps.jobs.install();
    await app.deps.jobs.send(database.db, 'mail', { kind: 'reset_otp', email: 'a@example.test' });
    expect(await jobs()).toBe(1);
    const queues = await database.db.execute<{ name: string }>(
      sql`SELECT name FROM pgboss.queue ORDER BY name`,
    );
    expect(queues.rows.map((q) => q.name)).toEqual(
      expect.arrayContaining(['cancel-event', 'mail', 'reconcile-payments', 'refund']),
    );
    expect(queues.rows.map((q) => q.name)).not.toContain('demo-result');
  });
});
