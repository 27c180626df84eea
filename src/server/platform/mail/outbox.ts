import type { HostSuspensionMailJob } from '../../admin/suspension-mail';
import type { AccountMailJob } from '../../auth/account-mail';
import type { ChangeMailJob } from '../../registration/changes/change-mail';
import type { GateStaffMailJob } from '../../gate/staff-mail';
import type { CertificatesMailJob } from '../../competition/certificate-mail';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import type { EventChangedMailJob } from '../../events/change-mail';
import type { EventContactMailJob } from '../../events/contact';
import type {
  RefundUpdateMailJob,
  RegistrationCancelledMailJob,
} from '../../money/refunds/refund-mail';
import type { WaitlistOfferMailJob } from '../../registration/waitlist/offer-mail';

/**
 * A mail waiting in the job queue, by name: the worker makes it when it sends (a receipt PDF, a
 * fresh code or link), so requests stay fast and no secret waits in a job row.
 */
export type MailJob =
  | AccountMailJob
  | EventChangedMailJob
  | HostSuspensionMailJob
  | EventContactMailJob
  | WaitlistOfferMailJob
  | RegistrationCancelledMailJob
  | RefundUpdateMailJob
  | ChangeMailJob
  | GateStaffMailJob
  | CertificatesMailJob
  | { kind: 'payment_confirmation'; participation_id: string };

/**
 * Queues a mail with `db`; pass the transaction of the change that causes it, so the change and
 * its mail commit together (a crash after the commit still sends it; a rollback never does).
 */
export async function queueMail(deps: Pick<Deps, 'jobs'>, db: Db, job: MailJob) {
  await deps.jobs.send(db, 'mail', job);
}
