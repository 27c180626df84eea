import { and, desc, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { categorySwitches, participations } from '../../platform/db/schema';
import { queueMail } from '../../platform/mail/outbox';
import type {
  AnomalyKind,
  CaptureContext,
  CaptureOutcome,
  OrderPurpose,
} from '../../money/service';
import { countTaken, lockCategory, queueSettle } from '../../places/service';

/** The switch a provider order pays for, if it is one (its order id is on the switch). */
async function switchOfOrder(db: Db, orderId: string) {
  const [row] = await db
    .select()
    .from(categorySwitches)
    .where(eq(categorySwitches.order_id, orderId))
    .limit(1);
  return row ?? null;
}

/**
 * The difference of a dearer switch paid (recordCapture's twin, in the caller's transaction):
 * the money on the ledger, then the registration moved to its new category, under both
 * categories' locks and the switch's row lock. Idempotent like a capture. The ledger row and the
 * anomalies are the capture's own (payments/capture-money.ts): money that cannot stay (the
 * switch was replaced or the registration cancelled, or its held place is gone) is refunded
 * automatically.
 */
async function recordSwitchCapture(c: CaptureContext): Promise<CaptureOutcome> {
  const { deps, db, pay, now } = c;
  const found = (await switchOfOrder(db, pay.orderId))!;
  const [first, second] = [found.from_category_id, found.to_category_id].sort();
  await lockCategory(db, found.event_id, first!);
  await lockCategory(db, found.event_id, second!);
  const [sw] = await db
    .select()
    .from(categorySwitches)
    .where(eq(categorySwitches.id, found.id))
    .for('update');
  const [p] = await db
    .select()
    .from(participations)
    .where(eq(participations.id, found.participation_id))
    .for('update');

  await c.book(p!.id);
  const anomaly = (kind: AnomalyKind, detail: string) =>
    c.anomaly(kind, detail, {
      participationId: p!.id,
      amountMinor: sw!.difference_minor,
      currency: sw!.currency,
    });

  if (sw!.status === 'completed')
    return sw!.payment_id === pay.paymentId
      ? { result: 'duplicate', participationId: p!.id }
      : anomaly('second_payment', 'A second payment arrived for a category switch already paid.');
  if (pay.amountMinor !== sw!.difference_minor)
    return anomaly('amount_mismatch', 'The amount paid differs from the switch difference.');
  if (pay.currency?.toUpperCase() !== sw!.currency.toUpperCase())
    return anomaly('currency_mismatch', 'The payment currency differs from the switch.');
  // Moved meanwhile (a weigh-in's Move, another switch): this switch no longer applies.
  const moved = p!.category_id !== sw!.from_category_id;
  if (sw!.status === 'cancelled' || p!.cancelled_at || p!.payment_status !== 'captured' || moved)
    return anomaly(
      'cancelled_registration',
      'A switch was paid after it was replaced, its registration moved or cancelled; it is owed back.',
    );
  const held = sw!.hold_expires_at !== null && sw!.hold_expires_at > now;
  if (!held) {
    const target = (await lockCategory(db, found.event_id, found.to_category_id))!;
    if (
      target.capacity !== null &&
      (await countTaken(db, target, now, { participationId: p!.id })) >= target.capacity
    )
      return anomaly(
        'no_place',
        'A switch was paid after its held place was released, and the category is full; it is owed back.',
      );
  }

  await db
    .update(participations)
    .set({
      category_id: sw!.to_category_id,
      amount_minor: p!.amount_minor + sw!.difference_minor,
      updated_at: now,
    })
    .where(eq(participations.id, p!.id));
  await db
    .update(categorySwitches)
    .set({ status: 'completed', payment_id: pay.paymentId, completed_at: now, updated_at: now })
    .where(eq(categorySwitches.id, sw!.id));
  // The registration keeps its tickets (same people, same event); one paid before tickets were
  // made at capture gets them here.
  await deps.registration.paid(db, [p!.id]);
  await queueSettle(deps, db, found.event_id, found.from_category_id);
  await queueMail(deps, db, { kind: 'category_switched', switch_id: sw!.id });
  return { result: 'captured', participationId: p!.id };
}

/** The difference of a dearer category switch (issue 16): an order of its own. */
export const switchOrders: OrderPurpose = {
  name: 'category-switch',
  owns: async (db, orderId) => (await switchOfOrder(db, orderId)) !== null,
  async payer(db, orderId) {
    const sw = await switchOfOrder(db, orderId);
    if (!sw) return null;
    const [p] = await db
      .select()
      .from(participations)
      .where(eq(participations.id, sw.participation_id));
    return p
      ? {
          participationId: p.id,
          participantId: p.participant_id,
          amountMinor: sw.difference_minor,
          currency: sw.currency,
          first: false,
        }
      : null;
  },
  async awaiting(db, { from, to }, limit) {
    const rows = await db
      .select({ order_id: categorySwitches.order_id })
      .from(categorySwitches)
      .where(
        and(
          eq(categorySwitches.status, 'awaiting_payment'),
          isNotNull(categorySwitches.order_id),
          lt(categorySwitches.created_at, to),
          gt(categorySwitches.created_at, from),
        ),
      )
      .orderBy(desc(categorySwitches.created_at))
      .limit(limit);
    return rows.map((r) => r.order_id!);
  },
  capture: recordSwitchCapture,
};
