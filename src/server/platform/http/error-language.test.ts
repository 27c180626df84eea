import { describe, expect, it } from 'vitest';
import { AUTH_MSG } from '../../../shared/auth/messages';
import { MSG } from '../../../shared/messages';
import { PARTICIPATION_MSG } from '../../../shared/participations/schemas';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';

// Issue 29: an error answers in the request's language — the `lang` cookie when it names one of
// ours, else Accept-Language, else English — `error` and every `fields` value alike. Without
// either, every text stays English word for word.
const ctx = useTestApp();
let n = 0;
const signup = (extra: Record<string, unknown> = {}) => ({
  role: 'Participant',
  name: 'Meera Iyer',
  email: `error-language-${Date.now()}-${++n}@example.test`,
  phone_number: '98765 43210',
  password: 'Str0ng!Pass',
  confirm_password: 'Str0ng!Pass',
  ...extra,
});
const register = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload, headers });

const BAD_PHONE_HI = 'कृपया सही फ़ोन नंबर डालें';

describe('an error in the request’s language', () => {
  it('is Hindi with the lang cookie: the error and its fields, a label inside a template too', async () => {
    const bad = await register(signup({ phone_number: '12345' }), { cookie: 'lang=hi' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'error',
      error: BAD_PHONE_HI,
      code: 'errors.auth.phone',
      fields: { phone_number: BAD_PHONE_HI },
    });

    const missing = await register(signup({ phone_number: '', name: '' }), {
      cookie: 'theme=dark; lang=hi',
    });
    expect(missing.statusCode).toBe(400);
    const body = missing.json();
    expect(body.fields).toEqual({ name: 'नाम ज़रूरी है', phone_number: 'फ़ोन नंबर ज़रूरी है' });
    expect(body.error).toBe('नाम ज़रूरी है');
  });

  it('is Hindi with Accept-Language, and the cookie decides when it names a language', async () => {
    const browser = await register(signup({ phone_number: '12345' }), {
      'accept-language': 'hi-IN,en;q=0.5',
    });
    expect(browser.json().error).toBe(BAD_PHONE_HI);
    expect(browser.json().fields).toEqual({ phone_number: BAD_PHONE_HI });

    const keptEnglish = await register(signup({ phone_number: '12345' }), {
      cookie: 'lang=en',
      'accept-language': 'hi-IN',
    });
    expect(keptEnglish.json().error).toBe(AUTH_MSG.phone);
    const unknownCookie = await register(signup({ phone_number: '12345' }), {
      cookie: 'lang=fr',
      'accept-language': 'hi',
    });
    expect(unknownCookie.json().error).toBe(BAD_PHONE_HI);
  });

  it('stays English word for word without either', async () => {
    const bad = await register(signup({ phone_number: '12345' }));
    expect(bad.json()).toEqual({
      message: 'error',
      error: 'Please enter a valid phone number',
      code: 'errors.auth.phone',
      fields: { phone_number: 'Please enter a valid phone number' },
    });
    const missing = await register(signup({ phone_number: '' }), { 'accept-language': 'fr, en' });
    expect(missing.json().error).toBe('Phone Number is required');
    const language = await register(signup({ language: 'fr' }));
    expect(language.json().error).toBe('Language must be one of: en, hi');
  });

  it('refuses a registration in Hindi: not open, not for them, an address that names nothing', async () => {
    const host = await as(ctx.app, 'Host');
    const kabir = await as(ctx.app, 'Participant', { age: 19, gender: 'male' });
    const sport = await makeSport(ctx.app.db);
    const open = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Open' });
    const girls = await makeCategory(ctx.app.db, {
      sports_id: sport.id,
      name: 'Girls',
      gender: 'female',
    });
    const prices = [
      { category_id: open.id, price: 0 },
      { category_id: girls.id, price: 0 },
    ];
    const upcoming = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      window: 'not_open',
      prices,
    });
    const running = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      window: 'open',
      prices,
    });
    const participate = (payload: object, lang = 'hi') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/event/participate',
        payload,
        headers: { cookie: `${kabir.cookie}; lang=${lang}` },
      });

    const notOpen = await participate({ event_id: upcoming.id, category_id: open.id });
    expect(notOpen.statusCode).toBe(409);
    expect(notOpen.json().error).toBe('इस इवेंट के लिए रजिस्ट्रेशन खुला नहीं है');
    const english = await participate({ event_id: upcoming.id, category_id: open.id }, 'en');
    expect(english.json().error).toBe(PARTICIPATION_MSG.notOpen);

    const girlsOnly = await participate({ event_id: running.id, category_id: girls.id });
    expect(girlsOnly.statusCode).toBe(400);
    expect(girlsOnly.json().error).toBe('यह कैटेगरी दूसरे लिंग के लिए है');

    const nowhere = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/no-such-thing',
      headers: { cookie: 'lang=hi' },
    });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toEqual({
      message: 'error',
      error: 'नहीं मिला',
      code: 'errors.notFound',
    });
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(plain.json().error).toBe(MSG.notFound);
  });

  it('carries the same code in every language: the English text’s errors key', async () => {
    const host = await as(ctx.app, 'Host');
    const kabir = await as(ctx.app, 'Participant', { age: 19, gender: 'male' });
    const sport = await makeSport(ctx.app.db);
    const open = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Open' });
    const upcoming = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      window: 'not_open',
      prices: [{ category_id: open.id, price: 0 }],
    });
    const participate = (lang: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/event/participate',
        payload: { event_id: upcoming.id, category_id: open.id },
        headers: { cookie: `${kabir.cookie}; lang=${lang}` },
      });
    const english = (await participate('en')).json();
    const hindi = (await participate('hi')).json();
    expect(english.error).toBe(PARTICIPATION_MSG.notOpen);
    expect(hindi.error).not.toBe(english.error);
    expect(english.code).toBe('errors.registration.notOpen');
    expect(hindi.code).toBe(english.code);

    // A templated one (a label inside) and a field's: the code names the template.
    const missing = (lang: string) => register(signup({ name: '' }), { cookie: `lang=${lang}` });
    const [en, hi] = [(await missing('en')).json(), (await missing('hi')).json()];
    expect(en.error).toBe('Name is required');
    expect(hi.error).toBe('नाम ज़रूरी है');
    expect(en.code).toBe('errors.required');
    expect(hi.code).toBe('errors.required');
  });

  it('has no code for a text the catalog does not have', async () => {
    const res = await register(signup({ whatsapp_opt_in: 'yes' }), { cookie: 'lang=hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Invalid input/);
    expect(res.json()).not.toHaveProperty('code');
  });

  it('keeps a text no template matches in English, next to the Hindi ones', async () => {
    // zod's own wording (no message of ours): left as it is.
    const res = await register(signup({ phone_number: '12345', whatsapp_opt_in: 'yes' }), {
      cookie: 'lang=hi',
    });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json();
    expect(fields.phone_number).toBe(BAD_PHONE_HI);
    expect(fields.whatsapp_opt_in).toMatch(/^Invalid input/);
  });
});
