import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contract from '../../shared/api/checkin';
import { call } from './client';
import { eventKeys } from './events';

/** Event day (issue 17): the gate's view, check-ins, and the event's gate staff. */

const gateKeys = {
  all: ['gate'] as const,
  gate: (eventId: string, q: string, list: string) => ['gate', eventId, q, list] as const,
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
export function useGate(eventId: string, q: string, list?: 'weigh-in') {
  return useQuery({
    queryKey: gateKeys.gate(eventId, q, list ?? ''),
    queryFn: ({ signal }) => call(contract.gate, { query: { event_id: eventId, q, list }, signal }),
    refetchInterval: 5000,
    meta: { silent: true },
  });
}

/**
 * POST /event/checkin. Silent: the gate shows every answer itself, and a network failure
 * (`ApiError` status 0) means the scan is queued on the device.
 */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scan: Scan) => call(contract.checkIn, { body: scan }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gateKeys.all }),
    meta: { silent: true },
  });
}

/** DELETE /event/checkin/{id}: within a minute. Toasts failures. */
export function useUndoCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(contract.undoCheckIn, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gateKeys.all }),
  });
}

/** GET /events/{id}/staff (the event's host, an admin). */
export function useStaff(eventId: string) {
  return useQuery({
    queryKey: gateKeys.staff(eventId),
    queryFn: ({ signal }) => call(contract.staff, { params: { id: eventId }, signal }),
    meta: { silent: true },
  });
}

/** POST /events/{id}/staff; silent (the form shows a refusal). */
export function useInviteStaff(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      call(contract.inviteStaff, { params: { id: eventId }, body: { email } }),
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gateKeys.staff(eventId) }),
  });
}

/** DELETE /events/{id}/staff/{staffId}. Toasts failures. */
export function useRemoveStaff(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffId: string) =>
      call(contract.removeStaff, { params: { id: eventId, staffId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gateKeys.staff(eventId) }),
  });
}

/** After a weigh-in, move, out or no-show: the gate, and the event's places and lists. */
function useEventDayChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: gateKeys.all });
    void queryClient.invalidateQueries({ queryKey: eventKeys.all });
  };
}

/** POST /event/weighin: the measured weight (kg, one decimal). Silent: the row shows a refusal. */
export function useWeighIn() {
  const changed = useEventDayChanged();
  return useMutation({
    mutationFn: (body: { participation_id: string; member_index: number; weight_kg: number }) =>
      call(contract.weighIn, { body }),
    onSuccess: changed,
    meta: { silent: true },
  });
}

/** POST /event/weighin/{id}/move (host): to a fitting category of the event; no money moves. */
export function useMoveAfterWeighIn() {
  const changed = useEventDayChanged();
  return useMutation({
    mutationFn: (v: { participationId: string; category_id: string }) =>
      call(contract.moveAfterWeighIn, {
        params: { participationId: v.participationId },
        body: { category_id: v.category_id },
      }),
    onSuccess: changed,
  });
}

/** POST /event/weighin/{id}/out (host): "Did not make weight". */
export function useOutAfterWeighIn() {
  const changed = useEventDayChanged();
  return useMutation({
    mutationFn: (participationId: string) =>
      call(contract.outAfterWeighIn, { params: { participationId } }),
    onSuccess: changed,
  });
}

/** POST /events/{id}/no-shows (host): every registration not checked in, or one category's. */
export function useMarkNoShows(eventId: string) {
  const changed = useEventDayChanged();
  return useMutation({
    mutationFn: (categoryId?: string) =>
      call(contract.markNoShows, { params: { id: eventId }, body: { category_id: categoryId } }),
    onSuccess: changed,
  });
}

/** GET /event/gate-duties: the events whose gate the caller was invited to run. */
export function useGateDuties() {
  return useQuery({
    queryKey: ['gate', 'duties'] as const,
    queryFn: ({ signal }) => call(contract.gateDuties, { signal }),
    meta: { silent: true },
  });
}
