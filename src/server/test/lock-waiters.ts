import { expect } from 'vitest';
import type { App } from '../platform/http/types';

/**
 * Until at least `n` sessions of the app's database wait on a row or table lock: how a race test
 * knows its other side is queued behind the lock it holds (a condition read from PostgreSQL, not
 * a timer).
 */
export async function untilLockWaiters(app: App, n = 1): Promise<void> {
  await expect
    .poll(
      async () => {
        const { rows } = await app.database.raw(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return (rows[0] as { n: number }).n;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(n);
}
