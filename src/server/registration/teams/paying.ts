import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { isRegistrationOpen } from '../../../shared/events/registration-window';
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
  type EventRow,
  type ParticipationRow,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { queueMail } from '../../platform/mail/outbox';
import { queueConfirmedWhatsApp } from '../confirmation-whatsapp';

/**
 * What paying for a team (the captain's checkout, a member's share) reads first: the team, its
 * registration, the event and the category where the registration stands now. Not found: 404.
 */
export async function teamForPaying(db: Db, teamId: string) {
  const [row] = await db
    .select({
      team: teams,
      p: participations,
      event: events,
      link: eventCategories,
      category: categories,
    })
    .from(teams)
    .innerJoin(participations, eq(participations.id, teams.participation_id))
    .innerJoin(events, eq(events.id, participations.event_id))
    .innerJoin(
      eventCategories,
      and(
        eq(eventCategories.event_id, participations.event_id),
        eq(eventCategories.category_id, participations.category_id),
      ),
    )
    .innerJoin(categories, eq(categories.id, participations.category_id))
    .where(eq(teams.id, teamId))
    .limit(1);
  if (!row) throw new AppError('not_found', MSG.notFound);
  return row;
}

/** A team may be paid for while it stands unpaid and registration is open (409 otherwise). */
export function assertPayable(
  deps: Pick<Deps, 'now'>,
  p: Pick<ParticipationRow, 'cancelled_at' | 'payment_status'>,
  event: EventRow,
) {
  if (p.cancelled_at || p.payment_status === 'cancelled')
    throw new AppError('conflict', TEAM_MSG.teamCancelled);
  if (p.payment_status === 'captured') throw new AppError('conflict', TEAM_MSG.alreadyConfirmed);
  if (!isRegistrationOpen(event, deps.now())) throw new AppError('conflict', TEAM_MSG.notOpen);
}

/**
 * The team is paid (its last share), in the transaction that
 * paid it: the registration captured with no hold left, the floors above told (the gate's
 * tickets, one per member's position), the captain's confirmation and every other member's mail.
 */
export async function confirmTeam(
  deps: Deps,
  db: Db,
  team: { id: string; participation_id: string; captain_id: string },
  now: Date,
) {
  await db
    .update(participations)
    .set({
      payment_status: 'captured',
      captured_at: now,
      hold_expires_at: null,
      last_payment_error: null,
      updated_at: now,
    })
    .where(eq(participations.id, team.participation_id));
  await deps.registration.paid(db, [team.participation_id]);
  await queueMail(deps, db, {
    kind: 'payment_confirmation',
    participation_id: team.participation_id,
  });
  await queueConfirmedWhatsApp(deps, db, team.participation_id);
  await tellTeamConfirmed(deps, db, team.participation_id);
}

/**
 * A self-formed team's registration paid (the last share, or the captain's whole checkout): the
 * captain has the confirmation with every ticket; each other member (a parent once for their
 * dependants) is told with their own. Nothing for other registrations.
 */
export async function tellTeamConfirmed(deps: Deps, db: Db, participationId: string) {
  const [team] = await db
    .select({ id: teams.id, captain_id: teams.captain_id })
    .from(teams)
    .where(eq(teams.participation_id, participationId));
  if (!team) return;
  const members = await db
    .selectDistinct({ user_id: teamMembers.user_id })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.team_id, team.id),
        eq(teamMembers.status, 'joined'),
        isNotNull(teamMembers.user_id),
        ne(teamMembers.user_id, team.captain_id),
      ),
    );
  for (const m of members) {
    await queueMail(deps, db, { kind: 'team_confirmed', team_id: team.id, user_id: m.user_id! });
    await queueConfirmedWhatsApp(deps, db, participationId, m.user_id!);
  }
}
