/**
 * The public events search (issue 13): what the `/events` page keeps in its address and sends to
 * `GET /api/v1/events`. No zod here: the events page reads its address with these functions, and
 * zod must stay out of the public pages' first JavaScript. The API's own checks (with messages)
 * are `EventListQuerySchema` in schemas.ts, built from the same lists.
 */

import { isCalendarDate } from '../calendar-date';

export const EVENT_SORTS = ['soonest', 'newest'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

/** `free`: no offered category costs anything; `paid`: at least one has an entry fee. */
export const FEE_FILTERS = ['free', 'paid'] as const;
type FeeFilter = (typeof FEE_FILTERS)[number];

export const SEARCH_TEXT_MAX = 100;

export type EventSearch = {
  /** Words matched (as prefixes) in the title, venue name, venue address and city. */
  q?: string;
  sports_id?: string;
  /** Whole city name, any letter case. */
  city?: string;
  /** Events still running on or after this date (YYYY-MM-DD). */
  from?: string;
  /** Events starting on or before this date (YYYY-MM-DD). */
  to?: string;
  fee?: FeeFilter;
  /** Registration open now (the §4 window). */
  open?: boolean;
  sort?: EventSort;
  /** Finished events too (hidden by default). */
  include_past?: boolean;
};

const DEFAULT_EVENT_SORT: EventSort = 'soonest';

// ids.ts's ID_PATTERN, repeated: that module builds zod fields, which public pages must not load.
const ID = /^[0-9a-f]{24}$/;

const text = (value: string | null) => {
  const v = value?.trim().slice(0, SEARCH_TEXT_MAX);
  return v ? v : undefined;
};
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/**
 * A page address's search, leniently: unknown or malformed values are left out rather than
 * refused, so a mistyped shared link still shows events. A `to` before `from` is dropped.
 */
export function readEventSearch(params: URLSearchParams): EventSearch {
  const sports = params.get('sports_id');
  const from = params.get('from');
  const to = params.get('to');
  const search: EventSearch = {
    q: text(params.get('q')),
    sports_id: sports && ID.test(sports) ? sports : undefined,
    city: text(params.get('city')),
    from: from && isCalendarDate(from) ? from : undefined,
    to: to && isCalendarDate(to) ? to : undefined,
    fee: oneOf(FEE_FILTERS, params.get('fee')),
    open: params.get('open') === 'true' || undefined,
    sort: oneOf(EVENT_SORTS, params.get('sort')),
    include_past: params.get('include_past') === 'true' || undefined,
  };
  if (search.from && search.to && search.to < search.from) search.to = undefined;
  return normalEventSearch(search);
}

/** The same search without empty values and defaults, so equal searches have equal keys. */
export function normalEventSearch(search: EventSearch): EventSearch {
  const out: EventSearch = {};
  if (search.q?.trim()) out.q = search.q.trim();
  if (search.sports_id) out.sports_id = search.sports_id;
  if (search.city?.trim()) out.city = search.city.trim();
  if (search.from) out.from = search.from;
  if (search.to) out.to = search.to;
  if (search.fee) out.fee = search.fee;
  if (search.open) out.open = true;
  if (search.sort && search.sort !== DEFAULT_EVENT_SORT) out.sort = search.sort;
  if (search.include_past) out.include_past = true;
  return out;
}

/** The search as query parameters, in a fixed order (the page's address and the API call). */
export function eventSearchParams(search: EventSearch): URLSearchParams {
  const s = normalEventSearch(search);
  const params = new URLSearchParams();
  const keys = ['q', 'sports_id', 'city', 'from', 'to', 'fee', 'open', 'sort', 'include_past'];
  for (const key of keys) {
    const value = s[key as keyof EventSearch];
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}

/** How many filters are set beyond the text and the order (the "Filters" button's badge). */
export function activeFilterCount(search: EventSearch): number {
  const s = normalEventSearch(search);
  return [s.sports_id, s.city, s.from, s.to, s.fee, s.open, s.include_past].filter(Boolean).length;
}

/**
 * An event's city when its host gave none: the last comma-separated part of the venue address
 * without a trailing PIN code ('Ashok Nagar, Bengaluru 560025' is Bengaluru). Migration 0008
 * fills older events with the same rule, in SQL.
 */
export function cityFromAddress(address: string): string {
  const last = address.split(',').at(-1) ?? '';
  return last.replace(/[\s-]*[0-9][0-9\s]*$/, '').trim();
}
