import { eq, inArray } from 'drizzle-orm';
import type { Event } from '../../shared/events/schemas';
import { registrationState } from '../../shared/events/registration-window';
import type { Db } from '../db/client';
import { categories, eventCategories, events, sports, users, type EventRow } from '../db/schema';
import { toCategory } from '../categories/service';

/** Events with their sport and host, in one query (for lists and single reads). */
export const eventsWithOwners = (db: Db) =>
  db
    .select({
      event: events,
      sports_name: sports.sports_name,
      host_name: users.name,
      organisation_name: users.organisation_name,
    })
    .from(events)
    .innerJoin(sports, eq(sports.id, events.sports_id))
    .innerJoin(users, eq(users.id, events.host_id));

type Row = {
  event: EventRow;
  sports_name: string;
  host_name: string;
  organisation_name: string | null;
};

/** Adds each event's categories with one more query for the whole page (no N+1). */
export async function toEvents(db: Db, rows: Row[], now: Date): Promise<Event[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ link: eventCategories, category: categories, sports_name: sports.sports_name })
    .from(eventCategories)
    .innerJoin(categories, eq(categories.id, eventCategories.category_id))
    .innerJoin(sports, eq(sports.id, categories.sports_id))
    .where(
      inArray(
        eventCategories.event_id,
        rows.map((r) => r.event.id),
      ),
    )
    .orderBy(categories.name);
  return rows.map(({ event, sports_name, host_name, organisation_name }) => ({
    id: event.id,
    title: event.title,
    start_date: event.start_date,
    end_date: event.end_date,
    registration_start_date: event.registration_start_date,
    registration_end_date: event.registration_end_date,
    registration_start_time: event.registration_start_time,
    registration_end_time: event.registration_end_time,
    rewards: event.rewards,
    description: event.description,
    poster: event.poster,
    venue_name: event.venue_name,
    venue_address: event.venue_address,
    sports_id: event.sports_id,
    sport_details: { sports_name },
    host_id: event.host_id,
    host_details: { organisation_name, name: host_name },
    categories: links
      .filter((l) => l.link.event_id === event.id)
      .map((l) => {
        const { sport_details: _ignored, ...category_details } = toCategory(
          l.category,
          l.sports_name,
        );
        return {
          category_id: l.link.category_id,
          price: l.link.price_minor / 100,
          currency: l.link.currency,
          category_details,
        };
      }),
    registration_state: registrationState(event, now),
  }));
}
