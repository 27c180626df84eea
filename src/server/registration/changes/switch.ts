import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CHANGE_MSG,
  type SwitchRequestSchema,
  type SwitchResult,
} from '../../../shared/changes/schemas';
import { ownsRegistration } from '../../../shared/events/policy';
import { isRegistrationOpen } from '../../../shared/events/registration-window';
import { MSG } from '../../../shared/messages';
import { PARTICIPATION_MSG } from '../../../shared/participations/schemas';
import type { Db } from '../../platform/db/client';
import {
  categorySwitches,
  dependants,
  events,
  participationMembers,
  participations,
  type User,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { queueMail } from '../../platform/mail/outbox';
import { checkEligibility } from '../eligibility';
import { createOrder } from '../orders';
import { findEventCategory, holdsEntryIn, loadParticipation } from '../read';
import { registerParticipation } from '../register';
import { claimPlace, lockBoth, lockCategory, queueSettle } from '../../places/service';
import { cancelInTx } from '../cancel/cancel';
import { oweAcrossPayments } from '../../money/service';

type SwitchInput = z.output<typeof SwitchRequestSchema>;

async function membersOf(db: Db, participationId: string) {
  const rows = await db
    .select()
    .from(participationMembers)
    .where(eq(participationMembers.participation_id, participationId))
    .orderBy(asc(participationMembers.position));
  return rows.map((m) => ({
    name: m.name,
    email: m.email,
    phone: m.phone,
    role: m.role,
    date_of_birth: m.date_of_birth,
    gender: m.gender,
  }));
}

/**
 * POST /event/participate/:id/switch: the participant moves their registration to another
 * category of the same event while registration is open. Eligibility and places are checked as
 * for a new registration. An unpaid registration is simply re-made in the new category; a paid
 * one moves at once when the new price is the same or lower (the difference refunded), or after
 * the difference is paid as a new order when it is higher (the new place held meanwhile).
 */
export async function switchCategory(
  deps: Deps,
  actor: User,
  id: string,
  input: SwitchInput,
): Promise<SwitchResult> {
  const [row] = await deps.db
    .select({ p: participations, event: events })
    .from(participations)
    .innerJoin(events, eq(events.id, participations.event_id))
    .where(eq(participations.id, id));
  if (!row || !ownsRegistration(actor, row.p)) throw new AppError('not_found', MSG.notFound);
  const { p, event } = row;
  if (p.cancelled_at) throw new AppError('not_found', MSG.notFound);
  if (!isRegistrationOpen(event, deps.now()))
    throw new AppError('conflict', PARTICIPATION_MSG.notOpen);
  if (input.category_id === p.category_id)
    throw new AppError('bad_request', CHANGE_MSG.sameCategory, {
      category_id: CHANGE_MSG.sameCategory,
    });
  const from = await findEventCategory(deps.db, event.id, p.category_id);
  const to = await findEventCategory(deps.db, event.id, input.category_id);
  if (from.category.participants_in_team !== to.category.participants_in_team)
    throw new AppError('bad_request', CHANGE_MSG.teamSizeDiffers, {
      category_id: CHANGE_MSG.teamSizeDiffers,
    });
  const [dependant] = p.dependant_id
    ? await deps.db.select().from(dependants).where(eq(dependants.id, p.dependant_id))
    : [];
  const members = await membersOf(deps.db, p.id);
  const weight = input.weight_kg ?? p.weight_kg;
  const entry = { team_name: p.team_name, members, weight_kg: weight };
  checkEligibility(to.category, event.start_date, actor, dependant ?? null, entry);
  if (await holdsEntryIn(deps.db, p, event.id, to.category.id))
    throw new AppError('conflict', CHANGE_MSG.alreadyInCategory);

  if (p.payment_status !== 'captured') {
    // Nothing paid: a registration in the new category (its own checkout), then the old one
    // ends. A full category refuses the first step and leaves the old registration as it was.
    const checkout = await registerParticipation(deps, actor, {
      event_id: event.id,
      category_id: to.category.id,
      dependant_id: p.dependant_id,
      team_name: p.team_name,
      club: p.club,
      members,
      weight_kg: weight,
    });
    await deps.jobs.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(participations)
        .where(eq(participations.id, p.id))
        .for('update');
      await cancelInTx(deps, tx, current!, {
        by: actor,
        reason: 'participant_cancelled',
        refundMinor: 0,
        settle: true,
        mail: false,
      });
    });
    const moved = checkout.participation;
    return {
      status:
        checkout.order_id && moved.payment_status !== 'captured' ? 'awaiting_payment' : 'switched',
      refund_amount: 0,
      participation: moved,
      checkout: checkout.order_id ? checkout : null,
    };
  }

  const difference = to.link.price_minor - p.amount_minor;
  const now = deps.now();
  if (difference <= 0) {
    const refund = await deps.jobs.transaction(async (tx) => {
      const { to: locked } = await lockBoth(tx, event.id, p.category_id, to.category.id);
      await claimPlace(deps, tx, locked, now, { participationId: p.id });
      const [moved] = await tx
        .update(participations)
        .set({
          category_id: to.category.id,
          amount_minor: to.link.price_minor,
          weight_kg: weight,
          updated_at: now,
        })
        // Only from what was read above: a switch or cancellation that got here first changed
        // the price the difference was worked out from.
        .where(
          and(
            eq(participations.id, p.id),
            eq(participations.payment_status, 'captured'),
            isNull(participations.cancelled_at),
            eq(participations.category_id, p.category_id),
            eq(participations.amount_minor, p.amount_minor),
          ),
        )
        .returning();
      if (!moved) throw new AppError('conflict', CHANGE_MSG.changedMeanwhile);
      const [change] = await tx
        .insert(categorySwitches)
        .values({
          participation_id: p.id,
          event_id: event.id,
          from_category_id: p.category_id,
          to_category_id: to.category.id,
          difference_minor: difference,
          currency: p.currency,
          status: 'completed',
          completed_at: now,
          created_at: now,
          updated_at: now,
        })
        .returning();
      const back =
        difference < 0
          ? await oweAcrossPayments(deps, tx, p, {
              amountMinor: -difference,
              reason: 'category_switch',
              dedupeKey: `switch:${change!.id}`,
              requestedBy: actor.id,
            })
          : 0;
      await queueSettle(deps, tx, event.id, p.category_id);
      await queueMail(deps, tx, { kind: 'category_switched', switch_id: change!.id });
      return back;
    });
    return {
      status: 'switched',
      refund_amount: refund / 100,
      participation: (await loadParticipation(deps.db, p.id))!,
      checkout: null,
    };
  }

  // Dearer: the new place is held while the difference is paid (like a checkout's hold).
  const change = await deps.jobs.transaction(async (tx) => {
    const locked = (await lockCategory(tx, event.id, to.category.id))!;
    const holdUntil = await claimPlace(deps, tx, locked, now, { participationId: p.id });
    // A switch started before and not paid is replaced by this one.
    await tx
      .update(categorySwitches)
      .set({ status: 'cancelled', updated_at: now })
      .where(
        and(
          eq(categorySwitches.participation_id, p.id),
          eq(categorySwitches.status, 'awaiting_payment'),
        ),
      );
    const [made] = await tx
      .insert(categorySwitches)
      .values({
        participation_id: p.id,
        event_id: event.id,
        from_category_id: p.category_id,
        to_category_id: to.category.id,
        difference_minor: difference,
        currency: p.currency,
        status: 'awaiting_payment',
        hold_expires_at:
          holdUntil ?? new Date(now.getTime() + deps.config.places.holdMinutes * 60_000),
        created_at: now,
        updated_at: now,
      })
      .returning();
    if (holdUntil) await queueSettle(deps, tx, event.id, to.category.id, holdUntil);
    // The competitor's weight is theirs, whatever the category: kept as given now.
    if (input.weight_kg)
      await tx
        .update(participations)
        .set({ weight_kg: input.weight_kg, updated_at: now })
        .where(eq(participations.id, p.id));
    return made!;
  });
  const order = await createOrder(deps, change.id, difference, p.currency, event.id);
  await deps.db
    .update(categorySwitches)
    .set({ order_id: order.id, updated_at: deps.now() })
    .where(eq(categorySwitches.id, change.id));
  const participation = (await loadParticipation(deps.db, p.id))!;
  return {
    status: 'awaiting_payment',
    refund_amount: 0,
    participation,
    checkout: {
      participation,
      order_id: order.id,
      amount_paid: difference / 100,
      currency: p.currency,
      provider: deps.payments.name,
      key_id: deps.payments.keyId,
      resumed: false,
    },
  };
}
