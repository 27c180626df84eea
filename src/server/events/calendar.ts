import { EVENT_UTC_OFFSET } from '../../shared/events/registration-window';
import type { Event } from '../../shared/events/schemas';

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
  Event,
  | 'id'
  | 'title'
  | 'start_date'
  | 'end_date'
  | 'event_start_time'
  | 'event_end_time'
  | 'venue_name'
  | 'venue_address'
  | 'description'
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

/**
 * When the event happens, in venue time. With a start time it runs from the start date at that
 * time to the end date at the end time or, with none, to the end of the end date (when the app
 * calls it over). Without a start time it is an all-day event over its dates (DTEND exclusive).
 */
function when(e: CalendarEvent): { lines: string[]; zoned: boolean } {
  if (!e.event_start_time) {
    return {
      zoned: false,
      lines: [
        `DTSTART;VALUE=DATE:${basicDate(e.start_date)}`,
        `DTEND;VALUE=DATE:${basicDate(nextDay(e.end_date))}`,
      ],
    };
  }
  const end = e.event_end_time
    ? `${basicDate(e.end_date)}T${basicTime(e.event_end_time)}`
    : `${basicDate(nextDay(e.end_date))}T000000`;
  return {
    zoned: true,
    lines: [
      `DTSTART;TZID=${VENUE_TZID}:${basicDate(e.start_date)}T${basicTime(e.event_start_time)}`,
      `DTEND;TZID=${VENUE_TZID}:${end}`,
    ],
  };
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
 * event always gets the same UID, so importing it again updates the entry instead of adding one.
 */
export function eventCalendar(
  event: CalendarEvent,
  options: { url: string; uidDomain: string; now: Date },
): string {
  const { lines: timing, zoned } = when(event);
  const description = [event.description?.trim(), `Details and registration: ${options.url}`]
    .filter(Boolean)
    .join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Matchday//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(zoned ? TIMEZONE : []),
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${options.uidDomain}`,
    `DTSTAMP:${utcStamp(options.now)}`,
    ...timing,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(`${event.venue_name}, ${event.venue_address}`)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${options.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
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
