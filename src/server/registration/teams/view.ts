import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { href } from '../../../shared/href';
import { MSG } from '../../../shared/messages';
import { ROUTES } from '../../../shared/routes';
import { TEAM_MSG, type Team, type TeamPreview } from '../../../shared/teams/schemas';
import { teamShares as splitShares } from '../../../shared/teams/shares';
import { restrictsWeight } from '../../../shared/participations/eligibility';
import type { Db } from '../../platform/db/client';
import {
  dependants,
  teamMembers,
  teamShares,
  teams,
  users,
  type User,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import {
  emailKey,
  findTeam,
  findTeamByCode,
  hostsTeam,
  isCaptain,
  isLocked,
  locksAt,
  maxMembers,
  teamSize,
  type TeamContext,
} from './store';

/** The link a captain shares: the join page with the code, on the public site. */
export const joinUrl = (deps: Pick<Deps, 'config'>, code: string) =>
  `${deps.config.publicUrl}${href(ROUTES.teamJoin, { code })}`;

/** The roster's rows with who they are (account or dependant), joined first by position. */
async function rosterOf(db: Db, teamId: string) {
  return db
    .select({ m: teamMembers, user: users, dependant: dependants })
    .from(teamMembers)
    .leftJoin(users, eq(users.id, teamMembers.user_id))
    .leftJoin(dependants, eq(dependants.id, teamMembers.dependant_id))
    .where(eq(teamMembers.team_id, teamId))
    .orderBy(
      sql`case ${teamMembers.status} when 'joined' then 0 when 'invited' then 1 else 2 end`,
      asc(teamMembers.position),
      asc(teamMembers.id),
    );
}

type Roster = Awaited<ReturnType<typeof rosterOf>>;

/** Each member's newest share (split payment), by roster row. */
async function sharesOf(db: Db, teamId: string) {
  const rows = await db
    .select({
      member_id: teamShares.member_id,
      amount_minor: teamShares.amount_minor,
      status: teamShares.status,
    })
    .from(teamShares)
    .where(eq(teamShares.team_id, teamId))
    .orderBy(desc(teamShares.id));
  const newest = new Map<string, (typeof rows)[number]>();
  for (const s of rows) if (!newest.has(s.member_id)) newest.set(s.member_id, s);
  return newest;
}

/** Who may see a team: its members (joined or invited), the event's host, admins. */
function mayView(actor: User, ctx: TeamContext, roster: Roster): boolean {
  if (hostsTeam(actor, ctx) || isCaptain(actor, ctx)) return true;
  const email = emailKey(actor.email);
  return roster.some(
    ({ m }) =>
      (m.status === 'joined' && m.user_id === actor.id) ||
      (m.status === 'invited' && (m.user_id === actor.id || m.email === email)),
  );
}

function toTeam(
  deps: Pick<Deps, 'config' | 'now'>,
  actor: User,
  ctx: TeamContext,
  roster: Roster,
  shares: Awaited<ReturnType<typeof sharesOf>>,
): Team {
  const { team, p, event, category } = ctx;
  const now = deps.now();
  const manages = isCaptain(actor, ctx) || hostsTeam(actor, ctx);
  const joined = roster.filter(({ m }) => m.status === 'joined');
  const size = teamSize(ctx);
  const locked = isLocked(ctx, now);
  const own = joined.find(({ m }) => m.user_id === actor.id && m.dependant_id === null);
  const mine = own ?? joined.find(({ m }) => m.user_id === actor.id);
  const email = emailKey(actor.email);
  const invited = roster.some(
    ({ m }) => m.status === 'invited' && (m.user_id === actor.id || m.email === email),
  );
  return {
    id: team.id,
    team_name: team.name,
    join_code: team.join_code,
    join_url: joinUrl(deps, team.join_code),
    club: p.club,
    event_id: team.event_id,
    category_id: team.category_id,
    participation_id: team.participation_id,
    captain_id: team.captain_id,
    members: roster.map(({ m, user, dependant }) => {
      const share = shares.get(m.id);
      const name = dependant?.name ?? user?.name ?? (manages ? m.email : TEAM_MSG.invitedByEmail);
      return {
        id: m.id,
        user_id: m.user_id,
        dependant_id: m.dependant_id,
        name,
        email: manages || m.user_id === actor.id ? m.email : null,
        status: m.status,
        role: m.role,
        position: m.status === 'joined' ? m.position : null,
        gender: dependant?.gender ?? user?.gender ?? null,
        share: share ? { amount: share.amount_minor / 100, status: share.status } : null,
        joined_at: m.joined_at?.toISOString() ?? null,
      };
    }),
    joined: joined.length,
    size,
    substitutes: ctx.link.substitutes,
    complete: joined.length >= size,
    confirmed: p.payment_status === 'captured' && !p.cancelled_at,
    payment: team.payment,
    price: p.amount_minor / 100,
    share_amount: team.payment === 'split' ? splitShares(p.amount_minor, size).member / 100 : null,
    currency: p.currency,
    payment_status: p.payment_status,
    hold_expires_at: p.hold_expires_at?.toISOString() ?? null,
    roster_locks_at: locksAt(ctx).toISOString(),
    locked,
    incomplete_at_lock: team.incomplete_flagged_at !== null || (locked && joined.length < size),
    cancelled: p.cancelled_at !== null,
    event_details: {
      title: event.title,
      start_date: event.start_date,
      venue_name: event.venue_name,
      host_id: event.host_id,
    },
    category_details: { name: category.name },
    viewer: {
      member_id: mine?.m.id ?? null,
      is_captain: isCaptain(actor, ctx),
      manages,
      invited,
    },
  };
}

/** GET /teams/:id: the team as the caller may see it (members, the host, admins; else 403). */
export async function viewTeam(deps: Deps, actor: User, teamId: string): Promise<Team> {
  const ctx = await findTeam(deps.db, teamId);
  const roster = await rosterOf(deps.db, teamId);
  if (!mayView(actor, ctx, roster)) throw new AppError('forbidden', MSG.forbidden);
  return toTeam(deps, actor, ctx, roster, await sharesOf(deps.db, teamId));
}

/**
 * The team after the caller changed it, with no read check: one who just declined or left it
 * may no longer read it, and this answer is their last look.
 */
export async function teamAnswer(deps: Deps, actor: User, teamId: string): Promise<Team> {
  const ctx = await findTeam(deps.db, teamId);
  const roster = await rosterOf(deps.db, teamId);
  return toTeam(deps, actor, ctx, roster, await sharesOf(deps.db, teamId));
}

/** GET /teams: the caller's teams (joined) and open invites, newest first. */
export async function myTeams(deps: Deps, actor: User): Promise<Team[]> {
  const rows = await deps.db
    .selectDistinct({ id: teams.id })
    .from(teams)
    .innerJoin(teamMembers, eq(teamMembers.team_id, teams.id))
    .where(
      or(
        and(eq(teamMembers.status, 'joined'), eq(teamMembers.user_id, actor.id)),
        and(
          eq(teamMembers.status, 'invited'),
          or(eq(teamMembers.user_id, actor.id), eq(teamMembers.email, emailKey(actor.email))),
        ),
      ),
    )
    .orderBy(desc(teams.id))
    .limit(100);
  const out: Team[] = [];
  for (const { id } of rows) {
    const ctx = await findTeam(deps.db, id);
    const roster = await rosterOf(deps.db, id);
    out.push(toTeam(deps, actor, ctx, roster, await sharesOf(deps.db, id)));
  }
  return out;
}

/** GET /teams/join/:code: what a code's holder sees before joining. */
export async function previewTeam(deps: Deps, actor: User, code: string): Promise<TeamPreview> {
  const ctx = await findTeamByCode(deps.db, code);
  // A cancelled team's link leads nowhere.
  if (ctx.p.cancelled_at) throw new AppError('not_found', TEAM_MSG.codeNotFound);
  const roster = await rosterOf(deps.db, ctx.team.id);
  const joined = roster.filter(({ m }) => m.status === 'joined');
  const captain = joined.find(({ m }) => m.user_id === ctx.team.captain_id && !m.dependant_id);
  const size = teamSize(ctx);
  return {
    id: ctx.team.id,
    team_name: ctx.team.name,
    captain_name: captain?.user?.name ?? '',
    event_id: ctx.event.id,
    event_title: ctx.event.title,
    start_date: ctx.event.start_date,
    category_id: ctx.category.id,
    category_name: ctx.category.name,
    joined: joined.length,
    size,
    max: maxMembers(ctx),
    payment: ctx.team.payment,
    share_amount:
      ctx.team.payment === 'split' ? splitShares(ctx.p.amount_minor, size).member / 100 : null,
    locked: isLocked(ctx, deps.now()),
    member: joined.some(({ m }) => m.user_id === actor.id),
    weight_required: restrictsWeight(ctx.category),
  };
}
