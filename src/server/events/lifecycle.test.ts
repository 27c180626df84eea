import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MSG } from '../../shared/events/schemas';
import { participations, type CategoryRow, type SportRow, type User } from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport, venueDate } from '../seed/factories';
import { settleJobs } from '../test/jobs';
import { as, apiCaller } from '../test/sessions';
import { useTestApp } from '../test/test-app';

/** Issue 13: drafts, publishing, corrections after publishing, delete and unpublish. */
const ctx = useTestApp();
type Actor = { user: User; cookie: string };
let hostA: Actor, hostB: Actor, admin: Actor, player: Actor;
let sport: SportRow, free: CategoryRow, paid: CategoryRow, extra: CategoryRow;

beforeAll(async () => {
  hostA = await as(ctx.app, 'Host', { organisation_name: 'Alpha Sports' });
  hostB = await as(ctx.app, 'Host');
  admin = await as(ctx.app, 'Admin');
  player = await as(ctx.app, 'Participant', { age: 20, gender: 'male' });
  sport = await makeSport(ctx.app.db);
  free = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Free' });
  paid = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Paid' });
  extra = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Extra' });
});

const call = apiCaller(() => ctx.app);
const d = (days: number) => venueDate(ctx.app.now(), days);

function body(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Monsoon Open',
    start_date: d(20),
    end_date: d(21),
    registration_start_date: d(2),
    registration_end_date: d(15),
    event_start_time: '08:30',
    event_end_time: '17:00',
    rewards: 'Trophies',
    poster: '/uploads/posters/0123456789abcdef01234567.webp',
    venue_name: 'City Arena',
    venue_address: 'MG Road, Bengaluru',
    sports_id: sport.id,
    categories: [
      { category_id: free.id, price: 0 },
      { category_id: paid.id, price: 300 },
    ],
    ...overrides,
  };
}

const publicIds = async () =>
  ((await call(null, 'GET', '/events?limit=100')).json().data as Array<{ id: string }>).map(
    (e) => e.id,
  );

/** A published event with open registration and a paid (free category) registration. */
async function registeredEvent() {
  const e = await makeEvent(ctx.app.db, {
    host_id: hostA.user.id,
    sports_id: sport.id,
    window: 'open',
    prices: [
      { category_id: free.id, price: 0 },
      { category_id: paid.id, price: 300 },
    ],
  });
  const reg = await call(player, 'POST', '/event/participate', {
    event_id: e.id,
    category_id: free.id,
  });
  expect(reg.statusCode).toBe(201);
  return e;
}

/** The PUT body that leaves `e` as it is, with `overrides`. */
const same = (e: Awaited<ReturnType<typeof makeEvent>>, overrides: Record<string, unknown> = {}) =>
  body({
    title: e.title,
    start_date: e.start_date,
    end_date: e.end_date,
    registration_start_date: e.registration_start_date,
    registration_end_date: e.registration_end_date,
    registration_start_time: e.registration_start_time,
    registration_end_time: e.registration_end_time,
    event_start_time: e.event_start_time,
    event_end_time: e.event_end_time,
    venue_name: e.venue_name,
    venue_address: e.venue_address,
    ...overrides,
  });

describe('drafts', () => {
  it('creates a draft that only its host and admins see, until it is published', async () => {
    await publicIds(); // fills the public cache: publishing must empty it
    const res = await call(hostA, 'POST', '/events', body());
    expect(res.statusCode).toBe(201);
    const draft = res.json().data;
    expect(draft).toMatchObject({
      status: 'draft',
      event_start_time: '08:30',
      event_end_time: '17:00',
    });

    expect(await publicIds()).not.toContain(draft.id);
    expect((await call(null, 'GET', `/events/${draft.id}`)).statusCode).toBe(404);
    expect((await call(player, 'GET', `/events/${draft.id}`)).statusCode).toBe(404);
    expect((await call(hostB, 'GET', `/events/${draft.id}/manage`)).statusCode).toBe(403);
    expect((await call(player, 'GET', `/events/${draft.id}/manage`)).statusCode).toBe(403);
    expect((await call(hostA, 'GET', `/events/${draft.id}/manage`)).json().data).toMatchObject({
      status: 'draft',
      has_registrations: false,
    });
    const mine = (await call(hostA, 'GET', '/events/manage?limit=100')).json().data;
    expect(mine.map((e: { id: string }) => e.id)).toContain(draft.id);
    const theirs = (await call(hostB, 'GET', '/events/manage?limit=100')).json().data;
    expect(theirs.map((e: { id: string }) => e.id)).not.toContain(draft.id);
    const all = (await call(admin, 'GET', '/events/manage?limit=100')).json().data;
    expect(all.map((e: { id: string }) => e.id)).toContain(draft.id);

    const published = await call(hostA, 'POST', `/events/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().data.status).toBe('published');
    expect(await publicIds()).toContain(draft.id);
    expect((await call(null, 'GET', `/events/${draft.id}`)).json().data.status).toBe('published');
  });

  it('refuses a registration for a draft', async () => {
    const draft = await makeEvent(ctx.app.db, {
      host_id: hostA.user.id,
      sports_id: sport.id,
      window: 'open',
      status: 'draft',
      prices: [{ category_id: free.id, price: 0 }],
    });
    const res = await call(player, 'POST', '/event/participate', {
      event_id: draft.id,
      category_id: free.id,
    });
    expect(res.statusCode).toBe(409);
    expect(
      await ctx.app.db.select().from(participations).where(eq(participations.event_id, draft.id)),
    ).toEqual([]);
  });

  it('keeps past dates in a draft but refuses them at publish', async () => {
    const past = body({
      start_date: '2020-01-10',
      end_date: '2020-01-11',
      registration_start_date: '2020-01-01',
      registration_end_date: '2020-01-05',
    });
    const draft = await call(hostA, 'POST', '/events', past);
    expect(draft.statusCode).toBe(201);
    const publish = await call(hostA, 'POST', `/events/${draft.json().data.id}/publish`);
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toMatchObject({
      error: 'Event start date cannot be in the past',
      fields: { start_date: EVENT_MSG.startInPast },
    });
    const direct = await call(hostA, 'POST', '/events', { ...past, status: 'published' });
    expect(direct.statusCode).toBe(400);
    expect(direct.json().error).toBe(EVENT_MSG.startInPast);
    // A one-day event ends after it starts.
    const backwards = await call(
      hostA,
      'POST',
      '/events',
      body({ end_date: d(20), event_start_time: '17:00', event_end_time: '08:00' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ event_end_time: EVENT_MSG.timeOrder });
    // Today is not the past.
    const today = body({
      start_date: d(0),
      end_date: d(0),
      registration_start_date: d(0),
      registration_end_date: d(0),
      status: 'published',
    });
    expect((await call(hostA, 'POST', '/events', today)).statusCode).toBe(201);
  });

  it('lets only the host or an admin publish, and a published event not be moved into the past', async () => {
    const id = (await call(hostA, 'POST', '/events', body())).json().data.id;
    expect((await call(hostB, 'POST', `/events/${id}/publish`)).statusCode).toBe(403);
    expect((await call(player, 'POST', `/events/${id}/publish`)).statusCode).toBe(403);
    expect((await call(admin, 'POST', `/events/${id}/publish`)).statusCode).toBe(200);
    const moved = await call(
      hostA,
      'PUT',
      `/events/${id}`,
      body({
        start_date: d(-3),
        end_date: d(-2),
        registration_start_date: d(-10),
        registration_end_date: d(-4),
      }),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe(EVENT_MSG.startInPast);
  });
});

describe('unpublish and delete', () => {
  it('unpublishes and deletes while nobody has registered', async () => {
    const id = (await call(hostA, 'POST', '/events', body({ status: 'published' }))).json().data.id;
    expect(await publicIds()).toContain(id);
    const back = await call(hostA, 'POST', `/events/${id}/unpublish`);
    expect(back.json().data.status).toBe('draft');
    expect(await publicIds()).not.toContain(id);
    expect((await call(hostB, 'DELETE', `/events/${id}`)).statusCode).toBe(403);
    expect((await call(hostA, 'DELETE', `/events/${id}`)).statusCode).toBe(200);
    expect((await call(hostA, 'GET', `/events/${id}/manage`)).statusCode).toBe(404);
    const other = (await call(hostA, 'POST', '/events', body())).json().data.id;
    expect((await call(admin, 'DELETE', `/events/${other}`)).statusCode).toBe(200);
  });

  it('refuses both once someone has registered, pointing to cancelling', async () => {
    const e = await registeredEvent();
    const unpublish = await call(hostA, 'POST', `/events/${e.id}/unpublish`);
    expect(unpublish.statusCode).toBe(409);
    expect(unpublish.json().error).toBe(EVENT_MSG.unpublishRegistered);
    for (const who of [hostA, admin]) {
      const del = await call(who, 'DELETE', `/events/${e.id}`);
      expect(del.statusCode).toBe(409);
      expect(del.json().error).toBe(EVENT_MSG.hasRegistrations);
      expect(del.json().error).toMatch(/Cancel the event/);
    }
    expect(await publicIds()).toContain(e.id);
  });
});

describe('corrections after publishing', () => {
  it('keeps texts, venue and times editable but locks categories and prices once registered', async () => {
    const e = await registeredEvent();
    const fixed = await call(
      hostA,
      'PUT',
      `/events/${e.id}`,
      same(e, { title: 'Monsoon Open (fixed)', rewards: 'Cups', event_start_time: '09:00' }),
    );
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data).toMatchObject({
      title: 'Monsoon Open (fixed)',
      event_start_time: '09:00',
      has_registrations: true,
    });

    for (const categories of [
      [
        { category_id: free.id, price: 10 },
        { category_id: paid.id, price: 300 },
      ],
      [{ category_id: free.id, price: 0 }],
    ]) {
      const locked = await call(hostA, 'PUT', `/events/${e.id}`, same(e, { categories }));
      expect(locked.statusCode).toBe(409);
      expect(locked.json().error).toBe(EVENT_MSG.categoriesLocked);
    }
    const added = await call(
      hostA,
      'PUT',
      `/events/${e.id}`,
      same(e, {
        categories: [
          { category_id: free.id, price: 0 },
          { category_id: paid.id, price: 300 },
          { category_id: extra.id, price: 150 },
        ],
      }),
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().data.categories).toHaveLength(3);
  });

  it('mails each paid participant every change of date, time or venue, through the queue', async () => {
    const e = await registeredEvent();
    // A pending (unpaid) and a cancelled registration hear nothing.
    const pendingPlayer = await as(ctx.app, 'Participant', { age: 20, gender: 'male' });
    const pending = await call(pendingPlayer, 'POST', '/event/participate', {
      event_id: e.id,
      category_id: paid.id,
    });
    expect(pending.json().data.participation.payment_status).toBe('created');
    const gone = await as(ctx.app, 'Participant', { age: 20, gender: 'male' });
    const goneReg = await call(gone, 'POST', '/event/participate', {
      event_id: e.id,
      category_id: free.id,
    });
    await ctx.app.db
      .update(participations)
      .set({ payment_status: 'cancelled', cancelled_at: ctx.app.now() })
      .where(eq(participations.id, goneReg.json().data.participation.id));
    // Counted by subject: registration mails come and go on their own schedule.
    const changeMails = (to: string) =>
      ctx.mail.received.filter(
        (m) => m.to.includes(to.toLowerCase()) && m.subject === 'Changed: “Renamed”',
      );

    // A title alone is no news.
    await call(hostA, 'PUT', `/events/${e.id}`, same(e, { title: 'Renamed' }));
    await settleJobs(ctx.app);

    const moved = await call(
      hostA,
      'PUT',
      `/events/${e.id}`,
      same(e, {
        title: 'Renamed',
        end_date: d(19),
        venue_name: 'Lake Grounds',
        event_start_time: '07:00',
      }),
    );
    expect(moved.statusCode).toBe(200);
    await settleJobs(ctx.app);
    const mail = await ctx.mail.waitFor(player.user.email, 'Changed: “Renamed”');
    await new Promise((r) => setTimeout(r, 300)); // the inbox parses what the worker sent
    expect(changeMails(player.user.email)).toHaveLength(1);
    expect(mail.text).toContain(
      'Venue: Lake Grounds, MG Road, Bengaluru (was City Stadium, MG Road, Bengaluru)',
    );
    expect(mail.text).toMatch(/Date: .* \(was .*\)/);
    expect(mail.text).toContain('Time: 7:00 AM');
    expect(mail.text).toContain(`http://matchday.test/events/event-details/${e.id}`);
    expect(mail.html).toContain('#FF914D');
    expect(changeMails(pendingPlayer.user.email)).toHaveLength(0);
    expect(changeMails(gone.user.email)).toHaveLength(0);
  });
});
