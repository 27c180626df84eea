import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import type { JobName, JobPayloads } from './queue';

/** JOB_TIME_SCALE shortens every job's lease and retry delay (the fault tests' setting). */
const ctx = useTestApp({ env: { JOB_TIME_SCALE: '0.2' }, worker: false });

/** A job sent as its feature sends it, and the lease and retry delay pg-boss stored for it. */
async function timings<N extends JobName>(name: N, payload: JobPayloads[N]) {
  const { jobs, db } = ctx.app.deps;
  // No worker runs in this file; an hour away all the same.
  const id = await jobs.send(db, name, payload, { startAfter: new Date(Date.now() + 3_600_000) });
  const job = await jobs.boss.getJobById(name, id!);
  // pg-boss reads the lease as an interval's epoch, a numeric: a string.
  return { expire: Number(job!.expireInSeconds), retryDelay: job!.retryDelay };
}

describe('the job queue at JOB_TIME_SCALE 0.2', () => {
  it('a job’s lease and retry delay are a fifth of its own, in whole seconds', async () => {
    // refund: a 30 s lease, retried after 30 s.
    expect(await timings('refund', { refund_id: 'r1' })).toEqual({ expire: 6, retryDelay: 6 });
    // sweep-cancelled-events: a 15-minute lease, no retry delay (none stays none).
    expect(await timings('sweep-cancelled-events', {})).toEqual({ expire: 180, retryDelay: 0 });
  });

  it('never below one second (pg-boss counts whole seconds)', async () => {
    // cancel-event: retried after 5 s, a fifth of which is one.
    expect(await timings('cancel-event', { event_id: 'e1' })).toEqual({
      expire: 6,
      retryDelay: 1,
    });
  });
});
