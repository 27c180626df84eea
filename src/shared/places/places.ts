import { z } from 'zod';
import { idField } from '../ids';

/** Places and waitlists (issue 15): texts, the API's shapes, and how places left read. */

export const PLACES_MSG = {
  full: 'This category is full',
  capacityBelowTaken: (taken: number) =>
    `${taken} ${taken === 1 ? 'place is' : 'places are'} already taken; the capacity cannot be lower`,
  notFull: 'This category still has places left: register instead',
  notLimited: 'This category has no capacity limit, so it has no waitlist',
  alreadyWaiting: 'You are already on the waitlist for this category',
  dependantAlreadyWaiting: (name: string) => `${name} is already on the waitlist for this category`,
  notOffered: 'There is no open offer on this waitlist entry',
  offerExpired: 'This offer has expired',
  notWaiting: 'Only an entry that is still waiting can get an offer',
  alreadyLeft: 'This waitlist entry is closed',
  noPlaceAfterHold:
    'Your payment arrived after your held place was released and the category is now full. The payment is recorded and refunded in full automatically.',
} as const;

/** A category's capacity on event writes: a whole number, or empty/null for unlimited. */
export const capacityField = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: 'Capacity must be a whole number' })
    .int('Capacity must be a whole number')
    .min(1, 'Capacity must be at least 1')
    .max(100_000, 'Capacity must be at most 100000')
    .nullable(),
);

export const CapacityUpdateSchema = z.object({ capacity: capacityField });

const WAITLIST_STATUSES = ['waiting', 'offered', 'accepted', 'expired', 'left'] as const;

export const WaitlistEntrySchema = z.object({
  id: z.string(),
  event_id: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  event_title: z.string(),
  participant_id: z.string(),
  /** Who would compete: the account holder's or the dependant's name. */
  name: z.string(),
  dependant_id: z.string().nullable(),
  team_name: z.string().nullable(),
  status: z.enum(WAITLIST_STATUSES),
  /** 1 for the next in line; null once the entry is no longer waiting. */
  position: z.number().nullable(),
  offered_at: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
  participation_id: z.string().nullable(),
  created_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

export const WaitlistListQuerySchema = z.object({ event_id: idField.optional() });
