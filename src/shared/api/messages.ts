import { endpoint } from './endpoint';

/** Messages to an event's participants, and an admin's to every host (issue 27). */
const load = () => import('./schemas/messages');

/** A dry run answers 200 with the count; a message sent answers 201 with its job. */
export const sendEventMessage = endpoint(
  load,
  'POST',
  '/events/:id/messages',
  (s) => ({ params: s.IdParamSchema, body: s.EventMessageSchema, response: s.MessageSentSchema }),
  { status: [200, 201] },
);

export const eventMessages = endpoint(load, 'GET', '/events/:id/messages', (s) => ({
  params: s.IdParamSchema,
  response: s.MessageListSchema,
}));

export const sendHostsMessage = endpoint(
  load,
  'POST',
  '/admin/messages',
  (s) => ({ body: s.HostsMessageSchema, response: s.MessageSentSchema }),
  { status: [200, 201] },
);

export const jobProgress = endpoint(load, 'GET', '/jobs/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.JobProgressSchema,
}));
