import { z } from 'zod';
import { PAYMENT_STATUSES } from './payment-status';
import {
  EMAIL_PATTERN,
  dateOfBirthField,
  GENDERS,
  indianPhoneField,
  optionalNumber,
  requiredText,
} from '../auth/rules';
import { idField } from '../ids';
import { SELF_ELIGIBILITY_MSG } from './eligibility';
import { requiredMessage } from '../messages';
import { TEAM_MEMBER_STATUSES, TEAM_PAYMENTS, TEAM_SHARE_STATUSES } from '../teams/states';
import { clubField } from '../teams/club';

export const TEAM_ROLES = ['Captain', 'Vice Captain'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** §5 and §8 participation texts. */
export const PARTICIPATION_MSG = {
  oneCaptain: 'Only one Captain is allowed',
  oneViceCaptain: 'Only one Vice Captain is allowed',
  captainRequired: 'Choose a Captain for your team',
  chooseCategory: requiredMessage('Category'),
  alreadyParticipated: 'You have already participated in this event',
  dependantAlreadyRegistered: (name: string) => `${name} is already registered in this category`,
  pendingResume:
    'You have already participated in this event and payment is pending redirecting to payment page',
  notOpen: 'Registration is not open for this event',
  categoryNotInEvent: 'This category is not part of this event',
  teamSize: (n: number) => `This category needs exactly ${n} team members`,
  noMembers: 'Individual categories take no team members',
  ...SELF_ELIGIBILITY_MSG,
  weightRequired: 'Weight is required for this category',
  weightOutside: 'Your weight is outside the limits of this category',
  notYou: 'You can only register yourself',
  paidCannotDelete: 'A paid registration cannot be deleted',
  cancelled: 'Payment was cancelled.',
  failed: 'Payment failed. Please try again.',
  scriptFailed: 'Something Went Wrong Please Try Again Later.',
  verifyFailed: 'Payment verification failed',
  paidAfterCancel:
    'This registration was cancelled before your payment arrived. The payment is recorded and refunded in full automatically.',
  switchPaidTooLate:
    'This category change no longer applies: the registration changed before your payment arrived. The payment is recorded and refunded in full automatically.',
  paidForCancelledEvent:
    'This event was cancelled by its host while your payment was on its way. The payment is recorded and refunded in full automatically.',
  providerDown: 'The payment service is not answering. Please try again in a minute.',
  successText: (name: string, orderId: string) =>
    `Payment is Successfull for event ${name} and your order id is ${orderId}`,
  /** A free entry's confirmation: no payment, no order (successText is for paid ones, §2). */
  registeredText: (name: string, registrationId: string) =>
    `You are registered for ${name}. Your registration id is ${registrationId}`,
} as const;

const MemberSchema = z.object({
  name: requiredText('Name', 120),
  email: z
    .string({ error: requiredMessage('Email') })
    .trim()
    .min(1, requiredMessage('Email'))
    .max(254)
    .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  phone: indianPhoneField('Phone'),
  role: z.preprocess((v) => (v === '' ? null : v), z.enum(TEAM_ROLES).nullish()),
  // Required only where the category restricts age or gender (checked against the category).
  date_of_birth: z.preprocess((v) => (v === '' ? null : v), dateOfBirthField.nullish()),
  gender: z.preprocess(
    (v) => (v === '' ? null : v),
    z.enum(GENDERS, { error: 'Gender must be male or female' }).nullish(),
  ),
});

/** A team has exactly one Captain and at most one Vice Captain (§5). */
function checkRoles(members: Array<{ role?: TeamRole | null }>, ctx: z.RefinementCtx) {
  const count = (role: TeamRole) => members.filter((m) => m.role === role).length;
  if (count('Captain') > 1)
    ctx.addIssue({ code: 'custom', message: PARTICIPATION_MSG.oneCaptain, path: ['members'] });
  if (count('Vice Captain') > 1) {
    ctx.addIssue({ code: 'custom', message: PARTICIPATION_MSG.oneViceCaptain, path: ['members'] });
  }
  // Individual entries have no members; a team without a Captain leaves the host nobody to call.
  if (members.length > 0 && count('Captain') === 0)
    ctx.addIssue({ code: 'custom', message: PARTICIPATION_MSG.captainRequired, path: ['members'] });
}

const teamFields = {
  team_name: z
    .string()
    .trim()
    .max(120, 'Team Name must be at most 120 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  members: z.array(MemberSchema).max(50).default([]),
  weight_kg: optionalNumber('Weight', 10, 300),
};

export const ParticipateRequestSchema = z
  .object({
    event_id: idField,
    category_id: z
      .string({ error: PARTICIPATION_MSG.chooseCategory })
      .min(1, PARTICIPATION_MSG.chooseCategory)
      .pipe(idField),
    participant_id: idField.optional(),
    /** Who competes when it is not the account holder: one of the caller's dependants. */
    dependant_id: z.preprocess((v) => (v === '' ? null : v), idField.nullish()),
    ...teamFields,
    /** The club it competes for (issue 28), alone or as a team; blank for none. */
    club: clubField,
  })
  .superRefine((v, ctx) => checkRoles(v.members, ctx));
export type ParticipateRequest = z.input<typeof ParticipateRequestSchema>;

/** Editing changes the team only: event, category and payment stay. */
export const ParticipationUpdateSchema = z
  .object({ team_name: teamFields.team_name, members: teamFields.members })
  .superRefine((v, ctx) => checkRoles(v.members, ctx));
export type ParticipationUpdate = z.input<typeof ParticipationUpdateSchema>;

export const PaymentVerifySchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type PaymentVerify = z.input<typeof PaymentVerifySchema>;

export const TestCompleteSchema = z.object({
  order_id: z.string().min(1).max(100),
  outcome: z.enum(['paid', 'failed']),
});

export const ParticipationSchema = z.object({
  id: z.string(),
  event_id: z.string(),
  category_id: z.string(),
  participant_id: z.string(),
  /** The dependant who competes, or null when the account holder does. */
  dependant_id: z.string().nullable(),
  dependant_details: z
    .object({ name: z.string(), date_of_birth: z.string(), gender: z.enum(GENDERS) })
    .nullable(),
  /** Who competes: the dependant's name, else the account holder's. */
  competitor_name: z.string(),
  team_name: z.string().nullable(),
  weight_kg: z.number().nullable(),
  members: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      role: z.enum(TEAM_ROLES).nullable(),
      date_of_birth: z.string().nullable(),
      gender: z.enum(GENDERS).nullable(),
      /** Issue 28: the member's account on a team that formed itself (null: typed in). */
      user_id: z.string().nullable().optional(),
      /** Their index on the registration: their ticket's member_index. */
      position: z.number().optional(),
    }),
  ),
  /** The club it competes for (issue 28); the draw keeps clubs apart. */
  club: z.string().nullable().optional(),
  /**
   * A team that formed itself (issue 28): its roster with each member's state (and, split, their
   * share's), for the host's lists and its members' views; null for other registrations.
   */
  team: z
    .object({
      id: z.string(),
      payment: z.enum(TEAM_PAYMENTS),
      complete: z.boolean(),
      members: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          status: z.enum(TEAM_MEMBER_STATUSES),
          role: z.enum(TEAM_ROLES).nullable(),
          share_status: z.enum(TEAM_SHARE_STATUSES).nullable(),
        }),
      ),
    })
    .nullable()
    .optional(),
  payment_status: z.enum(PAYMENT_STATUSES),
  order_id: z.string().nullable(),
  payment_id: z.string().nullable(),
  amount_paid: z.number(),
  currency: z.string(),
  captured_at: z.string().nullable(),
  /** Until when an unpaid registration holds its place (issue 15); null: unlimited category. */
  hold_expires_at: z.string().nullable(),
  /**
   * Event-day tickets (issue 17) of a paid registration, one per team member: the QR's token,
   * the QR itself and the bib number. On the participant's own reads and single reads only.
   */
  tickets: z
    .array(
      z.object({
        member_index: z.number(),
        name: z.string(),
        token: z.string(),
        qr_svg_url: z.string(),
        /**
         * The registration's bib number (issue 27): given once per event in order of payment,
         * the same on a team's tickets, never changed; null only on a registration without one.
         */
        bib: z.number().int().nullable(),
      }),
    )
    .optional(),
  /** Set when the registration was cancelled (issue 16); its refunds below. */
  cancelled_at: z.string().nullable(),
  refunds: z.array(
    z.object({
      id: z.string(),
      amount: z.number(),
      status: z.enum(['refund_pending', 'refunded', 'refund_failed']),
      created_at: z.string(),
    }),
  ),
  /** The GST document of its payment (issue 26): GET …/invoice serves it as a PDF. */
  invoice: z
    .object({ number: z.string(), kind: z.enum(['tax_invoice', 'bill_of_supply']) })
    .nullable(),
  created_at: z.string(),
  event_details: z.object({
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
    venue_name: z.string(),
    venue_address: z.string(),
    /** Set when the host cancelled the event (issue 16). */
    cancelled_at: z.string().nullable(),
    poster: z.string(),
    sport_details: z.object({ sports_name: z.string() }),
    host_details: z.object({ organisation_name: z.string().nullable() }),
  }),
  category_details: z.object({
    name: z.string(),
    participants_in_team: z.number(),
    is_team_sport: z.boolean(),
  }),
  /** The account holder: contact details stay theirs when a dependant competes. */
  participant_details: z.object({
    name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    role: z.string(),
  }),
});
export type Participation = z.infer<typeof ParticipationSchema>;

/** What the browser needs to open the checkout (public key id only, never a secret). */
export const CheckoutSchema = z.object({
  participation: ParticipationSchema,
  order_id: z.string().nullable(),
  amount_paid: z.number(),
  currency: z.string(),
  provider: z.enum(['razorpay', 'test']).nullable(),
  key_id: z.string().nullable(),
  /** A pending registration was found and its payment resumes (§8 info text). */
  resumed: z.boolean(),
});
export type Checkout = z.infer<typeof CheckoutSchema>;

/**
 * Who competes, as lists, receipts and mails show it: "Aarav Sharma (registered by Priya
 * Sharma)" for a dependant, the account holder's name otherwise. Kept with the schemas: only app
 * pages (which load them anyway) and the server show it, never the public pages.
 */
export function competitorLabel(p: {
  dependant_id: string | null;
  competitor_name: string;
  participant_details: { name: string };
}): string {
  return p.dependant_id
    ? `${p.competitor_name} (registered by ${p.participant_details.name})`
    : p.participant_details.name;
}
