import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requiredMessage } from '../../shared/messages';
import { users } from '../platform/db/schema';
import { as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

// Issue 29: WhatsApp updates are opted into at sign-up or in Settings, stored with the time of
// the choice, refused without a phone number WhatsApp can reach (an Indian one, which the
// account's phone number must be), and answered as a boolean.
const ctx = useTestApp();
let n = 0;
const email = () => `whatsapp-${Date.now()}-${++n}@example.test`;

const signup = (extra: Record<string, unknown>) => ({
  role: 'Participant',
  name: 'Ishaan Verma',
  email: email(),
  phone_number: '98765 43210',
  password: 'Str0ng!Pass',
  confirm_password: 'Str0ng!Pass',
  ...extra,
});
const req = (method: 'POST' | 'PUT', url: string, payload: object, cookie?: string) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, payload, headers: cookie ? { cookie } : {} });
const stored = async (id: string) =>
  (await ctx.app.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('sign-up', () => {
  it('stores the opt-in with its time and answers it', async () => {
    const before = ctx.app.now();
    const res = await req('POST', '/auth/register', signup({ whatsapp_opt_in: true }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.whatsapp_opt_in).toBe(true);
    const user = await stored(res.json().data.id);
    expect(user.whatsapp_opt_in_at!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('leaves it off unless asked', async () => {
    const res = await req('POST', '/auth/register', signup({}));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.whatsapp_opt_in).toBe(false);
    expect((await stored(res.json().data.id)).whatsapp_opt_in_at).toBeNull();
  });

  it('refuses it without a phone number WhatsApp reaches, and stores nothing', async () => {
    for (const phone_number of ['', '+44 20 7946 0958']) {
      const address = email();
      const res = await req(
        'POST',
        '/auth/register',
        signup({ email: address, phone_number, whatsapp_opt_in: true }),
      );
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['phone_number']);
      expect(await ctx.app.db.select().from(users).where(eq(users.email, address))).toEqual([]);
    }
    expect(
      (await req('POST', '/auth/register', signup({ phone_number: '' }))).json().fields,
    ).toEqual({ phone_number: requiredMessage('Phone Number') });
    const bad = await req('POST', '/auth/register', signup({ whatsapp_opt_in: 'yes please' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['whatsapp_opt_in']);
  });
});

describe('the profile', () => {
  const profile = (user: { name: string; email: string }, extra: Record<string, unknown>) => ({
    name: user.name,
    email: user.email,
    phone_number: '+91 98450 12345',
    address: 'Indiranagar, Bengaluru',
    school_or_college: 'Christ University',
    ...extra,
  });

  it('turns it on with the time, keeps that time when saved again, and turns it off', async () => {
    const p = await as(ctx.app, 'Participant');
    const on = await req(
      'PUT',
      `/user/${p.user.id}`,
      profile(p.user, { whatsapp_opt_in: true }),
      p.cookie,
    );
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.whatsapp_opt_in).toBe(true);
    const first = (await stored(p.user.id)).whatsapp_opt_in_at;
    expect(first).not.toBeNull();

    // Saved again, ticked or left out: the consent keeps the time it was given.
    ctx.clock.advance(60_000);
    try {
      await req('PUT', `/user/${p.user.id}`, profile(p.user, { whatsapp_opt_in: true }), p.cookie);
      const kept = await req('PUT', `/user/${p.user.id}`, profile(p.user, {}), p.cookie);
      expect(kept.json().data.whatsapp_opt_in).toBe(true);
      expect((await stored(p.user.id)).whatsapp_opt_in_at).toEqual(first);
    } finally {
      ctx.clock.reset();
    }

    const off = await req(
      'PUT',
      `/user/${p.user.id}`,
      profile(p.user, { whatsapp_opt_in: false }),
      p.cookie,
    );
    expect(off.json().data.whatsapp_opt_in).toBe(false);
    expect((await stored(p.user.id)).whatsapp_opt_in_at).toBeNull();
  });

  it('refuses it without a phone number WhatsApp reaches, and changes nothing', async () => {
    const p = await as(ctx.app, 'Participant');
    for (const phone_number of ['', '+1 415 555 2671']) {
      const res = await req(
        'PUT',
        `/user/${p.user.id}`,
        profile(p.user, { phone_number, whatsapp_opt_in: true }),
        p.cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['phone_number']);
    }
    expect(await stored(p.user.id)).toMatchObject({
      whatsapp_opt_in_at: null,
      phone_number: p.user.phone_number,
    });
  });
});
