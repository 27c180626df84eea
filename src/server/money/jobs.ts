import { z } from 'zod';
import { defineJob, NO_PAYLOAD } from '../platform/jobs/define-job';
import { requeueStaleRefunds, sendRefund } from './refunds/send';
import { reconcilePending } from './service';

declare module '../platform/jobs/queue' {
  interface JobPayloads {
    /** Sends one refund to the provider, or asks how it went (issue 16); idempotent. */
    refund: { refund_id: string };
    'reconcile-payments': Record<string, never>;
  }
}

export const moneyJobs = [
  defineJob({
    name: 'refund',
    payload: z.object({ refund_id: z.string() }),
    // Provider down: 30 s, 60 s, 120 s … for about two hours, then reconciliation takes over. A
    // killed worker's refund is retried after its 30-second lease (a provider call times out in
    // 10); the idempotency key makes the repeat the same refund.
    options: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 30 },
    concurrency: 4,
    run: (deps, job) => sendRefund(deps, job.refund_id),
  }),
  defineJob({
    name: 'reconcile-payments',
    payload: NO_PAYLOAD,
    options: { retryLimit: 0, expireInSeconds: 15 * 60 },
    policy: 'stately',
    schedule: '*/5 * * * *',
    async run(deps) {
      const captured = await reconcilePending(deps);
      if (captured > 0) deps.log.info({ captured }, 'reconciled pending payments');
      const refunds = await requeueStaleRefunds(deps);
      if (refunds > 0) deps.log.info({ refunds }, 'asked again about pending refunds');
    },
  }),
];
