import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DID_NOT_MAKE_WEIGHT, EVENT_DAY_MSG } from '../../shared/checkin/weighin';
import { PARTICIPATION_MSG } from '../../shared/participations/schemas';
import { PLACES_MSG } from '../../shared/places/places';
import {
  eventDayChanges,
  ledgerEntries,
  participations,
  refunds,
  weighIns,
  type CategoryRow,
  type EventRow,
  type User,
} from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { apiCaller, as } from '../test/sessions';
import { settleJobs } from '../test/jobs';
import { registerAndPay } from '../test/registrations';
import { useTestApp } from '../test/test-app';

// Issue 17, event day on PostgreSQL (decision 023): weigh-in (one decimal, flagged outside the
// limits, latest wins), the host's move (limits, capacity, same event, no money) and out, and
// no-shows (only the unchecked, idempotent, cleared by a late check-in).
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let host: Actor;
let staffA: Actor;
let light: CategoryRow; // 50–60 kg
let middleFull: CategoryRow; // 60–70 kg, one place, taken
let middle: CategoryRow; // 60–75 kg, unlimited, dearer
let heavy: CategoryRow; // from 80 kg
let open: CategoryRow; // no limits
let pairs: CategoryRow; // a team of two, up to 90 kg
let bOnly: CategoryRow; // 60–75 kg, offered by event B only
let eventA: EventRow;
let eventB: EventRow;

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  staffA = await as(ctx.app, 'Participant');
  const sports_id = (await makeSport(ctx.app.db)).id;
  const weights = (min: number | null, max: number | null) => ({
    sports_id,
    min_weight_allowed: min,
    max_weight_allowed: max,
  });
  light = await makeCategory(ctx.app.db, weights(50, 60));
  middleFull = await makeCategory(ctx.app.db, weights(60, 70));
  middle = await makeCategory(ctx.app.db, weights(60, 75));
  heavy = await makeCategory(ctx.app.db, weights(80, null));
  open = await makeCategory(ctx.app.db, { sports_id });
  pairs = await makeCategory(ctx.app.db, { ...weights(null, 90), participants_in_team: 2 });
  bOnly = await makeCategory(ctx.app.db, weights(60, 75));
  eventA = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id,
    prices: [
      { category_id: light.id, price: 300 },
      { category_id: middleFull.id, price: 300, capacity: 1 },
      { category_id: middle.id, price: 500 },
      { category_id: heavy.id, price: 300 },
      { category_id: open.id, price: 300 },
      { category_id: pairs.id, price: 600 },
    ],
  });
  eventB = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id,
    prices: [
      { category_id: light.id, price: 300 },
      { category_id: bOnly.id, price: 300 },
    ],
  });
  const invite = await call(host, 'POST', `/events/${eventA.id}/staff`, {
    email: staffA.user.email,
  });
  expect(invite.statusCode).toBe(201);
});

/** A registration (paid unless `pay` is false) at `event` in `category`, weight as registered. */
const register = (
  event: EventRow,
  category: CategoryRow,
  { weight = 55, pay = true }: { weight?: number; pay?: boolean } = {},
) => registerAndPay(ctx.app, event, category, { weight, pay, team_name: 'Heavy Lifters' });

const weigh = (who: Actor, participation_id: string, weight_kg: unknown, member_index?: number) =>
  call(who, 'POST', '/event/weighin', { participation_id, weight_kg, member_index });

async function gateEntries(event: EventRow, q?: string) {
  const res = await call(
    host,
    'GET',
    `/event/checkin?event_id=${event.id}${q ? `&q=${encodeURIComponent(q)}` : ''}`,
  );
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    counts: Array<{
      category_id: string;
      no_show: number;
      out: number;
      registered: number;
      not_arrived: number;
    }>;
    entries: Array<Record<string, unknown> & { participation_id: string; member_index: number }>;
  };
}

async function row(id: string) {
  const [p] = await ctx.app.db.select().from(participations).where(eq(participations.id, id));
  return p!;
}

async function weighInRows(id: string) {
  return ctx.app.db.select().from(weighIns).where(eq(weighIns.participation_id, id));
}

describe('weigh-in', () => {
  it('stores the weight, flags it outside the limits, and keeps only the latest', async () => {
    const r = await register(eventA, light);
    const inside = await weigh(host, r.id, 55.5);
    expect(inside.statusCode).toBe(200);
    expect(inside.json().data).toMatchObject({
      participation_id: r.id,
      member_index: 0,
      weight_kg: 55.5,
      within_limits: true,
      min: 50,
      max: 60,
      by: host.user.name,
    });
    // The limits hold inclusive.
    expect((await weigh(host, r.id, 60)).json().data.within_limits).toBe(true);
    const outside = await weigh(host, r.id, 61.4);
    expect(outside.statusCode).toBe(200);
    expect(outside.json().data).toMatchObject({ weight_kg: 61.4, within_limits: false });
    const stored = await weighInRows(r.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.weight_g).toBe(61_400);

    // The gate shows it beside the fields it had before.
    const [entry] = (await gateEntries(eventA, r.who.user.email)).entries;
    expect(entry).toMatchObject({
      participation_id: r.id,
      member_index: 0,
      name: r.who.user.name,
      category_id: light.id,
      checkin: null,
      status: 'expected',
      status_reason: null,
      weigh_in: { weight_kg: 61.4, within_limits: false, min: 50, max: 60, by: host.user.name },
    });
  });

  it('refuses a weight with two decimals, not a number or out of range, and writes nothing', async () => {
    const r = await register(eventA, light);
    expect((await weigh(host, r.id, 58.2)).statusCode).toBe(200);
    for (const bad of [61.45, 'abc', '61.4', 0, -3, 400.1, null]) {
      const res = await weigh(host, r.id, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().fields?.weight_kg, String(bad)).toBe(EVENT_DAY_MSG.weightInvalid);
    }
    expect((await weigh(host, r.id, 400)).statusCode).toBe(200);
    expect((await weighInRows(r.id))[0]!.weight_g).toBe(400_000);
    expect((await weigh(host, r.id, 58.2)).statusCode).toBe(200);
    expect((await weigh(host, r.id, 61.45)).statusCode).toBe(400);
    const stored = await weighInRows(r.id);
    expect(stored.map((w) => w.weight_g)).toEqual([58_200]);
    // An individual entry has only member 0.
    const member = await weigh(host, r.id, 58, 1);
    expect(member.statusCode).toBe(400);
    expect(member.json().error).toBe(EVENT_DAY_MSG.noMember);
  });

  it('weighs each team member on their own ticket', async () => {
    const team = await register(eventA, pairs, { weight: 80 });
    expect((await weigh(host, team.id, 91.2, 1)).json().data).toMatchObject({
      member_index: 1,
      within_limits: false,
      max: 90,
    });
    expect((await weigh(host, team.id, 70, 2)).statusCode).toBe(400);
    const entries = (await gateEntries(eventA, 'Heavy Lifters')).entries.filter(
      (e) => e.participation_id === team.id,
    );
    expect(entries.map((e) => [e.member_index, e.name])).toEqual([
      [0, 'Asha Rao'],
      [1, 'Ravi Rao'],
    ]);
    expect(entries[0]!.weigh_in).toBeNull();
    expect(entries[1]!.weigh_in).toMatchObject({ weight_kg: 91.2, within_limits: false });
  });

  it('refuses cancelled and unpaid registrations, and categories without weight limits', async () => {
    const cancelled = await register(eventA, light);
    expect(
      (await call(cancelled.who, 'POST', `/event/participate/${cancelled.id}/cancel`)).statusCode,
    ).toBe(200);
    const gone = await weigh(host, cancelled.id, 55);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error).toBe(EVENT_DAY_MSG.cancelled);
    const unpaid = await register(eventA, light, { pay: false });
    const notPaid = await weigh(host, unpaid.id, 55);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().error).toBe(EVENT_DAY_MSG.notPaid);
    const free = await register(eventA, open);
    const noLimits = await weigh(host, free.id, 55);
    expect(noLimits.statusCode).toBe(409);
    expect(noLimits.json().error).toBe(EVENT_DAY_MSG.noLimits);
    expect(await weighInRows(cancelled.id)).toHaveLength(0);
    expect(await weighInRows(unpaid.id)).toHaveLength(0);
    expect(await weighInRows(free.id)).toHaveLength(0);
  });

  it("gate staff weigh in at their event only, and decide nothing that is the host's", async () => {
    const atA = await register(eventA, light);
    const atB = await register(eventB, light);
    const res = await weigh(staffA, atA.id, 62);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.by).toBe(staffA.user.name);
    expect((await weigh(staffA, atB.id, 62)).statusCode).toBe(403);
    expect(await weighInRows(atB.id)).toHaveLength(0);
    const move = await call(staffA, 'POST', `/event/weighin/${atA.id}/move`, {
      category_id: middle.id,
    });
    expect(move.statusCode).toBe(403);
    expect((await call(staffA, 'POST', `/event/weighin/${atA.id}/out`)).statusCode).toBe(403);
    expect((await call(staffA, 'POST', `/events/${eventA.id}/no-shows`, {})).statusCode).toBe(403);
    expect((await row(atA.id)).category_id).toBe(light.id);
    expect((await row(atA.id)).event_day_status).toBeNull();
  });
});

describe("the host's move after a weigh-in", () => {
  it('lists the weigh-in queue: weight classes only, still to weigh first, outs left off', async () => {
    const weighed = await register(eventB, light, { weight: 55 });
    const toWeigh = await register(eventB, light, { weight: 56 });
    expect((await weigh(host, weighed.id, 55.2)).statusCode).toBe(200);
    const res = await call(host, 'GET', `/event/checkin?event_id=${eventB.id}&list=weigh-in`);
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data.entries as Array<{ participation_id: string }>).map(
      (e) => e.participation_id,
    );
    expect(ids.indexOf(toWeigh.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(toWeigh.id)).toBeLessThan(ids.indexOf(weighed.id));
    const bad = await call(host, 'GET', `/event/checkin?event_id=${eventB.id}&list=everyone`);
    expect(bad.statusCode).toBe(400);
  });

  it('needs a weigh-in first', async () => {
    const r = await register(eventA, light);
    const res = await call(host, 'POST', `/event/weighin/${r.id}/move`, { category_id: middle.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(EVENT_DAY_MSG.needWeighIn);
  });

  it('respects the target category: its capacity, its weight limits, the same event', async () => {
    await register(eventA, middleFull, { weight: 65 }); // takes its one place
    const r = await register(eventA, light);
    await weigh(host, r.id, 64.8);
    const move = (category_id: string) =>
      call(host, 'POST', `/event/weighin/${r.id}/move`, { category_id });

    const full = await move(middleFull.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(PLACES_MSG.full);
    const tooLight = await move(heavy.id);
    expect(tooLight.statusCode).toBe(409);
    expect(tooLight.json().error).toBe(EVENT_DAY_MSG.outsideTarget(80, null));
    const elsewhere = await move(bOnly.id);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error).toBe(PARTICIPATION_MSG.categoryNotInEvent);
    const same = await move(light.id);
    expect(same.statusCode).toBe(400);
    expect((await row(r.id)).category_id).toBe(light.id);

    // Another host cannot move it.
    const other = await as(ctx.app, 'Host');
    const theirs = await call(other, 'POST', `/event/weighin/${r.id}/move`, {
      category_id: middle.id,
    });
    expect(theirs.statusCode).toBe(403);
    expect((await row(r.id)).category_id).toBe(light.id);
  });

  it('moves to a fitting category and moves no money', async () => {
    const r = await register(eventA, light);
    await weigh(host, r.id, 64.8);
    const before = await row(r.id);
    const ledgerOf = async () =>
      (
        await ctx.app.db
          .select({ n: count() })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.participation_id, r.id))
      )[0]!.n;
    const allLedger = async () =>
      (await ctx.app.db.select({ n: count() }).from(ledgerEntries))[0]!.n;
    // Earlier registrations' jobs (transfers) write ledger rows too: let them finish first, and
    // after the move, so a row the move queued would still be counted.
    await settleJobs(ctx.app);
    const ledgerBefore = await ledgerOf();
    const allBefore = await allLedger();
    expect(ledgerBefore).toBe(1); // the capture

    const res = await call(host, 'POST', `/event/weighin/${r.id}/move`, {
      category_id: middle.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      participation_id: r.id,
      category_id: middle.id,
      category_name: middle.name,
      status: 'expected',
      amount_paid: 300,
      weigh_ins: [{ weight_kg: 64.8, within_limits: true, min: 60, max: 75 }],
    });
    const after = await row(r.id);
    expect(after.category_id).toBe(middle.id);
    expect(after.amount_minor).toBe(before.amount_minor);
    expect(after.payment_status).toBe('captured');
    await settleJobs(ctx.app);
    expect(await ledgerOf()).toBe(ledgerBefore);
    expect(await allLedger()).toBe(allBefore);
    expect(
      await ctx.app.db.select().from(refunds).where(eq(refunds.participation_id, r.id)),
    ).toHaveLength(0);
    const changes = await ctx.app.db
      .select()
      .from(eventDayChanges)
      .where(eq(eventDayChanges.participation_id, r.id));
    expect(changes).toMatchObject([
      {
        kind: 'moved',
        from_category_id: light.id,
        to_category_id: middle.id,
        changed_by: host.user.id,
      },
    ]);
    const [entry] = (await gateEntries(eventA, r.who.user.email)).entries;
    expect(entry).toMatchObject({
      category_id: middle.id,
      weigh_in: { weight_kg: 64.8, within_limits: true },
    });
  });
});

describe('out: did not make weight', () => {
  it('marks the registration out after a weigh-in outside the limits, once', async () => {
    const r = await register(eventA, light);
    await weigh(host, r.id, 55);
    const made = await call(host, 'POST', `/event/weighin/${r.id}/out`);
    expect(made.statusCode).toBe(409);
    expect(made.json().error).toBe(EVENT_DAY_MSG.madeWeight);
    expect((await row(r.id)).event_day_status).toBeNull();

    await weigh(host, r.id, 61.4);
    const out = await call(host, 'POST', `/event/weighin/${r.id}/out`);
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toMatchObject({
      status: 'out',
      status_reason: DID_NOT_MAKE_WEIGHT,
      category_id: light.id,
      amount_paid: 300,
    });
    expect((await call(host, 'POST', `/event/weighin/${r.id}/out`)).statusCode).toBe(200);
    const p = await row(r.id);
    expect(p).toMatchObject({
      event_day_status: 'out',
      event_day_reason: DID_NOT_MAKE_WEIGHT,
      event_day_status_by: host.user.id,
      payment_status: 'captured',
    });
    const changes = await ctx.app.db
      .select()
      .from(eventDayChanges)
      .where(eq(eventDayChanges.participation_id, r.id));
    expect(changes.map((c) => [c.kind, c.from_category_id])).toEqual([['out', light.id]]);
    // The gate shows it, even once checked in.
    await call(host, 'POST', '/event/checkin', { event_id: eventA.id, participation_id: r.id });
    const [entry] = (await gateEntries(eventA, r.who.user.email)).entries;
    expect(entry).toMatchObject({ status: 'out', status_reason: DID_NOT_MAKE_WEIGHT });
    expect(entry!.checkin).not.toBeNull();
  });
});

describe('no-shows', () => {
  it('marks only paid registrations with no check-in, is idempotent, and a late check-in clears', async () => {
    const event = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: light.sports_id,
      prices: [
        { category_id: light.id, price: 300 },
        { category_id: middle.id, price: 500 },
      ],
    });
    const came = await register(event, light);
    const late = await register(event, light);
    const other = await register(event, middle, { weight: 65 });
    const cancelled = await register(event, light);
    await call(cancelled.who, 'POST', `/event/participate/${cancelled.id}/cancel`);
    const unpaid = await register(event, light, { pay: false });
    const checkIn = (id: string) =>
      call(host, 'POST', '/event/checkin', { event_id: event.id, participation_id: id });
    expect((await checkIn(came.id)).statusCode).toBe(200);
    const noShows = (body: object) => call(host, 'POST', `/events/${event.id}/no-shows`, body);

    // Another host, and a category the event does not offer, are refused.
    const otherHost = await as(ctx.app, 'Host');
    expect((await call(otherHost, 'POST', `/events/${event.id}/no-shows`, {})).statusCode).toBe(
      403,
    );
    const notOffered = await noShows({ category_id: heavy.id });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().error).toBe(PARTICIPATION_MSG.categoryNotInEvent);

    const light1 = await noShows({ category_id: light.id });
    expect(light1.statusCode).toBe(200);
    expect(light1.json().data).toEqual({ marked: 1 });
    expect((await row(late.id)).event_day_status).toBe('no_show');
    expect((await row(other.id)).event_day_status).toBeNull();
    const rest = await noShows({});
    expect(rest.json().data).toEqual({ marked: 1 });
    expect((await noShows({})).json().data).toEqual({ marked: 0 });
    expect((await row(other.id)).event_day_status).toBe('no_show');
    for (const id of [came.id, cancelled.id, unpaid.id])
      expect((await row(id)).event_day_status).toBeNull();
    // They stay paid.
    expect((await row(late.id)).payment_status).toBe('captured');
    expect(
      await ctx.app.db.select().from(refunds).where(eq(refunds.participation_id, late.id)),
    ).toHaveLength(0);

    const gate = await gateEntries(event);
    const status = (id: string) => gate.entries.find((e) => e.participation_id === id)?.status;
    expect([status(came.id), status(late.id), status(other.id)]).toEqual([
      'checked_in',
      'no_show',
      'no_show',
    ]);
    expect(gate.counts.find((c) => c.category_id === light.id)).toMatchObject({
      registered: 2,
      no_show: 1,
      out: 0,
    });

    // The person arrives late: the check-in stands and clears the mark.
    const arrived = await checkIn(late.id);
    expect(arrived.statusCode).toBe(200);
    expect(arrived.json().data.status).toBe('checked_in');
    expect((await row(late.id)).event_day_status).toBeNull();
    const cleared = await ctx.app.db
      .select()
      .from(eventDayChanges)
      .where(
        and(
          eq(eventDayChanges.participation_id, late.id),
          eq(eventDayChanges.kind, 'no_show_cleared'),
        ),
      );
    expect(cleared).toHaveLength(1);
    expect((await noShows({})).json().data).toEqual({ marked: 0 });
    const after = await gateEntries(event);
    expect(after.entries.find((e) => e.participation_id === late.id)?.status).toBe('checked_in');
  });
});

describe('no-shows announced', () => {
  it('the gate counts the registrations "Mark no-shows" will mark: an out once, a team once', async () => {
    const event = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: light.sports_id,
      prices: [
        { category_id: light.id, price: 300 },
        { category_id: pairs.id, price: 600 },
      ],
    });
    const checkIn = (id: string) =>
      call(host, 'POST', '/event/checkin', { event_id: event.id, participation_id: id });
    // Checked in, then out at the weigh-in: neither here nor missing.
    const out = await register(event, light);
    expect((await checkIn(out.id)).statusCode).toBe(200);
    await weigh(host, out.id, 61.4);
    expect((await call(host, 'POST', `/event/weighin/${out.id}/out`)).statusCode).toBe(200);
    const came = await register(event, light);
    expect((await checkIn(came.id)).statusCode).toBe(200);
    // Missing: two in the light class and a team of two (one registration, two tickets).
    const missing = [await register(event, light), await register(event, light)];
    const team = await register(event, pairs);

    const { counts } = await gateEntries(event);
    const count = (id: string) => counts.find((c) => c.category_id === id);
    expect(count(light.id)).toMatchObject({ registered: 4, out: 1, not_arrived: 2 });
    expect(count(pairs.id)).toMatchObject({ registered: 2, not_arrived: 1 });
    // What the host is told before marking (the old sum over tickets said 1 + 2, not 2 + 1).
    const announced = counts.reduce((n, c) => n + c.not_arrived, 0);
    expect(announced).toBe(3);

    const marked = await call(host, 'POST', `/events/${event.id}/no-shows`, {});
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toEqual({ marked: announced });
    for (const r of [...missing, team]) expect((await row(r.id)).event_day_status).toBe('no_show');
    expect((await row(out.id)).event_day_status).toBe('out');
    const after = (await gateEntries(event)).counts;
    expect(after.map((c) => c.not_arrived)).toEqual([0, 0]);
  });
});
