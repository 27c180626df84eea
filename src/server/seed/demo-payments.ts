import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import type { Db } from '../db/client';
import {
  participations,
  paymentAnomalies,
  type CategoryRow,
  type EventRow,
  type User,
} from '../db/schema';
import { resolveAnomaly } from '../payments/admin-service';
import { recordAnomaly } from '../payments/anomalies';

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
  await recordAnomaly({ now: at(150), log: quiet }, db, {
    kind: 'unknown_order',
    dedupeKey: strayPayment,
    participationId: null,
    webhookId: null,
    provider: 'test',
    orderId: ref('order'),
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
