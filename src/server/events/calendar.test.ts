import { describe, expect, it } from 'vitest';
import {
  calendarFileName,
  eventCalendar,
  escapeText,
  foldLine,
  type CalendarEvent,
} from './calendar';
import { parseIcs, unescapeText } from '../test/ics';

const base: CalendarEvent = {
  id: '0123456789abcdef01234567',
  title: 'Monsoon Cup',
  start_date: '2027-03-12',
  end_date: '2027-03-12',
  event_start_time: '09:00',
  event_end_time: '18:30',
  venue_name: 'City Stadium',
  venue_address: 'MG Road, Bengaluru',
  description: 'Bring your own racket.',
  cancelled_at: null,
  revision: 0,
};
const options = {
  url: 'https://matchday.test/events/event-details/0123456789abcdef01234567',
  uidDomain: 'matchday.test',
  now: new Date('2027-01-02T03:04:05.678Z'),
};

const vevent = (ics: string) => parseIcs(ics).find((c) => c.name === 'VEVENT')!;
const vevents = (ics: string) => parseIcs(ics).filter((c) => c.name === 'VEVENT');

describe('eventCalendar (RFC 5545)', () => {
  it('is one VCALENDAR with one VEVENT, CRLF lines of at most 75 octets', () => {
    const ics = eventCalendar(base, options);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const components = parseIcs(ics).map((c) => c.name);
    expect(components).toEqual(['VCALENDAR', 'VTIMEZONE', 'STANDARD', 'VEVENT']);
  });

  it('has a stable UID, a UTC DTSTAMP, the title, place, description and page', () => {
    const e = vevent(eventCalendar(base, options));
    expect(e.get('UID')).toBe('event-0123456789abcdef01234567@matchday.test');
    const later = vevent(
      eventCalendar(base, { ...options, now: new Date('2028-05-06T00:00:00Z') }),
    );
    expect(later.get('UID')).toBe(e.get('UID'));
    expect(e.get('DTSTAMP')).toBe('20270102T030405Z');
    expect(later.get('DTSTAMP')).toBe('20280506T000000Z');
    expect(unescapeText(e.get('SUMMARY'))).toBe('Monsoon Cup');
    expect(unescapeText(e.get('LOCATION'))).toBe('City Stadium, MG Road, Bengaluru');
    expect(unescapeText(e.get('DESCRIPTION'))).toBe(
      `Bring your own racket.\n\nDetails and registration: ${options.url}`,
    );
    expect(e.get('URL')).toBe(options.url);
  });

  it('times a one-day event in venue time with its VTIMEZONE (IST, +05:30)', () => {
    const cal = parseIcs(eventCalendar(base, options));
    const e = cal.find((c) => c.name === 'VEVENT')!;
    expect(e.prop('DTSTART')).toEqual({ params: 'TZID=Asia/Kolkata', value: '20270312T090000' });
    expect(e.prop('DTEND')).toEqual({ params: 'TZID=Asia/Kolkata', value: '20270312T183000' });
    expect(cal.find((c) => c.name === 'VTIMEZONE')!.get('TZID')).toBe('Asia/Kolkata');
    const standard = cal.find((c) => c.name === 'STANDARD')!;
    expect(standard.get('TZOFFSETFROM')).toBe('+0530');
    expect(standard.get('TZOFFSETTO')).toBe('+0530');
  });

  it("makes a multi-day event one entry per day, each with the day's times", () => {
    const days = vevents(eventCalendar({ ...base, end_date: '2027-03-14' }, options));
    expect(days.map((d) => [d.prop('DTSTART'), d.prop('DTEND')])).toEqual(
      ['20270312', '20270313', '20270314'].map((day) => [
        { params: 'TZID=Asia/Kolkata', value: `${day}T090000` },
        { params: 'TZID=Asia/Kolkata', value: `${day}T183000` },
      ]),
    );
    // The first day keeps the event's UID (a file imported before updates it); each later day
    // has its own, numbered, so moving the event moves every day's entry.
    expect(days.map((d) => d.get('UID'))).toEqual([
      'event-0123456789abcdef01234567@matchday.test',
      'event-0123456789abcdef01234567-day2@matchday.test',
      'event-0123456789abcdef01234567-day3@matchday.test',
    ]);
    for (const d of days) expect(unescapeText(d.get('SUMMARY'))).toBe('Monsoon Cup');
  });

  it('ends each day of an event without an end time at midnight (as the app calls it over)', () => {
    const days = vevents(
      eventCalendar(
        { ...base, end_date: '2027-02-28', start_date: '2027-02-27', event_end_time: null },
        options,
      ),
    );
    expect(days.map((d) => [d.prop('DTSTART').value, d.prop('DTEND').value])).toEqual([
      ['20270227T090000', '20270228T000000'],
      ['20270228T090000', '20270301T000000'],
    ]);
  });

  it('keeps an event that runs through the night (ends earlier in the day than it starts) in one entry', () => {
    const days = vevents(
      eventCalendar(
        {
          ...base,
          start_date: '2027-03-12',
          end_date: '2027-03-13',
          event_start_time: '20:00',
          event_end_time: '06:00',
        },
        options,
      ),
    );
    expect(days.map((d) => [d.prop('DTSTART').value, d.prop('DTEND').value])).toEqual([
      ['20270312T200000', '20270313T060000'],
    ]);
  });

  it('gives SEQUENCE as the revision and STATUS:CONFIRMED, or STATUS:CANCELLED once cancelled', () => {
    const live = vevent(eventCalendar({ ...base, revision: 3 }, options));
    expect(live.get('SEQUENCE')).toBe('3');
    expect(live.get('STATUS')).toBe('CONFIRMED');
    const days = vevents(
      eventCalendar(
        { ...base, end_date: '2027-03-13', revision: 4, cancelled_at: new Date('2027-02-01') },
        options,
      ),
    );
    expect(days).toHaveLength(2);
    for (const d of days) {
      expect(d.get('STATUS')).toBe('CANCELLED');
      expect(d.get('SEQUENCE')).toBe('4');
    }
  });

  it('makes an event without times an all-day event (DTEND the day after, no time zone)', () => {
    const ics = eventCalendar(
      {
        ...base,
        end_date: '2027-12-31',
        start_date: '2027-12-30',
        event_start_time: null,
        event_end_time: null,
      },
      options,
    );
    const e = vevent(ics);
    expect(e.prop('DTSTART')).toEqual({ params: 'VALUE=DATE', value: '20271230' });
    expect(e.prop('DTEND')).toEqual({ params: 'VALUE=DATE', value: '20280101' });
    expect(ics).not.toContain('VTIMEZONE');
  });

  it('escapes commas, semicolons, backslashes and line breaks, and reads back the same text', () => {
    const title = 'Cup; round 1, the "final" \\ replay';
    const description = 'Line one\nLine two\r\nLine three;\tend,';
    const ics = eventCalendar({ ...base, title, description }, options);
    const raw = ics.replace(/\r\n[ \t]/g, '');
    expect(raw).toContain('SUMMARY:Cup\\; round 1\\, the "final" \\\\ replay\r\n');
    expect(raw).toContain('DESCRIPTION:Line one\\nLine two\\nLine three\\;\tend\\,\\n\\nDetails');
    const e = vevent(ics);
    expect(unescapeText(e.get('SUMMARY'))).toBe(title);
    expect(unescapeText(e.get('DESCRIPTION'))).toBe(
      `Line one\nLine two\nLine three;\tend,\n\nDetails and registration: ${options.url}`,
    );
  });

  it('folds long lines at 75 octets without splitting a character, and unfolds to the original', () => {
    // Devanagari (3 octets each) and an emoji (4 octets, a surrogate pair in JavaScript).
    const description = `${'क्रिकेट प्रतियोगिता '.repeat(12)}🏏 ${'x'.repeat(200)}`;
    const ics = eventCalendar({ ...base, description }, options);
    const lines = ics.split('\r\n');
    expect(lines.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(5);
    for (const line of lines) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      // Every physical line is whole UTF-8 on its own (no sequence cut in two).
      expect(Buffer.from(line).toString('utf8')).toBe(line);
      expect(line).not.toMatch(/[\uD800-\uDFFF]/u);
    }
    expect(unescapeText(vevent(ics).get('DESCRIPTION'))).toBe(
      `${description}\n\nDetails and registration: ${options.url}`,
    );
  });

  it('drops control characters TEXT does not allow', () => {
    expect(escapeText('a\u0000b\u0007c\u001Fd\u007Fe\tf')).toBe('abcde\tf');
  });

  it('leaves short lines alone and folds at exactly 75 octets', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const line = `SUMMARY:${'a'.repeat(67)}`; // 75 octets
    expect(foldLine(line)).toBe(line);
    const folded = foldLine(`${line}bc`).split('\r\n');
    expect(folded).toEqual([line, ' bc']);
  });
});

describe('calendarFileName', () => {
  it('is lowercase ASCII words from the title, or "event"', () => {
    expect(calendarFileName('Monsoon Cup 2027: Finals!')).toBe('monsoon-cup-2027-finals.ics');
    expect(calendarFileName('Café "Open"; \r\n../../etc')).toBe('cafe-open-etc.ics');
    expect(calendarFileName('क्रिकेट')).toBe('event.ics');
    expect(calendarFileName('a'.repeat(100))).toBe(`${'a'.repeat(60)}.ics`);
  });
});
