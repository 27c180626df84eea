import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refunds, type User } from '../../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { settleJobs } from '../../test/jobs';
import { apiCaller, as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';

// Issue 29: a registration's end (issue 16) and its refund are mailed in the reader's language.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

const ENGLISH_WORDS =
  /Hi |cancelled|Refund|refund of|The host|Banks|working days|Your dashboard|Open your/;

describe('the cancellation and refund mails', () => {
  it("speak the reader's language: the host's note as written, the amounts as ever", async () => {
    const host = await as(ctx.app, 'Host');
    const sport = await makeSport(ctx.app.db);
    const category = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Open' });
    const event = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      title: 'Surat Chess Rapid',
      prices: [{ category_id: category.id, price: 500 }],
    });
    const hindi = await as(ctx.app, 'Participant', { language: 'hi' });
    const english = await as(ctx.app, 'Participant');
    const ids = new Map<Actor, string>();
    for (const who of [hindi, english]) {
      const res = await call(who, 'POST', '/event/participate', {
        event_id: event.id,
        category_id: category.id,
      });
      expect(res.statusCode).toBe(201);
      ids.set(who, res.json().data.participation.id);
      const signed = await call(who, 'POST', '/payments/test/complete', {
        order_id: res.json().data.order_id,
        outcome: 'paid',
      });
      expect((await call(who, 'POST', '/payments/verify', signed.json().data)).statusCode).toBe(
        200,
      );
    }
    // The host removes the Hindi reader's registration; the English reader cancels their own.
    const removed = await call(host, 'POST', `/event/participate/${ids.get(hindi)}/remove`, {
      reason: 'Entered twice',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const cancelled = await call(english, 'POST', `/event/participate/${ids.get(english)}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await settleJobs(ctx.app);

    const hi = await ctx.mail.waitFor(hindi.user.email, 'आपका रजिस्ट्रेशन रद्द हो गया');
    expect(hi.subject).toBe('आपका रजिस्ट्रेशन रद्द हो गया: “Surat Chess Rapid”');
    expect(hi.text).toContain(`नमस्ते ${hindi.user.name},`);
    expect(hi.text).toContain(
      'आयोजक ने “Surat Chess Rapid” की “Open” कैटेगरी से आपका रजिस्ट्रेशन हटा दिया है।',
    );
    expect(hi.text).toContain('आयोजक ने लिखा: “Entered twice”');
    expect(hi.text).toContain('₹500 का रिफ़ंड उसी अकाउंट में भेजा जा रहा है');
    expect(hi.html).toContain('<html lang="hi">');
    expect(hi.html).toContain('रजिस्ट्रेशन रद्द हुआ');
    expect(hi.html).toContain('अपना डैशबोर्ड खोलें');
    expect(`${hi.text}${hi.html}`).not.toMatch(ENGLISH_WORDS);

    const [refund] = await ctx.app.db
      .select()
      .from(refunds)
      .where(eq(refunds.participation_id, ids.get(hindi)!));
    expect(refund!.status).toBe('refunded');
    const made = await ctx.mail.waitFor(hindi.user.email, 'रिफ़ंड हो गया');
    expect(made.subject).toBe('रिफ़ंड हो गया: ₹500');
    expect(made.text).toContain(
      `“Surat Chess Rapid” की “Open” कैटेगरी के लिए आपका ₹500 का रिफ़ंड कर दिया गया है (रेफ़रेंस ${refund!.provider_refund_id})।`,
    );
    expect(made.html).toContain('<html lang="hi">');
    expect(made.attachments).toHaveLength(1);
    expect(`${made.text}${made.html}`).not.toMatch(ENGLISH_WORDS);

    const en = await ctx.mail.waitFor(english.user.email, 'Your registration is cancelled');
    expect(en.text).toContain(
      'Your registration in “Open” at “Surat Chess Rapid” is cancelled, as you asked.',
    );
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('Open your dashboard');
    const enMade = await ctx.mail.waitFor(english.user.email, 'Refund made: ₹');
    expect(enMade.text).toContain('It reaches your account within 5 to 7 working days.');
    expect(enMade.html).toContain('<html lang="en">');
  });
});
