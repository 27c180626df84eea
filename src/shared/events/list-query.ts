import { z } from 'zod';
import { idField } from '../ids';
import { EVENT_STATUSES } from './schemas';
import { EVENT_SORTS, FEE_FILTERS, SEARCH_TEXT_MAX, type EventSort } from './search';
import { isCalendarDate, notARealDate } from '../calendar-date';

// The list's query schemas live apart from schemas.ts, which the app's forms load: only the
// server needs them, and the search lists they read belong to the public events page.

/** A query value left blank (`?q=&city=`, as a plain form sends it) is no filter at all. */
const blankless = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

const flag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true');

const searchText = (label: string) =>
  blankless(
    z
      .string()
      .trim()
      .max(SEARCH_TEXT_MAX, `${label} must be at most ${SEARCH_TEXT_MAX} characters`)
      .optional(),
  );

const queryDate = (label: string) =>
  blankless(z.string().refine(isCalendarDate, notARealDate(label)).optional());

/**
 * `GET /events` and `GET /events/manage`: the §7 filters (sport, host, §4 state) and the public
 * search of issue 13 (docs/decisions/013-event-search.md). The two lists differ only in their
 * defaults: the public one shows upcoming events, soonest first; the manage one every event,
 * newest first.
 */
function eventListQuery(defaults: { sort: EventSort; include_past: boolean }) {
  return z
    .object({
      limit: z.coerce.number().int().min(1).max(100).default(20),
      cursor: z.string().min(1).max(300).optional(),
      sports_id: idField.optional(),
      host_id: idField.optional(),
      status: z.enum(EVENT_STATUSES).optional(),
      q: searchText('Search text'),
      city: searchText('City'),
      from: queryDate('From date'),
      to: queryDate('To date'),
      fee: blankless(z.enum(FEE_FILTERS, { error: 'fee must be free or paid' }).optional()),
      open: blankless(flag('open').optional()),
      sort: blankless(
        z.enum(EVENT_SORTS, { error: 'sort must be soonest or newest' }).default(defaults.sort),
      ),
      include_past: blankless(flag('include_past').default(defaults.include_past)),
    })
    .superRefine((v, ctx) => {
      if (v.from && v.to && v.to < v.from)
        ctx.addIssue({
          code: 'custom',
          message: 'From date cannot be after the To date',
          path: ['to'],
        });
    });
}

export const EventListQuerySchema = eventListQuery({ sort: 'soonest', include_past: false });
export const EventManageQuerySchema = eventListQuery({ sort: 'newest', include_past: true });
export type EventListQuery = z.output<typeof EventListQuerySchema>;
