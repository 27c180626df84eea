import { and, eq, gt, isNull } from 'drizzle-orm';
import { gstinCheckChar } from '../../shared/money/tax-ids';
import {
  events,
  payoutAccounts,
  payoutTransfers,
  participations,
  type User,
} from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { syncPayoutAccount } from '../money/payouts/account';
import { payHost } from '../money/payouts/pay-host';
import { sendTransfer } from '../money/payouts/transfers';

/** The state of each demo venue: the place of supply on its invoices (IGST Act s. 12(6)). */
const VENUE_STATE: Record<string, string> = {
  Bengaluru: 'KA',
  Mysuru: 'KA',
  Chennai: 'TN',
  Mumbai: 'MH',
  Pune: 'MH',
  Kolkata: 'WB',
  Delhi: 'DL',
  Panaji: 'GA',
  Hyderabad: 'TG',
  Thiruvananthapuram: 'KL',
};

/**
 * Issue 26 in the demo: every venue in its state; the Bengaluru host onboarded with a GSTIN (tax
 * invoices, CGST + SGST in Karnataka, IGST elsewhere), its shares of finished events transferred
 * and of the event under way on hold; the Mumbai host without a GSTIN and not onboarded (bills of
 * supply, its shares accrued until it saves its payout account). Made by the code the app runs:
 * the onboarding job with the test provider, the capture's documents, the transfer job.
 */
export async function seedDemoPayouts(deps: Deps, demo: { host: User }): Promise<void> {
  const { db } = deps;
  for (const e of await db.select({ id: events.id, address: events.venue_address }).from(events)) {
    const city = Object.keys(VENUE_STATE).find((c) => e.address.includes(c));
    if (city)
      await db.update(events).set({ venue_state: VENUE_STATE[city] }).where(eq(events.id, e.id));
  }

  const pan = 'AAKFB4821M';
  const gstin14 = `29${pan}1Z`;
  await db.insert(payoutAccounts).values({
    host_id: demo.host.id,
    legal_name: 'Bengaluru Sports League LLP',
    business_type: 'llp',
    pan,
    gstin: gstin14 + gstinCheckChar(gstin14),
    gst_state: 'KA',
    address: {
      street: '12 MG Road, Ashok Nagar',
      city: 'Bengaluru',
      state: 'KA',
      postal_code: '560001',
    },
    account_number: '123456789012',
    account_last4: '9012',
    ifsc_code: 'SBIN0001234',
    bank_name: 'State Bank of India',
    account_holder_name: 'Bengaluru Sports League LLP',
    provider: deps.payments.name,
    created_at: new Date(Date.now() - 40 * 86_400_000),
  });
  await syncPayoutAccount(deps, demo.host.id);

  // Paid before this step (the seed writes registrations as the payment flow leaves them): the
  // host's share and the documents each capture makes, at its own time.
  const paid = await db
    .select()
    .from(participations)
    .where(
      and(
        eq(participations.payment_status, 'captured'),
        isNull(participations.cancelled_at),
        gt(participations.amount_minor, 0),
      ),
    )
    .orderBy(participations.captured_at);
  for (const p of paid) {
    if (!p.payment_id || !p.captured_at) continue;
    await deps.jobs.transaction((tx) =>
      payHost(
        deps,
        tx,
        {
          provider: p.provider ?? deps.payments.name,
          orderId: p.order_id ?? '',
          paymentId: p.payment_id!,
          amountMinor: p.amount_minor,
          currency: p.currency,
          source: 'verify',
        },
        p.id,
        p.captured_at!,
      ),
    );
  }
  const pending = await db
    .select({ id: payoutTransfers.id })
    .from(payoutTransfers)
    .where(eq(payoutTransfers.status, 'pending'));
  for (const t of pending) await sendTransfer(deps, t.id);
}
