import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { installJobQueue } from '../jobs/queue';
import type { Database } from './client';

// Any fixed number: every server that starts against one PostgreSQL takes this lock, so only one
// applies migrations at a time and the others wait, then find nothing left to do.
const MIGRATION_LOCK_KEY = 727_001;

/** Applies the committed SQL migrations that the database has not seen yet. */
export async function runMigrations(database: Database, url?: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, {
      migrationsFolder: MIGRATIONS_DIR,
    });
    await installJobQueue(database);
    return;
  }
  if (!url) throw new Error('runMigrations needs the connection string for PostgreSQL');
  // One dedicated connection, so the session-level advisory lock covers the whole run.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
  // pg-boss's own tables, under pg-boss's own advisory lock.
  await installJobQueue(database);
}
