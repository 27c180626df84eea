import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../date-format';
import { compiledMessages } from '../i18n/compiled';
import { renderMessage } from '../i18n/render';
import {
  eventBanners,
  isRegistrationOpen,
  isUpcoming,
  opensOnPublish,
  registrationState,
  startsInPast,
  venueInstant,
  venueToday,
} from './registration-window';

const event = {
  registration_start_date: '2027-03-01',
  registration_start_time: '09:00',
  registration_end_date: '2027-03-10',
  registration_end_time: '18:00',
  start_date: '2027-03-15',
  end_date: '2027-03-16',
};
const at = (iso: string) => new Date(iso);

describe('registration window (§4) at its boundaries, in venue time (IST)', () => {
  it('reads venue dates and times as +05:30', () => {
    expect(venueInstant('2027-03-01', '09:00').toISOString()).toBe('2027-03-01T03:30:00.000Z');
  });

  it('is not open until the start instant, open from it', () => {
    expect(registrationState(event, at('2027-03-01T03:29:59.999Z'))).toBe('not_open');
    expect(registrationState(event, at('2027-03-01T03:30:00.000Z'))).toBe('open');
  });

  it('is open until just before the end instant, closed at it', () => {
    expect(registrationState(event, at('2027-03-10T12:29:59.999Z'))).toBe('open');
    expect(registrationState(event, at('2027-03-10T12:30:00.000Z'))).toBe('closed');
  });

  it('is over after the whole end date', () => {
    expect(registrationState(event, at('2027-03-16T18:29:59.999Z'))).toBe('closed');
    expect(registrationState(event, at('2027-03-16T18:30:00.000Z'))).toBe('over');
  });

  it('defaults missing times to the whole day', () => {
    const e = { ...event, registration_start_time: null, registration_end_time: '' };
    expect(registrationState(e, at('2027-02-28T18:30:00.000Z'))).toBe('open');
    expect(registrationState(e, at('2027-03-10T18:28:59.000Z'))).toBe('open');
    expect(registrationState(e, at('2027-03-10T18:29:00.000Z'))).toBe('closed');
  });

  it('never opens a draft (issue 13)', () => {
    const open = at('2027-03-05T00:00:00Z');
    expect(isRegistrationOpen(event, open)).toBe(true);
    expect(isRegistrationOpen({ ...event, status: 'published' }, open)).toBe(true);
    expect(isRegistrationOpen({ ...event, status: 'draft' }, open)).toBe(false);
    expect(opensOnPublish(event, open)).toBe(true);
    expect(opensOnPublish(event, at('2027-02-01T00:00:00Z'))).toBe(false);
  });

  it('calls a start date past from the venue’s midnight (IST)', () => {
    // 18:29:59 UTC on 14 March is 23:59:59 IST; a minute later it is 15 March at the venue.
    expect(venueToday(at('2027-03-14T18:29:59Z'))).toBe('2027-03-14');
    expect(venueToday(at('2027-03-14T18:30:00Z'))).toBe('2027-03-15');
    expect(startsInPast(event, at('2027-03-14T18:29:59Z'))).toBe(false);
    expect(startsInPast(event, at('2027-03-15T18:29:59Z'))).toBe(false);
    expect(startsInPast(event, at('2027-03-15T18:30:00Z'))).toBe(true);
  });

  it('starts the event at its own start time when it has one', () => {
    const timed = { ...event, event_start_time: '08:30' };
    expect(isUpcoming(timed, at('2027-03-15T02:59:59Z'))).toBe(true);
    expect(isUpcoming(timed, at('2027-03-15T03:00:00Z'))).toBe(false);
    expect(isUpcoming(event, at('2027-03-14T18:30:00Z'))).toBe(false);
  });

  it('shows the §2 banners by state, in the spec’s English words', () => {
    const en = compiledMessages('en');
    const banners = (now: string) =>
      eventBanners(registrationState(event, at(now))).map((key) =>
        renderMessage(en[key]!, { date: formatDisplayDate(event.registration_start_date) }, 'en'),
      );
    expect(banners('2027-02-01T00:00:00Z')).toEqual([
      'Registration will Starts on 01 March, 2027 !!',
    ]);
    expect(banners('2027-03-05T00:00:00Z')).toEqual([]);
    expect(banners('2027-03-12T00:00:00Z')).toEqual(['Registration has been closed Now !!']);
    expect(banners('2027-03-20T00:00:00Z')).toEqual([
      'Registration has been closed Now !!',
      'Results has been Anounced !!',
    ]);
  });
});
