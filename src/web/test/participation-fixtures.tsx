import { yearsAfter } from '../../shared/calendar-date';
import { venueToday } from '../../shared/events/registration-window';
import type { Event } from '../../shared/events/schemas';
import type { Checkout, Participation } from '../../shared/participations/schemas';
import type { PublicUser } from '../../shared/users/user';

/**
 * Registrations and the events they are for, as the API answers them, for the participation
 * component tests (jsdom); and a page drawn among its routes with the router's address readable.
 */

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const PLAYER: PublicUser = {
  id: 'a'.repeat(24),
  name: 'Kavya Player',
  email: 'kavya@example.test',
  role: 'Participant',
  user_name: null,
  phone_number: '9876543210',
  address: null,
  organisation_name: null,
  account_number: null,
  bank_name: null,
  ifsc_code: null,
  account_holder_name: null,
  date_of_birth: yearsAfter(venueToday(), -20),
  date_of_birth_estimated: false,
  age: 20,
  height: null,
  gender: 'male',
  school_or_college: null,
  email_verified: true,
  pending_email: null,
  whatsapp_opt_in: false,
  language: 'en',
};

/** A category of an event: `team` players, `price` rupees (0 is free), no age or weight limit. */
export function eventCategory(
  id: string,
  name: string,
  { price, team = 1 }: { price: number; team?: number },
): Event['categories'][number] {
  return {
    category_id: id,
    price,
    currency: 'INR',
    capacity: null,
    places_left: null,
    waitlist_count: 0,
    team_payment: 'captain',
    substitutes: 0,
    roster_locks_at: null,
    category_details: {
      id,
      name,
      sports_id: 'b'.repeat(24),
      min_age: null,
      max_age: null,
      min_weight_allowed: null,
      max_weight_allowed: null,
      gender: null,
      participants_in_team: team,
      is_team_sport: team > 1,
    },
  };
}

/** A published event whose registration is open now. */
export function openEvent(categories: Event['categories'], over: Partial<Event> = {}): Event {
  return {
    id: 'e'.repeat(24),
    title: 'Mumbai Smash Badminton Open',
    start_date: day(20),
    end_date: day(20),
    registration_start_date: day(-5),
    registration_end_date: day(10),
    registration_start_time: '00:00',
    registration_end_time: '23:00',
    event_start_time: null,
    event_end_time: null,
    rewards: 'Medals',
    description: null,
    poster: '/uploads/posters/0123456789abcdef01234567.webp',
    venue_name: 'NSCI Dome',
    venue_address: 'Worli, Mumbai 400018',
    city: 'Mumbai',
    sports_id: 'b'.repeat(24),
    sport_details: { sports_name: 'Badminton' },
    host_id: 'h'.repeat(24),
    host_details: { organisation_name: 'Arena Events Mumbai', name: 'Arena Host' },
    categories,
    status: 'published',
    registration_state: 'open',
    waitlist_offer_hours: null,
    refund_policy: null,
    refund_policy_text: 'Full refund until the registration closes; no refund after.',
    cancelled_at: null,
    cancel_reason: null,
    ...over,
  };
}

/** A registration of `event`'s category as the API reads it back. */
export function registration(
  event: Event,
  category: Event['categories'][number],
  over: Partial<Participation> = {},
): Participation {
  return {
    id: 'f'.repeat(24),
    event_id: event.id,
    category_id: category.category_id,
    participant_id: PLAYER.id,
    dependant_id: null,
    dependant_details: null,
    competitor_name: PLAYER.name,
    invoice: null,
    team_name: null,
    weight_kg: null,
    members: [],
    payment_status: 'captured',
    order_id: null,
    payment_id: null,
    amount_paid: 0,
    currency: 'INR',
    captured_at: new Date().toISOString(),
    hold_expires_at: null,
    tickets: [],
    cancelled_at: null,
    refunds: [],
    created_at: new Date().toISOString(),
    event_details: {
      id: event.id,
      title: event.title,
      start_date: event.start_date,
      end_date: event.end_date,
      registration_start_date: event.registration_start_date,
      registration_end_date: event.registration_end_date,
      registration_start_time: event.registration_start_time,
      registration_end_time: event.registration_end_time,
      event_start_time: event.event_start_time,
      event_end_time: event.event_end_time,
      venue_name: event.venue_name,
      venue_address: event.venue_address,
      cancelled_at: null,
      poster: event.poster,
      sport_details: event.sport_details,
      host_details: { organisation_name: event.host_details.organisation_name },
    },
    category_details: {
      name: category.category_details.name,
      participants_in_team: category.category_details.participants_in_team,
      is_team_sport: category.category_details.participants_in_team > 1,
    },
    participant_details: {
      name: PLAYER.name,
      email: PLAYER.email,
      phone_number: PLAYER.phone_number,
      role: 'Participant',
    },
    ...over,
  };
}

/** What POST /event/participate answers: a test-checkout order, or none for a free entry. */
export function checkoutOf(p: Participation, orderId: string | null): Checkout {
  return {
    participation: p,
    order_id: orderId,
    amount_paid: p.amount_paid,
    currency: 'INR',
    provider: orderId ? 'test' : null,
    key_id: null,
    resumed: false,
  };
}

/** Draws `routes` at `url` (event-fixtures.tsx's renderRoutes, under the name these tests use). */
export { renderRoutes as renderAt } from './event-fixtures';
