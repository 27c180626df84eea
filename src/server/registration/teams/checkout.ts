import { eq } from 'drizzle-orm';
import type { Checkout } from '../../../shared/participations/schemas';
import { TEAM_MSG } from '../../../shared/teams/schemas';
import { participations, type User } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { claimPlace, lockCategory, queueSettle } from '../../places/service';
import { attachOrder, checkout } from '../orders';
import { assertPayable, teamForPaying } from './paying';

/**
 * POST /teams/:id/checkout: the captain of a team whose category has the captain pay (issue 28)
 * pays the whole price, before the roster is complete if they like. As a registration's checkout
 * resumed (register.ts): under the category's lock a place is claimed unless its hold still
 * runs, then the provider's order is made outside any transaction and attached once; the
 * registration's own order purpose captures it. (A free team was confirmed when it started.)
 */
export async function captainCheckout(deps: Deps, actor: User, teamId: string): Promise<Checkout> {
  const { team, p, event } = await teamForPaying(deps.db, teamId);
  if (actor.id !== team.captain_id) throw new AppError('forbidden', TEAM_MSG.captainOnly);
  if (team.payment !== 'captain') throw new AppError('conflict', TEAM_MSG.captainPays);
  assertPayable(deps, p, event);
  const now = deps.now();

  const row = await deps.jobs.transaction(async (db) => {
    const locked = (await lockCategory(db, p.event_id, p.category_id))!;
    const [current] = await db
      .select()
      .from(participations)
      .where(eq(participations.id, p.id))
      .for('update');
    // As it is now: a cancellation or a payment may have landed since the first read.
    assertPayable(deps, current!, event);
    const held = current!.hold_expires_at !== null && current!.hold_expires_at > now;
    if (locked.capacity === null || held) return current!;
    const holdUntil = await claimPlace(deps, db, locked, now, { participationId: p.id });
    const [renewed] = await db
      .update(participations)
      .set({ hold_expires_at: holdUntil, updated_at: now })
      .where(eq(participations.id, p.id))
      .returning();
    // When the hold ends unpaid, the place goes to the waitlist.
    if (holdUntil) await queueSettle(deps, db, p.event_id, p.category_id, holdUntil);
    return renewed!;
  });
  const resumed = row.order_id !== null;
  // The team's registration is never removed for a provider failure (`fresh` false): the team
  // stays, and the captain tries again.
  const ordered = resumed ? row : await attachOrder(deps, row, p.event_id, false);
  return checkout(deps, ordered, resumed);
}
