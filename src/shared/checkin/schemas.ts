import { z } from 'zod';
import { idField } from '../ids';
import { EventDayStatusSchema, WeighInSchema } from './weighin';

/** Event day (issue 17): tickets, check-in at the gate, gate staff. */

export const CHECKIN_MSG = {
  invalidTicket: 'This ticket is not valid',
  otherEvent: 'This ticket is for another event',
  cancelled: 'This registration was cancelled: the ticket no longer works',
  notPaid: 'This registration is not paid',
  undoTooLate: 'A check-in can only be undone within a minute',
  needTicket: 'Scan a ticket or choose a registration',
  staffExists: 'This person is already on the gate staff',
} as const;

export const CheckinRequestSchema = z
  .object({
    event_id: idField,
    token: z.string().trim().min(1).max(200).optional(),
    participation_id: idField.optional(),
    member_index: z.coerce.number().int().min(0).max(100).default(0),
    /** When the device scanned it (an offline scan synced later); the server's clock otherwise. */
    scanned_at: z.iso.datetime({ offset: true }).optional(),
    device_id: z.string().trim().max(100).optional(),
  })
  .refine((b) => Boolean(b.token) !== Boolean(b.participation_id), {
    message: CHECKIN_MSG.needTicket,
    path: ['token'],
  });

export const CheckinResultSchema = z.object({
  /** checked_in: now; already: an earlier check-in stands (first wins). */
  status: z.enum(['checked_in', 'already']),
  checkin_id: z.string(),
  at: z.string(),
  by: z.string(),
  participation_id: z.string(),
  member_index: z.number(),
  name: z.string(),
  category_name: z.string(),
  team_name: z.string().nullable(),
  payment_status: z.string(),
});
export type CheckinResult = z.infer<typeof CheckinResultSchema>;

export const CheckinListQuerySchema = z.object({
  event_id: idField,
  category_id: idField.optional(),
  /** Name, email, phone or team. */
  q: z.string().trim().max(100).optional(),
  /** `weigh-in`: the entries of weight classes not yet out, the ones still to weigh first. */
  list: z.enum(['weigh-in']).optional(),
});

const GateEntrySchema = z.object({
  participation_id: z.string(),
  member_index: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  team_name: z.string().nullable(),
  checkin: z.object({ id: z.string(), at: z.string(), by: z.string() }).nullable(),
  /** This competitor's latest weigh-in, null when not weighed (decision 023). */
  weigh_in: WeighInSchema.nullable(),
  /** The registration's: an out wins over a check-in, a check-in over a no-show. */
  status: EventDayStatusSchema,
  /** Why it is out ("Did not make weight"); null otherwise. */
  status_reason: z.string().nullable(),
});
export const GateSchema = z.object({
  counts: z.array(
    z.object({
      category_id: z.string(),
      category_name: z.string(),
      checked_in: z.number(),
      registered: z.number(),
      /** Entries (tickets) of registrations marked no-show, and of registrations out. */
      no_show: z.number(),
      out: z.number(),
      /**
       * Registrations (a team is one) "Mark no-shows" would mark now: paid, neither checked in
       * nor marked. What the host is told before marking, and what gets marked.
       */
      not_arrived: z.number(),
    }),
  ),
  entries: z.array(GateEntrySchema),
});
export type Gate = z.infer<typeof GateSchema>;

export const StaffRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email('Please enter a valid email address').max(254),
});
export const StaffSchema = z.object({ id: z.string(), email: z.string(), created_at: z.string() });
