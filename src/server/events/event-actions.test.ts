import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_CONTACT_MSG } from '../../shared/event-contact/messages';
import { makeCategory, makeEvent, makeSport, makeUser, venueDate } from '../seed/factories';
import { settleJobs } from '../test/jobs';
import { parseIcs, unescapeText, type IcsComponent } from '../test/ics';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

// Issue 13, the event page's actions: the calendar file and "Contact organiser".
const ctx = useTestApp();
let hostId: string;
let hostEmail: string;
let sportId: string;
let n = 0;
/** A fresh client address per test, so one test's rate-limit counts never reach another's. */
const freshIp = () => `198.51.100.${++n}`;

beforeAll(async () => {
  hostEmail = `organiser-${Date.now()}@example.test`;
  const host = await makeUser(ctx.app.db, { role: 'Host', email: hostEmail, name: 'Olive Host' });
  hostId = host.id;
  sportId = (await makeSport(ctx.app.db)).id;
});

const event = (extra: Partial<Parameters<typeof makeEvent>[1]> = {}) =>
  makeEvent(ctx.app.db, { host_id: hostId, sports_id: sportId, ...extra });

describe('GET /events/:id/calendar.ics', () => {
  it('answers an iCalendar attachment for a published event', async () => {
    const e = await event({
      title: 'Weekend Smash, Bengaluru; Open',
      start_date: '2031-04-10',
      end_date: '2031-04-11',
      event_start_time: '07:30',
      event_end_time: '17:00',
      description: 'Two days of badminton.\nBring shoes.',
    });
    const res = await ctx.app.inject({ url: `/api/v1/events/${e.id}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="weekend-smash-bengaluru-open.ics"',
    );
    const [vevent, dayTwo] = parseIcs(res.body).filter((c) => c.name === 'VEVENT') as [
      IcsComponent,
      IcsComponent,
    ];
    expect(unescapeText(vevent.get('SUMMARY'))).toBe('Weekend Smash, Bengaluru; Open');
    expect(vevent.get('UID')).toBe(`event-${e.id}@matchday.test`);
    // Two days: an entry for each, with the day's times.
    expect(vevent.prop('DTSTART')).toEqual({
      params: 'TZID=Asia/Kolkata',
      value: '20310410T073000',
    });
    expect(vevent.prop('DTEND')).toEqual({ params: 'TZID=Asia/Kolkata', value: '20310410T170000' });
    expect(dayTwo.get('UID')).toBe(`event-${e.id}-day2@matchday.test`);
    expect(dayTwo.prop('DTSTART').value).toBe('20310411T073000');
    expect(dayTwo.prop('DTEND').value).toBe('20310411T170000');
    expect(unescapeText(vevent.get('LOCATION'))).toBe('City Stadium, MG Road, Bengaluru');
    expect(unescapeText(vevent.get('DESCRIPTION'))).toContain(
      'Two days of badminton.\nBring shoes.',
    );
    expect(vevent.get('URL')).toBe(`http://matchday.test/events/event-details/${e.id}`);
    expect(vevent.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    // The host's address is in no public answer.
    expect(res.body).not.toContain(hostEmail);
  });

  it('is not found for a draft or an unknown event', async () => {
    const draft = await event({ status: 'draft' });
    for (const id of [draft.id, 'a'.repeat(24)]) {
      const res = await ctx.app.inject({ url: `/api/v1/events/${id}/calendar.ics` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'error', error: 'Not Found' });
    }
  });
});

describe('the calendar file follows the event (issue 24)', () => {
  const call = apiCaller(() => ctx.app);
  const days = async (id: string) => {
    const res = await ctx.app.inject({ url: `/api/v1/events/${id}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    return parseIcs(res.body).filter((c) => c.name === 'VEVENT');
  };
  const sequence = async (id: string) => Number((await days(id))[0]!.get('SEQUENCE'));

  it('raises SEQUENCE with every edit and on cancellation, which it marks CANCELLED', async () => {
    const host = await as(ctx.app, 'Host');
    const category = await makeCategory(ctx.app.db, { sports_id: sportId });
    const now = ctx.app.now();
    const body = {
      title: 'Sequence Open',
      start_date: venueDate(now, 20),
      end_date: venueDate(now, 20),
      registration_start_date: venueDate(now, 1),
      registration_end_date: venueDate(now, 15),
      registration_start_time: '09:00',
      registration_end_time: '18:00',
      event_start_time: '08:00',
      event_end_time: '12:00',
      rewards: 'Trophies',
      description: 'Morning games',
      poster: '/uploads/posters/0123456789abcdef01234567.webp',
      venue_name: 'City Arena',
      venue_address: 'MG Road, Bengaluru',
      sports_id: sportId,
      categories: [{ category_id: category.id, price: 100 }],
    };
    const created = await call(host, 'POST', '/events', { ...body, status: 'published' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    const [before] = await days(id);
    expect(before!.get('STATUS')).toBe('CONFIRMED');
    const published = Number(before!.get('SEQUENCE'));

    // A new time: the calendar entry moves, and its SEQUENCE says it is the newer version.
    expect(
      (await call(host, 'PUT', `/events/${id}`, { ...body, event_start_time: '09:30' })).statusCode,
    ).toBe(200);
    const [moved] = await days(id);
    expect(moved!.prop('DTSTART').value).toMatch(/T093000$/);
    const afterTime = Number(moved!.get('SEQUENCE'));
    expect(afterTime).toBeGreaterThan(published);

    // Any edit, not only of the time.
    const edit = { ...body, event_start_time: '09:30', description: 'Morning games, bring water' };
    expect((await call(host, 'PUT', `/events/${id}`, edit)).statusCode).toBe(200);
    const afterText = await sequence(id);
    expect(afterText).toBeGreaterThan(afterTime);

    const cancelled = await call(host, 'POST', `/events/${id}/cancel`, { reason: 'Venue flooded' });
    expect(cancelled.statusCode).toBe(200);
    const [gone] = await days(id);
    expect(gone!.get('STATUS')).toBe('CANCELLED');
    expect(Number(gone!.get('SEQUENCE'))).toBeGreaterThan(afterText);
  });

  it('raises SEQUENCE when a draft is published', async () => {
    const host = await as(ctx.app, 'Host');
    const draft = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sportId,
      status: 'draft',
    });
    expect((await call(host, 'POST', `/events/${draft.id}/publish`)).statusCode).toBe(200);
    expect(await sequence(draft.id)).toBeGreaterThan(0);
  });
});

describe('POST /events/:id/contact', () => {
  const message = 'Hello! Is parking available near the venue for team buses?';
  const send = (id: string, payload: object, ip = freshIp(), cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/events/${id}/contact`,
      payload,
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    });

  it('mails the host through the queue, Reply-To the sender, and never shows the host address', async () => {
    const e = await event({ title: 'Parking Cup' });
    const sender = { name: 'Priya  Player', email: 'Priya@Example.test', message };
    const res = await send(e.id, sender);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', data: null });
    expect(res.body).not.toContain(hostEmail);
    expect(JSON.stringify(res.headers)).not.toContain(hostEmail);

    const mail = await ctx.mail.waitFor(hostEmail, 'Parking Cup');
    // The visitor's and the host's words are quoted (issue 24).
    expect(mail.subject).toBe('Message about “Parking Cup” from “Priya Player”');
    expect(mail.replyTo).toEqual(['priya@example.test']);
    expect(mail.text).toContain('Hi Olive Host,');
    expect(mail.text).toContain(`> ${message}`);
    expect(mail.text).toContain(`http://matchday.test/events/event-details/${e.id}`);
    // The brand layout, with a reply button.
    expect(mail.html).toContain('background:#FF914D');
    expect(mail.html).toContain('href="mailto:priya@example.test?subject=Re%3A%20Message%20about');
    expect(mail.html).toContain('Is parking available');
    // The job row carries the message but not the host's address.
    const { rows } = await ctx.app.database.raw(
      "SELECT data::text AS data FROM pgboss.job WHERE name = 'mail' AND data->>'event_id' = $1",
      [e.id],
    );
    expect(rows).toHaveLength(1);
    expect((rows[0] as { data: string }).data).not.toContain(hostEmail);
  });

  it('works for a logged-in user too (public route), with the same answer', async () => {
    const e = await event({ title: 'Member Cup' });
    const player = await as(ctx.app, 'Participant');
    const res = await send(
      e.id,
      { name: 'Member', email: player.user.email, message },
      freshIp(),
      player.cookie,
    );
    expect(res.statusCode).toBe(200);
    const mail = await ctx.mail.waitFor(hostEmail, 'Member Cup');
    expect(mail.replyTo).toEqual([player.user.email.toLowerCase()]);
  });

  it('refuses invalid input with 400 and the field texts, sending nothing', async () => {
    const e = await event();
    const before = ctx.mail.count(hostEmail);
    const cases: Array<[object, Record<string, string>]> = [
      [
        {},
        { name: 'Name is required', email: 'Email is required', message: 'Message is required' },
      ],
      [
        { name: 'A', email: 'not-an-email', message: 'too short' },
        { email: 'Please enter a valid email address', message: EVENT_CONTACT_MSG.messageLength },
      ],
      [
        { name: 'A', email: 'a@b.co', message: 'x'.repeat(2001) },
        { message: EVENT_CONTACT_MSG.messageLength },
      ],
      [
        { name: 'A', email: 'a@b.co', message: `   ${'short'}      ` },
        { message: EVENT_CONTACT_MSG.messageLength },
      ],
    ];
    for (const [payload, fields] of cases) {
      const res = await send(e.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields).toMatchObject(fields);
    }
    await settleJobs(ctx.app);
    expect(ctx.mail.count(hostEmail)).toBe(before);
  });

  it('is not found for a draft or an unknown event', async () => {
    const draft = await event({ status: 'draft' });
    for (const id of [draft.id, 'b'.repeat(24)]) {
      const res = await send(id, { name: 'A', email: 'a@b.co', message });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(hostEmail);
    }
  });

  it('answers a filled honeypot like a real message but sends nothing', async () => {
    const e = await event({ title: 'Honeypot Cup' });
    const res = await send(e.id, {
      name: 'Bot',
      email: 'bot@spam.test',
      message,
      website: 'http://spam.test',
    });
    expect(res.statusCode).toBe(200);
    await settleJobs(ctx.app);
    expect(ctx.mail.received.some((m) => m.subject.includes('Honeypot Cup'))).toBe(false);
  });

  it('limits one sender address to 10 messages an hour (429 with Retry-After)', async () => {
    const ip = freshIp();
    const payload = { name: 'A', email: 'a@b.co', message };
    // Spread over events, so only the per-address limit can stop it.
    for (let i = 0; i < 10; i++) {
      const e = await event();
      expect((await send(e.id, payload, ip)).statusCode).toBe(200);
    }
    const e = await event();
    const res = await send(e.id, payload, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('Too many messages. Please try again in 60 minutes.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    // Another sender still gets through to the same event.
    expect((await send(e.id, payload)).statusCode).toBe(200);
  });

  it('limits one event to 30 messages an hour from any number of addresses', async () => {
    const e = await event();
    const payload = { name: 'A', email: 'a@b.co', message };
    for (let i = 0; i < 30; i++) expect((await send(e.id, payload)).statusCode).toBe(200);
    const res = await send(e.id, payload);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/^Too many messages\. Please try again in \d+ minutes?\.$/);
    // Another event of the same host is not affected; the hour passing lifts the limit.
    expect((await send((await event()).id, payload)).statusCode).toBe(200);
    ctx.clock.advance(61 * 60_000);
    try {
      expect((await send(e.id, payload)).statusCode).toBe(200);
    } finally {
      ctx.clock.reset();
    }
    await settleJobs(ctx.app, 30_000);
  }, 60_000);
});
