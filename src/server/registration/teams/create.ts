import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isRegistrationOpen } from '../../../shared/events/registration-window';
import {
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  TEAM_MSG,
  type Team,
  type TeamCreateSchema,
} from '../../../shared/teams/schemas';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { newId } from '../../platform/db/ids';
import {
  participations,
  teamMembers,
  teams,
  type TeamRow,
  type User,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { queueMail } from '../../platform/mail/outbox';
import { queueConfirmedWhatsApp } from '../confirmation-whatsapp';
import { claimPlace, lockCategory } from '../../places/service';
import { findEventCategory, holdsEntryIn } from '../read';
import { checkCompetitor } from './eligibility';
import { emailKey, isLocked } from './store';
import { syncMembers } from './sync-members';
import { viewTeam } from './view';

type CreateInput = z.output<typeof TeamCreateSchema>;

/** 8 characters of the look-alike-free alphabet, each drawn without bias. */
function newJoinCode(): string {
  return Array.from(
    { length: JOIN_CODE_LENGTH },
    () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)],
  ).join('');
}

/** The team row with a fresh join code; a code already taken is drawn again (in a savepoint). */
async function insertTeam(db: Db, values: Omit<typeof teams.$inferInsert, 'join_code'>) {
  // A code already taken is skipped by the insert itself (no savepoint: PGlite's one connection
  // cannot open one inside the transaction), and a new one drawn.
  for (let attempt = 1; ; attempt++) {
    const [row] = await db
      .insert(teams)
      .values({ ...values, join_code: newJoinCode() })
      .onConflictDoNothing({ target: teams.join_code })
      .returning();
    if (row) return row;
    if (attempt >= 5) throw new Error('no free join code after 5 draws');
  }
}

/**
 * Whether this person (or their dependant) is a joined member of a team in the category. Their
 * rows on teams whose registration was cancelled are closed first: a cancelled team holds nobody
 * (its rows stay joined until then, so the one-team-per-category index would).
 */
export async function onTeamIn(
  db: Db,
  who: { user_id: string; dependant_id: string | null },
  eventId: string,
  categoryId: string,
): Promise<boolean> {
  const person = who.dependant_id
    ? eq(teamMembers.dependant_id, who.dependant_id)
    : and(eq(teamMembers.user_id, who.user_id), isNull(teamMembers.dependant_id));
  await db
    .update(teamMembers)
    .set({ status: 'removed', position: null, role: null, updated_at: new Date() })
    .where(
      and(
        eq(teamMembers.event_id, eventId),
        eq(teamMembers.category_id, categoryId),
        eq(teamMembers.status, 'joined'),
        person,
        sql`exists (select 1 from ${teams} t join ${participations} p on p.id = t.participation_id
          where t.id = ${teamMembers.team_id} and p.cancelled_at is not null)`,
      ),
    );
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.event_id, eventId),
        eq(teamMembers.category_id, categoryId),
        eq(teamMembers.status, 'joined'),
        who.dependant_id
          ? eq(teamMembers.dependant_id, who.dependant_id)
          : and(eq(teamMembers.user_id, who.user_id), isNull(teamMembers.dependant_id)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * POST /teams: a participant starts a team in a team category of an open event and becomes its
 * Captain. In one transaction: the team's registration (unpaid, no order, no hold, so it takes
 * no place: decision 041), the team with its join code, the captain's roster row and the
 * registration's members. A free category's registration is paid at once, as registering is
 * (a place taken, tickets, the confirmation mail): a free team is confirmed from the start and
 * its members' tickets are made as they join.
 */
export async function createTeam(deps: Deps, actor: User, input: CreateInput): Promise<Team> {
  const now = deps.now();
  const { event, link, category } = await findEventCategory(
    deps.db,
    input.event_id,
    input.category_id,
  );
  if (category.participants_in_team <= 1)
    throw new AppError('bad_request', TEAM_MSG.notTeamCategory, {
      category_id: TEAM_MSG.notTeamCategory,
    });
  if (!isRegistrationOpen(event, now)) throw new AppError('conflict', TEAM_MSG.notOpen);
  if (isLocked({ link, event }, now)) throw new AppError('conflict', TEAM_MSG.rosterLocked);
  checkCompetitor(
    category,
    event.start_date,
    { user: actor, dependant: null },
    input.weight_kg,
    TEAM_MSG.cannotStart,
  );
  const free = link.price_minor === 0;

  let team: TeamRow;
  try {
    team = await deps.jobs.transaction(async (tx) => {
      // The same key registering takes: a team and a registration of one's own cannot race.
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`participate:self:${actor.id}:${event.id}:${category.id}`}))`,
      );
      const self = { participant_id: actor.id, dependant_id: null };
      if (
        (await holdsEntryIn(tx, self, event.id, category.id)) ||
        (await onTeamIn(tx, { user_id: actor.id, dependant_id: null }, event.id, category.id))
      )
        throw new AppError('conflict', TEAM_MSG.alreadyOnTeam);
      if (free) await claimPlace(deps, tx, (await lockCategory(tx, event.id, category.id))!, now);

      const participationId = newId();
      await tx.insert(participations).values({
        id: participationId,
        event_id: event.id,
        category_id: category.id,
        participant_id: actor.id,
        team_name: input.team_name,
        club: input.club,
        weight_kg: input.weight_kg,
        amount_minor: link.price_minor,
        currency: link.currency,
        payment_status: free ? 'captured' : 'created',
        captured_at: free ? now : null,
        hold_expires_at: null,
        refund_policy: event.refund_policy ?? 'default',
        created_at: now,
        updated_at: now,
      });
      const made = await insertTeam(tx, {
        event_id: event.id,
        category_id: category.id,
        participation_id: participationId,
        captain_id: actor.id,
        name: input.team_name,
        payment: link.team_payment,
        created_at: now,
        updated_at: now,
      });
      await tx.insert(teamMembers).values({
        team_id: made.id,
        event_id: event.id,
        category_id: category.id,
        user_id: actor.id,
        email: emailKey(actor.email),
        status: 'joined',
        role: 'Captain',
        position: 0,
        weight_kg: input.weight_kg,
        joined_at: now,
        decided_at: now,
        created_at: now,
        updated_at: now,
      });
      await syncMembers(tx, made);
      if (free) {
        await deps.registration.paid(tx, [participationId]);
        await queueMail(deps, tx, {
          kind: 'payment_confirmation',
          participation_id: participationId,
        });
        await queueConfirmedWhatsApp(deps, tx, participationId);
      }
      return made;
    });
  } catch (err) {
    // The unique indexes (one registration, one team per person and category) under a race.
    if (isUniqueViolation(err)) throw new AppError('conflict', TEAM_MSG.alreadyOnTeam);
    throw err;
  }
  return viewTeam(deps, actor, team.id);
}
