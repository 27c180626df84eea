import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import {
  categories,
  eventCategories,
  events,
  participations,
  teams,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { queueMail } from '../../platform/mail/outbox';

/**
 * The roster lock (issue 28): a team whose roster locked with fewer joined members than the team
 * size is flagged once, and its captain and the event's host are told. The flag and both mails
 * are one transaction, the flag taken first (only while unset), so a second worker, a rerun or a
 * restart finds it taken and queues nothing.
 */

const BATCH = 200;

const joinedCount = sql<number>`(select count(*) from team_members m
  where m.team_id = ${teams.id} and m.status = 'joined')::int`;

/** Teams past their lock, unflagged, of registrations and events not cancelled, incomplete. */
async function dueTeams(deps: Deps, now: Date) {
  return deps.db
    .select({ id: teams.id })
    .from(teams)
    .innerJoin(participations, eq(participations.id, teams.participation_id))
    .innerJoin(events, eq(events.id, teams.event_id))
    .innerJoin(
      eventCategories,
      and(
        eq(eventCategories.event_id, teams.event_id),
        eq(eventCategories.category_id, teams.category_id),
      ),
    )
    .innerJoin(categories, eq(categories.id, teams.category_id))
    .where(
      and(
        isNull(teams.incomplete_flagged_at),
        isNull(participations.cancelled_at),
        isNull(events.cancelled_at),
        lte(
          sql`coalesce(${eventCategories.roster_locks_at}, ${events.registration_closes_at})`,
          now,
        ),
        sql`${joinedCount} < ${categories.participants_in_team}`,
      ),
    )
    .orderBy(asc(teams.id))
    .limit(BATCH);
}

/** Flags one team and queues its two mails, together; false when another run flagged it. */
async function flagOnce(deps: Deps, teamId: string, now: Date): Promise<boolean> {
  return deps.jobs.transaction(async (tx) => {
    const [flagged] = await tx
      .update(teams)
      .set({ incomplete_flagged_at: now, updated_at: now })
      .where(and(eq(teams.id, teamId), isNull(teams.incomplete_flagged_at)))
      .returning({ id: teams.id });
    if (!flagged) return false;
    for (const to of ['captain', 'host'] as const)
      await queueMail(deps, tx, { kind: 'team_incomplete', team_id: teamId, to });
    return true;
  });
}

/** Flags every team whose roster locked incomplete; answers how many it flagged. */
export async function flagIncompleteTeams(deps: Deps): Promise<number> {
  let flagged = 0;
  for (;;) {
    const now = deps.now();
    const due = await dueTeams(deps, now);
    let taken = 0;
    for (const { id } of due) if (await flagOnce(deps, id, now)) taken++;
    flagged += taken;
    // A short batch was the last; a batch another worker took whole leaves the rest to it.
    if (due.length < BATCH || taken === 0) return flagged;
  }
}
