import type { EventRow, User } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { sendEventMessage } from '../toolkit/messages/service';
import { sendMessage } from '../toolkit/messages/send';
import { sendDueReminders } from '../toolkit/reminders/due';
import { saveReminderSettings } from '../toolkit/reminders/settings';

/**
 * Issue 27 in the demo, made by the code the app runs: the Bengaluru host has written to the
 * juniors' families (sent to all of them, so its progress reads "Sent to N of N"), has turned
 * off one reminder for the Sunday hoops, and the first run of the reminders has sent what was
 * due. Bibs and sales figures come from the registrations themselves.
 */
export async function seedDemoToolkit(
  deps: Deps,
  demo: { host: User; juniors: EventRow; hoops: EventRow },
): Promise<void> {
  const message = await sendEventMessage(deps, demo.host, demo.juniors.id, {
    subject: 'Court allocation and warm-up times',
    body: [
      'Dear players and parents,',
      'Courts 1 to 4 are for the Under 13 draw. Please come 45 minutes before your first match for warm-up, and bring your ticket (or its QR on your phone) to the gate.',
      'Shuttles are provided. Good luck to everyone!',
    ].join('\n\n'),
    filter: {},
    dry_run: false,
  });
  if (message.job_id) await sendMessage(deps, message.job_id);
  await saveReminderSettings(deps, demo.host, demo.hoops.id, {
    payment_pending: true,
    before_event: true,
    waitlist_expiring: true,
    closing_soon: false,
  });
  await sendDueReminders(deps);
}
