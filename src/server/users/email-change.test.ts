import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MSG } from '../../shared/auth/rules';
import { CHANGE_MSG } from '../../shared/changes/schemas';
import { createSession } from '../auth/sessions';
import { users, type CategoryRow, type EventRow, type User } from '../platform/db/schema';
import { DEMO_PASSWORD, makeCategory, makeEvent, makeSport, makeUser } from '../seed/factories';
import { settleJobs } from '../test/jobs';
import { registerAndPay } from '../test/registrations';
import { apiCaller, as } from '../test/sessions';
import { linkIn } from '../test/smtp-inbox';
import { useTestApp } from '../test/test-app';

// Issue 24, item 2: a changed email is only pending until a link mailed to it is opened, and
// everything matched by email (gate staff, results entry, transfers) uses verified addresses only.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let host: Actor;
let category: CategoryRow;
let event: EventRow;
let n = 0;
const fresh = (what: string) => `${what}-${Date.now()}-${++n}@example.test`;

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  const sportId = (await makeSport(ctx.app.db)).id;
  category = await makeCategory(ctx.app.db, { sports_id: sportId });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    prices: [{ category_id: category.id, price: 300 }],
  });
});

const profile = (who: Actor, email: string) =>
  call(who, 'PUT', `/user/${who.user.id}`, {
    name: who.user.name,
    phone_number: '9000011111',
    address: 'Pune',
    school_or_college: 'X',
    email,
    current_password: DEMO_PASSWORD,
  });
const stored = async (id: string) =>
  (await ctx.app.db.select().from(users).where(eq(users.id, id)))[0]!;
/** The token of the newest change link mailed to `email`. */
async function changeToken(email: string) {
  const mail = await ctx.mail.waitFor(email, 'Confirm your new Matchday email');
  return linkIn(mail.text, /verify-email\?token=[\w-]+/).split('token=')[1]!;
}
const openLink = (token: string) => call(null, 'POST', `/auth/verify-email?token=${token}`);
const participant = () => as(ctx.app, 'Participant', { school_or_college: 'X' });

async function inviteStaff(email: string) {
  const res = await call(host, 'POST', `/events/${event.id}/staff`, { email });
  expect(res.statusCode).toBe(201);
}

describe('an email change waits for its link', () => {
  it('an impostor who changes to an invited staff address gets neither the gate nor the address', async () => {
    const invited = fresh('gate-keeper');
    await inviteStaff(invited);
    const impostor = await participant();
    const r = await registerAndPay(ctx.app, event, category);

    const change = await profile(impostor, invited);
    expect(change.statusCode).toBe(200);
    expect(change.json().data).toMatchObject({
      email: impostor.user.email,
      pending_email: invited,
      email_verified: true,
    });
    expect((await stored(impostor.user.id)).email).toBe(impostor.user.email);

    // No gate, no attendee list, no results: the pending address matches nothing.
    const scan = await call(impostor, 'POST', '/event/checkin', {
      event_id: event.id,
      participation_id: r.id,
    });
    expect(scan.statusCode).toBe(403);
    expect((await call(impostor, 'GET', `/event/checkin?event_id=${event.id}`)).statusCode).toBe(
      403,
    );
    expect((await call(impostor, 'GET', '/event/gate-duties')).json().data).toEqual([]);

    // The real invitee can still sign up with the address, and the impostor's link then fails.
    const signup = await call(null, 'POST', '/auth/register', {
      role: 'Participant',
      name: 'Real Keeper',
      email: invited,
      phone_number: '9876500011',
      password: 'Gate#Keeper1',
      confirm_password: 'Gate#Keeper1',
    });
    expect(signup.statusCode).toBe(201);
    await settleJobs(ctx.app);
    const late = await openLink(await changeToken(invited));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(AUTH_MSG.emailTaken);
    expect(await stored(impostor.user.id)).toMatchObject({
      email: impostor.user.email,
      pending_email: null,
    });
  });

  it('mails a link to the new address and a notice to the old one; the link moves the email once', async () => {
    const who = await participant();
    const next = fresh('moved');
    expect((await profile(who, next.toUpperCase())).statusCode).toBe(200);
    await settleJobs(ctx.app);
    const notice = await ctx.mail.waitFor(who.user.email, 'Your Matchday email is being changed');
    expect(notice.text).toContain(next);
    expect(notice.text).toMatch(/change your password/i);
    expect(notice.text).not.toMatch(/token=/);

    const token = await changeToken(next);
    // Until the link is opened, the old address is the account's: login works with it.
    expect(
      (await call(null, 'POST', '/login', { email: who.user.email, password: DEMO_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await openLink(token)).statusCode).toBe(200);
    const after = await stored(who.user.id);
    expect(after).toMatchObject({ email: next, pending_email: null });
    expect(after.email_verified_at).not.toBeNull();
    const me = (await call(who, 'GET', `/user/${who.user.id}`)).json().data;
    expect(me).toMatchObject({ email: next, pending_email: null, email_verified: true });

    const replay = await openLink(token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe(AUTH_MSG.invalidLink);
  });

  it('refuses an expired link and keeps the old address', async () => {
    const who = await participant();
    const next = fresh('late');
    await profile(who, next);
    await settleJobs(ctx.app);
    const token = await changeToken(next);
    ctx.clock.advance(24 * 60 * 60 * 1000 + 60_000);
    try {
      const res = await openLink(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(AUTH_MSG.invalidLink);
    } finally {
      ctx.clock.reset();
    }
    expect((await stored(who.user.id)).email).toBe(who.user.email);
  });

  it('can be resent (the earlier link dies) and cancelled (the link dies too)', async () => {
    const who = await participant();
    const next = fresh('again');
    await profile(who, next);
    await settleJobs(ctx.app);
    const first = await changeToken(next);
    const resend = await call(who, 'POST', `/user/${who.user.id}/email-change/resend`);
    expect(resend.statusCode).toBe(200);
    await settleJobs(ctx.app);
    const second = await changeToken(next);
    expect(second).not.toBe(first);
    expect((await openLink(first)).statusCode).toBe(400);

    const cancel = await call(who, 'DELETE', `/user/${who.user.id}/email-change`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({ email: who.user.email, pending_email: null });
    expect((await openLink(second)).statusCode).toBe(400);
    expect((await stored(who.user.id)).email).toBe(who.user.email);
    // Nothing pending: nothing to resend, and only the owner reaches these.
    expect((await call(who, 'POST', `/user/${who.user.id}/email-change/resend`)).statusCode).toBe(
      409,
    );
    const other = await participant();
    expect((await call(other, 'DELETE', `/user/${who.user.id}/email-change`)).statusCode).toBe(403);
  });

  it('refuses an address another account already has (409), pending nothing', async () => {
    const who = await participant();
    const owner = await participant();
    const taken = await profile(who, owner.user.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(AUTH_MSG.emailTaken);
    expect((await stored(who.user.id)).pending_email).toBeNull();
  });
});

describe('matches by email use verified accounts only', () => {
  it('an unverified account holding the staff address reaches no gate', async () => {
    const invited = fresh('unverified-staff');
    await inviteStaff(invited);
    const user = await makeUser(ctx.app.db, { email: invited, email_verified_at: null });
    const { token } = await createSession(ctx.app.db, user.id, ctx.app.now());
    const who = { user, cookie: `session=${token}` };
    const r = await registerAndPay(ctx.app, event, category);
    const scan = await call(who, 'POST', '/event/checkin', {
      event_id: event.id,
      participation_id: r.id,
    });
    expect(scan.statusCode).toBe(403);
    expect((await call(who, 'GET', '/event/gate-duties')).json().data).toEqual([]);
  });

  it('a transfer is never offered to an unverified account', async () => {
    const r = await registerAndPay(ctx.app, event, category);
    const unverified = await makeUser(ctx.app.db, {
      email: fresh('unverified-recipient'),
      email_verified_at: null,
    });
    const offer = await call(r.who, 'POST', `/event/participate/${r.id}/transfer`, {
      email: unverified.email,
    });
    expect(offer.statusCode).toBe(400);
    expect(offer.json().error).toBe(CHANGE_MSG.transferNoAccount);
  });
});
