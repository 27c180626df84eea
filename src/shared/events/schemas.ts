import { z } from 'zod';
import { idField } from '../ids';
import { requiredMessage } from '../messages';
import { optionalText, requiredText } from '../auth/rules';
import { CategorySchema } from '../catalog/schemas';
import { EVENT_MSG } from './messages';
import { eventInstants, venueToday } from './registration-window';
import { capacityField } from '../places/places';
import { feeExceedsPrice, REFUND_MSG, RefundPolicySchema } from '../refunds/policy';
import { isCalendarDate, notARealDate, yearsAfter } from '../calendar-date';
import { isStateCode } from '../money/tax-ids';
import { GST_RATES, SAC_RE } from '../money/gst';
import { TEAM_PAYMENTS } from '../teams/states';

export { EVENT_MSG };

/** The texts of the venue's state and the GST terms (issue 26). */
export const EVENT_TAX_MSG = {
  venueState: 'Choose the state or union territory of the venue',
  sac: 'A SAC is 4 to 8 digits',
  description: 'Describe the service in 2 to 120 characters',
  rate: `Choose a GST rate: ${GST_RATES.join(', ')} %`,
} as const;

/** The texts of a team category's settings on an event (issue 28). */
export const EVENT_TEAM_MSG = {
  teamPayment: 'Choose who pays: the captain, or each player a share',
  substitutes: 'Substitutes must be a whole number from 0 to 20',
  rosterLock: 'The roster lock must be a date and time',
  rosterLockAfterStart: 'The roster cannot lock after the event starts',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const dateField = (label: string) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    // Accept a full ISO timestamp from older clients; keep the calendar date.
    .transform((v) => v.slice(0, 10))
    .refine(isCalendarDate, notARealDate(label));

/** How far ahead an event may be dated (issue 24): past it, a date is a typo (2062 for 2026). */
const YEARS_AHEAD = 5;

const timeField = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.string().trim().regex(TIME, `${label} must be a time like 09:30`).nullable(),
  );

/** Prices are rupees as numbers (§7), up to two decimals; stored as paise. */
const priceField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: 'Price must be a number' })
    .min(0, 'Price cannot be negative')
    .max(1_000_000, 'Price must be at most 1000000')
    .refine(
      (v) =>
        Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      'Price can have at most two decimals',
    ),
);

const posterField = z
  .string({ error: requiredMessage('Poster') })
  .trim()
  .min(1, requiredMessage('Poster'))
  .max(500)
  .refine(
    (v) => v.startsWith('/uploads/') || /^https:\/\/[^\s]+$/.test(v),
    'Poster must be an uploaded image',
  );

/**
 * The state or union territory of the venue, the place of supply of an entry (IGST Act s. 12(6)):
 * its code in any letter case. Optional for the API's older clients; the form requires it.
 */
const venueStateField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  // A refinement, not z.enum: an enum's refusal would stop the date rules of checkEvent.
  z.string({ error: EVENT_TAX_MSG.venueState }).refine(isStateCode, EVENT_TAX_MSG.venueState),
);

/** What the host's GST documents say of an entry; null: GST_DEFAULTS. */
const EventGstSchema = z.object({
  sac: z.string({ error: EVENT_TAX_MSG.sac }).trim().regex(SAC_RE, EVENT_TAX_MSG.sac),
  description: z
    .string({ error: EVENT_TAX_MSG.description })
    .trim()
    .min(2, EVENT_TAX_MSG.description)
    .max(120, EVENT_TAX_MSG.description),
  // A select sends the rate as text.
  rate_percent: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: EVENT_TAX_MSG.rate })
      .refine((r) => (GST_RATES as readonly number[]).includes(r), EVENT_TAX_MSG.rate),
  ),
});

/**
 * A team category's settings (issue 28), each optional on a write: left out, it stays as it is
 * (a new category: the captain pays, no substitutes, the roster locks when registration closes).
 */
const teamSettingFields = {
  team_payment: z.enum(TEAM_PAYMENTS, { error: EVENT_TEAM_MSG.teamPayment }).optional(),
  // A form's number field may send text.
  substitutes: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: EVENT_TEAM_MSG.substitutes })
      .int(EVENT_TEAM_MSG.substitutes)
      .min(0, EVENT_TEAM_MSG.substitutes)
      .max(20, EVENT_TEAM_MSG.substitutes)
      .optional(),
  ),
  // An instant with its offset (2026-05-01T18:00:00+05:30); empty or null: registration's close.
  roster_locks_at: z.preprocess(
    (v) => (v === '' ? null : v),
    z.iso.datetime({ offset: true, error: EVENT_TEAM_MSG.rosterLock }).nullish(),
  ),
};

const eventFields = {
  title: requiredText('Title', 120),
  start_date: dateField('Start Date'),
  end_date: dateField('End Date'),
  registration_start_date: dateField('Registration Start Date'),
  registration_end_date: dateField('Registration End Date'),
  registration_start_time: timeField('Registration Start Time'),
  registration_end_time: timeField('Registration End Time'),
  event_start_time: timeField('Event Start Time').optional(),
  event_end_time: timeField('Event End Time').optional(),
  rewards: requiredText('Rewards', 500),
  description: optionalText('Description', 5000),
  poster: posterField,
  venue_name: requiredText('Venue Name', 200),
  venue_address: requiredText('Venue Address', 500),
  // Optional: left blank, the server takes it from the venue address (search.ts cityFromAddress).
  city: optionalText('City', 100).optional(),
  // Left out of a write (older clients), it stays as it is; a new event has none then.
  // Null: none given (events from before issue 26 read back so); the form requires one.
  venue_state: venueStateField.nullish(),
  // Null: the defaults. Left out of a write, it stays as it is.
  gst: EventGstSchema.nullish(),
  categories: z
    .array(
      // capacity: left out, it stays as it is; empty or null, unlimited (issue 15).
      z.object({
        category_id: idField,
        price: priceField,
        capacity: capacityField.optional(),
        ...teamSettingFields,
      }),
      {
        error: 'Choose at least one category',
      },
    )
    .min(1, 'Choose at least one category')
    .max(50),
  // How long a waitlist offer stands, in hours (empty: the site's default).
  waitlist_offer_hours: z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'Offer time must be a number of hours' })
      .int('Offer time must be a whole number of hours')
      .min(1, 'Offer time must be at least 1 hour')
      .max(168, 'Offer time must be at most 168 hours')
      .nullish(),
  ),
  // The host's refund policy (issue 16); null: the default. Left out of a write, it stays.
  refund_policy: RefundPolicySchema.nullish(),
  host_id: idField.optional(),
};

type CheckedInput = {
  start_date: string;
  end_date: string;
  registration_start_date: string;
  registration_end_date: string;
  registration_start_time: string | null;
  registration_end_time: string | null;
  event_start_time?: string | null;
  event_end_time?: string | null;
  categories: Array<{ category_id: string; price: number; roster_locks_at?: string | null }>;
  refund_policy?: { fee: number } | null;
};

/**
 * The §5 date rules with their exact texts, the five-year horizon and the cancellation fee
 * against the prices (issue 24), each on the field it concerns.
 */
function checkEvent(v: CheckedInput, ctx: z.RefinementCtx) {
  const t = eventInstants(v);
  if (t.closesAt < t.opensAt) {
    ctx.addIssue({
      code: 'custom',
      message: EVENT_MSG.registrationOrder,
      path: ['registration_end_date'],
    });
  }
  if (v.registration_end_date > v.start_date) {
    ctx.addIssue({
      code: 'custom',
      message: EVENT_MSG.registrationAfterStart,
      path: ['registration_end_date'],
    });
  }
  if (v.end_date < v.start_date) {
    ctx.addIssue({ code: 'custom', message: EVENT_MSG.eventOrder, path: ['end_date'] });
  }
  // A one-day event cannot end before it starts (times are HH:mm, so text order is time order).
  if (
    v.end_date === v.start_date &&
    v.event_start_time &&
    v.event_end_time &&
    v.event_end_time < v.event_start_time
  ) {
    ctx.addIssue({ code: 'custom', message: EVENT_MSG.timeOrder, path: ['event_end_time'] });
  }
  const latest = yearsAfter(venueToday(), YEARS_AHEAD);
  const tooFar = v.start_date > latest ? 'start_date' : v.end_date > latest ? 'end_date' : null;
  if (tooFar) ctx.addIssue({ code: 'custom', message: EVENT_MSG.tooFarAhead, path: [tooFar] });
  const toMinor = (rupees: number) => Math.round(rupees * 100);
  if (
    v.refund_policy &&
    feeExceedsPrice(
      toMinor(v.refund_policy.fee),
      v.categories.map((c) => toMinor(c.price)),
    )
  ) {
    ctx.addIssue({
      code: 'custom',
      message: REFUND_MSG.feeAbovePrice,
      path: ['refund_policy', 'fee'],
    });
  }
  v.categories.forEach((c, i) => {
    if (c.roster_locks_at && new Date(c.roster_locks_at) > t.startsAt) {
      ctx.addIssue({
        code: 'custom',
        message: EVENT_TEAM_MSG.rosterLockAfterStart,
        path: ['categories', i, 'roster_locks_at'],
      });
    }
  });
  const ids = v.categories.map((c) => c.category_id);
  if (new Set(ids).size !== ids.length) {
    ctx.addIssue({ code: 'custom', message: EVENT_MSG.duplicateCategory, path: ['categories'] });
  }
}

const EVENT_STATUS = ['draft', 'published'] as const;

/** A new event is a draft unless the request asks to publish it at once. */
export const EventCreateSchema = z
  .object({
    ...eventFields,
    status: z.enum(EVENT_STATUS).default('draft'),
    sports_id: z
      .string({ error: requiredMessage('Sport') })
      .min(1, requiredMessage('Sport'))
      .pipe(idField),
  })
  .superRefine(checkEvent);
export type EventCreate = z.input<typeof EventCreateSchema>;

/** §5: the sport is required on create; an edit may leave it out (it stays) or change it. */
export const EventUpdateSchema = z
  .object({ ...eventFields, sports_id: idField.optional() })
  .superRefine(checkEvent);
export type EventUpdate = z.input<typeof EventUpdateSchema>;

const EventCategorySchema = z.object({
  category_id: z.string(),
  price: z.number(),
  currency: z.string(),
  /** Places (issue 15): null is unlimited; places_left counts what a new registration can take. */
  capacity: z.number().nullable(),
  places_left: z.number().nullable(),
  waitlist_count: z.number(),
  /**
   * A team category's settings (issue 28): who pays (the captain the whole price, or each member
   * a share), how many may join beyond the team size, and when its rosters lock (null: when
   * registration closes). Individual categories carry the defaults.
   */
  team_payment: z.enum(TEAM_PAYMENTS),
  substitutes: z.number(),
  roster_locks_at: z.string().nullable(),
  category_details: CategorySchema.omit({ sport_details: true }),
});

export const EventSchema = z.object({
  id: z.string(),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  registration_start_date: z.string(),
  registration_end_date: z.string(),
  registration_start_time: z.string(),
  registration_end_time: z.string(),
  event_start_time: z.string().nullable(),
  event_end_time: z.string().nullable(),
  rewards: z.string(),
  description: z.string().nullable(),
  poster: z.string(),
  venue_name: z.string(),
  venue_address: z.string(),
  /** The city the public search filters on (issue 13). */
  city: z.string(),
  /**
   * The state or union territory of the venue (a code of shared/money/tax-ids.ts), the place of
   * supply on its GST documents; null on events made before issue 26. The GST terms are the
   * defaults filled in when the host set none. Both are left out where an event is rebuilt from a
   * registration (the dashboard's cards).
   */
  venue_state: z.string().nullable().optional(),
  gst: z.object({ sac: z.string(), description: z.string(), rate_percent: z.number() }).optional(),
  sports_id: z.string(),
  sport_details: z.object({ sports_name: z.string() }),
  host_id: z.string(),
  host_details: z.object({ organisation_name: z.string().nullable(), name: z.string() }),
  categories: z.array(EventCategorySchema),
  status: z.enum(EVENT_STATUS),
  /** Whether anyone holds a registration (categories and prices are then locked). Host/admin reads only. */
  has_registrations: z.boolean().optional(),
  /**
   * A category has been drawn (issue 18): the results page has brackets to show. Left out where
   * an event is rebuilt from a registration (the dashboard's cards).
   */
  has_results: z.boolean().optional(),
  /** Derived on the server from the §4 rules at the time of the answer. */
  registration_state: z.enum(['not_open', 'open', 'closed', 'over']),
  /** How long a waitlist offer stands (hours); null: the site's default. */
  waitlist_offer_hours: z.number().nullable(),
  /** The host's refund policy (issue 16); null: the default. */
  refund_policy: z
    .object({
      steps: z.array(z.object({ days_before: z.number(), percent: z.number() })),
      fee: z.number(),
    })
    .nullable(),
  /** The policy in plain words, as the event page shows it. */
  refund_policy_text: z.string(),
  /** Set when the host cancelled the event; registration is then closed. */
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type Event = z.infer<typeof EventSchema>;

export const EVENT_STATUSES = ['not_open', 'open', 'closed', 'over', 'upcoming', 'past'] as const;
