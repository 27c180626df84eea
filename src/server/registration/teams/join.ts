import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { isRegistrationOpen } from '../../../shared/events/registration-window';
import { TEAM_MSG, type Team, type TeamJoinSchema } from '../../../shared/teams/schemas';
import { isUniqueViolation } from '../../platform/db/errors';
import type { Db } from '../../platform/db/client';
import { teamMembers, users, type User } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { findOwnDependant } from '../../dependants/service';
import { holdsEntryIn } from '../read';
import { onTeamIn } from './create';
import { checkCompetitor } from './eligibility';
import {
  assertNotCancelled,
  emailKey,
  findTeamByCode,
  freePosition,
  hostsTeam,
  isLocked,
  joinedPositions,
  maxMembers,
  openInviteOf,
  type TeamContext,
} from './store';
import { syncMembers } from './sync-members';
import { viewTeam } from './view';

type JoinInput = z.output<typeof TeamJoinSchema>;

/** Whether an invite came from the event's host or an admin (who may change a locked roster). */
async function invitedByHost(db: Db, inviterId: string, ctx: TeamContext): Promise<boolean> {
  const [inviter] = await db.select().from(users).where(eq(users.id, inviterId));
  return Boolean(inviter && hostsTeam(inviter, ctx));
}

/**
 * POST /teams/join {code}: the caller joins a team with their own account (or enters one of
 * their dependants), under the team row's lock: registration open and the roster not locked,
 * the team not cancelled nor full, the competitor on no other team (nor registered) in the
 * category and fit for it. An open invite to them becomes their row. They take the smallest free
 * position; on a paid team their ticket is made (a freed position's ticket gets a new code).
 */
export async function joinTeam(deps: Deps, actor: User, input: JoinInput): Promise<Team> {
  const now = deps.now();
  // Another account's dependant is not found (no hint that the id exists).
  const dependant = input.dependant_id
    ? await findOwnDependant(deps.db, actor.id, input.dependant_id)
    : null;
  const taken = () =>
    new AppError(
      'conflict',
      dependant ? TEAM_MSG.dependantAlreadyOnTeam(dependant.name) : TEAM_MSG.alreadyOnTeam,
    );
  let teamId: string;
  try {
    teamId = await deps.jobs.transaction(async (tx) => {
      const ctx = await findTeamByCode(tx, input.code, true);
      const { team, p, event, category } = ctx;
      assertNotCancelled(ctx);
      // After registration closes or the roster locks, only the host changes the roster: someone
      // the host (or an admin) invited may still join; nobody else.
      const invite = await openInviteOf(tx, team.id, actor);
      const hostInvited = invite?.invited_by
        ? await invitedByHost(tx, invite.invited_by, ctx)
        : false;
      if (!hostInvited) {
        if (!isRegistrationOpen(event, now)) throw new AppError('conflict', TEAM_MSG.notOpen);
        if (isLocked(ctx, now)) throw new AppError('conflict', TEAM_MSG.rosterLocked);
      }
      const [already] = await tx
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .where(
          and(
            eq(teamMembers.team_id, team.id),
            eq(teamMembers.status, 'joined'),
            dependant
              ? eq(teamMembers.dependant_id, dependant.id)
              : and(eq(teamMembers.user_id, actor.id), isNull(teamMembers.dependant_id)),
          ),
        );
      if (already) throw new AppError('conflict', TEAM_MSG.alreadyMember);
      const positions = await joinedPositions(tx, team.id);
      const max = maxMembers(ctx);
      if (positions.length >= max) throw new AppError('conflict', TEAM_MSG.teamFull(max));
      const who = { user_id: actor.id, dependant_id: dependant?.id ?? null };
      if (
        (await onTeamIn(tx, who, event.id, category.id)) ||
        (await holdsEntryIn(
          tx,
          { participant_id: actor.id, dependant_id: who.dependant_id },
          event.id,
          category.id,
        ))
      )
        throw taken();
      checkCompetitor(
        category,
        event.start_date,
        { user: actor, dependant },
        input.weight_kg,
        TEAM_MSG.refused,
      );

      const position = freePosition(positions);
      const joined = {
        user_id: actor.id,
        dependant_id: who.dependant_id,
        email: emailKey(actor.email),
        status: 'joined' as const,
        role: null,
        position,
        weight_kg: input.weight_kg,
        joined_at: now,
        decided_at: now,
        updated_at: now,
      };
      if (invite) await tx.update(teamMembers).set(joined).where(eq(teamMembers.id, invite.id));
      else
        await tx.insert(teamMembers).values({
          ...joined,
          team_id: team.id,
          event_id: event.id,
          category_id: category.id,
          created_at: now,
        });
      await syncMembers(tx, team);
      // A paid team (a free one, or paid before the roster was complete): the newcomer's ticket.
      if (p.payment_status === 'captured')
        await deps.registration.rosterChanged(tx, p.id, [position]);
      return team.id;
    });
  } catch (err) {
    // One joined row per person and category (the partial unique indexes) under a race.
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  return viewTeam(deps, actor, teamId);
}
