import { z } from 'zod';
import { defineJob, NO_PAYLOAD } from '../platform/jobs/define-job';
import { refreshPayoutAccounts, syncPayoutAccount } from './payouts/account';
import { reconcileTransfers, requeueStaleTransfers, sendTransfer } from './payouts/transfers';
import { requeueStaleRefunds, sendRefund } from './refunds/send';
import { reconcilePending } from './service';

declare module '../platform/jobs/queue' {
  interface JobPayloads {
    /** Sends one refund to the provider, or asks how it went (issue 16); idempotent. */
    refund: { refund_id: string };
    'reconcile-payments': Record<string, never>;
    /** Brings a host's linked account up to their latest save (issue 26); idempotent. */
    'onboard-host': { host_id: string };
    /** Sends a host's share of one payment to their linked account, on hold; idempotent. */
    transfer: { transfer_id: string };
    'reconcile-payouts': Record<string, never>;
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
      // Hosts waiting on the provider's review hear within minutes, not the next day.
      const accounts = await refreshPayoutAccounts(deps);
      if (accounts > 0) deps.log.info({ accounts }, 'payout accounts changed state');
    },
  }),
  defineJob({
    name: 'onboard-host',
    payload: z.object({ host_id: z.string() }),
    // The provider down: retried with backoff for about an hour, then the daily run asks again.
    options: { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
    concurrency: 2,
    run: (deps, job) => syncPayoutAccount(deps, job.host_id),
  }),
  defineJob({
    name: 'transfer',
    payload: z.object({ transfer_id: z.string() }),
    // As refunds: a killed worker's share is retried after its lease; the provider finds the
    // transfer it already made by our id, so a repeat makes no second one.
    options: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 30 },
    concurrency: 4,
    run: (deps, job) => sendTransfer(deps, job.transfer_id),
  }),
  defineJob({
    name: 'reconcile-payouts',
    payload: NO_PAYLOAD,
    options: { retryLimit: 0, expireInSeconds: 30 * 60 },
    policy: 'stately',
    // Daily at 02:00 India time: holds released, moved with their events, figures compared.
    schedule: '30 20 * * *',
    async run(deps) {
      const transfers = await reconcileTransfers(deps);
      const requeued = await requeueStaleTransfers(deps);
      deps.log.info({ ...transfers, requeued }, 'reconciled payouts');
    },
  }),
];
