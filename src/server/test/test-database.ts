import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../platform/db/client';
import { runMigrations } from '../platform/db/migrate';
import { withDatabase } from './global-setup';

export type TestDatabase = Database & { url: string | undefined; drop: () => Promise<void> };

/**
 * A fresh, migrated database for one test file: a copy of the migrated template on PostgreSQL,
 * or an in-memory PGlite for the tests of PGlite itself.
 */
export async function createTestDatabase(
  options: { kind?: 'auto' | 'pglite' } = {},
): Promise<TestDatabase> {
  const serverUrl = inject('pgServerUrl');
  const template = inject('pgTemplate');
  if (options.kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(database);
    return { ...database, url: undefined, drop: () => database.close() };
  }
  // The template's pid prefix lets global teardown find copies a crashed worker left behind.
  const name = `matchday_t${template.split('_').pop()}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ url, poolSize: 5 });
  return {
    ...database,
    url,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
