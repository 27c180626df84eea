import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MSG } from '../../shared/messages';
import type { Db } from '../platform/db/client';
import { participations, providerWebhooks } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { LIMITS } from '../platform/rate-limit/limits';
import { recordAnomaly } from './anomalies';
import { applyRefundEvent } from './refunds/refund-webhook';
import { purposeOf, recordCapture } from './capture';

type Entity = {
  id?: string;
  order_id?: string;
  payment_id?: string;
  amount?: number;
  currency?: string;
  error_description?: string | null;
  receipt?: string | null;
  notes?: Record<string, string> | unknown[];
};
type WebhookBody = {
  event?: string;
  payload?: {
    payment?: { entity?: Entity };
    order?: { entity?: Entity };
    refund?: { entity?: Entity };
  };
};

function parse(raw: Buffer): WebhookBody | null {
  try {
    const body: unknown = JSON.parse(raw.toString('utf8'));
    return body && typeof body === 'object' ? (body as WebhookBody) : null;
  } catch {
    return null;
  }
}

/** What of a rejected delivery is kept: enough to tell junk apart, never its whole body. */
const REJECTED_KEPT_BYTES = 1024;
const HEADERS_KEPT = 30;
const HEADER_VALUE_KEPT = 200;

/** The request's headers as stored with a delivery (no cookies; values cut short). */
export function storedHeaders(headers: Record<string, string | string[] | undefined>) {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers).slice(0, HEADERS_KEPT)) {
    if (value === undefined || name === 'cookie' || name === 'authorization') continue;
    kept[name] = (Array.isArray(value) ? value.join(', ') : value).slice(0, HEADER_VALUE_KEPT);
  }
  return kept;
}

export type WebhookDelivery = {
  raw: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
  /** The sender's address: unsigned deliveries are limited per IP. */
  ip: string;
  headers: Record<string, string>;
};

/**
 * A Razorpay webhook. Every delivery is stored with whether its signature held and what it did;
 * only a verified one changes anything. Handling is idempotent (captures are status-guarded,
 * ledger rows and anomalies keyed), so a redelivery is harmless and is marked `duplicate`; any
 * order of arrival works (a late `payment.failed` never undoes a capture). A verified delivery is
 * kept whole; a rejected one as its size, SHA-256, headers and first 1 KiB, and past a limit per
 * IP not at all (issue 24: 100 junk posts had added 12 MiB in half a second).
 */
export async function handleWebhook(deps: Deps, delivery: WebhookDelivery) {
  const { raw, signature, eventId } = delivery;
  const verified = !!signature && deps.payments.verifyWebhookSignature(raw, signature);
  const body = verified ? parse(raw) : null;
  const kind = typeof body?.event === 'string' ? body.event.slice(0, 100) : 'unknown';
  const store = {
    provider: deps.payments.name,
    event_id: eventId?.slice(0, 200) ?? null,
    event: kind,
    signature_verified: verified,
    payload: raw.toString('utf8'),
    payload_bytes: raw.length,
    payload_sha256: createHash('sha256').update(raw).digest('hex'),
    headers: delivery.headers,
    received_at: deps.now(),
  };
  if (!verified || !body) {
    await deps.rateLimit([[LIMITS.webhookRejectionsPerIp, delivery.ip]]);
    const kept = raw
      .subarray(0, REJECTED_KEPT_BYTES)
      .toString('utf8')
      .replace(/\uFFFD$/, '');
    await deps.db
      .insert(providerWebhooks)
      .values({ ...store, payload: kept.replaceAll('\u0000', ''), outcome: 'rejected' });
    deps.log.warn({ event: kind, event_id: eventId, verified }, 'webhook rejected');
    throw new AppError('bad_request', verified ? MSG.invalidJson : 'Invalid webhook signature');
  }
  await deps.jobs.transaction(async (tx) => {
    const seen = store.event_id
      ? await tx
          .select({ id: providerWebhooks.id })
          .from(providerWebhooks)
          .where(
            and(
              eq(providerWebhooks.provider, store.provider),
              eq(providerWebhooks.event_id, store.event_id),
              eq(providerWebhooks.signature_verified, true),
            ),
          )
          .limit(1)
      : [];
    const [row] = await tx
      .insert(providerWebhooks)
      .values({ ...store, outcome: 'received' })
      .returning({ id: providerWebhooks.id });
    const outcome = seen.length > 0 ? 'duplicate' : await apply(deps, tx, body, kind, row!.id);
    await tx.update(providerWebhooks).set({ outcome }).where(eq(providerWebhooks.id, row!.id));
  });
}

/** What a verified event does; returns the outcome stored with the delivery. */
async function apply(
  deps: Deps,
  tx: Db,
  body: WebhookBody,
  kind: string,
  webhookId: string,
): Promise<string> {
  const payment = body.payload?.payment?.entity;
  const orderId = payment?.order_id ?? body.payload?.order?.entity?.id;
  if (kind === 'payment.captured' || kind === 'order.paid') {
    if (!orderId || !payment?.id) return 'ignored:no-payment';
    const outcome = await recordCapture(deps, tx, {
      provider: deps.payments.name,
      orderId,
      paymentId: payment.id,
      amountMinor: typeof payment.amount === 'number' ? payment.amount : undefined,
      currency: typeof payment.currency === 'string' ? payment.currency : undefined,
      source: 'webhook',
      webhookId,
    });
    return outcome.result === 'anomaly' ? `anomaly:${outcome.kind}` : outcome.result;
  }
  if (kind === 'payment.failed') {
    if (!orderId) return 'ignored:no-order';
    const purpose = await purposeOf(deps, tx, orderId);
    const failed = purpose?.failed
      ? await purpose.failed(
          tx,
          orderId,
          payment?.error_description ?? 'Payment failed',
          deps.now(),
        )
      : false;
    return failed ? 'failed' : 'ignored:not-pending';
  }
  if (kind.startsWith('refund.')) {
    const ours = await applyRefundEvent(deps, tx, kind, body.payload?.refund?.entity);
    if (ours) return ours;
    // A refund Matchday did not make (from the provider's dashboard): money an admin must see.
    const refund = body.payload?.refund?.entity;
    const paymentId = refund?.payment_id ?? payment?.id ?? null;
    const [p] = orderId
      ? await tx
          .select({ id: participations.id })
          .from(participations)
          .where(eq(participations.order_id, orderId))
      : paymentId
        ? await tx
            .select({ id: participations.id })
            .from(participations)
            .where(eq(participations.payment_id, paymentId))
        : [];
    await recordAnomaly(deps, tx, {
      kind: 'unhandled_refund',
      dedupeKey: `${kind}:${refund?.id ?? webhookId}`,
      participationId: p?.id ?? null,
      webhookId,
      provider: deps.payments.name,
      orderId: orderId ?? null,
      paymentId,
      amountMinor: typeof refund?.amount === 'number' ? -refund.amount : null,
      currency: refund?.currency ?? null,
      expectedAmountMinor: null,
      expectedCurrency: null,
      detail: `A ${kind} event arrived for a refund Matchday did not make.`,
    });
    return 'anomaly:unhandled_refund';
  }
  return 'ignored';
}
