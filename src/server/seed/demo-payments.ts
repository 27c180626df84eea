import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import type { Db } from '../platform/db/client';
import {
  eventCategories,
  ledgerEntries,
  participationMembers,
  participations,
  paymentAnomalies,
  type CategoryRow,
  type DependantRow,
  type EventRow,
  type User,
} from '../platform/db/schema';
import { resolveAnomaly } from '../money/admin-service';
import { recordAnomaly } from '../money/anomalies';
import { issueTickets } from '../gate/tickets';

const HOUR = 3_600_000;
const ref = (prefix: string) =>
  `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;
/** Seeding is not a live anomaly: nothing is logged. */
const quiet = pino({ level: 'silent' });

/**
 * Two payment anomalies for the admin's Payments screen, recorded by the functions the capture
 * and webhook code use: an open one (a participant paid ₹399 on a ₹499 order, so the registration
 * stays pending) and one an admin already resolved (money for an order nobody placed, refunded).
 */
export async function seedDemoAnomalies(
  db: Db,
  demo: { admin: User; runner: User; event: EventRow; category: CategoryRow },
): Promise<void> {
  const now = Date.now();
  const at = (hoursAgo: number) => () => new Date(now - hoursAgo * HOUR);

  const orderId = ref('order');
  const [registration] = await db
    .insert(participations)
    .values({
      event_id: demo.event.id,
      category_id: demo.category.id,
      participant_id: demo.runner.id,
      payment_status: 'created',
      amount_minor: 49_900,
      currency: 'INR',
      provider: 'test',
      order_id: orderId,
      created_at: at(50)(),
      updated_at: at(50)(),
    })
    .returning({ id: participations.id });
  const paymentId = ref('pay');
  // The ₹399 did arrive: it is on the ledger, owed back or topped up.
  await db.insert(ledgerEntries).values({
    kind: 'capture',
    participation_id: registration!.id,
    provider: 'test',
    order_id: orderId,
    reference: paymentId,
    amount_minor: 39_900,
    currency: 'INR',
    source: 'webhook',
    created_at: at(49.9)(),
  });
  await recordAnomaly({ now: at(49.9), log: quiet }, db, {
    kind: 'amount_mismatch',
    dedupeKey: paymentId,
    participationId: registration!.id,
    webhookId: null,
    provider: 'test',
    orderId,
    paymentId,
    amountMinor: 39_900,
    currency: 'INR',
    expectedAmountMinor: 49_900,
    expectedCurrency: 'INR',
    detail: 'The amount paid differs from the registration price.',
  });

  const strayPayment = ref('pay');
  const strayOrder = ref('order');
  await db.insert(ledgerEntries).values({
    kind: 'capture',
    participation_id: null,
    provider: 'test',
    order_id: strayOrder,
    reference: strayPayment,
    amount_minor: 150_000,
    currency: 'INR',
    source: 'webhook',
    created_at: at(150)(),
  });
  await recordAnomaly({ now: at(150), log: quiet }, db, {
    kind: 'unknown_order',
    dedupeKey: strayPayment,
    participationId: null,
    webhookId: null,
    provider: 'test',
    orderId: strayOrder,
    paymentId: strayPayment,
    amountMinor: 150_000,
    currency: 'INR',
    expectedAmountMinor: null,
    expectedCurrency: null,
    detail: 'A payment arrived for an order we have no record of.',
  });
  const [stray] = await db
    .select({ id: paymentAnomalies.id })
    .from(paymentAnomalies)
    .where(eq(paymentAnomalies.payment_id, strayPayment));
  await resolveAnomaly(
    { db, now: at(126) },
    demo.admin,
    stray!.id,
    'A test order from the old checkout page. Refunded in full on the provider dashboard the same day; the payer confirmed by email.',
  );
}

export type DemoRegistration = {
  who: User;
  /** The account holder's dependant who competes. */
  dependant?: DependantRow;
  event: EventRow;
  category: CategoryRow;
  state: 'paid' | 'cancelled';
  weight_kg?: number;
  /** A team category's team: its name and roster (the first member captains it). */
  team?: { name: string; members: DemoMember[] };
};

/** A team member as the participate form sends one. */
export type DemoMember = {
  name: string;
  email: string;
  phone: string;
  role?: 'Captain' | 'Vice Captain' | null;
  date_of_birth: string;
  gender: 'male' | 'female';
};

/**
 * When the i-th of n demo registrations of a list was made: spread over up to three weeks of its
 * event's registration window (ending two days ago, or an hour before it closed), in list order,
 * so the host's sales and earnings show days rather than one point.
 */
function registeredAt(event: EventRow, i: number, n: number, now: number): Date {
  const last = Math.min(now - 48 * HOUR, event.registration_closes_at.getTime() - HOUR);
  const first = Math.max(event.registration_opens_at.getTime() + HOUR, last - 21 * 24 * HOUR);
  const step = n > 1 ? Math.min(20 * HOUR, Math.max(0, last - first) / (n - 1)) : 0;
  return new Date(last - i * Math.max(step, 60_000));
}

/**
 * Registrations as the payment flow leaves them: a paid one with its order, payment and ledger
 * row; a free one captured at once; one its event's host deleted while unpaid (kept as cancelled).
 * Returns their ids, in the order given.
 */
export async function seedDemoRegistrations(db: Db, list: DemoRegistration[]): Promise<string[]> {
  const now = Date.now();
  const ids: string[] = [];
  for (const [i, r] of list.entries()) {
    const [price] = await db
      .select()
      .from(eventCategories)
      .where(
        and(
          eq(eventCategories.event_id, r.event.id),
          eq(eventCategories.category_id, r.category.id),
        ),
      );
    const free = !price || price.price_minor === 0;
    const created = registeredAt(r.event, i, list.length, now);
    const orderId = free ? null : ref('order');
    const paymentId = r.state === 'paid' && !free ? ref('pay') : null;
    const [row] = await db
      .insert(participations)
      .values({
        event_id: r.event.id,
        category_id: r.category.id,
        participant_id: r.who.id,
        dependant_id: r.dependant?.id ?? null,
        weight_kg: r.weight_kg ?? null,
        team_name: r.team?.name ?? null,
        payment_status: r.state === 'paid' ? 'captured' : 'cancelled',
        amount_minor: price?.price_minor ?? 0,
        currency: price?.currency ?? 'INR',
        provider: orderId ? 'test' : null,
        order_id: orderId,
        payment_id: paymentId,
        captured_at: r.state === 'paid' ? new Date(created.getTime() + 60_000) : null,
        cancelled_at: r.state === 'cancelled' ? new Date(created.getTime() + 20 * HOUR) : null,
        cancelled_by: r.state === 'cancelled' ? r.event.host_id : null,
        created_at: created,
        updated_at: created,
      })
      .returning({ id: participations.id });
    ids.push(row!.id);
    if (r.team)
      await db.insert(participationMembers).values(
        r.team.members.map((m, position) => ({
          participation_id: row!.id,
          position,
          ...m,
          role: m.role ?? null,
        })),
      );
    // Paid: its tickets, as the capture makes them.
    if (r.state === 'paid') await issueTickets(db, [row!.id]);
    if (paymentId) {
      await db.insert(ledgerEntries).values({
        kind: 'capture',
        participation_id: row!.id,
        provider: 'test',
        order_id: orderId,
        reference: paymentId,
        amount_minor: price!.price_minor,
        currency: price!.currency,
        source: 'verify',
        created_at: new Date(created.getTime() + 60_000),
      });
    }
  }
  return ids;
}
