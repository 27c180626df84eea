import { eq, sql } from 'drizzle-orm';
import { ROUTES } from '../../shared/routes';
import { href } from '../../shared/href';
import { eventStaff, events, users } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { mailText } from '../platform/i18n/messages';
import type { MailMessage } from '../platform/mail/mailer';
import { layout } from '../platform/mail/templates';
import { quoted } from '../platform/mail/user-text';
import { defineMail } from '../platform/mail/outbox';

/** Mailed to someone the host asks to run the gate of one event (issue 17). */
export type GateStaffMailJob = { kind: 'gate_staff_invited'; staff_id: string };

/**
 * The invitation in its reader's language (issue 29): that of the invited address's account if
 * there is one, else the inviting host's (someone they work with, likely to read the same).
 */
async function gateStaffMessage(deps: Deps, job: GateStaffMailJob): Promise<MailMessage | null> {
  const [r] = await deps.db
    .select({
      email: eventStaff.email,
      event_id: events.id,
      title: events.title,
      host: users.name,
      host_language: users.language,
    })
    .from(eventStaff)
    .innerJoin(events, eq(events.id, eventStaff.event_id))
    .innerJoin(users, eq(users.id, eventStaff.invited_by))
    .where(eq(eventStaff.id, job.staff_id));
  if (!r) return null;
  // Staff are matched to their account by email in any case (staff.ts).
  const [account] = await deps.db
    .select({ language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${r.email})`)
    .limit(1);
  const m = mailText(account?.language ?? r.host_language);
  const url = `${deps.config.publicUrl}${href(ROUTES.checkIn, { eventId: r.event_id })}`;
  // The title and the host's name are theirs, not ours: quoted after a label, never a link.
  const details = [
    { label: m('mail.ev.gate.event'), value: quoted(r.title) },
    { label: m('mail.ev.gate.organiser'), value: quoted(r.host) },
  ];
  const lines = [m('mail.ev.gate.asked'), m('mail.ev.gate.signIn', { email: r.email })];
  return {
    to: r.email,
    subject: m('mail.ev.gate.subject', { title: quoted(r.title, 80) }),
    html: layout(
      m('mail.ev.gate.heading'),
      lines.slice(0, 1),
      { label: m('mail.ev.gate.button'), url },
      {
        details,
        after: lines.slice(1),
        m,
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
