import { describe, expect, it } from 'vitest';
import { splitEvents, splitRegistrations } from './split-dashboard';

// 12:00 IST on 10 June 2026; events start at 00:00 IST on their start date (§4).
const NOW = new Date('2026-06-10T12:00:00+05:30');

const dates = (start: string) => ({
  start_date: start,
  end_date: start,
  registration_start_date: '2026-05-01',
  registration_end_date: start,
  registration_start_time: '00:00',
  registration_end_time: '23:59',
});

const registration = (id: string, status: 'created' | 'captured', start: string) => ({
  id,
  payment_status: status,
  event_details: dates(start),
});

const ids = (items: Array<{ id: string }>) => items.map((i) => i.id);

describe('splitRegistrations (a participant)', () => {
  it('puts paid future events in Upcoming, pending ones in Payment Pending, the rest in Other', () => {
    const split = splitRegistrations(
      [
        registration('paid-future', 'captured', '2026-07-01'),
        registration('pending-future', 'created', '2026-07-01'),
        registration('pending-past', 'created', '2026-01-01'),
        registration('paid-past', 'captured', '2026-01-01'),
      ],
      NOW,
    );
    expect(ids(split.upcoming)).toEqual(['paid-future']);
    expect(ids(split.pending)).toEqual(['pending-future', 'pending-past']);
    expect(ids(split.other)).toEqual(['paid-past']);
  });

  it('leaves a self-formed team to the Teams section until it is paid', () => {
    const team = { id: 't1' };
    const split = splitRegistrations(
      [
        { ...registration('forming', 'created', '2026-07-01'), team },
        { ...registration('team-paid', 'captured', '2026-07-01'), team },
        { ...registration('typed-team', 'created', '2026-07-01'), team: null },
      ],
      NOW,
    );
    expect(ids(split.upcoming)).toEqual(['team-paid']);
    expect(ids(split.pending)).toEqual(['typed-team']);
    expect(split.other).toEqual([]);
  });

  it('counts an event starting today as started (Other), one starting tomorrow as Upcoming', () => {
    const split = splitRegistrations(
      [
        registration('today', 'captured', '2026-06-10'),
        registration('tomorrow', 'captured', '2026-06-11'),
      ],
      NOW,
    );
    expect(ids(split.upcoming)).toEqual(['tomorrow']);
    expect(ids(split.other)).toEqual(['today']);
  });

  it('orders Upcoming soonest first and Other most recent first', () => {
    const split = splitRegistrations(
      [
        registration('late', 'captured', '2026-09-01'),
        registration('soon', 'captured', '2026-06-20'),
        registration('long-ago', 'captured', '2025-01-01'),
        registration('recent', 'captured', '2026-06-01'),
      ],
      NOW,
    );
    expect(ids(split.upcoming)).toEqual(['soon', 'late']);
    expect(ids(split.other)).toEqual(['recent', 'long-ago']);
  });

  it('leaves every section empty for no registrations', () => {
    expect(splitRegistrations([], NOW)).toEqual({ upcoming: [], pending: [], other: [] });
  });
});

describe('splitEvents (a host or an admin)', () => {
  it('puts future events in Upcoming and the rest in Other, never in Payment Pending', () => {
    const split = splitEvents(
      [
        { id: 'past', ...dates('2026-03-01') },
        { id: 'future', ...dates('2026-08-01') },
        { id: 'today', ...dates('2026-06-10') },
      ],
      NOW,
    );
    expect(ids(split.upcoming)).toEqual(['future']);
    expect(ids(split.pending)).toEqual([]);
    expect(ids(split.other)).toEqual(['today', 'past']);
  });
});
