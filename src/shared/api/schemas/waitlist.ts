import { z } from 'zod';
import { CheckoutSchema, ParticipateRequestSchema } from '../../participations/schemas';
import { WaitlistEntrySchema, WaitlistListQuerySchema } from '../../places/places';

/** The waitlist endpoints' schemas (loaded by the server, see ../endpoint.ts). */
export { IdParamSchema } from './common';
export { CheckoutSchema, ParticipateRequestSchema, WaitlistEntrySchema, WaitlistListQuerySchema };

export const WaitlistEntriesSchema = z.array(WaitlistEntrySchema);
