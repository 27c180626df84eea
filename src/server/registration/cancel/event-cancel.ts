import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { href } from '../../../shared/href';
import { MSG } from '../../../shared/messages';
import { REFUND_MSG } from '../../../shared/refunds/policy';
import { managesEvent } from '../../../shared/events/policy';
import { ROUTES } from '../../../shared/routes';
import {
  events,
  participations,
  refunds,
  users,
  waitlistEntries,
  type EventRow,
  type User,
} from '../../platform/db/schema';
import type { Db } from '../../platform/db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { quoted, userText } from '../../platform/mail/user-text';
import { mailText } from '../../platform/i18n/messages';
import { queueWhatsApp } from '../../platform/whatsapp/queue';
import { findEventRow, markEventCancelled } from '../../events/service';
import { cancelInTx } from './cancel';

/** Registrations cancelled per transaction by the job: short, so a kill loses little work. */
const BATCH = 25;

/**
 * POST /events/:id/cancel: the event's host or an admin cancels the whole event. The event is
 * marked at once (closed to registration, "Cancelled" on public pages, waitlist offers ended);
 * its registrations are cancelled and refunded in full by the `cancel-event` job.
 */
export async function cancelEvent(deps: Deps, actor: User, id: string, reason: string) {
  const event = await findEventRow(deps.db, id);
  if (!managesEvent(actor, event)) throw new AppError('forbidden', MSG.forbidden);
  if (event.cancelled_at) throw new AppError('conflict', REFUND_MSG.eventAlreadyCancelled);
  const now = deps.now();
  if (now >= event.ends_at) throw new AppError('conflict', REFUND_MSG.eventOver);
  await deps.jobs.transaction(async (tx) => {
    const marked = await markEventCancelled(tx, id, { reason, by: actor.id, now });
    if (!marked) throw new AppError('conflict', REFUND_MSG.eventAlreadyCancelled);
    await tx
      .update(waitlistEntries)
      .set({ status: 'expired', updated_at: now })
      .where(
        and(
          eq(waitlistEntries.event_id, id),
          inArray(waitlistEntries.status, ['waiting', 'offered']),
        ),
      );
    await deps.jobs.send(tx, 'cancel-event', { event_id: id });
  });
  return cancellationProgress(deps, actor, id);
}

/**
 * The `cancel-event` job: every registration still standing is cancelled, in small batches,
 * each with its full refund owed. Idempotent (cancelled rows are skipped, each refund is keyed by
 * its registration), so a worker killed halfway is simply run again and finishes the rest.
 *
 * It waits for rows locked by a capture in flight rather than skipping them (issue 24): a skipped
 * row was paid a moment later and left standing. It stops only when nothing is left, and a
 * payment captured after this has run queues the job again (payments/capture.ts).
 */
export async function cancelEventRegistrations(deps: Deps, eventId: string): Promise<number> {
  const [event] = await deps.db.select().from(events).where(eq(events.id, eventId));
  if (!event?.cancelled_at) return 0;
  let done = 0;
  for (;;) {
    const batch = await deps.jobs.transaction(async (tx) => {
      // In id order, so two runs at once (a redelivered job) lock in the same order.
      const rows = await tx
        .select()
        .from(participations)
        .where(and(eq(participations.event_id, eventId), isNull(participations.cancelled_at)))
        .orderBy(asc(participations.id))
        .limit(BATCH)
        .for('update');
      let cancelled = 0;
      for (const p of rows) {
        const gone = await cancelInTx(deps, tx, p, {
          by: null,
          reason: 'event_cancelled',
          refundMinor: p.payment_status === 'captured' ? p.amount_minor : 0,
          note: event.cancel_reason,
          settle: false,
        });
        if (gone) {
          cancelled++;
          await tellCancelledOnWhatsApp(deps, tx, event, p.participant_id);
        }
      }
      return { seen: rows.length, cancelled };
    });
    done += batch.cancelled;
    if (batch.seen === 0) return done;
  }
}

/**
 * Beside the cancellation mail, in its transaction (issue 29): once per event and person who
 * opted in, however many of their registrations it cancels.
 */
async function tellCancelledOnWhatsApp(deps: Deps, tx: Db, event: EventRow, userId: string) {
  const [person] = await tx
    .select({ name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) return;
  await queueWhatsApp(deps, tx, {
    user_id: userId,
    template: 'event_cancelled',
    // The host's words quoted or broken, never links (issue 24).
    params: {
      name: userText(person.name, 60),
      event: quoted(event.title, 100),
      // Our words in the person's language (the message's is theirs, queue.ts).
      reason: userText(
        event.cancel_reason ?? mailText(person.language)('mail.ev.wa.noReason'),
        200,
      ),
      link: `${deps.config.publicUrl}${href(ROUTES.dashboard)}`,
    },
    dedupe_key: `event-cancelled:${event.id}:${userId}`,
  });
}

/**
 * The reconciliation's sweep (issue 24): a cancelled event with registrations still standing
 * (a registration that committed after the job's last batch, a job lost or given up) gets its
 * `cancel-event` job again. Returns how many events it queued.
 */
export async function sweepCancelledEvents(deps: Deps): Promise<number> {
  const left = await deps.db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        isNotNull(events.cancelled_at),
        sql`EXISTS (SELECT 1 FROM ${participations} p WHERE p.event_id = ${events.id} AND p.cancelled_at IS NULL)`,
      ),
    );
  for (const { id } of left)
    await deps.jobs.send(deps.db, 'cancel-event', { event_id: id }, { singletonKey: id });
  return left.length;
}

/** GET /events/:id/cancellation: how the refunds of a cancelled event stand (host, admin). */
export async function cancellationProgress(deps: Deps, actor: User, id: string) {
  const event = await findEventRow(deps.db, id);
  if (!managesEvent(actor, event)) throw new AppError('forbidden', MSG.forbidden);
  const [standing] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(participations)
    .where(and(eq(participations.event_id, id), isNull(participations.cancelled_at)));
  const counts = await deps.db
    .select({
      status: refunds.status,
      n: sql<number>`count(*)::int`,
      minor: sql<number>`coalesce(sum(${refunds.amount_minor}), 0)::int`,
    })
    .from(refunds)
    .innerJoin(participations, eq(participations.id, refunds.participation_id))
    .where(and(eq(participations.event_id, id), eq(refunds.reason, 'event_cancelled')))
    .groupBy(refunds.status);
  const of = (s: (typeof counts)[number]['status']) => counts.find((c) => c.status === s);
  return {
    cancelled_at: event.cancelled_at?.toISOString() ?? null,
    reason: event.cancel_reason,
    registrations_left: standing?.n ?? 0,
    refunds: {
      total: counts.reduce((sum, c) => sum + c.n, 0),
      refunded: of('refunded')?.n ?? 0,
      pending: of('refund_pending')?.n ?? 0,
      failed: of('refund_failed')?.n ?? 0,
      amount_total: counts.reduce((sum, c) => sum + c.minor, 0) / 100,
      amount_refunded: (of('refunded')?.minor ?? 0) / 100,
    },
  };
}
