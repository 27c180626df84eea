import type { Event } from '../../../shared/events/schemas';
import { registrationState } from '../../../shared/events/registration-window';
import type { Participation } from '../../../shared/participations/schemas';

/**
 * The event card needs an Event; a registration carries what the card shows of its event
 * (`event_details`), so the dashboard builds one instead of fetching every event again. Fields
 * the card does not show on a dashboard stay empty.
 */
export function eventOfRegistration(p: Participation, now: Date = new Date()): Event {
  const e = p.event_details;
  return {
    id: e.id,
    title: e.title,
    start_date: e.start_date,
    end_date: e.end_date,
    registration_start_date: e.registration_start_date,
    registration_end_date: e.registration_end_date,
    registration_start_time: e.registration_start_time,
    registration_end_time: e.registration_end_time,
    event_start_time: e.event_start_time,
    event_end_time: e.event_end_time,
    rewards: '',
    description: null,
    poster: e.poster,
    venue_name: e.venue_name,
    venue_address: e.venue_address,
    city: '',
    sports_id: '',
    sport_details: e.sport_details,
    waitlist_offer_hours: null,
    refund_policy: null,
    refund_policy_text: '',
    cancelled_at: e.cancelled_at,
    cancel_reason: null,
    host_id: '',
    host_details: { organisation_name: e.host_details.organisation_name, name: '' },
    categories: [],
    // Only a published event takes registrations.
    status: 'published',
    registration_state: registrationState(e, now),
  };
}
