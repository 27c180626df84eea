import { EVENT_UTC_OFFSET } from '../../shared/events/registration-window';
import { MSG } from '../../shared/messages';
import { eventPagePath } from '../../shared/events/event-links';
import type { EventRow } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { findEventRow } from './service';

/**
 * "Add to calendar": one event as an RFC 5545 iCalendar file. Written here rather than with a
 * library (none is installed, and this needs a dozen properties): TEXT escaping (§3.3.11), line
 * folding at 75 octets (§3.1) and CRLF line ends are the parts that matter, and calendar.test.ts
 * parses the output back to check them.
 */

const CRLF = '\r\n';
/** Venue time (decision 004): India, one offset all year, so one STANDARD rule says it all. */
const VENUE_TZID = 'Asia/Kolkata';
const OFFSET = EVENT_UTC_OFFSET.replace(':', ''); // +0530

export type CalendarEvent = Pick<
  EventRow,
  | 'id'
  | 'title'
  | 'start_date'
  | 'end_date'
  | 'event_start_time'
  | 'event_end_time'
  | 'venue_name'
  | 'venue_address'
  | 'description'
  | 'cancelled_at'
  // SEQUENCE (§3.8.7.4): raised by every change, so a calendar takes the newer file.
  | 'revision'
>;

/** §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as `\n`, no controls. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // TEXT allows no control characters but tab.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
  );
}

/**
 * §3.1: a content line longer than 75 octets goes on in lines that start with one space. Splits
 * between characters, never inside a UTF-8 sequence (or a surrogate pair).
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
      limit = 74; // the leading space counts
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

const basicDate = (date: string) => date.replace(/-/g, '');
const basicTime = (time: string) => `${time.slice(0, 2)}${time.slice(3, 5)}00`;
const nextDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};
const utcStamp = (at: Date) => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** One calendar entry of the event: its UID's suffix and when it happens, in venue time. */
type Entry = { uidSuffix: string; timing: string[] };
const zoned = (name: 'DTSTART' | 'DTEND', date: string, time: string) =>
  `${name};TZID=${VENUE_TZID}:${basicDate(date)}T${time}`;

/**
 * When the event happens, in venue time. Without a start time it is one all-day entry over its
 * dates (DTEND exclusive). With one, each day is an entry from the start time to the end time or,
 * with none, to the end of that day (when the app calls it over): a three-day tournament is three
 * days of play, not one 58-hour block. An event whose end time is not after its start time runs
 * through the night(s), so it stays one entry from the first day's start to the last day's end.
 *
 * Separate VEVENTs rather than one with a daily RRULE: plain entries with their own dates and times
 * ask nothing of a calendar's recurrence handling on import, which is where Google Calendar, Apple
 * Calendar and Outlook differ most. The first keeps the event's UID, so a file imported before
 * updates it; later days are numbered (-day2, -day3), not dated, so moving the event moves each
 * day's entry instead of adding new ones. (A day dropped from the end stays in a calendar that
 * imported it: a PUBLISH file cannot name what it no longer holds.)
 */
function entries(e: CalendarEvent): { entries: Entry[]; zoned: boolean } {
  if (!e.event_start_time) {
    const timing = [
      `DTSTART;VALUE=DATE:${basicDate(e.start_date)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(e.end_date))}`,
    ];
    return { zoned: false, entries: [{ uidSuffix: '', timing }] };
  }
  const start = basicTime(e.event_start_time);
  const end = e.event_end_time ? basicTime(e.event_end_time) : null;
  const span = (from: string, to: string) => [
    zoned('DTSTART', from, start),
    end ? zoned('DTEND', to, end) : zoned('DTEND', nextDay(to), '000000'),
  ];
  if (end !== null && end <= start) {
    return { zoned: true, entries: [{ uidSuffix: '', timing: span(e.start_date, e.end_date) }] };
  }
  const days: Entry[] = [];
  for (let day = e.start_date, n = 1; day <= e.end_date; day = nextDay(day), n++)
    days.push({ uidSuffix: n === 1 ? '' : `-day${n}`, timing: span(day, day) });
  return { zoned: true, entries: days };
}

const TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${VENUE_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  `TZOFFSETFROM:${OFFSET}`,
  `TZOFFSETTO:${OFFSET}`,
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * The calendar file of one event. `uidDomain` makes the UID global (RFC 5545 §3.8.4.7): the same
 * event always gets the same UIDs, so importing it again updates its entries instead of adding
 * more, and the higher SEQUENCE says which version is newer. A cancelled event keeps its entries,
 * with STATUS:CANCELLED.
 */
export function eventCalendar(
  event: CalendarEvent,
  options: { url: string; uidDomain: string; now: Date },
): string {
  const { entries: days, zoned } = entries(event);
  const cancelled = event.cancelled_at !== null;
  const description = [event.description?.trim(), `Details and registration: ${options.url}`]
    .filter(Boolean)
    .join('\n\n');
  const vevent = ({ uidSuffix, timing }: Entry) => [
    'BEGIN:VEVENT',
    `UID:event-${event.id}${uidSuffix}@${options.uidDomain}`,
    `DTSTAMP:${utcStamp(options.now)}`,
    `SEQUENCE:${event.revision}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    ...timing,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(`${event.venue_name}, ${event.venue_address}`)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${options.url}`,
    'END:VEVENT',
  ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Matchday//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(zoned ? TIMEZONE : []),
    ...days.flatMap(vevent),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** GET /events/:id/calendar.ics: a published event's calendar file (cancelled ones too). */
export async function getEventCalendar(deps: Deps, id: string) {
  const event = await findEventRow(deps.db, id);
  if (event.status !== 'published') throw new AppError('not_found', MSG.notFound);
  const { publicUrl } = deps.config;
  const body = eventCalendar(event, {
    url: `${publicUrl}${eventPagePath(event.id)}`,
    uidDomain: new URL(publicUrl).hostname,
    now: deps.now(),
  });
  return { body, fileName: calendarFileName(event.title) };
}

/** A download name any system accepts: the title in lowercase ASCII words, or 'event'. */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}.ics`;
}
