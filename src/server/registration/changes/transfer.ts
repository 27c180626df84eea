import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  CHANGE_MSG,
  type Transfer,
  type TransferAcceptSchema,
} from '../../../shared/changes/schemas';
import { ownsRegistration } from '../../../shared/events/policy';
import { isRegistrationOpen } from '../../../shared/events/registration-window';
import { MSG } from '../../../shared/messages';
import { PARTICIPATION_MSG } from '../../../shared/participations/schemas';
import type { Db } from '../../platform/db/client';
import {
  categories,
  events,
  participationMembers,
  participations,
  transfers,
  users,
  type User,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { queueMail } from '../../platform/mail/outbox';
import { checkEligibility } from '../eligibility';
import { findEventCategory, holdsEntryIn } from '../read';
import { LIMITS } from '../../platform/rate-limit/limits';

const senders = alias(users, 'senders');
const recipients = alias(users, 'recipients');

/** Transfers with their registration's event and category and both people, newest first. */
async function loadTransfers(db: Db, where: ReturnType<typeof eq>): Promise<Transfer[]> {
  const rows = await db
    .select({
      t: transfers,
      event_id: events.id,
      event_title: events.title,
      start_date: events.start_date,
      category_name: categories.name,
      min_weight: categories.min_weight_allowed,
      max_weight: categories.max_weight_allowed,
      from_name: senders.name,
      from_email: senders.email,
      to_name: recipients.name,
      to_email: recipients.email,
    })
    .from(transfers)
    .innerJoin(participations, eq(participations.id, transfers.participation_id))
    .innerJoin(events, eq(events.id, participations.event_id))
    .innerJoin(categories, eq(categories.id, participations.category_id))
    .innerJoin(senders, eq(senders.id, transfers.from_user_id))
    .innerJoin(recipients, eq(recipients.id, transfers.to_user_id))
    .where(where)
    .orderBy(desc(transfers.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.t.id,
    participation_id: r.t.participation_id,
    event: { id: r.event_id, title: r.event_title, start_date: r.start_date },
    category_name: r.category_name,
    needs_weight: r.min_weight !== null || r.max_weight !== null,
    from: { name: r.from_name, email: r.from_email },
    to: { name: r.to_name, email: r.to_email },
    status: r.t.status,
    created_at: r.t.created_at.toISOString(),
  }));
}

async function registrationFor(db: Db, id: string) {
  const [row] = await db
    .select({ p: participations, event: events })
    .from(participations)
    .innerJoin(events, eq(events.id, participations.event_id))
    .where(eq(participations.id, id));
  return row ?? null;
}

/**
 * POST /event/participate/:id/transfer {email}: the participant offers their paid registration
 * to another participant account while registration is open. Nothing changes until the
 * recipient accepts; a new offer replaces an open one. Both are mailed.
 */
export async function offerTransfer(deps: Deps, actor: User, id: string, email: string) {
  const row = await registrationFor(deps.db, id);
  if (!row || !ownsRegistration(actor, row.p) || row.p.cancelled_at)
    throw new AppError('not_found', MSG.notFound);
  if (!isRegistrationOpen(row.event, deps.now()))
    throw new AppError('conflict', PARTICIPATION_MSG.notOpen);
  if (row.p.payment_status !== 'captured')
    throw new AppError('conflict', CHANGE_MSG.transferNotPaid);
  const [recipient] = await deps.db
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email}`,
        eq(users.role, 'Participant'),
        // Only a proven address names its owner (issue 24).
        isNotNull(users.email_verified_at),
      ),
    );
  if (!recipient)
    throw new AppError('bad_request', CHANGE_MSG.transferNoAccount, {
      email: CHANGE_MSG.transferNoAccount,
    });
  if (recipient.id === actor.id)
    throw new AppError('bad_request', CHANGE_MSG.transferSelf, { email: CHANGE_MSG.transferSelf });
  // Each offer mails the address typed: counted per sender (issue 24).
  await deps.rateLimit([[LIMITS.transferOffersPerUser, actor.id]]);
  const now = deps.now();
  const made = await deps.jobs.transaction(async (tx) => {
    await tx
      .update(transfers)
      .set({ status: 'withdrawn', decided_at: now, updated_at: now })
      .where(and(eq(transfers.participation_id, id), eq(transfers.status, 'offered')));
    const [t] = await tx
      .insert(transfers)
      .values({
        participation_id: id,
        from_user_id: actor.id,
        to_user_id: recipient.id,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: transfers.id });
    for (const to of ['recipient', 'sender'] as const)
      await queueMail(deps, tx, { kind: 'transfer_offered', transfer_id: t!.id, to });
    return t!;
  });
  return (await loadTransfers(deps.db, eq(transfers.id, made.id)))[0]!;
}

/** GET /event/transfers: hand-overs the caller made or was offered. */
export async function listTransfers(deps: Deps, actor: User) {
  return loadTransfers(
    deps.db,
    or(eq(transfers.to_user_id, actor.id), eq(transfers.from_user_id, actor.id))!,
  );
}

/** The registration's open hand-over, if the caller is its sender or recipient (locked). */
async function openTransferOf(db: Db, actor: User, participationId: string) {
  const [t] = await db
    .select()
    .from(transfers)
    .where(and(eq(transfers.participation_id, participationId), eq(transfers.status, 'offered')))
    .for('update');
  // Only its recipient (or its sender, to withdraw) learns that it exists.
  if (!t || (t.to_user_id !== actor.id && t.from_user_id !== actor.id))
    throw new AppError('not_found', CHANGE_MSG.transferGone);
  return t;
}

/**
 * POST /event/participate/:id/transfer/accept: the recipient takes the registration. Checked on them as a
 * new registration would be (open, eligible on the event's start date, not already registered in
 * the category); the registration, its place and its payment become theirs. No money moves.
 */
export async function acceptTransfer(
  deps: Deps,
  actor: User,
  participationId: string,
  input: z.output<typeof TransferAcceptSchema>,
) {
  const now = deps.now();
  const id = await deps.jobs.transaction(async (tx) => {
    const t = await openTransferOf(tx, actor, participationId);
    if (t.to_user_id !== actor.id) throw new AppError('not_found', CHANGE_MSG.transferGone);
    const [p] = await tx
      .select()
      .from(participations)
      .where(eq(participations.id, t.participation_id))
      .for('update');
    const [event] = await tx.select().from(events).where(eq(events.id, p!.event_id));
    if (p!.cancelled_at || p!.payment_status !== 'captured' || p!.participant_id !== t.from_user_id)
      throw new AppError('conflict', CHANGE_MSG.transferGone);
    if (!isRegistrationOpen(event!, now)) throw new AppError('conflict', PARTICIPATION_MSG.notOpen);
    const { category } = await findEventCategory(tx, event!.id, p!.category_id);
    const members = await tx
      .select()
      .from(participationMembers)
      .where(eq(participationMembers.participation_id, p!.id));
    const weight = input.weight_kg ?? null;
    checkEligibility(category, event!.start_date, actor, null, {
      team_name: p!.team_name,
      members,
      weight_kg: weight,
    });
    const recipient = { participant_id: actor.id, dependant_id: null };
    if (await holdsEntryIn(tx, recipient, event!.id, category.id))
      throw new AppError('conflict', CHANGE_MSG.transferAlreadyRegistered);
    await tx
      .update(participations)
      .set({ participant_id: actor.id, dependant_id: null, weight_kg: weight, updated_at: now })
      .where(eq(participations.id, p!.id));
    // The giver's tickets stop working; the recipient's are ready when this commits.
    await deps.registration.transferred(tx, p!.id);
    await tx
      .update(transfers)
      .set({ status: 'accepted', decided_at: now, updated_at: now })
      .where(eq(transfers.id, t.id));
    for (const to of ['recipient', 'sender'] as const)
      await queueMail(deps, tx, { kind: 'transfer_accepted', transfer_id: t.id, to });
    return t.id;
  });
  return (await loadTransfers(deps.db, eq(transfers.id, id)))[0]!;
}

/** DELETE /event/participate/:id/transfer: the recipient declines, or the sender withdraws. */
export async function closeTransfer(deps: Deps, actor: User, participationId: string) {
  const now = deps.now();
  const id = await deps.jobs.transaction(async (tx) => {
    const t = await openTransferOf(tx, actor, participationId);
    await tx
      .update(transfers)
      .set({
        status: t.to_user_id === actor.id ? 'declined' : 'withdrawn',
        decided_at: now,
        updated_at: now,
      })
      .where(eq(transfers.id, t.id));
    return t.id;
  });
  return (await loadTransfers(deps.db, eq(transfers.id, id)))[0]!;
}
