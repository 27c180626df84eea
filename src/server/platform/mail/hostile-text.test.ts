import { describe, expect, it } from 'vitest';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { settleJobs } from '../../test/jobs';
import { registerAndPay } from '../../test/registrations';
import { apiCaller, as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';
import { quoted, quotedLines, userText } from './user-text';

// Issue 24, item 5: staff invitations and transfer offers mail addresses a user types, with text
// a user wrote. They are limited per sender and hour, and the user's text is quoted and never a
// link.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);

const HOSTILE = 'Your account is locked - restore at http://evil.example';
let n = 0;
const fresh = (what: string) => `${what}-${Date.now()}-${++n}@example.test`;

async function hostileEvent(hostName = 'Support desk: www.evil.example') {
  const host = await as(ctx.app, 'Host', { name: hostName });
  const sportId = (await makeSport(ctx.app.db)).id;
  const category = await makeCategory(ctx.app.db, {
    sports_id: sportId,
    name: 'Open (evil.example)',
  });
  const event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    title: HOSTILE,
    prices: [{ category_id: category.id, price: 300 }],
  });
  return { host, category, event };
}

/** Nothing in a mail a client could turn into a link to the user's address. */
function expectNoLinkTo(mail: { subject: string; text: string; html: string }, host: string) {
  for (const part of [mail.subject, mail.text, mail.html]) {
    expect(part).not.toContain(host);
    expect(part).not.toMatch(/http:\/\/evil/);
  }
  const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
  expect(hrefs.every((h) => h!.startsWith('http://matchday.test/'))).toBe(true);
}

describe('user text in mails', () => {
  it('the staff invitation quotes the title after our own words, and links nothing of it', async () => {
    const { host, event } = await hostileEvent();
    const to = fresh('gate');
    expect((await call(host, 'POST', `/events/${event.id}/staff`, { email: to })).statusCode).toBe(
      201,
    );
    await settleJobs(ctx.app);
    const mail = await ctx.mail.waitFor(to, 'You are on the gate');
    expect(mail.subject).toMatch(/^You are on the gate: “Your account is locked/);
    expect(mail.text).toContain(
      'Event: “Your account is locked - restore at http[:]//evil[.]example”',
    );
    expectNoLinkTo(mail, 'evil.example');
    expect(mail.html).not.toMatch(/<a [^>]*>[^<]*evil/);
  });

  it('a hand-over offer quotes the event and the sender, and links nothing of them', async () => {
    const { event, category } = await hostileEvent();
    const r = await registerAndPay(ctx.app, event, category, {
      user: { name: 'Matchday Security https://evil.example/reset' },
    });
    const her = await as(ctx.app, 'Participant');
    const offer = await call(r.who, 'POST', `/event/participate/${r.id}/transfer`, {
      email: her.user.email,
    });
    expect(offer.statusCode).toBe(200);
    await settleJobs(ctx.app);
    const mail = await ctx.mail.waitFor(her.user.email, 'A place is offered to you');
    expect(mail.subject.startsWith('A place is offered to you: “')).toBe(true);
    expectNoLinkTo(mail, 'evil.example');
  });

  it('the helper quotes one line and breaks what looks like a link', () => {
    expect(quoted(HOSTILE)).toBe('“Your account is locked - restore at http[:]//evil[.]example”');
    expect(userText('Line one\r\nSubject: x\u202Eexe.pdf')).toBe('Line one Subject: x exe[.]pdf');
    // Ordinary titles keep their dots.
    expect(userText('U.14 Open 2.0 — St. Mary’s')).toBe('U.14 Open 2.0 — St. Mary’s');
    expect(userText('visit evil\u3002example or WWW.Evil.Example')).toBe(
      'visit evil[.]example or WWW[.]Evil[.]Example',
    );
    expect(quotedLines('a\nb at x.example')).toBe('“a\nb at x[.]example”');
    expect(userText('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('mails to typed addresses are limited per sender and hour', () => {
  it('the 21st staff invitation in an hour is a 429 with Retry-After, and sends nothing', async () => {
    const { host, event } = await hostileEvent('Limited Host');
    for (let i = 0; i < 20; i++) {
      const res = await call(host, 'POST', `/events/${event.id}/staff`, { email: fresh('s') });
      expect(res.statusCode).toBe(201);
    }
    const over = fresh('over');
    const res = await call(host, 'POST', `/events/${event.id}/staff`, { email: over });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().error).toMatch(
      /^Too many gate staff invitations\. Please try again in \d+ minutes?\.$/,
    );
    expect((await call(host, 'GET', `/events/${event.id}/staff`)).json().data).toHaveLength(20);
    // An hour later the host may invite again.
    ctx.clock.advance(61 * 60 * 1000);
    try {
      const later = await call(host, 'POST', `/events/${event.id}/staff`, { email: over });
      expect(later.statusCode).toBe(201);
    } finally {
      ctx.clock.reset();
    }
  });

  it('the 11th hand-over offer in an hour is a 429', async () => {
    const { event, category } = await hostileEvent('Offer Host');
    const r = await registerAndPay(ctx.app, event, category);
    const her = await as(ctx.app, 'Participant');
    const offer = () =>
      call(r.who, 'POST', `/event/participate/${r.id}/transfer`, { email: her.user.email });
    for (let i = 0; i < 10; i++) expect((await offer()).statusCode).toBe(200);
    const res = await offer();
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/^Too many hand-over offers\./);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
