import { managesEvent, managesRegistration } from '../../shared/events/policy';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { MSG } from '../../shared/messages';
import { PARTICIPATION_MSG, type Participation } from '../../shared/participations/schemas';
import type { Db } from '../platform/db/client';
import { batchedPerDb } from '../platform/db/batched';
import {
  categories,
  eventCategories,
  events,
  participationMembers,
  participations,
  type User,
} from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import {
  loadParticipation,
  loadParticipations,
  readDashboardPages,
  toParticipation,
} from './serialize';

/**
 * Reading registrations: one registration, a participant's own, an event category's, with their
 * event-day tickets; and the lookups registering, changes and the gate make before they write.
 */

// A registration with its event and people (the payment confirmation mail, credit notes, changes).
export { loadParticipation };

/** An event's category, with the event and its price there; not found, or not in the event. */
export async function findEventCategory(db: Db, eventId: string, categoryId: string) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) throw new AppError('not_found', MSG.notFound);
  const [row] = await db
    .select({ link: eventCategories, category: categories })
    .from(eventCategories)
    .innerJoin(categories, eq(categories.id, eventCategories.category_id))
    .where(and(eq(eventCategories.event_id, eventId), eq(eventCategories.category_id, categoryId)))
    .limit(1);
  if (!row) {
    throw new AppError('bad_request', PARTICIPATION_MSG.categoryNotInEvent, {
      category_id: PARTICIPATION_MSG.categoryNotInEvent,
    });
  }
  return { event, ...row };
}

/** A registration's row with its event (and the event's host), or not found. */
export async function findRow(db: Db, id: string) {
  const [row] = await db
    .select({ p: participations, host_id: events.host_id, event: events })
    .from(participations)
    .innerJoin(events, eq(events.id, participations.event_id))
    .where(eq(participations.id, id))
    .limit(1);
  if (!row) throw new AppError('not_found', MSG.notFound);
  return row;
}

/** Owner, the event's host, or an admin. */
function canSeeParticipation(actor: User, p: { participant_id: string }, hostId: string): boolean {
  return managesRegistration(actor, p, { host_id: hostId });
}

/** Whether `userId` is a member, with their own account, of a self-formed team's registration. */
async function isMemberOf(db: Db, participationId: string, userId: string) {
  const [found] = await db
    .select({ position: participationMembers.position })
    .from(participationMembers)
    .where(
      and(
        eq(participationMembers.participation_id, participationId),
        eq(participationMembers.user_id, userId),
      ),
    )
    .limit(1);
  return Boolean(found);
}

/**
 * GET /event/participate/:id: its participant, the event's host, an admin, or (issue 28) a member
 * of its team, who sees only their own tickets.
 */
export async function getParticipation(deps: Deps, actor: User, id: string) {
  const { p, host_id } = await findRow(deps.db, id);
  const sees = canSeeParticipation(actor, p, host_id);
  if (!sees && !(await isMemberOf(deps.db, id, actor.id)))
    throw new AppError('forbidden', MSG.forbidden);
  const [one] = await withTickets(deps, [(await loadParticipation(deps.db, id))!], {
    memberOnly: sees ? null : actor.id,
  });
  return one!;
}

/**
 * Registrations with their event-day tickets (issue 17), loaded in one query: they were made when
 * each registration became paid. A cancelled or unpaid registration shows none. Each ticket is
 * named for the member at its position. `memberOnly`: a team member (issue 28) reading a
 * registration that is not theirs to manage sees only their own tickets (a parent, also those of
 * the dependants they entered).
 */
export async function withTickets(
  deps: Deps,
  items: Participation[],
  { memberOnly = null }: { memberOnly?: string | null } = {},
): Promise<Participation[]> {
  const ids = items
    .filter((p) => p.payment_status === 'captured' && !p.cancelled_at)
    .map((p) => p.id);
  const byId = await deps.registration.tickets(deps.db, ids);
  return items.map((p) => {
    const at = (index: number) => p.members.find((m, i) => (m.position ?? i) === index);
    const own = memberOnly !== null && p.participant_id !== memberOnly;
    return {
      ...p,
      tickets: (byId.get(p.id) ?? [])
        .filter((t) => !own || at(t.member_index)?.user_id === memberOnly)
        .map((t) => ({ ...t, name: at(t.member_index)?.name ?? p.competitor_name })),
    };
  });
}

type DashboardAsk = { participant_id: string; after: string; limit: number };

/** Dashboard pages asked for together share one statement (per page size). */
const dashboardPage = batchedPerDb(async (db, asks: readonly DashboardAsk[]) => {
  const found = new Map<string, Awaited<ReturnType<typeof readDashboardPages>>[number]>();
  const key = (ask: DashboardAsk) => `${ask.limit} ${ask.participant_id} ${ask.after}`;
  const bySize = new Map<number, Map<string, DashboardAsk>>();
  for (const ask of asks) {
    const group = bySize.get(ask.limit) ?? new Map<string, DashboardAsk>();
    bySize.set(ask.limit, group.set(key(ask), ask));
  }
  await Promise.all(
    [...bySize].map(async ([limit, group]) => {
      const distinct = [...group.values()];
      const pages = await readDashboardPages(db, distinct, limit);
      distinct.forEach((ask, i) => found.set(key(ask), pages[i]!));
    }),
  );
  return asks.map((ask) => found.get(key(ask))!);
});

/** A participant's own registrations (an admin may read anyone's), oldest first, by cursor. */
export async function listOwn(
  deps: Deps,
  actor: User,
  participantId: string | undefined,
  cursor: string | undefined,
  limit: number,
) {
  const who = participantId ?? actor.id;
  if (who !== actor.id && actor.role !== 'Admin') throw new AppError('forbidden', MSG.forbidden);
  const rows = await dashboardPage(deps.db, {
    participant_id: who,
    after: cursor ?? '',
    limit: limit + 1,
  });
  // Their own and the teams they joined, merged in id order under the same cursor.
  const merged = rows
    .map(toParticipation)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, limit + 1);
  // Someone else's registration they are on shows only their own tickets (an admin sees all).
  const items = await withTickets(deps, merged.slice(0, limit), {
    memberOnly: actor.role === 'Admin' ? null : who,
  });
  return { items, next: merged.length > limit ? items[limit - 1]!.id : null };
}

/** An event category's registrations, for the event's host or an admin. */
export async function listForEvent(
  deps: Deps,
  actor: User,
  q: {
    event_id: string;
    category_id?: string | undefined;
    cursor?: string | undefined;
    limit: number;
  },
) {
  const [event] = await deps.db
    .select({ host_id: events.host_id })
    .from(events)
    .where(eq(events.id, q.event_id));
  if (!event) throw new AppError('not_found', MSG.notFound);
  if (!managesEvent(actor, event)) throw new AppError('forbidden', MSG.forbidden);
  const items = await loadParticipations(
    deps.db,
    and(
      eq(participations.event_id, q.event_id),
      isNull(participations.cancelled_at),
      q.category_id ? eq(participations.category_id, q.category_id) : sql`true`,
      q.cursor ? gt(participations.id, q.cursor) : sql`true`,
    )!,
    q.limit + 1,
  );
  return {
    items: items.slice(0, q.limit),
    next: items.length > q.limit ? items[q.limit - 1]!.id : null,
  };
}

/**
 * §7 event-category-participant: one participant's registration in one event category (their own,
 * or with `dependant_id` their dependant's), or null.
 */
export async function findForParticipant(
  deps: Deps,
  actor: User,
  q: {
    event_id: string;
    category_id: string;
    participant_id?: string | undefined;
    dependant_id?: string | undefined;
  },
) {
  const who = q.participant_id ?? actor.id;
  if (who !== actor.id && actor.role !== 'Admin') {
    const [event] = await deps.db
      .select({ host_id: events.host_id })
      .from(events)
      .where(eq(events.id, q.event_id));
    if (!event || !managesEvent(actor, event)) throw new AppError('forbidden', MSG.forbidden);
  }
  const [found] = await loadParticipations(
    deps.db,
    and(
      eq(participations.participant_id, who),
      eq(participations.event_id, q.event_id),
      eq(participations.category_id, q.category_id),
      // The account holder's own entry, or the named dependant's.
      q.dependant_id
        ? eq(participations.dependant_id, q.dependant_id)
        : isNull(participations.dependant_id),
      isNull(participations.cancelled_at),
    )!,
    1,
  );
  return found ?? null;
}

/**
 * Whether this competitor (the participant, or their dependant) already holds a registration,
 * not cancelled, in that category of the event: a switch, a hand-over or an event-day move there
 * would make a second one.
 */
export async function holdsEntryIn(
  db: Db,
  who: { participant_id: string; dependant_id: string | null },
  eventId: string,
  categoryId: string,
): Promise<boolean> {
  const [taken] = await db
    .select({ id: participations.id })
    .from(participations)
    .where(
      and(
        eq(participations.participant_id, who.participant_id),
        eq(participations.event_id, eventId),
        eq(participations.category_id, categoryId),
        who.dependant_id
          ? eq(participations.dependant_id, who.dependant_id)
          : isNull(participations.dependant_id),
        isNull(participations.cancelled_at),
      ),
    );
  return Boolean(taken);
}
