import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  categories,
  categoryPlaces,
  draws,
  eventCategories,
  eventDocuments,
  events,
  participations,
  sports,
  users,
  waitlistEntries,
  type CategoryRow,
  type EventRow,
  type User,
} from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { untilLockWaiters } from '../test/lock-waiters';
import { registerAndPay } from '../test/registrations';
import { as, apiCaller } from '../test/sessions';
import { useTestApp } from '../test/test-app';
import { documentOf, rebuildReadModel } from './read-model';
import { getEvent } from './service';

// Issue 31: the public read model is derived. After every kind of write, what GET /events/:id and
// the list send (built from the stored document) equals a fresh derivation from the tables, and
// the stored document equals the document of that derivation. Writes go straight to the tables
// where they can: the triggers, not the API's writers, are what keep the model right.
const ctx = useTestApp({ env: { PUBLIC_CACHE_SECONDS: '0' } });
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let host: Actor;
let sportId: string;
let limited: CategoryRow;
let open: CategoryRow;
let event: EventRow;

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  sportId = (await makeSport(ctx.app.db)).id;
});
beforeEach(async () => {
  ctx.clock.reset();
  limited = await makeCategory(ctx.app.db, { sports_id: sportId });
  open = await makeCategory(ctx.app.db, { sports_id: sportId });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    prices: [
      { category_id: limited.id, price: 500, capacity: 2 },
      { category_id: open.id, price: 0 },
    ],
  });
});

const derived = async (id: string) =>
  JSON.parse(JSON.stringify(await getEvent(ctx.app.deps, id))) as Record<string, unknown>;

/**
 * Decision 066: the answers made of stored documents are tagged by what they are made of, not by
 * a digest of their text. Across every answer this file reads, one tag is one text and one text
 * one tag: a tag that left out a part (the places, the state, the next cursor, the document)
 * would confirm a visitor's old text after that part changed.
 */
const textOfTag = new Map<string, string>();
const tagOfText = new Map<string, string>();
async function read(url: string) {
  const res = await call(null, 'GET', url);
  if (res.statusCode !== 200) return res;
  const tag = res.headers.etag as string;
  expect(tag, url).toMatch(/^W\/"[\w-]{27}"$/);
  expect(textOfTag.get(tag) ?? res.body, `${url}: one tag, one text`).toBe(res.body);
  expect(tagOfText.get(res.body) ?? tag, `${url}: one text, one tag`).toBe(tag);
  textOfTag.set(tag, res.body);
  tagOfText.set(res.body, tag);
  // And the tag confirms the text it names: an empty 304.
  const again = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { 'if-none-match': tag },
  });
  expect(again.statusCode, url).toBe(304);
  return res;
}

const stored = async (id: string) =>
  (await ctx.app.db.select().from(eventDocuments).where(eq(eventDocuments.event_id, id)))[0]!;

/**
 * What the API sends equals the derivation, for the event and in the list, twice: once when the
 * write has left the document stale (built on this read), once from the document as stored.
 */
async function expectFresh(id: string) {
  for (const round of ['after the write', 'from the stored document']) {
    const fresh = await derived(id);
    const one = await read(`/events/${id}`);
    expect(one.statusCode, round).toBe(200);
    expect(one.json().data, round).toEqual(fresh);
    const list = await read('/events?sort=newest&limit=50&include_past=true');
    const item = (list.json().data as { id: string }[]).find((e) => e.id === id);
    expect(item, round).toEqual(fresh);
    const row = await stored(id);
    expect(row.stale, round).toBe(false);
    const { registration_state: _, ...rest } = fresh;
    expect(
      { ...documentOf(fresh as never), body: undefined },
      `${round}: the stored document is the derivation's`,
    ).toEqual({
      place_slots: row.place_slots,
      place_categories: row.place_categories,
      place_capacities: row.place_capacities,
      fingerprint: row.fingerprint,
      body: undefined,
    });
    expect(JSON.parse(`${row.body!}}`).title).toBe(rest.title);
  }
}

const placesOf = async (id: string, categoryId: string) => {
  const data = (await read(`/events/${id}`)).json().data as {
    categories: { category_id: string; places_left: number | null; waitlist_count: number }[];
  };
  const c = data.categories.find((x) => x.category_id === categoryId)!;
  return { left: c.places_left, waiting: c.waitlist_count };
};

describe('the event document follows every write to what it shows', () => {
  it('the event, its categories, prices and capacities, the category, sport and host names, a draw', async () => {
    const db = ctx.app.db;
    await expectFresh(event.id);
    const writes: [string, () => Promise<unknown>][] = [
      [
        'the event row',
        () =>
          db
            .update(events)
            .set({ title: 'Kabaddi Cup 2027', description: 'नया विवरण' })
            .where(eq(events.id, event.id)),
      ],
      [
        'a price',
        () =>
          db
            .update(eventCategories)
            .set({ price_minor: 75_000 })
            .where(eq(eventCategories.category_id, limited.id)),
      ],
      [
        'a capacity set',
        () =>
          db
            .update(eventCategories)
            .set({ capacity: 40 })
            .where(eq(eventCategories.category_id, open.id)),
      ],
      [
        'a capacity lifted',
        () =>
          db
            .update(eventCategories)
            .set({ capacity: null })
            .where(eq(eventCategories.category_id, limited.id)),
      ],
      [
        'a category added',
        async () => {
          const added = await makeCategory(db, { sports_id: sportId });
          await db.insert(eventCategories).values({
            event_id: event.id,
            category_id: added.id,
            price_minor: 10_000,
            capacity: 8,
          });
        },
      ],
      [
        'a category removed',
        () => db.delete(eventCategories).where(eq(eventCategories.category_id, open.id)),
      ],
      [
        'the category renamed',
        () =>
          db.update(categories).set({ name: 'Under 14 Boys' }).where(eq(categories.id, limited.id)),
      ],
      [
        'the sport renamed',
        () =>
          db
            .update(sports)
            .set({ sports_name: `Kho-kho ${Date.now()}` })
            .where(eq(sports.id, sportId)),
      ],
      [
        'the host renamed',
        () =>
          db
            .update(users)
            .set({ name: 'ராஜேஷ் குமார்', organisation_name: 'Chennai Sports Club' })
            .where(eq(users.id, host.user.id)),
      ],
      [
        'a draw made',
        () =>
          db.insert(draws).values({
            event_id: event.id,
            category_id: limited.id,
            format: 'single_elimination',
            settings: { bronze: false } as never,
            drawn_by: host.user.id,
          }),
      ],
      ['a draw undone', () => db.delete(draws).where(eq(draws.event_id, event.id))],
      [
        'the event cancelled',
        () =>
          db
            .update(events)
            .set({ cancelled_at: ctx.clock.now(), cancel_reason: 'Rain' })
            .where(eq(events.id, event.id)),
      ],
    ];
    for (const [name, write] of writes) {
      const before = (await call(null, 'GET', `/events/${event.id}`)).json().data;
      await write();
      expect((await stored(event.id)).stale, `${name} marks the document stale`).toBe(true);
      await expectFresh(event.id);
      expect((await call(null, 'GET', `/events/${event.id}`)).json().data, name).not.toEqual(
        before,
      );
    }
  });

  it('an unpublished event is not sent, its document or not', async () => {
    await expectFresh(event.id);
    await ctx.app.db.update(events).set({ status: 'draft' }).where(eq(events.id, event.id));
    expect((await call(null, 'GET', `/events/${event.id}`)).statusCode).toBe(404);
    const list = await call(null, 'GET', '/events?sort=newest&limit=50');
    expect((list.json().data as { id: string }[]).map((e) => e.id)).not.toContain(event.id);
  });

  it('reads that come in together share one read (decision 058), each answered with its own event', async () => {
    const other = await makeEvent(ctx.app.db, { host_id: host.user.id, sports_id: sportId });
    const draft = await makeEvent(ctx.app.db, { host_id: host.user.id, sports_id: sportId });
    await ctx.app.db.update(events).set({ status: 'draft' }).where(eq(events.id, draft.id));
    await expectFresh(event.id);
    await expectFresh(other.id);
    const together = async (ids: string[]) => {
      const before = ctx.database.statements();
      const answers = await Promise.all(ids.map((id) => call(null, 'GET', `/events/${id}`)));
      return { answers, statements: ctx.database.statements() - before };
    };
    const ids = [event.id, other.id, draft.id, '0123456789abcdef01234567', event.id];
    const { answers, statements } = await together(ids);
    expect(statements).toBe(1);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 404, 200]);
    const [mine, theirs, , , again] = answers.map((answer) => answer.json().data);
    expect(mine).toEqual(await derived(event.id));
    expect(theirs).toEqual(await derived(other.id));
    expect(again).toEqual(mine);
    // A stale document among them is built within the shared read.
    await ctx.app.db
      .update(events)
      .set({ title: 'Renamed together' })
      .where(eq(events.id, event.id));
    const renamed = await together([event.id, other.id]);
    expect(renamed.answers.map((answer) => answer.json().data)).toEqual([
      await derived(event.id),
      theirs,
    ]);
    expect(renamed.answers[0]!.json().data.title).toBe('Renamed together');
  });

  it('places: holds count until they expire (no write needed), payments, the waitlist, cancellations', async () => {
    const db = ctx.app.db;
    const [a, b, c] = await Promise.all([
      as(ctx.app, 'Participant'),
      as(ctx.app, 'Participant'),
      as(ctx.app, 'Participant'),
    ]);
    const register = (who: Actor) =>
      call(who, 'POST', '/event/participate', { event_id: event.id, category_id: limited.id });
    expect((await register(a)).statusCode).toBe(201);
    await expectFresh(event.id);
    expect(await placesOf(event.id, limited.id)).toEqual({ left: 1, waiting: 0 });
    const built = (await stored(event.id)).built_at;

    // The hold runs out: the place is free again, with no write and no rebuild.
    ctx.clock.advance(16 * MINUTE);
    expect(await placesOf(event.id, limited.id)).toEqual({ left: 2, waiting: 0 });
    await expectFresh(event.id);
    expect((await stored(event.id)).built_at).toEqual(built);

    // Paid: taken for good.
    const second = await register(b);
    expect(second.statusCode).toBe(201);
    const orderId = second.json().data.order_id as string;
    const done = await call(b, 'POST', '/payments/test/complete', {
      order_id: orderId,
      outcome: 'paid',
    });
    expect((await call(b, 'POST', '/payments/verify', done.json().data)).statusCode).toBe(200);
    ctx.clock.advance(20 * MINUTE);
    expect(await placesOf(event.id, limited.id)).toEqual({ left: 1, waiting: 0 });
    await expectFresh(event.id);

    // Full, then a queue: the waiting count is in the document's places.
    await db
      .update(eventCategories)
      .set({ capacity: 1 })
      .where(eq(eventCategories.category_id, limited.id));
    const queued = await call(c, 'POST', '/event/waitlist', {
      event_id: event.id,
      category_id: limited.id,
    });
    expect(queued.statusCode).toBe(201);
    expect(await placesOf(event.id, limited.id)).toEqual({ left: 0, waiting: 1 });
    await expectFresh(event.id);

    // A registration cancelled and the entry left: straight in the tables, as any writer would.
    await db
      .update(participations)
      .set({ cancelled_at: ctx.clock.now() })
      .where(eq(participations.event_id, event.id));
    await db
      .update(waitlistEntries)
      .set({ status: 'left' })
      .where(eq(waitlistEntries.event_id, event.id));
    expect(await placesOf(event.id, limited.id)).toEqual({ left: 1, waiting: 0 });
    await expectFresh(event.id);
  });

  it('two payments at once in one category are both counted: the trigger locks, then counts', async () => {
    const [first, second] = [
      await registerAndPay(ctx.app, event, limited, { pay: false }),
      await registerAndPay(ctx.app, event, limited, { pay: false }),
    ];
    const capture = (id: string, tx: typeof ctx.app.db) =>
      tx
        .update(participations)
        .set({ payment_status: 'captured' })
        .where(eq(participations.id, id));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let captured!: () => void;
    const firstDone = new Promise<void>((resolve) => (captured = resolve));
    const one = ctx.app.db.transaction(async (tx) => {
      await capture(first.id, tx);
      captured();
      await held; // the first payment's transaction stays open, its category's row locked
    });
    await firstDone;
    const two = ctx.app.db.transaction((tx) => capture(second.id, tx));
    await untilLockWaiters(ctx.app, 1);
    release();
    await Promise.all([one, two]);
    const [row] = await ctx.app.db
      .select()
      .from(categoryPlaces)
      .where(
        and(eq(categoryPlaces.event_id, event.id), eq(categoryPlaces.category_id, limited.id)),
      );
    expect(row!.paid).toBe(2);
  });

  it('the registration state at each boundary of the window, from one stored document', async () => {
    const row = (await ctx.app.db.select().from(events).where(eq(events.id, event.id)))[0]!;
    await expectFresh(event.id);
    const built = (await stored(event.id)).built_at;
    // The test clock runs on from where it is set: a margin before each boundary, then on it.
    const SECONDS = 3000;
    const at = (instant: Date, ms: number) =>
      ctx.clock.advance(instant.getTime() + ms - ctx.clock.now().getTime());
    const seen: string[] = [];
    for (const [instant, ms] of [
      [row.registration_closes_at, -SECONDS],
      [row.registration_closes_at, 0],
      [row.ends_at, -SECONDS],
      [row.ends_at, 0],
    ] as const) {
      at(instant, ms);
      const data = (await read(`/events/${event.id}`)).json().data;
      expect(data).toEqual(await derived(event.id));
      seen.push(data.registration_state as string);
    }
    expect(seen).toEqual(['open', 'closed', 'closed', 'over']);
    expect((await stored(event.id)).built_at).toEqual(built);
    // Before it opens: a new event whose window is ahead.
    const later = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sportId,
      window: 'not_open',
    });
    const opens = (await ctx.app.db.select().from(events).where(eq(events.id, later.id)))[0]!
      .registration_opens_at;
    ctx.clock.reset();
    at(opens, -SECONDS);
    expect((await call(null, 'GET', `/events/${later.id}`)).json().data.registration_state).toBe(
      'not_open',
    );
    at(opens, 0);
    expect((await call(null, 'GET', `/events/${later.id}`)).json().data.registration_state).toBe(
      'open',
    );
    await expectFresh(later.id);
    ctx.clock.advance(-DAY);
  });

  it("a list's tag names its next cursor: the same events with a page after them are another text", async () => {
    const otherSport = (await makeSport(ctx.app.db)).id;
    await makeEvent(ctx.app.db, { host_id: host.user.id, sports_id: otherSport });
    const url = `/events?sports_id=${otherSport}&limit=1`;
    const alone = await read(url);
    expect(alone.json().next_cursor).toBeNull();
    // A later one: the first page shows the same event, now with a page after it.
    await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: otherSport,
      now: new Date(Date.now() + 5 * DAY),
    });
    const followed = await read(url);
    expect(followed.json().data).toEqual(alone.json().data);
    expect(followed.json().next_cursor).not.toBeNull();
    expect(followed.headers.etag).not.toBe(alone.headers.etag);
  });

  it('npm run read-model:rebuild derives every document again, even one that drifted', async () => {
    await expectFresh(event.id);
    // A document no trigger would leave like this (a bug, a hand edit): the rebuild puts it right.
    await ctx.app.db.execute(
      sql`update event_documents set body = '{"id":"wrong"', place_slots = '{}', place_categories = '{}', place_capacities = '{}', stale = false where event_id = ${event.id}`,
    );
    expect((await call(null, 'GET', `/events/${event.id}`)).json().data.id).toBe('wrong');
    await ctx.app.db.execute(sql`insert into category_places (event_id, category_id, paid)
      values (${event.id}, ${limited.id}, 99) on conflict (event_id, category_id) do update set paid = 99`);
    const built = await rebuildReadModel(ctx.app.db, ctx.clock.now(), 2);
    expect(built).toBeGreaterThan(2);
    await expectFresh(event.id);
  });
});
