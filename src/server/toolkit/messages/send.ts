import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { messageRecipients, messages } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { queueMail } from '../../platform/mail/outbox';

/** Recipients marked and queued per transaction. */
const SEND_BATCH = 50;

/**
 * One batch of a message: claims up to `size` recipients not yet sent (rows another run holds are
 * skipped), marks them sent, queues one mail each and counts them on the message, all in one
 * transaction. The mail queue is the outbox: a crash before the commit leaves them unsent and
 * unqueued, after it sent and queued, so nobody's mail is lost or doubled. Returns how many.
 */
export async function sendBatch(deps: Deps, messageId: string, size = SEND_BATCH) {
  return deps.jobs.transaction(async (tx) => {
    // Locked first, then marked: `IN (SELECT … LIMIT … FOR UPDATE)` inside the UPDATE may run
    // its subquery more than once and take more than a batch.
    const rows = await tx
      .select({ email: messageRecipients.email })
      .from(messageRecipients)
      .where(and(eq(messageRecipients.message_id, messageId), isNull(messageRecipients.sent_at)))
      .orderBy(asc(messageRecipients.email))
      .limit(size)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    const claimed = await tx
      .update(messageRecipients)
      .set({ sent_at: deps.now() })
      .where(
        and(
          eq(messageRecipients.message_id, messageId),
          isNull(messageRecipients.sent_at),
          inArray(
            messageRecipients.email,
            rows.map((r) => r.email),
          ),
        ),
      )
      .returning({ email: messageRecipients.email });
    if (claimed.length === 0) return 0;
    for (const { email } of claimed)
      await queueMail(deps, tx, { kind: 'host_message', message_id: messageId, email });
    await tx
      .update(messages)
      .set({ sent: sql`${messages.sent} + ${claimed.length}` })
      .where(eq(messages.id, messageId));
    return claimed.length;
  });
}

/**
 * The `send-message` job: batches until nobody is left, then the message is sent. Safe to run
 * twice, or two at once: a recipient is claimed by one batch only, and the message is only
 * marked sent when no recipient is left unsent (rows a concurrent run still holds count).
 */
export async function sendMessage(deps: Deps, messageId: string, size = SEND_BATCH) {
  while ((await sendBatch(deps, messageId, size)) > 0);
  const unsent = deps.db
    .select({ one: sql`1` })
    .from(messageRecipients)
    .where(and(eq(messageRecipients.message_id, messageId), isNull(messageRecipients.sent_at)));
  await deps.db
    .update(messages)
    .set({ status: 'sent', finished_at: deps.now() })
    .where(and(eq(messages.id, messageId), eq(messages.status, 'sending'), notExists(unsent)));
}
