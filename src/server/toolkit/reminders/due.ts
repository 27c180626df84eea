import { and, asc, eq, gt, inArray, isNull, lte, notExists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { REMINDER_TIMING, type ReminderKind } from '../../../shared/toolkit/reminders';
import type { Db } from '../../platform/db/client';
import {
  events,
  participations,
  reminderSettings,
  remindersSent,
  users,
  waitlistEntries,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { queueMail } from '../../platform/mail/outbox';
import { reminderMailJob } from './mail';

// Which reminders are due now (decision 039), and sending each once: its reminders_sent row and
// its mail are written in one transaction, the row first with ON CONFLICT DO NOTHING, so a second
// worker, a rerun or a restart finds it taken and queues nothing.

/** A reminder to send: what it is about (a registration or a waitlist entry) and to whom. */
type Due = { subject_id: string; event_id: string; email: string };

const BATCH = 200;

const since = (now: Date, ms: number) => new Date(now.getTime() - ms);
const until = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** The event's choice for this kind: on unless it saved off (no row is all on). */
const turnedOn = (kind: ReminderKind) => sql`coalesce(${reminderSettings[kind]}, true)`;

/** Not yet sent for this subject. */
const notSent = (db: Db, kind: ReminderKind, subject: AnyPgColumn) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(remindersSent)
      .where(and(eq(remindersSent.kind, kind), eq(remindersSent.subject_id, subject))),
  );

/** A published event, not cancelled, taking registrations now (a pending one can still pay). */
const registrationOpen = (now: Date) =>
  and(
    eq(events.status, 'published'),
    isNull(events.cancelled_at),
    lte(events.registration_opens_at, now),
    gt(events.registration_closes_at, now),
  );

const awaitingPayment = () =>
  and(
    inArray(participations.payment_status, ['created', 'failed']),
    isNull(participations.cancelled_at),
  );

/** Registrations of events that want this kind, with their account holder's address. */
function registrationsWhere(db: Db, kind: ReminderKind, where: SQL | undefined) {
  return db
    .select({ subject_id: participations.id, event_id: events.id, email: users.email })
    .from(participations)
    .innerJoin(events, eq(events.id, participations.event_id))
    .innerJoin(users, eq(users.id, participations.participant_id))
    .leftJoin(reminderSettings, eq(reminderSettings.event_id, events.id))
    .where(and(where, turnedOn(kind), notSent(db, kind, participations.id)))
    .orderBy(asc(participations.id))
    .limit(BATCH);
}

const FINDERS: Record<ReminderKind, (db: Db, now: Date) => Promise<Due[]>> = {
  // Unpaid 24 hours after it was made, while it can still be paid.
  payment_pending: (db, now) =>
    registrationsWhere(
      db,
      'payment_pending',
      and(
        awaitingPayment(),
        lte(participations.created_at, since(now, REMINDER_TIMING.paymentPendingAfter)),
        registrationOpen(now),
      ),
    ),
  // Registration closes within 24 hours and this one was started (an hour ago or more) but not
  // paid; not when the payment reminder, which says when registration closes, went out lately.
  closing_soon: (db, now) =>
    registrationsWhere(
      db,
      'closing_soon',
      and(
        awaitingPayment(),
        lte(participations.created_at, since(now, REMINDER_TIMING.closingSoonGrace)),
        registrationOpen(now),
        lte(events.registration_closes_at, until(now, REMINDER_TIMING.closingSoon)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(remindersSent)
            .where(
              and(
                eq(remindersSent.kind, 'payment_pending'),
                eq(remindersSent.subject_id, participations.id),
                gt(remindersSent.created_at, since(now, REMINDER_TIMING.closingSoon)),
              ),
            ),
        ),
      ),
    ),
  // 48 hours before the start, to confirmed registrations made before that mark (one made
  // later has just had its confirmation, with the same ticket and map).
  before_event: (db, now) =>
    registrationsWhere(
      db,
      'before_event',
      and(
        eq(participations.payment_status, 'captured'),
        isNull(participations.cancelled_at),
        eq(events.status, 'published'),
        isNull(events.cancelled_at),
        gt(events.starts_at, now),
        lte(events.starts_at, until(now, REMINDER_TIMING.beforeEvent)),
        lte(
          participations.captured_at,
          sql`${events.starts_at} - make_interval(hours => ${REMINDER_TIMING.beforeEvent / 3_600_000})`,
        ),
      ),
    ),
  // An open offer ending within 3 hours; not when the whole offer was that short (its own mail
  // is the reminder).
  waitlist_expiring: (db, now) =>
    db
      .select({ subject_id: waitlistEntries.id, event_id: events.id, email: users.email })
      .from(waitlistEntries)
      .innerJoin(events, eq(events.id, waitlistEntries.event_id))
      .innerJoin(users, eq(users.id, waitlistEntries.participant_id))
      .leftJoin(reminderSettings, eq(reminderSettings.event_id, events.id))
      .where(
        and(
          eq(waitlistEntries.status, 'offered'),
          gt(waitlistEntries.offer_expires_at, now),
          lte(waitlistEntries.offer_expires_at, until(now, REMINDER_TIMING.waitlistExpiring)),
          sql`${waitlistEntries.offered_at} < ${waitlistEntries.offer_expires_at} - make_interval(hours => ${REMINDER_TIMING.waitlistExpiring / 3_600_000})`,
          registrationOpen(now),
          turnedOn('waitlist_expiring'),
          notSent(db, 'waitlist_expiring', waitlistEntries.id),
        ),
      )
      .orderBy(asc(waitlistEntries.id))
      .limit(BATCH),
};

/**
 * The order they are looked at: the payment reminder before the closing one, so a registration
 * due both gets the payment reminder (which says when registration closes) alone.
 */
const ORDER: ReminderKind[] = [
  'payment_pending',
  'closing_soon',
  'before_event',
  'waitlist_expiring',
];

/** Marks one reminder sent and queues its mail, together; false when it was sent already. */
async function sendOnce(deps: Deps, kind: ReminderKind, due: Due, now: Date): Promise<boolean> {
  return deps.jobs.transaction(async (tx) => {
    const [taken] = await tx
      .insert(remindersSent)
      .values({ kind, ...due, created_at: now })
      .onConflictDoNothing()
      .returning({ subject_id: remindersSent.subject_id });
    if (!taken) return false;
    await queueMail(deps, tx, reminderMailJob(kind, due.subject_id));
    return true;
  });
}

/**
 * Sends every reminder due now, each once; answers how many of each went out. Safe to run twice
 * at once and to be killed at any point: a reminder is its row and its mail, or neither.
 */
export async function sendDueReminders(deps: Deps): Promise<Record<ReminderKind, number>> {
  const sent = { payment_pending: 0, closing_soon: 0, before_event: 0, waitlist_expiring: 0 };
  for (const kind of ORDER) {
    for (;;) {
      const now = deps.now();
      const due = await FINDERS[kind](deps.db, now);
      let taken = 0;
      for (const one of due) if (await sendOnce(deps, kind, one, now)) taken++;
      sent[kind] += taken;
      // A short batch was the last; a batch another worker took whole leaves the rest to it.
      if (due.length < BATCH || taken === 0) break;
    }
  }
  return sent;
}

/** How many reminders of each kind an event has sent. */
export async function sentCounts(db: Db, eventId: string): Promise<Record<ReminderKind, number>> {
  const rows = await db
    .select({ kind: remindersSent.kind, n: sql<number>`count(*)::int` })
    .from(remindersSent)
    .where(eq(remindersSent.event_id, eventId))
    .groupBy(remindersSent.kind);
  const counts = { payment_pending: 0, before_event: 0, waitlist_expiring: 0, closing_soon: 0 };
  for (const row of rows) counts[row.kind] = row.n;
  return counts;
}
