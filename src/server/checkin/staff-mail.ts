import { eq } from 'drizzle-orm';
import { eventStaff, events, users } from '../db/schema';
import type { Deps } from '../deps';
import type { MailMessage } from '../mail/mailer';
import { layout } from '../mail/templates';

/** Mailed to someone the host asks to run the gate of one event (issue 17). */
export type GateStaffMailJob = { kind: 'gate_staff_invited'; staff_id: string };

export async function gateStaffMessage(
  deps: Deps,
  job: GateStaffMailJob,
): Promise<MailMessage | null> {
  const [r] = await deps.db
    .select({ email: eventStaff.email, event_id: events.id, title: events.title, host: users.name })
    .from(eventStaff)
    .innerJoin(events, eq(events.id, eventStaff.event_id))
    .innerJoin(users, eq(users.id, eventStaff.invited_by))
    .where(eq(eventStaff.id, job.staff_id));
  if (!r) return null;
  const url = `${deps.config.publicUrl}/app/events/${r.event_id}/check-in`;
  const lines = [
    `${r.host} has asked you to run the gate at ${r.title}: checking players in and weighing them in.`,
    `Sign in to Matchday with this email address (${r.email}), or create an account with it, then open the check-in page on your phone.`,
  ];
  return {
    to: r.email,
    subject: `You are on the gate at ${r.title}`,
    html: layout('You are on the gate', lines, { label: 'Open the check-in page', url }),
    text: [...lines, url].join('\n\n'),
  };
}
