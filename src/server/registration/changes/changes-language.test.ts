import { describe, expect, it } from 'vitest';
import type { User } from '../../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { settleJobs } from '../../test/jobs';
import { apiCaller, as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';

// Issue 29: a registration's change mails (issue 16) in each reader's own language.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

async function pay(who: Actor, orderId: string) {
  const signed = await call(who, 'POST', '/payments/test/complete', {
    order_id: orderId,
    outcome: 'paid',
  });
  expect(signed.statusCode).toBe(200);
  expect((await call(who, 'POST', '/payments/verify', signed.json().data)).statusCode).toBe(200);
}

const ENGLISH_WORDS =
  /Hi |Category changed|Hand-over|registration in|Your dashboard|Open your|difference|accept/;

describe('the change mails', () => {
  it('switch and hand-over: a Hindi reader in Hindi, the English one in English', async () => {
    const host = await as(ctx.app, 'Host');
    const sport = await makeSport(ctx.app.db);
    const dear = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Open Men' });
    const cheap = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Veterans' });
    const event = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      title: 'Jaipur Badminton Open',
      prices: [
        { category_id: dear.id, price: 800 },
        { category_id: cheap.id, price: 500 },
      ],
    });
    const hindi = await as(ctx.app, 'Participant', { language: 'hi' });
    const english = await as(ctx.app, 'Participant');
    const res = await call(hindi, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: dear.id,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.participation.id as string;
    await pay(hindi, res.json().data.order_id);

    // A cheaper category: moved at once, ₹300 back.
    const moved = await call(hindi, 'POST', `/event/participate/${id}/switch`, {
      category_id: cheap.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await settleJobs(ctx.app);
    const switched = await ctx.mail.waitFor(hindi.user.email, 'कैटेगरी बदल गई');
    expect(switched.subject).toBe('कैटेगरी बदल गई: “Jaipur Badminton Open”');
    expect(switched.text).toContain(`नमस्ते ${hindi.user.name},`);
    expect(switched.text).toContain(
      '“Jaipur Badminton Open” के लिए आपका रजिस्ट्रेशन “Open Men” से “Veterans” में बदल दिया गया है।',
    );
    expect(switched.text).toContain(
      '₹300 का अंतर उसी अकाउंट में रिफ़ंड किया जा रहा है जिससे आपने पेमेंट किया था।',
    );
    expect(switched.text).toContain('आपका डैशबोर्ड: http://matchday.test/app/dashboard');
    expect(switched.html).toContain('<html lang="hi">');
    expect(switched.html).toContain('अपना डैशबोर्ड खोलें');
    expect(`${switched.text}${switched.html}`).not.toMatch(ENGLISH_WORDS);

    // Handed to an English reader: each side reads its own language.
    const offer = await call(hindi, 'POST', `/event/participate/${id}/transfer`, {
      email: english.user.email,
    });
    expect(offer.statusCode, offer.body).toBe(200);
    await settleJobs(ctx.app);
    const asked = await ctx.mail.waitFor(hindi.user.email, 'रजिस्ट्रेशन सौंपने का ऑफ़र भेजा गया');
    expect(asked.text).toContain(
      `हमने “${english.user.name}” (${english.user.email}) से “Jaipur Badminton Open” की “Veterans” कैटेगरी में आपका रजिस्ट्रेशन स्वीकार करने को कहा है।`,
    );
    expect(asked.html).toContain('<html lang="hi">');
    expect(`${asked.text}${asked.html}`).not.toMatch(ENGLISH_WORDS);
    const offered = await ctx.mail.waitFor(english.user.email, 'A place is offered to you');
    expect(offered.subject).toBe('A place is offered to you: “Jaipur Badminton Open”');
    expect(offered.text).toContain(
      `“${hindi.user.name}” would like to hand you their paid registration in “Veterans” at “Jaipur Badminton Open”.`,
    );
    expect(offered.html).toContain('<html lang="en">');
    expect(offered.html).toContain('Open your dashboard');

    const accept = await call(english, 'POST', `/event/participate/${id}/transfer/accept`, {});
    expect(accept.statusCode, accept.body).toBe(200);
    await settleJobs(ctx.app);
    const done = await ctx.mail.waitFor(hindi.user.email, 'रजिस्ट्रेशन सौंप दिया गया');
    expect(done.subject).toBe('रजिस्ट्रेशन सौंप दिया गया: “Jaipur Badminton Open”');
    expect(done.text).toContain('अब यह आपका नहीं है; कोई लेन-देन नहीं हुआ है।');
    expect(`${done.text}${done.html}`).not.toMatch(ENGLISH_WORDS);
    const yours = await ctx.mail.waitFor(english.user.email, 'The place is yours');
    expect(yours.text).toContain(
      'You are now registered in “Veterans” at “Jaipur Badminton Open”.',
    );
    expect(yours.html).toContain('<html lang="en">');
  });
});
