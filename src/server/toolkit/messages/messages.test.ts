import { and, count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  dependants,
  messageRecipients,
  messages,
  participations,
  users,
  type User,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { formatIndiaClock } from '../../../shared/date-format';
import { makeCategory, makeEvent, makeSport, makeUser } from '../../seed/factories';
import { settleJobs } from '../../test/jobs';
import { apiCaller, as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';
import { sendBatch, sendMessage } from './send';

// Issue 27, messages: a host writes to the participants of an event (filtered by category and
// payment), an admin to every host. One mail per address, through the queue, at most 3 per event
// (or to all hosts) in 24 hours, and each recipient's mail exactly once across a crash.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
const db = () => ctx.app.db;

const SUBJECT = 'Weigh-in moved to 8 AM';
const BODY = 'Dear players,\nWeigh-in is now at 8 AM in Hall B.\n\nBring your <ID card> & shoes.';

/**
 * Host A's event with two categories and these registrations (one per account and category):
 * `paidBoth` paid in U14 and awaiting payment in Open; `pending` awaiting payment in U14;
 * `openPaid` paid in Open; `parent` paid for two dependants in U14; `gone` cancelled in U14.
 */
async function eventWithRegistrations() {
  const host = await as(ctx.app, 'Host', { organisation_name: 'Pune Judo Club' });
  const sportId = (await makeSport(db())).id;
  const u14 = await makeCategory(db(), { sports_id: sportId, name: 'Under 14' });
  const open = await makeCategory(db(), { sports_id: sportId, name: 'Open' });
  const event = await makeEvent(db(), {
    host_id: host.user.id,
    sports_id: sportId,
    title: 'Pune Open 2026',
    prices: [
      { category_id: u14.id, price: 300 },
      { category_id: open.id, price: 500 },
    ],
  });
  const person = (name: string) => makeUser(db(), { role: 'Participant', name });
  const reg = (
    who: User,
    categoryId: string,
    status: 'captured' | 'created' | 'failed' | 'cancelled',
    dependantId?: string,
  ) =>
    db()
      .insert(participations)
      .values({
        event_id: event.id,
        category_id: categoryId,
        participant_id: who.id,
        dependant_id: dependantId ?? null,
        amount_minor: 30_000,
        payment_status: status,
        ...(status === 'captured' && { captured_at: new Date() }),
        ...(status === 'cancelled' && { cancelled_at: new Date() }),
      });
  const paidBoth = await person('Asha Paid');
  const pending = await person('Ravi Pending');
  const openPaid = await person('Meera Open');
  const parent = await person('Sunil Parent');
  const gone = await person('Kiran Cancelled');
  await reg(paidBoth, u14.id, 'captured');
  await reg(paidBoth, open.id, 'created');
  await reg(pending, u14.id, 'failed');
  await reg(openPaid, open.id, 'captured');
  for (const name of ['Aarav', 'Diya']) {
    const [kid] = await db()
      .insert(dependants)
      .values({
        user_id: parent.id,
        name,
        date_of_birth: '2014-03-01',
        gender: 'male',
        guardian_confirmed_at: new Date(),
      })
      .returning();
    await reg(parent, u14.id, 'captured', kid!.id);
  }
  await reg(gone, u14.id, 'cancelled');
  return { host, event, u14, open, people: { paidBoth, pending, openPaid, parent, gone } };
}

type Fixture = Awaited<ReturnType<typeof eventWithRegistrations>>;
const send = (f: Fixture, body: object, who: { cookie: string } = f.host) =>
  call(who, 'POST', `/events/${f.event.id}/messages`, body);
const written = async (eventId: string) => {
  const [m] = await db()
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.event_id, eventId));
  const [r] = await db()
    .select({ n: count() })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.message_id))
    .where(eq(messages.event_id, eventId));
  return { messages: m!.n, recipients: r!.n };
};

describe('messages to participants', () => {
  it('a dry run counts exactly the filtered account holders, one per address, and writes nothing', async () => {
    const f = await eventWithRegistrations();
    const reach = async (filter: object) => {
      const res = await send(f, { dry_run: true, filter });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.job_id).toBeUndefined();
      return res.json().data.recipients as number;
    };
    expect(await reach({})).toBe(4); // paidBoth, pending, openPaid, parent (once)
    expect(await reach({ payment_status: 'paid' })).toBe(3);
    expect(await reach({ payment_status: 'pending' })).toBe(2); // paidBoth's Open, pending's U14
    expect(await reach({ category_id: f.u14.id })).toBe(3);
    expect(await reach({ category_id: f.u14.id, payment_status: 'paid' })).toBe(2);
    expect(await reach({ category_id: f.open.id, payment_status: 'paid' })).toBe(1);
    expect(await written(f.event.id)).toEqual({ messages: 0, recipients: 0 });
  });

  it('sends one mail per address to the filtered recipients, with the host as reply-to', async () => {
    const f = await eventWithRegistrations();
    const res = await send(f, {
      subject: `  ${SUBJECT}  `,
      body: BODY,
      filter: { category_id: f.u14.id, payment_status: 'paid' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { job_id, recipients } = res.json().data;
    expect(recipients).toBe(2);
    await settleJobs(ctx.app);

    const { paidBoth, parent, pending, openPaid, gone } = f.people;
    expect(ctx.mail.count(paidBoth.email)).toBe(1);
    expect(ctx.mail.count(parent.email)).toBe(1); // two dependants, one mail
    for (const left of [pending, openPaid, gone]) expect(ctx.mail.count(left.email)).toBe(0);

    const mail = await ctx.mail.waitFor(parent.email, SUBJECT);
    expect(mail.subject).toBe(`Message from the organiser: “${SUBJECT}”`);
    expect(mail.replyTo).toEqual([f.host.user.email.toLowerCase()]);
    expect(mail.text).toContain('“Pune Judo Club” via Matchday wrote to the participants of');
    // Line breaks and paragraphs kept; the host's markup is text, never HTML.
    expect(mail.text).toContain('Dear players,\nWeigh-in is now at 8 AM in Hall B.');
    expect(mail.html).toContain('Dear players,<br>Weigh-in is now at 8 AM in Hall B.</p>');
    expect(mail.html).toContain('Bring your &#60;ID card&#62; &#38; shoes.');
    expect(mail.html).not.toContain('<ID card>');
    for (const part of [mail.text, mail.html])
      expect(part).toContain(
        'You get this because you registered for “Pune Open 2026” on Matchday',
      );

    const progress = await call(f.host, 'GET', `/jobs/${job_id}`);
    expect(progress.statusCode).toBe(200);
    expect(progress.json().data).toMatchObject({
      id: job_id,
      kind: 'message',
      status: 'sent',
      total: 2,
      done: 2,
      finished_at: expect.any(String),
    });
    const list = await call(f.host, 'GET', `/events/${f.event.id}/messages`);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: job_id,
        subject: SUBJECT,
        total: 2,
        sent: 2,
        status: 'sent',
        filter: { category_id: f.u14.id, payment_status: 'paid' },
      }),
    ]);
  });

  it('refuses the 4th message in 24 hours with the time of the next, writing nothing', async () => {
    const f = await eventWithRegistrations();
    const firsts: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const res = await send(f, { subject: `Update ${i}`, body: BODY });
      expect(res.statusCode, res.body).toBe(201);
      firsts.push(res.json().data.job_id);
    }
    const before = await written(f.event.id);
    const res = await send(f, { subject: 'Update 4', body: BODY });
    expect(res.statusCode).toBe(429);
    const [first] = await db().select().from(messages).where(eq(messages.id, firsts[0]!));
    const next = new Date(Math.ceil((first!.created_at.getTime() + 86_400_000) / 60_000) * 60_000);
    expect(res.json().error).toBe(
      `You can send up to 3 messages per event in 24 hours. You can send the next one after ${formatIndiaClock(next)} tomorrow.`,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(await written(f.event.id)).toEqual(before);
    // A dry run still counts, and another event has its own three.
    expect((await send(f, { dry_run: true })).statusCode).toBe(200);
  });

  it('lets the next one through once the oldest is 24 hours old (a rolling window)', async () => {
    const f = await eventWithRegistrations();
    for (let i = 1; i <= 3; i++)
      expect((await send(f, { subject: `Update ${i}`, body: BODY })).statusCode).toBe(201);
    // The first message was written a day and a minute ago.
    const [oldest] = await db()
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.event_id, f.event.id))
      .orderBy(messages.created_at)
      .limit(1);
    await db()
      .update(messages)
      .set({ created_at: new Date(Date.now() - 86_460_000) })
      .where(eq(messages.id, oldest!.id));
    expect((await send(f, { subject: 'Update 4', body: BODY })).statusCode).toBe(201);
    expect((await send(f, { subject: 'Update 5', body: BODY })).statusCode).toBe(429);
  });

  it('checks the subject, the text, the category and that someone matches', async () => {
    const f = await eventWithRegistrations();
    const short = await send(f, { subject: ' Hi ', body: 'Too short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({
      subject: 'Subject must be at least 3 characters',
      body: 'Message must be at least 10 characters',
    });
    const other = await makeCategory(db(), { sports_id: f.event.sports_id });
    const bad = await send(f, { subject: SUBJECT, body: BODY, filter: { category_id: other.id } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'filter.category_id': 'This category is not part of the event',
    });
    const badDry = await send(f, { dry_run: true, filter: { category_id: other.id } });
    expect(badDry.statusCode).toBe(400);
    // Nobody awaiting payment in Open besides paidBoth; nobody at all in an empty event.
    const empty = await makeEvent(db(), {
      host_id: f.host.user.id,
      sports_id: f.event.sports_id,
      prices: [{ category_id: f.u14.id, price: 300 }],
    });
    const nobody = await call(f.host, 'POST', `/events/${empty.id}/messages`, {
      subject: SUBJECT,
      body: BODY,
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().error).toBe('Nobody matches these filters');
    expect(await written(f.event.id)).toEqual({ messages: 0, recipients: 0 });
    expect(await written(empty.id)).toEqual({ messages: 0, recipients: 0 });
  });

  it("refuses another host and participants; an admin may send and read the host's progress", async () => {
    const f = await eventWithRegistrations();
    const hostB = await as(ctx.app, 'Host');
    const participant = await as(ctx.app, 'Participant');
    const admin = await as(ctx.app, 'Admin');
    const body = { subject: SUBJECT, body: BODY };
    expect((await send(f, body, hostB)).statusCode).toBe(403);
    expect((await send(f, { dry_run: true }, hostB)).statusCode).toBe(403);
    expect((await send(f, body, participant)).statusCode).toBe(403);
    expect((await call(hostB, 'GET', `/events/${f.event.id}/messages`)).statusCode).toBe(403);
    expect(await written(f.event.id)).toEqual({ messages: 0, recipients: 0 });

    const sent = await send(f, body, admin);
    expect(sent.statusCode).toBe(201);
    const job = sent.json().data.job_id;
    expect((await call(f.host, 'GET', `/jobs/${job}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/jobs/${job}`)).statusCode).toBe(200);
    expect((await call(hostB, 'GET', `/jobs/${job}`)).statusCode).toBe(403);
    expect((await call(participant, 'GET', `/jobs/${job}`)).statusCode).toBe(403);
    expect((await call(f.host, 'GET', `/jobs/${'0'.repeat(24)}`)).statusCode).toBe(404);
    expect(
      (await call(f.host, 'POST', `/events/${'0'.repeat(24)}/messages`, body)).statusCode,
    ).toBe(404);
  });
});

describe('an admin writes to all hosts', () => {
  it('reaches every host not suspended, once, and is limited to 3 in 24 hours', async () => {
    const admin = await as(ctx.app, 'Admin');
    const active = await as(ctx.app, 'Host');
    const suspended = await as(ctx.app, 'Host', { suspended_at: new Date() });
    const [hosts] = await db()
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'Host')));
    const dry = await call(admin, 'POST', '/admin/messages', { dry_run: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json().data.recipients).toBe(hosts!.n - 1);
    expect((await call(active, 'POST', '/admin/messages', { dry_run: true })).statusCode).toBe(403);

    const res = await call(admin, 'POST', '/admin/messages', {
      subject: 'New payout rules',
      body: 'Payouts now arrive within 7 days of your event.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.recipients).toBe(hosts!.n - 1);
    await settleJobs(ctx.app);
    const mail = await ctx.mail.waitFor(active.user.email, 'New payout rules');
    expect(mail.subject).toBe('Matchday to hosts: “New payout rules”');
    expect(mail.text).toContain('You get this because you host events on Matchday');
    expect(ctx.mail.count(active.user.email)).toBe(1);
    expect(ctx.mail.count(suspended.user.email)).toBe(0);
    const progress = await call(admin, 'GET', `/jobs/${res.json().data.job_id}`);
    expect(progress.json().data).toMatchObject({ status: 'sent', done: hosts!.n - 1 });
    // Not a host's to read.
    expect((await call(active, 'GET', `/jobs/${res.json().data.job_id}`)).statusCode).toBe(403);

    for (const i of [2, 3])
      expect(
        (
          await call(admin, 'POST', '/admin/messages', {
            subject: `Note ${i}`,
            body: 'A short note to every host.',
          })
        ).statusCode,
      ).toBe(201);
    const fourth = await call(admin, 'POST', '/admin/messages', {
      subject: 'Note 4',
      body: 'A short note to every host.',
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toMatch(
      /^You can send up to 3 messages to all hosts in 24 hours\. You can send the next one after \d\d:\d\d( tomorrow)?\.$/,
    );
  });
});

describe('sending survives a crash', () => {
  /** A message of `n` recipients written as the API would, its job not queued (run by hand). */
  async function bigMessage(n: number) {
    const f = await eventWithRegistrations();
    const [m] = await db()
      .insert(messages)
      .values({
        audience: 'participants',
        event_id: f.event.id,
        sender_id: f.host.user.id,
        subject: 'Crash test',
        body: 'Every one of you gets this exactly once.',
        total: n,
      })
      .returning();
    const emails = Array.from({ length: n }, (_, i) => `crash-${m!.id}-${i}@example.test`);
    await db()
      .insert(messageRecipients)
      .values(emails.map((email, i) => ({ message_id: m!.id, email, name: `Player ${i}` })));
    return { id: m!.id, emails };
  }

  /** The app's deps, but the worker "dies" at its `after`-th queued mail (inside the batch). */
  function dyingAfter(after: number): Deps {
    const deps = ctx.app.deps;
    let mails = 0;
    return {
      ...deps,
      jobs: {
        ...deps.jobs,
        send: (async (tx, name, data, options) => {
          if (name === 'mail' && ++mails > after) throw new Error('SIGKILL');
          return deps.jobs.send(tx, name, data, options);
        }) as Deps['jobs']['send'],
      },
    };
  }

  const state = async (id: string) => {
    const [m] = await db().select().from(messages).where(eq(messages.id, id));
    const [marked] = await db()
      .select({ n: count() })
      .from(messageRecipients)
      .where(and(eq(messageRecipients.message_id, id), isNotNull(messageRecipients.sent_at)));
    return { sent: m!.sent, status: m!.status, marked: marked!.n };
  };

  it('a batch that dies mid-way rolls back whole; the rerun (twice at once) mails everyone exactly once', async () => {
    const { id, emails } = await bigMessage(120);
    expect(await sendBatch(ctx.app.deps, id, 50)).toBe(50);
    // Killed after 60 mails were queued: 50 committed, 10 of the second batch with it.
    await expect(sendMessage(dyingAfter(10), id, 50)).rejects.toThrow('SIGKILL');
    expect(await state(id)).toEqual({ sent: 50, status: 'sending', marked: 50 });

    // The retry, and a second worker that picked the same job up (a lease ran out) at once.
    await Promise.all([sendMessage(ctx.app.deps, id, 7), sendMessage(ctx.app.deps, id, 7)]);
    expect(await state(id)).toEqual({ sent: 120, status: 'sent', marked: 120 });
    // And once more, long after: nothing left to do.
    await sendMessage(ctx.app.deps, id);
    await settleJobs(ctx.app);
    await ctx.mail.waitFor(emails.at(-1)!, 'Crash test');
    expect(emails.map((e) => ctx.mail.count(e))).toEqual(emails.map(() => 1));
    expect(await state(id)).toEqual({ sent: 120, status: 'sent', marked: 120 });
  });
});
