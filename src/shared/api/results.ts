import { endpoint } from './endpoint';

/** An event's public results (issue 18); the live stream beside it is Server-Sent Events. */
const load = () => import('./schemas/results');

export const results = endpoint(load, 'GET', '/events/:id/results', (s) => ({
  params: s.IdParamSchema,
  response: s.ResultsSchema,
}));

/** Not a JSON endpoint: `text/event-stream`, one `results` event per change. */
export const resultsStreamPath = (eventId: string) => `/api/v1/events/${eventId}/results/stream`;
