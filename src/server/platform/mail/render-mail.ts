// The worker's side of the outbox. Apart from outbox.ts, which the features import to queue
// their mails: this module imports the features' message builders, so one module doing both
// would be an import cycle (feature -> outbox -> feature).
import { hostSuspensionMessage } from '../../admin/suspension-mail';
import { accountMessage } from '../../auth/account-mail';
import type { Deps } from '../deps';
import { eventChangedMessage } from '../../events/change-mail';
import { eventContactMessage } from '../../events/contact';
import { changeMessage } from '../../registration/changes/change-mail';
import { gateStaffMessage } from '../../gate/staff-mail';
import { certificatesMessage } from '../../competition/certificate-mail';
import { confirmationMessage } from '../../registration/confirmation-mail';
import type { MailMessage } from './mailer';
import type { MailJob } from './outbox';
import { waitlistOfferMessage } from '../../registration/waitlist/offer-mail';
import { refundUpdateMessage, registrationCancelledMessage } from '../../money/refunds/refund-mail';

/** The message a mail job stands for now (null: nothing to send any more). */
export async function renderMail(deps: Deps, job: MailJob): Promise<MailMessage | null> {
  if (job.kind === 'payment_confirmation') return confirmationMessage(deps, job.participation_id);
  if (job.kind === 'event_changed') return eventChangedMessage(deps, job);
  if (job.kind === 'host_suspended' || job.kind === 'host_unsuspended')
    return hostSuspensionMessage(deps, job);
  if (job.kind === 'event_contact') return eventContactMessage(deps, job);
  if (job.kind === 'waitlist_offer') return waitlistOfferMessage(deps, job);
  if (job.kind === 'registration_cancelled') return registrationCancelledMessage(deps, job);
  if (job.kind === 'refund_update') return refundUpdateMessage(deps, job);
  if (job.kind === 'gate_staff_invited') return gateStaffMessage(deps, job);
  if (job.kind === 'certificates_issued') return certificatesMessage(deps, job);
  if (
    job.kind === 'category_switched' ||
    job.kind === 'transfer_offered' ||
    job.kind === 'transfer_accepted'
  )
    return changeMessage(deps, job);
  return accountMessage(deps, job);
}
