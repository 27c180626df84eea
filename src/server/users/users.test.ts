import { describe, expect, it } from 'vitest';
import { AUTH_MSG } from '../../shared/auth/rules';
import { linkIn } from '../test/smtp-inbox';
import { as } from '../test/sessions';
import { useTestApp } from '../test/test-app';
import { DEMO_PASSWORD } from '../seed/factories';

const ctx = useTestApp();

const hostBank = {
  organisation_name: 'Bengaluru Sports League',
  account_number: '123456789012',
  bank_name: 'SBI',
  ifsc_code: 'SBIN0001234',
  account_holder_name: 'BSL',
};
const req = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, payload, headers: cookie ? { cookie } : {} });

describe('GET /user/:id', () => {
  it('shows users their own profile with bank details, the account number only as its last 4 digits', async () => {
    const host = await as(ctx.app, 'Host', hostBank);
    const res = await req('GET', `/user/${host.user.id}`, host.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: host.user.id,
      ...hostBank,
      account_number: 'XXXXXXXX9012',
    });
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain(hostBank.account_number);
    const me = await ctx.app.inject({ url: '/api/v1/users/me', headers: { cookie: host.cookie } });
    expect(me.body).not.toContain(hostBank.account_number);
  });

  it('lets an admin read a host without the bank details', async () => {
    const host = await as(ctx.app, 'Host', hostBank);
    const admin = await as(ctx.app, 'Admin');
    const res = await req('GET', `/user/${host.user.id}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      organisation_name: 'Bengaluru Sports League',
      account_number: null,
      bank_name: null,
      ifsc_code: null,
      account_holder_name: null,
    });
  });

  it("refuses another user's profile to participants and hosts, and guests", async () => {
    const a = await as(ctx.app, 'Participant');
    const b = await as(ctx.app, 'Participant');
    const host = await as(ctx.app, 'Host');
    expect((await req('GET', `/user/${a.user.id}`, b.cookie)).statusCode).toBe(403);
    expect((await req('GET', `/user/${a.user.id}`, host.cookie)).statusCode).toBe(403);
    expect((await req('GET', `/user/${a.user.id}`)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const admin = await as(ctx.app, 'Admin');
    expect((await req('GET', `/user/${'f'.repeat(24)}`, admin.cookie)).statusCode).toBe(404);
    const bad = await req('GET', `/user/not-an-id`, admin.cookie);
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual({ message: 'error', error: 'Not Found', code: 'errors.notFound' });
  });
});

describe('PUT /user/:id (profile)', () => {
  const base = { name: 'New Name', phone_number: '9000011111', address: 'Pune' };

  it('updates a participant profile and ignores host fields', async () => {
    const p = await as(ctx.app, 'Participant');
    const res = await req('PUT', `/user/${p.user.id}`, p.cookie, {
      ...base,
      email: p.user.email,
      school_or_college: 'IIT Bombay',
      date_of_birth: '2004-05-06',
      organisation_name: 'nope',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'New Name',
      school_or_college: 'IIT Bombay',
      date_of_birth: '2004-05-06',
      date_of_birth_estimated: false,
      organisation_name: null,
    });
    const again = await req('GET', `/user/${p.user.id}`, p.cookie);
    expect(again.json().data.phone_number).toBe('+919000011111');
    expect(again.json().data.address).toBe('Pune');
  });

  it('stores a phone number however it is typed as +91 and 10 digits (issue 29)', async () => {
    const p = await as(ctx.app, 'Participant');
    const save = (phone_number: string) =>
      req('PUT', `/user/${p.user.id}`, p.cookie, {
        ...base,
        email: p.user.email,
        school_or_college: 'IIT Bombay',
        date_of_birth: '2004-05-06',
        phone_number,
      });
    const saved = await save('098765 43210');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.phone_number).toBe('+919876543210');
    expect((await req('GET', `/user/${p.user.id}`, p.cookie)).json().data.phone_number).toBe(
      '+919876543210',
    );

    const foreign = await save('+1 415 555 2671');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ phone_number: AUTH_MSG.phone });
    expect((await req('GET', `/user/${p.user.id}`, p.cookie)).json().data.phone_number).toBe(
      '+919876543210',
    );
  });

  it('keeps a host’s saved account number when the profile leaves it out, and takes a new one', async () => {
    const host = await as(ctx.app, 'Host', hostBank);
    const { account_number: _left, ...withoutNumber } = hostBank;
    const kept = await req('PUT', `/user/${host.user.id}`, host.cookie, {
      ...base,
      email: host.user.email,
      ...withoutNumber,
      account_number: '',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.account_number).toBe('XXXXXXXX9012');
    const changed = await req('PUT', `/user/${host.user.id}`, host.cookie, {
      ...base,
      email: host.user.email,
      ...withoutNumber,
      account_number: '998877665544',
    });
    expect(changed.json().data.account_number).toBe('XXXXXXXX5544');
    // A host who never gave one must give one.
    const fresh = await as(ctx.app, 'Host', { ...withoutNumber, account_number: null });
    const none = await req('PUT', `/user/${fresh.user.id}`, fresh.cookie, {
      ...base,
      email: fresh.user.email,
      ...withoutNumber,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ account_number: 'Account Number is required' });
  });

  it('applies the role rules of §5 with their texts', async () => {
    const host = await as(ctx.app, 'Host', hostBank);
    const missing = await req('PUT', `/user/${host.user.id}`, host.cookie, {
      ...base,
      email: host.user.email,
      ...hostBank,
      organisation_name: '',
      ifsc_code: '  ',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      organisation_name: 'Organisation Name is required',
      ifsc_code: 'IFSC Code is required',
    });
    const p = await as(ctx.app, 'Participant');
    const noSchool = await req('PUT', `/user/${p.user.id}`, p.cookie, {
      ...base,
      email: p.user.email,
    });
    expect(noSchool.json().fields).toEqual({ school_or_college: 'School or College is required' });
    const noAddress = await req('PUT', `/user/${p.user.id}`, p.cookie, {
      ...base,
      address: '',
      email: p.user.email,
      school_or_college: 'X',
    });
    expect(noAddress.json().fields.address).toBe('Address is required');
    // §5 generic rule: profile (like sign-up) says 'Please enter a valid email address'.
    const badEmail = await req('PUT', `/user/${p.user.id}`, p.cookie, {
      ...base,
      email: 'bad@',
      school_or_college: 'X',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields.email).toBe('Please enter a valid email address');
  });

  it('needs the current password to change the email, which then waits for its link', async () => {
    const p = await as(ctx.app, 'Participant', { school_or_college: 'X' });
    const body = { ...base, school_or_college: 'X', email: `moved-${Date.now()}@example.test` };
    const without = await req('PUT', `/user/${p.user.id}`, p.cookie, body);
    expect(without.statusCode).toBe(400);
    expect(without.json().fields.current_password).toBe(AUTH_MSG.currentPasswordRequired);
    const wrong = await req('PUT', `/user/${p.user.id}`, p.cookie, {
      ...body,
      current_password: 'Wrong!1a',
    });
    expect(wrong.json().fields.current_password).toBe(AUTH_MSG.currentPasswordWrong);

    const ok = await req('PUT', `/user/${p.user.id}`, p.cookie, {
      ...body,
      current_password: DEMO_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    // Issue 24: the address in force stays until the link mailed to the new one is opened.
    expect(ok.json().data).toMatchObject({
      email: p.user.email,
      pending_email: body.email,
      email_verified: true,
    });
    const mail = await ctx.mail.waitFor(body.email, 'Confirm your new Matchday email');
    expect(linkIn(mail.text, /verify-email\?token=/)).toBeTruthy();
  });

  it("refuses to edit someone else's profile and a taken email", async () => {
    const a = await as(ctx.app, 'Participant', { school_or_college: 'X' });
    const b = await as(ctx.app, 'Participant');
    const other = await req('PUT', `/user/${a.user.id}`, b.cookie, {
      ...base,
      email: a.user.email,
      school_or_college: 'Y',
    });
    expect(other.statusCode).toBe(403);
    const taken = await req('PUT', `/user/${a.user.id}`, a.cookie, {
      ...base,
      school_or_college: 'X',
      email: b.user.email.toUpperCase(),
      current_password: DEMO_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(AUTH_MSG.emailTaken);
  });
});

describe('GET /user/all/Host', () => {
  it('is for admins only', async () => {
    for (const role of ['Participant', 'Host'] as const) {
      const u = await as(ctx.app, role);
      expect((await req('GET', '/user/all/Host', u.cookie)).statusCode).toBe(403);
    }
    expect((await req('GET', '/user/all/Host')).statusCode).toBe(401);
  });

  it('lists hosts only, newest first, a page at a time', async () => {
    const admin = await as(ctx.app, 'Admin');
    const created = [];
    for (let i = 0; i < 3; i++)
      created.push((await as(ctx.app, 'Host', { organisation_name: `Org ${i}` })).user);
    const all = await req('GET', '/user/all/Host?limit=100', admin.cookie);
    const rows = all.json().data as Array<{ id: string; role: string }>;
    expect(rows.every((u) => u.role === 'Host')).toBe(true);
    expect(rows.slice(0, 3).map((u) => u.id)).toEqual(created.map((u) => u.id).reverse());

    const first = await req('GET', '/user/all/Host?limit=2', admin.cookie);
    expect(first.json().data).toHaveLength(2);
    const cursor = first.json().next_cursor;
    expect(cursor).toBe(first.json().data[1].id);
    const second = await req('GET', `/user/all/Host?limit=2&cursor=${cursor}`, admin.cookie);
    expect(second.json().data[0].id).toBe(created[0]!.id);
    expect((await req('GET', '/user/all/Host?limit=1000', admin.cookie)).statusCode).toBe(400);
    expect((await req('GET', '/user/all/Host?cursor=zzz', admin.cookie)).statusCode).toBe(400);
  });
});
