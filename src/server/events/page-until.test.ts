import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, type EventRow } from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { setPlaces } from '../test/places';
import { as } from '../test/sessions';
import { useTestApp } from '../test/test-app';
import { readPageUntil } from './page-until';

// Decision 064: when time alone next changes a public page showing some events. The page is kept
// until then, so an instant missed here is a page left stale.
const ctx = useTestApp({ worker: false });

const now = new Date();
const later = (ms: number) => new Date(now.getTime() + ms);
const H = 3600_000;
let hostId: string;
let sportId: string;
const at = (d: Date | null) => d!.getTime();

beforeAll(async () => {
  hostId = (await as(ctx.app, 'Host')).user.id;
  sportId = (await makeSport(ctx.app.db, 'Kho kho')).id;
});

const event = (
  window: 'open' | 'not_open' | 'closed' | 'under_way' | 'over',
  prices: { category_id: string; price: number; capacity: number }[] = [],
) => makeEvent(ctx.app.db, { host_id: hostId, sports_id: sportId, window, now, prices });
const moveTo = (e: EventRow, fields: Partial<EventRow>) =>
  ctx.app.db.update(events).set(fields).where(eq(events.id, e.id));

describe('readPageUntil', () => {
  it('is the first instant that changes an event on the page: its window, its end', async () => {
    const opening = await event('not_open');
    const closing = await event('open');
    expect(
      await readPageUntil(ctx.app.db, { events: [opening.id], timeFiltered: false }, now),
    ).toBe(at(opening.registration_opens_at));
    expect(
      await readPageUntil(
        ctx.app.db,
        { events: [closing.id, opening.id], timeFiltered: false },
        now,
      ),
    ).toBe(Math.min(at(closing.registration_closes_at), at(opening.registration_opens_at)));
    // An event under way changes when it ends (and drops out of lists that hide past events).
    const running = await event('under_way');
    expect(
      await readPageUntil(ctx.app.db, { events: [running.id], timeFiltered: false }, now),
    ).toBe(at(running.ends_at));
  });

  it('counts an event’s start (the home page’s "upcoming" drops it) and a hold expiring', async () => {
    const category = await makeCategory(ctx.app.db, { sports_id: sportId });
    const e = await event('closed', [{ category_id: category.id, price: 100, capacity: 10 }]);
    // Its end and start are days away; an hour's hold on its places is what changes it first.
    await setPlaces(
      ctx.app.db,
      e.id,
      category.id,
      sql`holds = array[${later(2 * H).toISOString()}::timestamptz, ${later(H).toISOString()}::timestamptz]`,
    );
    expect(await readPageUntil(ctx.app.db, { events: [e.id], timeFiltered: false }, now)).toBe(
      at(later(H)),
    );
    expect(await readPageUntil(ctx.app.db, { events: [e.id], timeFiltered: false }, later(H))).toBe(
      at(later(2 * H)),
    );
    expect(
      await readPageUntil(ctx.app.db, { events: [e.id], timeFiltered: false }, later(3 * H)),
    ).toBe(at(e.starts_at));
  });

  it('for a list that time fills, also any event’s opening or end, on the page or not', async () => {
    const shown = await event('over');
    const elsewhere = await event('under_way');
    await moveTo(elsewhere, { ends_at: later(30 * 60_000) });
    const opens = await event('not_open');
    await moveTo(opens, { registration_opens_at: later(20 * 60_000) });
    const page = { events: [shown.id], timeFiltered: false };
    // A list of finished events: nothing on it changes; an event elsewhere opening or ending
    // changes the lists of events open now and of finished ones.
    expect(await readPageUntil(ctx.app.db, page, now)).toBe(Infinity);
    expect(await readPageUntil(ctx.app.db, { ...page, timeFiltered: true }, now)).toBe(
      at(later(20 * 60_000)),
    );
    expect(
      await readPageUntil(ctx.app.db, { ...page, timeFiltered: true }, later(25 * 60_000)),
    ).toBe(at(later(30 * 60_000)));
  });

  it('is never for a page with no events that time does not fill', async () => {
    expect(await readPageUntil(ctx.app.db, { events: [], timeFiltered: false }, now)).toBe(
      Infinity,
    );
  });
});
