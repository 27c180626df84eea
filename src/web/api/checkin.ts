import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckinResult, Gate } from '../../shared/checkin/schemas';
import { api, unwrap } from './client';

/** Event day (issue 17): the gate's view, check-ins, and the event's gate staff. */

const gateKeys = {
  all: ['gate'] as const,
  gate: (eventId: string, q: string) => ['gate', eventId, q] as const,
  staff: (eventId: string) => ['gate', 'staff', eventId] as const,
};

export type Scan = {
  event_id: string;
  token?: string;
  participation_id?: string;
  member_index?: number;
  scanned_at?: string;
  device_id?: string;
};

/** GET /event/checkin: counts per category and the entries a search finds (refreshed live). */
export function useGate(eventId: string, q: string) {
  return useQuery({
    queryKey: gateKeys.gate(eventId, q),
    queryFn: ({ signal }) =>
      unwrap(api.get<Gate>('/event/checkin', { event_id: eventId, q }, { signal, silent: true })),
    refetchInterval: 5000,
  });
}

/**
 * POST /event/checkin. Resolves with the envelope (never rejects, never toasts): the gate shows
 * every answer itself, and a network failure means the scan is queued on the device.
 */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scan: Scan) => api.post<CheckinResult>('/event/checkin', scan, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gateKeys.all }),
  });
}

/** DELETE /event/checkin/{id}: within a minute. Toasts failures. */
export function useUndoCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.delete<{ id: string }>(`/event/checkin/${id}`)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gateKeys.all }),
  });
}

type Staff = { id: string; email: string; created_at: string };

/** GET /events/{id}/staff (the event's host, an admin). */
export function useStaff(eventId: string) {
  return useQuery({
    queryKey: gateKeys.staff(eventId),
    queryFn: ({ signal }) =>
      unwrap(api.get<Staff[]>(`/events/${eventId}/staff`, undefined, { signal, silent: true })),
  });
}

/** POST /events/{id}/staff; resolves with the envelope (the form shows a refusal). */
export function useInviteStaff(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.post<Staff>(`/events/${eventId}/staff`, { email }, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gateKeys.staff(eventId) }),
  });
}

/** DELETE /events/{id}/staff/{staffId}. Toasts failures. */
export function useRemoveStaff(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffId: string) =>
      unwrap(api.delete<Staff>(`/events/${eventId}/staff/${staffId}`)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gateKeys.staff(eventId) }),
  });
}
