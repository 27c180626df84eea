import type { z } from 'zod';
import {
  EVENT_MSG,
  EVENT_TAX_MSG,
  EventCreateSchema,
  EventUpdateSchema,
  type Event,
} from '../../../shared/events/schemas';
import { EVENT_UTC_OFFSET, venueClock } from '../../../shared/events/registration-window';
import { GST_DEFAULTS } from '../../../shared/money/gst';

/**
 * The event form's schema: §5's create or update rules, plus the venue's state (optional for the
 * API's older clients, required here) and, for an admin, the host.
 */
export type EventFormSchema = z.ZodType<
  z.output<typeof EventUpdateSchema>,
  z.input<typeof EventUpdateSchema>
>;
export type EventFormValues = z.input<typeof EventUpdateSchema>;
export type EventFormOutput = z.output<typeof EventUpdateSchema>;
export type EventFormMode = 'create' | 'edit';

export function eventFormSchema(mode: EventFormMode, isAdmin: boolean): EventFormSchema {
  const base = mode === 'create' ? EventCreateSchema : EventUpdateSchema;
  return base.superRefine((v, ctx) => {
    // An empty choice is refused by the shared rule; left out, only here.
    if (v.venue_state === undefined)
      ctx.addIssue({ code: 'custom', message: EVENT_TAX_MSG.venueState, path: ['venue_state'] });
    if (isAdmin && !v.host_id)
      ctx.addIssue({ code: 'custom', message: EVENT_MSG.hostRequired, path: ['host_id'] });
  });
}

/** The GST terms as the form holds them: always filled, the defaults to start with. */
type GstForm = { sac: string; description: string; rate_percent: string };

const gstFormValue = (gst: Event['gst'] | null): GstForm => {
  const terms = gst ?? GST_DEFAULTS;
  return {
    sac: terms.sac,
    description: terms.description,
    rate_percent: String(terms.rate_percent),
  };
};

/**
 * The terms to send: null when they are the defaults, so the event follows GST_DEFAULTS if the
 * law changes them (a copy would keep the old rate on its invoices).
 */
export function gstToSend(gst: EventFormOutput['gst']): EventFormOutput['gst'] {
  if (!gst) return null;
  const same =
    gst.sac === GST_DEFAULTS.sac &&
    gst.description === GST_DEFAULTS.description &&
    gst.rate_percent === GST_DEFAULTS.rate_percent;
  return same ? null : gst;
}

/**
 * A refund policy as the form holds it (issue 16): null is the default policy. Numbers stay as
 * typed; an empty one is left out, because the shared schema would read '' as 0 and quietly save
 * "0 days" or "0 %", while a missing number is refused under its field.
 */
export type RefundStepForm = { days_before: string | undefined; percent: string | undefined };
export type RefundPolicyForm = { steps: RefundStepForm[]; fee?: string };

export const MAX_REFUND_STEPS = 5;

/** The event's policy (API shape) as form fields. */
export function refundPolicyFormValue(policy: Event['refund_policy']): RefundPolicyForm | null {
  if (!policy) return null;
  return {
    steps: policy.steps.map((s) => ({
      days_before: String(s.days_before),
      percent: String(s.percent),
    })),
    fee: String(policy.fee),
  };
}

/** A step to fill in. */
export const newRefundStep = (): RefundStepForm => ({ days_before: undefined, percent: undefined });

/** A custom policy's first look: one step to fill in, no fee. */
export const newCustomRefundPolicy = (): RefundPolicyForm => ({
  steps: [newRefundStep()],
  fee: '0',
});

/** A typed number as the form keeps it: empty is left out (see RefundPolicyForm). */
export const refundNumber = (typed: string): string | undefined =>
  typed.trim() === '' ? undefined : typed;

/** A chosen category as the form holds it. */
type CategoryEntry = EventFormValues['categories'][number];

/**
 * A team category's settings (issue 28) as the form holds them: who pays, substitutes as typed,
 * and the roster lock as an instant at India's offset (null: when registration closes). Only team
 * categories carry them, so an individual category's write leaves them out.
 */
type TeamSettings = Pick<CategoryEntry, 'team_payment' | 'substitutes' | 'roster_locks_at'>;

const isTeam = (participantsInTeam: number) => participantsInTeam > 1;

/** A category just ticked: no fee yet, unlimited places, and a team's usual settings. */
export function newCategoryEntry(categoryId: string, participantsInTeam: number): CategoryEntry {
  const entry = { category_id: categoryId, price: '', capacity: '' };
  if (!isTeam(participantsInTeam)) return entry;
  return { ...entry, team_payment: 'captain', substitutes: '0', roster_locks_at: null };
}

/** The roster lock as a datetime-local input shows it: India's wall clock, to the minute. */
export function rosterLockInput(lock: unknown): string {
  if (typeof lock !== 'string' || lock === '') return '';
  const at = new Date(lock);
  if (Number.isNaN(at.getTime())) return '';
  const { date, time } = venueClock(at);
  return `${date}T${time}`;
}

/** A datetime-local input's value (India time) as the instant the API takes; empty: none. */
export const rosterLockFromInput = (typed: string): string | null =>
  typed ? `${typed.slice(0, 16)}:00${EVENT_UTC_OFFSET}` : null;

function teamSettingsFormValue(c: Event['categories'][number]): TeamSettings {
  if (!isTeam(c.category_details.participants_in_team)) return {};
  return {
    team_payment: c.team_payment,
    substitutes: String(c.substitutes),
    roster_locks_at: c.roster_locks_at
      ? rosterLockFromInput(rosterLockInput(c.roster_locks_at))
      : null,
  };
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
      venue_state: '',
      gst: gstFormValue(null),
      poster: '',
      categories: [],
      waitlist_offer_hours: '',
      refund_policy: null,
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
    // Events made before issue 26 have none: the host is asked for it at the next edit.
    venue_state: event.venue_state ?? '',
    gst: gstFormValue(event.gst),
    poster: event.poster,
    waitlist_offer_hours:
      event.waitlist_offer_hours === null ? '' : String(event.waitlist_offer_hours),
    refund_policy: refundPolicyFormValue(event.refund_policy),
    categories: event.categories.map((c) => ({
      category_id: c.category_id,
      price: String(c.price),
      capacity: c.capacity === null ? '' : String(c.capacity),
      ...teamSettingsFormValue(c),
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
      `categories.${i}.team_payment`,
      `categories.${i}.substitutes`,
      `categories.${i}.roster_locks_at`,
    ]),
    'gst.sac',
    'gst.description',
    'gst.rate_percent',
    // The policy's own rules (order, unique days) come back on its steps or on the whole.
    'refund_policy.steps',
    'refund_policy.fee',
    ...(values.refund_policy?.steps ?? []).flatMap((_, i) => [
      `refund_policy.steps.${i}.days_before`,
      `refund_policy.steps.${i}.percent`,
    ]),
  ];
}
