import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

/** JOB_TIME_SCALE shortens every job's lease and retry delay (the fault tests' setting). */
const ctx = useTestApp({ env: { JOB_TIME_SCALE: '0.2' }, worker: false });

async function timings(send: (db: typeof ctx.app.deps.db) => Promise<string | null>, name: string) {
  const id = await send(ctx.app.deps.db);
  const job = await ctx.app.deps.jobs.boss.getJobById(name, id!);
  // pg-boss reads the lease as an interval's epoch, a numeric: a string.
  return { expire: Number(job!.expireInSeconds), retryDelay: job!.retryDelay };
}

describe('the job queue at JOB_TIME_SCALE 0.2', () => {
  // No worker runs in this file; an hour away all the same.
  const later = { startAfter: new Date(Date.now() + 3_600_000) };
  it('a job’s lease and retry delay are a fifth of its own, in whole seconds', async () => {
    const { jobs } = ctx.app.deps;
    // refund: a 30 s lease, retried after 30 s.
    const refund = (db: typeof ctx.app.deps.db) =>
      jobs.send(db, 'refund', { refund_id: 'r1' }, later);
    expect(await timings(refund, 'refund')).toEqual({ expire: 6, retryDelay: 6 });
    // sweep-cancelled-events: a 15-minute lease, no retry.
    const sweep = (db: typeof ctx.app.deps.db) =>
      jobs.send(db, 'sweep-cancelled-events', {}, later);
    expect(await timings(sweep, 'sweep-cancelled-events')).toEqual({ expire: 180, retryDelay: 0 });
  });

  it('never below one second (pg-boss counts whole seconds)', async () => {
    const { jobs } = ctx.app.deps;
    // cancel-event: retried after 5 s, a fifth of which is one.
    const cancel = (db: typeof ctx.app.deps.db) =>
      jobs.send(db, 'cancel-event', { event_id: 'e1' }, later);
    expect(await timings(cancel, 'cancel-event')).toEqual({ expire: 6, retryDelay: 1 });
  });
});
