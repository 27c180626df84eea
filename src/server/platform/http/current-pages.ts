import { LRUCache } from 'lru-cache';
import { secondSight } from './second-sight';

// Which drawing of each event page is current, known to this server without a read (issue 31,
// decision 051). A visit reads the event to learn its page's fingerprint; that answer stays true
// until the event changes (every such write notifies `event_pages`, migration 0030, heard by each
// server when it commits) or until time changes the page (the next window instant or hold expiry,
// read with it). So it is kept until either, and visits in between are sent with no read at all.

/** The channel the page triggers notify with the changed event's id. */
export const PAGES_CHANNEL = 'event_pages';

export type CurrentPage = {
  eventId: string;
  source: string;
  status: number;
  /** When time alone changes the page (ms since the epoch; Infinity: never). */
  until: number;
};

/** A read's place in the order of what this server has heard (see `begin`). */
type Ticket = number;

export type CurrentPages = {
  /** The current page of an address, if known now: `now` in ms, `generation` this server's writes. */
  get: (address: string, now: number, generation: number) => CurrentPage | undefined;
  /** Taken before reading an event: a page read after it is kept only if nothing was heard since. */
  begin: () => Ticket;
  /** Keeps what a read begun at `ticket` found current, unless its event changed meanwhile. */
  keep: (ticket: Ticket, address: string, page: CurrentPage, generation: number) => void;
  /**
   * `keep` for a page read from the store: only on its address's second visit lately, so a
   * crawler's walk, each page once, keeps nothing (decision 059).
   */
  offer: (ticket: Ticket, address: string, page: CurrentPage, generation: number) => void;
  /** A notification: the event changed, its pages are no longer known. */
  changed: (eventId: string) => void;
  /** Whether notifications are heard; while not, nothing is known (any sent meanwhile is lost). */
  listening: (heard: boolean) => void;
};

type Entry = CurrentPage & { generation: number };

// Events whose last change is remembered for reads in flight; past it, older reads are refused.
const REMEMBERED = 10_000;

export function currentPages(maxEntries: number): CurrentPages {
  let heard = false;
  // Every notification and every gap in listening is a step; a read keeps its page only if
  // nothing about its event was heard after the step it began at.
  let step = 0;
  let forgottenUpTo = 0;
  const changedAt = new Map<string, number>();
  const byEvent = new Map<string, Set<string>>();
  const pages = new LRUCache<string, Entry>({
    max: Math.max(1, maxEntries),
    dispose: (entry, address) => {
      const addresses = byEvent.get(entry.eventId);
      addresses?.delete(address);
      if (addresses?.size === 0) byEvent.delete(entry.eventId);
    },
  });
  const visitedBefore = secondSight(Math.max(1, maxEntries));
  const forgetAll = () => {
    step += 1;
    forgottenUpTo = step;
    changedAt.clear();
    pages.clear();
  };
  const keep: CurrentPages['keep'] = (ticket, address, page, generation) => {
    if (!heard || maxEntries <= 0 || ticket < forgottenUpTo) return;
    if ((changedAt.get(page.eventId) ?? 0) > ticket) return;
    // Known already as it is (a copy of the page files looking again): nothing new to keep.
    const had = pages.peek(address);
    if (
      had?.source === page.source &&
      had.until === page.until &&
      had.generation === generation &&
      had.status === page.status
    )
      return;
    pages.set(address, { ...page, generation });
    const addresses = byEvent.get(page.eventId) ?? new Set();
    byEvent.set(page.eventId, addresses.add(address));
  };
  return {
    get(address, now, generation) {
      if (!heard || maxEntries <= 0) return undefined;
      const entry = pages.get(address);
      // A write through this server is known here before its notification comes back.
      if (!entry || entry.until <= now || entry.generation !== generation) return undefined;
      return entry;
    },
    begin: () => step,
    keep,
    offer(ticket, address, page, generation) {
      if (visitedBefore.again(address)) keep(ticket, address, page, generation);
    },
    changed(eventId) {
      step += 1;
      if (changedAt.size >= REMEMBERED) {
        changedAt.clear();
        forgottenUpTo = step;
      }
      changedAt.set(eventId, step);
      for (const address of [...(byEvent.get(eventId) ?? [])]) pages.delete(address);
    },
    listening(on) {
      heard = on;
      forgetAll();
    },
  };
}
