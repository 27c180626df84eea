import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { yearsAfter } from '../../shared/calendar-date';
import { venueToday } from '../../shared/events/registration-window';
import { PARTICIPATION_MSG } from '../../shared/participations/schemas';
import { users } from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { as, apiCaller } from '../test/sessions';
import { useTestApp } from '../test/test-app';

// Issue 29: a profile holds a date of birth, not an age. Migration 0023 turns an age into an
// estimated date of birth; a date of birth saved in the profile is the person's own; and a
// registration for oneself is checked on the event's start date from it.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);

/** The data step of migration 0023, as the migration runs it. */
const MIGRATION = readFileSync(
  new URL('../platform/db/migrations/0023_date_of_birth.sql', import.meta.url),
  'utf8',
);
const dataStep = MIGRATION.slice(MIGRATION.indexOf('UPDATE "users"'));

const stored = async (id: string) =>
  (await ctx.app.db.select().from(users).where(eq(users.id, id)))[0]!;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('migration 0023', () => {
  it("gives someone with an age today's date that many years ago, as an estimate", async () => {
    const p = await as(ctx.app, 'Participant', { age: 17 });
    const known = await as(ctx.app, 'Participant', { age: 30, date_of_birth: '1990-03-04' });
    await ctx.app.db.execute(sql.raw(dataStep));

    const estimated = await stored(p.user.id);
    expect(estimated.date_of_birth).toBe(yearsAfter(venueToday(), -17));
    expect(estimated.date_of_birth_estimated).toBe(true);
    // A date of birth already there stays, and is no estimate.
    expect(await stored(known.user.id)).toMatchObject({
      date_of_birth: '1990-03-04',
      date_of_birth_estimated: false,
    });

    const shown = (await call(p, 'GET', `/user/${p.user.id}`)).json().data;
    expect(shown).toMatchObject({
      date_of_birth: yearsAfter(venueToday(), -17),
      date_of_birth_estimated: true,
      age: 17,
    });
  });
});

describe('the profile', () => {
  const profile = (p: { user: { name: string; email: string } }, extra: object) => ({
    name: p.user.name,
    email: p.user.email,
    phone_number: '98765 43210',
    address: '12 Lake Road, Kolkata',
    school_or_college: 'Presidency College',
    ...extra,
  });

  it('takes a date of birth, which clears the estimate, and shows the age today', async () => {
    const born = yearsAfter(venueToday(), -15);
    const p = await as(ctx.app, 'Participant', {
      date_of_birth: born,
      date_of_birth_estimated: true,
    });
    const res = await call(p, 'PUT', `/user/${p.user.id}`, profile(p, { date_of_birth: born }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      date_of_birth: born,
      date_of_birth_estimated: false,
      age: 15,
    });
    expect(await stored(p.user.id)).toMatchObject({
      date_of_birth: born,
      date_of_birth_estimated: false,
      age: null,
    });
  });

  it('refuses a future or malformed date of birth and writes nothing', async () => {
    const p = await as(ctx.app, 'Participant', {
      date_of_birth: '2010-01-02',
      date_of_birth_estimated: true,
    });
    for (const date_of_birth of [addDays(venueToday(), 1), '2010-02-30', '02/01/2010', 'soon']) {
      const res = await call(p, 'PUT', `/user/${p.user.id}`, profile(p, { date_of_birth }));
      expect(res.statusCode).toBe(400);
    }
    expect(await stored(p.user.id)).toMatchObject({
      date_of_birth: '2010-01-02',
      date_of_birth_estimated: true,
      school_or_college: null,
    });
  });

  it("keeps an old client's age as an estimated date of birth, and stops writing age", async () => {
    const p = await as(ctx.app, 'Participant');
    const res = await call(p, 'PUT', `/user/${p.user.id}`, profile(p, { age: 21 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      date_of_birth: yearsAfter(venueToday(), -21),
      date_of_birth_estimated: true,
      age: 21,
    });
    expect((await stored(p.user.id)).age).toBeNull();

    // The same age again leaves a confirmed date of birth as it is.
    const born = yearsAfter(addDays(venueToday(), -40), -21);
    await call(p, 'PUT', `/user/${p.user.id}`, profile(p, { date_of_birth: born }));
    await call(p, 'PUT', `/user/${p.user.id}`, profile(p, { age: 21 }));
    expect(await stored(p.user.id)).toMatchObject({
      date_of_birth: born,
      date_of_birth_estimated: false,
    });
  });

  it('is given at sign-up', async () => {
    const payload = {
      role: 'Participant',
      name: 'Meera Iyer',
      email: `dob-${Date.now()}@example.test`,
      phone_number: '98765 43210',
      password: 'Str0ng!Pass',
      confirm_password: 'Str0ng!Pass',
    };
    const given = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { ...payload, date_of_birth: '2001-09-10' },
    });
    expect(given.statusCode).toBe(201);
    expect(given.json().data).toMatchObject({
      date_of_birth: '2001-09-10',
      date_of_birth_estimated: false,
    });
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { ...payload, email: `old-${payload.email}`, age: 30 },
    });
    expect(old.statusCode).toBe(201);
    expect(old.json().data).toMatchObject({
      date_of_birth: yearsAfter(venueToday(), -30),
      date_of_birth_estimated: true,
    });
    const future = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { ...payload, email: `future-${payload.email}`, date_of_birth: '2999-01-01' },
    });
    expect(future.statusCode).toBe(400);
  });
});

describe('registering oneself', () => {
  it('checks the date of birth on the start date: up to 12 takes one turning 13 the day after', async () => {
    const host = await as(ctx.app, 'Host');
    const sport = await makeSport(ctx.app.db);
    const u12 = await makeCategory(ctx.app.db, {
      sports_id: sport.id,
      name: 'Under 13',
      max_age: 12,
    });
    const event = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      window: 'open',
      prices: [{ category_id: u12.id, price: 0 }],
    });
    const thirteenOnStart = yearsAfter(event.start_date, -13);
    const participate = async (date_of_birth: string) => {
      const who = await as(ctx.app, 'Participant', { date_of_birth, gender: 'male' });
      return call(who, 'POST', '/event/participate', { event_id: event.id, category_id: u12.id });
    };
    expect((await participate(addDays(thirteenOnStart, 1))).statusCode).toBe(201);
    const refused = await participate(addDays(thirteenOnStart, -1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(PARTICIPATION_MSG.ageOutside);
  });
});
