import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TAX_MSG } from '../../shared/events/schemas';
import { GST_DEFAULTS } from '../../shared/money/gst';
import { events, type CategoryRow, type SportRow, type User } from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport, venueDate } from '../seed/factories';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

/**
 * Issue 26: an event carries the state or union territory of its venue (the place of supply of
 * an entry, IGST Act s. 12(6)) and the GST terms its documents print. An unknown state or bad
 * terms are a 400 that writes nothing; an edit that leaves them out keeps them; the reads show
 * the default terms when the host set none.
 */
const ctx = useTestApp({ worker: false });
const call = apiCaller(() => ctx.app);
let host: { user: User; cookie: string };
let sport: SportRow, singles: CategoryRow;

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  sport = await makeSport(ctx.app.db);
  singles = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Singles' });
});

const day = (days: number) => venueDate(ctx.app.now(), days);
function body(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Deccan Kabaddi Cup',
    start_date: day(20),
    end_date: day(21),
    registration_start_date: day(2),
    registration_end_date: day(15),
    rewards: 'Trophies',
    poster: '/uploads/posters/0123456789abcdef01234567.webp',
    venue_name: 'Gachibowli Indoor Stadium',
    venue_address: 'Gachibowli, Hyderabad 500032',
    sports_id: sport.id,
    categories: [{ category_id: singles.id, price: 600 }],
    ...overrides,
  };
}
const eventCount = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(events))[0]!.n;
const storedRow = async (id: string) =>
  (await ctx.database.db.select().from(events).where(eq(events.id, id)))[0]!;

const KABADDI_GST = {
  sac: '999692',
  description: 'Entry to a kabaddi tournament',
  rate_percent: 5,
};

describe('the venue state and GST terms of an event', () => {
  it('refuses an unknown state or bad GST terms with a 400 under the field, and writes nothing', async () => {
    const before = await eventCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ venue_state: 'XX' }, 'venue_state', EVENT_TAX_MSG.venueState],
      // The code is sent without ISO's "IN-" prefix.
      [{ venue_state: 'IN-MH' }, 'venue_state', EVENT_TAX_MSG.venueState],
      [{ venue_state: '' }, 'venue_state', EVENT_TAX_MSG.venueState],
      [{ gst: { ...KABADDI_GST, sac: '99A6' } }, 'gst.sac', EVENT_TAX_MSG.sac],
      [{ gst: { ...KABADDI_GST, sac: '123' } }, 'gst.sac', EVENT_TAX_MSG.sac],
      [{ gst: { ...KABADDI_GST, description: 'x' } }, 'gst.description', EVENT_TAX_MSG.description],
      [{ gst: { ...KABADDI_GST, rate_percent: 7 } }, 'gst.rate_percent', EVENT_TAX_MSG.rate],
    ];
    for (const [patch, field, text] of cases) {
      const res = await call(host, 'POST', '/events', body({ venue_state: 'TG', ...patch }));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(patch)).toBe(text);
    }
    expect(await eventCount()).toBe(before);
  });

  it('stores the state and terms sent, and every read shows them', async () => {
    const res = await call(
      host,
      'POST',
      '/events',
      body({ status: 'published', venue_state: 'tg', gst: KABADDI_GST }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    // Any letter case is taken; the code is kept upper case, as tax-ids.ts lists it.
    expect(created).toMatchObject({ venue_state: 'TG', gst: KABADDI_GST });
    const row = await storedRow(created.id);
    expect({ venue_state: row.venue_state, gst: row.gst }).toEqual({
      venue_state: 'TG',
      gst: KABADDI_GST,
    });
    const read = await call(null, 'GET', `/events/${created.id}`);
    expect(read.json().data).toMatchObject({ venue_state: 'TG', gst: KABADDI_GST });
    const list = await call(null, 'GET', `/events?q=${encodeURIComponent('Deccan Kabaddi')}`);
    const listed = list.json().data.find((e: { id: string }) => e.id === created.id);
    expect(listed).toMatchObject({ venue_state: 'TG', gst: KABADDI_GST });
  });

  it('keeps the state and terms through an edit that leaves them out; null terms are the defaults', async () => {
    const made = await call(host, 'POST', '/events', body({ venue_state: 'KA', gst: KABADDI_GST }));
    const id: string = made.json().data.id;
    const renamed = await call(
      host,
      'PUT',
      `/events/${id}`,
      body({ title: 'Deccan Kabaddi Open' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      title: 'Deccan Kabaddi Open',
      venue_state: 'KA',
      gst: KABADDI_GST,
    });
    expect((await storedRow(id)).venue_state).toBe('KA');

    const moved = await call(host, 'PUT', `/events/${id}`, body({ venue_state: 'MH', gst: null }));
    expect(moved.json().data).toMatchObject({ venue_state: 'MH', gst: GST_DEFAULTS });
    const row = await storedRow(id);
    // Stored as null, so the event follows the defaults rather than a copy of today's.
    expect({ venue_state: row.venue_state, gst: row.gst }).toEqual({
      venue_state: 'MH',
      gst: null,
    });

    // A refused edit leaves both as they were.
    const refused = await call(host, 'PUT', `/events/${id}`, body({ venue_state: 'ZZ' }));
    expect(refused.statusCode).toBe(400);
    expect((await storedRow(id)).venue_state).toBe('MH');
  });

  it('lets an older client create an event without a state: null, with the default terms', async () => {
    const res = await call(host, 'POST', '/events', body({ status: 'published' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ venue_state: null, gst: GST_DEFAULTS });
    const row = await storedRow(res.json().data.id);
    expect({ venue_state: row.venue_state, gst: row.gst }).toEqual({
      venue_state: null,
      gst: null,
    });
  });

  it('shows the default terms on an event stored before issue 26', async () => {
    const old = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      now: ctx.app.now(),
      prices: [{ category_id: singles.id, price: 100 }],
    });
    const read = await call(null, 'GET', `/events/${old.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ venue_state: null, gst: GST_DEFAULTS });
  });
});
