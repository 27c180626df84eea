import { z } from 'zod';
import {
  CancellationProgressSchema,
  CancelEventRequestSchema,
  CancelResultSchema,
  RefundListQuerySchema,
  RefundQuoteSchema,
  RefundRowSchema,
  RemoveRequestSchema,
} from '../../refunds/schemas';
import {
  CancelledRegistrationSchema,
  CancelledRegistrationsQuerySchema,
} from '../../refunds/cancelled-registrations';

/** The refunds endpoints' schemas (loaded by the server, see ../endpoint.ts). */
export { IdParamSchema } from './common';
export {
  CancellationProgressSchema,
  CancelEventRequestSchema,
  CancelledRegistrationSchema,
  CancelledRegistrationsQuerySchema,
  CancelResultSchema,
  RefundListQuerySchema,
  RefundQuoteSchema,
  RefundRowSchema,
  RemoveRequestSchema,
};

export const RetriedSchema = z.object({ id: z.string() });
