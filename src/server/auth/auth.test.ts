import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MSG } from '../../shared/auth/rules';
import { users } from '../platform/db/schema';
import { linkIn } from '../test/smtp-inbox';
import { as, logInAs, sessionCookie } from '../test/sessions';
import { settleJobs } from '../test/jobs';
import { useTestApp } from '../test/test-app';
import { DEMO_PASSWORD, makeUser } from '../seed/factories';

const ctx = useTestApp();
let n = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${n++}@example.test`;

const participant = (email: string) => ({
  role: 'Participant',
  name: 'Kabir Singh',
  email,
  phone_number: '9876543210',
  address: 'Kolkata',
  password: 'Str0ng!Pass',
  confirm_password: 'Str0ng!Pass',
  age: 19,
  height: 178,
  gender: 'male',
  school_or_college: 'St. Xavier’s',
  // Host-only fields sent by mistake: ignored for a participant.
  organisation_name: 'Should not be stored',
  account_number: '123456789',
});

const post = (url: string, payload?: object, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: cookie ? { cookie } : {},
  });
const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: cookie ? { cookie } : {} });
const userCount = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

async function signUpAndVerify(email: string) {
  expect((await post('/auth/register', participant(email))).statusCode).toBe(201);
  const mail = await ctx.mail.waitFor(email, 'Verify your Matchday email');
  const token = linkIn(mail.text, /verify-email\?token=\S+/).split('token=')[1]!;
  expect((await post(`/auth/verify-email?token=${token}`)).statusCode).toBe(200);
}

describe('sign-up and email verification', () => {
  it('registers a participant, keeps only participant fields, and mails a verification link', async () => {
    const email = uniqueEmail('Kabir').toUpperCase().replace('@EXAMPLE.TEST', '@Example.test');
    const res = await post('/auth/register', participant(email));
    expect(res.statusCode).toBe(201);
    const user = res.json().data;
    expect(user).toMatchObject({
      role: 'Participant',
      age: 19,
      gender: 'male',
      email_verified: false,
    });
    expect(user.email).toBe(email.toLowerCase());
    expect(user.organisation_name).toBeNull();
    expect(user.account_number).toBeNull();
    expect(res.body).not.toContain('password');

    const mail = await ctx.mail.waitFor(email, 'Verify your Matchday email');
    const link = linkIn(mail.text, /http:\/\/matchday\.test\/verify-email\?token=[\w-]+/);

    const early = await post('/login', { email, password: 'Str0ng!Pass' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      message: 'error',
      error: AUTH_MSG.verifyFirst,
      code: 'errors.auth.verifyFirst',
    });

    const token = link.split('token=')[1]!;
    expect((await post(`/auth/verify-email?token=${token}`)).statusCode).toBe(200);
    const again = await post(`/auth/verify-email?token=${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(AUTH_MSG.invalidLink);

    const login = await post('/login', { email, password: 'Str0ng!Pass' });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.email_verified).toBe(true);
  });

  it('defaults the role to Host and stores the host fields', async () => {
    const email = uniqueEmail('host');
    const res = await post('/auth/register', {
      name: 'Rohan',
      email,
      phone_number: '+91 98765 43210',
      password: 'Str0ng!Pass',
      confirm_password: 'Str0ng!Pass',
      organisation_name: 'Rohan Sports',
      account_number: '123456789012',
      age: 40,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      role: 'Host',
      organisation_name: 'Rohan Sports',
      age: null,
    });
  });

  it('stores the phone number one way, +91 and 10 digits, however it is typed (issue 29)', async () => {
    const email = uniqueEmail('phone');
    const res = await post('/auth/register', {
      ...participant(email),
      phone_number: '098765 43210',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.phone_number).toBe('+919876543210');
    const [row] = await ctx.database.db
      .select({ phone: users.phone_number })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.phone).toBe('+919876543210');

    const before = await userCount();
    for (const phone_number of ['12345', '+44 20 7946 0958', 'nine eight seven']) {
      const refused = await post('/auth/register', {
        ...participant(uniqueEmail('phone')),
        phone_number,
      });
      expect(refused.statusCode, phone_number).toBe(400);
      expect(refused.json().fields, phone_number).toEqual({ phone_number: AUTH_MSG.phone });
    }
    expect(await userCount()).toBe(before);
  });

  it('answers every §5 rule with its text and writes nothing', async () => {
    const before = await userCount();
    const empty = await post('/auth/register', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      name: 'Name is required',
      email: 'Email is required',
      phone_number: 'Phone Number is required',
      password: 'Password is required',
      confirm_password: 'Password is required',
    });

    const cases: Array<[object, string, string]> = [
      [{ email: 'bad@' }, 'email', 'Please enter a valid email address'],
      [
        { password: 'alllowercase1!', confirm_password: 'alllowercase1!' },
        'password',
        AUTH_MSG.passwordRule,
      ],
      [
        { password: 'NoSpecial1', confirm_password: 'NoSpecial1' },
        'password',
        AUTH_MSG.passwordRule,
      ],
      [{ password: 'Sh0rt!', confirm_password: 'Sh0rt!' }, 'password', AUTH_MSG.passwordLength],
      [{ confirm_password: 'Other!Pass1' }, 'confirm_password', "Password doesn't match"],
      [{ role: 'Host', account_number: '12345678' }, 'account_number', AUTH_MSG.accountNumber],
      [
        { role: 'Host', account_number: '1234567890123456789' },
        'account_number',
        AUTH_MSG.accountNumber,
      ],
      [{ age: 'nineteen' }, 'age', 'Age must be a number'],
      [{ role: 'Admin' }, 'role', 'Role is required'],
      [{ name: 'x'.repeat(5000) }, 'name', 'Name must be at most 200 characters'],
    ];
    for (const [patch, field, text] of cases) {
      const res = await post('/auth/register', { ...participant(uniqueEmail('bad')), ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(patch)).toBe(text);
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a second account for an email in any letter case with 409', async () => {
    const email = uniqueEmail('dup');
    expect((await post('/auth/register', participant(email))).statusCode).toBe(201);
    const before = await userCount();
    const res = await post('/auth/register', participant(email.toUpperCase()));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(AUTH_MSG.emailTaken);
    expect(await userCount()).toBe(before);
  });

  it('resends a verification link only to an unverified account, answering the same for all', async () => {
    const email = uniqueEmail('resend');
    await post('/auth/register', participant(email));
    await ctx.mail.waitFor(email, 'Verify');
    const unknown = await post('/auth/resend-verification-email', { email: uniqueEmail('nobody') });
    const real = await post('/auth/resend-verification-email', { email });
    expect(unknown.statusCode).toBe(200);
    expect(real.json()).toEqual(unknown.json());
    await expect.poll(() => ctx.mail.count(email)).toBe(2);
    // The first link was replaced by the second.
    const links = ctx.mail.received
      .filter((m) => m.to.includes(email))
      .map((m) => linkIn(m.text, /token=[\w-]+/));
    expect((await post(`/auth/verify-email?${links[0]}`)).statusCode).toBe(400);
    expect((await post(`/auth/verify-email?${links[1]}`)).statusCode).toBe(200);
  });
});

describe('login, sessions and logout', () => {
  it('answers a wrong password and an unknown email with the same 401', async () => {
    const user = await makeUser(ctx.app.db, { email: uniqueEmail('login') });
    const wrong = await post('/login', { email: user.email, password: 'Wrong!Pass1' });
    const unknown = await post('/login', { email: uniqueEmail('ghost'), password: 'Wrong!Pass1' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'error',
        error: 'Invalid credentials',
        code: 'errors.invalidCredentials',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('sets an httpOnly SameSite=Lax cookie, a new one per login, and /auth/login works too', async () => {
    const user = await makeUser(ctx.app.db, { email: uniqueEmail('cookie') });
    const a = await post('/login', { email: user.email, password: DEMO_PASSWORD });
    const b = await post('/auth/login', {
      email: user.email.toUpperCase(),
      password: DEMO_PASSWORD,
    });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const raw = String(a.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    expect(raw).not.toMatch(/Secure/); // plain-http PUBLIC_URL in tests
    expect(sessionCookie(a)).not.toBe(sessionCookie(b));
    expect(a.json().data).toMatchObject({ id: user.id, email: user.email });
    expect(a.body).not.toContain(user.password_hash);
  });

  it('verify-token returns the user for a session and 401 for a dead one; logout ends it', async () => {
    const user = await makeUser(ctx.app.db, { email: uniqueEmail('me') });
    const cookie = await logInAs(ctx.app, user.email);
    const me = await get('/auth/verify-token', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(user.id);
    // A guest (no session cookie) is an answer, not a failure: every guest page load asks.
    for (const guest of [undefined, 'other=1', 'session=']) {
      const res = await get('/auth/verify-token', guest);
      expect(res.statusCode, String(guest)).toBe(200);
      expect(res.json()).toEqual({ message: 'success', data: null });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // A cookie whose session is gone is a 401 (the app's session-timeout handler), and is cleared.
    const forged = await get('/auth/verify-token', 'session=forged-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({
      message: 'error',
      error: expect.any(String),
      code: expect.any(String),
    });
    expect(String(forged.headers['set-cookie'])).toMatch(/^session=;/);

    const out = await post('/auth/logout', undefined, cookie);
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/session=;/);
    expect((await get('/auth/verify-token', cookie)).statusCode).toBe(401);
  });

  it('answers sessions asked for together from one read, each request as its own user (decision 058)', async () => {
    const [one, two] = [await as(ctx.app, 'Participant'), await as(ctx.app, 'Host')];
    const cookies = [one.cookie, 'session=forged-token', two.cookie, one.cookie];
    const before = ctx.database.statements();
    const answers = await Promise.all(cookies.map((cookie) => get('/auth/verify-token', cookie)));
    expect(ctx.database.statements() - before).toBe(1);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 200, 200]);
    expect(answers.map((answer) => answer.json().data?.id ?? null)).toEqual([
      one.user.id,
      null,
      two.user.id,
      one.user.id,
    ]);
  });

  it('ends a session after 24 idle hours, and after 7 days however active', async () => {
    const { cookie } = await as(ctx.app, 'Participant');
    ctx.clock.advance(23 * 3600_000);
    expect((await get('/auth/verify-token', cookie)).statusCode).toBe(200);
    ctx.clock.advance(24 * 3600_000 + 1000);
    expect((await get('/auth/verify-token', cookie)).statusCode).toBe(401);
    ctx.clock.reset();

    const active = await as(ctx.app, 'Participant');
    for (let day = 0; day < 6; day++) {
      ctx.clock.advance(20 * 3600_000);
      expect((await get('/auth/verify-token', active.cookie)).statusCode).toBe(200);
    }
    ctx.clock.advance(20 * 3600_000); // 140 h = 5.8 days: still inside 7 days
    expect((await get('/auth/verify-token', active.cookie)).statusCode).toBe(200);
    ctx.clock.advance(30 * 3600_000); // 170 h > 168 h
    expect((await get('/auth/verify-token', active.cookie)).statusCode).toBe(401);
    ctx.clock.reset();
  });

  it('limits failed logins per email and IP with 429 and Retry-After', async () => {
    const user = await makeUser(ctx.app.db, { email: uniqueEmail('brute') });
    for (let i = 0; i < 10; i++) {
      expect(
        (await post('/login', { email: user.email, password: `Wrong!${i}a` })).statusCode,
      ).toBe(401);
    }
    const blocked = await post('/login', { email: user.email, password: DEMO_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^Too many attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    ctx.clock.advance(16 * 60_000);
    expect((await post('/login', { email: user.email, password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
    ctx.clock.reset();
  });

  it('refuses a cross-site POST (CSRF)', async () => {
    const user = await makeUser(ctx.app.db, { email: uniqueEmail('csrf') });
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: user.email, password: DEMO_PASSWORD },
    });
    expect(foreign.statusCode).toBe(403);
    const fetchMeta = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: user.email, password: DEMO_PASSWORD },
    });
    expect(fetchMeta.statusCode).toBe(403);
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { origin: 'http://matchday.test', 'sec-fetch-site': 'same-origin' },
      payload: { email: user.email, password: DEMO_PASSWORD },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('runs the whole flow: OTP mail, confirm, reset link, new password, sessions ended', async () => {
    const email = uniqueEmail('reset');
    await signUpAndVerify(email);
    const oldSession = await logInAs(ctx.app, email, 'Str0ng!Pass');

    const start = await post('/auth/forgot-password', { email });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toEqual({ message: 'OTP sent to your email', data: null });
    const otpMail = await ctx.mail.waitFor(email, 'Your Matchday password reset code');
    const otp = otpMail.text.match(/\b\d{6}\b/)![0];

    const wrong = await post('/auth/confirm-otp', {
      email,
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Invalid OTP');

    expect((await post('/auth/confirm-otp', { email, otp })).statusCode).toBe(200);
    const linkMail = await ctx.mail.waitFor(email, 'Reset your Matchday password');
    const token = linkIn(linkMail.text, /http:\/\/matchday\.test\/reset-password\/[\w-]+/)
      .split('/')
      .pop()!;
    // Single use: the OTP is spent.
    expect((await post('/auth/confirm-otp', { email, otp })).statusCode).toBe(400);

    expect((await get(`/auth/verify-reset-token?token=${token}&type=reset`)).json()).toEqual({
      message: 'success',
      data: { valid: true },
    });
    const reset = await post('/auth/reset-password', { token, new_password: 'N3w!Password' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password successfully reset', data: null });

    expect((await get('/auth/verify-token', oldSession)).statusCode).toBe(401);
    const reuse = await post('/auth/reset-password', { token, new_password: 'Another!Pass1' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('Invalid credentials');
    expect((await get(`/auth/verify-reset-token?token=${token}&type=reset`)).statusCode).toBe(400);
    expect((await post('/login', { email, password: 'Str0ng!Pass' })).statusCode).toBe(401);
    expect((await post('/login', { email, password: 'N3w!Password' })).statusCode).toBe(200);
  });

  it('answers an unknown email exactly like a real one and mails nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const res = await post('/auth/forgot-password', { email: ghost });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OTP sent to your email', data: null });
    await settleJobs(ctx.app);
    expect(ctx.mail.count(ghost)).toBe(0);
    expect((await post('/auth/confirm-otp', { email: ghost, otp: '123456' })).json().error).toBe(
      'Invalid OTP',
    );
  });

  it('stops accepting the right OTP after five wrong tries', async () => {
    const user = await makeUser(ctx.app.db, { email: uniqueEmail('otp5') });
    await post('/auth/forgot-password', { email: user.email });
    const otp = (await ctx.mail.waitFor(user.email, 'reset code')).text.match(/\b\d{6}\b/)![0];
    const wrongOtp = otp === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/auth/confirm-otp', { email: user.email, otp: wrongOtp })).statusCode,
      ).toBe(400);
    }
    expect((await post('/auth/confirm-otp', { email: user.email, otp })).json().error).toBe(
      'Invalid OTP',
    );
  });

  it('lets an OTP expire after 10 minutes and a reset link after 30', async () => {
    const user = await makeUser(ctx.app.db, { email: uniqueEmail('expire') });
    await post('/auth/forgot-password', { email: user.email });
    const otp1 = (await ctx.mail.waitFor(user.email, 'reset code')).text.match(/\b\d{6}\b/)![0];
    ctx.clock.advance(10 * 60_000 + 1000);
    expect((await post('/auth/confirm-otp', { email: user.email, otp: otp1 })).statusCode).toBe(
      400,
    );
    ctx.clock.reset();

    await post('/auth/forgot-password', { email: user.email });
    await expect.poll(() => ctx.mail.count(user.email)).toBe(2);
    const otp2 = ctx.mail.received
      .filter((m) => m.to.includes(user.email))
      .at(-1)!
      .text.match(/\b\d{6}\b/)![0];
    expect((await post('/auth/confirm-otp', { email: user.email, otp: otp2 })).statusCode).toBe(
      200,
    );
    const link = await ctx.mail.waitFor(user.email, 'Reset your');
    const token = linkIn(link.text, /reset-password\/[\w-]+/)
      .split('/')
      .pop()!;
    ctx.clock.advance(30 * 60_000 + 1000);
    expect(
      (await post('/auth/reset-password', { token, new_password: 'N3w!Password' })).statusCode,
    ).toBe(400);
    ctx.clock.reset();
  });

  it('limits forgot-password per email', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i++)
      expect((await post('/auth/forgot-password', { email })).statusCode).toBe(200);
    expect((await post('/auth/forgot-password', { email })).statusCode).toBe(429);
  });

  it('validates OTP input with the §5 texts', async () => {
    const missing = await post('/auth/confirm-otp', { email: 'a@b.co' });
    expect(missing.json().fields.otp).toBe('OTP is required');
    const short = await post('/auth/confirm-otp', { email: 'a@b.co', otp: '12345' });
    expect(short.json().fields.otp).toBe('Invalid OTP');
  });
});

describe('change password', () => {
  it('needs the current password and ends the other sessions only', async () => {
    const user = await makeUser(ctx.app.db, { email: uniqueEmail('change') });
    const here = await logInAs(ctx.app, user.email);
    const elsewhere = await logInAs(ctx.app, user.email);
    const put = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/auth/change-password',
        payload,
        headers: { cookie: here },
      });

    const wrong = await put({
      current_password: 'Nope!Pass1',
      new_password: 'N3w!Password',
      confirm_password: 'N3w!Password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(AUTH_MSG.currentPasswordWrong);
    const ok = await put({
      current_password: DEMO_PASSWORD,
      new_password: 'N3w!Password',
      confirm_password: 'N3w!Password',
    });
    expect(ok.statusCode).toBe(200);
    expect((await get('/auth/verify-token', here)).statusCode).toBe(200);
    expect((await get('/auth/verify-token', elsewhere)).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('production cookies', () => {
  it('marks the session cookie Secure when the site is served over https', async () => {
    const { buildApp } = await import('../app');
    const { testConfig } = await import('../test/test-app');
    const app = await buildApp(
      testConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(40),
        PUBLIC_URL: 'https://matchday.example',
        PAYMENT_PROVIDER: 'test',
      }),
      { database: ctx.database, logger: false },
    );
    try {
      const user = await makeUser(app.db, { email: uniqueEmail('secure') });
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: user.email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const raw = String(res.headers['set-cookie']);
      expect(raw).toMatch(/; Secure/);
      expect(raw).toMatch(/HttpOnly/);
      expect(String(res.headers['strict-transport-security'])).toContain('max-age=');
    } finally {
      await app.close();
    }
  });
});
