import { LRUCache } from 'lru-cache';

// Which kept drawing (decision 061) each address of the pages drawn for everyone is current,
// known to this server without reading its data (decision 064). A page whose data is only public
// events and the sports catalogue stays as drawn until one of them changes (every such write
// notifies `event_pages`, heard by each server when it commits) or until time changes it (an
// instant read with it). Any change to any event forgets every address: a list shows events it
// did not before, so its own events do not say when it changes.

/** A read's place in the order of what this server has heard (see `begin`). */
type Ticket = number;

export type KnownDrawings = {
  /** The kept drawing's key current at `address` now, if known: `now` in ms, `generation` this server's writes. */
  get: (address: string, now: number, generation: number) => string | undefined;
  /** Taken before a page's data is read: what that read finds is kept only if nothing was heard since. */
  begin: () => Ticket;
  /** Keeps `keptBy` as the address's drawing until `until` (ms), unless anything was heard since `ticket`. */
  keep: (
    ticket: Ticket,
    address: string,
    keptBy: string,
    until: number,
    generation: number,
  ) => void;
  /** A notification: some public data changed. */
  changed: () => void;
  /** Whether notifications are heard; while not, nothing is known (any sent meanwhile is lost). */
  listening: (heard: boolean) => void;
};

type Entry = { keptBy: string; until: number; step: number; generation: number };

export function knownDrawings(maxEntries: number): KnownDrawings {
  let heard = false;
  // Every notification is a step; an entry kept at an earlier step is dead (left for the LRU to
  // drop: clearing on every change would walk every address at each write).
  let step = 0;
  const pages = new LRUCache<string, Entry>({ max: Math.max(1, maxEntries) });
  return {
    get(address, now, generation) {
      if (!heard || maxEntries <= 0) return undefined;
      const entry = pages.get(address);
      // A write through this server is known here before its notification comes back.
      if (!entry || entry.step !== step || entry.until <= now || entry.generation !== generation)
        return undefined;
      return entry.keptBy;
    },
    begin: () => step,
    keep(ticket, address, keptBy, until, generation) {
      if (!heard || maxEntries <= 0 || ticket !== step) return;
      pages.set(address, { keptBy, until, step, generation });
    },
    changed() {
      step += 1;
    },
    listening(on) {
      heard = on;
      step += 1;
      pages.clear();
    },
  };
}
