import { endpoints } from './endpoint';

const endpoint = endpoints(() => import('./schemas/waitlist'));

export const joinWaitlist = endpoint(
  'POST',
  '/event/waitlist',
  (s) => ({ body: s.ParticipateRequestSchema, response: s.WaitlistEntrySchema }),
  { status: [201] },
);

export const waitlist = endpoint('GET', '/event/waitlist', (s) => ({
  query: s.WaitlistListQuerySchema,
  response: s.WaitlistEntriesSchema,
}));

export const leaveWaitlist = endpoint('DELETE', '/event/waitlist/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.WaitlistEntrySchema,
}));

export const offerPlace = endpoint('POST', '/event/waitlist/:id/offer', (s) => ({
  params: s.IdParamSchema,
  response: s.WaitlistEntrySchema,
}));

export const acceptOffer = endpoint(
  'POST',
  '/event/waitlist/:id/accept',
  (s) => ({ params: s.IdParamSchema, response: s.CheckoutSchema }),
  // As POST /event/participate: 200 resumed, 201 new.
  { status: [200, 201] },
);
