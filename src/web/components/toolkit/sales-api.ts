import { useQuery } from '@tanstack/react-query';
import * as contract from '../../../shared/api/stats';
import type { AdminSales, HostSales, Sales } from '../../../shared/api/schemas/stats';
import { call } from '../../api/client';

/** Sales at a glance (issue 27): an event's, a host's across their events, all hosts' (admins). */

export type { AdminSales, HostSales, Sales };
export type SalesDay = Sales['by_day'][number];
export type SalesCategory = Sales['by_category'][number];

// Under ['toolkit', 'sales']: one refresh of everything the toolkit changes reaches them.
export function useEventSales(eventId: string) {
  return useQuery({
    queryKey: ['toolkit', 'sales', 'event', eventId],
    queryFn: ({ signal }) => call(contract.eventStats, { params: { id: eventId }, signal }),
  });
}

export function useHostSales() {
  return useQuery({
    queryKey: ['toolkit', 'sales', 'host'],
    queryFn: ({ signal }) => call(contract.hostStats, { signal }),
  });
}

export function useAdminSales() {
  return useQuery({
    queryKey: ['toolkit', 'sales', 'admin'],
    queryFn: ({ signal }) => call(contract.adminStats, { signal }),
  });
}
