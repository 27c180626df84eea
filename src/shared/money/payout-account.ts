import { z } from 'zod';
import {
  ACCOUNT_NUMBER_RE,
  GSTIN_MSG,
  IFSC_RE,
  PAN_RE,
  STATE_CODES,
  gstinMatchesPan,
  gstinProblem,
  type StateCode,
} from './tax-ids';

/**
 * A host's payout account (issue 26): who gets the host's share of each payment, as Razorpay
 * Route's linked account needs it. The settings form and PUT /host/payout-account both parse
 * with this schema, so a host sees a mistake before the provider refuses it days later.
 */

export const PAYOUT_MSG = {
  legalName: 'Please enter the legal name, 2 to 120 characters, as on the PAN',
  businessType: 'Please choose the kind of business',
  pan: 'A PAN is 5 letters, 4 digits and a letter, like ABCDE1234F',
  gstState: 'Please choose the state or union territory of your GST registration',
  street: 'Please enter the street address, 5 to 200 characters',
  city: 'Please enter the city, 2 to 80 characters',
  state: 'Please choose the state or union territory',
  postalCode: 'A PIN code is 6 digits',
  accountNumber: 'An account number is 9 to 18 digits',
  ifsc: 'An IFSC is 4 letters, a 0 and 6 letters or digits, like HDFC0001234',
  bankName: 'Please enter the bank name, 2 to 80 characters',
  accountHolderName: "Please enter the account holder's name, 2 to 120 characters",
  gstin: GSTIN_MSG,
} as const;

/** Razorpay Route's `business_type` values, in the order the form lists them. */
export const BUSINESS_TYPES = [
  'individual',
  'proprietorship',
  'partnership',
  'private_limited',
  'public_limited',
  'llp',
  'ngo',
  'trust',
  'society',
  'not_yet_registered',
  'educational_institutes',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const BUSINESS_TYPE_LABEL: Record<BusinessType, string> = {
  individual: 'Individual',
  proprietorship: 'Sole proprietorship',
  partnership: 'Partnership firm',
  private_limited: 'Private limited company',
  public_limited: 'Public limited company',
  llp: 'Limited liability partnership (LLP)',
  ngo: 'Non-governmental organisation (NGO)',
  trust: 'Trust',
  society: 'Society',
  not_yet_registered: 'Not registered yet',
  educational_institutes: 'Educational institution',
};

/** A trimmed text of `min` to `max` characters, every failure told with `message`. */
const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

const codeOf = (re: RegExp, message: string) =>
  z.string({ error: message }).trim().toUpperCase().regex(re, message);

/** Optional: left out, null or blank is no GSTIN. Its own shape and check character here. */
const gstinField = z
  .string({ error: PAYOUT_MSG.gstin.shape })
  .trim()
  .toUpperCase()
  .superRefine((v, ctx) => {
    const problem = v ? gstinProblem(v) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .nullish()
  .transform((v) => v || null);

const PayoutAddressSchema = z.object(
  {
    street: text(5, 200, PAYOUT_MSG.street),
    city: text(2, 80, PAYOUT_MSG.city),
    state: z.enum(STATE_CODES, { error: PAYOUT_MSG.state }),
    postal_code: z
      .string({ error: PAYOUT_MSG.postalCode })
      .trim()
      .regex(/^[1-9][0-9]{5}$/, PAYOUT_MSG.postalCode),
  },
  { error: 'Please enter the address' },
);

/**
 * The account's fields, each checked on its own. A plain object, so a variant can `.extend()` it
 * (zod refuses to overwrite keys of an object that carries refinements); give the variant
 * `withPayoutAccountChecks` for the checks across fields.
 */
export const PayoutAccountFieldsSchema = z.object({
  legal_name: text(2, 120, PAYOUT_MSG.legalName),
  business_type: z.enum(BUSINESS_TYPES, { error: PAYOUT_MSG.businessType }),
  pan: codeOf(PAN_RE, PAYOUT_MSG.pan),
  gstin: gstinField,
  gst_state: z.enum(STATE_CODES, { error: PAYOUT_MSG.gstState }),
  address: PayoutAddressSchema,
  account_number: z
    .string({ error: PAYOUT_MSG.accountNumber })
    .overwrite((v) => v.replace(/\s+/g, ''))
    .regex(ACCOUNT_NUMBER_RE, PAYOUT_MSG.accountNumber),
  ifsc_code: codeOf(IFSC_RE, PAYOUT_MSG.ifsc),
  bank_name: text(2, 80, PAYOUT_MSG.bankName),
  account_holder_name: text(2, 120, PAYOUT_MSG.accountHolderName),
});

type CrossFields = { pan?: string | null; gstin: string | null; gst_state: StateCode };
const CROSS_FIELDS = new Set<PropertyKey>(['pan', 'gstin', 'gst_state']);

/**
 * Adds the checks across fields: a GSTIN is registered in the chosen GST state and under the
 * PAN given (a save that keeps the saved PAN has the server check it). They run as soon as those
 * three fields are valid, whatever else is wrong, so the form shows every mistake at once; the
 * message is on `gstin`.
 */
export function withPayoutAccountChecks<S extends z.ZodType<CrossFields>>(schema: S): S {
  return schema.superRefine(
    (v, ctx) => {
      if (!v.gstin) return;
      const problem =
        gstinProblem(v.gstin, v.gst_state) ??
        (!v.pan || gstinMatchesPan(v.gstin, v.pan) ? null : GSTIN_MSG.panDiffers);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['gstin'] });
    },
    {
      when: ({ value, issues }) =>
        typeof value === 'object' &&
        value !== null &&
        !issues.some((i) => i.path?.[0] === undefined || CROSS_FIELDS.has(i.path[0])),
    },
  );
}

/** PUT /host/payout-account and the settings form. */
export const PayoutAccountInputSchema = withPayoutAccountChecks(PayoutAccountFieldsSchema);

export const PAYOUT_STATUSES = [
  'pending',
  'activated',
  'needs_clarification',
  'suspended',
] as const;
export type PayoutAccountStatus = (typeof PAYOUT_STATUSES)[number];

/** What each status means to the host, in a label and one line. */
export const PAYOUT_STATUS_TEXT: Record<
  PayoutAccountStatus,
  { label: string; explanation: string }
> = {
  pending: {
    label: 'Being verified',
    explanation:
      'Razorpay is checking your details; your earnings are kept for you and sent once it is done.',
  },
  activated: {
    label: 'Active',
    explanation: 'Your share of each payment is sent to your bank account after the event ends.',
  },
  needs_clarification: {
    label: 'Needs your attention',
    explanation:
      'Razorpay needs something corrected or added before it can pay you; see the details below.',
  },
  suspended: {
    label: 'Suspended',
    explanation:
      'Payouts to this account are stopped; please contact support. Your earnings are kept for you.',
  },
};

/** A PAN as it may be shown: the first 2 and last 4 characters, "ABXXXX234F". */
export function maskPan(pan: string): string {
  const p = pan.trim();
  if (p.length <= 6) return 'X'.repeat(p.length);
  return `${p.slice(0, 2)}${'X'.repeat(p.length - 6)}${p.slice(-4)}`;
}

/** The last 4 digits of an account number, spaces and all ignored. */
export const last4 = (accountNumber: string): string => accountNumber.replace(/\D/g, '').slice(-4);

/**
 * An account number as it may be shown once saved: only its last 4 digits, "XXXXXXXX9012"
 * (issue 26). The whole number never leaves the server again.
 */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return `${'X'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}
