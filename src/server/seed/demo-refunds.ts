import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import {
  events,
  ledgerEntries,
  participations,
  refunds,
  transfers,
  type CategoryRow,
  type EventRow,
  type User,
} from '../platform/db/schema';
import { cancelRefundKey } from '../registration/cancel/cancel';
import { seedDemoRegistrations } from './demo-payments';

const HOUR = 3_600_000;
const REASON = 'Cyclone warning for the coast: the beach is closed that weekend.';

/**
 * Issue 16: an event its host cancelled three hours ago. Its paid entries are cancelled; one
 * refund has landed (with its ledger row), the other is still on its way: reconciliation asks
 * the test provider about it within minutes of start, so the demo shows a refund landing.
 */
export async function seedDemoCancelledEvent(
  db: Db,
  event: EventRow,
  category: CategoryRow,
  players: User[],
  host: User,
) {
  await seedDemoRegistrations(
    db,
    players.map((who) => ({ who, event, category, state: 'paid' as const })),
  );
  const at = new Date(Date.now() - 3 * HOUR);
  await db
    .update(events)
    .set({ cancelled_at: at, cancel_reason: REASON, cancelled_by: host.id })
    .where(eq(events.id, event.id));
  const paid = await db.select().from(participations).where(eq(participations.event_id, event.id));
  for (const [i, p] of paid.entries()) {
    await db
      .update(participations)
      .set({ payment_status: 'cancelled', cancelled_at: at, updated_at: at })
      .where(eq(participations.id, p.id));
    const landed = i === 0;
    const providerId = `rfnd_demo${p.id.slice(-9)}`;
    await db.insert(refunds).values({
      participation_id: p.id,
      provider: 'test',
      payment_id: p.payment_id!,
      amount_minor: p.amount_minor,
      currency: p.currency,
      reason: 'event_cancelled',
      note: REASON,
      dedupe_key: `${cancelRefundKey(p.id)}:${p.payment_id}`,
      status: landed ? 'refunded' : 'refund_pending',
      provider_refund_id: providerId,
      attempts: 1,
      processed_at: landed ? new Date(at.getTime() + HOUR) : null,
      created_at: at,
      updated_at: at,
    });
    if (landed)
      await db.insert(ledgerEntries).values({
        kind: 'refund',
        participation_id: p.id,
        provider: 'test',
        order_id: p.order_id,
        reference: providerId,
        amount_minor: -p.amount_minor,
        currency: p.currency,
        source: 'webhook',
        created_at: new Date(at.getTime() + HOUR),
      });
  }
}

/**
 * Issue 16: the demo player offers his free 5K entry to the demo parent, who sees "Place
 * offered to you" on her dashboard and can accept it (she fits the open category).
 */
export async function seedDemoHandOver(db: Db, event: EventRow, from: User, to: User) {
  const [entry] = await db
    .select({ id: participations.id })
    .from(participations)
    .where(and(eq(participations.event_id, event.id), eq(participations.participant_id, from.id)));
  if (!entry) return;
  await db.insert(transfers).values({
    participation_id: entry.id,
    from_user_id: from.id,
    to_user_id: to.id,
    created_at: new Date(Date.now() - 2 * HOUR),
  });
}
