import { endpoint } from './endpoint';

/**
 * The host's and admin's side of events (issue 13): reads with drafts, writing, publishing and
 * deleting. A module of its own so public pages never carry these definitions.
 */
const load = () => import('./schemas/events');

export const managedEvents = endpoint(
  load,
  'GET',
  '/events/manage',
  (s) => ({ query: s.EventManageQuerySchema, response: s.EventSchema }),
  { page: true },
);

export const ownEvent = endpoint(load, 'GET', '/events/:id/manage', (s) => ({
  params: s.IdParamSchema,
  response: s.EventSchema,
}));

export const publishEvent = endpoint(load, 'POST', '/events/:id/publish', (s) => ({
  params: s.IdParamSchema,
  response: s.EventSchema,
}));

export const unpublishEvent = endpoint(load, 'POST', '/events/:id/unpublish', (s) => ({
  params: s.IdParamSchema,
  response: s.EventSchema,
}));

/** Issue 18: registration ends now, so the draws can be made. */
export const closeRegistration = endpoint(load, 'POST', '/events/:id/close-registration', (s) => ({
  params: s.IdParamSchema,
  response: s.EventSchema,
}));

export const createEvent = endpoint(
  load,
  'POST',
  '/events',
  (s) => ({ body: s.EventCreateSchema, response: s.EventSchema }),
  { status: [201] },
);

export const updateEvent = endpoint(load, 'PUT', '/events/:id', (s) => ({
  params: s.IdParamSchema,
  body: s.EventUpdateSchema,
  response: s.EventSchema,
}));

export const deleteEvent = endpoint(load, 'DELETE', '/events/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.NothingSchema,
}));
