import { loadConfig } from './platform/config';
import { buildApp } from './app';
import { backfillTickets } from './gate/tickets';
import { runMigrations } from './platform/db/migrate';
import { seedDemoIfEmpty } from './seed/demo';

/**
 * Reads config, migrates, seeds an empty demo database, listens, and shuts down gracefully. The
 * job worker (mail, reconciliation) runs in this process unless JOBS_IN_PROCESS=false.
 */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  await runMigrations(app.database, config.databaseUrl);
  // The queues exist before anything (the demo's seeding) sends a job.
  await app.deps.jobs.install();
  if (config.seedDemo) await seedDemoIfEmpty(app.deps, app.storage, app.log);
  // Registrations paid before tickets were made at capture get theirs (checkin/tickets.ts).
  const tickets = await backfillTickets(app.db);
  if (tickets > 0) app.log.info({ tickets }, 'made the missing tickets of paid registrations');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Stops accepting connections, waits for in-flight requests, then closes the pool.
    const timer = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'])
    process.on(signal, () => void shutdown(signal));
  // Run by scripts/start.mjs (`npm start`) over an IPC channel: when that parent goes, however it
  // went (SIGKILL too), the channel closes and we shut down rather than live on holding the port.
  if (process.channel) {
    process.channel.unref(); // the channel alone must not keep us running
    process.on('disconnect', () => void shutdown('parent gone'));
  }

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Matchday is serving ${config.publicUrl} (database: ${app.database.kind})`);
  // The parent may have gone while we migrated.
  if (process.channel && !process.connected) void shutdown('parent gone');
}

main().catch((err: unknown) => {
  // The stack too: a start that fails says where.
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
