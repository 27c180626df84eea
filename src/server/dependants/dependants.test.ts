import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEPENDANT_MSG } from '../../shared/dependants/schemas';
import { venueToday } from '../../shared/events/registration-window';
import { PARTICIPATION_MSG } from '../../shared/participations/schemas';
import {
  dependants,
  participations,
  type CategoryRow,
  type EventRow,
  type User,
} from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { settleJobs } from '../test/jobs';
import { as, apiCaller } from '../test/sessions';
import { useTestApp } from '../test/test-app';

const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };
let priya: Actor, other: Actor, host: Actor;
let under13: CategoryRow, girls: CategoryRow, open: CategoryRow, u13team: CategoryRow;
let event: EventRow;

/** A date `years` whole years before `date` (same month and day), then `days` later. */
function yearsBefore(date: string, years: number, days = 0): string {
  const d = new Date(`${String(Number(date.slice(0, 4)) - years)}${date.slice(4)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const path = (who: Actor) => `/user/${who.user.id}/dependants`;
const child = (over: Record<string, unknown> = {}) => ({
  name: 'Aarav Sharma',
  date_of_birth: yearsBefore(event.start_date, 11),
  gender: 'male',
  guardian_confirmed: true,
  ...over,
});
async function addChild(who: Actor, over: Record<string, unknown> = {}) {
  const res = await call(who, 'POST', path(who), child(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; name: string };
}
const count = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(participations))[0]!.n;

beforeAll(async () => {
  priya = await as(ctx.app, 'Participant', { name: 'Priya Sharma', age: 38, gender: 'female' });
  other = await as(ctx.app, 'Participant', { age: 40, gender: 'male' });
  host = await as(ctx.app, 'Host');
  const sport = await makeSport(ctx.app.db);
  under13 = await makeCategory(ctx.app.db, {
    sports_id: sport.id,
    name: 'Under 13 Singles',
    max_age: 13,
  });
  girls = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Girls', gender: 'female' });
  open = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Open' });
  u13team = await makeCategory(ctx.app.db, {
    sports_id: sport.id,
    name: 'Under 13 Boys Doubles',
    max_age: 13,
    gender: 'male',
    participants_in_team: 2,
  });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    window: 'open',
    prices: [
      { category_id: under13.id, price: 350 },
      { category_id: girls.id, price: 100 },
      { category_id: open.id, price: 0 },
      { category_id: u13team.id, price: 500 },
    ],
  });
});

describe('dependants API', () => {
  it('adds, lists, edits and deletes a dependant, recording the guardian confirmation', async () => {
    const before = Date.now();
    const created = await call(priya, 'POST', path(priya), child());
    expect(created.statusCode).toBe(201);
    const d = created.json().data;
    expect(d).toMatchObject({
      user_id: priya.user.id,
      name: 'Aarav Sharma',
      gender: 'male',
      registrations: 0,
    });
    expect(Date.parse(d.guardian_confirmed_at)).toBeGreaterThanOrEqual(before - 1000);

    const list = await call(priya, 'GET', path(priya));
    expect(list.json().data.map((x: { id: string }) => x.id)).toContain(d.id);

    const edited = await call(priya, 'PUT', `${path(priya)}/${d.id}`, {
      name: 'Aarav S.',
      date_of_birth: '2014-03-01',
      gender: 'male',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Aarav S.', date_of_birth: '2014-03-01' });
    // The confirmation stays as first given.
    expect(edited.json().data.guardian_confirmed_at).toBe(d.guardian_confirmed_at);

    expect((await call(priya, 'DELETE', `${path(priya)}/${d.id}`)).statusCode).toBe(200);
    const gone = await ctx.database.db.select().from(dependants).where(eq(dependants.id, d.id));
    expect(gone).toEqual([]);
  });

  it('needs the guardian confirmation, a plausible past date of birth and a gender', async () => {
    const post = (body: object) => call(priya, 'POST', path(priya), body);
    const noConfirm = await post(child({ guardian_confirmed: undefined }));
    expect(noConfirm.statusCode).toBe(400);
    expect(noConfirm.json().error).toBe(DEPENDANT_MSG.guardianRequired);
    expect((await post(child({ guardian_confirmed: false }))).json().error).toBe(
      DEPENDANT_MSG.guardianRequired,
    );
    expect((await post(child({ name: '  ' }))).json().error).toBe('Name is required');
    expect((await post(child({ date_of_birth: venueToday() }))).json().error).toBe(
      DEPENDANT_MSG.dobFuture,
    );
    expect((await post(child({ date_of_birth: '2030-01-01' }))).json().error).toBe(
      DEPENDANT_MSG.dobFuture,
    );
    expect((await post(child({ date_of_birth: '1900-01-01' }))).json().error).toBe(
      DEPENDANT_MSG.dobTooOld,
    );
    expect((await post(child({ date_of_birth: '2015-02-30' }))).json().error).toBe(
      DEPENDANT_MSG.dobInvalid,
    );
    expect((await post(child({ gender: 'other' }))).json().error).toBe(
      DEPENDANT_MSG.genderRequired,
    );
    expect((await post(child({ gender: undefined }))).statusCode).toBe(400);
    const list = await call(priya, 'GET', path(priya));
    expect(list.json().data.filter((x: { name: string }) => x.name !== 'Aarav Sharma')).toEqual([]);
  });

  it("keeps each account's dependants to itself; hosts and admins have none", async () => {
    const mine = await addChild(priya);
    // Another participant on Priya's path: 403; on their own path with Priya's dependant: 404.
    expect((await call(other, 'GET', path(priya))).statusCode).toBe(403);
    expect((await call(other, 'POST', path(priya), child())).statusCode).toBe(403);
    const swap = await call(other, 'PUT', `${path(other)}/${mine.id}`, {
      name: 'X',
      date_of_birth: '2014-01-01',
      gender: 'male',
    });
    expect(swap.statusCode).toBe(404);
    expect((await call(other, 'DELETE', `${path(other)}/${mine.id}`)).statusCode).toBe(404);
    const [still] = await ctx.database.db
      .select()
      .from(dependants)
      .where(eq(dependants.id, mine.id));
    expect(still?.name).toBe('Aarav Sharma');
    // §6: hosts register nobody.
    expect((await call(host, 'GET', path(host))).statusCode).toBe(403);
    expect((await call(host, 'POST', path(host), child())).statusCode).toBe(403);
    expect((await call(null, 'GET', path(priya))).statusCode).toBe(401);
  });
});

describe('registering a dependant', () => {
  it('registers an eligible child; contact details stay the account holder’s', async () => {
    const aarav = await addChild(priya, { date_of_birth: yearsBefore(event.start_date, 13) });
    const res = await call(priya, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: under13.id,
      dependant_id: aarav.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().data.participation;
    expect(p).toMatchObject({
      participant_id: priya.user.id,
      dependant_id: aarav.id,
      competitor_name: 'Aarav Sharma',
      dependant_details: { name: 'Aarav Sharma', gender: 'male' },
      participant_details: { name: 'Priya Sharma', email: priya.user.email },
    });
    // The account holder's dashboard names the child (checked against the contract, as it is
    // sent as written in production).
    const mine = (await call(priya, 'GET', '/event/participate')).json().data;
    expect(mine.find((x: { id: string }) => x.id === p.id)).toMatchObject({
      competitor_name: 'Aarav Sharma',
      dependant_details: { name: 'Aarav Sharma', gender: 'male' },
    });
    // The host's list names the competitor.
    const list = await call(host, 'GET', `/event/participants?event_id=${event.id}`);
    const row = list.json().data.find((x: { id: string }) => x.id === p.id);
    expect(row).toMatchObject({ competitor_name: 'Aarav Sharma', dependant_id: aarav.id });
    // Looking up "mine" tells the account holder's own entry from the child's.
    const q = `event_id=${event.id}&category_id=${under13.id}`;
    expect(
      (await call(priya, 'GET', `/event/participate/event-category-participant?${q}`)).json().data,
    ).toBeNull();
    expect(
      (
        await call(
          priya,
          'GET',
          `/event/participate/event-category-participant?${q}&dependant_id=${aarav.id}`,
        )
      ).json().data.id,
    ).toBe(p.id);
    // With a registration, the dependant stays: 409 and a clear message.
    const del = await call(priya, 'DELETE', `${path(priya)}/${aarav.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toBe(DEPENDANT_MSG.hasRegistrations('Aarav Sharma'));
    const listed = (await call(priya, 'GET', path(priya))).json().data;
    expect(listed.find((x: { id: string }) => x.id === aarav.id).registrations).toBe(1);
  });

  it('checks the child, not the account holder, at the age boundary on the start date', async () => {
    const register = (dependantId: string, categoryId = under13.id) =>
      call(priya, 'POST', '/event/participate', {
        event_id: event.id,
        category_id: categoryId,
        dependant_id: dependantId,
      });
    // 14 on the start date (birthday that day counts): out, with the reason named.
    const fourteen = await addChild(priya, {
      name: 'Kiran',
      date_of_birth: yearsBefore(event.start_date, 14),
    });
    const before = await count();
    const refused = await register(fourteen.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(
      /^Kiran is 14 on \d{2} \w+, \d{4}; this category is for ages up to 13$/,
    );
    expect(await count()).toBe(before);
    // Turns 14 the day after the start: still 13, in.
    const almost = await addChild(priya, {
      name: 'Ishaan',
      date_of_birth: yearsBefore(event.start_date, 14, 1),
    });
    expect((await register(almost.id)).statusCode).toBe(201);
    // Gender is the child's: a boy cannot enter Girls even though his mother could.
    const boyInGirls = await register(almost.id, girls.id);
    expect(boyInGirls.json().error).toBe('This category is for women and girls; Ishaan is male');
    const daughter = await addChild(priya, { name: 'Diya', gender: 'female' });
    expect((await register(daughter.id, girls.id)).statusCode).toBe(201);
  });

  it('lets a parent enter themself and each child once per category', async () => {
    const a = await addChild(priya, { name: 'Twin A' });
    const b = await addChild(priya, { name: 'Twin B' });
    const enter = (dependant_id?: string) =>
      call(priya, 'POST', '/event/participate', {
        event_id: event.id,
        category_id: open.id,
        ...(dependant_id ? { dependant_id } : {}),
      });
    expect((await enter()).statusCode).toBe(201);
    expect((await enter(a.id)).statusCode).toBe(201);
    expect((await enter(b.id)).statusCode).toBe(201);
    // The free entry is captured at once, so a second one for the same child is refused.
    const again = await enter(a.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(PARTICIPATION_MSG.dependantAlreadyRegistered('Twin A'));
    expect((await enter()).json().error).toBe(PARTICIPATION_MSG.alreadyParticipated);
  });

  it('mails the account holder a confirmation naming the child as the competitor', async () => {
    const parent = await as(ctx.app, 'Participant', { name: 'Meena Rao', age: 41 });
    const kid = await addChild(parent, { name: 'Tara Rao', gender: 'female' });
    const res = await call(parent, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: open.id,
      dependant_id: kid.id,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.participation.id;
    await settleJobs(ctx.app);
    const mail = await ctx.mail.waitFor(parent.user.email, "You're registered");
    expect(mail.text).toContain('Competitor: Tara Rao (registered by Meena Rao)');
    expect(mail.to).toEqual([parent.user.email]);
    const own = await call(parent, 'GET', `/event/participate/${id}`);
    expect(own.json().data.competitor_name).toBe('Tara Rao');
  });

  it("refuses another account's dependant and a dependant for a team category", async () => {
    const theirs = await addChild(other, { name: 'Not Yours' });
    const before = await count();
    const res = await call(priya, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: open.id,
      dependant_id: theirs.id,
    });
    expect(res.statusCode).toBe(404);
    const mine = await addChild(priya, { name: 'Team Kid' });
    const team = await call(priya, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: u13team.id,
      dependant_id: mine.id,
      team_name: 'Kids',
      members: [],
    });
    expect(team.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('team members', () => {
  const member = (n: number, over: Record<string, unknown> = {}) => ({
    name: `Kid ${n}`,
    email: `kid${n}@example.test`,
    phone: '9876543210',
    role: n === 1 ? 'Captain' : null,
    date_of_birth: yearsBefore(event.start_date, 12),
    gender: 'male',
    ...over,
  });
  const enterTeam = (who: Actor, members: object[]) =>
    call(who, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: u13team.id,
      team_name: `Team ${Math.random()}`,
      members,
    });

  it('checks each member against the limits and names the ones who fail', async () => {
    const before = await count();
    const tooOld = await enterTeam(other, [
      member(1),
      member(2, { name: 'Ravi', date_of_birth: yearsBefore(event.start_date, 14) }),
    ]);
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().error).toBe(
      'Member 2 (Ravi): must be 13 or younger on the event date (is 14)',
    );
    expect(tooOld.json().fields).toEqual({
      'members.1.date_of_birth': 'Member 2 (Ravi): must be 13 or younger on the event date (is 14)',
    });
    const missing = await enterTeam(other, [
      member(1, { date_of_birth: null }),
      member(2, { gender: 'female' }),
    ]);
    expect(missing.json().error).toBe(
      'Member 1 (Kid 1): date of birth is required for this category. Member 2 (Kid 2): this category is for men and boys',
    );
    expect(await count()).toBe(before);

    // The account holder (40) is no longer the one checked: the team is.
    const ok = await enterTeam(other, [member(1), member(2)]);
    expect(ok.statusCode, ok.body).toBe(201);
    const saved = ok.json().data.participation;
    expect(saved.members[1]).toMatchObject({
      date_of_birth: yearsBefore(event.start_date, 12),
      gender: 'male',
    });
    // Editing the roster is checked the same way.
    const edit = await call(other, 'PUT', `/event/participate/${saved.id}`, {
      team_name: 'Renamed',
      members: [
        member(1),
        member(2, { name: 'Ravi', date_of_birth: yearsBefore(event.start_date, 15) }),
      ],
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error).toMatch(/^Member 2 \(Ravi\): must be 13 or younger/);
  });

  it('does not ask for dates of birth where the category has no limits', async () => {
    const sport = await makeSport(ctx.app.db);
    const doubles = await makeCategory(ctx.app.db, {
      sports_id: sport.id,
      participants_in_team: 2,
    });
    const e = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      prices: [{ category_id: doubles.id, price: 10 }],
    });
    const res = await call(other, 'POST', '/event/participate', {
      event_id: e.id,
      category_id: doubles.id,
      team_name: 'Pair',
      members: [
        { name: 'A', email: 'a@example.test', phone: '9876543210', role: 'Captain' },
        { name: 'B', email: 'b@example.test', phone: '9876543210', role: null },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
