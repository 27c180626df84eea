import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as contract from '../../../shared/api/messages';
import type { PaymentFilter } from '../../../shared/toolkit/messages';
import { call } from '../../api/client';

/** Messages to an event's participants, or an admin's to every host (issue 27). */

/** Whom a dialog writes to: an event's participants, or every host (admins). */
export type MessageTarget = { kind: 'event'; eventId: string } | { kind: 'hosts' };
export type MessageFilterInput = { category_id?: string; payment_status?: PaymentFilter };

const keys = {
  event: (eventId: string) => ['messages', 'event', eventId] as const,
  reach: (target: MessageTarget, filter: MessageFilterInput) =>
    ['messages', 'reach', target, filter] as const,
  job: (id: string) => ['jobs', id] as const,
};

/** Polled this often while a message is being sent. */
const PROGRESS_POLL_MS = 1000;
/** A filter change is counted once the host has stopped changing it for this long. */
const REACH_DELAY_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Body = { subject?: string; body?: string; dry_run?: boolean; filter?: MessageFilterInput };

function post(target: MessageTarget, { filter, ...body }: Body) {
  return target.kind === 'event'
    ? call(contract.sendEventMessage, { params: { id: target.eventId }, body: { ...body, filter } })
    : call(contract.sendHostsMessage, { body });
}

/** GET /events/:id/messages: newest first. */
export function useEventMessages(eventId: string) {
  return useQuery({
    queryKey: keys.event(eventId),
    queryFn: ({ signal }) => call(contract.eventMessages, { params: { id: eventId }, signal }),
    // While one is being sent, its line follows it.
    refetchInterval: (q) =>
      q.state.data?.some((m) => m.status === 'sending') ? 2 * PROGRESS_POLL_MS : false,
  });
}

/** How many people the filter reaches now (a dry run), counted after the filter settles. */
export function useReach(target: MessageTarget, filter: MessageFilterInput) {
  const settled = useDebounced(filter, REACH_DELAY_MS);
  return useQuery({
    queryKey: keys.reach(target, settled),
    queryFn: () => post(target, { dry_run: true, filter: settled }),
    staleTime: 0,
    meta: { silent: true },
  });
}

/** Sends for real; the dialog shows a refusal itself (the 429 text, field errors). */
export function useSendMessage(target: MessageTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subject: string; body: string; filter?: MessageFilterInput }) =>
      post(target, body),
    meta: { silent: true },
    onSettled: () =>
      target.kind === 'event'
        ? queryClient.invalidateQueries({ queryKey: keys.event(target.eventId) })
        : undefined,
  });
}

/** GET /jobs/:id every second until the message is sent. */
export function useJobProgress(jobId: string | null, onSent?: () => void) {
  const query = useQuery({
    queryKey: keys.job(jobId ?? ''),
    queryFn: ({ signal }) => call(contract.jobProgress, { params: { id: jobId! }, signal }),
    enabled: Boolean(jobId),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.status === 'sent' ? false : PROGRESS_POLL_MS),
  });
  const sent = query.data?.status === 'sent';
  useEffect(() => {
    if (sent) onSent?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when it is sent
  }, [sent]);
  return query;
}
