import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { managesEvent } from '../../../shared/events/policy';
import { MSG } from '../../../shared/messages';
import type {
  CancelledRegistration,
  CancelReason,
} from '../../../shared/refunds/cancelled-registrations';
import {
  categories,
  dependants,
  participations,
  refunds,
  users,
  type RefundRow,
  type User,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { findEventRow } from '../../events/service';
import { AppError } from '../../platform/http/app-error';

/** The refunds a cancellation owes; a switch's or a stray payment's are not the tab's. */
const CANCEL_REASONS: CancelReason[] = ['event_cancelled', 'participant_cancelled', 'host_removed'];

type Part = Pick<
  RefundRow,
  'participation_id' | 'status' | 'amount_minor' | 'reason' | 'note' | 'created_at'
> & { processed_at: Date | null; updated_at: Date };

/** A registration's refund parts (one per payment) as one: the worst state decides. */
function refundOf(parts: Part[]): CancelledRegistration['refund'] {
  if (parts.length === 0) return null;
  const status = parts.some((r) => r.status === 'refund_failed')
    ? 'refund_failed'
    : parts.some((r) => r.status === 'refund_pending')
      ? 'refund_pending'
      : 'refunded';
  const when = (r: Part) =>
    status === 'refunded'
      ? (r.processed_at ?? r.updated_at)
      : status === 'refund_failed'
        ? r.updated_at
        : r.created_at;
  const at = parts
    .filter((r) => r.status === status)
    .map(when)
    .reduce((a, b) => (a > b ? a : b));
  return {
    status,
    amount: parts.reduce((sum, r) => sum + r.amount_minor, 0) / 100,
    at: at.toISOString(),
  };
}

/**
 * GET /events/:id/cancelled-registrations: the event's cancelled registrations, oldest entry
 * first, each with why it ended and its refund's state (its host, an admin). A registration
 * cancelled with nothing owed back (never paid) says why from who cancelled it: nobody (the
 * event's cancellation job), its participant, or the host.
 */
export async function listCancelledRegistrations(
  deps: Pick<Deps, 'db'>,
  actor: User,
  eventId: string,
  q: { cursor?: string | undefined; limit: number },
): Promise<{ items: CancelledRegistration[]; next: string | null }> {
  const event = await findEventRow(deps.db, eventId);
  if (!managesEvent(actor, event)) throw new AppError('forbidden', MSG.forbidden);
  const rows = await deps.db
    .select({
      p: participations,
      category_name: categories.name,
      participant_name: users.name,
      participant_email: users.email,
      dependant_name: dependants.name,
    })
    .from(participations)
    .innerJoin(categories, eq(categories.id, participations.category_id))
    .innerJoin(users, eq(users.id, participations.participant_id))
    .leftJoin(dependants, eq(dependants.id, participations.dependant_id))
    .where(
      and(
        eq(participations.event_id, eventId),
        isNotNull(participations.cancelled_at),
        q.cursor ? gt(participations.id, q.cursor) : undefined,
      ),
    )
    .orderBy(asc(participations.id))
    .limit(q.limit + 1);
  const shown = rows.slice(0, q.limit);
  const parts = shown.length
    ? await deps.db
        .select({
          participation_id: refunds.participation_id,
          status: refunds.status,
          amount_minor: refunds.amount_minor,
          reason: refunds.reason,
          note: refunds.note,
          created_at: refunds.created_at,
          processed_at: refunds.processed_at,
          updated_at: refunds.updated_at,
        })
        .from(refunds)
        .where(
          and(
            inArray(
              refunds.participation_id,
              shown.map((r) => r.p.id),
            ),
            inArray(refunds.reason, CANCEL_REASONS),
          ),
        )
    : [];
  const items = shown.map(({ p, ...x }): CancelledRegistration => {
    const own = parts.filter((r) => r.participation_id === p.id);
    const owed = own[0];
    const reason: CancelReason = owed
      ? (owed.reason as CancelReason)
      : p.cancelled_by === null
        ? 'event_cancelled'
        : p.cancelled_by === p.participant_id
          ? 'participant_cancelled'
          : 'host_removed';
    return {
      id: p.id,
      category: { id: p.category_id, name: x.category_name },
      competitor_name: x.dependant_name ?? x.participant_name,
      team_name: p.team_name,
      participant: { name: x.participant_name, email: x.participant_email },
      amount_paid: p.captured_at ? p.amount_minor / 100 : 0,
      currency: p.currency,
      cancelled_at: p.cancelled_at!.toISOString(),
      reason,
      note: owed?.note ?? (reason === 'event_cancelled' ? event.cancel_reason : null),
      refund: refundOf(own),
    };
  });
  return { items, next: rows.length > q.limit ? items[q.limit - 1]!.id : null };
}
