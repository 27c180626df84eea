import { and, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatDisplayDate, formatIndiaDateTime } from '../../../shared/date-format';
import { href } from '../../../shared/href';
import { ROUTES } from '../../../shared/routes';
import { TEAM_MSG } from '../../../shared/teams/schemas';
import {
  categories,
  eventCategories,
  events,
  participations,
  teamMembers,
  teams,
  users,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import type { MailMessage } from '../../platform/mail/mailer';
import { defineMail } from '../../platform/mail/outbox';
import { layout, type MailDetail } from '../../platform/mail/templates';
import { quoted, userText } from '../../platform/mail/user-text';
import { joinUrl } from './view';

/**
 * The roster's mails (issue 28): an invite with the join link, and the roster that locked
 * incomplete, to the captain and to the host. Made when the mail job runs: an invite answered or
 * withdrawn since it was queued is not sent.
 */
export type TeamMailJob =
  | { kind: 'team_invite'; member_id: string }
  | { kind: 'team_incomplete'; team_id: string; to: 'captain' | 'host' };

declare module '../../platform/mail/outbox' {
  interface MailKinds {
    teams: TeamMailJob;
  }
}

type Parts = {
  to: string;
  subject: string;
  title: string;
  paragraphs: string[];
  details: MailDetail[];
  action: { label: string; url: string };
};

/** The text and HTML parts, saying the same. */
function message(p: Parts): MailMessage {
  const text = [
    ...p.paragraphs,
    p.details.map((d) => `${d.label}: ${d.value}`).join('\n'),
    `${p.action.label}: ${p.action.url}`,
  ].join('\n\n');
  return {
    to: p.to,
    subject: p.subject,
    text: `${text}\n`,
    html: layout(p.title, p.paragraphs, p.action, { details: p.details }),
  };
}

const captains = alias(users, 'captains');
const hosts = alias(users, 'hosts');

/** A team with its event, category, captain and host, as the mails name them. */
async function teamFacts(deps: Deps, teamId: string) {
  const [r] = await deps.db
    .select({
      team: teams,
      title: events.title,
      start_date: events.start_date,
      venue_name: events.venue_name,
      category: categories.name,
      size: categories.participants_in_team,
      cancelled_at: participations.cancelled_at,
      roster_locks_at: eventCategories.roster_locks_at,
      registration_closes_at: events.registration_closes_at,
      captain: { name: captains.name, email: captains.email },
      host: { name: hosts.name, email: hosts.email },
    })
    .from(teams)
    .innerJoin(events, eq(events.id, teams.event_id))
    .innerJoin(categories, eq(categories.id, teams.category_id))
    .innerJoin(
      eventCategories,
      and(
        eq(eventCategories.event_id, teams.event_id),
        eq(eventCategories.category_id, teams.category_id),
      ),
    )
    .innerJoin(participations, eq(participations.id, teams.participation_id))
    .innerJoin(captains, eq(captains.id, teams.captain_id))
    .innerJoin(hosts, eq(hosts.id, events.host_id))
    .where(eq(teams.id, teamId));
  return r ?? null;
}

type Facts = NonNullable<Awaited<ReturnType<typeof teamFacts>>>;

// Names, titles and categories are users' words: quoted, never links (issue 24).
const details = (f: Facts): MailDetail[] => [
  { label: 'Team', value: quoted(f.team.name) },
  { label: 'Event', value: quoted(f.title) },
  { label: 'Category', value: quoted(f.category) },
  { label: 'Captain', value: quoted(f.captain.name) },
  { label: 'Starts', value: formatDisplayDate(f.start_date) },
  { label: 'Venue', value: quoted(f.venue_name) },
];

async function inviteMessage(deps: Deps, memberId: string): Promise<MailMessage | null> {
  const [m] = await deps.db.select().from(teamMembers).where(eq(teamMembers.id, memberId));
  if (!m || m.status !== 'invited') return null;
  const f = await teamFacts(deps, m.team_id);
  if (!f || f.cancelled_at) return null;
  const url = joinUrl(deps, f.team.join_code);
  return message({
    to: m.email,
    subject: TEAM_MSG.inviteSubject(quoted(f.team.name, 60), quoted(f.title, 80)),
    title: 'You are invited to a team',
    paragraphs: [
      `${quoted(f.captain.name)} invites you to play for ${quoted(f.team.name)} in ${quoted(f.category)} at ${quoted(f.title)}.`,
      `Open the link to join with your Matchday account (or create one with this address, ${m.email}); you are checked against the category's age, gender and weight rules as you join. The team's code is ${f.team.join_code}.`,
    ],
    details: details(f),
    action: { label: 'Join the team', url },
  });
}

async function incompleteMessage(
  deps: Deps,
  job: Extract<TeamMailJob, { kind: 'team_incomplete' }>,
): Promise<MailMessage | null> {
  const f = await teamFacts(deps, job.team_id);
  if (!f || f.cancelled_at || !f.team.incomplete_flagged_at) return null;
  const [joined] = await deps.db
    .select({ n: count() })
    .from(teamMembers)
    .where(and(eq(teamMembers.team_id, f.team.id), eq(teamMembers.status, 'joined')));
  const summary = TEAM_MSG.incompleteAtLock(quoted(f.team.name), joined?.n ?? 0, f.size);
  const who = job.to === 'captain' ? f.captain : f.host;
  const next =
    job.to === 'captain'
      ? 'Only the organiser can change the roster now: contact them if your team can still complete.'
      : 'You can still add or remove its members, or remove the registration, from the team’s page.';
  return message({
    to: who.email,
    subject: `Roster locked incomplete: ${quoted(f.team.name, 60)}`,
    title: 'A team’s roster locked incomplete',
    paragraphs: [
      `Hi ${userText(who.name)},`,
      `${summary} (since ${formatIndiaDateTime(f.roster_locks_at ?? f.registration_closes_at)} IST).`,
      next,
    ],
    details: details(f),
    action: {
      label: 'Open the team',
      url: `${deps.config.publicUrl}${href(ROUTES.team, { teamId: f.team.id })}`,
    },
  });
}

export const teamMail = defineMail<TeamMailJob>(['team_invite', 'team_incomplete'], (deps, job) =>
  job.kind === 'team_invite' ? inviteMessage(deps, job.member_id) : incompleteMessage(deps, job),
);
