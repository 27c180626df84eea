import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { managesEvent } from '../../../shared/events/policy';
import { isRegistrationOpen } from '../../../shared/events/registration-window';
import { formatDisplayDate, formatIndiaClock, formatTime } from '../../../shared/date-format';
import { href } from '../../../shared/href';
import { MSG } from '../../../shared/messages';
import { ROUTES } from '../../../shared/routes';
import {
  PARTICIPATION_MSG,
  type ParticipateRequestSchema,
} from '../../../shared/participations/schemas';
import { PLACES_MSG, type WaitlistEntry } from '../../../shared/places/places';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import {
  events,
  participations,
  users,
  waitlistEntries,
  type User,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { queueMail } from '../../platform/mail/outbox';
import { quoted, userText } from '../../platform/mail/user-text';
import { mailText } from '../../platform/i18n/messages';
import { queueWhatsApp } from '../../platform/whatsapp/queue';
import { checkEntry, registerParticipation } from '../register';
import { countTaken, lockCategory, queueSettle } from '../../places/service';
import { loadEntries } from './serialize';

/**
 * Waitlists of full categories (issue 15): join, leave, offers (automatic in the order joined, or
 * sent by the host), and accepting one, which registers with the offer's place held.
 */

type JoinInput = z.output<typeof ParticipateRequestSchema>;
type EntryRow = typeof waitlistEntries.$inferSelect;

/**
 * What an entry keeps of the participate form in its jsonb `members`: the roster, and since issue
 * 28 with the club beside it ({ members, club }); entries from before hold the roster alone.
 */
type StoredForm = { members: JoinInput['members']; club: string | null };
const storedForm = (input: JoinInput): StoredForm => ({
  members: input.members,
  club: input.club,
});
function formOf(stored: unknown): StoredForm {
  if (Array.isArray(stored)) return { members: stored as JoinInput['members'], club: null };
  return stored as StoredForm;
}

async function oneEntry(db: Db, id: string): Promise<WaitlistEntry> {
  const [entry] = await loadEntries(db, eq(waitlistEntries.id, id));
  return entry!;
}

async function findEntry(db: Db, id: string) {
  const [row] = await db
    .select({ e: waitlistEntries, host_id: events.host_id, event: events })
    .from(waitlistEntries)
    .innerJoin(events, eq(events.id, waitlistEntries.event_id))
    .where(eq(waitlistEntries.id, id))
    .limit(1);
  if (!row) throw new AppError('not_found', MSG.notFound);
  return row;
}

/** Joining: as registering (eligibility, registration open), but only when no place is left. */
export async function joinWaitlist(
  deps: Deps,
  actor: User,
  input: JoinInput,
): Promise<WaitlistEntry> {
  const { event, link, category, dependant } = await checkEntry(deps, actor, input);
  if (link.capacity === null) throw new AppError('conflict', PLACES_MSG.notLimited);
  const now = deps.now();
  const id = await deps.jobs.transaction(async (tx) => {
    const locked = (await lockCategory(tx, event.id, category.id))!;
    const [registered] = await tx
      .select({ id: participations.id })
      .from(participations)
      .where(
        and(
          eq(participations.participant_id, actor.id),
          eq(participations.event_id, event.id),
          eq(participations.category_id, category.id),
          dependant
            ? eq(participations.dependant_id, dependant.id)
            : isNull(participations.dependant_id),
          isNull(participations.cancelled_at),
          or(
            eq(participations.payment_status, 'captured'),
            sql`${participations.hold_expires_at} > ${now}`,
          ),
        ),
      )
      .limit(1);
    if (registered)
      throw new AppError(
        'conflict',
        dependant
          ? PARTICIPATION_MSG.dependantAlreadyRegistered(dependant.name)
          : PARTICIPATION_MSG.alreadyParticipated,
      );
    const taken = await countTaken(tx, locked, now);
    const [queue] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.event_id, event.id),
          eq(waitlistEntries.category_id, category.id),
          eq(waitlistEntries.status, 'waiting'),
        ),
      );
    if (taken + (queue?.n ?? 0) < locked.capacity!)
      throw new AppError('conflict', PLACES_MSG.notFull);
    try {
      const [row] = await tx
        .insert(waitlistEntries)
        .values({
          event_id: event.id,
          category_id: category.id,
          participant_id: actor.id,
          dependant_id: dependant?.id ?? null,
          team_name: category.participants_in_team > 1 ? (input.team_name ?? null) : null,
          weight_kg: input.weight_kg ?? null,
          members: storedForm(input),
          created_at: now,
          updated_at: now,
        })
        .returning({ id: waitlistEntries.id });
      return row!.id;
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError(
          'conflict',
          dependant
            ? PLACES_MSG.dependantAlreadyWaiting(dependant.name)
            : PLACES_MSG.alreadyWaiting,
        );
      throw err;
    }
  });
  return oneEntry(deps.db, id);
}

/**
 * With an event the caller manages (host, admin): its whole waitlist, by category. Otherwise the
 * caller's own entries (of that event, or all).
 */
export async function listWaitlist(
  deps: Deps,
  actor: User,
  eventId: string | undefined,
): Promise<WaitlistEntry[]> {
  if (eventId) {
    const [event] = await deps.db
      .select({ host_id: events.host_id })
      .from(events)
      .where(eq(events.id, eventId));
    if (!event) throw new AppError('not_found', MSG.notFound);
    if (managesEvent(actor, event))
      return loadEntries(deps.db, eq(waitlistEntries.event_id, eventId));
    return loadEntries(
      deps.db,
      and(eq(waitlistEntries.event_id, eventId), eq(waitlistEntries.participant_id, actor.id)),
    );
  }
  return loadEntries(deps.db, eq(waitlistEntries.participant_id, actor.id));
}

/** Leaving (or declining an offer): the entry closes, and an offered place goes to the next. */
export async function leaveWaitlist(deps: Deps, actor: User, id: string): Promise<WaitlistEntry> {
  const { e } = await findEntry(deps.db, id);
  if (e.participant_id !== actor.id) throw new AppError('not_found', MSG.notFound);
  await deps.jobs.transaction(async (tx) => {
    const [closed] = await tx
      .update(waitlistEntries)
      .set({ status: 'left', updated_at: deps.now() })
      .where(
        and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, ['waiting', 'offered'])),
      )
      .returning({ id: waitlistEntries.id });
    if (!closed) throw new AppError('conflict', PLACES_MSG.alreadyLeft);
    if (e.status === 'offered') await queueSettle(deps, tx, e.event_id, e.category_id);
  });
  return oneEntry(deps.db, id);
}

async function offer(
  deps: Deps,
  tx: Db,
  entry: EntryRow,
  hours: number,
  now: Date,
  by: string | null,
): Promise<void> {
  const expires = new Date(now.getTime() + hours * 3_600_000);
  await tx
    .update(waitlistEntries)
    .set({
      status: 'offered',
      offered_at: now,
      offer_expires_at: expires,
      offered_by: by,
      updated_at: now,
    })
    .where(eq(waitlistEntries.id, entry.id));
  await queueMail(deps, tx, { kind: 'waitlist_offer', entry_id: entry.id });
  await tellOfferOnWhatsApp(deps, tx, entry.id, expires);
  // When the offer lapses, its place goes to the next in line.
  await queueSettle(deps, tx, entry.event_id, entry.category_id, expires);
}

/** Beside the offer's mail (issue 29): once per entry, to its holder if they opted in. */
async function tellOfferOnWhatsApp(deps: Deps, tx: Db, entryId: string, expires: Date) {
  const [entry] = await loadEntries(tx, eq(waitlistEntries.id, entryId));
  if (!entry) return;
  const [holder] = await tx
    .select({ name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, entry.participant_id));
  if (!holder) return;
  // Our words in the holder's language (the message's is theirs, queue.ts).
  const m = mailText(holder.language);
  await queueWhatsApp(deps, tx, {
    user_id: entry.participant_id,
    template: 'waitlist_offer',
    // The host's and the family's words quoted or broken, never links (issue 24).
    params: {
      name: userText(holder.name, 60),
      place: m('mail.ev.wa.categoryAt', {
        category: quoted(entry.category_name, 80),
        event: quoted(entry.event_title, 100),
      }),
      for: userText(entry.name, 60),
      until: m('mail.ev.wa.until', {
        date: formatDisplayDate(expires, m.language),
        time: formatTime(formatIndiaClock(expires)),
      }),
      link: `${deps.config.publicUrl}${href(ROUTES.dashboard)}`,
    },
    dedupe_key: `offer:${entry.id}`,
  });
}

const offerHours = (deps: Deps, event: { waitlist_offer_hours: number | null }) =>
  event.waitlist_offer_hours ?? deps.config.places.waitlistOfferHours;

/** The host (or an admin) offers a free place to one entry, out of turn if they like. */
export async function offerByHand(deps: Deps, actor: User, id: string): Promise<WaitlistEntry> {
  const { e, host_id, event } = await findEntry(deps.db, id);
  if (!managesEvent(actor, { host_id })) throw new AppError('forbidden', MSG.forbidden);
  const now = deps.now();
  await deps.jobs.transaction(async (tx) => {
    const locked = (await lockCategory(tx, e.event_id, e.category_id))!;
    const [current] = await tx
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, id))
      .for('update');
    if (current!.status !== 'waiting') throw new AppError('conflict', PLACES_MSG.notWaiting);
    if (locked.capacity !== null && (await countTaken(tx, locked, now)) >= locked.capacity)
      throw new AppError('conflict', PLACES_MSG.full);
    await offer(deps, tx, current!, offerHours(deps, event), now, actor.id);
  });
  return oneEntry(deps.db, id);
}

/** Accepting an offer registers, with the offer's place held for the checkout. */
export async function acceptOffer(deps: Deps, actor: User, id: string) {
  const { e } = await findEntry(deps.db, id);
  if (e.participant_id !== actor.id) throw new AppError('not_found', MSG.notFound);
  if (e.status !== 'offered') throw new AppError('conflict', PLACES_MSG.notOffered);
  const input = {
    event_id: e.event_id,
    category_id: e.category_id,
    dependant_id: e.dependant_id,
    team_name: e.team_name ?? undefined,
    weight_kg: e.weight_kg ?? undefined,
    ...formOf(e.members),
  } as JoinInput;
  return registerParticipation(deps, actor, input, {
    take: async (tx) => {
      const now = deps.now();
      const [taken] = await tx
        .update(waitlistEntries)
        .set({ status: 'accepted', updated_at: now })
        .where(
          and(
            eq(waitlistEntries.id, id),
            eq(waitlistEntries.status, 'offered'),
            sql`${waitlistEntries.offer_expires_at} > ${now}`,
          ),
        )
        .returning({ id: waitlistEntries.id });
      if (!taken) throw new AppError('conflict', PLACES_MSG.offerExpired);
    },
    link: async (tx, participationId) => {
      await tx
        .update(waitlistEntries)
        .set({ participation_id: participationId })
        .where(eq(waitlistEntries.id, id));
    },
  });
}

/**
 * Hands a category's free places to its queue, in order: offers whose time ran out close first,
 * then each free place (capacity less what is taken) goes to the next waiting entry as an offer.
 * Idempotent (the job may run twice, or on two servers: the category's lock serialises them).
 * Offers stop once registration has closed.
 */
export async function settleCategory(
  deps: Deps,
  eventId: string,
  categoryId: string,
): Promise<number> {
  const now = deps.now();
  return deps.jobs.transaction(async (tx) => {
    const locked = await lockCategory(tx, eventId, categoryId);
    if (!locked) return 0;
    await tx
      .update(waitlistEntries)
      .set({ status: 'expired', updated_at: now })
      .where(
        and(
          eq(waitlistEntries.event_id, eventId),
          eq(waitlistEntries.category_id, categoryId),
          eq(waitlistEntries.status, 'offered'),
          lte(waitlistEntries.offer_expires_at, now),
        ),
      );
    const [event] = await tx.select().from(events).where(eq(events.id, eventId));
    if (!event || !isRegistrationOpen(event, now)) return 0;
    const free =
      locked.capacity === null ? 1_000 : locked.capacity - (await countTaken(tx, locked, now));
    if (free <= 0) return 0;
    const next = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.event_id, eventId),
          eq(waitlistEntries.category_id, categoryId),
          eq(waitlistEntries.status, 'waiting'),
        ),
      )
      .orderBy(waitlistEntries.id)
      .limit(free);
    for (const entry of next) await offer(deps, tx, entry, offerHours(deps, event), now, null);
    return next.length;
  });
}

/** Every minute (queue.ts): settles each category that has a queue, so nothing waits on a lost job. */
export async function sweepWaitlists(deps: Deps): Promise<number> {
  const queues = await deps.db
    .selectDistinct({
      event_id: waitlistEntries.event_id,
      category_id: waitlistEntries.category_id,
    })
    .from(waitlistEntries)
    .where(inArray(waitlistEntries.status, ['waiting', 'offered']));
  let offered = 0;
  for (const q of queues) offered += await settleCategory(deps, q.event_id, q.category_id);
  return offered;
}
