import { and, eq, isNull } from 'drizzle-orm';
import { managesEvent, managesRegistration, ownsRegistration } from '../../../shared/events/policy';
import { MSG } from '../../../shared/messages';
import { REFUND_MSG, refundQuote, type RefundQuote } from '../../../shared/refunds/policy';
import type { Db } from '../../platform/db/client';
import {
  events,
  participations,
  type EventRow,
  type ParticipationRow,
  type User,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { queueMail } from '../../platform/mail/outbox';
import { queueSettle } from '../../places/service';
import { oweAcrossPayments, type RefundReason } from '../../money/service';
import { endSharesOfRegistration } from '../teams/shares';

async function findRegistration(db: Db, id: string) {
  const [row] = await db
    .select({ p: participations, event: events })
    .from(participations)
    .innerJoin(events, eq(events.id, participations.event_id))
    .where(eq(participations.id, id))
    .limit(1);
  if (!row) throw new AppError('not_found', MSG.notFound);
  return row;
}

/**
 * What a cancellation now would give back: paid registrations under the policy in force when
 * they were made (issue 26); rows from before that kept the event's.
 */
function quoteOf(deps: Pick<Deps, 'now'>, p: ParticipationRow, event: EventRow): RefundQuote {
  if (p.payment_status !== 'captured')
    return {
      refund_minor: 0,
      fee_minor: 0,
      percent: 0,
      until: null,
      step: 'Not paid: nothing to refund',
    };
  const bound = p.refund_policy === null ? event.refund_policy : p.refund_policy;
  const policy = bound === 'default' ? null : bound;
  return refundQuote({ ...event, refund_policy: policy }, p.amount_minor, deps.now());
}

const toApiQuote = (q: RefundQuote, paidMinor: number) => ({
  refund_amount: q.refund_minor / 100,
  fee: q.fee_minor / 100,
  amount_paid: paidMinor / 100,
  percent: q.percent,
  policy_step: q.step,
  policy_step_until: q.until,
});

/** GET /event/participate/:id/refund-quote: the registration's participant, host or an admin. */
export async function quoteRefund(deps: Deps, actor: User, id: string) {
  const { p, event } = await findRegistration(deps.db, id);
  if (!managesRegistration(actor, p, event)) throw new AppError('forbidden', MSG.forbidden);
  if (p.cancelled_at) throw new AppError('conflict', REFUND_MSG.alreadyCancelled);
  return toApiQuote(quoteOf(deps, p, event), p.payment_status === 'captured' ? p.amount_minor : 0);
}

type Cancellation = {
  by: User | null;
  reason: RefundReason;
  /** Minor units owed back; 0 for none. */
  refundMinor: number;
  note?: string | null;
  /** Whether the freed place goes to the waitlist (not when the whole event is cancelled). */
  settle: boolean;
  /** Whether the participant is mailed (not when the registration is re-made elsewhere). */
  mail?: boolean;
};

/**
 * Cancels one registration in the caller's transaction: the row (status-guarded, so two
 * cancellations cannot both pass), the refund it is owed (queued, sent after the commit), its
 * place to the waitlist and the mail. Returns false when it was already cancelled.
 */
export async function cancelInTx(
  deps: Pick<Deps, 'jobs' | 'now' | 'payments'>,
  tx: Db,
  p: ParticipationRow,
  c: Cancellation,
): Promise<{ refundedMinor: number } | null> {
  const now = deps.now();
  const [gone] = await tx
    .update(participations)
    .set({
      payment_status: 'cancelled',
      cancelled_at: now,
      cancelled_by: c.by?.id ?? null,
      hold_expires_at: null,
      updated_at: now,
    })
    .where(and(eq(participations.id, p.id), isNull(participations.cancelled_at)))
    .returning();
  if (!gone) return null;
  let refundedMinor = 0;
  if (p.payment_status === 'captured' && c.refundMinor > 0)
    refundedMinor = await oweAcrossPayments(deps, tx, p, {
      amountMinor: c.refundMinor,
      reason: c.reason,
      note: c.note ?? null,
      dedupeKey: cancelRefundKey(p.id),
      requestedBy: c.by?.id ?? null,
    });
  // A split team not yet paid (issue 28): its members' paid shares go back in full (the team
  // they paid toward never stood), its pending ones end. A paid team was refunded just above,
  // across every share's payment, like any registration paid more than once.
  if (p.payment_status !== 'captured')
    refundedMinor += await endSharesOfRegistration(deps, tx, p.id, {
      reason: c.reason,
      note: c.note ?? null,
      dedupeKey: cancelRefundKey(p.id),
      requestedBy: c.by?.id ?? null,
    });
  if (c.settle) await queueSettle(deps, tx, p.event_id, p.category_id);
  if (c.mail !== false)
    await queueMail(deps, tx, {
      kind: 'registration_cancelled',
      participation_id: p.id,
      reason: c.reason,
      note: c.note ?? null,
    });
  return { refundedMinor };
}

/** The refunds a cancellation owes are keyed `cancel:<registration>:<payment>` (its mail sums them). */
export const cancelRefundKey = (participationId: string) => `cancel:${participationId}`;

/**
 * POST /event/participate/:id/cancel: the participant cancels their own registration. A paid one
 * is refunded as the event's policy says at this moment; an unpaid one simply ends.
 */
export async function cancelOwnRegistration(deps: Deps, actor: User, id: string) {
  const { p, event } = await findRegistration(deps.db, id);
  if (!ownsRegistration(actor, p)) throw new AppError('forbidden', MSG.forbidden);
  if (p.cancelled_at) throw new AppError('conflict', REFUND_MSG.alreadyCancelled);
  if (deps.now() >= event.ends_at) throw new AppError('conflict', REFUND_MSG.eventOver);
  const done = await deps.jobs.transaction(async (tx) => {
    // The row as it is now, locked: a payment landing at this moment is either in or waits.
    const [current] = await tx
      .select()
      .from(participations)
      .where(eq(participations.id, id))
      .for('update');
    const quote = quoteOf(deps, current!, event);
    const cancelled = await cancelInTx(deps, tx, current!, {
      by: actor,
      reason: 'participant_cancelled',
      refundMinor: quote.refund_minor,
      settle: true,
    });
    return cancelled;
  });
  if (!done) throw new AppError('conflict', REFUND_MSG.alreadyCancelled);
  return {
    refund_amount: done.refundedMinor / 100,
    status: done.refundedMinor > 0 ? ('refund_pending' as const) : ('cancelled' as const),
  };
}

/**
 * POST /event/participate/:id/remove: the event's host (or an admin) removes a registration,
 * paid or not, with a reason that is mailed; a paid one is refunded in full.
 */
export async function removeRegistration(deps: Deps, actor: User, id: string, reason: string) {
  const { p, event } = await findRegistration(deps.db, id);
  if (!managesEvent(actor, event)) throw new AppError('forbidden', MSG.forbidden);
  if (p.cancelled_at) throw new AppError('conflict', REFUND_MSG.alreadyCancelled);
  const done = await deps.jobs.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(participations)
      .where(eq(participations.id, id))
      .for('update');
    return cancelInTx(deps, tx, current!, {
      by: actor,
      reason: 'host_removed',
      refundMinor: current!.payment_status === 'captured' ? current!.amount_minor : 0,
      note: reason,
      settle: true,
    });
  });
  if (!done) throw new AppError('conflict', REFUND_MSG.alreadyCancelled);
  return {
    refund_amount: done.refundedMinor / 100,
    status: done.refundedMinor > 0 ? ('refund_pending' as const) : ('cancelled' as const),
  };
}
