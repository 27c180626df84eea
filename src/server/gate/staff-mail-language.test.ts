import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../platform/db/schema';
import { makeEvent, makeSport } from '../seed/factories';
import { settleJobs } from '../test/jobs';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

// Issue 29: a gate staff invitation is in the language of the invited address's account, or, for
// an address without one, in the inviting host's.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);

describe('the gate staff invitation', () => {
  it("speaks the invited account's language, else the host's", async () => {
    const host = await as(ctx.app, 'Host', { name: 'Ravi Shankar' });
    const event = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: (await makeSport(ctx.app.db)).id,
      title: 'Patna Kabaddi League',
    });
    const hindi = await as(ctx.app, 'Participant');
    const english = await as(ctx.app, 'Participant');
    await ctx.app.db.update(users).set({ language: 'hi' }).where(eq(users.id, hindi.user.id));
    const invite = async (email: string) =>
      expect((await call(host, 'POST', `/events/${event.id}/staff`, { email })).statusCode).toBe(
        201,
      );
    await invite(hindi.user.email.toUpperCase());
    await invite(english.user.email);
    await settleJobs(ctx.app);

    const hi = await ctx.mail.waitFor(hindi.user.email, 'गेट पर आपकी ड्यूटी');
    expect(hi.subject).toBe('गेट पर आपकी ड्यूटी: “Patna Kabaddi League”');
    expect(hi.text).toContain('इवेंट: “Patna Kabaddi League”');
    expect(hi.text).toContain('आयोजक: “Ravi Shankar”');
    expect(hi.text).toContain(`इसी ईमेल पते (${hindi.user.email}) से Matchday में साइन इन करें`);
    expect(hi.text).toContain(`http://matchday.test/app/events/${event.id}/check-in`);
    expect(hi.text).not.toMatch(/Event:|Organiser:|Sign in|gate/);
    expect(hi.html).toContain('<html lang="hi">');
    expect(hi.html).toContain('>चेक-इन पेज खोलें</a>');
    expect(hi.html).toContain('अगर आपने यह नहीं माँगा');

    const en = await ctx.mail.waitFor(english.user.email, 'You are on the gate');
    expect(en.subject).toBe('You are on the gate: “Patna Kabaddi League”');
    expect(en.text).toContain('Organiser: “Ravi Shankar”');
    expect(en.html).toContain('<html lang="en">');

    // An address with no account yet: the Hindi-reading host's language.
    await ctx.app.db.update(users).set({ language: 'hi' }).where(eq(users.id, host.user.id));
    const stranger = `gate-${Date.now()}@example.test`;
    await invite(stranger);
    await settleJobs(ctx.app);
    const guessed = await ctx.mail.waitFor(stranger, 'गेट पर आपकी ड्यूटी');
    expect(guessed.html).toContain('<html lang="hi">');
  });
});
