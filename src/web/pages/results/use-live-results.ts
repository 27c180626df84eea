import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { resultsStreamPath } from '../../../shared/api/results';
import type { Results } from '../../../shared/competition/schemas';
import { resultsKeys } from '../../api/results';

/** connecting: not yet heard from; live: the stream is open; reconnecting: it dropped. */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'offline';

/** How long after a closed stream (the server refused it) the page tries once more. */
const RETRY_CLOSED_MS = 10_000;

/**
 * Keeps an event's results live (issue 18): the server's stream sends the whole results with
 * each change, written into the query cache, so every part of the page updates at once. Opened
 * in an effect: the server's drawing and the hydration render the same state ('connecting').
 * EventSource reconnects by itself after a network drop (the server says `retry: 2000`); a
 * stream the server refused is closed for good, so it is opened again after a while.
 */
export function useLiveResults(eventId: string): LiveState {
  const client = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(resultsStreamPath(eventId));
      source.addEventListener('results', (message) => {
        const results = JSON.parse((message as MessageEvent<string>).data) as Results;
        client.setQueryData(resultsKeys.event(eventId), results);
        setState('live');
      });
      source.onopen = () => setState('live');
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return setState('reconnecting');
        setState('offline');
        retry = setTimeout(open, RETRY_CLOSED_MS);
      };
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [client, eventId]);
  return state;
}
