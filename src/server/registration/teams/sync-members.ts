import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  dependants,
  participationMembers,
  teamMembers,
  users,
  type TeamRow,
} from '../../platform/db/schema';

/**
 * The roster is the source, the registration's members its copy (decision 041): after every
 * roster change the team's participation_members are rewritten from its joined members, each at
 * their position (their ticket's member_index), with names, phones and dates of birth from the
 * accounts and dependants as they are now. In the roster change's transaction.
 */
export async function syncMembers(db: Db, team: Pick<TeamRow, 'id' | 'participation_id'>) {
  const joined = await db
    .select({ m: teamMembers, user: users, dependant: dependants })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.user_id))
    .leftJoin(dependants, eq(dependants.id, teamMembers.dependant_id))
    .where(and(eq(teamMembers.team_id, team.id), eq(teamMembers.status, 'joined')));
  await db
    .delete(participationMembers)
    .where(eq(participationMembers.participation_id, team.participation_id));
  if (joined.length === 0) return;
  await db.insert(participationMembers).values(
    joined.map(({ m, user, dependant }) => ({
      participation_id: team.participation_id,
      position: m.position!,
      name: dependant?.name ?? user.name,
      email: user.email,
      phone: user.phone_number,
      role: m.role,
      date_of_birth: dependant?.date_of_birth ?? null,
      gender: dependant?.gender ?? user.gender,
      user_id: user.id,
      dependant_id: dependant?.id ?? null,
    })),
  );
}
