import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARTICIPATION_MSG } from '../../shared/participations/schemas';
import {
  participations,
  type CategoryRow,
  type EventRow,
  type SportRow,
  type User,
} from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { as, apiCaller } from '../test/sessions';
import { useTestApp } from '../test/test-app';

const ctx = useTestApp();
type Actor = { user: User; cookie: string };
let host: Actor, otherHost: Actor, admin: Actor, kabir: Actor, ananya: Actor;
let sport: SportRow,
  single: CategoryRow,
  team: CategoryRow,
  wrestling: CategoryRow,
  girls: CategoryRow,
  free: CategoryRow,
  unused: CategoryRow;
let event: EventRow;

beforeAll(async () => {
  host = await as(ctx.app, 'Host', { organisation_name: 'Alpha Sports' });
  otherHost = await as(ctx.app, 'Host');
  admin = await as(ctx.app, 'Admin');
  kabir = await as(ctx.app, 'Participant', { age: 19, gender: 'male' });
  ananya = await as(ctx.app, 'Participant', { age: 16, gender: 'female' });
  sport = await makeSport(ctx.app.db);
  single = await makeCategory(ctx.app.db, {
    sports_id: sport.id,
    name: 'Open Singles',
    min_age: 15,
    max_age: 19,
  });
  team = await makeCategory(ctx.app.db, {
    sports_id: sport.id,
    name: 'Doubles',
    participants_in_team: 2,
  });
  wrestling = await makeCategory(ctx.app.db, {
    sports_id: sport.id,
    name: '57 kg',
    min_weight_allowed: 53,
    max_weight_allowed: 57,
    gender: 'male',
  });
  girls = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Girls', gender: 'female' });
  free = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Fun Run' });
  unused = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Not offered' });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    window: 'open',
    prices: [
      { category_id: single.id, price: 499 },
      { category_id: team.id, price: 1200.5 },
      { category_id: wrestling.id, price: 300 },
      { category_id: girls.id, price: 250 },
      { category_id: free.id, price: 0 },
    ],
  });
});

const call = apiCaller(() => ctx.app);
const participate = (who: Actor, body: object) =>
  call(who, 'POST', '/event/participate', { event_id: event.id, ...body });
const members = (n: number, roles: Array<string | null> = []) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Player ${i + 1}`,
    email: `p${i + 1}@example.test`,
    phone: '9876543210',
    role: roles[i] ?? null,
  }));
const rows = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(participations))[0]!.n;

async function pay(who: Actor, orderId: string) {
  const done = await call(who, 'POST', '/payments/test/complete', {
    order_id: orderId,
    outcome: 'paid',
  });
  expect(done.statusCode).toBe(200);
  return done.json().data as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
}

describe('registering', () => {
  it('creates a pending registration with an order for the server-side price', async () => {
    const res = await participate(kabir, {
      category_id: single.id,
      participant_id: kabir.user.id,
      amount_paid: 1,
    });
    expect(res.statusCode).toBe(201);
    const c = res.json().data;
    expect(c).toMatchObject({
      amount_paid: 499,
      currency: 'INR',
      provider: 'test',
      key_id: 'rzp_test_matchday',
      resumed: false,
    });
    expect(c.order_id).toMatch(/^order_/);
    expect(c.participation).toMatchObject({
      payment_status: 'created',
      event_details: { id: event.id },
      category_details: { name: 'Open Singles' },
    });
    expect(JSON.stringify(c)).not.toMatch(/secret/i);
  });

  it('resumes a pending registration with the same order, and refuses a paid one', async () => {
    const again = await participate(kabir, { category_id: single.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.resumed).toBe(true);
    const orderId = again.json().data.order_id;
    const signed = await pay(kabir, orderId);
    const verify = await call(kabir, 'POST', '/payments/verify', signed);
    expect(verify.statusCode).toBe(200);
    const paid = await participate(kabir, { category_id: single.id });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toBe(PARTICIPATION_MSG.alreadyParticipated);
    const mail = await ctx.mail.waitFor(kabir.user.email, "You're registered");
    expect(mail.text).toContain(`your order id is ${orderId}`);
  });

  it('turns 20 simultaneous identical submissions into one registration and one order', async () => {
    const p = await as(ctx.app, 'Participant', { age: 18, gender: 'male' });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => participate(p, { category_id: single.id })),
    );
    expect(results.every((r) => [200, 201].includes(r.statusCode))).toBe(true);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(new Set(results.map((r) => r.json().data.order_id)).size).toBe(1);
    const mine = await ctx.database.db
      .select()
      .from(participations)
      .where(eq(participations.participant_id, p.user.id));
    expect(mine).toHaveLength(1);
  });

  it('captures a free category at once, without an order', async () => {
    const res = await participate(ananya, { category_id: free.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      order_id: null,
      amount_paid: 0,
      provider: null,
      participation: { payment_status: 'captured' },
    });
  });

  it('registers a team with exactly the category size and one Captain and Vice Captain', async () => {
    const before = await rows();
    const cases: Array<[object, string]> = [
      [{ members: members(2, ['Captain']) }, 'Team Name is required'],
      [{ team_name: 'Smashers', members: members(3, ['Captain']) }, PARTICIPATION_MSG.teamSize(2)],
      [{ team_name: 'Smashers', members: members(2) }, PARTICIPATION_MSG.captainRequired],
      [
        { team_name: 'Smashers', members: members(2, ['Vice Captain']) },
        PARTICIPATION_MSG.captainRequired,
      ],
      [
        { team_name: 'Smashers', members: members(2, ['Captain', 'Captain']) },
        PARTICIPATION_MSG.oneCaptain,
      ],
      [
        { team_name: 'Smashers', members: members(2, ['Vice Captain', 'Vice Captain']) },
        PARTICIPATION_MSG.oneViceCaptain,
      ],
      [
        { team_name: 'Smashers', members: [{ name: '', email: 'x', phone: '' }, ...members(1)] },
        'Name is required',
      ],
    ];
    for (const [body, text] of cases) {
      const res = await participate(kabir, { category_id: team.id, ...body });
      expect(res.statusCode, text).toBe(400);
      expect(res.json().error).toBe(text);
    }
    expect(await rows()).toBe(before);
    const ok = await participate(kabir, {
      category_id: team.id,
      team_name: 'Smashers',
      members: members(2, ['Captain', 'Vice Captain']),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({
      amount_paid: 1200.5,
      participation: { team_name: 'Smashers' },
    });
    expect(ok.json().data.participation.members.map((m: { role: string }) => m.role)).toEqual([
      'Captain',
      'Vice Captain',
    ]);
  });

  it('checks age, gender and weight at their boundaries', async () => {
    const at = async (age: number) =>
      participate(await as(ctx.app, 'Participant', { age, gender: 'male' }), {
        category_id: single.id,
      });
    expect((await at(14)).json().error).toBe(PARTICIPATION_MSG.ageOutside);
    expect((await at(15)).statusCode).toBe(201);
    expect((await at(19)).statusCode).toBe(201);
    expect((await at(20)).json().error).toBe(PARTICIPATION_MSG.ageOutside);
    const noAge = await as(ctx.app, 'Participant', { age: null });
    expect((await participate(noAge, { category_id: single.id })).json().error).toBe(
      PARTICIPATION_MSG.ageUnknown,
    );

    expect((await participate(kabir, { category_id: girls.id })).json().error).toBe(
      PARTICIPATION_MSG.genderMismatch,
    );
    expect((await participate(ananya, { category_id: girls.id })).statusCode).toBe(201);

    const w = (weight_kg?: number) => participate(kabir, { category_id: wrestling.id, weight_kg });
    expect((await w()).json().error).toBe(PARTICIPATION_MSG.weightRequired);
    expect((await w(52)).json().error).toBe(PARTICIPATION_MSG.weightOutside);
    expect((await w(58)).json().error).toBe(PARTICIPATION_MSG.weightOutside);
    expect((await w(57)).statusCode).toBe(201);
  });

  it('refuses a category the event does not offer, a closed window, and someone else', async () => {
    const notOffered = await participate(kabir, { category_id: unused.id });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().error).toBe(PARTICIPATION_MSG.categoryNotInEvent);
    for (const window of ['not_open', 'closed', 'over'] as const) {
      const e = await makeEvent(ctx.app.db, {
        host_id: host.user.id,
        sports_id: sport.id,
        window,
        prices: [{ category_id: free.id, price: 0 }],
      });
      const res = await call(kabir, 'POST', '/event/participate', {
        event_id: e.id,
        category_id: free.id,
      });
      expect(res.statusCode, window).toBe(409);
      expect(res.json().error).toBe(PARTICIPATION_MSG.notOpen);
    }
    const impostor = await participate(kabir, {
      category_id: free.id,
      participant_id: ananya.user.id,
    });
    expect(impostor.statusCode).toBe(403);
    expect((await participate(host, { category_id: free.id })).statusCode).toBe(403);
    expect(
      (await call(null, 'POST', '/event/participate', { event_id: event.id, category_id: free.id }))
        .statusCode,
    ).toBe(401);
    const missing = await participate(kabir, {});
    expect(missing.json().error).toBe('Category is required');
  });
});

describe('payments', () => {
  async function pending(who?: Actor) {
    const p = who ?? (await as(ctx.app, 'Participant', { age: 17, gender: 'male' }));
    const res = await participate(p, { category_id: single.id });
    return {
      who: p,
      orderId: res.json().data.order_id as string,
      id: res.json().data.participation.id as string,
    };
  }

  it('rejects a tampered signature, one for another order, and another user', async () => {
    const a = await pending();
    const b = await pending();
    const signedA = await pay(a.who, a.orderId);
    const tampered = await call(a.who, 'POST', '/payments/verify', {
      ...signedA,
      razorpay_signature: signedA.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toBe(PARTICIPATION_MSG.verifyFailed);
    const crossOrder = await call(b.who, 'POST', '/payments/verify', {
      ...signedA,
      razorpay_order_id: b.orderId,
    });
    expect(crossOrder.statusCode).toBe(400);
    const otherUser = await call(b.who, 'POST', '/payments/verify', signedA);
    expect(otherUser.statusCode).toBe(400);
    for (const id of [a.id, b.id]) {
      const [row] = await ctx.database.db
        .select()
        .from(participations)
        .where(eq(participations.id, id));
      expect(row!.payment_status).toBe('created');
    }
    expect((await call(a.who, 'POST', '/payments/verify', signedA)).statusCode).toBe(200);
    expect((await call(a.who, 'POST', '/payments/verify', signedA)).statusCode).toBe(200); // idempotent
  });

  it('a failed test payment leaves the registration pending', async () => {
    const a = await pending();
    const failed = await call(a.who, 'POST', '/payments/test/complete', {
      order_id: a.orderId,
      outcome: 'failed',
    });
    expect(failed.statusCode).toBe(400);
    expect(failed.json().error).toBe(PARTICIPATION_MSG.failed);
    const [row] = await ctx.database.db
      .select()
      .from(participations)
      .where(eq(participations.id, a.id));
    expect(row!.payment_status).toBe('created');
  });

  it('delivers a receipt PDF with the order id to owner, host and admin only', async () => {
    const a = await pending();
    await call(a.who, 'POST', '/payments/verify', await pay(a.who, a.orderId));
    const res = await call(a.who, 'GET', `/event/participate/${a.id}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain(a.orderId);
    expect((await call(host, 'GET', `/event/participate/${a.id}/receipt`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/event/participate/${a.id}/receipt`)).statusCode).toBe(200);
    expect((await call(otherHost, 'GET', `/event/participate/${a.id}/receipt`)).statusCode).toBe(
      403,
    );
    expect((await call(ananya, 'GET', `/event/participate/${a.id}/receipt`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/event/participate/${a.id}/receipt`)).statusCode).toBe(401);
  });
});

describe('reading, editing and deleting registrations', () => {
  it("lists a participant's own registrations, never someone else's", async () => {
    const mine = await call(kabir, 'GET', '/event/participate');
    expect(mine.statusCode).toBe(200);
    expect(
      mine.json().data.every((p: { participant_id: string }) => p.participant_id === kabir.user.id),
    ).toBe(true);
    expect(mine.json().data.length).toBeGreaterThan(0);
    expect(
      (await call(kabir, 'GET', `/event/participate?participant_id=${ananya.user.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'GET', `/event/participate?participant_id=${ananya.user.id}`)).statusCode,
    ).toBe(200);
  });

  it("shows an event's registrations to its host and admins only", async () => {
    const res = await call(
      host,
      'GET',
      `/event/participants?event_id=${event.id}&category_id=${team.id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      team_name: 'Smashers',
      payment_status: 'created',
      participant_details: { email: kabir.user.email },
    });
    expect(
      (await call(otherHost, 'GET', `/event/participants?event_id=${event.id}`)).statusCode,
    ).toBe(403);
    expect((await call(kabir, 'GET', `/event/participants?event_id=${event.id}`)).statusCode).toBe(
      403,
    );
    expect((await call(admin, 'GET', `/event/participants?event_id=${event.id}`)).statusCode).toBe(
      200,
    );
  });

  it('finds one registration by event, category and participant', async () => {
    const q = `event_id=${event.id}&category_id=${team.id}`;
    const found = await call(
      kabir,
      'GET',
      `/event/participate/event-category-participant?${q}&participant_id=${kabir.user.id}`,
    );
    expect(found.json().data.team_name).toBe('Smashers');
    expect(
      (await call(ananya, 'GET', `/event/participate/event-category-participant?${q}`)).json().data,
    ).toBeNull();
    expect(
      (
        await call(
          ananya,
          'GET',
          `/event/participate/event-category-participant?${q}&participant_id=${kabir.user.id}`,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('lets the owner change the team but not the payment fields', async () => {
    const lookup = `/event/participate/event-category-participant?event_id=${event.id}&category_id=${team.id}`;
    const mine = (await call(kabir, 'GET', lookup)).json().data;
    const res = await call(kabir, 'PUT', `/event/participate/${mine.id}`, {
      team_name: 'Smash Bros',
      members: members(2, ['Vice Captain', 'Captain']),
      payment_status: 'captured',
      amount_paid: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      team_name: 'Smash Bros',
      payment_status: 'created',
      amount_paid: 1200.5,
    });
    expect(
      (
        await call(ananya, 'PUT', `/event/participate/${mine.id}`, {
          team_name: 'Mine',
          members: members(2, ['Captain']),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(otherHost, 'PUT', `/event/participate/${mine.id}`, {
          team_name: 'Mine',
          members: members(2, ['Captain']),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(kabir, 'PUT', `/event/participate/${mine.id}`, {
          team_name: 'X',
          members: members(2, ['Captain', 'Captain']),
        })
      ).json().error,
    ).toBe(PARTICIPATION_MSG.oneCaptain);
    expect(
      (
        await call(kabir, 'PUT', `/event/participate/${mine.id}`, {
          team_name: 'X',
          members: members(2),
        })
      ).json().error,
    ).toBe(PARTICIPATION_MSG.captainRequired);
  });

  it('lets the host delete a pending registration but never a paid one', async () => {
    const p = await as(ctx.app, 'Participant', { age: 18, gender: 'male' });
    const pendingId = (await participate(p, { category_id: single.id })).json().data.participation
      .id;
    const paidId = (await participate(p, { category_id: free.id })).json().data.participation.id;
    expect((await call(otherHost, 'DELETE', `/event/participate/${pendingId}`)).statusCode).toBe(
      403,
    );
    expect((await call(p, 'DELETE', `/event/participate/${pendingId}`)).statusCode).toBe(403);
    const paid = await call(host, 'DELETE', `/event/participate/${paidId}`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toBe(PARTICIPATION_MSG.paidCannotDelete);
    expect((await call(host, 'DELETE', `/event/participate/${pendingId}`)).statusCode).toBe(200);
    // Kept as cancelled with its order (the ledger), gone from the lists, and not cancelled twice.
    const kept = await call(admin, 'GET', `/event/participate/${pendingId}`);
    expect(kept.json().data).toMatchObject({ payment_status: 'cancelled' });
    expect(kept.json().data.order_id).toMatch(/^order_/);
    const list = await call(host, 'GET', `/event/participants?event_id=${event.id}`);
    expect(list.json().data.map((x: { id: string }) => x.id)).not.toContain(pendingId);
    expect((await call(host, 'DELETE', `/event/participate/${pendingId}`)).statusCode).toBe(404);
    // The participant may register again: a new registration, a new order.
    const again = (await participate(p, { category_id: single.id })).json().data;
    expect(again.participation.id).not.toBe(pendingId);
    expect(again.resumed).toBe(false);
  });

  it('keeps an event with registrations from being deleted', async () => {
    const res = await call(host, 'DELETE', `/events/${event.id}`);
    expect(res.statusCode).toBe(409);
  });
});
