import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as contract from '../../../shared/api/start-lists';
import { call } from '../../api/client';

export type { StartListEntrant, StartListSection } from '../../../shared/api/schemas/start-lists';

/**
 * An event's start list (issue 27): one category's, or every category's with `categoryId`
 * undefined. The same reading the PDF is drawn from.
 */
export function useStartList(eventId: string, categoryId: string | undefined) {
  return useQuery({
    queryKey: ['start-list', eventId, categoryId ?? 'all'],
    queryFn: ({ signal }) =>
      call(contract.startList, {
        params: { id: eventId },
        query: { category_id: categoryId },
        signal,
      }),
    enabled: Boolean(eventId),
    // Another category's list keeps the last one (and the category choices) on screen meanwhile.
    placeholderData: keepPreviousData,
  });
}
