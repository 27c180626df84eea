import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../http/types';
import { makeUser } from '../../seed/factories';
import { settleJobs } from '../../test/jobs';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { testConfig } from '../../test/test-app';

/** Two servers, each with its worker, on one database: every job runs once, on one of them. */
let database: TestDatabase;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let apps: App[];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  database = await createTestDatabase();
  const config = testConfig({
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    SMTP_URL: inbox.url,
    RATE_LIMIT_MULTIPLIER: '100',
  });
  apps = [
    await buildApp(config, { database, logger: false }),
    await buildApp(config, { database, logger: false }),
  ];
  await Promise.all(apps.map((a) => a.ready()));
});
afterAll(async () => {
  for (const app of apps ?? []) await app.close();
  await database?.drop();
  await inbox?.close();
});

describe('one queue shared by several servers', () => {
  it('sends each queued mail exactly once', async () => {
    const users = [];
    for (let i = 0; i < 24; i++)
      users.push(await makeUser(database.db, { email: `shared-${i}-${Date.now()}@example.test` }));
    await Promise.all(
      users.map((u, i) =>
        apps[i % 2]!.inject({
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          payload: { email: u.email },
        }),
      ),
    );
    await Promise.all(users.map((u) => inbox.waitFor(u.email, 'reset code', 15_000)));
    await settleJobs(apps[0]!);
    for (const u of users) expect(inbox.count(u.email)).toBe(1);
    expect(inbox.attempts()).toBe(users.length);
  }, 30_000);
});
