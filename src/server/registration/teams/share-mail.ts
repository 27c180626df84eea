import { and, eq } from 'drizzle-orm';
import { rupees } from '../../../shared/refunds/policy';
import { TEAM_MSG } from '../../../shared/teams/schemas';
import {
  categories,
  events,
  participations,
  teamMembers,
  teams,
  users,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
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
  // Team names, titles and categories are users' words: quoted, never links (issue 24).
  const what = `${quoted(r.category)} at ${quoted(r.event)}`;
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
      TEAM_MSG.confirmedSubject(quoted(r.team, 80)),
      'Team confirmed',
      [
        `Hi ${userText(r.name)},`,
        `${quoted(r.team)} is paid for and confirmed in ${what}.`,
        'Your own ticket, with its QR code for the venue check-in, is on your dashboard.',
      ],
    );
  }
  return dashboardMessage(
    deps,
    r.email,
    TEAM_MSG.sharesEndedSubject(quoted(r.team, 80)),
    'Team not complete in time',
    [
      `Hi ${userText(r.name)},`,
      `${quoted(r.team)} in ${what} no longer holds its place. ${TEAM_MSG.sharesRefunded}.`,
      job.refund_minor > 0
        ? `Your share of ${rupees(job.refund_minor)} is on its way back to the account you paid from. Banks usually take 5 to 7 working days.`
        : 'Your share was not paid, so nothing was taken from you.',
      'While registration is open, the team can start paying its shares again.',
    ],
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
