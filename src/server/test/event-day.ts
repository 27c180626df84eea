import { eq } from 'drizzle-orm';
import { eventInstants, venueToday } from '../../shared/events/registration-window';
import type { Db } from '../platform/db/client';
import { events } from '../platform/db/schema';

/**
 * Moves an event to start on `date` (today at the venue unless told), as its host would have
 * planned it: results are taken from the start date on (issue 24), and tests that play a draw
 * do so on event day. A registration still closing after that date closes at its start, and the
 * end stays on or after it; the stored instants follow the dates.
 */
export async function startEventOn(db: Db, eventId: string, date = venueToday()) {
  const [e] = await db.select().from(events).where(eq(events.id, eventId));
  if (!e) throw new Error(`no event ${eventId}`);
  const closesLater = e.registration_end_date > date;
  const dates = {
    ...e,
    start_date: date,
    end_date: e.end_date < date ? date : e.end_date,
    registration_start_date: e.registration_start_date > date ? date : e.registration_start_date,
    registration_end_date: closesLater ? date : e.registration_end_date,
    registration_end_time: closesLater ? '00:00' : e.registration_end_time,
  };
  const t = eventInstants(dates);
  const [row] = await db
    .update(events)
    .set({
      start_date: dates.start_date,
      end_date: dates.end_date,
      registration_start_date: dates.registration_start_date,
      registration_end_date: dates.registration_end_date,
      registration_end_time: dates.registration_end_time,
      registration_opens_at: t.opensAt,
      registration_closes_at: t.closesAt,
      starts_at: t.startsAt,
      ends_at: t.endsAt,
    })
    .where(eq(events.id, eventId))
    .returning();
  return row!;
}
