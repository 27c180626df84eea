import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  ledgerEntries,
  participations,
  teamShares,
  type TeamShareRow,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { oweRefund, type RefundReason } from '../../money/service';

/** A share still in play: being paid (or its payment failed and may be tried again), or paid. */
export const LIVE_SHARES = ['created', 'captured', 'failed'] as const;

type Owed = { reason: RefundReason; dedupeKey: string; requestedBy: string | null; note?: string };

/**
 * Ends the live shares `where` picks, in the caller's transaction (lock the registration first:
 * captures lock it before the share, so the order is the same everywhere): pending ones are
 * cancelled (a payment that still arrives is owed back by the capture), paid ones owed back in
 * full and marked refunded. Returns the shares ended, each with what was owed back for it.
 */
export async function endShares(
  deps: Pick<Deps, 'jobs' | 'now' | 'payments'>,
  tx: Db,
  where: SQL,
  owed: (share: TeamShareRow) => Owed,
): Promise<Array<{ share: TeamShareRow; refundMinor: number }>> {
  const now = deps.now();
  const live = await tx
    .select()
    .from(teamShares)
    .where(and(where, inArray(teamShares.status, [...LIVE_SHARES])))
    .orderBy(asc(teamShares.id))
    .for('update');
  const ended = [];
  for (const share of live) {
    let refundMinor = 0;
    if (share.status === 'captured' && share.payment_id) {
      // The provider that took this payment (its ledger row), to send the refund back through.
      const [paid] = await tx
        .select({ provider: ledgerEntries.provider })
        .from(ledgerEntries)
        .where(
          and(eq(ledgerEntries.kind, 'capture'), eq(ledgerEntries.reference, share.payment_id)),
        );
      const refund = await oweRefund(deps, tx, {
        participationId: share.participation_id,
        provider: paid?.provider ?? deps.payments.name,
        paymentId: share.payment_id,
        amountMinor: share.amount_minor,
        currency: share.currency,
        ...owed(share),
      });
      refundMinor = refund?.amount_minor ?? 0;
    }
    await tx
      .update(teamShares)
      .set({ status: share.status === 'captured' ? 'refunded' : 'cancelled', updated_at: now })
      .where(eq(teamShares.id, share.id));
    ended.push({ share, refundMinor });
  }
  return ended;
}

/**
 * A member leaves a split team (removed, or leaving) before it is paid: their share, pending or
 * paid, ends; a paid one is owed back (`team_member_left`). The team's hold stays: the others
 * still pay, and a newcomer takes the share. Once the team is paid, roster changes move no money.
 * In the caller's transaction, before it touches the member's share.
 */
export async function releaseShare(
  deps: Deps,
  tx: Db,
  memberId: string,
  byUserId: string,
): Promise<void> {
  const [live] = await tx
    .select({ participation_id: teamShares.participation_id })
    .from(teamShares)
    .where(and(eq(teamShares.member_id, memberId), inArray(teamShares.status, [...LIVE_SHARES])))
    .limit(1);
  if (!live) return;
  const [p] = await tx
    .select({ payment_status: participations.payment_status })
    .from(participations)
    .where(eq(participations.id, live.participation_id))
    .for('update');
  if (p?.payment_status === 'captured') return;
  await endShares(deps, tx, eq(teamShares.member_id, memberId), (share) => ({
    reason: 'team_member_left',
    dedupeKey: `team-left:${share.id}`,
    requestedBy: byUserId,
  }));
}

/**
 * A team's registration ended while unpaid (cancelled, removed, its event cancelled): every live
 * share ends, each paid one owed back in full for `reason`, keyed beside the cancellation's own
 * refunds (`<cancel key>:<payment>`) so its mail counts them. Returns what was owed back in all.
 */
export async function endSharesOfRegistration(
  deps: Pick<Deps, 'jobs' | 'now' | 'payments'>,
  tx: Db,
  participationId: string,
  r: { reason: RefundReason; dedupeKey: string; requestedBy: string | null; note?: string | null },
): Promise<number> {
  const ended = await endShares(
    deps,
    tx,
    eq(teamShares.participation_id, participationId),
    (s) => ({
      reason: r.reason,
      dedupeKey: `${r.dedupeKey}:${s.payment_id ?? s.id}`,
      requestedBy: r.requestedBy,
      ...(r.note ? { note: r.note } : {}),
    }),
  );
  return ended.reduce((sum, e) => sum + e.refundMinor, 0);
}
