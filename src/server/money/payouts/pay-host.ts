import type { Db } from '../../platform/db/client';
import type { Deps } from '../../platform/deps';
import type { CapturedPayment } from '../capture-money';
import { issueSaleDocuments } from '../invoices/issue';
import { oweTransfer } from './transfers';

/**
 * What a kept payment owes the host, in the capture's transaction (issue 26): their share (sent
 * by the queue, never here) and the GST documents of the sale and of Matchday's fee.
 */
export async function payHost(
  deps: Pick<Deps, 'config' | 'jobs'>,
  db: Db,
  pay: CapturedPayment,
  participationId: string,
  now: Date,
): Promise<void> {
  if (!pay.amountMinor || !pay.currency) return;
  const owed = {
    participationId,
    provider: pay.provider,
    paymentId: pay.paymentId,
    orderId: pay.orderId,
    amountMinor: pay.amountMinor,
    currency: pay.currency.toUpperCase(),
    at: now,
  };
  const share = await oweTransfer(deps, db, owed);
  await issueSaleDocuments(deps, db, { ...owed, feeMinor: share?.feeMinor ?? 0 });
}
