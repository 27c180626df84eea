import { and, asc, eq, sql } from 'drizzle-orm';
import { managesEvent } from '../../../shared/events/policy';
import { MSG } from '../../../shared/messages';
import { TEAM_MSG } from '../../../shared/teams/schemas';
import type { Db } from '../../platform/db/client';
import {
  categories,
  eventCategories,
  events,
  participations,
  teamMembers,
  teams,
  type CategoryRow,
  type EventCategoryRow,
  type EventRow,
  type ParticipationRow,
  type TeamRow,
  type User,
} from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';

/**
 * Finding a team with everything its rules read (its registration, event, the event's category
 * and the category), the lock that serialises its roster changes, and the roster's rules that
 * every write asks: when it locks, how many it takes, who manages it.
 */

export type TeamContext = {
  team: TeamRow;
  p: ParticipationRow;
  event: EventRow;
  link: EventCategoryRow;
  category: CategoryRow;
};

async function contextOf(db: Db, team: TeamRow | undefined): Promise<TeamContext | null> {
  if (!team) return null;
  const [row] = await db
    .select({ p: participations, event: events, link: eventCategories, category: categories })
    .from(participations)
    .innerJoin(events, eq(events.id, team.event_id))
    .innerJoin(
      eventCategories,
      and(
        eq(eventCategories.event_id, team.event_id),
        eq(eventCategories.category_id, team.category_id),
      ),
    )
    .innerJoin(categories, eq(categories.id, team.category_id))
    .where(eq(participations.id, team.participation_id));
  return row ? { team, ...row } : null;
}

/**
 * A team by id, or 404. With `lock` (inside a transaction) its row is locked first, so roster
 * changes of one team (joins, removals, invites, roles) happen one at a time.
 */
export async function findTeam(db: Db, id: string, lock = false): Promise<TeamContext> {
  const q = db.select().from(teams).where(eq(teams.id, id));
  const [team] = lock ? await q.for('update') : await q;
  const found = await contextOf(db, team);
  if (!found) throw new AppError('not_found', MSG.notFound);
  return found;
}

/** A team by its join code (upper case), or 404 with the code's own text. */
export async function findTeamByCode(db: Db, code: string, lock = false): Promise<TeamContext> {
  const q = db.select().from(teams).where(eq(teams.join_code, code.trim().toUpperCase()));
  const [team] = lock ? await q.for('update') : await q;
  const found = await contextOf(db, team);
  if (!found) throw new AppError('not_found', TEAM_MSG.codeNotFound);
  return found;
}

/** When the roster locks: the category's own time at this event, else registration's close. */
export const locksAt = (ctx: Pick<TeamContext, 'link' | 'event'>): Date =>
  ctx.link.roster_locks_at ?? ctx.event.registration_closes_at;

export const isLocked = (ctx: Pick<TeamContext, 'link' | 'event'>, now: Date) =>
  now.getTime() >= locksAt(ctx).getTime();

/** The team size, and how many may join in all (the size plus the category's substitutes). */
export const teamSize = (ctx: Pick<TeamContext, 'category'>) => ctx.category.participants_in_team;
export const maxMembers = (ctx: Pick<TeamContext, 'category' | 'link'>) =>
  ctx.category.participants_in_team + ctx.link.substitutes;

/** The event's host or an admin: may change any roster of the event, even after the lock. */
export const hostsTeam = (actor: User, ctx: Pick<TeamContext, 'event'>) =>
  managesEvent(actor, ctx.event);

export const isCaptain = (actor: User, ctx: Pick<TeamContext, 'team'>) =>
  ctx.team.captain_id === actor.id;

/** Refuses a captain's or member's roster change after the lock (the host may still). */
export function assertRosterOpen(actor: User, ctx: TeamContext, now: Date): void {
  if (isLocked(ctx, now) && !hostsTeam(actor, ctx))
    throw new AppError('conflict', TEAM_MSG.rosterLocked);
}

export function assertNotCancelled(ctx: TeamContext): void {
  if (ctx.p.cancelled_at) throw new AppError('conflict', TEAM_MSG.teamCancelled);
}

/** The team's joined positions, in order. */
export async function joinedPositions(db: Db, teamId: string): Promise<number[]> {
  const rows = await db
    .select({ position: teamMembers.position })
    .from(teamMembers)
    .where(and(eq(teamMembers.team_id, teamId), eq(teamMembers.status, 'joined')))
    .orderBy(asc(teamMembers.position));
  return rows.map((r) => r.position!);
}

/** The smallest position no joined member holds (a newcomer's). */
export function freePosition(taken: number[]): number {
  const used = new Set(taken);
  let position = 0;
  while (used.has(position)) position++;
  return position;
}

/** An account holder's address as the roster keeps addresses: lower case. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** The caller's open invite to the team (by account, or by their address), if any. */
export async function openInviteOf(db: Db, teamId: string, actor: User) {
  const [invite] = await db
    .select()
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.team_id, teamId),
        eq(teamMembers.status, 'invited'),
        sql`(${teamMembers.user_id} = ${actor.id} OR ${teamMembers.email} = ${emailKey(actor.email)})`,
      ),
    )
    .orderBy(asc(teamMembers.id))
    .limit(1);
  return invite ?? null;
}
