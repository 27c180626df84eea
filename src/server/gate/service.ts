import { phoneSearchDigits } from '../../shared/auth/phone';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CHECKIN_MSG,
  type CheckinListQuerySchema,
  type CheckinRequestSchema,
  type CheckinResult,
  type Gate,
} from '../../shared/checkin/schemas';
import { eventDayStatus } from '../../shared/checkin/weighin';
import { tokenFromScan } from '../../shared/gate/scan';
import { managesEvent } from '../../shared/events/policy';
import { MSG } from '../../shared/messages';
import type { Db } from '../platform/db/client';
import {
  categories,
  checkins,
  eventStaff,
  events,
  participationMembers,
  participations,
  tickets,
  users,
  weighIns,
  type EventRow,
  type User,
} from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { clearNoShow, notArrivedCounts } from './no-shows';
import { staffRowsOf } from './staff';
import { codeOfToken } from './tickets';
import { weighInView } from './weighin-view';

/** How long a check-in can be taken back (a wrong tap at a busy gate). */
const UNDO_MS = 60_000;

/**
 * Who runs an event's gate: its host, an admin, or gate staff invited for this event (issue 17).
 * Staff are matched by their account's email; they reach nothing else through this.
 */
export async function assertRunsGate(db: Db, actor: User, eventId: string): Promise<EventRow> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw new AppError('not_found', MSG.notFound);
  if (managesEvent(actor, event)) return event;
  const [staff] = await db
    .select({ id: eventStaff.id })
    .from(eventStaff)
    .where(and(eq(eventStaff.event_id, eventId), staffRowsOf(actor)));
  if (!staff) throw new AppError('forbidden', MSG.forbidden);
  return event;
}

/** The ticket a scan or a search names, with its registration, checked against the event. */
async function findTicket(
  deps: Deps,
  eventId: string,
  input: z.output<typeof CheckinRequestSchema>,
) {
  let ticketWhere;
  if (input.token) {
    // A scan may send the QR's whole text: the ticket page's address (issue 29) or a bare token.
    const code = codeOfToken(deps.config.sessionSecret, tokenFromScan(input.token));
    if (!code) throw new AppError('not_found', CHECKIN_MSG.invalidTicket);
    ticketWhere = eq(tickets.code, code);
  } else {
    ticketWhere = and(
      eq(tickets.participation_id, input.participation_id!),
      eq(tickets.member_index, input.member_index),
    );
  }
  const [row] = await deps.db
    .select({ ticket: tickets, p: participations, category_name: categories.name })
    .from(tickets)
    .innerJoin(participations, eq(participations.id, tickets.participation_id))
    .innerJoin(categories, eq(categories.id, participations.category_id))
    .where(ticketWhere);
  if (!row) throw new AppError('not_found', CHECKIN_MSG.invalidTicket);
  if (row.p.event_id !== eventId) throw new AppError('conflict', CHECKIN_MSG.otherEvent);
  if (row.p.cancelled_at) throw new AppError('conflict', CHECKIN_MSG.cancelled);
  if (row.p.payment_status !== 'captured') throw new AppError('conflict', CHECKIN_MSG.notPaid);
  return row;
}

async function nameOf(db: Db, participationId: string, memberIndex: number, fallback: string) {
  const [member] = await db
    .select({ name: participationMembers.name })
    .from(participationMembers)
    .where(
      and(
        eq(participationMembers.participation_id, participationId),
        eq(participationMembers.position, memberIndex),
      ),
    );
  return member?.name ?? fallback;
}

/**
 * POST /event/checkin: one ticket through the gate. The first check-in wins; a second scan (on
 * this device or another, online or synced later) answers `already` with when and by whom, and
 * changes nothing (a partial unique index holds it under a race).
 */
export async function checkIn(
  deps: Deps,
  actor: User,
  input: z.output<typeof CheckinRequestSchema>,
): Promise<CheckinResult> {
  await assertRunsGate(deps.db, actor, input.event_id);
  const { ticket, p, category_name } = await findTicket(deps, input.event_id, input);
  const now = deps.now();
  const scannedAt = input.scanned_at ? new Date(input.scanned_at) : now;
  const [made] = await deps.db
    .insert(checkins)
    .values({
      event_id: input.event_id,
      ticket_id: ticket.id,
      checked_in_by: actor.id,
      scanned_at: scannedAt > now ? now : scannedAt,
      device_id: input.device_id ?? null,
      created_at: now,
    })
    .onConflictDoNothing()
    .returning({ id: checkins.id });
  if (made) await clearNoShow(deps, actor, p.id, now);
  const [standing] = await deps.db
    .select({ c: checkins, by: users.name })
    .from(checkins)
    .innerJoin(users, eq(users.id, checkins.checked_in_by))
    .where(and(eq(checkins.ticket_id, ticket.id), isNull(checkins.undone_at)));
  const [holder] = await deps.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, p.participant_id));
  return {
    status: made ? 'checked_in' : 'already',
    checkin_id: standing!.c.id,
    at: standing!.c.scanned_at.toISOString(),
    by: standing!.by,
    participation_id: p.id,
    member_index: ticket.member_index,
    name: await nameOf(deps.db, p.id, ticket.member_index, holder?.name ?? ''),
    category_name,
    team_name: p.team_name,
    payment_status: p.payment_status,
  };
}

/** DELETE /event/checkin/:id: taken back within a minute by whoever runs the gate. */
export async function undoCheckIn(deps: Deps, actor: User, id: string) {
  const [c] = await deps.db.select().from(checkins).where(eq(checkins.id, id));
  if (!c || c.undone_at) throw new AppError('not_found', MSG.notFound);
  await assertRunsGate(deps.db, actor, c.event_id);
  const now = deps.now();
  if (now.getTime() - c.created_at.getTime() > UNDO_MS)
    throw new AppError('conflict', CHECKIN_MSG.undoTooLate);
  await deps.db
    .update(checkins)
    .set({ undone_at: now })
    .where(and(eq(checkins.id, id), isNull(checkins.undone_at)));
  return { id };
}

/**
 * GET /event/checkin: the gate's view of an event: per category, checked in / registered, and
 * the paid entries (one per ticket) matching a search by name, email, phone or team.
 */
export async function gate(
  deps: Deps,
  actor: User,
  q: z.output<typeof CheckinListQuerySchema>,
): Promise<Gate> {
  await assertRunsGate(deps.db, actor, q.event_id);
  const paid = and(
    eq(participations.event_id, q.event_id),
    eq(participations.payment_status, 'captured'),
    isNull(participations.cancelled_at),
    q.category_id ? eq(participations.category_id, q.category_id) : undefined,
  );
  const staff = users;
  const rows = await deps.db
    .select({
      participation_id: participations.id,
      member_index: tickets.member_index,
      holder: users.name,
      email: users.email,
      phone: users.phone_number,
      member: participationMembers.name,
      member_email: participationMembers.email,
      member_phone: participationMembers.phone,
      category_id: participations.category_id,
      category_name: categories.name,
      team_name: participations.team_name,
      checkin_id: checkins.id,
      checkin_at: checkins.scanned_at,
      checkin_by: sql<
        string | null
      >`(select s.name from ${staff} s where s.id = ${checkins.checked_in_by})`,
      marked: participations.event_day_status,
      reason: participations.event_day_reason,
      min: categories.min_weight_allowed,
      max: categories.max_weight_allowed,
      weigh_in: weighIns,
      weighed_by: sql<
        string | null
      >`(select s.name from ${staff} s where s.id = ${weighIns.recorded_by})`,
    })
    .from(tickets)
    .innerJoin(participations, eq(participations.id, tickets.participation_id))
    .innerJoin(users, eq(users.id, participations.participant_id))
    .innerJoin(categories, eq(categories.id, participations.category_id))
    .leftJoin(
      participationMembers,
      and(
        eq(participationMembers.participation_id, participations.id),
        eq(participationMembers.position, tickets.member_index),
      ),
    )
    .leftJoin(checkins, and(eq(checkins.ticket_id, tickets.id), isNull(checkins.undone_at)))
    .leftJoin(
      weighIns,
      and(
        eq(weighIns.participation_id, participations.id),
        eq(weighIns.member_index, tickets.member_index),
      ),
    )
    .where(paid)
    .orderBy(asc(categories.name), asc(users.name), asc(tickets.member_index));
  const weightClass = new Set(
    rows.filter((r) => r.min !== null || r.max !== null).map((r) => r.category_id),
  );
  const entries = rows.map((r) => ({
    participation_id: r.participation_id,
    member_index: r.member_index,
    name: r.member ?? r.holder,
    email: r.member_email ?? r.email,
    phone: r.member_phone ?? r.phone,
    category_id: r.category_id,
    category_name: r.category_name,
    team_name: r.team_name,
    checkin: r.checkin_id
      ? { id: r.checkin_id, at: r.checkin_at!.toISOString(), by: r.checkin_by ?? '' }
      : null,
    weigh_in: r.weigh_in
      ? weighInView(r.weigh_in, r.weighed_by ?? '', {
          min_weight_allowed: r.min,
          max_weight_allowed: r.max,
        })
      : null,
    status: eventDayStatus(r.marked, Boolean(r.checkin_id)),
    status_reason: r.marked === 'out' ? r.reason : null,
  }));
  const notArrived = await notArrivedCounts(deps.db, q.event_id, q.category_id);
  const counts = new Map<string, Gate['counts'][number]>();
  for (const e of entries) {
    const c = counts.get(e.category_id) ?? {
      category_id: e.category_id,
      category_name: e.category_name,
      checked_in: 0,
      registered: 0,
      no_show: 0,
      out: 0,
      not_arrived: notArrived.get(e.category_id) ?? 0,
    };
    c.registered += 1;
    if (e.checkin) c.checked_in += 1;
    if (e.status === 'no_show') c.no_show += 1;
    if (e.status === 'out') c.out += 1;
    counts.set(e.category_id, c);
  }
  const needle = q.q?.toLowerCase();
  // A whole number typed with +91 or a 0 finds it stored either way (issue 29).
  const digits = q.q ? phoneSearchDigits(q.q) : null;
  let found = needle
    ? entries.filter(
        (e) =>
          [e.name, e.email, e.phone, e.team_name ?? ''].some((v) =>
            v.toLowerCase().includes(needle),
          ) ||
          (digits !== null && e.phone.replace(/\D/g, '').endsWith(digits)),
      )
    : entries;
  // The weigh-in table's queue: whoever is still to weigh comes first, within the 200 shown.
  if (q.list === 'weigh-in')
    found = found
      .filter((e) => weightClass.has(e.category_id) && e.status !== 'out')
      .sort((a, b) => Number(a.weigh_in !== null) - Number(b.weigh_in !== null));
  return { counts: [...counts.values()], entries: found.slice(0, 200) };
}

/**
 * The registrations of an event with a ticket checked in now, or null when the event's gate has
 * checked in nobody (check-in not used): the draw then takes every paid entry (issue 18).
 */
export async function checkedInRegistrations(db: Db, eventId: string): Promise<Set<string> | null> {
  const rows = await db
    .selectDistinct({ id: tickets.participation_id })
    .from(checkins)
    .innerJoin(tickets, eq(tickets.id, checkins.ticket_id))
    .where(and(eq(checkins.event_id, eventId), isNull(checkins.undone_at)));
  return rows.length ? new Set(rows.map((r) => r.id)) : null;
}

/** The QR drawing of tickets, for other papers with a QR code (certificates). */
export { ticketQrRuns } from '../platform/ticket-qr';

/** Weigh-ins outside the limits the host has not decided yet (the draw waits for them). */
export { undecidedWeighIns } from './undecided-weigh-ins';
