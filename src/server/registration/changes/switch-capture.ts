import { eq } from 'drizzle-orm';
import { issueTickets } from '../../gate/tickets';
import type { Db } from '../../platform/db/client';
import { categorySwitches, participations, type CategorySwitchRow } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { queueMail } from '../../platform/mail/outbox';
import type { AnomalyKind } from '../../money/anomalies';
import {
  bookCapture,
  captureAnomaly,
  type CaptureOutcome,
  type CapturedPayment,
} from '../../money/capture-money';
import { countTaken, lockCategory, queueSettle } from '../../places/service';

/** The switch a provider order pays for, if it is one (its order id is on the switch). */
export async function switchOfOrder(db: Db, orderId: string) {
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
export async function recordSwitchCapture(
  deps: Pick<Deps, 'jobs' | 'now' | 'log'>,
  db: Db,
  pay: CapturedPayment,
  found: CategorySwitchRow,
): Promise<CaptureOutcome> {
  const now = deps.now();
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

  await bookCapture(db, pay, p!.id, now);
  const anomaly = (kind: AnomalyKind, detail: string) =>
    captureAnomaly(deps, db, pay, {
      kind,
      detail,
      participationId: p!.id,
      expectedAmountMinor: sw!.difference_minor,
      expectedCurrency: sw!.currency,
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
  await issueTickets(db, [p!.id]);
  await queueSettle(deps, db, found.event_id, found.from_category_id);
  await queueMail(deps, db, { kind: 'category_switched', switch_id: sw!.id });
  return { result: 'captured', participationId: p!.id };
}
