import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { settleJobs } from '../test/jobs';
import { as, apiCaller } from '../test/sessions';
import { useTestApp } from '../test/test-app';

// Issue 29: an account has a language (`en` | `hi`): taken at sign-up (as sent, else the page's
// cookie, else the browser's), changed in the profile, and the language of what Matchday mails.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
let n = 0;
const signup = (extra: Record<string, unknown> = {}) => ({
  role: 'Participant',
  name: 'Meera Iyer',
  email: `language-${Date.now()}-${++n}@example.test`,
  phone_number: '98765 43210',
  password: 'Str0ng!Pass',
  confirm_password: 'Str0ng!Pass',
  ...extra,
});
const register = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload, headers });
const storedLanguage = async (id: string) =>
  (await ctx.app.db.select().from(users).where(eq(users.id, id)))[0]!.language;

describe("an account's language", () => {
  it('is taken at sign-up: as sent, else the lang cookie, else Accept-Language, else English', async () => {
    const sent = await register(signup({ language: 'hi' }), { 'accept-language': 'en' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.language).toBe('hi');
    expect(await storedLanguage(sent.json().data.id)).toBe('hi');

    const cookie = await register(signup(), { cookie: 'lang=hi', 'accept-language': 'en' });
    expect(cookie.json().data.language).toBe('hi');
    const browser = await register(signup(), { 'accept-language': 'hi-IN,en;q=0.5' });
    expect(browser.json().data.language).toBe('hi');
    const plain = await register(signup());
    expect(plain.json().data.language).toBe('en');
  });

  it('refuses a language Matchday does not speak, and writes no account', async () => {
    const payload = signup({ language: 'fr' });
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Language must be one of: en, hi');
    const [found] = await ctx.app.db.select().from(users).where(eq(users.email, payload.email));
    expect(found).toBeUndefined();
  });

  it('changes in the profile, and stays as it is when left out', async () => {
    const p = await as(ctx.app, 'Participant');
    const profile = (extra: Record<string, unknown>) => ({
      name: p.user.name,
      email: p.user.email,
      phone_number: '98765 43210',
      address: '12 Lake Road, Kolkata',
      school_or_college: 'Presidency College',
      ...extra,
    });
    const changed = await call(p, 'PUT', `/user/${p.user.id}`, profile({ language: 'hi' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.language).toBe('hi');
    const kept = await call(p, 'PUT', `/user/${p.user.id}`, profile({}));
    expect(kept.json().data.language).toBe('hi');
    const wrong = await call(p, 'PUT', `/user/${p.user.id}`, profile({ language: 42 }));
    expect(wrong.statusCode).toBe(400);
    expect(await storedLanguage(p.user.id)).toBe('hi');
    expect((await call(p, 'GET', `/user/${p.user.id}`)).json().data.language).toBe('hi');
  });
});

describe('the confirmation mail', () => {
  it("speaks the reader's language: Hindi words, the event's own, <html lang>", async () => {
    const host = await as(ctx.app, 'Host');
    const sport = await makeSport(ctx.app.db, 'Kabaddi');
    const category = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Under 14' });
    const event = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      title: 'Nagpur Kabaddi Mela',
      prices: [{ category_id: category.id, price: 0 }],
    });
    const hindi = await as(ctx.app, 'Participant', { language: 'hi' });
    const english = await as(ctx.app, 'Participant');
    for (const who of [hindi, english])
      expect(
        (
          await call(who, 'POST', '/event/participate', {
            event_id: event.id,
            category_id: category.id,
          })
        ).statusCode,
      ).toBe(201);
    await settleJobs(ctx.app);

    const hi = await ctx.mail.waitFor(hindi.user.email, 'आपका रजिस्ट्रेशन हो गया');
    expect(hi.subject).toBe('आपका रजिस्ट्रेशन हो गया: “Nagpur Kabaddi Mela”');
    expect(hi.text).toContain(`नमस्ते ${hindi.user.name},`);
    expect(hi.text).toContain('कैटेगरी: Under 14');
    expect(hi.text).toContain('एंट्री फ़ीस: मुफ़्त एंट्री');
    expect(hi.text).not.toMatch(/Category:|Entry fee|See you on the field/);
    expect(hi.html).toContain('<html lang="hi">');
    expect(hi.html).toContain('मैदान पर मिलते हैं!');

    const en = await ctx.mail.waitFor(english.user.email, "You're registered");
    expect(en.text).toContain('Category: Under 14');
    expect(en.text).toContain('You are registered for “Nagpur Kabaddi Mela”.');
    expect(en.html).toContain('<html lang="en">');
  });
});

describe("the account's mails", () => {
  it("come in the reader's language: the reset code to a Hindi reader in Hindi, in English to others", async () => {
    const hindi = await as(ctx.app, 'Participant', { language: 'hi' });
    const english = await as(ctx.app, 'Participant');
    for (const who of [hindi, english])
      expect(
        (await call(null, 'POST', '/auth/forgot-password', { email: who.user.email })).statusCode,
      ).toBe(200);
    await settleJobs(ctx.app);

    const hi = await ctx.mail.waitFor(hindi.user.email, 'पासवर्ड रीसेट कोड');
    expect(hi.subject).toBe('आपका Matchday पासवर्ड रीसेट कोड');
    expect(hi.text).toContain(`नमस्ते ${hindi.user.name},`);
    expect(hi.text).toMatch(/आपका Matchday पासवर्ड रीसेट कोड \d{6} है।/);
    expect(hi.html).toContain('<html lang="hi">');
    expect(hi.html).toContain('अगर आपने यह नहीं माँगा');

    const en = await ctx.mail.waitFor(english.user.email, 'password reset code');
    expect(en.subject).toBe('Your Matchday password reset code');
    expect(en.text).toMatch(/Your Matchday password reset code is \d{6}\./);
    expect(en.html).toContain('<html lang="en">');
  });

  it("bring a visitor's message to a Hindi-reading host in Hindi, the visitor's words as written", async () => {
    const host = await as(ctx.app, 'Host', { language: 'hi' });
    const sport = await makeSport(ctx.app.db, 'Kho-Kho');
    const category = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Open' });
    const event = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      title: 'Pune Kho-Kho Cup',
      prices: [{ category_id: category.id, price: 0 }],
    });
    const sent = await call(null, 'POST', `/events/${event.id}/contact`, {
      name: 'Ravi',
      email: 'ravi@example.test',
      message: 'Is there parking near the ground?',
    });
    expect(sent.statusCode).toBe(200);
    await settleJobs(ctx.app);
    const mail = await ctx.mail.waitFor(host.user.email, 'Pune Kho-Kho Cup');
    expect(mail.subject).toBe('“Pune Kho-Kho Cup” के बारे में “Ravi” का संदेश');
    expect(mail.text).toContain('> Is there parking near the ground?');
    expect(mail.text).toContain('भेजने वाले: “Ravi” <ravi@example.test>');
    expect(mail.html).toContain('<html lang="hi">');
  });
});
