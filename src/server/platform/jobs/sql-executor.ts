import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { completeJobs, failJobsById } from 'pg-boss/src/plans.js';
import type { Database, Db } from '../db/client';

type Rows = { rows: unknown[] };

/**
 * pg-boss speaks `(text, $n values)`. On PostgreSQL that is the pool's own query; PGlite takes
 * parameters only for a single statement, and pg-boss's schema plans (no values) are several.
 */
export function databaseExecutor(database: Database, log?: FastifyBaseLogger): PgBoss.Db {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      const run = database.raw(text, values) as Promise<Rows>;
      if (!UNAWAITED.has(text)) return run;
      // pg-boss 10 records a finished job without awaiting it, so a database outage at that
      // moment would be an unhandled rejection that ends the process. The job then stays
      // active; its lease expires and it runs again (at least once, as always).
      return run.catch((err: unknown) => {
        log?.warn({ err }, 'could not record a finished job; it will run again');
        return { rows: [{ count: 0 }] };
      });
    },
  };
}

const UNAWAITED = new Set([completeJobs('pgboss'), failJobsById('pgboss')]);

/**
 * The same queries through a Drizzle handle, so a job can be written inside the caller's
 * transaction (the outbox: the job commits or rolls back with the change that causes it).
 */
export function drizzleExecutor(db: Db): PgBoss.Db {
  return {
    executeSql: async (text: string, values: unknown[] = []) =>
      (await db.execute(toSql(text, values))) as unknown as Rows,
  };
}

/** `$1 … $n` placeholders become Drizzle parameters (numbered again by Drizzle). */
function toSql(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const m of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, m.index)));
    chunks.push(sql`${sql.param(values[Number(m[1]) - 1])}`);
    last = m.index + m[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
