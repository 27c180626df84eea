import { z } from 'zod';
import { PayoutAccountFieldsSchema, withPayoutAccountChecks } from '../../money/payout-account';

/** The payouts endpoints' schemas (issue 26; loaded by the server, see ../endpoint.ts). */

const ACCOUNT_STATUSES = ['pending', 'activated', 'needs_clarification', 'suspended'] as const;
const rupees = z.number();

/**
 * PUT /host/payout-account: the account number and the PAN may be left out to keep the saved
 * ones (the form shows the number's last four digits and the PAN masked).
 */
export const PayoutAccountSaveSchema = withPayoutAccountChecks(
  PayoutAccountFieldsSchema.extend({
    account_number: PayoutAccountFieldsSchema.shape.account_number.optional().nullable(),
    pan: PayoutAccountFieldsSchema.shape.pan.optional().nullable(),
  }),
);

const AddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
});

export const PayoutAccountSchema = z.object({
  /** Null before the first save: the rest is what sign-up gave. */
  status: z.enum(ACCOUNT_STATUSES).nullable(),
  legal_name: z.string(),
  business_type: z.string().nullable(),
  /** Masked: the first two and last four characters. */
  pan: z.string().nullable(),
  gstin: z.string().nullable(),
  gst_state: z.string().nullable(),
  address: AddressSchema.nullable(),
  bank: z.object({
    account_last4: z.string().nullable(),
    ifsc_code: z.string().nullable(),
    bank_name: z.string().nullable(),
    account_holder_name: z.string().nullable(),
  }),
  /** What the provider still needs before it pays out (needs_clarification). */
  requirements: z.array(z.object({ field: z.string(), reason: z.string() })),
  activated_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});

const TotalsSchema = z.object({
  gross: rupees,
  fees: rupees,
  refunds: rupees,
  net: rupees,
  /** The host's share waiting for an active payout account. */
  accrued: rupees,
  on_hold: rupees,
  transferred: rupees,
  /** Refused by the provider: admins look into it. */
  failed: rupees,
  payments: z.number().int(),
});

const SeriesSchema = z.array(z.object({ date: z.string(), gross: rupees, net: rupees }));

export const HostEarningsSchema = z.object({
  currency: z.string(),
  account_status: z.enum(ACCOUNT_STATUSES).nullable(),
  totals: TotalsSchema,
  events: z.array(
    TotalsSchema.extend({
      event_id: z.string(),
      title: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      /** When the last of the event's shares comes off hold. */
      payout_from: z.string(),
      last_transferred_at: z.string().nullable(),
    }),
  ),
  series: SeriesSchema,
});

export const AdminEarningsSchema = z.object({
  currency: z.string(),
  totals: TotalsSchema,
  hosts: z.array(
    TotalsSchema.extend({
      host_id: z.string(),
      host_name: z.string(),
      account_status: z.enum(ACCOUNT_STATUSES).nullable(),
    }),
  ),
  series: SeriesSchema,
});

export { PageQuerySchema } from '../../pagination';

/** One of Matchday's GST documents to a host: its fee invoice, or a credit note for a fee given back. */
export const HostFeeDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(['fee_invoice', 'credit_note']),
  number: z.string(),
  issued_at: z.string(),
  /** GST included; in rupees. */
  total: rupees,
  tax: rupees,
  /** What it is for: the payment, or the refund it gives back. */
  detail: z.string(),
  /** A credit note's fee invoice. */
  refers_to: z.string().nullable(),
});
export type HostFeeDocument = z.output<typeof HostFeeDocumentSchema>;
