import { and, desc, eq, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MSG } from '../../shared/messages';
import {
  PAYMENTS_MSG,
  type AnomalyKind,
  type AnomalyRow,
  type AnomalyState,
  type PaymentRow,
} from '../../shared/payments/schemas';
import type { PaymentStatus } from '../../shared/participations/payment-status';
import type { Db } from '../platform/db/client';
import {
  categories,
  events,
  participations,
  paymentAnomalies,
  users,
  type User,
} from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';

/**
 * The admin's view of money: every registration with a provider order, and the anomalies the
 * capture and webhook code recorded, with their resolution. Admin only (the route's access rule).
 */

const toRupees = (minor: number) => minor / 100;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A page of rows newest first: one more is read to know whether a next page exists. */
function pageOf<T>(rows: T[], limit: number, idOf: (row: T) => string) {
  const items = rows.slice(0, limit);
  return { items, next: rows.length > limit ? idOf(items[limit - 1]!) : null };
}

/** Registrations that reached the provider (they have an order), newest first. */
export async function listPayments(
  deps: Pick<Deps, 'db'>,
  q: { status?: PaymentStatus | undefined; cursor?: string | undefined; limit: number },
): Promise<{ items: PaymentRow[]; next: string | null }> {
  const rows = await deps.db
    .select({
      id: participations.id,
      participant_id: users.id,
      participant_name: users.name,
      participant_email: users.email,
      event_id: events.id,
      event_title: events.title,
      category_name: categories.name,
      amount_minor: participations.amount_minor,
      currency: participations.currency,
      provider: participations.provider,
      order_id: participations.order_id,
      payment_id: participations.payment_id,
      status: participations.payment_status,
      created_at: participations.created_at,
      captured_at: participations.captured_at,
      cancelled_at: participations.cancelled_at,
    })
    .from(participations)
    .innerJoin(users, eq(users.id, participations.participant_id))
    .innerJoin(events, eq(events.id, participations.event_id))
    .innerJoin(categories, eq(categories.id, participations.category_id))
    .where(
      and(
        isNotNull(participations.order_id),
        q.status ? eq(participations.payment_status, q.status) : undefined,
        q.cursor ? lt(participations.id, q.cursor) : undefined,
      ),
    )
    .orderBy(desc(participations.id))
    .limit(q.limit + 1);
  const { items, next } = pageOf(rows, q.limit, (r) => r.id);
  return {
    next,
    items: items.map((r) => ({
      participation_id: r.id,
      participant: { id: r.participant_id, name: r.participant_name, email: r.participant_email },
      event: { id: r.event_id, title: r.event_title },
      category_name: r.category_name,
      amount: toRupees(r.amount_minor),
      currency: r.currency,
      provider: r.provider,
      order_id: r.order_id!,
      payment_id: r.payment_id,
      status: r.status,
      created_at: r.created_at.toISOString(),
      captured_at: iso(r.captured_at),
      cancelled_at: iso(r.cancelled_at),
    })),
  };
}

const resolvers = alias(users, 'resolvers');

/** Anomalies with the registration, participant and event they concern and who resolved them. */
async function loadAnomalies(db: Db, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({
      anomaly: paymentAnomalies,
      participation_status: participations.payment_status,
      participant_name: users.name,
      participant_email: users.email,
      event_id: events.id,
      event_title: events.title,
      resolver_name: resolvers.name,
    })
    .from(paymentAnomalies)
    .leftJoin(participations, eq(participations.id, paymentAnomalies.participation_id))
    .leftJoin(users, eq(users.id, participations.participant_id))
    .leftJoin(events, eq(events.id, participations.event_id))
    .leftJoin(resolvers, eq(resolvers.id, paymentAnomalies.resolved_by))
    .where(where)
    .orderBy(desc(paymentAnomalies.id))
    .limit(limit);
  return rows.map(({ anomaly: a, ...r }): AnomalyRow => {
    const known = a.participation_id && r.participation_status && r.event_id;
    return {
      id: a.id,
      kind: a.kind as AnomalyKind,
      detail: a.detail,
      provider: a.provider,
      order_id: a.order_id,
      payment_id: a.payment_id,
      amount: a.amount_minor === null ? null : toRupees(a.amount_minor),
      currency: a.currency,
      expected_amount: a.expected_amount_minor === null ? null : toRupees(a.expected_amount_minor),
      expected_currency: a.expected_currency,
      participation: known
        ? {
            id: a.participation_id!,
            participant: { name: r.participant_name ?? '', email: r.participant_email ?? '' },
            event: { id: r.event_id!, title: r.event_title ?? '' },
            status: r.participation_status!,
          }
        : null,
      webhook_id: a.webhook_id,
      created_at: a.created_at.toISOString(),
      resolved_at: iso(a.resolved_at),
      resolved_by: a.resolved_by ? { id: a.resolved_by, name: r.resolver_name ?? '' } : null,
      resolution_note: a.resolution_note,
    };
  });
}

/** Open (the default), resolved or all anomalies, newest first. */
export async function listAnomalies(
  deps: Pick<Deps, 'db'>,
  q: { status: AnomalyState; cursor?: string | undefined; limit: number },
): Promise<{ items: AnomalyRow[]; next: string | null }> {
  const state =
    q.status === 'open'
      ? isNull(paymentAnomalies.resolved_at)
      : q.status === 'resolved'
        ? isNotNull(paymentAnomalies.resolved_at)
        : undefined;
  const rows = await loadAnomalies(
    deps.db,
    and(state, q.cursor ? lt(paymentAnomalies.id, q.cursor) : undefined),
    q.limit + 1,
  );
  return pageOf(rows, q.limit, (r) => r.id);
}

/**
 * Marks an open anomaly resolved with the admin's note. One conditional UPDATE: of two admins
 * resolving at once, the second waits for the first's row lock, finds it resolved and gets 409.
 */
export async function resolveAnomaly(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: User,
  id: string,
  note: string,
): Promise<AnomalyRow> {
  const updated = await deps.db
    .update(paymentAnomalies)
    .set({ resolved_at: deps.now(), resolved_by: actor.id, resolution_note: note })
    .where(and(eq(paymentAnomalies.id, id), isNull(paymentAnomalies.resolved_at)))
    .returning({ id: paymentAnomalies.id });
  const [row] = await loadAnomalies(deps.db, eq(paymentAnomalies.id, id), 1);
  if (!row) throw new AppError('not_found', MSG.notFound);
  if (updated.length === 0) throw new AppError('conflict', PAYMENTS_MSG.alreadyResolved);
  return row;
}
