import { endpoint } from './endpoint';

const load = () => import('./schemas/participations');

export const participate = endpoint(
  load,
  'POST',
  '/event/participate',
  (s) => ({ body: s.ParticipateRequestSchema, response: s.CheckoutSchema }),
  // 200 when a pending registration is resumed, 201 when a new one is made.
  { status: [200, 201] },
);

export const ownParticipations = endpoint(
  load,
  'GET',
  '/event/participate',
  (s) => ({ query: s.OwnParticipationsQuerySchema, response: s.ParticipationSchema }),
  { page: true },
);

export const eventParticipants = endpoint(
  load,
  'GET',
  '/event/participants',
  (s) => ({ query: s.EventParticipantsQuerySchema, response: s.ParticipationSchema }),
  { page: true },
);

export const myRegistration = endpoint(
  load,
  'GET',
  '/event/participate/event-category-participant',
  (s) => ({ query: s.RegistrationQuerySchema, response: s.RegistrationOrNullSchema }),
);

export const participation = endpoint(load, 'GET', '/event/participate/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.ParticipationSchema,
}));

export const updateParticipation = endpoint(load, 'PUT', '/event/participate/:id', (s) => ({
  params: s.IdParamSchema,
  body: s.ParticipationUpdateSchema,
  response: s.ParticipationSchema,
}));

export const deleteParticipation = endpoint(load, 'DELETE', '/event/participate/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.NothingSchema,
}));
