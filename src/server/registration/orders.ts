import { and, eq, isNull } from 'drizzle-orm';
import { PARTICIPATION_MSG, type Checkout } from '../../shared/participations/schemas';
import { participations, type ParticipationRow } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { ProviderError } from '../money/service';
import { loadParticipation } from './read';

/**
 * A registration's order at the payment provider: made outside any transaction (registering, a
 * category switch), attached to the registration once, and the checkout the participant pays.
 */

export async function createOrder(
  deps: Deps,
  participationId: string,
  amountMinor: number,
  currency: string,
  eventId: string,
) {
  try {
    return await deps.payments.createOrder({
      amountMinor,
      currency,
      receipt: participationId,
      notes: { participation_id: participationId, event_id: eventId },
    });
  } catch (err) {
    if (err instanceof ProviderError)
      throw new AppError('unavailable', PARTICIPATION_MSG.providerDown);
    throw err;
  }
}

/**
 * Steps 2 and 3: the provider's order, made outside any transaction, then attached once. When the
 * provider fails, a registration this request reserved is removed again (it has no order, so no
 * money can be attached to it), and the participant simply tries again.
 */
export async function attachOrder(
  deps: Deps,
  row: ParticipationRow,
  eventId: string,
  fresh: boolean,
) {
  let order;
  try {
    order = await createOrder(deps, row.id, row.amount_minor, row.currency, eventId);
  } catch (err) {
    if (fresh)
      await deps.db
        .delete(participations)
        .where(and(eq(participations.id, row.id), isNull(participations.order_id)));
    throw err;
  }
  const [attached] = await deps.db
    .update(participations)
    .set({ order_id: order.id, provider: deps.payments.name, updated_at: deps.now() })
    .where(and(eq(participations.id, row.id), isNull(participations.order_id)))
    .returning();
  if (attached) return attached;
  // A concurrent request attached its order first; that one is the registration's order.
  const [current] = await deps.db
    .select()
    .from(participations)
    .where(eq(participations.id, row.id));
  return current!;
}

/** What the participant pays with: the registration, its order and the provider's key. */
export async function checkout(
  deps: Deps,
  row: ParticipationRow,
  resumed: boolean,
): Promise<Checkout> {
  const participation = await loadParticipation(deps.db, row.id);
  return {
    participation: participation!,
    order_id: row.order_id,
    amount_paid: row.amount_minor / 100,
    currency: row.currency,
    provider: row.order_id ? deps.payments.name : null,
    key_id: row.order_id ? deps.payments.keyId : null,
    resumed,
  };
}
