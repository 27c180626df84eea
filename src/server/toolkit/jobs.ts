import { messageJobs } from './messages/jobs';
import { reminderJobs } from './reminders/jobs';
import { messageMails } from './messages/mail';
import { reminderMails } from './reminders/mail';

/** The toolkit's jobs and mail kinds (issue 27), listed once in features.ts. */
export const toolkitJobs = [...messageJobs, ...reminderJobs];
export const toolkitMails = [...messageMails, ...reminderMails];
