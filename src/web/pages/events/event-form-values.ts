import type { z } from 'zod';
import {
  EVENT_MSG,
  EventCreateSchema,
  EventUpdateSchema,
  type Event,
} from '../../../shared/events/schemas';

/** The event form's schema: §5's create or update rules, plus an admin must pick the host. */
export type EventFormSchema = z.ZodType<
  z.output<typeof EventUpdateSchema>,
  z.input<typeof EventUpdateSchema>
>;
export type EventFormValues = z.input<typeof EventUpdateSchema>;
export type EventFormOutput = z.output<typeof EventUpdateSchema>;
export type EventFormMode = 'create' | 'edit';

export function eventFormSchema(mode: EventFormMode, isAdmin: boolean): EventFormSchema {
  const base = mode === 'create' ? EventCreateSchema : EventUpdateSchema;
  if (!isAdmin) return base;
  return base.superRefine((v, ctx) => {
    if (!v.host_id)
      ctx.addIssue({ code: 'custom', message: EVENT_MSG.hostRequired, path: ['host_id'] });
  });
}

/** The form's first values: empty for a new event, the event's own when editing. */
export function eventFormDefaults(event?: Event): EventFormValues {
  if (!event) {
    return {
      title: '',
      sports_id: '',
      host_id: undefined,
      start_date: '',
      end_date: '',
      registration_start_date: '',
      registration_start_time: '',
      registration_end_date: '',
      registration_end_time: '',
      event_start_time: '',
      event_end_time: '',
      rewards: '',
      description: '',
      venue_name: '',
      venue_address: '',
      city: '',
      poster: '',
      categories: [],
      waitlist_offer_hours: '',
    };
  }
  return {
    title: event.title,
    sports_id: event.sports_id,
    host_id: event.host_id,
    start_date: event.start_date,
    end_date: event.end_date,
    registration_start_date: event.registration_start_date,
    registration_start_time: event.registration_start_time ?? '',
    registration_end_date: event.registration_end_date,
    registration_end_time: event.registration_end_time ?? '',
    event_start_time: event.event_start_time ?? '',
    event_end_time: event.event_end_time ?? '',
    rewards: event.rewards,
    description: event.description ?? '',
    venue_name: event.venue_name,
    venue_address: event.venue_address,
    city: event.city,
    poster: event.poster,
    waitlist_offer_hours:
      event.waitlist_offer_hours === null ? '' : String(event.waitlist_offer_hours),
    categories: event.categories.map((c) => ({
      category_id: c.category_id,
      price: String(c.price),
      capacity: c.capacity === null ? '' : String(c.capacity),
    })),
  };
}

/** Field names the server may name in a 400 answer's `fields`. */
export function knownFieldNames(values: EventFormValues): string[] {
  return [
    ...Object.keys(eventFormDefaults()),
    ...values.categories.flatMap((_, i) => [
      `categories.${i}.price`,
      `categories.${i}.capacity`,
      `categories.${i}.category_id`,
    ]),
  ];
}
