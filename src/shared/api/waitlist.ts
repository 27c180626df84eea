import { endpoint } from './endpoint';

const load = () => import('./schemas/waitlist');

export const joinWaitlist = endpoint(
  load,
  'POST',
  '/event/waitlist',
  (s) => ({ body: s.ParticipateRequestSchema, response: s.WaitlistEntrySchema }),
  { status: [201] },
);

export const waitlist = endpoint(load, 'GET', '/event/waitlist', (s) => ({
  query: s.WaitlistListQuerySchema,
  response: s.WaitlistEntriesSchema,
}));

export const leaveWaitlist = endpoint(load, 'DELETE', '/event/waitlist/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.WaitlistEntrySchema,
}));

export const offerPlace = endpoint(load, 'POST', '/event/waitlist/:id/offer', (s) => ({
  params: s.IdParamSchema,
  response: s.WaitlistEntrySchema,
}));

export const acceptOffer = endpoint(
  load,
  'POST',
  '/event/waitlist/:id/accept',
  (s) => ({ params: s.IdParamSchema, response: s.CheckoutSchema }),
  // As POST /event/participate: 200 resumed, 201 new.
  { status: [200, 201] },
);
