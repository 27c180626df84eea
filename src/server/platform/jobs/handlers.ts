import { issueCertificates } from '../../competition/certificates';
import type { Deps } from '../deps';
import { renderMail } from '../mail/render-mail';
import { reconcilePending } from '../../money/service';
import {
  cancelEventRegistrations,
  sweepCancelledEvents,
} from '../../registration/cancel/event-cancel';
import { requeueStaleRefunds, sendRefund } from '../../money/refunds/send';
import { playDemoResult } from '../../seed/demo-live';
import { settleCategory, sweepWaitlists } from '../../registration/waitlist/service';
import type { JobHandlers } from './queue';

/** What each queue's jobs do. A handler that throws is retried by the queue (see queue.ts). */
export function jobHandlers(deps: Deps): JobHandlers {
  return {
    async mail(job) {
      const message = await renderMail(deps, job);
      if (message) await deps.mailer.deliver(message);
    },
    async 'reconcile-payments'() {
      const captured = await reconcilePending(deps);
      if (captured > 0) deps.log.info({ captured }, 'reconciled pending payments');
      const refunds = await requeueStaleRefunds(deps);
      if (refunds > 0) deps.log.info({ refunds }, 'asked again about pending refunds');
      const cancelled = await sweepCancelledEvents(deps);
      if (cancelled > 0) deps.log.warn({ events: cancelled }, 'finishing cancelled events');
    },
    async refund(job) {
      await sendRefund(deps, job.refund_id);
    },
    async 'cancel-event'(job) {
      const cancelled = await cancelEventRegistrations(deps, job.event_id);
      if (cancelled > 0)
        deps.log.info({ cancelled, event: job.event_id }, 'cancelled registrations');
    },
    async 'settle-places'(job) {
      await settleCategory(deps, job.event_id, job.category_id);
    },
    async 'issue-certificates'(job) {
      const { issued, updated } = await issueCertificates(deps, job.draw_id);
      if (issued + updated > 0)
        deps.log.info({ issued, updated, draw: job.draw_id }, 'issued certificates');
    },
    async 'demo-result'(job) {
      await playDemoResult(deps, job);
    },
    async 'sweep-places'() {
      const offered = await sweepWaitlists(deps);
      if (offered > 0) deps.log.info({ offered }, 'offered freed places to waitlists');
    },
  };
}
