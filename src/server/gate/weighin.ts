import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DID_NOT_MAKE_WEIGHT,
  EVENT_DAY_MSG,
  eventDayStatus,
  tenthsOf,
  withinLimits,
  type EventDayEntry,
  type MoveRequestSchema,
  type WeighIn,
  type WeighInRequestSchema,
} from '../../shared/checkin/weighin';
import { managesEvent } from '../../shared/events/policy';
import { MSG } from '../../shared/messages';
import type { Db } from '../platform/db/client';
import {
  categories,
  dependants,
  eventDayChanges,
  events,
  participationMembers,
  participations,
  users,
  weighIns,
  type User,
} from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import {
  checkEligibility,
  findEventCategory,
  holdsEntryIn,
  markOut,
  moveToCategory,
} from '../registration/service';
import { claimPlace, lockBoth, queueSettle } from '../places/service';
import { hasCheckIn } from './no-shows';
import { assertRunsGate } from './service';
import { kgOf, weighInView } from './weighin-view';

/**
 * Event day, second step (issue 17, decision 023): the gate weighs competitors in; the host then
 * moves a registration that did not make weight to a fitting category of the same event, or
 * marks it out. No money moves on event day: no order, no refund, no ledger row.
 */

/** A registration with its event and current category. */
async function loadRegistration(db: Db, id: string) {
  const [row] = await db
    .select({ p: participations, event: events, category: categories })
    .from(participations)
    .innerJoin(events, eq(events.id, participations.event_id))
    .innerJoin(categories, eq(categories.id, participations.category_id))
    .where(eq(participations.id, id));
  if (!row) throw new AppError('not_found', MSG.notFound);
  return row;
}

/** Only a paid, not cancelled registration is weighed in, moved or marked. */
function assertStanding(p: { cancelled_at: Date | null; payment_status: string }) {
  if (p.cancelled_at) throw new AppError('conflict', EVENT_DAY_MSG.cancelled);
  if (p.payment_status !== 'captured') throw new AppError('conflict', EVENT_DAY_MSG.notPaid);
}

/** The latest weigh-ins of registrations, judged against each one's current category. */
async function weighInsOf(db: Db, participationIds: string[]): Promise<WeighIn[]> {
  if (participationIds.length === 0) return [];
  const rows = await db
    .select({
      w: weighIns,
      by: users.name,
      min: categories.min_weight_allowed,
      max: categories.max_weight_allowed,
    })
    .from(weighIns)
    .innerJoin(users, eq(users.id, weighIns.recorded_by))
    .innerJoin(participations, eq(participations.id, weighIns.participation_id))
    .innerJoin(categories, eq(categories.id, participations.category_id))
    .where(inArray(weighIns.participation_id, participationIds))
    .orderBy(asc(weighIns.participation_id), asc(weighIns.member_index));
  return rows.map((r) =>
    weighInView(r.w, r.by, { min_weight_allowed: r.min, max_weight_allowed: r.max }),
  );
}

/** A registration on event day: where it is now, its state and its weigh-ins. */
async function entryOf(db: Db, id: string): Promise<EventDayEntry> {
  const { p, category } = await loadRegistration(db, id);
  return {
    participation_id: p.id,
    event_id: p.event_id,
    category_id: p.category_id,
    category_name: category.name,
    status: eventDayStatus(p.event_day_status, await hasCheckIn(db, p.id)),
    status_reason: p.event_day_reason,
    status_at: p.event_day_status_at?.toISOString() ?? null,
    amount_paid: p.amount_minor / 100,
    weigh_ins: await weighInsOf(db, [p.id]),
  };
}

/**
 * POST /event/weighin: the gate (host, admin, this event's staff) records a measured weight for
 * a competitor of a registration in a category with weight limits. Outside them it is stored all
 * the same, flagged; recording again replaces it (the latest counts, with who and when).
 */
export async function recordWeighIn(
  deps: Deps,
  actor: User,
  input: z.output<typeof WeighInRequestSchema>,
): Promise<WeighIn> {
  const { p, category } = await loadRegistration(deps.db, input.participation_id);
  await assertRunsGate(deps.db, actor, p.event_id);
  assertStanding(p);
  if (category.min_weight_allowed === null && category.max_weight_allowed === null)
    throw new AppError('conflict', EVENT_DAY_MSG.noLimits);
  // A member is a position on the registration (a team that formed itself may have gaps, issue
  // 28); an individual registration is member 0.
  const positions = await deps.db
    .select({ position: participationMembers.position })
    .from(participationMembers)
    .where(eq(participationMembers.participation_id, p.id));
  const exists =
    positions.length === 0
      ? input.member_index === 0
      : positions.some((m) => m.position === input.member_index);
  if (!exists)
    throw new AppError('bad_request', EVENT_DAY_MSG.noMember, {
      member_index: EVENT_DAY_MSG.noMember,
    });
  // The schema allowed one decimal only, so this is exact.
  const grams = tenthsOf(input.weight_kg)! * 100;
  const now = deps.now();
  const [row] = await deps.db
    .insert(weighIns)
    .values({
      event_id: p.event_id,
      participation_id: p.id,
      member_index: input.member_index,
      weight_g: grams,
      recorded_by: actor.id,
      recorded_at: now,
    })
    .onConflictDoUpdate({
      target: [weighIns.participation_id, weighIns.member_index],
      set: { weight_g: grams, recorded_by: actor.id, recorded_at: now },
    })
    .returning();
  return weighInView(row!, actor.name, category);
}

/** The host's side: the event's host or an admin, on a paid registration that was weighed. */
async function hostDecision(deps: Deps, actor: User, id: string) {
  const row = await loadRegistration(deps.db, id);
  if (!managesEvent(actor, row.event)) throw new AppError('forbidden', MSG.forbidden);
  assertStanding(row.p);
  const weighed = await deps.db.select().from(weighIns).where(eq(weighIns.participation_id, id));
  if (weighed.length === 0) throw new AppError('conflict', EVENT_DAY_MSG.needWeighIn);
  return { ...row, weights: weighed.map((w) => kgOf(w.weight_g)) };
}

async function competitorsOf(db: Db, p: typeof participations.$inferSelect) {
  const [holder] = await db.select().from(users).where(eq(users.id, p.participant_id));
  const [dependant] = p.dependant_id
    ? await db.select().from(dependants).where(eq(dependants.id, p.dependant_id))
    : [];
  const members = await db
    .select()
    .from(participationMembers)
    .where(eq(participationMembers.participation_id, p.id))
    .orderBy(asc(participationMembers.position));
  return { holder: holder!, dependant: dependant ?? null, members };
}

/**
 * POST /event/weighin/:participationId/move: the host moves a weighed registration to another
 * category of the same event. Every measured weight must fit the new category's limits, the
 * competitors its age and gender rules, and it must have a place: the same capacity check as a
 * registration or a switch (claimPlace under both categories' locks). The price paid stays as it
 * was: no order, no refund, no ledger row (decision 023). A move also ends an earlier out.
 */
export async function moveAfterWeighIn(
  deps: Deps,
  actor: User,
  id: string,
  input: z.output<typeof MoveRequestSchema>,
): Promise<EventDayEntry> {
  const { p, event, category: from, weights } = await hostDecision(deps, actor, id);
  if (input.category_id === p.category_id)
    throw new AppError('bad_request', EVENT_DAY_MSG.sameCategory, {
      category_id: EVENT_DAY_MSG.sameCategory,
    });
  const to = await findEventCategory(deps.db, event.id, input.category_id);
  if (to.category.participants_in_team !== from.participants_in_team)
    throw new AppError('bad_request', EVENT_DAY_MSG.teamSizeDiffers, {
      category_id: EVENT_DAY_MSG.teamSizeDiffers,
    });
  const { min_weight_allowed: min, max_weight_allowed: max } = to.category;
  if (!weights.every((w) => withinLimits(w, min, max))) {
    const text = EVENT_DAY_MSG.outsideTarget(min, max);
    throw new AppError('conflict', text, { category_id: text });
  }
  // Age, gender and team shape as at registration; the weight was checked just above against
  // what the scale said, not against the weight entered when registering.
  const { holder, dependant, members } = await competitorsOf(deps.db, p);
  checkEligibility(
    { ...to.category, min_weight_allowed: null, max_weight_allowed: null },
    event.start_date,
    holder,
    dependant,
    { team_name: p.team_name, members },
  );
  if (await holdsEntryIn(deps.db, p, event.id, to.category.id))
    throw new AppError('conflict', EVENT_DAY_MSG.alreadyInCategory);

  const now = deps.now();
  await deps.jobs.transaction(async (tx) => {
    const { to: locked } = await lockBoth(tx, event.id, p.category_id, to.category.id);
    await claimPlace(deps, tx, locked, now, { participationId: p.id });
    const moved = await moveToCategory(tx, p, to.category.id, now);
    if (!moved) throw new AppError('conflict', EVENT_DAY_MSG.changedMeanwhile);
    await tx.insert(eventDayChanges).values({
      event_id: event.id,
      participation_id: p.id,
      kind: 'moved',
      from_category_id: p.category_id,
      to_category_id: to.category.id,
      changed_by: actor.id,
      created_at: now,
    });
    // The place it left goes to the queue while registration is still open (else nothing).
    await queueSettle(deps, tx, event.id, p.category_id);
  });
  return entryOf(deps.db, p.id);
}

/**
 * POST /event/weighin/:participationId/out: the host marks a registration that did not make
 * weight out of the event ("Did not make weight"). Only after a weigh-in outside its category's
 * limits; marking it again changes nothing. It stays paid: no refund (decision 023).
 */
export async function outAfterWeighIn(deps: Deps, actor: User, id: string): Promise<EventDayEntry> {
  const { p, category, weights } = await hostDecision(deps, actor, id);
  const { min_weight_allowed: min, max_weight_allowed: max } = category;
  if (weights.every((w) => withinLimits(w, min, max)))
    throw new AppError('conflict', EVENT_DAY_MSG.madeWeight);
  if (p.event_day_status !== 'out') {
    const now = deps.now();
    await deps.jobs.transaction(async (tx) => {
      const marked = await markOut(tx, p, DID_NOT_MAKE_WEIGHT, actor.id, now);
      if (!marked) return;
      await tx.insert(eventDayChanges).values({
        event_id: p.event_id,
        participation_id: p.id,
        kind: 'out',
        from_category_id: p.category_id,
        reason: DID_NOT_MAKE_WEIGHT,
        changed_by: actor.id,
        created_at: now,
      });
    });
  }
  return entryOf(deps.db, p.id);
}
