import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG, type HostRow } from '../../shared/admin/schemas';
import { AUTH_MSG } from '../../shared/auth/messages';
import { MSG } from '../../shared/messages';
import { createSession } from '../auth/sessions';
import { sessions, users, type User } from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport, makeUser } from '../seed/factories';
import { settleJobs } from '../test/jobs';
import { apiCaller, as, logInAs } from '../test/sessions';
import { useTestApp } from '../test/test-app';
import { hostSuspensionMessage } from './suspension-mail';

/**
 * Host suspension (decision 016): a suspended host cannot log in, their sessions stop at once,
 * a session that slipped through is refused with the reason, they can neither create nor publish;
 * their published events stay public until an admin unpublishes them; they are mailed both ways.
 */
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };
let admin: Actor;
let sportId: string;
let categoryId: string;

beforeAll(async () => {
  admin = await as(ctx.app, 'Admin', { name: 'Asha Admin' });
  const sport = await makeSport(ctx.app.db);
  sportId = sport.id;
  categoryId = (await makeCategory(ctx.app.db, { sports_id: sport.id })).id;
});

const suspend = (who: Actor | null, id: string, reason: unknown = 'Fake tournaments reported') =>
  call(who, 'POST', `/admin/hosts/${id}/suspend`, { reason });
const unsuspend = (who: Actor | null, id: string) =>
  call(who, 'POST', `/admin/hosts/${id}/unsuspend`);
const login = (email: string, password = 'Matchday@2026') =>
  call(null, 'POST', '/login', { email, password });
const eventBody = (hostId: string) => ({
  title: 'Suspended Cup',
  start_date: '2031-01-20',
  end_date: '2031-01-21',
  registration_start_date: '2031-01-01',
  registration_end_date: '2031-01-10',
  rewards: 'Medals',
  poster: '/uploads/posters/0123456789abcdef01234567.webp',
  venue_name: 'Arena',
  venue_address: 'Road 1',
  sports_id: sportId,
  categories: [{ category_id: categoryId, price: 10 }],
  host_id: hostId,
  status: 'published',
});
const draftOf = async (host: User) =>
  (
    await makeEvent(ctx.app.db, {
      host_id: host.id,
      sports_id: sportId,
      window: 'not_open',
      status: 'draft',
    })
  ).id;

describe('suspending a host', () => {
  it('refuses their login and ends their sessions; they are mailed the reason', async () => {
    const host = await makeUser(ctx.app.db, { role: 'Host', organisation_name: 'Shady Sports' });
    const cookie = await logInAs(ctx.app, host.email);
    const other = await as(ctx.app, 'Host');

    const res = await suspend(admin, host.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: host.id,
      suspended_at: expect.any(String),
      suspension_reason: 'Fake tournaments reported',
    } satisfies Partial<HostRow>);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, host.id));
    expect(row!.suspended_by).toBe(admin.user.id);

    // The old session is gone: a 401 everywhere, the boot check included.
    const withOld = { cookie };
    expect((await call(withOld, 'GET', '/auth/verify-token')).statusCode).toBe(401);
    expect((await call(withOld, 'GET', '/events/manage')).statusCode).toBe(401);
    expect((await call(withOld, 'POST', '/events', eventBody(host.id))).statusCode).toBe(401);

    // The right password: refused with why; a wrong one: the usual, revealing nothing.
    const refused = await login(host.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'error',
      error: AUTH_MSG.hostSuspended,
      code: 'errors.auth.hostSuspended',
    });
    const wrong = await login(host.email, 'Wrong!pass1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(MSG.invalidCredentials);

    // Other hosts are untouched.
    expect((await call(other, 'GET', '/events/manage')).statusCode).toBe(200);

    const mail = await ctx.mail.waitFor(host.email, 'suspended');
    expect(mail.subject).toBe('Your Matchday host account is suspended');
    expect(mail.text).toContain('Reason: “Fake tournaments reported”');
    expect(mail.text).toContain('Shady Sports');
    expect(mail.html).toContain('Fake tournaments reported');
    expect(mail.html).toContain('>Your host account is suspended</h1>');
  });

  it('refuses a session made in a race with the suspension: no create, no publish (403)', async () => {
    const host = await makeUser(ctx.app.db, { role: 'Host' });
    const draft = await draftOf(host);
    expect((await suspend(admin, host.id)).statusCode).toBe(200);
    // A login that checked the account just before the suspension committed.
    const late = async () => ({
      cookie: `session=${(await createSession(ctx.app.db, host.id, ctx.clock.now())).token}`,
    });

    const publish = await call(await late(), 'POST', `/events/${draft}/publish`);
    expect(publish.statusCode).toBe(403);
    expect(publish.json().error).toBe(AUTH_MSG.hostSuspended);
    const create = await call(await late(), 'POST', '/events', eventBody(host.id));
    expect(create.statusCode).toBe(403);
    expect(create.json().error).toBe(AUTH_MSG.hostSuspended);
    // Refused once, that session is over; and the boot check sees no user.
    const once = await late();
    expect((await call(once, 'GET', '/events/manage')).statusCode).toBe(403);
    expect((await call(once, 'GET', '/events/manage')).statusCode).toBe(401);
    const boot = await call(await late(), 'GET', '/auth/verify-token');
    expect(boot.statusCode).toBe(401);
    const left = await ctx.app.db.select().from(sessions).where(eq(sessions.user_id, host.id));
    expect(left).toEqual([]);
    // Nothing was published.
    expect((await call(null, 'GET', `/events/${draft}`)).statusCode).toBe(404);
  });

  it('keeps their published events public; an admin may unpublish one nobody registered for', async () => {
    const host = await makeUser(ctx.app.db, { role: 'Host' });
    const event = await makeEvent(ctx.app.db, { host_id: host.id, sports_id: sportId });
    expect((await suspend(admin, host.id)).statusCode).toBe(200);
    expect((await call(null, 'GET', `/events/${event.id}`)).statusCode).toBe(200);

    const res = await call(admin, 'POST', `/events/${event.id}/unpublish`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('draft');
    expect((await call(null, 'GET', `/events/${event.id}`)).statusCode).toBe(404);
  });

  it('is refused for admins (the caller too), participants, unknown ids and twice', async () => {
    const otherAdmin = await as(ctx.app, 'Admin');
    const participant = await as(ctx.app, 'Participant');
    for (const id of [admin.user.id, otherAdmin.user.id, participant.user.id]) {
      const res = await suspend(admin, id);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(ADMIN_MSG.onlyHosts);
    }
    expect((await suspend(admin, 'f'.repeat(24))).statusCode).toBe(404);

    const host = await makeUser(ctx.app.db, { role: 'Host' });
    const blank = await suspend(admin, host.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ reason: 'Reason is required' });
    expect((await suspend(admin, host.id)).statusCode).toBe(200);
    const twice = await suspend(admin, host.id, 'Another reason');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(ADMIN_MSG.alreadySuspended);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, host.id));
    expect(row!.suspension_reason).toBe('Fake tournaments reported');
    // Nobody suspended the admins.
    const admins = await ctx.app.db.select().from(users).where(eq(users.id, otherAdmin.user.id));
    expect(admins[0]!.suspended_at).toBeNull();
  });

  it('is for admins only', async () => {
    const host = await as(ctx.app, 'Host');
    const target = await makeUser(ctx.app.db, { role: 'Host' });
    const participant = await as(ctx.app, 'Participant');
    expect((await suspend(host, target.id)).statusCode).toBe(403);
    expect((await suspend(host, host.user.id)).statusCode).toBe(403);
    expect((await suspend(participant, target.id)).statusCode).toBe(403);
    expect((await suspend(null, target.id)).statusCode).toBe(401);
    expect((await unsuspend(host, target.id)).statusCode).toBe(403);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.suspended_at).toBeNull();
  });
});

describe('unsuspending a host', () => {
  it('lets them log in and publish again, and tells them', async () => {
    const host = await makeUser(ctx.app.db, { role: 'Host' });
    const draft = await draftOf(host);
    expect((await suspend(admin, host.id)).statusCode).toBe(200);
    expect((await login(host.email)).statusCode).toBe(403);

    const res = await unsuspend(admin, host.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ suspended_at: null, suspension_reason: null });

    const cookie = await logInAs(ctx.app, host.email);
    const publish = await call({ cookie }, 'POST', `/events/${draft}/publish`);
    expect(publish.statusCode, publish.body).toBe(200);
    const mail = await ctx.mail.waitFor(host.email, 'active again');
    expect(mail.text).toContain('http://matchday.test/login');

    const again = await unsuspend(admin, host.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ADMIN_MSG.notSuspended);
    expect((await unsuspend(admin, admin.user.id)).statusCode).toBe(400);
  });

  it("shows the suspension in the admin's hosts list", async () => {
    const host = await makeUser(ctx.app.db, { role: 'Host' });
    await suspend(admin, host.id, 'Unpaid venue');
    const res = await call(admin, 'GET', '/user/all/Host?limit=100');
    const rows = res.json().data as HostRow[];
    expect(rows.find((r) => r.id === host.id)).toMatchObject({
      suspension_reason: 'Unpaid venue',
      suspended_at: expect.any(String),
    });
    expect(rows.find((r) => r.suspended_at === null)).toBeDefined();
  });
});

describe('the suspension mails', () => {
  it('are not sent once the account changed back before the worker got to them', async () => {
    await settleJobs(ctx.app);
    const host = await makeUser(ctx.app.db, { role: 'Host' });
    const deps = ctx.app.deps;
    expect(await hostSuspensionMessage(deps, { kind: 'host_suspended', user_id: host.id })).toBe(
      null,
    );
    await ctx.app.db
      .update(users)
      .set({ suspended_at: new Date(), suspension_reason: 'x' })
      .where(eq(users.id, host.id));
    expect(await hostSuspensionMessage(deps, { kind: 'host_unsuspended', user_id: host.id })).toBe(
      null,
    );
    expect(
      await hostSuspensionMessage(deps, { kind: 'host_suspended', user_id: host.id }),
    ).toMatchObject({ to: host.email, subject: 'Your Matchday host account is suspended' });
  });
});
