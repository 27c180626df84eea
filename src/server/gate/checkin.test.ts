import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKIN_MSG } from '../../shared/checkin/schemas';
import { asc, eq } from 'drizzle-orm';
import {
  participationMembers,
  participations,
  tickets,
  users,
  type CategoryRow,
  type EventRow,
  type User,
} from '../platform/db/schema';
import { backfillTickets, ticketToken } from './tickets';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { settleJobs } from '../test/jobs';
import { apiCaller, as } from '../test/sessions';
import { registerAndPay } from '../test/registrations';
import { useTestApp } from '../test/test-app';

// Issue 17 on PostgreSQL: tickets (unguessable, signed, dead once cancelled), check-in once,
// offline scans from two devices, undo, and gate staff who reach one event's gate and nothing else.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let host: Actor;
let category: CategoryRow;
let pairs: CategoryRow;
let eventA: EventRow;
let eventB: EventRow;

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  const sportId = (await makeSport(ctx.app.db)).id;
  category = await makeCategory(ctx.app.db, { sports_id: sportId });
  pairs = await makeCategory(ctx.app.db, { sports_id: sportId, participants_in_team: 2 });
  const prices = [
    { category_id: category.id, price: 300 },
    { category_id: pairs.id, price: 500 },
  ];
  eventA = await makeEvent(ctx.app.db, { host_id: host.user.id, sports_id: sportId, prices });
  eventB = await makeEvent(ctx.app.db, { host_id: host.user.id, sports_id: sportId, prices });
});

/** Registers and pays (test checkout, then verify), reading nothing. */
const capture = (event: EventRow, team = false) =>
  registerAndPay(ctx.app, event, team ? pairs : category);

/** A paid registration and its tickets as its participant reads them. */
async function paid(event: EventRow, team = false) {
  const { who, id } = await capture(event, team);
  const reg = (await call(who, 'GET', `/event/participate/${id}`)).json().data;
  return {
    who,
    id,
    tickets: reg.tickets as Array<{ token: string; name: string; qr_svg_url: string }>,
  };
}

const scan = (who: Actor, event: EventRow, body: object) =>
  call(who, 'POST', '/event/checkin', { event_id: event.id, ...body });

describe('tickets', () => {
  it('are signed, unguessable, not the registration id; one per team member', async () => {
    const one = await paid(eventA);
    const two = await paid(eventA);
    expect(one.tickets).toHaveLength(1);
    const [t] = one.tickets;
    expect(t!.token).not.toContain(one.id);
    expect(t!.token).not.toBe(two.tickets[0]!.token);
    expect(t!.token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{16}$/);
    const team = await paid(eventA, true);
    expect(team.tickets.map((x) => x.name)).toEqual(['Asha Rao', 'Ravi Rao']);
    // The QR draws the token; a tampered token draws nothing.
    const qr = await ctx.app.inject({ method: 'GET', url: t!.qr_svg_url });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/svg+xml');
    expect(qr.body).toContain('<svg');
    const forged = `${t!.token.slice(0, -1)}${t!.token.endsWith('A') ? 'B' : 'A'}`;
    expect((await scan(host, eventA, { token: forged })).json().error).toBe(
      CHECKIN_MSG.invalidTicket,
    );
  });
});

/** The ticket rows of a registration, straight from the table. */
const ticketRows = (id: string) =>
  ctx.app.db
    .select()
    .from(tickets)
    .where(eq(tickets.participation_id, id))
    .orderBy(asc(tickets.member_index));

describe('tickets are made when a registration becomes paid', () => {
  it('by its capture, in its transaction: one per roster member, before any read', async () => {
    const one = await capture(eventA);
    expect((await ticketRows(one.id)).map((t) => t.member_index)).toEqual([0]);
    const team = await capture(eventA, true);
    const rows = await ticketRows(team.id);
    expect(rows.map((t) => t.member_index)).toEqual([0, 1]);
    // The gate finds them with nothing having read the registration.
    const token = ticketToken(ctx.app.config.sessionSecret, rows[1]!.code);
    expect((await scan(host, eventA, { token })).json().data).toMatchObject({
      status: 'checked_in',
      name: 'Ravi Rao',
      participation_id: team.id,
    });
    // A read shows the same tickets; reading again makes none.
    const read = (await call(team.who, 'GET', `/event/participate/${team.id}`)).json().data;
    expect(read.tickets.map((t: { token: string }) => t.token)).toEqual(
      rows.map((t) => ticketToken(ctx.app.config.sessionSecret, t.code)),
    );
    expect(await ticketRows(team.id)).toHaveLength(2);
  });

  it('not before payment; a free registration at once', async () => {
    const who = await as(ctx.app, 'Participant');
    const pending = await call(who, 'POST', '/event/participate', {
      event_id: eventB.id,
      category_id: category.id,
    });
    expect(await ticketRows(pending.json().data.participation.id)).toEqual([]);
    const free = await makeCategory(ctx.app.db, { sports_id: category.sports_id });
    const freeEvent = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: category.sports_id,
      prices: [{ category_id: free.id, price: 0 }],
    });
    const reg = await call(who, 'POST', '/event/participate', {
      event_id: freeEvent.id,
      category_id: free.id,
    });
    expect(reg.json().data.participation.payment_status).toBe('captured');
    expect(await ticketRows(reg.json().data.participation.id)).toHaveLength(1);
  });

  it('a transfer gives the new holder new codes at once; the old ones stop working', async () => {
    const r = await paid(eventA);
    // A check-in already made stays on record (the ticket row stays, only its code changes).
    await scan(host, eventA, { token: r.tickets[0]!.token });
    const her = await as(ctx.app, 'Participant');
    await call(r.who, 'POST', `/event/participate/${r.id}/transfer`, { email: her.user.email });
    const accept = await call(her, 'POST', `/event/participate/${r.id}/transfer/accept`, {});
    expect(accept.statusCode).toBe(200);
    const [row] = await ticketRows(r.id);
    const fresh = ticketToken(ctx.app.config.sessionSecret, row!.code);
    expect(fresh).not.toBe(r.tickets[0]!.token);
    expect((await scan(host, eventA, { token: r.tickets[0]!.token })).json().error).toBe(
      CHECKIN_MSG.invalidTicket,
    );
    const mine = (await call(her, 'GET', `/event/participate/${r.id}`)).json().data;
    expect(mine.tickets.map((t: { token: string }) => t.token)).toEqual([fresh]);
    expect((await scan(host, eventA, { token: fresh })).json().data.status).toBe('already');
  });

  it('registrations paid before this have theirs made by the backfill, once', async () => {
    const who = await as(ctx.app, 'Participant');
    const [old] = await ctx.app.db
      .insert(participations)
      .values({
        event_id: eventB.id,
        category_id: pairs.id,
        participant_id: who.user.id,
        team_name: 'Old Timers',
        amount_minor: 50_000,
        payment_status: 'captured',
        captured_at: new Date(),
      })
      .returning();
    await ctx.app.db.insert(participationMembers).values(
      ['Meera Iyer', 'Kiran Iyer'].map((name, position) => ({
        participation_id: old!.id,
        position,
        name,
        email: `member${position}@example.test`,
        phone: `987650001${position}`,
      })),
    );
    expect(await ticketRows(old!.id)).toEqual([]);
    expect(await backfillTickets(ctx.app.db)).toBeGreaterThanOrEqual(2);
    expect((await ticketRows(old!.id)).map((t) => t.member_index)).toEqual([0, 1]);
    expect(await backfillTickets(ctx.app.db)).toBe(0);
  });
});

describe('the gate', () => {
  it('checks a ticket in once; the second scan says when and by whom', async () => {
    const r = await paid(eventA);
    const first = await scan(host, eventA, { token: r.tickets[0]!.token });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'checked_in', by: host.user.name });
    const second = await scan(host, eventA, { token: r.tickets[0]!.token });
    expect(second.json().data).toMatchObject({
      status: 'already',
      at: first.json().data.at,
      by: host.user.name,
      checkin_id: first.json().data.checkin_id,
    });
  });

  it('resolves the same offline scan synced from two devices to one check-in', async () => {
    const r = await paid(eventA);
    const at = new Date(Date.now() - 5 * 60_000).toISOString();
    const [a, b] = await Promise.all([
      scan(host, eventA, { token: r.tickets[0]!.token, scanned_at: at, device_id: 'phone-1' }),
      scan(host, eventA, { token: r.tickets[0]!.token, scanned_at: at, device_id: 'phone-2' }),
    ]);
    const statuses = [a.json().data.status, b.json().data.status].sort();
    expect(statuses).toEqual(['already', 'checked_in']);
    expect(a.json().data.checkin_id).toBe(b.json().data.checkin_id);
    expect(a.json().data.at).toBe(at);
  });

  it("refuses a cancelled registration's ticket and another event's", async () => {
    const r = await paid(eventA);
    const otherEvent = await scan(host, eventB, { token: r.tickets[0]!.token });
    expect(otherEvent.json().error).toBe(CHECKIN_MSG.otherEvent);
    await call(r.who, 'POST', `/event/participate/${r.id}/cancel`);
    const dead = await scan(host, eventA, { token: r.tickets[0]!.token });
    expect(dead.statusCode).toBe(409);
    expect(dead.json().error).toBe(CHECKIN_MSG.cancelled);
  });

  it('undoes within a minute, not after; counts and search follow', async () => {
    const r = await paid(eventA);
    const done = (await scan(host, eventA, { participation_id: r.id })).json().data;
    const before = (await call(host, 'GET', `/event/checkin?event_id=${eventA.id}`)).json().data;
    const row = before.counts.find((c: { category_id: string }) => c.category_id === category.id);
    expect(row.checked_in).toBeGreaterThanOrEqual(1);
    expect((await call(host, 'DELETE', `/event/checkin/${done.checkin_id}`)).statusCode).toBe(200);
    const after = (await call(host, 'GET', `/event/checkin?event_id=${eventA.id}`)).json().data;
    const row2 = after.counts.find((c: { category_id: string }) => c.category_id === category.id);
    expect(row2.checked_in).toBe(row.checked_in - 1);
    const found = (
      await call(host, 'GET', `/event/checkin?event_id=${eventA.id}&q=${r.who.user.email}`)
    ).json().data.entries;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ participation_id: r.id, checkin: null });
    const again = (await scan(host, eventA, { participation_id: r.id })).json().data;
    ctx.clock.advance(61_000);
    const late = await call(host, 'DELETE', `/event/checkin/${again.checkin_id}`);
    ctx.clock.reset();
    expect(late.json().error).toBe(CHECKIN_MSG.undoTooLate);
  });

  it('finds a phone number however it is typed: +91, a trunk 0, spaces (issue 29)', async () => {
    const stored = await paid(eventA);
    const legacy = await paid(eventA);
    await ctx.app.db
      .update(users)
      .set({ phone_number: '+919123400077' })
      .where(eq(users.id, stored.who.user.id));
    await ctx.app.db
      .update(users)
      .set({ phone_number: '9123400088' })
      .where(eq(users.id, legacy.who.user.id));
    const search = async (q: string) =>
      (await call(host, 'GET', `/event/checkin?event_id=${eventA.id}&q=${encodeURIComponent(q)}`))
        .json()
        .data.entries.map((e: { participation_id: string }) => e.participation_id);
    expect(await search('09123400077')).toEqual([stored.id]);
    expect(await search('91234 00077')).toEqual([stored.id]);
    expect(await search('+91 91234 00088')).toEqual([legacy.id]);
    expect(await search('+91 91234 00099')).toEqual([]);
  });
});

describe('gate staff', () => {
  it("run one event's gate and reach nothing else", async () => {
    const staff = await as(ctx.app, 'Participant');
    const invite = await call(host, 'POST', `/events/${eventA.id}/staff`, {
      email: staff.user.email.toUpperCase(),
    });
    expect(invite.statusCode).toBe(201);
    await settleJobs(ctx.app);
    await ctx.mail.waitFor(staff.user.email, `You are on the gate: “${eventA.title}”`);
    const again = await call(host, 'POST', `/events/${eventA.id}/staff`, {
      email: staff.user.email,
    });
    expect(again.json().error).toBe(CHECKIN_MSG.staffExists);

    const r = await paid(eventA);
    const atA = await scan(staff, eventA, { token: r.tickets[0]!.token });
    expect(atA.json().data).toMatchObject({ status: 'checked_in', by: staff.user.name });
    const b = await paid(eventB);
    expect((await scan(staff, eventB, { token: b.tickets[0]!.token })).statusCode).toBe(403);
    expect((await call(staff, 'GET', `/event/checkin?event_id=${eventB.id}`)).statusCode).toBe(403);
    // Nothing beyond the gate: the event's participants, its edit, its staff list.
    expect((await call(staff, 'GET', `/event/participants?event_id=${eventA.id}`)).statusCode).toBe(
      403,
    );
    expect((await call(staff, 'GET', `/events/${eventA.id}/staff`)).statusCode).toBe(403);
    expect((await call(staff, 'GET', `/event/participate/${r.id}`)).statusCode).toBe(403);
    // Their dashboard leads them to this gate (and only this one); nobody else sees it.
    const duties = await call(staff, 'GET', '/event/gate-duties');
    expect(duties.json().data).toEqual([
      { event_id: eventA.id, title: eventA.title, start_date: eventA.start_date },
    ]);
    expect((await call(r.who, 'GET', '/event/gate-duties')).json().data).toEqual([]);
    // Removed, they lose the gate at once.
    await call(host, 'DELETE', `/events/${eventA.id}/staff/${invite.json().data.id}`);
    expect((await scan(staff, eventA, { participation_id: r.id })).statusCode).toBe(403);
    expect((await call(staff, 'GET', '/event/gate-duties')).json().data).toEqual([]);
  });
});
