import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DrawView } from '../../../shared/competition/schemas';
import { formatDateRange, formatDisplayDate } from '../../../shared/date-format';
import { fillTemplate } from '../../../shared/whatsapp/templates';
import {
  participations,
  whatsappMessages,
  type CategoryRow,
  type EventRow,
  type NewUser,
  type User,
} from '../db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { settleCategory } from '../../registration/waitlist/service';
import { startEventOn } from '../../test/event-day';
import { makeTeam } from '../../test/teams';
import { settleJobs } from '../../test/jobs';
import { registerAndPay } from '../../test/registrations';
import { apiCaller, as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';
import { postPaymentWebhook } from '../../test/webhooks';
import { WHATSAPP_FILE_SUFFIX } from './outbox';
import { whatsappJob } from './queue';

// Issue 29 without WhatsApp keys: each cause (registration confirmed, an event changed or
// cancelled, a waitlist offer, certificates) gives a participant who opted in one message,
// through the queue, written beside the mail outbox; none for one who did not opt in.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

const run = promisify(execFile);
const HOLD_MS = 15 * 60_000;
let n = 0;
/** A participant who opted in, with a number typed the way people type it. */
const optedIn = (extra: Partial<NewUser> = {}): Partial<NewUser> => ({
  name: `Asha Kulkarni ${++n}`,
  phone_number: '098765 43210',
  whatsapp_opt_in_at: new Date(),
  ...extra,
});

const messagesOf = (userId: string) =>
  ctx.app.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.user_id, userId))
    .orderBy(whatsappMessages.id);
const byKey = (prefix: string) =>
  ctx.app.db
    .select()
    .from(whatsappMessages)
    .where(like(whatsappMessages.dedupe_key, `${prefix}%`));
const outbox = () => path.join(ctx.config.dataDir, 'outbox');
const filesOf = (id: string) =>
  fs.existsSync(outbox())
    ? fs.readdirSync(outbox()).filter((f) => f.endsWith(`-${id}${WHATSAPP_FILE_SUFFIX}`))
    : [];

let sportId: string;
let host: Actor;
beforeAll(async () => {
  sportId = (await makeSport(ctx.app.db)).id;
  host = await as(ctx.app, 'Host');
});

/** A published event of its own sport, with one paid category. */
async function paidEvent(title: string, capacity: number | null = null) {
  const sport = await makeSport(ctx.app.db);
  const category = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Open Singles' });
  const event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    title,
    venue_name: 'Kanteerava Stadium',
    event_start_time: '08:30',
    event_end_time: '17:00',
    prices: [{ category_id: category.id, price: 500, capacity }],
  });
  return { event, category };
}

describe('registration confirmed', () => {
  it('sends one message with the ticket link, written to the outbox, however often the payment is reported', async () => {
    const { event, category } = await paidEvent('Monsoon Smash 2027');
    const r = await registerAndPay(ctx.app, event, category, { user: optedIn() });
    await settleJobs(ctx.app);
    const [m, ...more] = await messagesOf(r.who.user.id);
    expect(more).toEqual([]);
    const ticket = `http://matchday.test/app/paymentSuccess?participation=${r.id}`;
    expect(m).toMatchObject({
      template: 'registration_confirmed',
      language: 'en',
      phone: '+919876543210',
      status: 'written',
      dedupe_key: `confirmed:${r.id}:${r.who.user.id}`,
    });
    expect(m!.params[0]).toBe(r.who.user.name);
    expect(m!.params[1]).toBe('“Monsoon Smash 2027”');
    expect(m!.params[3]).toContain('Kanteerava Stadium');
    expect(m!.params[4]).toBe(ticket);
    expect(m!.sent_at).not.toBeNull();

    // The file beside the mail: the request the Cloud API would get, `to` without its '+'.
    const [file, ...others] = filesOf(m!.id);
    expect(others).toEqual([]);
    const written = JSON.parse(fs.readFileSync(path.join(outbox(), file!), 'utf8'));
    expect(written.request).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'registration_confirmed',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: m!.params.map((text) => ({ type: 'text', text })) },
        ],
      },
      biz_opaque_callback_data: m!.id,
    });

    // The webhook reports the same payment after the checkout's verify: nothing new.
    const [p] = await ctx.app.db.select().from(participations).where(eq(participations.id, r.id));
    await postPaymentWebhook(ctx.app, {
      orderId: p!.order_id!,
      paymentId: p!.payment_id!,
      amountMinor: p!.amount_minor,
    });
    // The job runs again (a redelivery after a lost lease): the row is written, so nothing.
    await ctx.app.deps.jobs.send(ctx.app.db, 'whatsapp', { message_id: m!.id });
    await whatsappJob.run(ctx.app.deps, { message_id: m!.id }, { id: 'again' });
    await settleJobs(ctx.app);
    const after = await messagesOf(r.who.user.id);
    expect(after).toHaveLength(1);
    expect(after[0]!.sent_at).toEqual(m!.sent_at);
    expect(filesOf(m!.id)).toHaveLength(1);

    // `npm run outbox` shows it: to, template, and the text as the person reads it.
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/outbox.ts', '500'],
      { env: { ...process.env, DATA_DIR: ctx.config.dataDir } },
    );
    expect(stdout).toContain(`WhatsApp to +919876543210  (registration_confirmed)`);
    expect(stdout).toContain(fillTemplate('registration_confirmed', m!.params));
    expect(stdout).toContain(`Show your ticket at the check-in: ${ticket} See you on the field!`);
  });

  it('sends nothing to a participant who did not opt in, or whose number WhatsApp cannot reach', async () => {
    const { event, category } = await paidEvent('Quiet Open');
    const silent = await registerAndPay(ctx.app, event, category);
    const abroad = await registerAndPay(ctx.app, event, category, {
      user: optedIn({ phone_number: '+44 20 7946 0958' }),
    });
    await settleJobs(ctx.app);
    expect(await messagesOf(silent.who.user.id)).toEqual([]);
    expect(await messagesOf(abroad.who.user.id)).toEqual([]);
    expect(ctx.mail.count(silent.who.user.email)).toBeGreaterThan(0); // the mail still goes
  });

  it('confirms a free entry at once, a free team’s captain too', async () => {
    const free = await makeCategory(ctx.app.db, { sports_id: sportId, name: 'Fun Run' });
    const freePairs = await makeCategory(ctx.app.db, {
      sports_id: sportId,
      name: 'Fun Pairs',
      participants_in_team: 2,
    });
    const freeEvent = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sportId,
      prices: [
        { category_id: free.id, price: 0 },
        { category_id: freePairs.id, price: 0 },
      ],
    });
    const who = await as(ctx.app, 'Participant', optedIn());
    const res = await call(who, 'POST', '/event/participate', {
      event_id: freeEvent.id,
      category_id: free.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const captain = await as(ctx.app, 'Participant', optedIn({ age: 25, gender: 'male' }));
    const team = await call(captain, 'POST', '/teams', {
      event_id: freeEvent.id,
      category_id: freePairs.id,
      team_name: 'Free Spirits',
    });
    expect(team.statusCode, team.body).toBe(201);
    await settleJobs(ctx.app);
    const id = res.json().data.participation.id as string;
    const [m, ...more] = await messagesOf(who.user.id);
    expect(more).toEqual([]);
    expect(m).toMatchObject({
      template: 'registration_confirmed',
      status: 'written',
      dedupe_key: `confirmed:${id}:${who.user.id}`,
    });
    const [captains] = await messagesOf(captain.user.id);
    expect(captains).toMatchObject({ template: 'registration_confirmed', status: 'written' });
  });

  it('tells each member of a self-formed team the captain paid for, with their own ticket', async () => {
    const sport = await makeSport(ctx.app.db);
    const pairs = await makeCategory(ctx.app.db, { sports_id: sport.id, participants_in_team: 2 });
    const event = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      prices: [{ category_id: pairs.id, price: 900 }],
    });
    const captain = await as(ctx.app, 'Participant', optedIn({ age: 25, gender: 'male' }));
    const member = await as(ctx.app, 'Participant', optedIn({ age: 25, gender: 'male' }));
    const t = await makeTeam(ctx.app.db, {
      event,
      category: pairs,
      captain: captain.user,
      members: [member.user],
      payment: 'captain',
    });
    const checkout = await call(captain, 'POST', `/teams/${t.teamId}/checkout`);
    expect(checkout.statusCode, checkout.body).toBe(201);
    const signed = await call(captain, 'POST', '/payments/test/complete', {
      order_id: checkout.json().data.order_id,
      outcome: 'paid',
    });
    expect((await call(captain, 'POST', '/payments/verify', signed.json().data)).statusCode).toBe(
      200,
    );
    await settleJobs(ctx.app);
    const [mine] = await messagesOf(captain.user.id);
    const [theirs, ...more] = await messagesOf(member.user.id);
    expect(more).toEqual([]);
    expect(mine!.params[4]).toBe(
      `http://matchday.test/app/paymentSuccess?participation=${t.participationId}`,
    );
    expect(theirs).toMatchObject({
      template: 'registration_confirmed',
      dedupe_key: `confirmed:${t.participationId}:${member.user.id}`,
    });
    expect(theirs!.params[0]).toBe(member.user.name);
    expect(theirs!.params[4]).toBe('http://matchday.test/app/dashboard');
  });
});

/** The event's editable fields as stored, for a PUT that changes only what `changes` says. */
function edit(event: EventRow, category: CategoryRow, changes: Partial<EventRow>) {
  const e = { ...event, ...changes };
  return {
    title: e.title,
    start_date: e.start_date,
    end_date: e.end_date,
    registration_start_date: e.registration_start_date,
    registration_end_date: e.registration_end_date,
    registration_start_time: e.registration_start_time,
    registration_end_time: e.registration_end_time,
    event_start_time: e.event_start_time,
    event_end_time: e.event_end_time,
    rewards: e.rewards,
    poster: e.poster,
    venue_name: e.venue_name,
    venue_address: e.venue_address,
    sports_id: e.sports_id,
    categories: [{ category_id: category.id, price: 500 }],
  };
}

describe('an event changed or cancelled', () => {
  it('tells each paid participant who opted in once per change, with what changed', async () => {
    const { event, category } = await paidEvent('Lakeside Open');
    const a = await registerAndPay(ctx.app, event, category, { user: optedIn() });
    const quiet = await registerAndPay(ctx.app, event, category);
    await settleJobs(ctx.app);

    const moved = await call(
      host,
      'PUT',
      `/events/${event.id}`,
      edit(event, category, { venue_name: 'Lake Grounds' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await settleJobs(ctx.app);
    const changed = (await messagesOf(a.who.user.id)).filter((m) => m.template === 'event_changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.params[2]).toContain('Venue: Lake Grounds');
    expect(changed[0]!.params[2]).toContain('(was Kanteerava Stadium');
    expect(changed[0]!.params[3]).toBe(`http://matchday.test/events/event-details/${event.id}`);
    expect(changed[0]!.status).toBe('written');

    // A second change is news again; a title alone is not.
    await call(host, 'PUT', `/events/${event.id}`, {
      ...edit(event, category, { venue_name: 'Lake Grounds' }),
      title: 'Lakeside Open 2027',
    });
    await call(host, 'PUT', `/events/${event.id}`, {
      ...edit(event, category, { venue_name: 'Lake Grounds', event_start_time: '07:00' }),
      title: 'Lakeside Open 2027',
    });
    await settleJobs(ctx.app);
    const all = (await messagesOf(a.who.user.id)).filter((m) => m.template === 'event_changed');
    expect(all).toHaveLength(2);
    expect(all[1]!.params[2]).toBe('Time: 7:00 AM – 5:00 PM (was 8:30 AM – 5:00 PM)');
    expect(await messagesOf(quiet.who.user.id)).toEqual([]);

    // Cancelled: once per person, whatever the job's retries.
    const cancel = await call(host, 'POST', `/events/${event.id}/cancel`, {
      reason: 'Heavy rain at http://flood.example',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await settleJobs(ctx.app);
    await ctx.app.deps.jobs.send(ctx.app.db, 'cancel-event', { event_id: event.id });
    await settleJobs(ctx.app);
    const cancelled = (await messagesOf(a.who.user.id)).filter(
      (m) => m.template === 'event_cancelled',
    );
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({
      dedupe_key: `event-cancelled:${event.id}:${a.who.user.id}`,
      status: 'written',
    });
    // The host's words are never a link.
    expect(cancelled[0]!.params[2]).toBe('Heavy rain at http[:]//flood[.]example');
    expect(await messagesOf(quiet.who.user.id)).toEqual([]);
  });
});

describe("the reader's language", () => {
  it('goes to a participant who reads Hindi in Hindi: the template, its language code, our words and dates', async () => {
    const { event, category } = await paidEvent('Ganga Open');
    const r = await registerAndPay(ctx.app, event, category, { user: optedIn({ language: 'hi' }) });
    await settleJobs(ctx.app);
    const [m, ...more] = await messagesOf(r.who.user.id);
    expect(more).toEqual([]);
    expect(m).toMatchObject({
      template: 'registration_confirmed',
      language: 'hi',
      status: 'written',
    });
    // The event's days with Hindi month names; the clock and the host's words as they are.
    expect(m!.params[2]).toBe(
      `${formatDateRange(event.start_date, event.end_date, 'hi')}, 8:30 AM – 5:00 PM IST`,
    );
    expect(m!.params[2]).not.toMatch(
      /January|February|March|April|May|June|July|August|September|October|November|December| to /,
    );
    const [file] = filesOf(m!.id);
    const written = JSON.parse(fs.readFileSync(path.join(outbox(), file!), 'utf8'));
    expect(written.request.template).toMatchObject({
      name: 'registration_confirmed',
      language: { code: 'hi' },
    });
    expect(fillTemplate('registration_confirmed', m!.params, 'hi')).toContain(
      'के लिए आपका रजिस्ट्रेशन हो गया है',
    );

    // A change of its days and venue: what changed in Hindi words and dates.
    const end = new Date(Date.parse(`${event.end_date}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const moved = await call(
      host,
      'PUT',
      `/events/${event.id}`,
      edit(event, category, { end_date: end, venue_name: 'Assi Ghat Grounds' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await settleJobs(ctx.app);
    const [changed] = (await messagesOf(r.who.user.id)).filter(
      (x) => x.template === 'event_changed',
    );
    expect(changed).toMatchObject({ language: 'hi', status: 'written' });
    const day = (d: string) => formatDisplayDate(d, 'hi');
    const before =
      event.start_date === event.end_date
        ? day(event.start_date)
        : `${day(event.start_date)} – ${day(event.end_date)}`;
    expect(changed!.params[2]).toBe(
      `तारीख: ${day(event.start_date)} – ${day(end)} (पहले ${before}); ` +
        `स्थान: Assi Ghat Grounds, ${event.venue_address} (पहले Kanteerava Stadium, ${event.venue_address})`,
    );
    const [changedFile] = filesOf(changed!.id);
    expect(
      JSON.parse(fs.readFileSync(path.join(outbox(), changedFile!), 'utf8')).request.template
        .language,
    ).toEqual({ code: 'hi' });
  });
});

describe('a waitlist offer', () => {
  it('tells the one offered the place once, with the deadline', async () => {
    const s = await paidEvent('Packed Open', 1);
    const holder = await as(ctx.app, 'Participant');
    const waiting = await as(ctx.app, 'Participant', optedIn());
    const quiet = await as(ctx.app, 'Participant');
    const reg = await call(holder, 'POST', '/event/participate', {
      event_id: s.event.id,
      category_id: s.category.id,
    });
    expect(reg.statusCode).toBe(201);
    const join = (who: Actor) =>
      call(who, 'POST', '/event/waitlist', { event_id: s.event.id, category_id: s.category.id });
    const entry = (await join(waiting)).json().data.id as string;
    expect((await join(quiet)).statusCode).toBe(201);

    ctx.clock.advance(HOLD_MS + 1_000);
    try {
      expect(await settleCategory(ctx.app.deps, s.event.id, s.category.id)).toBe(1);
      // Settled again (the queued release runs too): the offer stands, nothing new is sent.
      await settleCategory(ctx.app.deps, s.event.id, s.category.id);
      await settleJobs(ctx.app);
    } finally {
      ctx.clock.reset();
    }
    const offers = await byKey(`offer:${entry}`);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      user_id: waiting.user.id,
      template: 'waitlist_offer',
      status: 'written',
    });
    expect(offers[0]!.params[1]).toBe('“Open Singles” at “Packed Open”');
    expect(offers[0]!.params[3]).toMatch(/^\d{2} \w+, \d{4} at \d{1,2}:\d{2} [AP]M$/);
    expect(await messagesOf(quiet.user.id)).toEqual([]);
  });
});

describe('results and certificates', () => {
  it('tells each player who opted in once when the draw is final, with their certificate', async () => {
    const category = await makeCategory(ctx.app.db, { sports_id: sportId, name: 'U17 Singles' });
    const event = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sportId,
      title: 'Smash Finals',
      prices: [{ category_id: category.id, price: 0 }],
    });
    const players: Actor[] = [];
    for (const extra of [optedIn(), {}]) {
      const who = await as(ctx.app, 'Participant', extra);
      const res = await call(who, 'POST', '/event/participate', {
        event_id: event.id,
        category_id: category.id,
      });
      expect(res.statusCode, res.body).toBe(201);
      players.push(who);
    }
    expect((await call(host, 'POST', `/events/${event.id}/close-registration`)).statusCode).toBe(
      200,
    );
    const drawUrl = `/events/${event.id}/categories/${category.id}/draw`;
    const made = await call(host, 'POST', drawUrl, { format: 'single_elimination' });
    expect(made.statusCode, made.body).toBe(201);
    await startEventOn(ctx.app.db, event.id);
    const draw = made.json().data as DrawView;
    const final = draw.matches.find((m) => m.opponent1?.id != null && m.opponent2?.id != null)!;
    const played = await call(host, 'PUT', `/matches/${final.id}`, {
      winner: final.opponent1!.id,
    });
    expect(played.statusCode, played.body).toBe(200);
    await settleJobs(ctx.app);

    const [m, ...more] = await byKey(`certificates:${draw.id}:`);
    expect(more).toEqual([]);
    expect(m).toMatchObject({
      user_id: players[0]!.user.id,
      template: 'certificates_ready',
      status: 'written',
    });
    expect(m!.params[1]).toBe('“U17 Singles” at “Smash Finals”');
    expect(m!.params[2]).toMatch(/^http:\/\/matchday\.test\/certificates\/[\w-]+$/);
    expect(m!.params[3]).toBe(`http://matchday.test/events/event-details/${event.id}/results`);
    // The job run again issues and tells nothing new.
    await ctx.app.deps.jobs.send(ctx.app.db, 'issue-certificates', { draw_id: draw.id });
    await settleJobs(ctx.app);
    expect(await byKey(`certificates:${draw.id}:`)).toHaveLength(1);
  });
});
