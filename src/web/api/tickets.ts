import { queryOptions, useQuery } from '@tanstack/react-query';
import * as contract from '../../shared/api/tickets';
import { ApiError, call } from './client';

/** A ticket's page (issue 29): its public view by token. */

const ticketKeys = {
  one: (token: string) => ['tickets', 'one', token] as const,
};

/**
 * GET /tickets/{token}: the ticket, or null when no ticket has this token, so the page says
 * "Ticket not found" rather than an error. Read again when the page comes back into view: the
 * gate may have checked it in meanwhile.
 */
export const ticketQuery = (token: string) =>
  queryOptions({
    queryKey: ticketKeys.one(token),
    queryFn: async ({ signal }) => {
      try {
        return await call(contract.ticket, { params: { token }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    meta: { silent: true },
  });

export const useTicket = (token: string) => useQuery(ticketQuery(token));
