import { and, asc, desc, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  EventMessageSchema,
  HostsMessageSchema,
  JobProgress,
  MessageRow,
} from '../../../shared/api/schemas/messages';
import { managesEvent } from '../../../shared/events/policy';
import { MSG } from '../../../shared/messages';
import {
  limitText,
  MESSAGE_MSG,
  MESSAGE_WINDOW_MS,
  MESSAGES_PER_DAY,
} from '../../../shared/toolkit/messages';
import {
  eventCategories,
  events,
  messageRecipients,
  messages,
  participations,
  users,
  type MessageFilter,
  type User,
} from '../../platform/db/schema';
import type { Db } from '../../platform/db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { managedEvent } from '../managed-event';

type EventMessage = z.output<typeof EventMessageSchema>;
type HostsMessage = z.output<typeof HostsMessageSchema>;
type Audience = 'participants' | 'hosts';
type Recipient = { email: string; name: string; user_id: string };

/** Recipients rows go in by this many per statement (well under PostgreSQL's parameter limit). */
const INSERT_CHUNK = 1000;

/**
 * The account holders of the event's registrations that match, one per account (and so one per
 * address: addresses are unique whatever their case). A parent registering two dependants is
 * one recipient; cancelled registrations count for nothing. Paid is captured; pending is still
 * awaiting payment (a failed try can be paid again).
 */
function participantRecipients(db: Db, eventId: string, filter: MessageFilter) {
  const where: SQL[] = [
    eq(participations.event_id, eventId),
    ne(participations.payment_status, 'cancelled'),
    isNull(participations.cancelled_at),
  ];
  if (filter.category_id) where.push(eq(participations.category_id, filter.category_id));
  if (filter.payment_status === 'paid') where.push(eq(participations.payment_status, 'captured'));
  if (filter.payment_status === 'pending')
    where.push(inArray(participations.payment_status, ['created', 'failed']));
  return db
    .selectDistinct({ email: users.email, name: users.name, user_id: users.id })
    .from(participations)
    .innerJoin(users, eq(users.id, participations.participant_id))
    .where(and(...where))
    .orderBy(asc(users.email));
}

/** Every host who is not suspended (an admin's message to hosts). */
function hostRecipients(db: Db) {
  return db
    .select({ email: users.email, name: users.name, user_id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Host'), isNull(users.suspended_at)))
    .orderBy(asc(users.email));
}

/** A filter's category must be one of the event's. */
async function checkFilter(deps: Deps, eventId: string, filter: MessageFilter) {
  if (!filter.category_id) return;
  const [row] = await deps.db
    .select({ id: eventCategories.category_id })
    .from(eventCategories)
    .where(
      and(
        eq(eventCategories.event_id, eventId),
        eq(eventCategories.category_id, filter.category_id),
      ),
    );
  if (!row)
    throw new AppError('bad_request', MESSAGE_MSG.categoryNotInEvent, {
      'filter.category_id': MESSAGE_MSG.categoryNotInEvent,
    });
}

/** Only the keys set: the stored filter reads as the host chose it. */
const cleanFilter = (filter: MessageFilter): MessageFilter => ({
  ...(filter.category_id && { category_id: filter.category_id }),
  ...(filter.payment_status && { payment_status: filter.payment_status }),
});

type Draft = {
  audience: Audience;
  eventId: string | null;
  subject: string;
  body: string;
  filter: MessageFilter;
  recipients: (db: Db) => Promise<Recipient[]>;
};

/**
 * Writes a message, its recipients and its sending job in one transaction, under a lock per
 * event (or per "all hosts"), so two sends at once cannot both pass the limit: at most
 * MESSAGES_PER_DAY in any 24 hours, counted from the messages themselves. Over it, or with
 * nobody to send to, nothing is written.
 */
async function writeMessage(deps: Deps, actor: User, draft: Draft) {
  return deps.jobs.transaction(async (tx) => {
    const scope = draft.eventId ?? 'hosts';
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`messages:${scope}`}))`);
    const now = deps.now();
    const recent = await tx
      .select({ created_at: messages.created_at })
      .from(messages)
      .where(
        and(
          draft.eventId
            ? eq(messages.event_id, draft.eventId)
            : eq(messages.audience, draft.audience),
          gt(messages.created_at, new Date(now.getTime() - MESSAGE_WINDOW_MS)),
        ),
      )
      .orderBy(asc(messages.created_at));
    if (recent.length >= MESSAGES_PER_DAY) {
      const freed = recent[recent.length - MESSAGES_PER_DAY]!.created_at;
      const nextAt = new Date(freed.getTime() + MESSAGE_WINDOW_MS);
      const seconds = Math.max(1, Math.ceil((nextAt.getTime() - now.getTime()) / 1000));
      throw new AppError('too_many_requests', limitText(draft.audience, nextAt, now), undefined, {
        'retry-after': String(seconds),
      });
    }
    const people = await draft.recipients(tx);
    if (people.length === 0) throw new AppError('bad_request', MESSAGE_MSG.nobody);
    const [message] = await tx
      .insert(messages)
      .values({
        audience: draft.audience,
        event_id: draft.eventId,
        sender_id: actor.id,
        subject: draft.subject,
        body: draft.body,
        filter: draft.filter,
        total: people.length,
        created_at: now,
      })
      .returning({ id: messages.id });
    for (let i = 0; i < people.length; i += INSERT_CHUNK)
      await tx
        .insert(messageRecipients)
        .values(people.slice(i, i + INSERT_CHUNK).map((p) => ({ message_id: message!.id, ...p })));
    await deps.jobs.send(tx, 'send-message', { message_id: message!.id });
    return { job_id: message!.id, recipients: people.length };
  });
}

/**
 * POST /events/:id/messages: a dry run counts who it reaches (and writes nothing); otherwise the
 * message is written and queued.
 */
export async function sendEventMessage(
  deps: Deps,
  actor: User,
  eventId: string,
  input: EventMessage,
): Promise<{ recipients: number; job_id?: string }> {
  await managedEvent(deps.db, actor, eventId);
  const filter = cleanFilter(input.filter);
  await checkFilter(deps, eventId, filter);
  if (input.dry_run)
    return { recipients: (await participantRecipients(deps.db, eventId, filter)).length };
  return writeMessage(deps, actor, {
    audience: 'participants',
    eventId,
    subject: input.subject,
    body: input.body,
    filter,
    recipients: (db) => participantRecipients(db, eventId, filter),
  });
}

/** POST /admin/messages: to every host that is not suspended. */
export async function sendHostsMessage(
  deps: Deps,
  actor: User,
  input: HostsMessage,
): Promise<{ recipients: number; job_id?: string }> {
  if (input.dry_run) return { recipients: (await hostRecipients(deps.db)).length };
  return writeMessage(deps, actor, {
    audience: 'hosts',
    eventId: null,
    subject: input.subject,
    body: input.body,
    filter: {},
    recipients: hostRecipients,
  });
}

/** GET /events/:id/messages: newest first. */
export async function eventMessages(
  deps: Deps,
  actor: User,
  eventId: string,
): Promise<MessageRow[]> {
  await managedEvent(deps.db, actor, eventId);
  const rows = await deps.db
    .select()
    .from(messages)
    .where(eq(messages.event_id, eventId))
    .orderBy(desc(messages.created_at), desc(messages.id));
  return rows.map((m) => ({
    id: m.id,
    subject: m.subject,
    created_at: m.created_at.toISOString(),
    total: m.total,
    sent: m.sent,
    status: m.status,
    filter: m.filter,
  }));
}

/**
 * GET /jobs/:id: a message's progress, for whoever sent it, its event's host and admins. A
 * message is the only kind of job told so far.
 */
export async function jobProgress(deps: Deps, actor: User, id: string): Promise<JobProgress> {
  const [row] = await deps.db
    .select({ message: messages, host_id: events.host_id })
    .from(messages)
    .leftJoin(events, eq(events.id, messages.event_id))
    .where(eq(messages.id, id));
  if (!row) throw new AppError('not_found', MSG.notFound);
  const { message: m, host_id } = row;
  const allowed =
    m.sender_id === actor.id ||
    actor.role === 'Admin' ||
    (host_id && managesEvent(actor, { host_id }));
  if (!allowed) throw new AppError('forbidden', MSG.forbidden);
  return {
    id: m.id,
    kind: 'message',
    status: m.status,
    total: m.total,
    done: m.sent,
    created_at: m.created_at.toISOString(),
    finished_at: m.finished_at?.toISOString() ?? null,
  };
}
