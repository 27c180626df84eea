import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeIndianPhone } from '../../../shared/auth/phone';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../shared/i18n/languages';
import {
  orderedParams,
  type WhatsAppLanguage,
  type WhatsAppParams,
  type WhatsAppTemplateName,
} from '../../../shared/whatsapp/templates';
import type { Db } from '../db/client';
import { users, whatsappMessages } from '../db/schema';
import type { Deps } from '../deps';
import { defineJob } from '../jobs/define-job';
import { cloudApiSender, WhatsAppError, type WhatsAppMessage } from './cloud-api';
import { outboxDir, writeWhatsAppFile } from './outbox';

declare module '../jobs/queue' {
  interface JobPayloads {
    whatsapp: { message_id: string };
  }
}

export type QueuedWhatsApp<T extends WhatsAppTemplateName> = {
  user_id: string;
  template: T;
  params: WhatsAppParams<T>;
  /** One message per cause and person, e.g. `confirmed:<registration>:<user>`. */
  dedupe_key: string;
  language?: WhatsAppLanguage;
};

/**
 * Queues a WhatsApp template message with `db`, the transaction of the change that causes it (as
 * queueMail): its row and its job commit or roll back with the change. A cause reported twice (a
 * payment's verify and its webhook, a job run again) finds its `dedupe_key` taken and queues
 * nothing. Nothing either for someone who has not opted in or has no Indian mobile number.
 * Answers whether a message was queued.
 */
export async function queueWhatsApp<T extends WhatsAppTemplateName>(
  deps: Pick<Deps, 'jobs'>,
  db: Db,
  m: QueuedWhatsApp<T>,
): Promise<boolean> {
  const [user] = await db
    .select({
      phone: users.phone_number,
      opted_in: users.whatsapp_opt_in_at,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, m.user_id));
  const phone = user?.opted_in ? normalizeIndianPhone(user.phone) : null;
  if (!phone) return false;
  const [row] = await db
    .insert(whatsappMessages)
    .values({
      user_id: m.user_id,
      phone,
      template: m.template,
      // The reader's language (issue 29), unless the cause chose one.
      language: m.language ?? (isLanguage(user?.language) ? user.language : DEFAULT_LANGUAGE),
      params: orderedParams(m.template, m.params),
      dedupe_key: m.dedupe_key,
    })
    .onConflictDoNothing({ target: whatsappMessages.dedupe_key })
    .returning({ id: whatsappMessages.id });
  if (!row) return false;
  await deps.jobs.send(db, 'whatsapp', { message_id: row.id });
  return true;
}

type Row = typeof whatsappMessages.$inferSelect;

/** The row's outcome, unless another run already sent or wrote it. */
async function mark(db: Db, id: string, set: Partial<Row>) {
  await db
    .update(whatsappMessages)
    .set(set)
    .where(
      and(eq(whatsappMessages.id, id), inArray(whatsappMessages.status, ['queued', 'failed'])),
    );
}

/**
 * The `whatsapp` job: sends one queued message through the Cloud API, or writes it to the outbox
 * when no keys are set, and marks its row. A row already sent or written is left alone, so a job
 * run twice sends once. The Cloud API takes no idempotency key (`biz_opaque_callback_data`, our
 * row's id, is only echoed in its webhooks): a worker killed between the API's answer and the
 * row's update sends that message again when its lease expires, once per such kill.
 *
 * A refusal marks the row failed with the API's error. One that may pass later (no answer, a 5xx,
 * a rate limit) is retried 10 s, 20 s, 40 s … later (MAIL_RETRY_DELAY_SECONDS, as mail) eight
 * times; a final one (a number not on WhatsApp, a template not approved) is not retried.
 */
export const whatsappJob = defineJob({
  name: 'whatsapp',
  payload: z.object({ message_id: z.string() }),
  options: (settings) => ({
    retryLimit: 8,
    retryDelay: settings.mailRetryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 60,
  }),
  concurrency: 4, // each waits on a round trip to Meta
  async run(deps, { message_id }) {
    const [found] = await deps.db
      .select({ row: whatsappMessages, opted_in: users.whatsapp_opt_in_at })
      .from(whatsappMessages)
      .innerJoin(users, eq(users.id, whatsappMessages.user_id))
      .where(eq(whatsappMessages.id, message_id));
    if (!found || found.row.status === 'sent' || found.row.status === 'written') return;
    const { row } = found;
    // Consent is checked again when it goes: turned off since it was queued, it does not go.
    if (!found.opted_in) {
      await mark(deps.db, row.id, { status: 'failed', error: 'WhatsApp updates turned off' });
      return;
    }
    const message: WhatsAppMessage = {
      to: row.phone,
      template: row.template,
      language: row.language,
      params: row.params,
      reference: row.id,
    };
    const config = deps.config.whatsapp;
    if (!config) {
      const file = await writeWhatsAppFile(outboxDir(deps.config.dataDir), row, message);
      await mark(deps.db, row.id, { status: 'written', sent_at: deps.now(), error: null });
      deps.log.info({ template: row.template, file }, 'WhatsApp message written to outbox');
      return;
    }
    let sent: { id: string };
    try {
      sent = await cloudApiSender(config).send(message);
    } catch (err) {
      const refusal = err instanceof WhatsAppError ? err : new WhatsAppError(String(err));
      await mark(deps.db, row.id, { status: 'failed', error: refusal.message.slice(0, 1000) });
      deps.log.warn({ id: row.id, template: row.template, err: refusal }, 'WhatsApp refused');
      if (refusal.retryable) throw refusal;
      return;
    }
    await mark(deps.db, row.id, {
      status: 'sent',
      provider_message_id: sent.id,
      sent_at: deps.now(),
      error: null,
    });
  },
});
