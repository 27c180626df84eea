import { queryOptions } from '@tanstack/react-query';
import { results } from '../../shared/api/results';
import { call, retryUnlessMissing } from './client';

/** An event's public results (issue 18): the results page's one read, kept live by its stream. */

export const resultsKeys = {
  event: (eventId: string) => ['results', eventId] as const,
};

/** GET /events/{id}/results (shared by the results page and its route loader). */
export const resultsQuery = (eventId: string) =>
  queryOptions({
    queryKey: resultsKeys.event(eventId),
    queryFn: ({ signal }) => call(results, { params: { id: eventId }, signal }),
    retry: retryUnlessMissing,
    meta: { silent: true },
  });
