import type { MessageKey } from '../i18n/catalogs';

/**
 * Events carry calendar dates and clock times in the venue's local time. Matchday's venues are in
 * India, which keeps one offset all year (IST, UTC+05:30, no daylight saving), so every instant
 * below is that date and time at +05:30 (docs/decisions/004-event-times.md).
 */
export const EVENT_UTC_OFFSET = '+05:30';
export const DEFAULT_REGISTRATION_START_TIME = '00:00';
export const DEFAULT_REGISTRATION_END_TIME = '23:59';

export type EventDates = {
  start_date: string; // YYYY-MM-DD
  end_date: string;
  registration_start_date: string;
  registration_end_date: string;
  registration_start_time?: string | null; // HH:mm
  registration_end_time?: string | null;
  event_start_time?: string | null;
  /** Drafts never open for registration (issue 13); rows without a status are published. */
  status?: EventStatus;
  /** A cancelled event is closed to registration until it is over (issue 16). */
  cancelled_at?: Date | string | null;
};

type EventStatus = 'draft' | 'published';

export type RegistrationState = 'not_open' | 'open' | 'closed' | 'over';

/** The instant a venue-local date and time stands for. */
export function venueInstant(date: string, time = '00:00'): Date {
  return new Date(`${date}T${time.slice(0, 5)}:00${EVENT_UTC_OFFSET}`);
}

/** The key instants of an event: registration opens and closes, the event starts and is over. */
export function eventInstants(e: EventDates) {
  const opensAt = venueInstant(
    e.registration_start_date,
    e.registration_start_time || DEFAULT_REGISTRATION_START_TIME,
  );
  const closesAt = venueInstant(
    e.registration_end_date,
    e.registration_end_time || DEFAULT_REGISTRATION_END_TIME,
  );
  const startsAt = venueInstant(e.start_date, e.event_start_time || '00:00');
  // "Over after end_date": at the end of the last day.
  const endsAt = new Date(venueInstant(e.end_date).getTime() + 24 * 60 * 60 * 1000);
  return { opensAt, closesAt, startsAt, endsAt };
}

/**
 * §4 registration window: open when now is at or after the registration start and before the
 * registration end; the event is over after its end date.
 */
export function registrationState(e: EventDates, now: Date = new Date()): RegistrationState {
  return stateAt({ ...eventInstants(e), cancelled: Boolean(e.cancelled_at) }, now);
}

/**
 * The same rule on the instants (the server keeps them on each row, so lists need not re-derive
 * them). The one TypeScript copy; the SQL copy is events/list.ts `statusFilter`, and a property
 * test holds the two to each other at every boundary.
 */
export function stateAt(
  i: { opensAt: Date; closesAt: Date; endsAt: Date; cancelled?: boolean },
  now: Date,
): RegistrationState {
  const t = now.getTime();
  if (t >= i.endsAt.getTime()) return 'over';
  if (i.cancelled) return 'closed';
  if (t < i.opensAt.getTime()) return 'not_open';
  if (t < i.closesAt.getTime()) return 'open';
  return 'closed';
}

export function isRegistrationOpen(e: EventDates, now: Date = new Date()): boolean {
  return e.status !== 'draft' && registrationState(e, now) === 'open';
}

/** The venue's wall clock at an instant: its date (YYYY-MM-DD) and time (HH:mm). */
export function venueClock(now: Date = new Date()): { date: string; time: string } {
  const [h = 0, m = 0] = EVENT_UTC_OFFSET.slice(1).split(':').map(Number);
  const sign = EVENT_UTC_OFFSET.startsWith('-') ? -1 : 1;
  const local = new Date(now.getTime() + sign * (h * 60 + m) * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** Today's calendar date at the venue (YYYY-MM-DD). */
export function venueToday(now: Date = new Date()): string {
  return venueClock(now).date;
}

/** When the next day starts at the venue (its offset is fixed: no summer time). */
export function nextVenueDay(now: Date = new Date()): Date {
  return venueInstant(venueToday(new Date(now.getTime() + 86_400_000)));
}

/** Publishing refuses an event whose start date is before today at the venue (issue 13). */
export function startsInPast(e: Pick<EventDates, 'start_date'>, now: Date = new Date()): boolean {
  return e.start_date < venueToday(now);
}

/** Publishing now would open registration at once (its start is already past). */
export function opensOnPublish(e: EventDates, now: Date = new Date()): boolean {
  return registrationState(e, now) === 'open';
}

type BannerKey = Extract<MessageKey, `event.banner.${string}`>;

/**
 * §2 event detail banners of a registration state, in display order, as the messages the page
 * words in its language ('event.banner.opens' takes the registration start date as {date}).
 */
export function eventBanners(state: RegistrationState): BannerKey[] {
  if (state === 'not_open') return ['event.banner.opens'];
  if (state === 'closed') return ['event.banner.closed'];
  if (state === 'over') return ['event.banner.closed', 'event.banner.results'];
  return [];
}

/** §4 dashboard split: upcoming when the event starts in the future. */
export function isUpcoming(e: EventDates, now: Date = new Date()): boolean {
  return eventInstants(e).startsAt.getTime() > now.getTime();
}
