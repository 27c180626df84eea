import { endpoint } from './endpoint';

/** Cancellations, removals, cancelled events and refunds (issue 16). */
const load = () => import('./schemas/refunds');

export const refundQuote = endpoint(load, 'GET', '/event/participate/:id/refund-quote', (s) => ({
  params: s.IdParamSchema,
  response: s.RefundQuoteSchema,
}));

export const cancelRegistration = endpoint(load, 'POST', '/event/participate/:id/cancel', (s) => ({
  params: s.IdParamSchema,
  response: s.CancelResultSchema,
}));

export const removeRegistration = endpoint(load, 'POST', '/event/participate/:id/remove', (s) => ({
  params: s.IdParamSchema,
  body: s.RemoveRequestSchema,
  response: s.CancelResultSchema,
}));

export const cancelEvent = endpoint(load, 'POST', '/events/:id/cancel', (s) => ({
  params: s.IdParamSchema,
  body: s.CancelEventRequestSchema,
  response: s.CancellationProgressSchema,
}));

export const cancellation = endpoint(load, 'GET', '/events/:id/cancellation', (s) => ({
  params: s.IdParamSchema,
  response: s.CancellationProgressSchema,
}));

export const cancelledRegistrations = endpoint(
  load,
  'GET',
  '/events/:id/cancelled-registrations',
  (s) => ({
    params: s.IdParamSchema,
    query: s.CancelledRegistrationsQuerySchema,
    response: s.CancelledRegistrationSchema,
  }),
  { page: true },
);

export const refunds = endpoint(
  load,
  'GET',
  '/refunds',
  (s) => ({ query: s.RefundListQuerySchema, response: s.RefundRowSchema }),
  { page: true },
);

export const retryRefund = endpoint(load, 'POST', '/payments/refunds/:id/retry', (s) => ({
  params: s.IdParamSchema,
  response: s.RetriedSchema,
}));
