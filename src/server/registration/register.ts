import { managesEvent, managesRegistration } from '../../shared/events/policy';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isRegistrationOpen } from '../../shared/events/registration-window';
import { MSG } from '../../shared/messages';
import {
  PARTICIPATION_MSG,
  type Checkout,
  type ParticipateRequestSchema,
  type ParticipationUpdateSchema,
} from '../../shared/participations/schemas';
import type { Db } from '../platform/db/client';
import { newId } from '../platform/db/ids';
import { categories, participationMembers, participations, type User } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { claimPlace, lockCategory, queueSettle } from '../places/service';
import { queueMail } from '../platform/mail/outbox';
import { findOwnDependant } from '../dependants/service';
import { queueConfirmedWhatsApp } from './confirmation-whatsapp';
import { checkEligibility, checkTeamMembers, checkTeamShape } from './eligibility';
import { attachOrder, checkout } from './orders';
import { cancelRefundKey } from './cancel/cancel';
import { endSharesOfRegistration } from './teams/shares';
import { findEventCategory, findRow, loadParticipation } from './read';

/**
 * Writing registrations: registering (alone, as a team, for a dependant, or from a waitlist
 * offer), changing the team while registration is open, and removing one awaiting payment.
 */

type RegisterInput = z.output<typeof ParticipateRequestSchema>;
type UpdateInput = z.output<typeof ParticipationUpdateSchema>;

async function writeMembers(db: Db, participationId: string, members: UpdateInput['members']) {
  await db
    .delete(participationMembers)
    .where(eq(participationMembers.participation_id, participationId));
  if (members.length === 0) return;
  await db.insert(participationMembers).values(
    members.map((m, position) => ({
      participation_id: participationId,
      position,
      name: m.name,
      email: m.email,
      phone: m.phone,
      role: m.role ?? null,
      date_of_birth: m.date_of_birth ?? null,
      gender: m.gender ?? null,
    })),
  );
}

/**
 * Everything a new entry must pass before it may take a place (registering, joining a waitlist):
 * the caller registers themselves or one of their own dependants, registration is open, and the
 * competitor fits the category.
 */
export async function checkEntry(deps: Deps, actor: User, input: RegisterInput) {
  if (input.participant_id && input.participant_id !== actor.id)
    throw new AppError('forbidden', PARTICIPATION_MSG.notYou);
  const { event, link, category } = await findEventCategory(
    deps.db,
    input.event_id,
    input.category_id,
  );
  if (!isRegistrationOpen(event, deps.now()))
    throw new AppError('conflict', PARTICIPATION_MSG.notOpen);
  // Another account's dependant is not found (no hint that the id exists).
  const dependant = input.dependant_id
    ? await findOwnDependant(deps.db, actor.id, input.dependant_id)
    : null;
  checkEligibility(category, event.start_date, actor, dependant, input);
  return { event, link, category, dependant };
}

/**
 * A waitlist offer being accepted (waitlist/service.ts): `take` closes the offer under the
 * category's lock, before the place is counted (its place becomes the registration's hold);
 * `link` records the registration on the entry.
 */
export type AcceptedOffer = {
  take: (tx: Db) => Promise<void>;
  link: (tx: Db, participationId: string) => Promise<void>;
};

/**
 * POST /event/participate, in steps so no provider call holds a database connection:
 * 1. a short transaction reserves the registration (an advisory lock on the competitor, event
 *    and category serialises duplicate submissions; partial unique indexes back it up);
 * 2. the provider's order is created with no connection held;
 * 3. a short transaction attaches it, unless a concurrent request attached one first.
 * A crash between the steps leaves a registration without an order, which the next attempt
 * completes. The amount comes from the event's price; a free category is captured at once.
 */
export async function registerParticipation(
  deps: Deps,
  actor: User,
  input: RegisterInput,
  offer?: AcceptedOffer,
): Promise<Checkout> {
  const now = deps.now();
  const { event, link, category, dependant } = await checkEntry(deps, actor, input);
  const competitor = dependant ? `dependant:${dependant.id}` : `self:${actor.id}`;

  const reserved = await deps.jobs.transaction(async (db) => {
    await db.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`participate:${competitor}:${event.id}:${category.id}`}))`,
    );
    const [existing] = await db
      .select()
      .from(participations)
      .where(
        and(
          eq(participations.participant_id, actor.id),
          eq(participations.event_id, event.id),
          eq(participations.category_id, category.id),
          dependant
            ? eq(participations.dependant_id, dependant.id)
            : isNull(participations.dependant_id),
          isNull(participations.cancelled_at),
        ),
      )
      .limit(1);
    if (existing?.payment_status === 'captured') {
      throw new AppError(
        'conflict',
        dependant
          ? PARTICIPATION_MSG.dependantAlreadyRegistered(dependant.name)
          : PARTICIPATION_MSG.alreadyParticipated,
      );
    }
    // Places (issue 15): counted and taken under the category's lock.
    const locked = (await lockCategory(db, event.id, category.id))!;
    await offer?.take(db);
    if (existing) {
      // A checkout resumed after its hold ended needs a place again.
      const held = existing.hold_expires_at !== null && existing.hold_expires_at > now;
      if (locked.capacity === null || held) return { row: existing, resumed: true };
      const holdUntil = await claimPlace(
        deps,
        db,
        locked,
        now,
        { participationId: existing.id },
        offer !== undefined,
      );
      const [renewed] = await db
        .update(participations)
        .set({ hold_expires_at: holdUntil, updated_at: now })
        .where(eq(participations.id, existing.id))
        .returning();
      if (holdUntil) await queueSettle(deps, db, event.id, category.id, holdUntil);
      await offer?.link(db, existing.id);
      return { row: renewed!, resumed: true };
    }
    const holdUntil = await claimPlace(deps, db, locked, now, {}, offer !== undefined);

    const id = newId();
    const free = link.price_minor === 0;
    const [row] = await db
      .insert(participations)
      .values({
        id,
        event_id: event.id,
        category_id: category.id,
        participant_id: actor.id,
        dependant_id: dependant?.id ?? null,
        team_name: category.participants_in_team > 1 ? input.team_name : null,
        club: input.club,
        weight_kg: input.weight_kg,
        amount_minor: link.price_minor,
        currency: link.currency,
        payment_status: free ? 'captured' : 'created',
        captured_at: free ? now : null,
        hold_expires_at: free ? null : holdUntil,
        // The policy the participant saw binds this registration (issue 26).
        refund_policy: event.refund_policy ?? 'default',
        created_at: now,
        updated_at: now,
      })
      .returning();
    await writeMembers(db, id, input.members);
    await offer?.link(db, id);
    // When the hold ends unpaid, the place goes to the waitlist.
    if (!free && holdUntil) await queueSettle(deps, db, event.id, category.id, holdUntil);
    if (free) {
      await deps.registration.paid(db, [id]);
      await queueMail(deps, db, { kind: 'payment_confirmation', participation_id: id });
      await queueConfirmedWhatsApp(deps, db, id);
    }
    return { row: row!, resumed: false };
  });
  const row =
    reserved.row.order_id || reserved.row.payment_status === 'captured'
      ? reserved.row
      : await attachOrder(deps, reserved.row, event.id, !reserved.resumed);
  return checkout(deps, row, reserved.resumed);
}

/** The owner (or the event's host / an admin) changes the team while registration is open. */
export async function updateParticipation(deps: Deps, actor: User, id: string, input: UpdateInput) {
  const { p, host_id, event } = await findRow(deps.db, id);
  if (p.payment_status === 'cancelled') throw new AppError('not_found', MSG.notFound);
  if (!managesRegistration(actor, p, { host_id })) throw new AppError('forbidden', MSG.forbidden);
  if (!isRegistrationOpen(event, deps.now()))
    throw new AppError('conflict', PARTICIPATION_MSG.notOpen);
  const [category] = await deps.db
    .select()
    .from(categories)
    .where(eq(categories.id, p.category_id));
  checkTeamShape(category!, input);
  if (category!.participants_in_team > 1)
    checkTeamMembers(category!, event.start_date, input.members);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(participations)
      .set({
        team_name: category!.participants_in_team > 1 ? input.team_name : null,
        updated_at: deps.now(),
      })
      .where(eq(participations.id, id));
    await writeMembers(tx as unknown as Db, id, input.members);
  });
  return (await loadParticipation(deps.db, id))!;
}

/**
 * The event's host or an admin removes a registration awaiting payment; a paid one stays. It is
 * kept as `cancelled` with its order, so a payment that still arrives is recorded (an anomaly
 * owed back), and the participant may register again.
 */
export async function deleteParticipation(deps: Deps, actor: User, id: string) {
  const { p, host_id } = await findRow(deps.db, id);
  if (!managesEvent(actor, { host_id })) throw new AppError('forbidden', MSG.forbidden);
  if (p.payment_status === 'cancelled') throw new AppError('not_found', MSG.notFound);
  const now = deps.now();
  await deps.jobs.transaction(async (tx) => {
    const [gone] = await tx
      .update(participations)
      .set({
        payment_status: 'cancelled',
        cancelled_at: now,
        cancelled_by: actor.id,
        updated_at: now,
      })
      .where(
        and(
          eq(participations.id, id),
          inArray(participations.payment_status, ['created', 'failed']),
        ),
      )
      .returning({ id: participations.id });
    if (!gone) throw new AppError('conflict', PARTICIPATION_MSG.paidCannotDelete);
    // A split team's shares (issue 28): paid ones go back to their members, pending ones end.
    await endSharesOfRegistration(deps, tx, id, {
      reason: 'host_removed',
      dedupeKey: cancelRefundKey(id),
      requestedBy: actor.id,
    });
    // A place it held goes to the waitlist.
    await queueSettle(deps, tx, p.event_id, p.category_id);
  });
  return p.id;
}
