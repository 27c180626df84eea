import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEPENDANT_MSG,
  type Dependant,
  type DependantCreateSchema,
  type DependantUpdateSchema,
} from '../../shared/dependants/schemas';
import { MSG } from '../../shared/messages';
import type { Db } from '../platform/db/client';
import { isForeignKeyViolation } from '../platform/db/errors';
import { dependants, participations, type DependantRow, type User } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';

type CreateInput = z.output<typeof DependantCreateSchema>;
type UpdateInput = z.output<typeof DependantUpdateSchema>;

/**
 * Dependants live under their account holder's user path; only that participant reaches them
 * (the route's access rule already turned hosts and admins away, §6: they register nobody).
 */
function ownAccount(actor: User, userId: string): void {
  if (actor.id !== userId) throw new AppError('forbidden', MSG.forbidden);
  if (actor.role !== 'Participant') throw new AppError('forbidden', DEPENDANT_MSG.participantsOnly);
}

function toDependant(row: DependantRow, registrations: number): Dependant {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    date_of_birth: row.date_of_birth,
    gender: row.gender,
    guardian_confirmed_at: row.guardian_confirmed_at.toISOString(),
    registrations,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const registrationCount = count(participations.id);

/** A dependant of `userId`, or 404 (another account's dependant is not found, not forbidden). */
export async function findOwnDependant(db: Db, userId: string, id: string): Promise<DependantRow> {
  const [row] = await db
    .select()
    .from(dependants)
    .where(and(eq(dependants.id, id), eq(dependants.user_id, userId)))
    .limit(1);
  if (!row) throw new AppError('not_found', MSG.notFound);
  return row;
}

async function withCount(db: Db, row: DependantRow): Promise<Dependant> {
  const [c] = await db
    .select({ n: registrationCount })
    .from(participations)
    .where(eq(participations.dependant_id, row.id));
  return toDependant(row, c?.n ?? 0);
}

export async function listDependants(deps: Deps, actor: User, userId: string) {
  ownAccount(actor, userId);
  const rows = await deps.db
    .select({ d: dependants, n: registrationCount })
    .from(dependants)
    .leftJoin(participations, eq(participations.dependant_id, dependants.id))
    .where(eq(dependants.user_id, userId))
    .groupBy(dependants.id)
    .orderBy(asc(dependants.id));
  return rows.map((r) => toDependant(r.d, r.n));
}

export async function createDependant(deps: Deps, actor: User, userId: string, input: CreateInput) {
  ownAccount(actor, userId);
  const now = deps.now();
  const [row] = await deps.db
    .insert(dependants)
    .values({
      user_id: userId,
      name: input.name,
      date_of_birth: input.date_of_birth,
      gender: input.gender,
      guardian_confirmed_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning();
  return toDependant(row!, 0);
}

/**
 * Details may be corrected at any time. Registrations already made keep their place: eligibility
 * is checked when registering (a host who doubts an age asks for proof at the venue).
 */
export async function updateDependant(
  deps: Deps,
  actor: User,
  userId: string,
  id: string,
  input: UpdateInput,
) {
  ownAccount(actor, userId);
  const [row] = await deps.db
    .update(dependants)
    .set({
      name: input.name,
      date_of_birth: input.date_of_birth,
      gender: input.gender,
      updated_at: deps.now(),
    })
    .where(and(eq(dependants.id, id), eq(dependants.user_id, userId)))
    .returning();
  if (!row) throw new AppError('not_found', MSG.notFound);
  return withCount(deps.db, row);
}

/**
 * Deleted for good when nobody ever registered them; with registrations (cancelled ones too, the
 * ledger keeps them) the foreign key refuses and the answer is 409, so a host's list and a
 * receipt never lose the competitor's name (decision 015).
 */
export async function deleteDependant(deps: Deps, actor: User, userId: string, id: string) {
  ownAccount(actor, userId);
  const row = await findOwnDependant(deps.db, userId, id);
  try {
    await deps.db
      .delete(dependants)
      .where(and(eq(dependants.id, id), eq(dependants.user_id, userId)));
  } catch (err) {
    if (isForeignKeyViolation(err))
      throw new AppError('conflict', DEPENDANT_MSG.hasRegistrations(row.name));
    throw err;
  }
}
