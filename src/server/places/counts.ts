import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * What takes a place in an event category (issue 15), in one SQL expression used by both the
 * writes (under the category's lock) and the reads (places left on event pages): a registration
 * paid, a registration whose checkout still holds its place, a waitlist offer still open, and a
 * switch into the category whose difference is being paid (issue 16).
 * `except` leaves one registration or offer out (the one being renewed or accepted).
 */
export function takenPlaces(
  eventId: SQL | string,
  categoryId: SQL | string,
  now: Date | Placeholder,
  except: { participationId?: string; offerId?: string } = {},
): SQL<number> {
  const participation = except.participationId ?? '';
  const offer = except.offerId ?? '';
  return sql<number>`((
    select count(*) from participations p
    where p.event_id = ${eventId} and p.category_id = ${categoryId}
      and p.cancelled_at is null and p.id <> ${participation}
      and (p.payment_status = 'captured' or p.hold_expires_at > ${now})
  ) + (
    select count(*) from waitlist_entries w
    where w.event_id = ${eventId} and w.category_id = ${categoryId}
      and w.status = 'offered' and w.offer_expires_at > ${now} and w.id <> ${offer}
  ) + (
    select count(*) from category_switches s
    where s.event_id = ${eventId} and s.to_category_id = ${categoryId}
      and s.status = 'awaiting_payment' and s.hold_expires_at > ${now}
      and s.participation_id <> ${participation}
  ))::int`;
}

/** The entries still waiting in a category's queue. */
export const waitingCount = (eventId: SQL | string, categoryId: SQL | string): SQL<number> =>
  sql<number>`(select count(*) from waitlist_entries w
    where w.event_id = ${eventId} and w.category_id = ${categoryId} and w.status = 'waiting')::int`;
