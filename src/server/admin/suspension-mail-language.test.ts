import { describe, expect, it } from 'vitest';
import { makeUser } from '../seed/factories';
import { settleJobs } from '../test/jobs';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

// Issue 29: a host hears of their account's suspension, and of its end, in their own language.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);

describe('the suspension mails', () => {
  it("speak the host's language: Hindi words, the admin's reason as written", async () => {
    const admin = await as(ctx.app, 'Admin');
    const hindi = await makeUser(ctx.app.db, {
      role: 'Host',
      organisation_name: 'Kashi Khel Sangh',
      language: 'hi',
    });
    const english = await makeUser(ctx.app.db, { role: 'Host' });
    for (const host of [hindi, english]) {
      const res = await call(admin, 'POST', `/admin/hosts/${host.id}/suspend`, {
        reason: 'Fake tournaments reported',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await settleJobs(ctx.app);

    const hi = await ctx.mail.waitFor(hindi.email, 'सस्पेंड');
    expect(hi.subject).toBe('आपका Matchday होस्ट खाता सस्पेंड कर दिया गया है');
    expect(hi.text).toContain(`नमस्ते ${hindi.name},`);
    expect(hi.text).toContain(
      'एक एडमिन ने “Kashi Khel Sangh” के लिए आपका Matchday होस्ट खाता सस्पेंड कर दिया है।',
    );
    expect(hi.text).toContain('कारण: “Fake tournaments reported”');
    expect(hi.text).toContain(`अगर आपको लगता है कि यह गलती से हुआ है, तो ${ctx.config.support.email}`);
    expect(hi.text).not.toMatch(/Reason:|suspended|Hi /);
    expect(hi.html).toContain('<html lang="hi">');
    expect(hi.html).toContain('>आपका होस्ट खाता सस्पेंड है</h1>');
    expect(hi.html).toContain('>कारण</th>');
    expect(hi.html).toContain('एक एडमिन ने आपके खाते की स्थिति बदली है');

    const en = await ctx.mail.waitFor(english.email, 'suspended');
    expect(en.subject).toBe('Your Matchday host account is suspended');
    expect(en.text).toContain('Your Matchday host account has been suspended by an admin.');
    expect(en.text).toContain('Reason: “Fake tournaments reported”');
    expect(en.html).toContain('<html lang="en">');

    for (const host of [hindi, english])
      expect((await call(admin, 'POST', `/admin/hosts/${host.id}/unsuspend`)).statusCode).toBe(200);
    await settleJobs(ctx.app);
    const back = await ctx.mail.waitFor(hindi.email, 'फिर से चालू');
    expect(back.subject).toBe('आपका Matchday होस्ट खाता फिर से चालू है');
    expect(back.text).toContain('लॉग इन करें: http://matchday.test/login');
    expect(back.text).not.toMatch(/active again|Log in|Questions/);
    expect(back.html).toContain('<html lang="hi">');
    expect(back.html).toContain('>लॉग इन करें</a>');
    const enBack = await ctx.mail.waitFor(english.email, 'active again');
    expect(enBack.text).toContain('Log in: http://matchday.test/login');
    expect(enBack.html).toContain('<html lang="en">');
  });
});
