import { z } from 'zod';

/** The payment endpoints' schemas (loaded by the server, see ../endpoint.ts). */
export { IdParamSchema } from './common';
export { PaymentVerifySchema, TestCompleteSchema } from '../../participations/schemas';
export {
  AnomalyListQuerySchema,
  AnomalyRowSchema,
  PaymentListQuerySchema,
  PaymentRowSchema,
  ResolveAnomalySchema,
} from '../../payments/schemas';

export const VerifiedSchema = z.object({ participation_id: z.string() });

/** The checkout's signed answer, as the test provider's checkout makes it. */
export const CheckoutAnswerSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
