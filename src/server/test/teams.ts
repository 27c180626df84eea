import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../../shared/teams/schemas';
import type { Db } from '../platform/db/client';
import { newId } from '../platform/db/ids';
import {
  eventCategories,
  participationMembers,
  participations,
  teamMembers,
  teams,
  type CategoryRow,
  type EventRow,
  type User,
} from '../platform/db/schema';

const joinCode = () =>
  Array.from(
    { length: JOIN_CODE_LENGTH },
    () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)],
  ).join('');

/**
 * A self-formed team (issue 28) written straight to the tables, as the /teams API leaves one: its
 * unpaid registration (no order, no hold), the team row, and every member joined in order (the
 * captain first, at position 0) with the registration's members copied from them. For tests of
 * what comes after forming (paying, reading); the API's own tests form teams through it.
 */
export async function makeTeam(
  db: Db,
  input: {
    event: EventRow;
    category: CategoryRow;
    captain: User;
    members?: User[];
    payment?: 'captain' | 'split';
    name?: string;
  },
) {
  const { event, category, captain, members = [], payment = 'split' } = input;
  const name = input.name ?? `Team ${joinCode()}`;
  const [link] = await db
    .select()
    .from(eventCategories)
    .where(
      and(eq(eventCategories.event_id, event.id), eq(eventCategories.category_id, category.id)),
    );
  if (!link) throw new Error('the category is not in the event');
  const participationId = newId();
  const teamId = newId();
  await db.insert(participations).values({
    id: participationId,
    event_id: event.id,
    category_id: category.id,
    participant_id: captain.id,
    team_name: name,
    amount_minor: link.price_minor,
    currency: link.currency,
    payment_status: 'created',
    refund_policy: 'default',
  });
  await db.insert(teams).values({
    id: teamId,
    event_id: event.id,
    category_id: category.id,
    participation_id: participationId,
    captain_id: captain.id,
    name,
    join_code: joinCode(),
    payment,
  });
  const everyone = [captain, ...members];
  const rows = await db
    .insert(teamMembers)
    .values(
      everyone.map((user, position) => ({
        team_id: teamId,
        event_id: event.id,
        category_id: category.id,
        user_id: user.id,
        email: user.email.toLowerCase(),
        status: 'joined' as const,
        role: position === 0 ? ('Captain' as const) : null,
        position,
        joined_at: new Date(),
      })),
    )
    .returning();
  await db.insert(participationMembers).values(
    everyone.map((user, position) => ({
      participation_id: participationId,
      position,
      name: user.name,
      email: user.email,
      phone: user.phone_number,
      role: position === 0 ? ('Captain' as const) : null,
      gender: user.gender,
      user_id: user.id,
    })),
  );
  return {
    teamId,
    participationId,
    name,
    /** Each member's roster row id, in the order given (the captain's first). */
    memberIds: rows.sort((a, b) => a.position! - b.position!).map((r) => r.id),
  };
}
