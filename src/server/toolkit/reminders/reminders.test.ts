import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  formatDateRange,
  formatDisplayDate,
  formatIndiaDateTime,
} from '../../../shared/date-format';
import type { ReminderKind } from '../../../shared/toolkit/reminders';
import {
  events,
  participations,
  remindersSent,
  users,
  waitlistEntries,
  type CategoryRow,
  type EventRow,
  type User,
} from '../../platform/db/schema';
import { makeCategory, makeEvent, makeSport, venueDate } from '../../seed/factories';
import { settleJobs } from '../../test/jobs';
import { createSession } from '../../auth/sessions';
import { as, apiCaller } from '../../test/sessions';
import type { ReceivedMail } from '../../test/smtp-inbox';
import { useTestApp } from '../../test/test-app';
import { sendDueReminders } from './due';

// Issue 27: the automatic reminders, each sent once at its time (the clock is moved), only for
// events that want it, never for what was cancelled; and the host's switches for them.
const ctx = useTestApp();
const send = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

/**
 * A request as `who`, signed in afresh at the (moved) clock: a session left idle for the 24 hours
 * a test jumps over has ended.
 */
async function call(
  who: Actor | null,
  ...rest: Parameters<typeof send> extends [unknown, ...infer R] ? R : never
) {
  if (!who) return send(null, ...rest);
  const { token } = await createSession(ctx.app.db, who.user.id, ctx.clock.now());
  return send({ cookie: `session=${token}` }, ...rest);
}

const HOUR = 3_600_000;
const WHY = 'the organiser can turn these reminders off.';
let host: Actor, otherHost: Actor, admin: Actor;
let sportId: string;
let category: CategoryRow;

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  otherHost = await as(ctx.app, 'Host');
  admin = await as(ctx.app, 'Admin');
  sportId = (await makeSport(ctx.app.db)).id;
  category = await makeCategory(ctx.app.db, { sports_id: sportId });
});
beforeEach(() => ctx.clock.reset());

/** An event of the host's, open for registration, one category at ₹500; dates may be given. */
function makeOpenEvent(over: Partial<typeof events.$inferInsert> = {}): Promise<EventRow> {
  return makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    now: ctx.clock.now(),
    prices: [{ category_id: category.id, price: 500 }],
    event_start_time: '09:00',
    event_end_time: '18:00',
    ...over,
  });
}

/** An event starting in three days (09:00 IST), registration open until tomorrow 18:00. */
const soonEvent = () => {
  const d = (n: number) => venueDate(ctx.clock.now(), n);
  return makeOpenEvent({
    registration_start_date: d(-5),
    registration_end_date: d(1),
    start_date: d(3),
    end_date: d(3),
  });
};

/** A pending registration of a fresh participant, made now (the moved clock). */
async function pendingRegistration(event: EventRow) {
  const who = await as(ctx.app, 'Participant');
  const res = await call(who, 'POST', '/event/participate', {
    event_id: event.id,
    category_id: category.id,
  });
  expect(res.statusCode).toBe(201);
  const data = res.json().data as { participation: { id: string }; order_id: string };
  return { who, id: data.participation.id, orderId: data.order_id };
}

async function paidRegistration(event: EventRow) {
  const r = await pendingRegistration(event);
  const done = await call(r.who, 'POST', '/payments/test/complete', {
    order_id: r.orderId,
    outcome: 'paid',
  });
  expect(done.statusCode).toBe(200);
  expect((await call(r.who, 'POST', '/payments/verify', done.json().data)).statusCode).toBe(200);
  return r;
}

/** Moves the clock to `at`. */
function moveTo(at: Date) {
  ctx.clock.advance(at.getTime() - ctx.clock.now().getTime());
}

/** The job's work, then every mail it queued delivered. */
async function runReminders() {
  await sendDueReminders(ctx.app.deps);
  await settleJobs(ctx.app);
}

/** The reminders of this kind marked sent for a subject (0 or 1). */
async function sentFor(kind: ReminderKind, subjectId: string) {
  const rows = await ctx.app.db
    .select()
    .from(remindersSent)
    .where(and(eq(remindersSent.kind, kind), eq(remindersSent.subject_id, subjectId)));
  return rows.length;
}

const mailsTo = (who: Actor, subject: string): ReceivedMail[] =>
  ctx.mail.received.filter(
    (m) => m.to.includes(who.user.email.toLowerCase()) && m.subject.includes(subject),
  );

/** Both parts carry the why-line and every one of `texts`. */
function expectInBothParts(mail: ReceivedMail, ...texts: string[]) {
  for (const part of [mail.text, mail.html]) {
    expect(part).toContain(WHY);
    for (const t of texts) expect(part).toContain(t);
  }
}

const setReminders = (event: EventRow, over: Partial<Record<ReminderKind, boolean>>) =>
  call(host, 'PUT', `/events/${event.id}/reminders`, {
    payment_pending: true,
    before_event: true,
    waitlist_expiring: true,
    closing_soon: true,
    ...over,
  });

describe('payment still pending after 24 hours', () => {
  it('is sent once, after 24 hours and not before, with the link that resumes the payment', async () => {
    const event = await makeOpenEvent();
    const r = await pendingRegistration(event);
    const subject = 'Your registration is not paid yet';

    ctx.clock.advance(23 * HOUR);
    await runReminders();
    expect(await sentFor('payment_pending', r.id)).toBe(0);
    expect(mailsTo(r.who, subject)).toHaveLength(0);

    ctx.clock.advance(2 * HOUR);
    await runReminders();
    expect(await sentFor('payment_pending', r.id)).toBe(1);
    const mail = await ctx.mail.waitFor(r.who.user.email, subject);
    const resume = `http://matchday.test/app/events/event-details/${event.id}/participate?category=${category.id}`;
    expectInBothParts(
      mail,
      resume,
      'because you started a registration for “Event',
      formatDisplayDate(event.start_date),
      '9:00 AM – 6:00 PM IST',
    );
    expect(mail.text).toContain(`Complete payment: ${resume}`);

    // A later run sends nothing more.
    ctx.clock.advance(3 * HOUR);
    await runReminders();
    expect(await sentFor('payment_pending', r.id)).toBe(1);
    expect(mailsTo(r.who, subject)).toHaveLength(1);
  });

  it('is not sent for a paid registration, a cancelled one, or one of a cancelled event', async () => {
    const event = await makeOpenEvent();
    const paid = await paidRegistration(event);
    const cancelled = await pendingRegistration(event);
    await ctx.app.db
      .update(participations)
      .set({ payment_status: 'cancelled', cancelled_at: ctx.clock.now() })
      .where(eq(participations.id, cancelled.id));
    const called = await makeOpenEvent();
    const ofCalledOff = await pendingRegistration(called);
    await ctx.app.db
      .update(events)
      .set({ cancelled_at: ctx.clock.now(), cancel_reason: 'Rain' })
      .where(eq(events.id, called.id));
    // One still due in the same event: the run did look.
    const due = await pendingRegistration(event);

    ctx.clock.advance(25 * HOUR);
    await runReminders();
    expect(await sentFor('payment_pending', due.id)).toBe(1);
    for (const r of [paid, cancelled, ofCalledOff]) {
      expect(await sentFor('payment_pending', r.id)).toBe(0);
      expect(mailsTo(r.who, 'not paid yet')).toHaveLength(0);
    }
  });

  it('is not sent when the host turned it off', async () => {
    const event = await makeOpenEvent();
    expect((await setReminders(event, { payment_pending: false })).statusCode).toBe(200);
    const r = await pendingRegistration(event);
    ctx.clock.advance(25 * HOUR);
    await runReminders();
    expect(await sentFor('payment_pending', r.id)).toBe(0);
    expect(mailsTo(r.who, 'not paid yet')).toHaveLength(0);

    // Turned on again, it goes out at the next run.
    expect((await setReminders(event, {})).statusCode).toBe(200);
    await runReminders();
    expect(await sentFor('payment_pending', r.id)).toBe(1);
  });

  it('goes out once when two runs find it at the same moment', async () => {
    const event = await makeOpenEvent();
    const r = await pendingRegistration(event);
    ctx.clock.advance(25 * HOUR);
    await Promise.all([
      sendDueReminders(ctx.app.deps),
      sendDueReminders(ctx.app.deps),
      sendDueReminders(ctx.app.deps),
    ]);
    await settleJobs(ctx.app);
    expect(await sentFor('payment_pending', r.id)).toBe(1);
    const { rows } = await ctx.app.database.raw(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND data->>'participation_id' = $1`,
      [r.id],
    );
    expect((rows[0] as { n: number }).n).toBe(1);
    expect(mailsTo(r.who, 'not paid yet')).toHaveLength(1);
  });
});

describe('two days before the event', () => {
  it('goes once to each confirmed registration made before the mark, with the ticket and the map', async () => {
    const event = await soonEvent();
    const paid = await paidRegistration(event);
    const pending = await pendingRegistration(event);
    const mark = event.starts_at.getTime() - 48 * HOUR;
    const subject = 'See you in two days';

    moveTo(new Date(mark - 60_000));
    await runReminders();
    expect(await sentFor('before_event', paid.id)).toBe(0);

    moveTo(new Date(mark + HOUR));
    // Registered after the mark: its confirmation has just said it all.
    const late = await paidRegistration(event);
    await runReminders();
    expect(await sentFor('before_event', paid.id)).toBe(1);
    expect(await sentFor('before_event', pending.id)).toBe(0);
    expect(await sentFor('before_event', late.id)).toBe(0);
    const mail = await ctx.mail.waitFor(paid.who.user.email, subject);
    expectInBothParts(
      mail,
      `http://matchday.test/app/paymentSuccess?participation=${paid.id}`,
      'because you registered for “Event',
      `${formatDisplayDate(event.start_date)}, 9:00 AM – 6:00 PM IST`,
    );
    const map = 'https://www.google.com/maps/search/?api=1&query=City%20Stadium';
    expect(mail.text).toContain(map);
    expect(mail.html).toContain(map.replace('&', '&#38;'));

    moveTo(new Date(mark + 2 * HOUR));
    await runReminders();
    expect(mailsTo(paid.who, subject)).toHaveLength(1);
    expect(mailsTo(late.who, subject)).toHaveLength(0);
  });

  it('is not sent for a cancelled event or registration, nor when turned off', async () => {
    const off = await soonEvent();
    expect((await setReminders(off, { before_event: false })).statusCode).toBe(200);
    const ofOff = await paidRegistration(off);
    const called = await soonEvent();
    const ofCalledOff = await paidRegistration(called);
    await ctx.app.db
      .update(events)
      .set({ cancelled_at: ctx.clock.now(), cancel_reason: 'Rain' })
      .where(eq(events.id, called.id));
    const kept = await soonEvent();
    const withdrawn = await paidRegistration(kept);
    await ctx.app.db
      .update(participations)
      .set({ payment_status: 'cancelled', cancelled_at: ctx.clock.now() })
      .where(eq(participations.id, withdrawn.id));
    const due = await paidRegistration(kept);

    moveTo(new Date(kept.starts_at.getTime() - 47 * HOUR));
    await runReminders();
    expect(await sentFor('before_event', due.id)).toBe(1);
    for (const r of [ofOff, ofCalledOff, withdrawn])
      expect(await sentFor('before_event', r.id)).toBe(0);
  });
});

describe('a waitlist offer running out', () => {
  async function offer(event: EventRow, hours: number) {
    const who = await as(ctx.app, 'Participant');
    const now = ctx.clock.now();
    const [entry] = await ctx.app.db
      .insert(waitlistEntries)
      .values({
        event_id: event.id,
        category_id: category.id,
        participant_id: who.user.id,
        status: 'offered',
        offered_at: now,
        offer_expires_at: new Date(now.getTime() + hours * HOUR),
      })
      .returning();
    return { who, entry: entry! };
  }

  it('is sent once, 3 hours before the offer ends, saying until when and where to accept', async () => {
    const event = await makeOpenEvent();
    const { who, entry } = await offer(event, 24);
    const short = await offer(event, 2);
    const answered = await offer(event, 24);
    await ctx.app.db
      .update(waitlistEntries)
      .set({ status: 'left' })
      .where(eq(waitlistEntries.id, answered.entry.id));

    moveTo(new Date(entry.offer_expires_at!.getTime() - 3 * HOUR - 60_000));
    await runReminders();
    expect(await sentFor('waitlist_expiring', entry.id)).toBe(0);

    moveTo(new Date(entry.offer_expires_at!.getTime() - 3 * HOUR + 60_000));
    await runReminders();
    expect(await sentFor('waitlist_expiring', entry.id)).toBe(1);
    const mail = await ctx.mail.waitFor(who.user.email, 'Your place is held until');
    // Held until the offer's end, India time (05:30 ahead of UTC).
    const end = new Date(entry.offer_expires_at!.getTime() + 5.5 * HOUR);
    const hours = end.getUTCHours();
    const clock = `${hours % 12 || 12}:${String(end.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
    expectInBothParts(
      mail,
      `Your place is held until ${clock} IST`,
      'http://matchday.test/app/dashboard',
      'because you joined the waitlist for “Event',
    );
    // A 2-hour offer's own mail is its reminder; an answered offer gets none.
    expect(await sentFor('waitlist_expiring', short.entry.id)).toBe(0);
    expect(await sentFor('waitlist_expiring', answered.entry.id)).toBe(0);

    await runReminders();
    expect(mailsTo(who, 'Your place is held until')).toHaveLength(1);
  });
});

describe('registration closing tomorrow', () => {
  it('goes once to those who started but did not pay, 24 hours before registration closes', async () => {
    const d = (n: number) => venueDate(ctx.clock.now(), n);
    const event = await makeOpenEvent({
      registration_start_date: d(-5),
      registration_end_date: d(2),
      start_date: d(6),
      end_date: d(6),
    });
    // The payment reminder would come first and say the same; here only this one is on.
    expect((await setReminders(event, { payment_pending: false })).statusCode).toBe(200);
    const started = await pendingRegistration(event);
    const paid = await paidRegistration(event);
    const closes = event.registration_closes_at.getTime();
    const subject = 'Registration closes tomorrow';

    moveTo(new Date(closes - 24 * HOUR - 60_000));
    await runReminders();
    expect(await sentFor('closing_soon', started.id)).toBe(0);

    moveTo(new Date(closes - 23 * HOUR));
    // Started a moment ago: still paying, not reminded yet.
    const fresh = await pendingRegistration(event);
    await runReminders();
    expect(await sentFor('closing_soon', started.id)).toBe(1);
    expect(await sentFor('closing_soon', paid.id)).toBe(0);
    expect(await sentFor('closing_soon', fresh.id)).toBe(0);
    const mail = await ctx.mail.waitFor(started.who.user.email, subject);
    expectInBothParts(
      mail,
      `closes at 6:00 PM IST tomorrow (${formatDisplayDate(event.registration_end_date)})`,
      `/app/events/event-details/${event.id}/participate?category=${category.id}`,
      'because you started a registration for “Event',
    );

    moveTo(new Date(closes - 21 * HOUR));
    await runReminders();
    expect(await sentFor('closing_soon', fresh.id)).toBe(1);
    expect(mailsTo(started.who, subject)).toHaveLength(1);
  });

  it('is not sent beside a payment reminder that just went out', async () => {
    const d = (n: number) => venueDate(ctx.clock.now(), n);
    const event = await makeOpenEvent({
      registration_start_date: d(-5),
      registration_end_date: d(2),
      start_date: d(6),
      end_date: d(6),
    });
    const r = await pendingRegistration(event);
    moveTo(new Date(event.registration_closes_at.getTime() - 12 * HOUR));
    await runReminders();
    expect(await sentFor('payment_pending', r.id)).toBe(1);
    expect(await sentFor('closing_soon', r.id)).toBe(0);
    expect(mailsTo(r.who, 'Registration closes')).toHaveLength(0);
  });
});

describe('the host’s switches: GET and PUT /events/:id/reminders', () => {
  it('are all on until the host chooses, saved whole, with what went out', async () => {
    const event = await makeOpenEvent();
    const url = `/events/${event.id}/reminders`;
    const first = await call(host, 'GET', url);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      payment_pending: true,
      before_event: true,
      waitlist_expiring: true,
      closing_soon: true,
      sent: { payment_pending: 0, before_event: 0, waitlist_expiring: 0, closing_soon: 0 },
    });

    const r = await pendingRegistration(event);
    ctx.clock.advance(25 * HOUR);
    await runReminders();
    expect(await sentFor('payment_pending', r.id)).toBe(1);

    const put = await call(admin, 'PUT', url, {
      payment_pending: true,
      before_event: false,
      waitlist_expiring: true,
      closing_soon: false,
    });
    expect(put.statusCode).toBe(200);
    const saved = await call(host, 'GET', url);
    expect(saved.json().data).toEqual({
      payment_pending: true,
      before_event: false,
      waitlist_expiring: true,
      closing_soon: false,
      sent: { payment_pending: 1, before_event: 0, waitlist_expiring: 0, closing_soon: 0 },
    });
  });

  it('are the event’s host’s and admins’ alone', async () => {
    const event = await makeOpenEvent();
    const url = `/events/${event.id}/reminders`;
    const participant = await as(ctx.app, 'Participant');
    const body = {
      payment_pending: false,
      before_event: false,
      waitlist_expiring: false,
      closing_soon: false,
    };
    for (const method of ['GET', 'PUT'] as const) {
      const payload = method === 'PUT' ? body : undefined;
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
      expect((await call(participant, method, url, payload)).statusCode).toBe(403);
      expect((await call(otherHost, method, url, payload)).statusCode).toBe(403);
    }
    // Nothing the refused ones sent was saved.
    expect((await call(host, 'GET', url)).json().data.payment_pending).toBe(true);
    expect((await call(admin, 'GET', url)).statusCode).toBe(200);
    expect((await call(admin, 'PUT', url, body)).statusCode).toBe(200);
    expect((await call(host, 'GET', url)).json().data.payment_pending).toBe(false);
    expect((await call(host, 'GET', `/events/${'0'.repeat(24)}/reminders`)).statusCode).toBe(404);
  });

  it('refuse a body without all four booleans (400), saving nothing', async () => {
    const event = await makeOpenEvent();
    const url = `/events/${event.id}/reminders`;
    const all = { payment_pending: false, before_event: false, waitlist_expiring: false };
    for (const body of [
      all,
      { ...all, closing_soon: 'no' },
      { ...all, closing_soon: false, extra: true },
    ]) {
      const res = await call(host, 'PUT', url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toBeTruthy();
    }
    expect((await call(host, 'GET', url)).json().data.payment_pending).toBe(true);
  });
});

describe("reminders in the reader's language (issue 29)", () => {
  const hindi = (who: Actor) =>
    ctx.app.db.update(users).set({ language: 'hi' }).where(eq(users.id, who.user.id));
  const HI_WHY = 'आयोजक ये रिमाइंडर बंद कर सकते हैं।';

  /** Hindi in both parts, <html lang="hi">, and none of the English frame's words. */
  function expectHindi(mail: ReceivedMail, ...texts: string[]) {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(HI_WHY);
      for (const t of texts) expect(part).toContain(t);
      // Our labels and words, not the data's ("Event …", "Category …" are names here).
      expect(part).not.toMatch(
        /(Event|Category|When|Venue)(:|<\/th>)|Hi |reminder|organiser|Complete|Show your|Accept the|Google Maps</,
      );
    }
    expect(mail.html).toContain('<html lang="hi">');
  }

  it('says the payment reminder in Hindi to a Hindi reader, in English to others', async () => {
    const event = await makeOpenEvent();
    const hi = await pendingRegistration(event);
    const en = await pendingRegistration(event);
    await hindi(hi.who);
    ctx.clock.advance(25 * HOUR);
    await runReminders();

    const mail = await ctx.mail.waitFor(hi.who.user.email, 'पेमेंट अभी बाकी है');
    expect(mail.subject).toBe(`आपके रजिस्ट्रेशन का पेमेंट अभी बाकी है: “${event.title}”`);
    const resume = `http://matchday.test/app/events/event-details/${event.id}/participate?category=${category.id}`;
    expectHindi(
      mail,
      `नमस्ते ${hi.who.user.name},`,
      `आपने “${event.title}” में “${category.name}” कैटेगरी में रजिस्ट्रेशन शुरू किया था`,
      ' IST पर बंद हो जाएगा। उसके बाद पेमेंट नहीं किया जा सकेगा।',
      `${formatDateRange(event.start_date, event.end_date, 'hi')}, 9:00 AM – 6:00 PM IST`,
      resume,
    );
    expect(mail.text).toContain(`कैटेगरी: ${category.name}`);
    expect(mail.text).toContain(`पेमेंट पूरा करें: ${resume}`);
    expect(mail.text).toContain('Google Maps में खोलें: https://www.google.com/maps/');

    const english = await ctx.mail.waitFor(en.who.user.email, 'Your registration is not paid yet');
    expectInBothParts(english, 'because you started a registration for “Event');
    expect(english.text).toContain(`Complete payment: ${resume}`);
    expect(english.html).toContain('<html lang="en">');
  });

  it('says the reminder two days before the event in Hindi, with the Hindi date', async () => {
    const event = await soonEvent();
    const paid = await paidRegistration(event);
    await hindi(paid.who);
    moveTo(new Date(event.starts_at.getTime() - 47 * HOUR));
    await runReminders();

    const mail = await ctx.mail.waitFor(paid.who.user.email, 'दो दिन बाद मिलते हैं');
    expect(mail.subject).toBe(`दो दिन बाद मिलते हैं: “${event.title}”`);
    const when = `${formatDisplayDate(event.start_date, 'hi')}, 9:00 AM – 6:00 PM IST`;
    expect(when).toMatch(/[\u0900-\u097F]/);
    expectHindi(
      mail,
      `“${event.title}” दो दिन बाद है: ${when}। आप “${category.name}” कैटेगरी में रजिस्टर्ड हैं।`,
      'अपने टिकट का QR कोड दिखाएँ',
      `http://matchday.test/app/paymentSuccess?participation=${paid.id}`,
    );
    expect(mail.text).toContain(`कब: ${when}`);
  });

  it('says registration closes tomorrow in Hindi', async () => {
    const d = (n: number) => venueDate(ctx.clock.now(), n);
    const event = await makeOpenEvent({
      registration_start_date: d(-5),
      registration_end_date: d(2),
      start_date: d(6),
      end_date: d(6),
    });
    expect((await setReminders(event, { payment_pending: false })).statusCode).toBe(200);
    const started = await pendingRegistration(event);
    await hindi(started.who);
    moveTo(new Date(event.registration_closes_at.getTime() - 23 * HOUR));
    await runReminders();

    const mail = await ctx.mail.waitFor(started.who.user.email, 'बंद हो रहा है');
    expect(mail.subject).toBe(`रजिस्ट्रेशन कल बंद हो रहा है: “${event.title}”`);
    expectHindi(
      mail,
      `“${event.title}” के लिए रजिस्ट्रेशन कल (${formatDisplayDate(event.registration_end_date, 'hi')}) 6:00 PM IST पर बंद हो जाएगा।`,
      'भाग लेने के लिए रजिस्ट्रेशन बंद होने से पहले पेमेंट पूरा करें।',
    );
    expect(mail.text).toContain('अपना रजिस्ट्रेशन पूरा करें: http://matchday.test/');
  });

  it('says the waitlist offer is ending in Hindi, until when in Hindi', async () => {
    const event = await makeOpenEvent();
    const who = await as(ctx.app, 'Participant');
    await hindi(who);
    const now = ctx.clock.now();
    const [entry] = await ctx.app.db
      .insert(waitlistEntries)
      .values({
        event_id: event.id,
        category_id: category.id,
        participant_id: who.user.id,
        status: 'offered',
        offered_at: now,
        offer_expires_at: new Date(now.getTime() + 24 * HOUR),
      })
      .returning();
    const ends = entry!.offer_expires_at!;
    moveTo(new Date(ends.getTime() - 3 * HOUR + 60_000));
    await runReminders();

    const mail = await ctx.mail.waitFor(who.user.email, 'आपकी जगह');
    expect(mail.subject).toMatch(/^आपकी जगह (आज|कल) \d{1,2}:\d{2} (AM|PM) तक रखी गई है: “Event/);
    expectHindi(
      mail,
      `“${event.title}” की “${category.name}” कैटेगरी में आपको एक जगह ऑफ़र की गई थी`,
      'http://matchday.test/app/dashboard',
    );
    expect(mail.text).toContain(`ऑफ़र की समय-सीमा: ${formatIndiaDateTime(ends, 'hi')} IST`);
    expect(mail.text).toContain('जगह स्वीकार करें: http://matchday.test/app/dashboard');
  });
});
