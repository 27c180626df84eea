import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { isRegistrationOpen } from '../../../shared/events/registration-window';
import { MSG } from '../../../shared/messages';
import { TEAM_MSG, type Team } from '../../../shared/teams/schemas';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { teamMembers, users, type TeamMemberRow, type User } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { queueMail } from '../../platform/mail/outbox';
import { LIMITS } from '../../platform/rate-limit/limits';
import { releaseShare } from './shares';
import {
  assertNotCancelled,
  assertRosterOpen,
  emailKey,
  findTeam,
  hostsTeam,
  isCaptain,
  maxMembers,
  openInviteOf,
  type TeamContext,
} from './store';
import { syncMembers } from './sync-members';
import { teamAnswer, viewTeam } from './view';

/**
 * A roster's changes after forming (issue 28): invites, declining one, removing a member (or
 * leaving), and the Vice Captain. Each under the team row's lock, in one transaction with the
 * registration's members rewritten, so a refusal writes nothing.
 */

/** The team's captain, or the event's host or an admin; others are refused. */
function assertManages(actor: User, ctx: TeamContext, roster: TeamMemberRow[]): void {
  if (isCaptain(actor, ctx) || hostsTeam(actor, ctx)) return;
  const member = roster.some((m) => m.status === 'joined' && m.user_id === actor.id);
  throw new AppError('forbidden', member ? TEAM_MSG.captainOnly : MSG.forbidden);
}

const rosterRows = (db: Db, teamId: string) =>
  db.select().from(teamMembers).where(eq(teamMembers.team_id, teamId)).orderBy(asc(teamMembers.id));

/**
 * The roster row a path names: its id, or a joined (else invited) member's user id, the
 * account holder's own row before a dependant's.
 */
function rowNamed(roster: TeamMemberRow[], idOrUserId: string): TeamMemberRow | undefined {
  const live = roster.filter((m) => m.status === 'joined' || m.status === 'invited');
  return (
    live.find((m) => m.id === idOrUserId) ??
    live
      .filter((m) => m.user_id === idOrUserId)
      .sort(
        (a, b) =>
          Number(a.status !== 'joined') - Number(b.status !== 'joined') ||
          Number(a.dependant_id !== null) - Number(b.dependant_id !== null),
      )[0]
  );
}

/**
 * POST /teams/:id/invites {email}: the captain (or the host, an admin) invites an address; an
 * account with it is linked at once, so it sees the invite on its dashboard. The mail carries the
 * join link. Only joined members count toward full.
 */
export async function inviteToTeam(
  deps: Deps,
  actor: User,
  teamId: string,
  email: string,
): Promise<Team> {
  const address = emailKey(email);
  const now = deps.now();
  // Counted before the transaction: the counters have their own connection (PGlite has one).
  await deps.rateLimit([[LIMITS.teamInvitesPerUser, actor.id]]);
  try {
    await deps.jobs.transaction(async (tx) => {
      const ctx = await findTeam(tx, teamId, true);
      const roster = await rosterRows(tx, teamId);
      assertManages(actor, ctx, roster);
      assertNotCancelled(ctx);
      assertRosterOpen(actor, ctx, now);
      if (!hostsTeam(actor, ctx) && !isRegistrationOpen(ctx.event, now))
        throw new AppError('conflict', TEAM_MSG.notOpen);
      const [account] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${address}`);
      const joined = roster.filter((m) => m.status === 'joined');
      if (
        joined.some(
          (m) => !m.dependant_id && (m.email === address || (account && m.user_id === account.id)),
        )
      )
        throw new AppError('conflict', TEAM_MSG.alreadyMember, { email: TEAM_MSG.alreadyMember });
      if (roster.some((m) => m.status === 'invited' && m.email === address))
        throw new AppError('conflict', TEAM_MSG.alreadyInvited, {
          email: TEAM_MSG.alreadyInvited,
        });
      const max = maxMembers(ctx);
      if (joined.length >= max) throw new AppError('conflict', TEAM_MSG.teamFull(max));
      const [invite] = await tx
        .insert(teamMembers)
        .values({
          team_id: teamId,
          event_id: ctx.team.event_id,
          category_id: ctx.team.category_id,
          user_id: account?.id ?? null,
          email: address,
          status: 'invited',
          invited_by: actor.id,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: teamMembers.id });
      await queueMail(deps, tx, { kind: 'team_invite', member_id: invite!.id });
    });
  } catch (err) {
    // One open invite per team and address, under a race.
    if (isUniqueViolation(err))
      throw new AppError('conflict', TEAM_MSG.alreadyInvited, { email: TEAM_MSG.alreadyInvited });
    throw err;
  }
  return viewTeam(deps, actor, teamId);
}

/** POST /teams/:id/decline: the invited caller turns the invite down. */
export async function declineInvite(deps: Deps, actor: User, teamId: string): Promise<Team> {
  const now = deps.now();
  await deps.jobs.transaction(async (tx) => {
    await findTeam(tx, teamId, true);
    const invite = await openInviteOf(tx, teamId, actor);
    if (!invite) throw new AppError('conflict', TEAM_MSG.notInvited);
    await tx
      .update(teamMembers)
      .set({ status: 'declined', user_id: actor.id, decided_at: now, updated_at: now })
      .where(eq(teamMembers.id, invite.id));
  });
  // Declined, they may no longer read the team: this answer is their last look at it.
  return teamAnswer(deps, actor, teamId);
}

/**
 * DELETE /teams/:id/members/:userId: the captain removes anyone but themself, a member leaves,
 * the host or an admin removes anyone but the captain (also after the lock). A joined member's
 * position is freed (their ticket, on a paid team, gets a new code: their QR stops checking in)
 * and, on a split team not yet paid, their share ends (./shares.ts). An invite is withdrawn.
 */
export async function removeMember(
  deps: Deps,
  actor: User,
  teamId: string,
  idOrUserId: string,
): Promise<Team> {
  const now = deps.now();
  await deps.jobs.transaction(async (tx) => {
    const ctx = await findTeam(tx, teamId, true);
    const roster = await rosterRows(tx, teamId);
    const captain = isCaptain(actor, ctx);
    const host = hostsTeam(actor, ctx);
    const mine = roster.some((m) => m.status === 'joined' && m.user_id === actor.id);
    if (!captain && !host && !mine) throw new AppError('forbidden', MSG.forbidden);
    const target = rowNamed(roster, idOrUserId);
    if (!target) throw new AppError('not_found', TEAM_MSG.notMember);
    const leaving = target.user_id === actor.id;
    if (!captain && !host && !leaving) throw new AppError('forbidden', TEAM_MSG.captainOnly);
    if (
      target.role === 'Captain' ||
      (target.user_id === ctx.team.captain_id && !target.dependant_id)
    )
      throw new AppError('conflict', TEAM_MSG.captainStays);
    assertRosterOpen(actor, ctx, now);
    await tx
      .update(teamMembers)
      .set({
        status: 'removed',
        position: null,
        role: null,
        removed_by: actor.id,
        decided_at: now,
        updated_at: now,
      })
      .where(eq(teamMembers.id, target.id));
    if (target.status === 'joined') {
      const paid = ctx.p.payment_status === 'captured';
      if (!paid && ctx.team.payment === 'split') await releaseShare(deps, tx, target.id, actor.id);
      await syncMembers(tx, ctx.team);
      if (paid) await deps.registration.rosterChanged(tx, ctx.p.id, [target.position!]);
    }
  });
  // One who left may no longer read the team: this answer is their last look at it.
  return teamAnswer(deps, actor, teamId);
}

/**
 * PUT /teams/:id/roles {vice_captain}: the captain (or the host, an admin, also after the lock)
 * names the one Vice Captain, a joined member other than the captain, or none.
 */
export async function setRoles(
  deps: Deps,
  actor: User,
  teamId: string,
  viceCaptain: string | null,
): Promise<Team> {
  const now = deps.now();
  await deps.jobs.transaction(async (tx) => {
    const ctx = await findTeam(tx, teamId, true);
    const roster = await rosterRows(tx, teamId);
    assertManages(actor, ctx, roster);
    assertNotCancelled(ctx);
    assertRosterOpen(actor, ctx, now);
    let vice: TeamMemberRow | undefined;
    if (viceCaptain) {
      vice = rowNamed(roster, viceCaptain);
      if (!vice || vice.status !== 'joined')
        throw new AppError('bad_request', TEAM_MSG.viceMustBeMember, {
          vice_captain: TEAM_MSG.viceMustBeMember,
        });
      if (vice.role === 'Captain')
        throw new AppError('bad_request', TEAM_MSG.viceNotCaptain, {
          vice_captain: TEAM_MSG.viceNotCaptain,
        });
    }
    await tx
      .update(teamMembers)
      .set({ role: null, updated_at: now })
      .where(
        and(
          eq(teamMembers.team_id, teamId),
          eq(teamMembers.role, 'Vice Captain'),
          vice ? ne(teamMembers.id, vice.id) : undefined,
        ),
      );
    if (vice)
      await tx
        .update(teamMembers)
        .set({ role: 'Vice Captain', updated_at: now })
        .where(eq(teamMembers.id, vice.id));
    await syncMembers(tx, ctx.team);
  });
  return viewTeam(deps, actor, teamId);
}
