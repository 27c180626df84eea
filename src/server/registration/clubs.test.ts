import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  dependants,
  participations,
  waitlistEntries,
  type CategoryRow,
  type EventRow,
  type User,
} from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport, makeUser } from '../seed/factories';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';
import { settleCategory } from './waitlist/service';
import { MAX_CLUBS } from './clubs';

// Issue 28: a registration carries a club (individuals, dependants and typed teams), kept through
// a waitlist offer; GET /events/:id/clubs suggests the clubs already used at the event.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let host: Actor;
let sportId: string;
let singles: CategoryRow;
let doubles: CategoryRow;
let event: EventRow;

const PAIR = [
  { name: 'Asha Rao', email: 'asha@example.test', phone: '9876500001', role: 'Captain' },
  { name: 'Ravi Rao', email: 'ravi@example.test', phone: '9876500002' },
];

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  sportId = (await makeSport(ctx.app.db)).id;
  singles = await makeCategory(ctx.app.db, { sports_id: sportId });
  doubles = await makeCategory(ctx.app.db, { sports_id: sportId, participants_in_team: 2 });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    prices: [
      { category_id: singles.id, price: 100 },
      { category_id: doubles.id, price: 200 },
    ],
  });
});
beforeEach(() => ctx.clock.reset());

async function clubOf(participationId: string) {
  const [row] = await ctx.app.db
    .select({ club: participations.club })
    .from(participations)
    .where(eq(participations.id, participationId));
  return row!.club;
}

/**
 * Registration rows written directly with these clubs, made in this order: one account's
 * dependants, so hundreds cost one insert each.
 */
async function registeredWith(e: EventRow, clubs: Array<string | null>, cancelled = false) {
  const holder = await makeUser(ctx.app.db, { role: 'Participant' });
  const children = await ctx.app.db
    .insert(dependants)
    .values(
      clubs.map((_, i) => ({
        user_id: holder.id,
        name: `Child ${i}`,
        date_of_birth: '2012-01-01',
        gender: 'female' as const,
        guardian_confirmed_at: new Date(),
      })),
    )
    .returning({ id: dependants.id });
  const start = Date.now();
  await ctx.app.db.insert(participations).values(
    clubs.map((club, i) => ({
      event_id: e.id,
      category_id: singles.id,
      participant_id: holder.id,
      dependant_id: children[i]!.id,
      club,
      amount_minor: 10_000,
      payment_status: cancelled ? ('cancelled' as const) : ('created' as const),
      cancelled_at: cancelled ? new Date() : null,
      created_at: new Date(start + i),
    })),
  );
}

const freshEvent = (status: 'draft' | 'published' = 'published') =>
  makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    status,
    prices: [{ category_id: singles.id, price: 100 }],
  });

describe('POST /event/participate with a club', () => {
  it('stores the club, trimmed, of an individual, a dependant and a typed team; blank is none', async () => {
    const alone = await as(ctx.app, 'Participant');
    const a = await call(alone, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: singles.id,
      club: '  Koramangala Smashers  ',
    });
    expect(a.statusCode, a.body).toBe(201);
    expect(await clubOf(a.json().data.participation.id)).toBe('Koramangala Smashers');

    const parent = await as(ctx.app, 'Participant');
    const [child] = await ctx.app.db
      .insert(dependants)
      .values({
        user_id: parent.user.id,
        name: 'Ishaan Kulkarni',
        date_of_birth: '2014-04-01',
        gender: 'male',
        guardian_confirmed_at: new Date(),
      })
      .returning();
    const d = await call(parent, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: singles.id,
      dependant_id: child!.id,
      club: 'Little Aces',
    });
    expect(d.statusCode, d.body).toBe(201);
    expect(await clubOf(d.json().data.participation.id)).toBe('Little Aces');

    const captain = await as(ctx.app, 'Participant');
    const t = await call(captain, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: doubles.id,
      team_name: 'Net Ninjas',
      members: PAIR,
      club: 'Indiranagar Racquets',
    });
    expect(t.statusCode, t.body).toBe(201);
    expect(await clubOf(t.json().data.participation.id)).toBe('Indiranagar Racquets');

    const none = await as(ctx.app, 'Participant');
    const n = await call(none, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: singles.id,
      club: '   ',
    });
    expect(n.statusCode, n.body).toBe(201);
    expect(await clubOf(n.json().data.participation.id)).toBeNull();
  });

  it('refuses a club over 120 characters with 400 on the field, writing nothing', async () => {
    const who = await as(ctx.app, 'Participant');
    const res = await call(who, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: singles.id,
      club: 'x'.repeat(121),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.club).toBe('Club must be at most 120 characters');
    const rows = await ctx.app.db
      .select({ id: participations.id })
      .from(participations)
      .where(eq(participations.participant_id, who.user.id));
    expect(rows).toEqual([]);
  });

  it('keeps the club through a waitlist offer into the registration it becomes', async () => {
    const full = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sportId,
      prices: [{ category_id: singles.id, price: 100, capacity: 1 }],
    });
    const [holder, waiter] = [await as(ctx.app, 'Participant'), await as(ctx.app, 'Participant')];
    const body = { event_id: full.id, category_id: singles.id };
    expect((await call(holder, 'POST', '/event/participate', body)).statusCode).toBe(201);
    const joined = await call(waiter, 'POST', '/event/waitlist', {
      ...body,
      club: 'HSR Shuttlers',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const entryId = joined.json().data.id as string;

    // The holder's checkout lapses; the place is offered to the waiter, who accepts.
    ctx.clock.advance(ctx.config.places.holdMinutes * 60_000 + 1_000);
    expect(await settleCategory(ctx.app.deps, full.id, singles.id)).toBe(1);
    const accepted = await call(waiter, 'POST', `/event/waitlist/${entryId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await clubOf(accepted.json().data.participation.id)).toBe('HSR Shuttlers');
  });

  it('accepts an offer of an entry that holds the roster alone (before clubs)', async () => {
    const full = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sportId,
      prices: [{ category_id: doubles.id, price: 200, capacity: 1 }],
    });
    const waiter = await as(ctx.app, 'Participant');
    const [entry] = await ctx.app.db
      .insert(waitlistEntries)
      .values({
        event_id: full.id,
        category_id: doubles.id,
        participant_id: waiter.user.id,
        team_name: 'Old Timers',
        members: PAIR,
      })
      .returning();
    expect(await settleCategory(ctx.app.deps, full.id, doubles.id)).toBe(1);
    const accepted = await call(waiter, 'POST', `/event/waitlist/${entry!.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const id = accepted.json().data.participation.id as string;
    expect(await clubOf(id)).toBeNull();
    expect(accepted.json().data.participation.members.map((m: { name: string }) => m.name)).toEqual(
      ['Asha Rao', 'Ravi Rao'],
    );
  });
});

describe('GET /events/:id/clubs', () => {
  it('lists each club of the live registrations once, first spelling kept, in order', async () => {
    const e = await freshEvent();
    await registeredWith(e, [
      'zebra Club',
      'Alpha Academy',
      ' ALPHA ACADEMY ',
      null,
      'Élan Sports',
      'alpha academy',
      'Zebra club',
      'beta Boys',
    ]);
    await registeredWith(e, ['Cancelled Club'], true);
    // Another event's clubs are not this one's.
    await registeredWith(await freshEvent(), ['Elsewhere FC']);

    const who = await as(ctx.app, 'Participant');
    const res = await call(who, 'GET', `/events/${e.id}/clubs`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(['Alpha Academy', 'beta Boys', 'Élan Sports', 'zebra Club']);
  });

  it('answers at most 200, the first in order', async () => {
    const e = await freshEvent();
    const names = Array.from(
      { length: MAX_CLUBS + 5 },
      (_, i) => `Club ${String(i).padStart(3, '0')}`,
    );
    await registeredWith(e, [...names].reverse());
    const who = await as(ctx.app, 'Participant');
    const res = await call(who, 'GET', `/events/${e.id}/clubs`);
    expect(res.json().data).toEqual(names.slice(0, MAX_CLUBS));
  });

  it('is for signed-in callers; an unknown event, or another host’s draft, is not found', async () => {
    const e = await freshEvent();
    await registeredWith(e, ['Alpha Academy']);
    expect((await call(null, 'GET', `/events/${e.id}/clubs`)).statusCode).toBe(401);
    const who = await as(ctx.app, 'Participant');
    expect((await call(who, 'GET', `/events/${'a'.repeat(24)}/clubs`)).statusCode).toBe(404);

    const draft = await freshEvent('draft');
    expect((await call(who, 'GET', `/events/${draft.id}/clubs`)).statusCode).toBe(404);
    const own = await call(host, 'GET', `/events/${draft.id}/clubs`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual([]);
  });
});
