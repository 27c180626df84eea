import { eq, sql, type Placeholder } from 'drizzle-orm';
import type { Event } from '../../shared/events/schemas';
import { stateAt } from '../../shared/events/registration-window';
import { describeRefundPolicy, toApiPolicy } from '../../shared/refunds/policy';
import { GST_DEFAULTS } from '../../shared/money/gst';
import type { Db } from '../platform/db/client';
import { draws, events, sports, users } from '../platform/db/schema';
import { leftOf, takenPlaces, waitingCount } from '../places/service';

type PricedCategory = Event['categories'][number];
type Gender = PricedCategory['category_details']['gender'];
/** One priced category as PostgreSQL sends it: a positional array (cheaper to build than objects). */
type CategoryTuple = [
  id: string,
  price_minor: number,
  currency: string,
  name: string,
  sports_id: string,
  min_age: number | null,
  max_age: number | null,
  min_weight_allowed: number | null,
  max_weight_allowed: number | null,
  gender: Gender,
  participants_in_team: number,
  is_team_sport: boolean,
  capacity: number | null,
  taken: number | null,
  waiting: number,
  team_payment: PricedCategory['team_payment'],
  substitutes: number,
  /** timestamptz as JSON: ISO 8601 in the session's zone. */
  roster_locks_at: string | null,
];

/**
 * Each event's categories as one JSON array of tuples built beside the event row, so a page of
 * events (or one event) is a single round trip. Arrays rather than JSON objects: PostgreSQL builds
 * them about 40% faster (pgbench), and the keys are added below.
 */
const categoriesJson = (now: Date | Placeholder) => sql<CategoryTuple[]>`coalesce((
  select json_agg(json_build_array(
    ec.category_id, ec.price_minor, ec.currency, c.name, c.sports_id, c.min_age, c.max_age,
    c.min_weight_allowed, c.max_weight_allowed, c.gender, c.participants_in_team, c.is_team_sport,
    ec.capacity,
    case when ec.capacity is null then null
      else ${takenPlaces(sql.raw('ec.event_id'), sql.raw('ec.category_id'), now)} end,
    case when ec.capacity is null then 0
      else ${waitingCount(sql.raw('ec.event_id'), sql.raw('ec.category_id'))} end,
    ec.team_payment, ec.substitutes, ec.roster_locks_at
  ) order by c.name, c.id)
  from event_categories ec join categories c on c.id = ec.category_id
  where ec.event_id = ${events.id}), '[]'::json)`;

function toPricedCategory(t: CategoryTuple): PricedCategory {
  return {
    category_id: t[0],
    price: t[1] / 100,
    currency: t[2],
    capacity: t[12],
    places_left: leftOf(t[12], t[13] ?? 0, t[14]),
    waitlist_count: t[14],
    team_payment: t[15],
    substitutes: t[16],
    roster_locks_at: t[17] && new Date(t[17]).toISOString(),
    category_details: {
      id: t[0],
      name: t[3],
      sports_id: t[4],
      min_age: t[5],
      max_age: t[6],
      min_weight_allowed: t[7],
      max_weight_allowed: t[8],
      gender: t[9],
      participants_in_team: t[10],
      is_team_sport: t[11],
    },
  };
}

/** An event's title and dates as the API shows them (also inside registrations). */
export const eventHeadline = {
  id: events.id,
  title: events.title,
  start_date: events.start_date,
  end_date: events.end_date,
  registration_start_date: events.registration_start_date,
  registration_end_date: events.registration_end_date,
  registration_start_time: events.registration_start_time,
  registration_end_time: events.registration_end_time,
};

/**
 * Events with their sport, host and priced categories (with places left at `now`), in one query
 * (lists and single reads).
 */
export const eventsWithOwners = (db: Db, now: Date | Placeholder) =>
  db
    .select({
      ...eventHeadline,
      event_start_time: events.event_start_time,
      event_end_time: events.event_end_time,
      status: events.status,
      registration_opens_at: events.registration_opens_at,
      registration_closes_at: events.registration_closes_at,
      starts_at: events.starts_at,
      ends_at: events.ends_at,
      rewards: events.rewards,
      description: events.description,
      poster: events.poster,
      venue_name: events.venue_name,
      venue_address: events.venue_address,
      city: events.city,
      venue_state: events.venue_state,
      gst: events.gst,
      sports_id: events.sports_id,
      sports_name: sports.sports_name,
      host_id: events.host_id,
      host_name: users.name,
      organisation_name: users.organisation_name,
      waitlist_offer_hours: events.waitlist_offer_hours,
      refund_policy: events.refund_policy,
      cancelled_at: events.cancelled_at,
      cancel_reason: events.cancel_reason,
      categories: categoriesJson(now),
      has_results: sql<boolean>`exists (select 1 from ${draws} where ${draws.event_id} = ${events.id})`,
    })
    .from(events)
    .innerJoin(sports, eq(sports.id, events.sports_id))
    .innerJoin(users, eq(users.id, events.host_id));

export type EventListRow = Awaited<ReturnType<typeof eventsWithOwners>>[number];

export function toEvent(row: EventListRow, now: Date): Event {
  return {
    id: row.id,
    title: row.title,
    start_date: row.start_date,
    end_date: row.end_date,
    registration_start_date: row.registration_start_date,
    registration_end_date: row.registration_end_date,
    registration_start_time: row.registration_start_time,
    registration_end_time: row.registration_end_time,
    event_start_time: row.event_start_time,
    event_end_time: row.event_end_time,
    rewards: row.rewards,
    description: row.description,
    poster: row.poster,
    venue_name: row.venue_name,
    venue_address: row.venue_address,
    city: row.city,
    venue_state: row.venue_state,
    // Null: the defaults, written out so a reader sees the terms its invoices carry.
    gst: row.gst ?? { ...GST_DEFAULTS },
    sports_id: row.sports_id,
    sport_details: { sports_name: row.sports_name },
    host_id: row.host_id,
    host_details: { organisation_name: row.organisation_name, name: row.host_name },
    categories: row.categories.map(toPricedCategory),
    waitlist_offer_hours: row.waitlist_offer_hours,
    refund_policy: row.refund_policy ? toApiPolicy(row.refund_policy) : null,
    refund_policy_text: describeRefundPolicy(row),
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    cancel_reason: row.cancel_reason,
    status: row.status,
    has_results: row.has_results,
    registration_state: stateAt(
      {
        opensAt: row.registration_opens_at,
        closesAt: row.registration_closes_at,
        endsAt: row.ends_at,
        cancelled: row.cancelled_at !== null,
      },
      now,
    ),
  };
}
