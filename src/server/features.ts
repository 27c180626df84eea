// The wiring floor: where every feature's jobs, mail kinds and hooks are collected (decision 034). The
// platform's job engine and outbox know no feature; each feature defines its jobs and mails beside
// its code and is listed here once.
import { accountMail } from './auth/account-mail';
import { hostSuspensionMail } from './admin/suspension-mail';
import { certificatesMail } from './competition/certificate-mail';
import { competitionJobs } from './competition/jobs';
import { eventChangedMail } from './events/change-mail';
import { eventContactMail } from './events/contact';
import { eventJobs } from './events/jobs';
import { gateStaffMail } from './gate/staff-mail';
import { issueTickets, recodeTickets, reissueTickets, ticketsOf } from './gate/tickets';
import type { OrderPurpose } from './money/capture';
import { moneyJobs } from './money/jobs';
import type { Config } from './platform/config';
import type { JobDefinition } from './platform/jobs/define-job';
import { mailJob, type MailRenderer } from './platform/mail/outbox';
import { whatsappJob } from './platform/whatsapp/queue';
import { registrationOrders } from './registration/capture';
import { cancelJobs } from './registration/cancel/jobs';
import { refundUpdateMail, registrationCancelledMail } from './registration/cancel/refund-mail';
import { changesMail } from './registration/changes/change-mail';
import { switchOrders } from './registration/changes/switch-capture';
import { teamJobs, teamMails } from './registration/teams/jobs';
import { shareJobs, shareMails } from './registration/teams/share-jobs';
import { teamShareOrders } from './registration/teams/share-capture';
import type { RegistrationHooks } from './registration/hooks';
import { confirmationMail } from './registration/confirmation-mail';
import { waitlistJobs } from './registration/waitlist/jobs';
import { waitlistOfferMail } from './registration/waitlist/offer-mail';
import { demoJobs } from './seed/demo-jobs';
import { toolkitJobs, toolkitMails } from './toolkit/jobs';

const MAILS: MailRenderer[] = [
  accountMail,
  eventChangedMail,
  eventContactMail,
  hostSuspensionMail,
  confirmationMail,
  waitlistOfferMail,
  registrationCancelledMail,
  refundUpdateMail,
  changesMail,
  gateStaffMail,
  certificatesMail,
  ...toolkitMails,
  ...teamMails,
  ...shareMails,
];

/**
 * Every queue this app runs: the outbox's mail and WhatsApp, each feature's jobs, the demo's when
 * it is on.
 */
export function jobDefinitions(config: Pick<Config, 'seedDemo'>): JobDefinition[] {
  return [
    mailJob(MAILS),
    whatsappJob,
    ...moneyJobs,
    ...eventJobs,
    ...waitlistJobs,
    ...cancelJobs,
    ...competitionJobs,
    ...toolkitJobs,
    ...teamJobs,
    ...shareJobs,
    ...(config.seedDemo ? demoJobs : []),
  ];
}

/**
 * What orders pay for, asked in this order which one an order is: a switch's difference has an
 * order of its own, a registration's first order is on the registration.
 */
export const ORDER_PURPOSES: OrderPurpose[] = [switchOrders, teamShareOrders, registrationOrders];

/**
 * The gate's part in registration: tickets made when paid, remade when handed over or when a
 * team's member leaves or joins, shown.
 */
export function registrationHooks(config: Pick<Config, 'sessionSecret'>): RegistrationHooks {
  return {
    paid: async (db, ids) => {
      await issueTickets(db, ids);
    },
    transferred: (db, id) => reissueTickets(db, id),
    rosterChanged: (db, id, positions) => recodeTickets(db, id, positions),
    tickets: (db, ids) => ticketsOf(db, config.sessionSecret, ids),
  };
}
