import type { App } from '../platform/http/types';

/**
 * Waits until the job queue has nothing waiting or running (mail sent, reconciliation done):
 * a condition, polled, not a fixed sleep. Scheduled cron jobs are left out.
 */
export async function settleJobs(app: App, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await app.database.raw(
      `SELECT count(*)::int AS n FROM pgboss.job
        WHERE name NOT LIKE '\\_\\_pgboss%' AND state < 'completed' AND start_after <= now() + interval '1 minute'`,
    );
    if ((rows[0] as { n: number }).n === 0) return;
    if (Date.now() > deadline) throw new Error('jobs did not settle');
    await new Promise((r) => setTimeout(r, 50));
  }
}
