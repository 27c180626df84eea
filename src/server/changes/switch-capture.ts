import { eq } from 'drizzle-orm';
import { issueTickets } from '../checkin/tickets';
import type { Db } from '../db/client';
import {
  categorySwitches,
  ledgerEntries,
  participations,
  type CategorySwitchRow,
} from '../db/schema';
import type { Deps } from '../deps';
import { queueMail } from '../mail/outbox';
import { recordAnomaly, type AnomalyKind } from '../payments/anomalies';
import { countTaken, lockCategory, queueSettle } from '../places/service';
import { oweRefund } from '../refunds/owe';

type Payment = {
  provider: string;
  orderId: string;
  paymentId: string;
  amountMinor: number | undefined;
  currency: string | undefined;
  source: 'verify' | 'webhook' | 'reconcile';
  webhookId?: string | undefined;
};
type Outcome =
  | { result: 'captured' | 'duplicate'; participationId: string }
  | { result: 'anomaly'; kind: AnomalyKind; participationId: string | null };

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
 * categories' locks and the switch's row lock. Idempotent like a capture. Money that cannot stay
 * (the switch was replaced or the registration cancelled, or its held place is gone) is an
 * anomaly refunded automatically.
 */
export async function recordSwitchCapture(
  deps: Pick<Deps, 'jobs' | 'now' | 'log'>,
  db: Db,
  pay: Payment,
  found: CategorySwitchRow,
): Promise<Outcome> {
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

  if (pay.amountMinor !== undefined && pay.currency !== undefined)
    await db
      .insert(ledgerEntries)
      .values({
        kind: 'capture',
        participation_id: p!.id,
        provider: pay.provider,
        order_id: pay.orderId,
        reference: pay.paymentId,
        amount_minor: pay.amountMinor,
        currency: pay.currency,
        source: pay.source,
        created_at: now,
      })
      .onConflictDoNothing();

  const anomaly = async (kind: AnomalyKind, detail: string, refund: boolean): Promise<Outcome> => {
    const owed =
      refund && pay.amountMinor && pay.currency
        ? await oweRefund(deps, db, {
            participationId: p!.id,
            provider: pay.provider,
            paymentId: pay.paymentId,
            amountMinor: pay.amountMinor,
            currency: pay.currency.toUpperCase(),
            reason: 'payment_anomaly',
            dedupeKey: `anomaly:${pay.paymentId}`,
          })
        : null;
    await recordAnomaly(deps, db, {
      kind,
      dedupeKey: pay.paymentId,
      participationId: p!.id,
      webhookId: pay.webhookId ?? null,
      provider: pay.provider,
      orderId: pay.orderId,
      paymentId: pay.paymentId,
      amountMinor: pay.amountMinor ?? null,
      currency: pay.currency ?? null,
      expectedAmountMinor: sw!.difference_minor,
      expectedCurrency: sw!.currency,
      detail,
      ...(owed && { resolutionNote: `Refunded automatically (refund ${owed.id}).` }),
    });
    return { result: 'anomaly', kind, participationId: p!.id };
  };

  if (sw!.status === 'completed')
    return sw!.payment_id === pay.paymentId
      ? { result: 'duplicate', participationId: p!.id }
      : anomaly(
          'second_payment',
          'A second payment arrived for a category switch already paid.',
          false,
        );
  if (pay.amountMinor !== sw!.difference_minor)
    return anomaly('amount_mismatch', 'The amount paid differs from the switch difference.', false);
  if (pay.currency?.toUpperCase() !== sw!.currency.toUpperCase())
    return anomaly('currency_mismatch', 'The payment currency differs from the switch.', false);
  if (sw!.status === 'cancelled' || p!.cancelled_at || p!.payment_status !== 'captured')
    return anomaly(
      'cancelled_registration',
      'A switch was paid after it was replaced or its registration cancelled; it is owed back.',
      true,
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
        true,
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
