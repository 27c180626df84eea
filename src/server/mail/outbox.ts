import { hostSuspensionMessage, type HostSuspensionMailJob } from '../admin/suspension-mail';
import { accountMessage, type AccountMailJob } from '../auth/account-mail';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { eventChangedMessage, type EventChangedMailJob } from '../events/change-mail';
import { eventContactMessage, type EventContactMailJob } from '../events/contact';
import { confirmationMessage } from '../payments/confirmation-mail';
import type { MailMessage } from './mailer';

/**
 * A mail waiting in the job queue, by name: the worker makes it when it sends (a receipt PDF, a
 * fresh code or link), so requests stay fast and no secret waits in a job row.
 */
export type MailJob =
  | AccountMailJob
  | EventChangedMailJob
  | HostSuspensionMailJob
  | EventContactMailJob
  | { kind: 'payment_confirmation'; participation_id: string };

/**
 * Queues a mail with `db`; pass the transaction of the change that causes it, so the change and
 * its mail commit together (a crash after the commit still sends it; a rollback never does).
 */
export async function queueMail(deps: Pick<Deps, 'jobs'>, db: Db, job: MailJob) {
  await deps.jobs.send(db, 'mail', job);
}

/** The message a mail job stands for now (null: nothing to send any more). */
export async function renderMail(deps: Deps, job: MailJob): Promise<MailMessage | null> {
  if (job.kind === 'payment_confirmation') return confirmationMessage(deps, job.participation_id);
  if (job.kind === 'event_changed') return eventChangedMessage(deps, job);
  if (job.kind === 'host_suspended' || job.kind === 'host_unsuspended')
    return hostSuspensionMessage(deps, job);
  if (job.kind === 'event_contact') return eventContactMessage(deps, job);
  return accountMessage(deps, job);
}
