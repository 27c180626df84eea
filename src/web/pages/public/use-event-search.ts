import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  eventSearchParams,
  normalEventSearch,
  readEventSearch,
  type EventSearch,
} from '../../../shared/events/search';

/**
 * The /events search lives in the page's address (issue 13): shareable, drawn by the server for
 * that address, and the back button steps through earlier searches. Each change is a history
 * entry; `readEventSearch` drops what it cannot read, so any address shows a list.
 *
 * `search` is the address's (the list reads it); `shown` is what the controls show: the change
 * just made at once, while the router is still moving to the new address (it does so in a
 * transition, and a controlled checkbox would meanwhile spring back).
 *
 * Each change builds on the last one made, not on the address: React Router's functional
 * `setSearchParams` reads the address of the last render, so a second change made before the
 * first one's navigation lands (tick "Open now", then pick a sport) would drop the first.
 */
export function useEventSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readEventSearch(params), [params]);
  const [shown, setShown] = useState(search);
  const [seen, setSeen] = useState(search);
  const latest = useRef(search);
  // Addresses this hook asked for that have not landed yet, oldest first.
  const pending = useRef<string[]>([]);
  if (search !== seen) {
    setSeen(search);
    setShown(search);
  }
  useEffect(() => {
    const landed = pending.current.indexOf(eventSearchParams(search).toString());
    if (landed >= 0) {
      pending.current = pending.current.slice(landed + 1); // ours (and any it overtook)
    } else {
      // The address moved for another reason (back button, a link): build on it.
      pending.current = [];
      latest.current = search;
    }
  }, [search]);
  const go = useCallback(
    (next: EventSearch) => {
      latest.current = next;
      const params = eventSearchParams(next);
      pending.current.push(params.toString());
      setShown(next);
      setParams(params, { preventScrollReset: true });
    },
    [setParams],
  );
  const update = useCallback(
    (patch: Partial<EventSearch>) => go(normalEventSearch({ ...latest.current, ...patch })),
    [go],
  );
  const clear = useCallback(() => go({}), [go]);
  return { search, shown, update, clear };
}

const SEARCH_DEBOUNCE_MS = 350;

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
