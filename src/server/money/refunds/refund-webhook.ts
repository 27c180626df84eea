import { eq } from 'drizzle-orm';
import { isId } from '../../../shared/ids';
import type { Db } from '../../platform/db/client';
import { refunds } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { settleRefund } from './send';

type RefundEntity = {
  id?: string;
  receipt?: string | null;
  notes?: unknown;
  error_description?: string | null;
};

/** Our refund's id as we sent it: the receipt, or the note beside it. */
function ourId(entity: RefundEntity): string | null {
  if (typeof entity.receipt === 'string' && entity.receipt) return entity.receipt;
  const notes = entity.notes;
  if (notes && typeof notes === 'object' && !Array.isArray(notes)) {
    const id = (notes as Record<string, unknown>).refund_id;
    if (typeof id === 'string') return id;
  }
  return null;
}

/**
 * A verified `refund.*` webhook for a refund Matchday made: `refund.processed` and
 * `refund.failed` are final (status-guarded, so redeliveries and the job's own check change
 * nothing twice); `refund.created` only learns the provider's id. Null when the refund is not ours.
 */
export async function applyRefundEvent(
  deps: Pick<Deps, 'jobs' | 'now' | 'config'>,
  tx: Db,
  kind: string,
  entity: RefundEntity | undefined,
): Promise<string | null> {
  if (!entity?.id) return null;
  const [byProvider] = await tx
    .select()
    .from(refunds)
    .where(eq(refunds.provider_refund_id, entity.id));
  const id = ourId(entity);
  const [refund] = byProvider
    ? [byProvider]
    : id && isId(id)
      ? await tx.select().from(refunds).where(eq(refunds.id, id))
      : [];
  if (!refund) return null;
  const provider = { id: entity.id };
  if (kind === 'refund.processed') {
    const changed = await settleRefund(deps, tx, refund, provider, 'refunded', 'webhook');
    return changed ? 'refunded' : 'duplicate';
  }
  if (kind === 'refund.failed') {
    const changed = await settleRefund(
      deps,
      tx,
      refund,
      provider,
      'refund_failed',
      'webhook',
      entity.error_description ?? undefined,
    );
    return changed ? 'refund_failed' : 'duplicate';
  }
  if (!refund.provider_refund_id)
    await tx
      .update(refunds)
      .set({ provider_refund_id: entity.id, updated_at: deps.now() })
      .where(eq(refunds.id, refund.id));
  return 'refund_known';
}
