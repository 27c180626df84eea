import { loadConfig } from './platform/config';
import { buildApp } from './app';
import { runMigrations } from './platform/db/migrate';

/**
 * `node dist/server/worker.js`: the job worker alone (mail, payment reconciliation), for
 * deployments that run jobs apart from the web servers (which then set JOBS_IN_PROCESS=false).
 * It builds the same app the servers build, so jobs see the same dependencies, but never listens.
 * Any number of workers and servers share the queue in PostgreSQL.
 */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config, { worker: true });
  await runMigrations(app.database, config.databaseUrl);
  await app.deps.jobs.install();
  await app.ready();
  app.log.info(`Matchday worker is running (database: ${app.database.kind})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'worker shutting down: finishing the job in hand');
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    await app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
