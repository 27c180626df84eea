import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/**
 * The app's database handle. Both drivers expose the same Drizzle query API; it is typed as the
 * node-postgres flavour, which PGlite's matches for everything we use (`rows` on raw results).
 */
export type Db = NodePgDatabase<typeof schema>;

export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Raw SQL for migrations, health checks and tests. */
  query: (text: string) => Promise<unknown>;
  /** One statement with `$n` values, or several without (the job queue's own SQL). */
  raw: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  close: () => Promise<void>;
  /**
   * Hears `NOTIFY channel` from any server on this database (live results, issue 18); returns
   * how to stop. PostgreSQL: one dedicated connection, reopened when it drops. `onListening`
   * hears whether notifications are being heard (false while the connection is down: any sent
   * meanwhile are missed).
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onListening?: (listening: boolean) => void,
  ) => Promise<() => Promise<void>>;
  /** Statements sent through Drizzle since the database was opened (/metrics). */
  statements: () => number;
  /** Connection pool figures for /metrics (PostgreSQL only). */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

export type DatabaseOptions = {
  /** PostgreSQL connection string; without it an embedded PGlite is used. */
  url?: string | undefined;
  /** Folder for PGlite's files; `memory://` keeps them in memory (tests). */
  dataDir?: string;
  poolSize?: number;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // Drizzle tells its logger of every statement it sends, prepared ones too.
  let statements = 0;
  const counted = {
    logger: {
      logQuery: () => {
        statements += 1;
      },
    },
  };
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client whose server went away emits 'error'; without a listener it would crash
    // the process. The pool drops that client and opens a new one on the next query.
    pool.on('error', () => {});
    // A checked-out client whose server goes away between two queries (a database restart in the
    // middle of a transaction) emits 'error' on itself; unheard, that would end the process. The
    // pending query fails on its own and the pool drops the client when it is released.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    return {
      db: drizzlePg({ client: pool, schema, ...counted }),
      statements: () => statements,
      kind: 'postgres',
      query: (text) => pool.query(text),
      raw: (text, values) => pool.query(text, values),
      close: () => pool.end(),
      listen: (channel, onPayload, onListening) =>
        listenPg(options.url!, channel, onPayload, onListening),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  const dir = options.dataDir ?? 'memory://';
  let dataDir = dir;
  if (!dir.startsWith('memory://')) {
    dataDir = path.join(dir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir);
  return {
    db: drizzlePglite({ client, schema, ...counted }) as unknown as Db,
    statements: () => statements,
    kind: 'pglite',
    query: (text) => client.exec(text),
    raw: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    close: () => client.close(),
    listen: async (channel, onPayload, onListening) => {
      const unlisten = await client.listen(channel, onPayload);
      onListening?.(true);
      return unlisten;
    },
  };
}

/** LISTEN on its own connection (a pooled one would be handed to queries); reconnects. */
async function listenPg(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onListening?: (listening: boolean) => void,
) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (stopped) return;
    clearTimeout(retry);
    retry = setTimeout(() => void connect().catch(again), 1000);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => {
      if (n.channel === channel) onPayload(n.payload ?? '');
    });
    // A dropped connection: try again in a second (notifications meanwhile are missed; the
    // listeners re-read on reconnect, see competition/live.ts).
    next.on('error', () => {});
    next.on('end', () => {
      onListening?.(false);
      again();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    onListening?.(true);
    onPayload('');
  };
  // A database that is down at start must not stop the server starting (its /readyz says so):
  // listening begins when it is back.
  await connect().catch(again);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
