import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { PARTICIPATION_MSG, type Checkout } from '../../../shared/participations/schemas';
import { TEAM_MSG } from '../../../shared/teams/schemas';
import { teamShares as splitPrice } from '../../../shared/teams/shares';
import { newId } from '../../platform/db/ids';
import {
  participations,
  teamMembers,
  teamShares,
  teams,
  type TeamShareRow,
  type User,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { ProviderError } from '../../money/service';
import { claimPlace, lockCategory, queueSettle } from '../../places/service';
import { loadParticipation } from '../read';
import { assertPayable, teamForPaying } from './paying';
import { locksAt } from './store';
import { LIVE_SHARES } from './shares';

const HOUR = 3_600_000;

/**
 * POST /teams/:id/share: a joined member of a split team (issue 28) pays their own share, the
 * captain's carrying the paisa (shared/teams/shares.ts). In three steps, as registering does, so
 * no provider call holds a connection:
 * 1. a short transaction (the category's lock, then the team's and the registration's rows)
 *    makes the share, or finds the member's live one to resume; the first share of a team not
 *    holding a place claims it until min(now + TEAM_SHARE_HOURS, the roster lock), with the
 *    waitlist's settle and the team's hold-end job queued for that moment;
 * 2. the share's own provider order, with no connection held;
 * 3. a short transaction attaches it, unless a concurrent request attached one first. A provider
 *    failure removes a share this request made (it has no order, so no money can reach it).
 */
export async function payShare(deps: Deps, actor: User, teamId: string): Promise<Checkout> {
  const { team, p, event, link, category } = await teamForPaying(deps.db, teamId);
  // A parent pays for each dependant they entered: the first of their members not yet paid.
  const mine = await deps.db
    .select()
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.team_id, team.id),
        eq(teamMembers.user_id, actor.id),
        eq(teamMembers.status, 'joined'),
      ),
    )
    .orderBy(asc(teamMembers.position));
  if (mine.length === 0) throw new AppError('forbidden', TEAM_MSG.shareMembersOnly);
  if (team.payment !== 'split') throw new AppError('conflict', TEAM_MSG.splitOnly);
  assertPayable(deps, p, event);
  const now = deps.now();
  const lock = locksAt({ link, event });
  const size = category.participants_in_team;
  const price = splitPrice(p.amount_minor, size);

  const made = await deps.jobs.transaction(async (tx) => {
    const locked = (await lockCategory(tx, p.event_id, p.category_id))!;
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, team.id)).for('update');
    const [current] = await tx
      .select()
      .from(participations)
      .where(eq(participations.id, p.id))
      .for('update');
    assertPayable(deps, current!, event);
    const live = await tx
      .select()
      .from(teamShares)
      .where(and(eq(teamShares.team_id, team.id), inArray(teamShares.status, [...LIVE_SHARES])));
    // The caller's members, as of now (a removal may have committed since the first read).
    const joined = await tx
      .select()
      .from(teamMembers)
      .where(
        and(
          inArray(
            teamMembers.id,
            mine.map((m) => m.id),
          ),
          eq(teamMembers.status, 'joined'),
        ),
      )
      .orderBy(asc(teamMembers.position));
    if (joined.length === 0) throw new AppError('forbidden', TEAM_MSG.shareMembersOnly);
    const shareOf = (memberId: string) => live.find((s) => s.member_id === memberId);
    const member = joined.find((m) => shareOf(m.id)?.status !== 'captured');
    if (!member) throw new AppError('conflict', TEAM_MSG.shareAlreadyPaid);
    const existing = shareOf(member.id);
    if (existing) return { share: existing, resumed: true };

    const isCaptain = member.user_id === team.captain_id && member.dependant_id === null;
    if (!isCaptain) {
      // The captain's share is always theirs; the others are size - 1, whoever pays them first.
      const [captain] = await tx
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .where(
          and(
            eq(teamMembers.team_id, team.id),
            eq(teamMembers.user_id, team.captain_id),
            isNull(teamMembers.dependant_id),
            eq(teamMembers.status, 'joined'),
          ),
        );
      const taken = live.filter((s) => s.member_id !== captain?.id).length;
      if (taken >= size - 1) throw new AppError('conflict', TEAM_MSG.noShareLeft);
    }
    const held = current!.hold_expires_at !== null && current!.hold_expires_at > now;
    if (!held) {
      // The team's first share (or the first since its hold ended) claims its place.
      if (now >= lock) throw new AppError('conflict', TEAM_MSG.sharesClosed);
      await claimPlace(deps, tx, locked, now, { participationId: p.id });
      const holdUntil = new Date(
        Math.min(now.getTime() + deps.config.places.teamShareHours * HOUR, lock.getTime()),
      );
      await tx
        .update(participations)
        .set({ hold_expires_at: holdUntil, updated_at: now })
        .where(eq(participations.id, p.id));
      await queueSettle(deps, tx, p.event_id, p.category_id, holdUntil);
      await deps.jobs.send(tx, 'team-hold-ended', { team_id: team.id }, { startAfter: holdUntil });
    }
    const [share] = await tx
      .insert(teamShares)
      .values({
        id: newId(),
        team_id: team.id,
        member_id: member.id,
        participation_id: p.id,
        payer_id: actor.id,
        amount_minor: isCaptain ? price.captain : price.member,
        currency: current!.currency,
        status: 'created',
        created_at: now,
        updated_at: now,
      })
      .returning();
    return { share: share!, resumed: false };
  });

  const share = made.share.order_id ? made.share : await attachShareOrder(deps, made, p.event_id);
  return {
    participation: (await loadParticipation(deps.db, p.id))!,
    order_id: share.order_id,
    amount_paid: share.amount_minor / 100,
    currency: share.currency,
    provider: deps.payments.name,
    key_id: deps.payments.keyId,
    resumed: made.resumed,
  };
}

/** Steps 2 and 3: the share's own order at the provider, attached once. */
async function attachShareOrder(
  deps: Deps,
  made: { share: TeamShareRow; resumed: boolean },
  eventId: string,
): Promise<TeamShareRow> {
  const { share } = made;
  let order;
  try {
    order = await deps.payments.createOrder({
      amountMinor: share.amount_minor,
      currency: share.currency,
      receipt: share.id,
      notes: {
        team_share_id: share.id,
        participation_id: share.participation_id,
        event_id: eventId,
      },
    });
  } catch (err) {
    if (!made.resumed)
      await deps.db
        .delete(teamShares)
        .where(and(eq(teamShares.id, share.id), isNull(teamShares.order_id)));
    if (err instanceof ProviderError)
      throw new AppError('unavailable', PARTICIPATION_MSG.providerDown);
    throw err;
  }
  const [attached] = await deps.db
    .update(teamShares)
    .set({ order_id: order.id, updated_at: deps.now() })
    .where(and(eq(teamShares.id, share.id), isNull(teamShares.order_id)))
    .returning();
  if (attached) return attached;
  // A concurrent request attached its order first; that one is the share's order.
  const [current] = await deps.db.select().from(teamShares).where(eq(teamShares.id, share.id));
  return current!;
}
