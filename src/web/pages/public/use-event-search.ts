import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  eventSearchParams,
  readEventSearch,
  type EventSearch,
} from '../../../shared/events/search';

/**
 * The /events search lives in the page's address (issue 13): shareable, drawn by the server for
 * that address, and the back button steps through earlier searches. Each change is a history
 * entry; `readEventSearch` drops what it cannot read, so any address shows a list.
 */
export function useEventSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readEventSearch(params), [params]);
  const update = useCallback(
    (patch: Partial<EventSearch>) =>
      setParams((prev) => eventSearchParams({ ...readEventSearch(prev), ...patch }), {
        preventScrollReset: true,
      }),
    [setParams],
  );
  const clear = useCallback(() => setParams({}, { preventScrollReset: true }), [setParams]);
  return { search, update, clear };
}

export const SEARCH_DEBOUNCE_MS = 350;

/**
 * A text box whose value the address holds: typing shows at once and reaches the address after
 * a pause; the address changing for another reason (back button, Clear filters) replaces what
 * the box shows. Returns the box's text, its setter, and `flush` to send it at once (Enter).
 */
export function useAddressText(value: string, commit: (text: string) => void) {
  const [text, setText] = useState(value);
  // What this box last sent, and the address value last seen, to tell its own echo from a
  // change made elsewhere (state adjusted while rendering, not in an effect).
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent.trim()) {
      setText(value);
      setSent(value);
    }
  }
  useEffect(() => {
    if (text.trim() === sent.trim()) return;
    const timer = setTimeout(() => {
      setSent(text);
      commit(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent, commit]);
  const flush = () => {
    if (text.trim() === sent.trim()) return;
    setSent(text);
    commit(text);
  };
  return { text, setText, flush };
}
