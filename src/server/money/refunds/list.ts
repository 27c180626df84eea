import { and, desc, eq, lt } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { REFUND_MSG } from '../../../shared/refunds/policy';
import type { RefundRow, RefundStatus } from '../../../shared/refunds/schemas';
import {
  categories,
  events,
  participations,
  refunds,
  users,
  type User,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * GET /refunds: newest first. An admin sees every refund (the payments page); anyone else the
 * refunds of their own registrations (the dashboard).
 */
export async function listRefunds(
  deps: Pick<Deps, 'db'>,
  actor: User,
  q: { status?: RefundStatus | undefined; cursor?: string | undefined; limit: number },
): Promise<{ items: RefundRow[]; next: string | null }> {
  const rows = await deps.db
    .select({
      r: refunds,
      event_id: events.id,
      event_title: events.title,
      category_name: categories.name,
      participant_name: users.name,
      participant_email: users.email,
    })
    .from(refunds)
    .leftJoin(participations, eq(participations.id, refunds.participation_id))
    .leftJoin(events, eq(events.id, participations.event_id))
    .leftJoin(categories, eq(categories.id, participations.category_id))
    .leftJoin(users, eq(users.id, participations.participant_id))
    .where(
      and(
        actor.role === 'Admin' ? undefined : eq(participations.participant_id, actor.id),
        q.status ? eq(refunds.status, q.status) : undefined,
        q.cursor ? lt(refunds.id, q.cursor) : undefined,
      ),
    )
    .orderBy(desc(refunds.id))
    .limit(q.limit + 1);
  const items = rows.slice(0, q.limit).map(({ r, ...x }): RefundRow => ({
    id: r.id,
    participation_id: r.participation_id,
    event: x.event_id ? { id: x.event_id, title: x.event_title ?? '' } : null,
    category_name: x.category_name,
    participant: x.participant_name
      ? { name: x.participant_name, email: x.participant_email ?? '' }
      : null,
    amount: r.amount_minor / 100,
    currency: r.currency,
    reason: r.reason as RefundRow['reason'],
    note: r.note,
    status: r.status,
    payment_id: r.payment_id,
    provider_refund_id: r.provider_refund_id,
    attempts: r.attempts,
    last_error: r.last_error,
    created_at: r.created_at.toISOString(),
    processed_at: iso(r.processed_at),
  }));
  return { items, next: rows.length > q.limit ? items[q.limit - 1]!.id : null };
}

/**
 * POST /payments/refunds/:id/retry (admin): a refund the provider refused goes back on the
 * queue as it was; the same idempotency key means it can still be made only once.
 */
export async function retryRefund(deps: Deps, id: string): Promise<void> {
  await deps.jobs.transaction(async (tx) => {
    const [again] = await tx
      .update(refunds)
      .set({ status: 'refund_pending', last_error: null, updated_at: deps.now() })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'refund_failed')))
      .returning({ id: refunds.id });
    if (!again) {
      const [exists] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, id));
      throw exists
        ? new AppError('conflict', REFUND_MSG.notFailed)
        : new AppError('not_found', MSG.notFound);
    }
    await deps.jobs.send(tx, 'refund', { refund_id: id });
  });
}
