import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../platform/db/client';
import { runMigrations } from '../platform/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URL (no database) and a migrated template database for the API tests. */
    pgServerUrl: string;
    pgTemplate: string;
  }
}

/** Where README's machine runs PostgreSQL (and `.ci/run` starts it). */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The PostgreSQL the API tests use: TEST_DATABASE_URL, else DATABASE_URL, else the local one.
 * Not PGlite: the race tests need two sessions at once, which one embedded connection cannot
 * give (they would wait on each other until they time out). PGlite has tests of its own, which
 * ask for it (`createTestDatabase({ kind: 'pglite' })`).
 */
function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || LOCAL_POSTGRES;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * With PostgreSQL, migrate one template database once; every test file then gets its own copy
 * (CREATE DATABASE ... TEMPLATE is fast), so files run in parallel on clean data.
 */
export default async function setup(project: TestProject) {
  const url = testDatabaseUrl();
  // One per test project (vitest.config.ts): each project runs this setup of its own.
  const template = `matchday_tmpl_${process.pid}_${project.name.replace(/\W/g, '_')}`;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (error) {
    const where = new URL(url);
    throw new Error(
      `The API tests need PostgreSQL, and none answered at ${where.host} (${String(error)}). ` +
        'Start it (README, "Two commands") or point TEST_DATABASE_URL at one.',
    );
  }
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = withDatabase(url, template);
  const database = await openDatabase({ url: templateUrl, poolSize: 1 });
  await runMigrations(database, templateUrl);
  await database.close();
  project.provide('pgServerUrl', url);
  project.provide('pgTemplate', template);

  return async () => {
    // Drop the template and any per-file copies a crashed worker left behind.
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`matchday_t${process.pid}_%`, template],
    );
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}
