import { endpoint } from './endpoint';

const load = () => import('./schemas/payments');

export const verifyPayment = endpoint(load, 'POST', '/payments/verify', (s) => ({
  body: s.PaymentVerifySchema,
  response: s.VerifiedSchema,
}));

/** Registered only while the test provider runs (see /config's payments_test_mode). */
export const completeTestPayment = endpoint(load, 'POST', '/payments/test/complete', (s) => ({
  body: s.TestCompleteSchema,
  response: s.CheckoutAnswerSchema,
}));

export const payments = endpoint(
  load,
  'GET',
  '/payments',
  (s) => ({ query: s.PaymentListQuerySchema, response: s.PaymentRowSchema }),
  { page: true },
);

export const anomalies = endpoint(
  load,
  'GET',
  '/payments/anomalies',
  (s) => ({ query: s.AnomalyListQuerySchema, response: s.AnomalyRowSchema }),
  { page: true },
);

export const resolveAnomaly = endpoint(load, 'POST', '/payments/anomalies/:id/resolve', (s) => ({
  params: s.IdParamSchema,
  body: s.ResolveAnomalySchema,
  response: s.AnomalyRowSchema,
}));
