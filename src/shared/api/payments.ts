import { endpoints } from './endpoint';

const endpoint = endpoints(() => import('./schemas/payments'));

export const verifyPayment = endpoint('POST', '/payments/verify', (s) => ({
  body: s.PaymentVerifySchema,
  response: s.VerifiedSchema,
}));

/** Registered only while the test provider runs (see /config's payments_test_mode). */
export const completeTestPayment = endpoint('POST', '/payments/test/complete', (s) => ({
  body: s.TestCompleteSchema,
  response: s.CheckoutAnswerSchema,
}));

export const payments = endpoint(
  'GET',
  '/payments',
  (s) => ({ query: s.PaymentListQuerySchema, response: s.PaymentRowSchema }),
  { page: true },
);

export const anomalies = endpoint(
  'GET',
  '/payments/anomalies',
  (s) => ({ query: s.AnomalyListQuerySchema, response: s.AnomalyRowSchema }),
  { page: true },
);

export const resolveAnomaly = endpoint('POST', '/payments/anomalies/:id/resolve', (s) => ({
  params: s.IdParamSchema,
  body: s.ResolveAnomalySchema,
  response: s.AnomalyRowSchema,
}));
