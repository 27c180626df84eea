import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { CHECKIN_MSG } from '../../shared/checkin/schemas';
import { managesEvent } from '../../shared/events/policy';
import { MSG } from '../../shared/messages';
import { eventStaff, events, type User } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { queueMail } from '../platform/mail/outbox';
import { LIMITS } from '../platform/rate-limit/limits';

/**
 * Gate staff rows of this account: staff are matched by their account's email, any case, once
 * that address is proven (issue 24: an unverified address matches no invitation; a changed one
 * only counts after its link is opened, when it becomes `email`).
 */
export const staffRowsOf = (actor: User) =>
  actor.email_verified_at ? sql`lower(${eventStaff.email}) = lower(${actor.email})` : sql`false`;

/** Only the event's host (or an admin) chooses who runs its gate. */
async function ownEvent(deps: Deps, actor: User, eventId: string) {
  const [event] = await deps.db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw new AppError('not_found', MSG.notFound);
  if (!managesEvent(actor, event)) throw new AppError('forbidden', MSG.forbidden);
  return event;
}

const view = (s: typeof eventStaff.$inferSelect) => ({
  id: s.id,
  email: s.email,
  created_at: s.created_at.toISOString(),
});

/**
 * GET /event/gate-duties: the events the caller's email was invited to staff, not yet over, so
 * the dashboard can lead them to the gate (the invitation mail is not the only way there).
 */
export async function gateDuties(deps: Deps, actor: User) {
  const rows = await deps.db
    .select({ event_id: events.id, title: events.title, start_date: events.start_date })
    .from(eventStaff)
    .innerJoin(events, eq(events.id, eventStaff.event_id))
    .where(and(staffRowsOf(actor), gt(events.ends_at, deps.now()), isNull(events.cancelled_at)))
    .orderBy(asc(events.starts_at));
  return rows;
}

/** GET /events/:id/staff. */
export async function listStaff(deps: Deps, actor: User, eventId: string) {
  await ownEvent(deps, actor, eventId);
  const rows = await deps.db
    .select()
    .from(eventStaff)
    .where(eq(eventStaff.event_id, eventId))
    .orderBy(asc(eventStaff.id));
  return rows.map(view);
}

/**
 * POST /events/:id/staff {email}: gate staff for this event only (issue 17). They sign in with
 * the account of that email (or make one) and find the check-in page in their mail.
 */
export async function inviteStaff(deps: Deps, actor: User, eventId: string, email: string) {
  await ownEvent(deps, actor, eventId);
  // Each invitation mails the address typed: counted per host (issue 24).
  await deps.rateLimit([[LIMITS.staffInvitesPerHost, actor.id]]);
  const made = await deps.jobs.transaction(async (tx) => {
    const [row] = await tx
      .insert(eventStaff)
      .values({ event_id: eventId, email, invited_by: actor.id, created_at: deps.now() })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new AppError('conflict', CHECKIN_MSG.staffExists, { email: CHECKIN_MSG.staffExists });
    await queueMail(deps, tx, { kind: 'gate_staff_invited', staff_id: row.id });
    return row;
  });
  return view(made);
}

/** DELETE /events/:id/staff/:staffId: they lose the gate at once. */
export async function removeStaff(deps: Deps, actor: User, eventId: string, staffId: string) {
  await ownEvent(deps, actor, eventId);
  const [gone] = await deps.db
    .delete(eventStaff)
    .where(and(eq(eventStaff.id, staffId), eq(eventStaff.event_id, eventId)))
    .returning();
  if (!gone) throw new AppError('not_found', MSG.notFound);
  return view(gone);
}
