import { describe, expect, it } from 'vitest';
import type { DrawView } from '../../shared/competition/schemas';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { startEventOn } from '../test/event-day';
import { settleJobs } from '../test/jobs';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

// Issue 29: the "certificates ready" mail is in its reader's language, the certificate's title as
// its PDF prints it.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);

describe('the certificates mail', () => {
  it("speaks the holder's language: Hindi words and title, the event's own as written", async () => {
    const host = await as(ctx.app, 'Host');
    const sport = await makeSport(ctx.app.db);
    const category = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'U17 Singles' });
    const event = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      title: 'Indore Smash Finals',
      prices: [{ category_id: category.id, price: 0 }],
    });
    const hindi = await as(ctx.app, 'Participant', { language: 'hi' });
    const english = await as(ctx.app, 'Participant');
    for (const who of [hindi, english]) {
      const res = await call(who, 'POST', '/event/participate', {
        event_id: event.id,
        category_id: category.id,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await call(host, 'POST', `/events/${event.id}/close-registration`)).statusCode).toBe(
      200,
    );
    const made = await call(host, 'POST', `/events/${event.id}/categories/${category.id}/draw`, {
      format: 'single_elimination',
    });
    expect(made.statusCode, made.body).toBe(201);
    await startEventOn(ctx.app.db, event.id);
    const final = (made.json().data as DrawView).matches.find(
      (m) => m.opponent1?.id != null && m.opponent2?.id != null,
    )!;
    const played = await call(host, 'PUT', `/matches/${final.id}`, {
      winner: final.opponent1!.id,
    });
    expect(played.statusCode, played.body).toBe(200);
    await settleJobs(ctx.app);

    const hi = await ctx.mail.waitFor(hindi.user.email, 'सर्टिफ़िकेट');
    expect(hi.subject).toBe('आपका सर्टिफ़िकेट: “Indore Smash Finals”');
    expect(hi.text).toContain(`नमस्ते ${hindi.user.name},`);
    expect(hi.text).toContain(
      '“Indore Smash Finals” की “U17 Singles” कैटेगरी के नतीजे तय हो गए हैं। आपका सर्टिफ़िकेट तैयार है',
    );
    // Two players, one final: the winner's is first place, the other's second.
    expect(hi.text).toMatch(
      new RegExp(`${hindi.user.name}: उपलब्धि प्रमाणपत्र — (पहला स्थान / गोल्ड|दूसरा स्थान / सिल्वर)`),
    );
    expect(hi.text).toMatch(/जाँचें: http:\/\/matchday\.test\/certificates\/[\w-]+/);
    expect(hi.text).not.toMatch(/Certificate of|Verify:|Your certificate|are final|Gold|Silver/);
    expect(hi.html).toContain('<html lang="hi">');
    expect(hi.html).toContain('>आपका सर्टिफ़िकेट तैयार है</h1>');
    expect(hi.html).toContain('>सर्टिफ़िकेट डाउनलोड करें (PDF)</a>');
    expect(hi.html).toContain('>अपना सर्टिफ़िकेट जाँचें</a>');

    const en = await ctx.mail.waitFor(english.user.email, 'Your certificate');
    expect(en.subject).toBe('Your certificate: “Indore Smash Finals”');
    expect(en.text).toContain(
      'The results of “U17 Singles” at “Indore Smash Finals” are final. Your certificate is ready: download it as a PDF below.',
    );
    expect(en.text).toMatch(
      new RegExp(
        `${english.user.name}: Certificate of achievement — (1st place / Gold|2nd place / Silver)`,
      ),
    );
    expect(en.text).toMatch(/Verify: http:\/\/matchday\.test\/certificates\/[\w-]+/);
    expect(en.html).toContain('<html lang="en">');
  });
});
