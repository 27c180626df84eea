import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageRecipients, messages, users } from '../../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { settleJobs } from '../../test/jobs';
import { apiCaller, as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';
import { messageMails } from './mail';

// Issue 29: a host's message comes in each reader's language: Matchday's frame (greeting,
// heading, who wrote, footer, button) translated, the host's subject and text as written.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
const db = () => ctx.app.db;
const setLanguage = (id: string, language: string) =>
  db().update(users).set({ language }).where(eq(users.id, id));

describe("a host's message in the reader's language", () => {
  it("frames the host's words in Hindi for a Hindi reader, in English for others", async () => {
    const host = await as(ctx.app, 'Host', { organisation_name: 'Pune Judo Club' });
    const sport = await makeSport(db(), 'Judo');
    const category = await makeCategory(db(), { sports_id: sport.id, name: 'Under 14' });
    const event = await makeEvent(db(), {
      host_id: host.user.id,
      sports_id: sport.id,
      title: 'Pune Open 2026',
      prices: [{ category_id: category.id, price: 0 }],
    });
    const hindi = await as(ctx.app, 'Participant');
    const english = await as(ctx.app, 'Participant');
    await setLanguage(hindi.user.id, 'hi');
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

    const res = await call(host, 'POST', `/events/${event.id}/messages`, {
      subject: 'Weigh-in moved to 8 AM',
      body: 'Dear players,\nWeigh-in is now at 8 AM in Hall B.',
    });
    expect(res.statusCode, res.body).toBe(201);
    await settleJobs(ctx.app);

    const hi = await ctx.mail.waitFor(hindi.user.email, 'Weigh-in moved');
    expect(hi.subject).toBe('आयोजक का संदेश: “Weigh-in moved to 8 AM”');
    expect(hi.text).toContain(`नमस्ते ${hindi.user.name},`);
    expect(hi.text).toContain(
      '“Pune Judo Club” ने Matchday के ज़रिए “Pune Open 2026” के प्रतिभागियों को लिखा है:',
    );
    expect(hi.text).toContain('विषय: “Weigh-in moved to 8 AM”');
    // The host's words stay as written.
    expect(hi.text).toContain('Dear players,\nWeigh-in is now at 8 AM in Hall B.');
    expect(hi.text).toContain(`इवेंट देखें: http://matchday.test/`);
    expect(hi.text).toContain('उन्हें जवाब देने के लिए इसी ईमेल का जवाब दें');
    expect(hi.html).toContain('<html lang="hi">');
    expect(hi.html).toContain('आयोजक का संदेश</h1>');
    for (const part of [hi.text, hi.html])
      expect(part).not.toMatch(/Hi |Subject:|via Matchday|See the event|You get this/);

    const en = await ctx.mail.waitFor(english.user.email, 'Weigh-in moved');
    expect(en.subject).toBe('Message from the organiser: “Weigh-in moved to 8 AM”');
    expect(en.text).toContain(`Hi ${english.user.name},`);
    expect(en.text).toContain('Subject: “Weigh-in moved to 8 AM”');
    expect(en.text).toContain('You get this because you registered for “Pune Open 2026”');
    expect(en.html).toContain('<html lang="en">');
  });

  it("frames the Matchday team's message to hosts in each host's language", async () => {
    const admin = await as(ctx.app, 'Admin');
    const hindi = await as(ctx.app, 'Host');
    const english = await as(ctx.app, 'Host');
    await setLanguage(hindi.user.id, 'hi');
    // Written as the API writes it (the API's 3-a-day limit for all hosts is messages.test.ts's).
    const [m] = await db()
      .insert(messages)
      .values({
        audience: 'hosts',
        sender_id: admin.user.id,
        subject: 'New payout rules',
        body: 'Payouts now arrive within 7 days of your event.',
        total: 2,
      })
      .returning();
    await db()
      .insert(messageRecipients)
      .values(
        [hindi, english].map((h) => ({
          message_id: m!.id,
          email: h.user.email,
          name: h.user.name,
          user_id: h.user.id,
        })),
      );
    const render = (email: string) =>
      messageMails[0]!.render(ctx.app.deps, { kind: 'host_message', message_id: m!.id, email });

    const hi = (await render(hindi.user.email))!;
    expect(hi.subject).toBe('Matchday की ओर से आयोजकों को: “New payout rules”');
    expect(hi.text).toContain(`नमस्ते ${hindi.user.name},`);
    expect(hi.text).toContain('Matchday टीम ने सभी आयोजकों को लिखा है:');
    expect(hi.text).toContain('Payouts now arrive within 7 days of your event.');
    expect(hi.text).toContain('आप Matchday पर इवेंट आयोजित करते हैं');
    expect(hi.html).toContain('<html lang="hi">');
    expect(hi.html).not.toMatch(/Hi |Subject:|The Matchday team|You get this/);

    const en = (await render(english.user.email))!;
    expect(en.subject).toBe('Matchday to hosts: “New payout rules”');
    expect(en.text).toContain('The Matchday team wrote to every host:');
    expect(en.html).toContain('<html lang="en">');
  });
});
