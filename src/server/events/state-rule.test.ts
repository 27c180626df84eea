import fc from 'fast-check';
import { and, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  eventInstants,
  registrationState,
  type EventDates,
  type RegistrationState,
} from '../../shared/events/registration-window';
import { events } from '../platform/db/schema';
import { makeEvent, makeSport, makeUser } from '../seed/factories';
import { useTestApp } from '../test/test-app';
import { statusFilter } from './list';

// The §4 state is computed in TypeScript (shared/events/registration-window.ts, for pages and
// for each row a list returns) and in SQL (events/list.ts statusFilter, for filtering lists and
// the admin's counts). This property holds the two to each other, most of all at the instants
// where an event changes state, where an off-by-one (< for <=) would hide.
const ctx = useTestApp({ worker: false });
let hostId: string, sportId: string;

beforeAll(async () => {
  hostId = (await makeUser(ctx.app.db, { role: 'Host' })).id;
  sportId = (await makeSport(ctx.app.db)).id;
});

const DAY = 86_400_000;
const BASE = Date.UTC(2027, 0, 1);
const day = (n: number) => new Date(BASE + n * DAY).toISOString().slice(0, 10);
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 1, 29, 30, 59))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

/** A plausible event: registration opens, closes, then the event runs one to four days. */
const eventDates: fc.Arbitrary<EventDates> = fc
  .record({
    opens: fc.integer({ min: 0, max: 30 }),
    regDays: fc.integer({ min: 0, max: 10 }),
    gap: fc.integer({ min: 0, max: 5 }),
    length: fc.integer({ min: 0, max: 3 }),
    // Stored times are never empty (the form fills the §4 defaults, 00:00 and 23:59).
    opensAt: fc.oneof(clock, fc.constant('00:00')),
    closesAt: fc.oneof(clock, fc.constant('23:59')),
    startsAt: fc.option(clock, { nil: null }),
    // One event in five was cancelled by its host (issue 16): closed until it is over.
    cancelled: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  })
  .map((r) => ({
    registration_start_date: day(r.opens),
    registration_start_time: r.opensAt,
    registration_end_date: day(r.opens + r.regDays),
    registration_end_time: r.closesAt,
    start_date: day(r.opens + r.regDays + r.gap),
    end_date: day(r.opens + r.regDays + r.gap + r.length),
    event_start_time: r.startsAt,
    cancelled_at: r.cancelled ? new Date(BASE) : null,
  }));

const STATES: RegistrationState[] = ['not_open', 'open', 'closed', 'over'];

describe('the §4 state in SQL and in TypeScript', () => {
  it('agree for every event at every instant, above all at the boundaries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventDates, { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.constantFrom(-1, 0, 1),
        async (all, pick, nudge) => {
          // "Now" is one of the events' own instants, a millisecond either side, or on it.
          const instants = all.flatMap((e) => Object.values(eventInstants(e)));
          const now = new Date(instants[pick % instants.length]!.getTime() + nudge);
          const rows = await Promise.all(
            all.map((e) =>
              makeEvent(ctx.app.db, {
                host_id: hostId,
                sports_id: sportId,
                ...e,
                registration_start_time: e.registration_start_time!,
                registration_end_time: e.registration_end_time!,
                event_start_time: e.event_start_time ?? null,
                cancelled_at: e.cancelled_at ? new Date(e.cancelled_at) : null,
              }),
            ),
          );
          const ids = rows.map((r) => r.id);
          for (const state of STATES) {
            const inSql = await ctx.app.db
              .select({ id: events.id })
              .from(events)
              .where(and(inArray(events.id, ids), ...statusFilter(state, now)));
            const inTs = rows.filter((_, i) => registrationState(all[i]!, now) === state);
            expect(new Set(inSql.map((r) => r.id)), `${state} at ${now.toISOString()}`).toEqual(
              new Set(inTs.map((r) => r.id)),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
