import { z } from 'zod';
import { PageQuerySchema } from '../pagination';
import { UserSchema } from '../users/user';

/** The admin's screens (issue 13): the counts dashboard, participants, host suspension. */

// The suspend request and the texts, in a file of their own: the browser's Users page loads only
// those, not the response schemas (and the user schema they build on).
export * from './suspension';

const count = z.number().int().nonnegative();
const rupees = z.number();

/** GET /admin/summary: what Matchday holds now, counted in SQL. Money in rupees (INR only). */
export const AdminSummarySchema = z.object({
  users: z.array(
    z.object({
      role: UserSchema.shape.role,
      total: count,
      verified: count,
      suspended: count,
    }),
  ),
  /** Drafts, then published events by the §4 registration state at `as_of`. */
  events: z.object({
    draft: count,
    not_open: count,
    open: count,
    closed: count,
    over: count,
  }),
  /** Not cancelled: paid (money captured), free (a 0-priced category), pending (awaiting payment). */
  registrations: z.object({
    paid: count,
    free: count,
    pending: count,
    cancelled: count,
  }),
  /** From the ledger: captured minus refunded; `this_month` is the venue's (IST) calendar month. */
  revenue: z.object({
    currency: z.literal('INR'),
    captured: rupees,
    refunded: rupees,
    net: rupees,
    this_month: rupees,
  }),
  as_of: z.string(),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;

/** GET /admin/participants: a page of participant accounts, optionally searched. */
export const ParticipantListQuerySchema = PageQuerySchema.extend({
  /** Part of the name, email or phone number (case-insensitive). */
  q: z.string().trim().max(100).optional(),
});

export const ParticipantRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  email_verified: z.boolean(),
  /** Registrations not cancelled (paid, free or awaiting payment). */
  registrations: count,
  joined_at: z.string(),
});
export type ParticipantRow = z.infer<typeof ParticipantRowSchema>;

/** A host as the admin's hosts list shows it: the profile plus the suspension, if any. */
export const HostRowSchema = UserSchema.extend({
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
});
export type HostRow = z.infer<typeof HostRowSchema>;
