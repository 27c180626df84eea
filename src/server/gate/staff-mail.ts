import { eq } from 'drizzle-orm';
import { ROUTES } from '../../shared/routes';
import { href } from '../../shared/href';
import { eventStaff, events, users } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import type { MailMessage } from '../platform/mail/mailer';
import { layout } from '../platform/mail/templates';
import { quoted } from '../platform/mail/user-text';
import { defineMail } from '../platform/mail/outbox';

/** Mailed to someone the host asks to run the gate of one event (issue 17). */
export type GateStaffMailJob = { kind: 'gate_staff_invited'; staff_id: string };

async function gateStaffMessage(deps: Deps, job: GateStaffMailJob): Promise<MailMessage | null> {
  const [r] = await deps.db
    .select({ email: eventStaff.email, event_id: events.id, title: events.title, host: users.name })
    .from(eventStaff)
    .innerJoin(events, eq(events.id, eventStaff.event_id))
    .innerJoin(users, eq(users.id, eventStaff.invited_by))
    .where(eq(eventStaff.id, job.staff_id));
  if (!r) return null;
  const url = `${deps.config.publicUrl}${href(ROUTES.checkIn, { eventId: r.event_id })}`;
  // The title and the host's name are theirs, not ours: quoted after a label, never a link.
  const details = [
    { label: 'Event', value: quoted(r.title) },
    { label: 'Organiser', value: quoted(r.host) },
  ];
  const lines = [
    'The organiser of an event on Matchday has asked you to run its gate: checking players in and weighing them in.',
    `Sign in to Matchday with this email address (${r.email}), or create an account with it, then open the check-in page on your phone.`,
  ];
  return {
    to: r.email,
    subject: `You are on the gate: ${quoted(r.title, 80)}`,
    html: layout(
      'You are on the gate',
      lines.slice(0, 1),
      { label: 'Open the check-in page', url },
      {
        details,
        after: lines.slice(1),
      },
    ),
    text: [lines[0], ...details.map((d) => `${d.label}: ${d.value}`), lines[1], url].join('\n\n'),
  };
}

declare module '../platform/mail/outbox' {
  interface MailKinds {
    gate_staff: GateStaffMailJob;
  }
}

export const gateStaffMail = defineMail<GateStaffMailJob>(['gate_staff_invited'], gateStaffMessage);
