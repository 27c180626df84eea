import type { Db } from '../platform/db/client';
import {
  categories,
  eventCategories,
  events,
  sports,
  users,
  type CategoryRow,
  type EventRow,
  type NewUser,
  type SportRow,
  type User,
} from '../platform/db/schema';
import { isTeamSport } from '../../shared/catalog/schemas';
import { suggestedScoring } from '../../shared/catalog/suggested-scoring';
import { eventInstants } from '../../shared/events/registration-window';
import { cityFromAddress } from '../../shared/events/search';
import { hashPassword } from '../auth/password';

/** Demo and test password for factory users; satisfies the §5 password rule. */
export const DEMO_PASSWORD = 'Matchday@2026';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

type UserInput = Partial<Omit<NewUser, 'password_hash'>> & { password?: string };

/** Inserts a verified user; the same factory feeds the demo seed and the tests. */
export async function makeUser(db: Db, input: UserInput = {}): Promise<User> {
  const { password = DEMO_PASSWORD, ...rest } = input;
  const role = rest.role ?? 'Participant';
  const [row] = await db
    .insert(users)
    .values({
      name: `${role} ${unique()}`,
      email: `${role.toLowerCase()}-${unique()}@example.test`,
      phone_number: '9876543210',
      email_verified_at: new Date(),
      ...rest,
      role,
      password_hash: await hashPassword(password),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function makeSport(db: Db, name = `Sport ${unique()}`): Promise<SportRow> {
  const scoring = suggestedScoring(name);
  const [row] = await db.insert(sports).values({ sports_name: name, scoring }).returning();
  return row!;
}

type CategoryInput = Partial<
  Omit<typeof categories.$inferInsert, 'sports_id' | 'is_team_sport'>
> & {
  sports_id: string;
};

export async function makeCategory(db: Db, input: CategoryInput): Promise<CategoryRow> {
  const participants = input.participants_in_team ?? 1;
  const [row] = await db
    .insert(categories)
    .values({
      name: `Category ${unique()}`,
      ...input,
      participants_in_team: participants,
      is_team_sport: isTeamSport(participants),
    })
    .returning();
  return row!;
}

/**
 * under_way: registration closed, the event began yesterday and ends tomorrow (results are taken).
 * Begun at every hour of today: with its first day today, it would not have started before its
 * start time, and what reads "started" (reminders, the gate) would change with the hour.
 */
export type EventWindow = 'not_open' | 'open' | 'closed' | 'under_way' | 'over';
const DAY = 86_400_000;

/** A venue-local (IST) calendar date `days` from `now`. */
export function venueDate(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY + 5.5 * 3600_000).toISOString().slice(0, 10);
}

/** Dates that put an event's registration window in the given state at `now`. */
export function windowDates(window: EventWindow, now: Date = new Date()) {
  const d = (days: number) => venueDate(now, days);
  switch (window) {
    case 'not_open':
      return {
        registration_start_date: d(10),
        registration_end_date: d(25),
        start_date: d(30),
        end_date: d(31),
      };
    case 'open':
      return {
        registration_start_date: d(-5),
        registration_end_date: d(12),
        start_date: d(16),
        end_date: d(18),
      };
    case 'closed':
      return {
        registration_start_date: d(-20),
        registration_end_date: d(-2),
        start_date: d(3),
        end_date: d(4),
      };
    case 'under_way':
      return {
        registration_start_date: d(-20),
        registration_end_date: d(-2),
        start_date: d(-1),
        end_date: d(1),
      };
    case 'over':
      return {
        registration_start_date: d(-45),
        registration_end_date: d(-25),
        start_date: d(-20),
        end_date: d(-19),
      };
  }
}

const DEFAULT_VENUE_ADDRESS = 'MG Road, Bengaluru';

type EventInput = {
  host_id: string;
  sports_id: string;
  window?: EventWindow;
  now?: Date;
  prices?: Array<{ category_id: string; price: number; capacity?: number | null }>;
} & Partial<Omit<typeof events.$inferInsert, 'host_id' | 'sports_id'>>;

/**
 * Inserts an event (with its category prices) whose registration window is in `window` state;
 * published unless `status` says otherwise.
 */
export async function makeEvent(db: Db, input: EventInput): Promise<EventRow> {
  const { window = 'open', now = new Date(), prices = [], ...rest } = input;
  const dates = {
    ...windowDates(window, now),
    registration_start_time: '09:00',
    registration_end_time: '18:00',
    ...rest,
  };
  const t = eventInstants(dates);
  const [row] = await db
    .insert(events)
    .values({
      title: `Event ${unique()}`,
      rewards: 'Trophies and medals for the top three',
      poster: '/uploads/posters/000000000000000000000000.webp',
      venue_name: 'City Stadium',
      venue_address: DEFAULT_VENUE_ADDRESS,
      status: 'published',
      ...dates,
      city: rest.city || cityFromAddress(rest.venue_address ?? DEFAULT_VENUE_ADDRESS),
      registration_opens_at: t.opensAt,
      registration_closes_at: t.closesAt,
      starts_at: t.startsAt,
      ends_at: t.endsAt,
    })
    .returning();
  if (prices.length > 0) {
    await db.insert(eventCategories).values(
      prices.map((p) => ({
        event_id: row!.id,
        category_id: p.category_id,
        price_minor: Math.round(p.price * 100),
        capacity: p.capacity ?? null,
      })),
    );
  }
  return row!;
}
