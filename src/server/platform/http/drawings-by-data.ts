import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { venueToday } from '../../../shared/events/registration-window';

/**
 * The drawings of the pages drawn for everyone (the home page, the lists, results, a
 * certificate's check), each kept by what it was drawn from (decision 061): a page whose data
 * equals a kept drawing's, read again, is sent without drawing it again. Time changes a drawing
 * only through its data (an event's `registration_state`) or the venue's day (the footer's year,
 * an event over at midnight), so the day is part of what a drawing is kept by.
 */
export type DrawingsByData<T extends { html: string }> = {
  /** What a page of `data` at `key` in `language` is kept by; null while nothing is kept. */
  keyOf: (language: string, key: string, data: string, now: Date) => string | null;
  get: (keyed: string) => T | undefined;
  set: (keyed: string, drawn: T) => void;
};

export function drawingsByData<T extends { html: string }>(maxBytes: number): DrawingsByData<T> {
  if (maxBytes <= 0) return { keyOf: () => null, get: () => undefined, set: () => {} };
  const kept = new LRUCache<string, T>({
    maxSize: maxBytes,
    // Two bytes a character: V8 keeps a page with any Indian script in it (every Hindi page) as
    // UTF-16; an English page's one byte a character leaves room for its compressed forms.
    sizeCalculation: (drawn) => Math.max(1, drawn.html.length * 2),
  });
  return {
    keyOf: (language, key, data, now) =>
      createHash('sha1')
        .update(`${language} ${venueToday(now)} ${key}\n`)
        .update(data)
        .digest('base64url'),
    get: (keyed) => kept.get(keyed),
    set: (keyed, drawn) => void kept.set(keyed, drawn),
  };
}
