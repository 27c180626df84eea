import fs from 'node:fs';
import zlib from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  eventCategories,
  events,
  pageDraws,
  storedPages,
  type EventRow,
} from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { as } from '../test/sessions';
import { metric } from '../test/route-reads';
import { useTestApp } from '../test/test-app';
import { fakeWebBuild } from '../test/web-build';
import { claimDuePages, drawDuePages, finishPageDraw, markBuildDue } from './page-draws';

// Issue 31: an event's pages are drawn when it changes, by the drawing job, so a visitor (a
// crawler walking every event) finds them stored; and at each instant time alone changes them.
// The few-second memory is on (a minute) and the job is run by hand (no worker).
const web = fakeWebBuild('matchday-page-draws-');
const METRICS_TOKEN = 'page-draws-metrics';
const ctx = useTestApp({
  env: { WEB_DIR: web.dir, PUBLIC_CACHE_SECONDS: '60', METRICS_TOKEN },
  worker: false,
});
afterAll(() => fs.rmSync(web.dir, { recursive: true, force: true }));

let hostId: string;
let sportId: string;
let event: EventRow;

beforeAll(async () => {
  hostId = (await as(ctx.app, 'Host')).user.id;
  sportId = (await makeSport(ctx.app.db, 'Kho-kho')).id;
});
beforeEach(async () => {
  ctx.clock.reset();
  // Only this test's event is due: the job's work is this event's alone.
  await ctx.app.db.delete(pageDraws).where(sql`true`);
  const category = await makeCategory(ctx.app.db, { sports_id: sportId });
  event = await makeEvent(ctx.app.db, {
    host_id: hostId,
    sports_id: sportId,
    title: 'Pune Kho-kho Open',
    prices: [{ category_id: category.id, price: 250, capacity: 12 }],
  });
});

const deps = () => ctx.app.deps;
const pagePath = () => `/events/event-details/${event.id}`;
const visit = (language: 'en' | 'hi' = 'en') =>
  ctx.app.inject({
    method: 'GET',
    url: language === 'en' ? pagePath() : `${pagePath()}?lang=hi`,
    headers: { 'accept-encoding': 'identity' },
  });
const drawings = async () =>
  (await metric(ctx.app, METRICS_TOKEN, 'matchday_pages_drawn_total{language="en"}')) +
  (await metric(ctx.app, METRICS_TOKEN, 'matchday_pages_drawn_total{language="hi"}'));
const storedHtml = async (language = 'en') => {
  const [row] = await ctx.app.db
    .select({ br: storedPages.br })
    .from(storedPages)
    .where(and(eq(storedPages.path, pagePath()), eq(storedPages.language, language)));
  return row && zlib.brotliDecompressSync(row.br).toString('utf8');
};
/** The event's row in page_draws: due now (-infinity), at an instant, never, or claimed. */
const dueRow = async () =>
  (
    await ctx.app.db.execute(sql`select due_at = '-infinity' as now, due_at = 'infinity' as never,
      case when due_at not in ('-infinity', 'infinity') then due_at end as at,
      claimed_until is not null as claimed
      from page_draws where event_id = ${event.id}`)
  ).rows[0] as { now: boolean; never: boolean; at: string | null; claimed: boolean } | undefined;
const instantOf = (at: string | null) => (at === null ? null : new Date(at).getTime());

describe('the drawing job', () => {
  it('draws a new or changed event in every language before anyone visits; visits are sent from the store', async () => {
    expect((await dueRow())?.now).toBe(true);
    const before = await drawings();
    const done = await drawDuePages(deps());
    expect(done).toMatchObject({ events: 1, drawn: 2 });
    expect(await drawings()).toBe(before + 2);
    expect(await storedHtml('en')).toContain('Pune Kho-kho Open');
    expect(await storedHtml('hi')).toContain('lang="hi"');
    for (const language of ['en', 'hi'] as const) {
      const res = await visit(language);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(await storedHtml(language));
    }
    expect(await drawings()).toBe(before + 2);

    // Any writer, straight to the table: the trigger makes it due, the job draws it again.
    await ctx.app.db
      .update(events)
      .set({ title: 'Nashik Kho-kho Open' })
      .where(eq(events.id, event.id));
    expect((await dueRow())?.now).toBe(true);
    expect(await drawDuePages(deps())).toMatchObject({ events: 1, drawn: 2 });
    const res = await visit();
    expect(res.body).toContain('Nashik Kho-kho Open');
    expect(await drawings()).toBe(before + 4);
    // Nothing due: a second run draws nothing.
    expect(await drawDuePages(deps())).toMatchObject({ events: 0, drawn: 0, more: false });
  });

  it('stops at its budget with a backlog left, saying so, and the next run goes on', async () => {
    for (const title of ['Thane Kho-kho', 'Solapur Kho-kho'])
      await makeEvent(ctx.app.db, { host_id: hostId, sports_id: sportId, title });
    // No time left after the first batch of two: one event is still due.
    expect(await drawDuePages(deps(), 0, 2)).toMatchObject({ events: 2, drawn: 4, more: true });
    expect(await drawDuePages(deps(), 0, 2)).toMatchObject({ events: 1, drawn: 2, more: false });
    expect(await drawDuePages(deps())).toMatchObject({ events: 0 });
  });

  it('draws a page from the JSON it stores it under, not from the memory of another server’s write', async () => {
    // This server's memory keeps the event's JSON for a minute...
    expect((await ctx.app.inject({ url: `/api/v1/events/${event.id}` })).statusCode).toBe(200);
    // ...and another server renames it (a write this server never saw).
    await ctx.app.db
      .update(events)
      .set({ title: 'Satara Kho-kho Cup' })
      .where(eq(events.id, event.id));
    const remembered = await ctx.app.inject({ url: `/api/v1/events/${event.id}` });
    expect(remembered.json().data.title).toBe('Pune Kho-kho Open');
    // A visitor's drawing and the job's both draw the renamed event, and store it.
    const res = await visit();
    expect(res.body).toContain('Satara Kho-kho Cup');
    expect(res.body).not.toContain('Pune Kho-kho Open');
    expect(await storedHtml('en')).toBe(res.body);
    await drawDuePages(deps());
    expect(await storedHtml('hi')).toContain('Satara Kho-kho Cup');
    expect(await storedHtml('hi')).not.toContain('Pune Kho-kho Open');
  });

  it('keeps an event due at the next instant time alone changes its page, and draws it then', async () => {
    await drawDuePages(deps());
    // Registration is open: the next instant is its close.
    expect(instantOf((await dueRow())!.at)).toBe(event.registration_closes_at.getTime());

    // A hold on a place: due at once (places changed), then at the hold's expiry.
    const participant = await as(ctx.app, 'Participant');
    const [{ category_id }] = (await ctx.app.db
      .select({ category_id: eventCategories.category_id })
      .from(eventCategories)
      .where(eq(eventCategories.event_id, event.id))) as [{ category_id: string }];
    const held = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/event/participate',
      headers: { cookie: participant.cookie, 'content-type': 'application/json' },
      payload: { event_id: event.id, category_id },
    });
    expect(held.statusCode).toBe(201);
    expect((await dueRow())?.now).toBe(true);
    await drawDuePages(deps());
    expect(await storedHtml()).toContain('11');
    const holdEnds = instantOf((await dueRow())!.at)!;
    expect(holdEnds).toBeLessThan(event.registration_closes_at.getTime());
    expect(holdEnds).toBeGreaterThan(ctx.clock.now().getTime());

    // Not yet: nothing is due a second before.
    ctx.clock.advance(holdEnds - ctx.clock.now().getTime() - 1000);
    expect(await drawDuePages(deps())).toMatchObject({ events: 0 });
    // Past it: drawn with the place free again, and due at the close.
    ctx.clock.advance(2000);
    expect(await drawDuePages(deps())).toMatchObject({ events: 1, drawn: 2 });
    expect(instantOf((await dueRow())!.at)).toBe(event.registration_closes_at.getTime());
    const before = await drawings();
    const open = (await visit()).body;
    expect(await drawings()).toBe(before); // sent from the store

    // Past the close: the state the page shows changes; drawn by the job, then due at the end.
    ctx.clock.advance(event.registration_closes_at.getTime() - ctx.clock.now().getTime() + 1000);
    expect(await drawDuePages(deps())).toMatchObject({ events: 1, drawn: 2 });
    expect(instantOf((await dueRow())!.at)).toBe(event.ends_at.getTime());
    const closed = (await visit()).body;
    expect(closed).not.toBe(open);
    expect(await drawings()).toBe(before + 2);
    // After the end nothing more changes by time: due never.
    ctx.clock.advance(event.ends_at.getTime() - ctx.clock.now().getTime() + 1000);
    await drawDuePages(deps());
    expect((await dueRow())?.never).toBe(true);
  });

  it('keeps a cancelled event due at its end, when its page turns from closed to over', async () => {
    await ctx.app.db
      .update(events)
      .set({ cancelled_at: ctx.clock.now(), cancel_reason: 'Rain' })
      .where(eq(events.id, event.id));
    await drawDuePages(deps());
    // Its window's instants no longer change anything; its end still does.
    expect(instantOf((await dueRow())!.at)).toBe(event.ends_at.getTime());
  });

  it('draws again what changed while it drew; a killed run’s claim lapses to a later run', async () => {
    const now = ctx.clock.now();
    const [claim] = await claimDuePages(ctx.app.db, now);
    expect(claim?.event_id).toBe(event.id);
    // Claimed: another run does not take it.
    expect(await claimDuePages(ctx.app.db, now)).toEqual([]);
    // A write while it is being drawn: finishing the old claim leaves it due.
    await ctx.app.db.update(events).set({ title: 'Sangli Kho-kho' }).where(eq(events.id, event.id));
    await finishPageDraw(ctx.app.db, claim!, now, false);
    expect(await dueRow()).toMatchObject({ now: true, claimed: false });

    // A run killed after claiming: the claim holds five minutes, then another run takes it.
    const [again] = await claimDuePages(ctx.app.db, now);
    expect(again?.event_id).toBe(event.id);
    expect(await claimDuePages(ctx.app.db, new Date(now.getTime() + 4 * 60_000))).toEqual([]);
    ctx.clock.advance(5 * 60_000 + 1000);
    expect(await drawDuePages(deps())).toMatchObject({ events: 1, drawn: 2 });
    expect(await storedHtml()).toContain('Sangli Kho-kho');
    expect(await dueRow()).toMatchObject({ now: false, claimed: false });
  });

  it('leaves an event whose drawing failed claimed, for a later run to try again', async () => {
    const real = deps().eventPages!;
    const failing = { ...deps(), eventPages: { ...real, draw: async () => 'failed' as const } };
    expect(await drawDuePages(failing)).toMatchObject({ events: 0, failed: 2, more: false });
    expect(await dueRow()).toMatchObject({ now: true, claimed: true });
    expect(await storedHtml()).toBeUndefined();
    // Not before the claim lapses; then drawn.
    expect(await drawDuePages(deps())).toMatchObject({ events: 0 });
    ctx.clock.advance(5 * 60_000 + 1000);
    expect(await drawDuePages(deps())).toMatchObject({ events: 1, drawn: 2, failed: 0 });
    expect(await storedHtml()).toContain('Pune Kho-kho Open');
  });

  it('forgets a draft until it is published; a new build makes every stored page due once', async () => {
    await ctx.app.db.update(events).set({ status: 'draft' }).where(eq(events.id, event.id));
    expect(await drawDuePages(deps())).toMatchObject({ events: 1, drawn: 0 });
    expect(await dueRow()).toBeUndefined();
    expect(await storedHtml()).toBeUndefined();
    await ctx.app.db.update(events).set({ status: 'published' }).where(eq(events.id, event.id));
    expect((await dueRow())?.now).toBe(true);
    await drawDuePages(deps());
    expect(await dueRow()).toMatchObject({ now: false });

    // This build was seen by the first run; another is not, and is seen once.
    expect(await markBuildDue(ctx.app.db, await deps().eventPages!.build())).toBe(false);
    expect(await markBuildDue(ctx.app.db, 'a-later-build')).toBe(true);
    expect((await dueRow())?.now).toBe(true);
    const stored = await ctx.app.db
      .select({ n: sql<number>`count(distinct ${storedPages.event_id})::int` })
      .from(storedPages);
    const due = await ctx.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pageDraws)
      .where(sql`${pageDraws.due_at} = '-infinity'`);
    expect(due[0]!.n).toBe(stored[0]!.n);
    expect(due[0]!.n).toBeGreaterThan(1);
    expect(await markBuildDue(ctx.app.db, 'a-later-build')).toBe(false);
  });
});
