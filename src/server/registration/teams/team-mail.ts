import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatDisplayDate, formatIndiaDateTime } from '../../../shared/date-format';
import { href } from '../../../shared/href';
import { ROUTES } from '../../../shared/routes';
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
import { mailText, type MailText } from '../../platform/i18n/messages';
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
  m: MailText;
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
    html: layout(p.title, p.paragraphs, p.action, { details: p.details, m: p.m }),
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
      captain: { name: captains.name, email: captains.email, language: captains.language },
      host: { name: hosts.name, email: hosts.email, language: hosts.language },
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
const details = (f: Facts, m: MailText): MailDetail[] => [
  { label: m('mail.detail.team'), value: quoted(f.team.name) },
  { label: m('mail.detail.event'), value: quoted(f.title) },
  { label: m('mail.detail.category'), value: quoted(f.category) },
  { label: m('mail.reg.team.detail.captain'), value: quoted(f.captain.name) },
  { label: m('mail.reg.team.detail.starts'), value: formatDisplayDate(f.start_date, m.language) },
  { label: m('mail.detail.venue'), value: quoted(f.venue_name) },
];

/**
 * The language of an invite's reader: the account that joined by it, else the account with the
 * address it went to; English for an address with no account yet.
 */
async function inviteeLanguage(deps: Deps, member: { user_id: string | null; email: string }) {
  const [who] = await deps.db
    .select({ language: users.language })
    .from(users)
    .where(
      member.user_id
        ? eq(users.id, member.user_id)
        : eq(sql`lower(${users.email})`, member.email.toLowerCase()),
    )
    .limit(1);
  return who?.language;
}

async function inviteMessage(deps: Deps, memberId: string): Promise<MailMessage | null> {
  const [member] = await deps.db.select().from(teamMembers).where(eq(teamMembers.id, memberId));
  if (!member || member.status !== 'invited') return null;
  const f = await teamFacts(deps, member.team_id);
  if (!f || f.cancelled_at) return null;
  const m = mailText(await inviteeLanguage(deps, member));
  const url = joinUrl(deps, f.team.join_code);
  return message({
    to: member.email,
    subject: m('mail.reg.team.invite.subject', {
      team: quoted(f.team.name, 60),
      title: quoted(f.title, 80),
    }),
    title: m('mail.reg.team.invite.heading'),
    paragraphs: [
      m('mail.reg.team.invite.body', {
        captain: quoted(f.captain.name),
        team: quoted(f.team.name),
        category: quoted(f.category),
        title: quoted(f.title),
      }),
      m('mail.reg.team.invite.how', { email: member.email, code: f.team.join_code }),
    ],
    details: details(f, m),
    action: { label: m('mail.reg.team.invite.button'), url },
    m,
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
  const who = job.to === 'captain' ? f.captain : f.host;
  const m = mailText(who.language);
  const summary = m('mail.reg.team.incomplete.summary', {
    team: quoted(f.team.name),
    joined: joined?.n ?? 0,
    size: f.size,
    since: formatIndiaDateTime(f.roster_locks_at ?? f.registration_closes_at, m.language),
  });
  return message({
    to: who.email,
    subject: m('mail.reg.team.incomplete.subject', { team: quoted(f.team.name, 60) }),
    title: m('mail.reg.team.incomplete.heading'),
    paragraphs: [
      m('mail.reg.greeting', { name: userText(who.name) }),
      summary,
      m(
        job.to === 'captain'
          ? 'mail.reg.team.incomplete.captainNext'
          : 'mail.reg.team.incomplete.hostNext',
      ),
    ],
    details: details(f, m),
    action: {
      label: m('mail.reg.team.incomplete.button'),
      url: `${deps.config.publicUrl}${href(ROUTES.team, { teamId: f.team.id })}`,
    },
    m,
  });
}

export const teamMail = defineMail<TeamMailJob>(['team_invite', 'team_incomplete'], (deps, job) =>
  job.kind === 'team_invite' ? inviteMessage(deps, job.member_id) : incompleteMessage(deps, job),
);
