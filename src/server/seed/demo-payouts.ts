import { and, eq, gt, isNull } from 'drizzle-orm';
import { gstinCheckChar } from '../../shared/money/tax-ids';
import {
  events,
  payoutAccounts,
  payoutTransfers,
  participations,
  refunds,
  type CategoryRow,
  type EventRow,
  type User,
} from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { syncPayoutAccount } from '../money/payouts/account';
import { payHost } from '../money/payouts/pay-host';
import { sendTransfer } from '../money/payouts/transfers';
import { sendRefund, settleRefund } from '../money/refunds/send';
import { removeRegistration } from '../registration/cancel/cancel';
import { seedDemoRegistrations } from './demo-payments';
import { makeUser } from './factories';
import { bornYearsAgo } from './demo-born';

const WITHDRAWN = 'Kasba Kings withdrew: their captain broke a finger in the nets. Full refund.';

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
 * supply, its shares accrued until it saves its payout account). A team of the Kolkata league
 * that withdrew is refunded after its share was sent: the share is reversed first, then the
 * refund made, with the credit notes. Made by the code the app runs: the onboarding job with the
 * test provider, the capture's documents, the transfer job, the host's removal and the refund job.
 */
export async function seedDemoPayouts(
  deps: Deps,
  demo: { host: User; league: { event: EventRow; category: CategoryRow } },
): Promise<void> {
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
  const withdrawn = await registerWithdrawnTeam(deps, demo.league);

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
  await refundWithdrawnTeam(deps, demo.host, withdrawn);
}

/** A sixth team of the Kolkata league, paid three weeks before it (and not in its draw). */
async function registerWithdrawnTeam(
  deps: Deps,
  league: { event: EventRow; category: CategoryRow },
): Promise<string> {
  const captain = await makeUser(deps.db, {
    role: 'Participant',
    name: 'Subhankar Pal',
    email: 'captain6@matchday.test',
    address: 'Kasba, Kolkata',
    date_of_birth: bornYearsAgo(27),
    gender: 'male',
    phone_number: '9830012006',
    school_or_college: 'Kasba Cricket Club',
  });
  const players = [
    'Subhankar Pal',
    'Amit Saha',
    'Pritam Kar',
    'Rajib Nath',
    'Tanmoy Roy',
    'Joy Paul',
  ];
  const [id] = await seedDemoRegistrations(deps.db, [
    {
      who: captain,
      event: league.event,
      category: league.category,
      state: 'paid',
      team: {
        name: 'Kasba Kings',
        members: players.map((name, k) => ({
          name,
          email: k === 0 ? captain.email : `kasba${k}@players.matchday.test`,
          phone: `983001400${k}`,
          role: k === 0 ? 'Captain' : k === 1 ? 'Vice Captain' : null,
          date_of_birth: `${1996 + k}-0${k + 1}-15`,
          gender: 'male',
        })),
      },
    },
  ]);
  return id!;
}

/**
 * The host removes the withdrawn team: its share, already sent, is reversed before the refund
 * (the refund job's order); the refund lands as reconciliation would record it.
 */
async function refundWithdrawnTeam(deps: Deps, host: User, participationId: string) {
  await removeRegistration(deps, host, participationId, WITHDRAWN);
  const [refund] = await deps.db
    .select()
    .from(refunds)
    .where(eq(refunds.participation_id, participationId));
  await sendRefund(deps, refund!.id);
  const [sent] = await deps.db.select().from(refunds).where(eq(refunds.id, refund!.id));
  if (!sent?.provider_refund_id) return;
  await deps.jobs.transaction((tx) =>
    settleRefund(deps, tx, sent, { id: sent.provider_refund_id! }, 'refunded', 'reconcile'),
  );
}
