import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLACES_MSG } from '../../shared/places/places';
import {
  eventCategories,
  events,
  paymentAnomalies,
  participations,
  waitlistEntries,
  type CategoryRow,
  type EventRow,
  type User,
} from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { settleJobs } from '../test/jobs';
import { as, apiCaller } from '../test/sessions';
import { useTestApp } from '../test/test-app';
import { settleCategory } from '../registration/waitlist/service';

// Issue 15: capacity per category, held places, waitlists with timed offers.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let host: Actor, otherHost: Actor, admin: Actor;
let sportId: string;
const HOLD_MS = 15 * 60_000;

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  otherHost = await as(ctx.app, 'Host');
  admin = await as(ctx.app, 'Admin');
  sportId = (await makeSport(ctx.app.db)).id;
});
beforeEach(() => ctx.clock.reset());

/** A fresh open event with one paid category of `capacity` places. */
async function fullSetup(capacity: number | null, price = 500) {
  const category: CategoryRow = await makeCategory(ctx.app.db, { sports_id: sportId });
  const event: EventRow = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    prices: [{ category_id: category.id, price, capacity }],
  });
  return { event, category };
}

const participants = (n: number) =>
  Promise.all(Array.from({ length: n }, () => as(ctx.app, 'Participant')));

const register = (who: Actor, s: { event: EventRow; category: CategoryRow }) =>
  call(who, 'POST', '/event/participate', { event_id: s.event.id, category_id: s.category.id });

async function pay(who: Actor, orderId: string) {
  const done = await call(who, 'POST', '/payments/test/complete', {
    order_id: orderId,
    outcome: 'paid',
  });
  expect(done.statusCode).toBe(200);
  return call(who, 'POST', '/payments/verify', done.json().data);
}

async function placesOf(s: { event: EventRow; category: CategoryRow }) {
  const res = await call(null, 'GET', `/events/${s.event.id}`);
  expect(res.statusCode).toBe(200);
  const c = (
    res.json().data.categories as Array<{
      category_id: string;
      capacity: number | null;
      places_left: number | null;
      waitlist_count: number;
    }>
  ).find((x) => x.category_id === s.category.id)!;
  return { capacity: c.capacity, left: c.places_left, waiting: c.waitlist_count };
}

describe('capacity and held places', () => {
  it('sells exactly the capacity when ten register at the same moment', async () => {
    const s = await fullSetup(3);
    const people = await participants(10);
    const answers = await Promise.all(people.map((p) => register(p, s)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json().error).toBe('This category is full');
    const [held] = await ctx.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(participations)
      .where(eq(participations.event_id, s.event.id));
    expect(held!.n).toBe(3);
    expect(await placesOf(s)).toEqual({ capacity: 3, left: 0, waiting: 0 });
  });

  it('holds a place for HOLD_MINUTES; an expired hold frees it, and a late payment with no place is an anomaly', async () => {
    const s = await fullSetup(1);
    const [first, second] = await participants(2);
    const a = await register(first!, s);
    expect(a.statusCode).toBe(201);
    const hold = (
      await ctx.app.db
        .select()
        .from(participations)
        .where(eq(participations.id, a.json().data.participation.id))
    )[0]!;
    expect(hold.hold_expires_at!.getTime() - ctx.clock.now().getTime()).toBeGreaterThan(
      HOLD_MS - 5_000,
    );
    expect(hold.hold_expires_at!.getTime() - ctx.clock.now().getTime()).toBeLessThanOrEqual(
      HOLD_MS,
    );
    expect((await register(second!, s)).statusCode).toBe(409);

    ctx.clock.advance(HOLD_MS + 1_000);
    expect((await placesOf(s)).left).toBe(1);
    const b = await register(second!, s);
    expect(b.statusCode).toBe(201);
    expect((await pay(second!, b.json().data.order_id)).statusCode).toBe(200);

    // The first checkout pays after its hold ended and the place went to someone else.
    const late = await pay(first!, a.json().data.order_id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(PLACES_MSG.noPlaceAfterHold);
    const anomalies = await ctx.app.db
      .select()
      .from(paymentAnomalies)
      .where(eq(paymentAnomalies.participation_id, hold.id));
    expect(anomalies.map((x) => x.kind)).toEqual(['no_place']);
    const after = await ctx.app.db
      .select({ status: participations.payment_status })
      .from(participations)
      .where(eq(participations.id, hold.id));
    expect(after[0]!.status).not.toBe('captured');
  });

  it('captures a payment after the hold ended when a place is still free', async () => {
    const s = await fullSetup(2);
    const [who] = await participants(1);
    const r = await register(who!, s);
    ctx.clock.advance(HOLD_MS + 1_000);
    expect((await pay(who!, r.json().data.order_id)).statusCode).toBe(200);
    expect(await placesOf(s)).toEqual({ capacity: 2, left: 1, waiting: 0 });
  });

  it('renews the hold of a checkout resumed after it ended, if a place is free', async () => {
    const s = await fullSetup(1);
    const [who, other] = await participants(2);
    const first = await register(who!, s);
    ctx.clock.advance(HOLD_MS + 1_000);
    const again = await register(who!, s);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.order_id).toBe(first.json().data.order_id);
    // Held again: the other participant finds the category full.
    expect((await register(other!, s)).statusCode).toBe(409);
  });

  it('schedules the release of a hold on the queue, at its end', async () => {
    const s = await fullSetup(5);
    const [who] = await participants(1);
    const r = await register(who!, s);
    const hold = (
      await ctx.app.db
        .select()
        .from(participations)
        .where(eq(participations.id, r.json().data.participation.id))
    )[0]!;
    const { rows } = await ctx.app.database.raw(
      `SELECT start_after FROM pgboss.job WHERE name = 'settle-places' AND data->>'event_id' = $1`,
      [s.event.id],
    );
    expect(rows).toHaveLength(1);
    expect(new Date((rows[0] as { start_after: string }).start_after).getTime()).toBe(
      hold.hold_expires_at!.getTime(),
    );
  });

  it('an unlimited category sells without holds', async () => {
    const s = await fullSetup(null);
    const people = await participants(4);
    const answers = await Promise.all(people.map((p) => register(p, s)));
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    expect(await placesOf(s)).toEqual({ capacity: null, left: null, waiting: 0 });
  });
});

describe('changing the capacity', () => {
  const patch = (who: Actor | null, s: { event: EventRow; category: CategoryRow }, body: object) =>
    call(who, 'PATCH', `/events/${s.event.id}/categories/${s.category.id}`, body);

  it('raises and lowers it (host or admin); below the places taken answers 409 and changes nothing', async () => {
    const s = await fullSetup(3);
    const people = await participants(2);
    for (const p of people) expect((await register(p, s)).statusCode).toBe(201);
    const low = await patch(host, s, { capacity: 1 });
    expect(low.statusCode).toBe(409);
    expect(low.json().error).toBe('2 places are already taken; the capacity cannot be lower');
    expect((await placesOf(s)).capacity).toBe(3);

    const exact = await patch(host, s, { capacity: 2 });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().data).toEqual({ capacity: 2, places_left: 0, waitlist_count: 0 });
    expect((await patch(admin, s, { capacity: 10 })).json().data.places_left).toBe(8);
    expect((await patch(host, s, { capacity: null })).json().data.places_left).toBeNull();
  });

  it('refuses other hosts, guests, participants and bad values', async () => {
    const s = await fullSetup(3);
    const [participant] = await participants(1);
    expect((await patch(otherHost, s, { capacity: 5 })).statusCode).toBe(403);
    expect((await patch(participant!, s, { capacity: 5 })).statusCode).toBe(403);
    expect((await patch(null, s, { capacity: 5 })).statusCode).toBe(401);
    for (const capacity of [0, -1, 2.5, 'many', 1_000_000]) {
      const res = await patch(host, s, { capacity });
      expect(res.statusCode, String(capacity)).toBe(400);
    }
    const missing = await call(
      host,
      'PATCH',
      `/events/${s.event.id}/categories/${'a'.repeat(24)}`,
      { capacity: 4 },
    );
    expect(missing.statusCode).toBe(404);
    expect((await placesOf(s)).capacity).toBe(3);
  });

  it('is part of the event form: capacity on write, kept when left out', async () => {
    const s = await fullSetup(null);
    const current = (await call(host, 'GET', `/events/${s.event.id}/manage`)).json().data;
    const body = {
      ...current,
      categories: [{ category_id: s.category.id, price: 500, capacity: 12 }],
      waitlist_offer_hours: 6,
    };
    const put = await call(host, 'PUT', `/events/${s.event.id}`, body);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.categories[0].capacity).toBe(12);
    expect(put.json().data.waitlist_offer_hours).toBe(6);
    const again = await call(host, 'PUT', `/events/${s.event.id}`, {
      ...body,
      categories: [{ category_id: s.category.id, price: 500 }],
      waitlist_offer_hours: undefined,
    });
    expect(again.json().data.categories[0].capacity).toBe(12);
    expect(again.json().data.waitlist_offer_hours).toBe(6);
  });
});

describe('waitlists', () => {
  const join = (who: Actor, s: { event: EventRow; category: CategoryRow }) =>
    call(who, 'POST', '/event/waitlist', { event_id: s.event.id, category_id: s.category.id });

  it('is open only when the category is full, in the order joined, once per competitor', async () => {
    const s = await fullSetup(1);
    const [a, b, c] = await participants(3);
    const early = await join(a!, s);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(PLACES_MSG.notFull);
    expect((await register(a!, s)).statusCode).toBe(201);
    expect((await join(a!, s)).json().error).toBe('You have already participated in this event');

    const first = await join(b!, s);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ status: 'waiting', position: 1 });
    const second = await join(c!, s);
    expect(second.json().data.position).toBe(2);
    expect((await join(b!, s)).json().error).toBe(PLACES_MSG.alreadyWaiting);
    expect(await placesOf(s)).toEqual({ capacity: 1, left: 0, waiting: 2 });

    // Each sees their own entry; the host sees the queue; another host sees nothing of it.
    const own = await call(c!, 'GET', `/event/waitlist?event_id=${s.event.id}`);
    expect(own.json().data.map((e: { position: number }) => e.position)).toEqual([2]);
    const all = await call(host, 'GET', `/event/waitlist?event_id=${s.event.id}`);
    expect(all.json().data.map((e: { name: string }) => e.name)).toEqual([
      b!.user.name,
      c!.user.name,
    ]);
    const other = await call(otherHost, 'GET', `/event/waitlist?event_id=${s.event.id}`);
    expect(other.json().data).toEqual([]);
  });

  it('offers a freed place to the first in line by mail; an expired offer moves to the next; accepting holds the place through checkout', async () => {
    const s = await fullSetup(1);
    // The event's own offer time (the host's setting) instead of the site's 24 hours.
    await ctx.app.db
      .update(events)
      .set({ waitlist_offer_hours: 1 })
      .where(eq(events.id, s.event.id));
    const [holder, first, second, stranger] = await participants(4);
    await register(holder!, s);
    const e1 = (await join(first!, s)).json().data.id as string;
    const e2 = (await join(second!, s)).json().data.id as string;

    // The holder's checkout lapses; the queued release hands the place to the first in line.
    ctx.clock.advance(HOLD_MS + 1_000);
    expect(await settleCategory(ctx.app.deps, s.event.id, s.category.id)).toBe(1);
    const offered = await ctx.app.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, e1));
    expect(offered[0]!.status).toBe('offered');
    await settleJobs(ctx.app);
    const mail = await ctx.mail.waitFor(first!.user.email, 'A place is free for you');
    expect(mail.text).toContain('/app/dashboard');
    // The offer holds the place: a newcomer and the holder cannot take it.
    expect((await register(stranger!, s)).statusCode).toBe(409);
    expect((await register(holder!, s)).statusCode).toBe(409);
    // Only its owner may accept it.
    expect((await call(second!, 'POST', `/event/waitlist/${e1}/accept`)).statusCode).toBe(404);

    // The hour passes: the offer expires and moves to the next in line.
    ctx.clock.advance(3_600_000 + 1_000);
    expect((await call(first!, 'POST', `/event/waitlist/${e1}/accept`)).json().error).toBe(
      PLACES_MSG.offerExpired,
    );
    expect(await settleCategory(ctx.app.deps, s.event.id, s.category.id)).toBe(1);
    const states = await ctx.app.db
      .select({ id: waitlistEntries.id, status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.event_id, s.event.id))
      .orderBy(waitlistEntries.id);
    expect(states).toEqual([
      { id: e1, status: 'expired' },
      { id: e2, status: 'offered' },
    ]);

    const accepted = await call(second!, 'POST', `/event/waitlist/${e2}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect((await pay(second!, accepted.json().data.order_id)).statusCode).toBe(200);
    const entry = (
      await ctx.app.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, e2))
    )[0]!;
    expect(entry.status).toBe('accepted');
    expect(entry.participation_id).toBe(accepted.json().data.participation.id);
    expect(await placesOf(s)).toEqual({ capacity: 1, left: 0, waiting: 0 });
  });

  it('a raised capacity and a removed registration go to the queue; leaving gives the offer to the next', async () => {
    const s = await fullSetup(1);
    const [holder, a, b] = await participants(3);
    const held = await register(holder!, s);
    const ea = (await join(a!, s)).json().data.id as string;
    const eb = (await join(b!, s)).json().data.id as string;

    // The host raises the capacity by one: the first in line gets the new place.
    await call(host, 'PATCH', `/events/${s.event.id}/categories/${s.category.id}`, {
      capacity: 2,
    });
    await settleJobs(ctx.app);
    const status = async (id: string) =>
      (await ctx.app.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]!
        .status;
    expect(await status(ea)).toBe('offered');
    expect(await status(eb)).toBe('waiting');

    // A declines; the place goes to B.
    expect((await call(a!, 'DELETE', `/event/waitlist/${ea}`)).json().data.status).toBe('left');
    await settleJobs(ctx.app);
    expect(await status(eb)).toBe('offered');
    expect((await call(a!, 'DELETE', `/event/waitlist/${ea}`)).statusCode).toBe(409);

    // The host removes the unpaid registration; nobody is left waiting, so the place is free.
    const removed = await call(
      host,
      'DELETE',
      `/event/participate/${held.json().data.participation.id}`,
    );
    expect(removed.statusCode).toBe(200);
    await settleJobs(ctx.app);
    expect(await placesOf(s)).toEqual({ capacity: 2, left: 1, waiting: 0 });
  });

  it('the host offers a place by hand only when one is free, and only for their event', async () => {
    const s = await fullSetup(1);
    const [holder, a, b] = await participants(3);
    await register(holder!, s);
    await join(a!, s);
    const eb = (await join(b!, s)).json().data.id as string;
    const full = await call(host, 'POST', `/event/waitlist/${eb}/offer`);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(PLACES_MSG.full);
    await ctx.app.db
      .update(eventCategories)
      .set({ capacity: 2 })
      .where(
        and(
          eq(eventCategories.event_id, s.event.id),
          eq(eventCategories.category_id, s.category.id),
        ),
      );
    expect((await call(otherHost, 'POST', `/event/waitlist/${eb}/offer`)).statusCode).toBe(403);
    expect((await call(b!, 'POST', `/event/waitlist/${eb}/offer`)).statusCode).toBe(403);
    const out = await call(host, 'POST', `/event/waitlist/${eb}/offer`);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.status).toBe('offered');
    expect((await call(host, 'POST', `/event/waitlist/${eb}/offer`)).statusCode).toBe(409);
  });
});
