import { and, eq, inArray, isNull } from 'drizzle-orm';
import { withinLimits } from '../../shared/checkin/weighin';
import type { Db } from '../platform/db/client';
import {
  categories,
  dependants,
  participationMembers,
  participations,
  users,
  weighIns,
} from '../platform/db/schema';
import { kgOf } from './weighin-view';

export type UndecidedWeighIn = {
  participation_id: string;
  /** Who stood on the scale: the team member, the dependant or the account holder. */
  name: string;
  weight_kg: number;
  min: number | null;
  max: number | null;
};

/**
 * Weigh-ins of these registrations outside their category's limits as it is now, whose
 * registration the host has neither moved (a move needs a fitting class, so a moved one is
 * within) nor marked out (decision 023): the decisions still to make before a draw (issue 24).
 */
export async function undecidedWeighIns(
  db: Db,
  participationIds: string[],
): Promise<UndecidedWeighIn[]> {
  if (participationIds.length === 0) return [];
  const rows = await db
    .select({
      participation_id: weighIns.participation_id,
      weight_g: weighIns.weight_g,
      min: categories.min_weight_allowed,
      max: categories.max_weight_allowed,
      member: participationMembers.name,
      dependant: dependants.name,
      holder: users.name,
    })
    .from(weighIns)
    .innerJoin(participations, eq(participations.id, weighIns.participation_id))
    .innerJoin(categories, eq(categories.id, participations.category_id))
    .innerJoin(users, eq(users.id, participations.participant_id))
    .leftJoin(dependants, eq(dependants.id, participations.dependant_id))
    .leftJoin(
      participationMembers,
      and(
        eq(participationMembers.participation_id, weighIns.participation_id),
        eq(participationMembers.position, weighIns.member_index),
      ),
    )
    .where(
      and(
        inArray(weighIns.participation_id, participationIds),
        isNull(participations.event_day_status),
      ),
    )
    .orderBy(users.name, weighIns.member_index);
  return rows
    .filter((r) => !withinLimits(kgOf(r.weight_g), r.min, r.max))
    .map((r) => ({
      participation_id: r.participation_id,
      name: r.member ?? r.dependant ?? r.holder,
      weight_kg: kgOf(r.weight_g),
      min: r.min,
      max: r.max,
    }));
}
