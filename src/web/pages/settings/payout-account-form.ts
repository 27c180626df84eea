import { z } from 'zod';
import {
  PayoutAccountSaveSchema,
  type PayoutAccountSchema,
} from '../../../shared/api/schemas/payouts';

/**
 * The payout account form (issue 26) as data: its values (all text, as typed), the schema that
 * turns them into the PUT body with the shared rules and messages, and what a provider's
 * requirement points at.
 */

export type PayoutAccount = z.output<typeof PayoutAccountSchema>;
export type PayoutAccountStatus = NonNullable<PayoutAccount['status']>;

const text = z.string();
const FormShape = z.object({
  legal_name: text,
  business_type: text,
  pan: text,
  gstin: text,
  gst_state: text,
  address: z.object({ street: text, city: text, state: text, postal_code: text }),
  account_number: text,
  ifsc_code: text,
  bank_name: text,
  account_holder_name: text,
});
export type PayoutFormValues = z.input<typeof FormShape>;
export type PayoutFormOutput = z.output<typeof PayoutAccountSaveSchema>;
/**
 * What the save schema reads: text where it takes a choice too (a business type, a state), since
 * it checks the choice itself and answers with its own message.
 */
type SaveInput = Omit<
  z.input<typeof PayoutAccountSaveSchema>,
  'business_type' | 'gst_state' | 'address'
> & {
  business_type: string;
  gst_state: string;
  address: { street: string; city: string; state: string; postal_code: string };
};

/** Every field's name as the form, the server's `fields` and the requirements know it. */
export const PAYOUT_FIELDS = [
  'legal_name',
  'business_type',
  'pan',
  'gstin',
  'gst_state',
  'address.street',
  'address.city',
  'address.state',
  'address.postal_code',
  'account_number',
  'ifsc_code',
  'bank_name',
  'account_holder_name',
] as const;
export type PayoutFieldName = (typeof PAYOUT_FIELDS)[number];

/**
 * The form's rules: the shared save schema (same checks, same messages, the server parses with
 * it too). An empty account number or PAN is sent as null, "keep the saved one", when one is
 * saved; without one it is refused like any wrong value.
 */
export function payoutFormSchema(saved: { number: boolean; pan: boolean }) {
  return FormShape.transform((v): SaveInput => ({
    ...v,
    account_number: saved.number && !v.account_number.trim() ? null : v.account_number,
    pan: saved.pan && !v.pan.trim() ? null : v.pan,
  })).pipe(PayoutAccountSaveSchema);
}

/**
 * The form's first values: what is saved (or, before the first save, what sign-up gave). The
 * account number always starts empty (only its last 4 digits are ever shown), and so does the
 * PAN once saved (shown masked): left empty, each keeps the saved one.
 */
export function payoutFormValues(account: PayoutAccount): PayoutFormValues {
  return {
    legal_name: account.legal_name,
    business_type: account.business_type ?? '',
    pan: '',
    gstin: account.gstin ?? '',
    gst_state: account.gst_state ?? '',
    address: {
      street: account.address?.street ?? '',
      city: account.address?.city ?? '',
      state: account.address?.state ?? '',
      postal_code: account.address?.postal_code ?? '',
    },
    account_number: '',
    ifsc_code: account.bank.ifsc_code ?? '',
    bank_name: account.bank.bank_name ?? '',
    account_holder_name: account.bank.account_holder_name ?? '',
  };
}

/**
 * Razorpay names a field by its own path ('settlements.account_number',
 * 'legal_info.pan', 'profile.addresses.registered.postal_code'); its last part tells ours.
 */
const PROVIDER_FIELD: Record<string, PayoutFieldName> = {
  account_number: 'account_number',
  ifsc_code: 'ifsc_code',
  beneficiary_name: 'account_holder_name',
  contact_name: 'account_holder_name',
  legal_business_name: 'legal_name',
  business_type: 'business_type',
  pan: 'pan',
  gst: 'gstin',
  gstin: 'gstin',
  street1: 'address.street',
  street2: 'address.street',
  street: 'address.street',
  city: 'address.city',
  state: 'address.state',
  postal_code: 'address.postal_code',
};

/** The form field a provider requirement is about, or null when the form has no such field. */
export function fieldOfRequirement(reference: string): PayoutFieldName | null {
  const last = reference.split('.').pop() ?? '';
  return PROVIDER_FIELD[last] ?? null;
}

/** The requirements' reasons by the field they mark ('field missing' as 'Field missing'). */
export function requirementFlags(
  requirements: PayoutAccount['requirements'],
): Partial<Record<PayoutFieldName, string>> {
  const flags: Partial<Record<PayoutFieldName, string>> = {};
  for (const r of requirements) {
    const field = fieldOfRequirement(r.field);
    if (field) flags[field] ??= sentence(r.reason);
  }
  return flags;
}

export const sentence = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** A status chip's colour: what the host should do about it at a glance. */
export const STATUS_COLOR: Record<PayoutAccountStatus, 'success' | 'info' | 'warning' | 'error'> = {
  activated: 'success',
  pending: 'info',
  needs_clarification: 'warning',
  suspended: 'error',
};
