import { and, eq } from 'drizzle-orm';
import { rupees } from '../../../shared/refunds/policy';
import {
  categories,
  events,
  participations,
  teamMembers,
  teams,
  users,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { mailText } from '../../platform/i18n/messages';
import type { MailMessage } from '../../platform/mail/mailer';
import { defineMail } from '../../platform/mail/outbox';
import { quoted, userText } from '../../platform/mail/user-text';
import { dashboardMessage } from '../dashboard-mail';

/** The mails of a team's payment (issue 28), to its members. */
export type ShareMailJob =
  /** The team is paid: a member other than the captain (who has the confirmation). */
  | { kind: 'team_confirmed'; team_id: string; user_id: string }
  /** A split team's time to pay ran out: a member who had a share, and what came back to them. */
  | { kind: 'team_shares_ended'; team_id: string; user_id: string; refund_minor: number };

async function teamAndMember(deps: Deps, teamId: string, userId: string) {
  const [r] = await deps.db
    .select({
      team: teams.name,
      event: events.title,
      category: categories.name,
      payment_status: participations.payment_status,
      cancelled_at: participations.cancelled_at,
      name: users.name,
      email: users.email,
      language: users.language,
    })
    .from(teams)
    .innerJoin(participations, eq(participations.id, teams.participation_id))
    .innerJoin(events, eq(events.id, participations.event_id))
    .innerJoin(categories, eq(categories.id, participations.category_id))
    .innerJoin(users, eq(users.id, userId))
    .where(eq(teams.id, teamId));
  return r ?? null;
}

async function shareMessage(deps: Deps, job: ShareMailJob): Promise<MailMessage | null> {
  const r = await teamAndMember(deps, job.team_id, job.user_id);
  if (!r || r.cancelled_at) return null;
  // In the member's language (issue 29). Team names, titles and categories are users' words:
  // quoted, never links (issue 24).
  const m = mailText(r.language);
  const team = quoted(r.team);
  const what = m('mail.reg.share.what', { category: quoted(r.category), event: quoted(r.event) });
  const greeting = m('mail.reg.greeting', { name: userText(r.name) });
  if (job.kind === 'team_confirmed') {
    const [still] = await deps.db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(
        and(
          eq(teamMembers.team_id, job.team_id),
          eq(teamMembers.user_id, job.user_id),
          eq(teamMembers.status, 'joined'),
        ),
      )
      .limit(1);
    if (r.payment_status !== 'captured' || !still) return null;
    return dashboardMessage(
      deps,
      r.email,
      m('mail.reg.share.confirmed.subject', { team: quoted(r.team, 80) }),
      m('mail.reg.share.confirmed.heading'),
      [
        greeting,
        m('mail.reg.share.confirmed.body', { team, what }),
        m('mail.reg.share.confirmed.ticket'),
      ],
      m,
    );
  }
  return dashboardMessage(
    deps,
    r.email,
    m('mail.reg.share.ended.subject', { team: quoted(r.team, 80) }),
    m('mail.reg.share.ended.heading'),
    [
      greeting,
      m('mail.reg.share.ended.body', { team, what }),
      job.refund_minor > 0
        ? m('mail.reg.share.ended.refund', { amount: rupees(job.refund_minor) })
        : m('mail.reg.share.ended.nothing'),
      m('mail.reg.share.ended.again'),
    ],
    m,
  );
}

declare module '../../platform/mail/outbox' {
  interface MailKinds {
    teamShares: ShareMailJob;
  }
}

export const shareMail = defineMail<ShareMailJob>(
  ['team_confirmed', 'team_shares_ended'],
  shareMessage,
);
