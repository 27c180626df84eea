import { endpoints } from './endpoint';

const endpoint = endpoints(() => import('./schemas/events'));

// §7 spells the collection 'events/' with a trailing slash; the router ignores trailing slashes.
export const events = endpoint(
  'GET',
  '/events',
  (s) => ({ query: s.EventListQuerySchema, response: s.EventSchema }),
  { page: true },
);

export const managedEvents = endpoint(
  'GET',
  '/events/manage',
  (s) => ({ query: s.EventManageQuerySchema, response: s.EventSchema }),
  { page: true },
);

export const ownEvent = endpoint('GET', '/events/:id/manage', (s) => ({
  params: s.IdParamSchema,
  response: s.EventSchema,
}));

export const publishEvent = endpoint('POST', '/events/:id/publish', (s) => ({
  params: s.IdParamSchema,
  response: s.EventSchema,
}));

export const unpublishEvent = endpoint('POST', '/events/:id/unpublish', (s) => ({
  params: s.IdParamSchema,
  response: s.EventSchema,
}));

export const event = endpoint('GET', '/events/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.EventSchema,
}));

export const contactOrganiser = endpoint('POST', '/events/:id/contact', (s) => ({
  params: s.IdParamSchema,
  body: s.EventContactSchema,
  response: s.NothingSchema,
}));

export const createEvent = endpoint(
  'POST',
  '/events',
  (s) => ({ body: s.EventCreateSchema, response: s.EventSchema }),
  { status: [201] },
);

export const updateEvent = endpoint('PUT', '/events/:id', (s) => ({
  params: s.IdParamSchema,
  body: s.EventUpdateSchema,
  response: s.EventSchema,
}));

export const deleteEvent = endpoint('DELETE', '/events/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.NothingSchema,
}));
