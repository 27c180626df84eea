import { endpoint } from './endpoint';

/** The public side of events: the list, one event, and mail to its host. */
const load = () => import('./schemas/events');

// §7 spells the collection 'events/' with a trailing slash; the router ignores trailing slashes.
export const events = endpoint(
  load,
  'GET',
  '/events',
  (s) => ({ query: s.EventListQuerySchema, response: s.EventSchema }),
  { page: true },
);

export const event = endpoint(load, 'GET', '/events/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.EventSchema,
}));

export const contactOrganiser = endpoint(load, 'POST', '/events/:id/contact', (s) => ({
  params: s.IdParamSchema,
  body: s.EventContactSchema,
  response: s.NothingSchema,
}));
