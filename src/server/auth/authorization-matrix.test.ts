import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import {
  certificates,
  checkins,
  draws,
  eventCategories,
  eventStaff,
  invoices,
  participations,
  refunds,
  tickets,
  transfers,
  waitlistEntries,
  weighIns,
  type User,
} from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport, makeUser } from '../seed/factories';
import { startEventOn } from '../test/event-day';
import { multipartFile } from '../test/multipart';
import { as } from '../test/sessions';
import { createSession } from './sessions';
import { issueTickets, ticketToken } from '../gate/tickets';
import { useTestApp } from '../test/test-app';
import { makeUnknownOrderAnomaly } from '../test/webhooks';

/**
 * Issue 7 §1: every API route (read from the server's own route list, so a new route without an
 * entry here fails) for guest, participant A and B, host A and B, and admin, including the object
 * swaps (B touching A's event, registration, receipt or profile). Issue 17 adds gate staff, who
 * are participants by role: `staffHere` runs the gate of the event a case acts on (where a case
 * makes a fresh event, it invites them there), `staffElsewhere` the gate of another event of
 * host A. Everywhere else they are refused like any participant.
 */
const ctx = useTestApp();
const ACTORS = [
  'guest',
  'participantA',
  'participantB',
  'hostA',
  'hostB',
  'admin',
  'staffHere',
  'staffElsewhere',
] as const;
type ActorName = (typeof ACTORS)[number];
type Actor = { user: User | null; cookie: string };
const actors = {} as Record<ActorName, Actor>;

type Req = { url: string; payload?: unknown; headers?: Record<string, string> };
/** Builds a fresh request for one actor (fresh rows where the call would use them up). */
type Case = { build: (who: ActorName) => Promise<Req> | Req; expect: Record<ActorName, number> };

const all = (status: number) =>
  Object.fromEntries(ACTORS.map((a) => [a, status])) as Record<ActorName, number>;
const roles = (
  guest: number,
  participant: number,
  host: number,
  admin: number,
  overrides: Partial<Record<ActorName, number>> = {},
) => ({
  guest,
  participantA: participant,
  participantB: participant,
  hostA: host,
  hostB: host,
  admin,
  staffHere: participant,
  staffElsewhere: participant,
  ...overrides,
});

let f: {
  sportId: string;
  categoryId: string;
  teamCategoryId: string;
  lightCategoryId: string;
  middleCategoryId: string;
  eventA: string;
  pendingA: string;
  orderA: string;
};

async function freshEventOfHostA(status: 'draft' | 'published' = 'published') {
  const e = await makeEvent(ctx.app.db, {
    host_id: actors.hostA.user!.id,
    sports_id: f.sportId,
    window: 'not_open',
    status,
    prices: [{ category_id: f.categoryId, price: 100 }],
  });
  return e.id;
}
async function freshRegistrationOfA() {
  const e = await makeEvent(ctx.app.db, {
    host_id: actors.hostA.user!.id,
    sports_id: f.sportId,
    window: 'open',
    prices: [{ category_id: f.categoryId, price: 100 }],
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/event/participate',
    payload: { event_id: e.id, category_id: f.categoryId },
    headers: { cookie: actors.participantA.cookie },
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  return res.json().data.participation.id as string;
}
/** Participant A's registration paid through the test checkout: its GST document issued. */
async function freshPaidOfA() {
  const id = await freshRegistrationOfA();
  const cookie = actors.participantA.cookie;
  const [p] = await ctx.app.db.select().from(participations).where(eq(participations.id, id));
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/test/complete',
    payload: { order_id: p!.order_id, outcome: 'paid' },
    headers: { cookie },
  });
  const verify = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/verify',
    payload: answer.json().data,
    headers: { cookie },
  });
  if (verify.statusCode !== 200) throw new Error(`payment failed: ${verify.body}`);
  return id;
}
/** Matchday's fee invoice to host A for a fresh payment of participant A (issue 26). */
async function feeInvoiceOfA() {
  const id = await freshPaidOfA();
  const [doc] = await ctx.app.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.participation_id, id), eq(invoices.kind, 'fee_invoice')));
  if (!doc) throw new Error('no fee invoice');
  return doc.id;
}
/** Participant A's paid registration, offered to participant B (issue 16). */
async function freshTransferOfA(open: boolean) {
  const id = await freshRegistrationOfA();
  await ctx.app.db
    .update(participations)
    .set({ payment_status: 'captured', payment_id: `pay_matrix_${id}`, captured_at: new Date() })
    .where(eq(participations.id, id));
  if (open)
    await ctx.app.db.insert(transfers).values({
      participation_id: id,
      from_user_id: actors.participantA.user!.id,
      to_user_id: actors.participantB.user!.id,
    });
  return id;
}
/**
 * A category of a fresh closed event of host A with participants A and B paid in it, drawn as a
 * round robin (issue 18), and `staffHere` on its gate: its ids and its match.
 */
async function freshDrawOfHostA(drawn = true) {
  const e = await makeEvent(ctx.app.db, {
    host_id: actors.hostA.user!.id,
    sports_id: f.sportId,
    window: 'closed',
    prices: [{ category_id: f.categoryId, price: 100 }],
  });
  await staffHereAt(e.id);
  for (const who of [actors.participantA, actors.participantB]) {
    await ctx.app.db.insert(participations).values({
      event_id: e.id,
      category_id: f.categoryId,
      participant_id: who.user!.id,
      amount_minor: 10_000,
      payment_status: 'captured',
      captured_at: new Date(),
    });
  }
  const base = `/api/v1/events/${e.id}/categories/${f.categoryId}`;
  if (!drawn) return { base, eventId: e.id, matchId: '', winner: 0 };
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${base}/draw`,
    payload: { format: 'round_robin' },
    headers: { cookie: actors.hostA.cookie },
  });
  if (res.statusCode !== 201) throw new Error(`draw failed: ${res.statusCode} ${res.body}`);
  const match = res.json().data.matches[0];
  return { base, eventId: e.id, matchId: match.id as string, winner: match.opponent1.id as number };
}
/** A certificate of participant A in a drawn category of host A (issue 18): its code, made once. */
let certificateCode: string | undefined;
async function certificateOfA() {
  if (certificateCode) return certificateCode;
  const d = await freshDrawOfHostA();
  const [draw] = await ctx.app.db.select().from(draws).where(eq(draws.event_id, d.eventId));
  const [p] = await ctx.app.db
    .select()
    .from(participations)
    .where(
      and(
        eq(participations.event_id, d.eventId),
        eq(participations.participant_id, actors.participantA.user!.id),
      ),
    );
  certificateCode = `matrix-certificate-${draw!.id}`;
  await ctx.app.db.insert(certificates).values({
    code: certificateCode,
    draw_id: draw!.id,
    participation_id: p!.id,
    member_index: 0,
    name: actors.participantA.user!.name,
    rank: 1,
  });
  return certificateCode;
}
/** `staffHere` on the gate staff of an event (issue 17). */
async function staffHereAt(eventId: string) {
  await ctx.app.db.insert(eventStaff).values({
    event_id: eventId,
    email: actors.staffHere.user!.email,
    invited_by: actors.hostA.user!.id,
  });
}
/** A paid registration of participant A at host A's event, with its ticket token (issue 17). */
async function freshTicketOfA() {
  const id = await freshTransferOfA(false);
  await issueTickets(ctx.app.db, [id]);
  const [t] = await ctx.app.db.select().from(tickets).where(eq(tickets.participation_id, id));
  const [p] = await ctx.app.db.select().from(participations).where(eq(participations.id, id));
  await staffHereAt(p!.event_id);
  return {
    eventId: p!.event_id,
    token: ticketToken(ctx.app.config.sessionSecret, t!.code),
    ticketId: t!.id,
  };
}
/**
 * Participant A's paid registration in a 50–60 kg category of a fresh event of host A (with a
 * 60–70 kg one to move to, and `staffHere` on its gate); weighed at 61.4 kg when `weighed`.
 */
async function freshWeighInOfA(weighed: boolean) {
  const e = await makeEvent(ctx.app.db, {
    host_id: actors.hostA.user!.id,
    sports_id: f.sportId,
    prices: [
      { category_id: f.lightCategoryId, price: 100 },
      { category_id: f.middleCategoryId, price: 100 },
    ],
  });
  await staffHereAt(e.id);
  const [p] = await ctx.app.db
    .insert(participations)
    .values({
      event_id: e.id,
      category_id: f.lightCategoryId,
      participant_id: actors.participantA.user!.id,
      weight_kg: 55,
      amount_minor: 10_000,
      payment_status: 'captured',
      captured_at: new Date(),
    })
    .returning({ id: participations.id });
  if (weighed)
    await ctx.app.db.insert(weighIns).values({
      event_id: e.id,
      participation_id: p!.id,
      member_index: 0,
      weight_g: 61_400,
      recorded_by: actors.hostA.user!.id,
      recorded_at: new Date(),
    });
  return { eventId: e.id, id: p!.id };
}
/** Participant A's unpaid registration in an event with a second category to move to. */
async function freshSwitchOfA() {
  const other = await makeCategory(ctx.app.db, { sports_id: f.sportId });
  const e = await makeEvent(ctx.app.db, {
    host_id: actors.hostA.user!.id,
    sports_id: f.sportId,
    window: 'open',
    prices: [
      { category_id: f.categoryId, price: 100 },
      { category_id: other.id, price: 200 },
    ],
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/event/participate',
    payload: { event_id: e.id, category_id: f.categoryId },
    headers: { cookie: actors.participantA.cookie },
  });
  return { id: res.json().data.participation.id as string, target: other.id };
}
/** An open event of host A whose one category (capacity `capacity`) holds one paid place. */
async function fullEventOfHostA(capacity = 1) {
  const e = await makeEvent(ctx.app.db, {
    host_id: actors.hostA.user!.id,
    sports_id: f.sportId,
    window: 'open',
    prices: [{ category_id: f.categoryId, price: 100, capacity }],
  });
  await ctx.app.db.insert(participations).values({
    event_id: e.id,
    category_id: f.categoryId,
    participant_id: actors.hostB.user!.id,
    amount_minor: 10_000,
    payment_status: 'captured',
    captured_at: new Date(),
  });
  return e.id;
}
/** Participant A's waitlist entry on a full event of host A: waiting, or offered for a day. */
async function freshWaitlistEntryOfA(status: 'waiting' | 'offered', capacity = 1) {
  const eventId = await fullEventOfHostA(capacity);
  const offered = status === 'offered';
  if (offered)
    await ctx.app.db
      .update(eventCategories)
      .set({ capacity: 2 })
      .where(eq(eventCategories.event_id, eventId));
  const [row] = await ctx.app.db
    .insert(waitlistEntries)
    .values({
      event_id: eventId,
      category_id: f.categoryId,
      participant_id: actors.participantA.user!.id,
      status,
      offered_at: offered ? new Date() : null,
      offer_expires_at: offered ? new Date(Date.now() + 86_400_000) : null,
    })
    .returning({ id: waitlistEntries.id });
  return row!.id;
}
/**
 * A team participant A starts at a fresh open event of host A (issue 28), in the team category
 * (pairs, ₹100) paid by the captain or split; with participant B joined, or invited, when asked.
 */
async function freshTeamOfA(
  opts: { payment?: 'captain' | 'split'; withB?: boolean; inviteB?: boolean } = {},
) {
  const e = await makeEvent(ctx.app.db, {
    host_id: actors.hostA.user!.id,
    sports_id: f.sportId,
    window: 'open',
    prices: [{ category_id: f.teamCategoryId, price: 100 }],
  });
  if (opts.payment === 'split')
    await ctx.app.db
      .update(eventCategories)
      .set({ team_payment: 'split' })
      .where(eq(eventCategories.event_id, e.id));
  const post = (who: ActorName, url: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload,
      headers: { cookie: actors[who].cookie },
    });
  const res = await post('participantA', '/teams', {
    event_id: e.id,
    category_id: f.teamCategoryId,
    team_name: 'Matrix Mavericks',
  });
  if (res.statusCode !== 201) throw new Error(`team failed: ${res.statusCode} ${res.body}`);
  const team = res.json().data as { id: string; join_code: string };
  if (opts.withB) {
    const joined = await post('participantB', '/teams/join', { code: team.join_code });
    if (joined.statusCode !== 200) throw new Error(`join failed: ${joined.body}`);
  }
  if (opts.inviteB)
    await post('participantA', `/teams/${team.id}/invites`, {
      email: actors.participantB.user!.email,
    });
  return team;
}
/** One team of participant A with participant B on it, for the reads (made once). */
let sharedTeam: { id: string; join_code: string } | undefined;
async function teamOfAWithB() {
  sharedTeam ??= await freshTeamOfA({ withB: true });
  return sharedTeam;
}
const dependantBody = {
  name: 'Aarav',
  date_of_birth: '2015-06-01',
  gender: 'male',
  guardian_confirmed: true,
};
async function freshDependantOfA() {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/user/${actors.participantA.user!.id}/dependants`,
    payload: dependantBody,
    headers: { cookie: actors.participantA.cookie },
  });
  if (res.statusCode !== 201) throw new Error(`dependant failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id as string;
}
const eventBody = () => ({
  title: 'Matrix Cup',
  start_date: '2031-01-20',
  end_date: '2031-01-21',
  registration_start_date: '2031-01-01',
  registration_end_date: '2031-01-10',
  rewards: 'Medals',
  poster: '/uploads/posters/0123456789abcdef01234567.webp',
  venue_name: 'Arena',
  venue_address: 'Road 1',
  sports_id: f.sportId,
  categories: [{ category_id: f.categoryId, price: 10 }],
  host_id: actors.hostA.user!.id,
});
let png: Buffer;
function multipart(file: Buffer): Req {
  return { url: '/api/v1/event/upload', ...multipartFile(file) };
}
const selfId = (who: ActorName) => actors[who].user?.id ?? 'f'.repeat(24);

const MATRIX: Record<string, Case> = {
  'GET /api/v1/config': { build: () => ({ url: '/api/v1/config' }), expect: all(200) },
  'GET /api/v1/languages/:language/app': {
    build: () => ({ url: '/api/v1/languages/hi/app' }),
    expect: all(200),
  },
  'GET /api/v1/languages/:language/errors': {
    build: () => ({ url: '/api/v1/languages/hi/errors' }),
    expect: all(200),
  },
  'POST /api/v1/login': {
    build: () => ({
      url: '/api/v1/login',
      payload: { email: `nobody${Math.random()}@example.test`, password: 'Wrong!1aa' },
    }),
    expect: all(401),
  },
  'POST /api/v1/auth/login': {
    build: () => ({
      url: '/api/v1/auth/login',
      payload: { email: `nobody${Math.random()}@example.test`, password: 'Wrong!1aa' },
    }),
    expect: all(401),
  },
  'POST /api/v1/auth/register': {
    build: () => ({ url: '/api/v1/auth/register', payload: {} }),
    expect: all(400),
  },
  // A guest is told "nobody" (data null), not refused: every guest page load asks.
  'GET /api/v1/auth/verify-token': {
    build: () => ({ url: '/api/v1/auth/verify-token' }),
    expect: all(200),
  },
  // Logging out with a second session of the actor, so the actor's own session lives on.
  'POST /api/v1/auth/logout': {
    build: async (who) => {
      const user = actors[who].user;
      if (!user) return { url: '/api/v1/auth/logout' };
      const { token } = await createSession(ctx.app.db, user.id, new Date());
      return { url: '/api/v1/auth/logout', headers: { cookie: `session=${token}` } };
    },
    expect: all(200),
  },
  'POST /api/v1/auth/verify-email': {
    build: () => ({ url: `/api/v1/auth/verify-email?token=${'x'.repeat(43)}` }),
    expect: all(400),
  },
  'POST /api/v1/auth/resend-verification-email': {
    build: () => ({
      url: '/api/v1/auth/resend-verification-email',
      payload: { email: `nobody${Math.random()}@example.test` },
    }),
    expect: all(200),
  },
  'POST /api/v1/auth/forgot-password': {
    build: () => ({
      url: '/api/v1/auth/forgot-password',
      payload: { email: `nobody${Math.random()}@example.test` },
    }),
    expect: all(200),
  },
  'POST /api/v1/auth/confirm-otp': {
    build: () => ({
      url: '/api/v1/auth/confirm-otp',
      payload: { email: 'nobody@example.test', otp: '123456' },
    }),
    expect: all(400),
  },
  'GET /api/v1/auth/verify-reset-token': {
    build: () => ({ url: `/api/v1/auth/verify-reset-token?token=${'x'.repeat(43)}&type=reset` }),
    expect: all(400),
  },
  'POST /api/v1/auth/reset-password': {
    build: () => ({
      url: '/api/v1/auth/reset-password',
      payload: { token: 'x'.repeat(43), new_password: 'N3w!Password' },
    }),
    expect: all(400),
  },
  // A wrong current password: 400 for anyone logged in (the right one would end sessions).
  'PUT /api/v1/auth/change-password': {
    build: () => ({
      url: '/api/v1/auth/change-password',
      payload: {
        current_password: 'Wrong!1aa',
        new_password: 'N3w!Password',
        confirm_password: 'N3w!Password',
      },
    }),
    expect: roles(401, 400, 400, 400),
  },
  'GET /api/v1/user/all/Host': {
    build: () => ({ url: '/api/v1/user/all/Host' }),
    expect: roles(401, 403, 403, 200),
  },
  // Everyone reads participant A's profile: only A and the admin may.
  'GET /api/v1/user/:id': {
    build: () => ({ url: `/api/v1/user/${actors.participantA.user!.id}` }),
    expect: roles(401, 403, 403, 200, { participantA: 200 }),
  },
  // Everyone edits participant A's profile: only A may.
  'PUT /api/v1/user/:id': {
    build: () => ({
      url: `/api/v1/user/${actors.participantA.user!.id}`,
      payload: {
        name: 'A',
        email: actors.participantA.user!.email,
        phone_number: '9876543210',
        address: 'X',
        school_or_college: 'Y',
      },
    }),
    expect: roles(401, 403, 403, 403, { participantA: 200 }),
  },
  // A's pending email change (issue 24): A's own only (A has none pending: 409 on resend).
  'POST /api/v1/user/:id/email-change/resend': {
    build: () => ({ url: `/api/v1/user/${actors.participantA.user!.id}/email-change/resend` }),
    expect: roles(401, 403, 403, 403, { participantA: 409 }),
  },
  'DELETE /api/v1/user/:id/email-change': {
    build: () => ({ url: `/api/v1/user/${actors.participantA.user!.id}/email-change` }),
    expect: roles(401, 403, 403, 403, { participantA: 200 }),
  },
  // Dependants: participant A's own only (§6: hosts and admins register nobody, so 403).
  'GET /api/v1/user/:id/dependants': {
    build: () => ({ url: `/api/v1/user/${actors.participantA.user!.id}/dependants` }),
    expect: roles(401, 403, 403, 403, { participantA: 200 }),
  },
  'POST /api/v1/user/:id/dependants': {
    build: () => ({
      url: `/api/v1/user/${actors.participantA.user!.id}/dependants`,
      payload: dependantBody,
    }),
    expect: roles(401, 403, 403, 403, { participantA: 201 }),
  },
  // Participant B on their own path with A's dependant: 404 (not theirs); on A's path: 403.
  'PUT /api/v1/user/:id/dependants/:dependantId': {
    build: async (who) => ({
      url: `/api/v1/user/${selfId(who)}/dependants/${await freshDependantOfA()}`,
      payload: { name: 'Renamed', date_of_birth: '2015-06-01', gender: 'female' },
    }),
    expect: roles(401, 404, 403, 403, { participantA: 200 }),
  },
  'DELETE /api/v1/user/:id/dependants/:dependantId': {
    build: async () => ({
      url: `/api/v1/user/${actors.participantA.user!.id}/dependants/${await freshDependantOfA()}`,
    }),
    expect: roles(401, 403, 403, 403, { participantA: 200 }),
  },
  'GET /api/v1/sports': { build: () => ({ url: '/api/v1/sports' }), expect: all(200) },
  'GET /api/v1/sports/:id': {
    build: () => ({ url: `/api/v1/sports/${f.sportId}` }),
    expect: all(200),
  },
  'POST /api/v1/sports': {
    build: () => ({ url: '/api/v1/sports', payload: { sports_name: `Matrix ${Math.random()}` } }),
    expect: roles(401, 403, 403, 201),
  },
  'PUT /api/v1/sports/:id': {
    build: () => ({
      url: `/api/v1/sports/${f.sportId}`,
      payload: { sports_name: `Matrix ${Math.random()}` },
    }),
    expect: roles(401, 403, 403, 200),
  },
  'DELETE /api/v1/sports/:id': {
    build: async () => ({ url: `/api/v1/sports/${(await makeSport(ctx.app.db)).id}` }),
    expect: roles(401, 403, 403, 200),
  },
  // The public ranking per sport and category (issue 30).
  'GET /api/v1/rankings': {
    build: () => ({ url: `/api/v1/rankings?sport_id=${f.sportId}&category_id=${f.categoryId}` }),
    expect: all(200),
  },
  'GET /api/v1/rankings/categories': {
    build: () => ({ url: `/api/v1/rankings/categories?sport_id=${f.sportId}` }),
    expect: all(200),
  },
  'GET /api/v1/category': {
    build: () => ({ url: `/api/v1/category?sports_id=${f.sportId}` }),
    expect: roles(401, 403, 200, 200),
  },
  'GET /api/v1/category/:id': {
    build: () => ({ url: `/api/v1/category/${f.categoryId}` }),
    expect: roles(401, 403, 200, 200),
  },
  'POST /api/v1/category': {
    build: () => ({
      url: '/api/v1/category',
      payload: { sports_id: f.sportId, name: `C ${Math.random()}`, participants_in_team: 1 },
    }),
    expect: roles(401, 403, 201, 201),
  },
  'PUT /api/v1/category/:id': {
    build: () => ({
      url: `/api/v1/category/${f.teamCategoryId}`,
      payload: { name: `C ${Math.random()}`, participants_in_team: 2 },
    }),
    expect: roles(401, 403, 403, 200),
  },
  'DELETE /api/v1/category/:id': {
    build: async () => ({
      url: `/api/v1/category/${(await makeCategory(ctx.app.db, { sports_id: f.sportId })).id}`,
    }),
    expect: roles(401, 403, 403, 200),
  },
  'GET /api/v1/events': { build: () => ({ url: '/api/v1/events/' }), expect: all(200) },
  'GET /api/v1/events/:id': {
    build: () => ({ url: `/api/v1/events/${f.eventA}` }),
    expect: all(200),
  },
  'GET /api/v1/events/:id/calendar.ics': {
    build: () => ({ url: `/api/v1/events/${f.eventA}/calendar.ics` }),
    expect: all(200),
  },
  // Anyone may write to a published event's host (rate-limited per IP and per event).
  'POST /api/v1/events/:id/contact': {
    build: () => ({
      url: `/api/v1/events/${f.eventA}/contact`,
      payload: { name: 'Matrix', email: 'matrix@example.test', message: 'Is there parking?' },
    }),
    expect: all(200),
  },
  // Drafts included: hosts (their own) and admins only.
  'GET /api/v1/events/manage': {
    build: () => ({ url: '/api/v1/events/manage' }),
    expect: roles(401, 403, 200, 200),
  },
  // Everyone reads host A's draft through the manage path: only A and the admin may.
  'GET /api/v1/events/:id/manage': {
    build: async () => ({ url: `/api/v1/events/${await freshEventOfHostA('draft')}/manage` }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'POST /api/v1/events/:id/publish': {
    build: async () => ({ url: `/api/v1/events/${await freshEventOfHostA('draft')}/publish` }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'POST /api/v1/events/:id/unpublish': {
    build: async () => ({ url: `/api/v1/events/${await freshEventOfHostA()}/unpublish` }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'POST /api/v1/events': {
    build: () => ({ url: '/api/v1/events', payload: eventBody() }),
    expect: roles(401, 403, 201, 201),
  },
  // Host B editing or deleting host A's event: 403.
  'PUT /api/v1/events/:id': {
    build: async () => ({
      url: `/api/v1/events/${await freshEventOfHostA()}`,
      payload: eventBody(),
    }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'DELETE /api/v1/events/:id': {
    build: async () => ({ url: `/api/v1/events/${await freshEventOfHostA()}` }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  // Places and waitlists (issue 15).
  'PATCH /api/v1/events/:id/categories/:categoryId': {
    build: async () => ({
      url: `/api/v1/events/${await freshEventOfHostA()}/categories/${f.categoryId}`,
      payload: { capacity: 5 },
    }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'POST /api/v1/event/waitlist': {
    build: async () => ({
      url: '/api/v1/event/waitlist',
      payload: { event_id: await fullEventOfHostA(), category_id: f.categoryId },
    }),
    expect: roles(401, 201, 403, 403),
  },
  'GET /api/v1/event/waitlist': {
    build: () => ({ url: '/api/v1/event/waitlist' }),
    expect: roles(401, 200, 200, 200),
  },
  // Only its owner leaves or accepts; another user is told it does not exist.
  'DELETE /api/v1/event/waitlist/:id': {
    build: async () => ({
      url: `/api/v1/event/waitlist/${await freshWaitlistEntryOfA('waiting')}`,
    }),
    expect: roles(401, 404, 404, 404, { participantA: 200 }),
  },
  'POST /api/v1/event/waitlist/:id/offer': {
    build: async () => ({
      url: `/api/v1/event/waitlist/${await freshWaitlistEntryOfA('waiting', 2)}/offer`,
    }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'POST /api/v1/event/waitlist/:id/accept': {
    build: async () => ({
      url: `/api/v1/event/waitlist/${await freshWaitlistEntryOfA('offered')}/accept`,
    }),
    expect: roles(401, 404, 403, 403, { participantA: 201 }),
  },
  // The competition (issue 18): the host draws; its gate staff read draws and enter results.
  'POST /api/v1/events/:id/close-registration': {
    build: async () => {
      const e = await makeEvent(ctx.app.db, {
        host_id: actors.hostA.user!.id,
        sports_id: f.sportId,
        window: 'open',
      });
      await staffHereAt(e.id);
      return { url: `/api/v1/events/${e.id}/close-registration` };
    },
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'POST /api/v1/events/:id/categories/:categoryId/draw': {
    build: async () => ({
      url: `${(await freshDrawOfHostA(false)).base}/draw`,
      payload: { format: 'single_elimination' },
    }),
    expect: roles(401, 403, 403, 201, { hostA: 201 }),
  },
  'GET /api/v1/events/:id/categories/:categoryId/draw': {
    build: async () => ({ url: `${(await freshDrawOfHostA()).base}/draw` }),
    expect: roles(401, 403, 403, 200, { hostA: 200, staffHere: 200 }),
  },
  'GET /api/v1/events/:id/categories/:categoryId/entrants': {
    build: async () => ({ url: `${(await freshDrawOfHostA(false)).base}/entrants` }),
    expect: roles(401, 403, 403, 200, { hostA: 200, staffHere: 200 }),
  },
  'PUT /api/v1/matches/:id': {
    build: async () => {
      const d = await freshDrawOfHostA();
      // Event day: results are taken from the start date (issue 24).
      await startEventOn(ctx.app.db, d.eventId);
      return { url: `/api/v1/matches/${d.matchId}`, payload: { winner: d.winner, score: '2-1' } };
    },
    expect: roles(401, 403, 403, 200, { hostA: 200, staffHere: 200 }),
  },
  'PUT /api/v1/matches/:id/court': {
    build: async () => ({
      url: `/api/v1/matches/${(await freshDrawOfHostA()).matchId}/court`,
      payload: { court: 'Mat 2' },
    }),
    expect: roles(401, 403, 403, 200, { hostA: 200, staffHere: 200 }),
  },
  'GET /api/v1/events/:id/results': {
    build: () => ({ url: `/api/v1/events/${f.eventA}/results` }),
    expect: all(200),
  },
  // A stream stays open, so the matrix asks for a draft's: not found for anyone, its host too
  // (public results are the published event's; e2e and the API test read a live stream).
  'GET /api/v1/events/:id/results/stream': {
    build: async () => ({
      url: `/api/v1/events/${await freshEventOfHostA('draft')}/results/stream`,
    }),
    expect: all(404),
  },
  // Certificates (issue 18): the code is the secret (verification and PDF are public); a
  // participant lists their own.
  'GET /api/v1/certificates/mine': {
    build: () => ({ url: '/api/v1/certificates/mine' }),
    expect: roles(401, 200, 403, 403),
  },
  'GET /api/v1/certificates/:code': {
    build: async () => ({ url: `/api/v1/certificates/${await certificateOfA()}` }),
    expect: all(200),
  },
  'GET /api/v1/certificates/:code/pdf': {
    build: async () => ({ url: `/api/v1/certificates/${await certificateOfA()}/pdf` }),
    expect: all(200),
  },
  // Event day (issue 17): the gate for its host, admins and its staff; QR public.
  'POST /api/v1/event/checkin': {
    build: async () => {
      const t = await freshTicketOfA();
      return { url: '/api/v1/event/checkin', payload: { event_id: t.eventId, token: t.token } };
    },
    expect: roles(401, 403, 403, 200, { hostA: 200, staffHere: 200 }),
  },
  'GET /api/v1/event/gate-duties': {
    build: () => ({ url: '/api/v1/event/gate-duties' }),
    expect: roles(401, 200, 200, 200),
  },
  'GET /api/v1/event/checkin': {
    build: () => ({ url: `/api/v1/event/checkin?event_id=${f.eventA}` }),
    expect: roles(401, 403, 403, 200, { hostA: 200, staffHere: 200 }),
  },
  'DELETE /api/v1/event/checkin/:id': {
    build: async () => {
      const t = await freshTicketOfA();
      const [c] = await ctx.app.db
        .insert(checkins)
        .values({
          event_id: t.eventId,
          ticket_id: t.ticketId,
          checked_in_by: actors.hostA.user!.id,
          scanned_at: new Date(),
        })
        .returning({ id: checkins.id });
      return { url: `/api/v1/event/checkin/${c!.id}` };
    },
    expect: roles(401, 403, 403, 200, { hostA: 200, staffHere: 200 }),
  },
  // Weigh-in: the gate (its staff too). Moves, outs and no-shows: its host and admins only.
  'POST /api/v1/event/weighin': {
    build: async () => ({
      url: '/api/v1/event/weighin',
      payload: { participation_id: (await freshWeighInOfA(false)).id, weight_kg: 61.4 },
    }),
    expect: roles(401, 403, 403, 200, { hostA: 200, staffHere: 200 }),
  },
  'POST /api/v1/event/weighin/:participationId/move': {
    build: async () => ({
      url: `/api/v1/event/weighin/${(await freshWeighInOfA(true)).id}/move`,
      payload: { category_id: f.middleCategoryId },
    }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'POST /api/v1/event/weighin/:participationId/out': {
    build: async () => ({
      url: `/api/v1/event/weighin/${(await freshWeighInOfA(true)).id}/out`,
    }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'POST /api/v1/events/:id/no-shows': {
    build: async () => ({
      url: `/api/v1/events/${(await freshWeighInOfA(false)).eventId}/no-shows`,
      payload: {},
    }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'GET /api/v1/events/:id/staff': {
    build: () => ({ url: `/api/v1/events/${f.eventA}/staff` }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'POST /api/v1/events/:id/staff': {
    build: async () => ({
      url: `/api/v1/events/${await freshEventOfHostA()}/staff`,
      payload: { email: 'gate@example.test' },
    }),
    expect: roles(401, 403, 403, 201, { hostA: 201 }),
  },
  'DELETE /api/v1/events/:id/staff/:staffId': {
    build: async () => {
      const eventId = await freshEventOfHostA();
      const [row] = await ctx.app.db
        .insert(eventStaff)
        .values({
          event_id: eventId,
          email: 'gate@example.test',
          invited_by: actors.hostA.user!.id,
        })
        .returning({ id: eventStaff.id });
      return { url: `/api/v1/events/${eventId}/staff/${row!.id}` };
    },
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'GET /api/v1/tickets/:token/qr.svg': {
    build: async () => ({
      url: `/api/v1/tickets/${encodeURIComponent((await freshTicketOfA()).token)}/qr.svg`,
    }),
    expect: all(200),
  },
  // The ticket page (issue 29): the token is the secret, like the QR.
  'GET /api/v1/tickets/:token': {
    build: async () => ({
      url: `/api/v1/tickets/${encodeURIComponent((await freshTicketOfA()).token)}`,
    }),
    expect: all(200),
  },
  'GET /api/v1/tickets/:token/pdf': {
    build: async () => ({
      url: `/api/v1/tickets/${encodeURIComponent((await freshTicketOfA()).token)}/pdf`,
    }),
    expect: all(200),
  },
  // Switches and hand-overs (issue 16): only the registration's participant (or recipient).
  'POST /api/v1/event/participate/:id/switch': {
    build: async () => {
      const { id, target } = await freshSwitchOfA();
      return { url: `/api/v1/event/participate/${id}/switch`, payload: { category_id: target } };
    },
    expect: roles(401, 404, 403, 403, { participantA: 200 }),
  },
  'GET /api/v1/event/participate/:id/switch-options': {
    build: async () => ({
      url: `/api/v1/event/participate/${(await freshSwitchOfA()).id}/switch-options`,
    }),
    expect: roles(401, 404, 403, 403, { participantA: 200 }),
  },
  'POST /api/v1/event/participate/:id/transfer': {
    build: async () => ({
      url: `/api/v1/event/participate/${await freshTransferOfA(false)}/transfer`,
      payload: { email: actors.participantB.user!.email },
    }),
    expect: roles(401, 404, 403, 403, { participantA: 200 }),
  },
  'POST /api/v1/event/participate/:id/transfer/accept': {
    build: async () => ({
      url: `/api/v1/event/participate/${await freshTransferOfA(true)}/transfer/accept`,
      payload: {},
    }),
    expect: roles(401, 404, 403, 403, { participantB: 200 }),
  },
  'DELETE /api/v1/event/participate/:id/transfer': {
    build: async () => ({
      url: `/api/v1/event/participate/${await freshTransferOfA(true)}/transfer`,
    }),
    // Its giver (A) withdraws, its recipient (B) declines; another participant is told 404.
    expect: roles(401, 200, 403, 403, { staffHere: 404, staffElsewhere: 404 }),
  },
  'GET /api/v1/event/transfers': {
    build: () => ({ url: '/api/v1/event/transfers' }),
    expect: roles(401, 200, 200, 200),
  },
  // Teams that form themselves (issue 28): participants start and join (hosts and admins
  // register nobody); the captain, the event's host and admins manage; members read.
  'POST /api/v1/teams': {
    build: async () => ({
      url: '/api/v1/teams',
      payload: {
        event_id: (
          await makeEvent(ctx.app.db, {
            host_id: actors.hostA.user!.id,
            sports_id: f.sportId,
            prices: [{ category_id: f.teamCategoryId, price: 100 }],
          })
        ).id,
        category_id: f.teamCategoryId,
        team_name: 'Matrix Mavericks',
      },
    }),
    expect: roles(401, 201, 403, 403),
  },
  'GET /api/v1/teams': {
    build: () => ({ url: '/api/v1/teams' }),
    expect: roles(401, 200, 200, 200),
  },
  // Any signed-in user may look at where a code leads.
  'GET /api/v1/teams/join/:code': {
    build: async () => ({ url: `/api/v1/teams/join/${(await teamOfAWithB()).join_code}` }),
    expect: roles(401, 200, 200, 200),
  },
  // Its members (A captains, B joined), host A and admins; host B and other participants: 403.
  'GET /api/v1/teams/:id': {
    build: async () => ({ url: `/api/v1/teams/${(await teamOfAWithB()).id}` }),
    expect: roles(401, 403, 403, 200, { participantA: 200, participantB: 200, hostA: 200 }),
  },
  // A fresh team of A each time: its captain is already on it (409), other participants join.
  'POST /api/v1/teams/join': {
    build: async () => ({
      url: '/api/v1/teams/join',
      payload: { code: (await freshTeamOfA()).join_code },
    }),
    expect: roles(401, 200, 403, 403, { participantA: 409 }),
  },
  // A fresh team of A each time (a pair: an invite to a full one is refused).
  'POST /api/v1/teams/:id/invites': {
    build: async () => ({
      url: `/api/v1/teams/${(await freshTeamOfA()).id}/invites`,
      payload: { email: `invitee${Math.random()}@example.test` },
    }),
    expect: roles(401, 403, 403, 200, { participantA: 200, hostA: 200 }),
  },
  // Only B is invited: B declines; anyone else has no invite to decline (409).
  'POST /api/v1/teams/:id/decline': {
    build: async () => ({
      url: `/api/v1/teams/${(await freshTeamOfA({ inviteB: true })).id}/decline`,
    }),
    expect: roles(401, 409, 409, 409, { participantB: 200 }),
  },
  // Removing B: the captain (A), B themself (leaving), host A, admins.
  'DELETE /api/v1/teams/:id/members/:userId': {
    build: async () => ({
      url: `/api/v1/teams/${(await freshTeamOfA({ withB: true })).id}/members/${actors.participantB.user!.id}`,
    }),
    expect: roles(401, 403, 403, 200, { participantA: 200, participantB: 200, hostA: 200 }),
  },
  // B as Vice Captain: the captain, host A, admins; B is a member but not the captain (403).
  'PUT /api/v1/teams/:id/roles': {
    build: async () => ({
      url: `/api/v1/teams/${(await teamOfAWithB()).id}/roles`,
      payload: { vice_captain: actors.participantB.user!.id },
    }),
    expect: roles(401, 403, 403, 200, { participantA: 200, hostA: 200 }),
  },
  // A fresh team of A each time (a checkout uses its registration up): its captain pays.
  'POST /api/v1/teams/:id/checkout': {
    build: async () => ({ url: `/api/v1/teams/${(await freshTeamOfA()).id}/checkout` }),
    expect: roles(401, 403, 403, 403, { participantA: 201 }),
  },
  // A fresh split team of A with B: each member pays their own share.
  'POST /api/v1/teams/:id/share': {
    build: async () => ({
      url: `/api/v1/teams/${(await freshTeamOfA({ payment: 'split', withB: true })).id}/share`,
    }),
    expect: roles(401, 403, 403, 403, { participantA: 201, participantB: 201 }),
  },
  // The clubs already used at an event (issue 28): any signed-in user.
  'GET /api/v1/events/:id/clubs': {
    build: () => ({ url: `/api/v1/events/${f.eventA}/clubs` }),
    expect: roles(401, 200, 200, 200),
  },
  // Changes of plan (issue 16): the participant cancels, the host removes or cancels the event.
  'GET /api/v1/event/participate/:id/refund-quote': {
    build: () => ({ url: `/api/v1/event/participate/${f.pendingA}/refund-quote` }),
    expect: roles(401, 403, 403, 200, { participantA: 200, hostA: 200 }),
  },
  'POST /api/v1/event/participate/:id/cancel': {
    build: async () => ({
      url: `/api/v1/event/participate/${await freshRegistrationOfA()}/cancel`,
    }),
    expect: roles(401, 403, 403, 403, { participantA: 200 }),
  },
  'POST /api/v1/event/participate/:id/remove': {
    build: async () => ({
      url: `/api/v1/event/participate/${await freshRegistrationOfA()}/remove`,
      payload: { reason: 'Entered twice' },
    }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'POST /api/v1/events/:id/cancel': {
    build: async () => ({
      url: `/api/v1/events/${await freshEventOfHostA()}/cancel`,
      payload: { reason: 'The venue is closed' },
    }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'GET /api/v1/events/:id/cancellation': {
    build: () => ({ url: `/api/v1/events/${f.eventA}/cancellation` }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'GET /api/v1/events/:id/cancelled-registrations': {
    build: () => ({ url: `/api/v1/events/${f.eventA}/cancelled-registrations` }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'GET /api/v1/refunds': {
    build: () => ({ url: '/api/v1/refunds' }),
    expect: roles(401, 200, 200, 200),
  },
  'GET /api/v1/refunds/:id/credit-note': {
    build: async () => {
      const id = await freshTransferOfA(false);
      const [refund] = await ctx.app.db
        .insert(refunds)
        .values({
          participation_id: id,
          provider: 'test',
          payment_id: `pay_matrix_${id}`,
          amount_minor: 100,
          currency: 'INR',
          reason: 'participant_cancelled',
          dedupe_key: `matrix:${id}`,
        })
        .returning({ id: refunds.id });
      return { url: `/api/v1/refunds/${refund!.id}/credit-note` };
    },
    expect: roles(401, 403, 403, 200, { participantA: 200, hostA: 200 }),
  },
  'POST /api/v1/payments/refunds/:id/retry': {
    build: async () => {
      const [refund] = await ctx.app.db
        .insert(refunds)
        .values({
          provider: 'test',
          payment_id: 'pay_matrix',
          amount_minor: 100,
          currency: 'INR',
          reason: 'payment_anomaly',
          dedupe_key: `matrix:${Math.random()}`,
          status: 'refund_failed',
        })
        .returning({ id: refunds.id });
      return { url: `/api/v1/payments/refunds/${refund!.id}/retry` };
    },
    expect: roles(401, 403, 403, 200),
  },
  'POST /api/v1/event/upload': { build: () => multipart(png), expect: roles(401, 403, 200, 200) },
  'POST /api/v1/event/participate': {
    build: async (who) => ({
      url: '/api/v1/event/participate',
      payload: {
        event_id: (
          await makeEvent(ctx.app.db, {
            host_id: actors.hostA.user!.id,
            sports_id: f.sportId,
            prices: [{ category_id: f.categoryId, price: 0 }],
          })
        ).id,
        category_id: f.categoryId,
        participant_id: selfId(who),
      },
    }),
    expect: roles(401, 201, 403, 403),
  },
  'GET /api/v1/event/participate': {
    build: () => ({
      url: `/api/v1/event/participate?participant_id=${actors.participantA.user!.id}`,
    }),
    expect: roles(401, 403, 403, 200, { participantA: 200 }),
  },
  // Host B reading host A's participants: 403.
  'GET /api/v1/event/participants': {
    build: () => ({ url: `/api/v1/event/participants?event_id=${f.eventA}` }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'GET /api/v1/event/participate/event-category-participant': {
    build: () => ({
      url: `/api/v1/event/participate/event-category-participant?event_id=${f.eventA}&category_id=${f.categoryId}&participant_id=${actors.participantA.user!.id}`,
    }),
    expect: roles(401, 403, 403, 200, { participantA: 200, hostA: 200 }),
  },
  // Participant B reading or editing A's registration or receipt: 403.
  'GET /api/v1/event/participate/:id': {
    build: () => ({ url: `/api/v1/event/participate/${f.pendingA}` }),
    expect: roles(401, 403, 403, 200, { participantA: 200, hostA: 200 }),
  },
  'GET /api/v1/event/participate/:id/receipt': {
    build: () => ({ url: `/api/v1/event/participate/${f.pendingA}/receipt` }),
    expect: roles(401, 403, 403, 200, { participantA: 200, hostA: 200 }),
  },
  'GET /api/v1/event/participate/:id/invoice': {
    build: async () => ({ url: `/api/v1/event/participate/${await freshPaidOfA()}/invoice` }),
    expect: roles(401, 403, 403, 200, { participantA: 200, hostA: 200 }),
  },
  // Issue 26: a host's own payout account and earnings; admins see earnings across hosts.
  'GET /api/v1/host/payout-account': {
    build: () => ({ url: '/api/v1/host/payout-account' }),
    expect: roles(401, 403, 200, 403),
  },
  'PUT /api/v1/host/payout-account': {
    build: () => ({
      url: '/api/v1/host/payout-account',
      payload: {
        legal_name: 'Matrix Sports',
        business_type: 'proprietorship',
        pan: 'ABCPM1234K',
        gstin: null,
        gst_state: 'KA',
        address: { street: '1 MG Road', city: 'Bengaluru', state: 'KA', postal_code: '560001' },
        account_number: '123456789012',
        ifsc_code: 'SBIN0001234',
        bank_name: 'State Bank of India',
        account_holder_name: 'Matrix Sports',
      },
    }),
    expect: roles(401, 403, 200, 403),
  },
  'GET /api/v1/host/earnings': {
    build: () => ({ url: '/api/v1/host/earnings' }),
    expect: roles(401, 403, 200, 403),
  },
  // Matchday's fee documents to host A: host B is refused one of them.
  'GET /api/v1/host/invoices': {
    build: () => ({ url: '/api/v1/host/invoices' }),
    expect: roles(401, 403, 200, 403),
  },
  'GET /api/v1/host/invoices/:id/pdf': {
    build: async () => ({ url: `/api/v1/host/invoices/${await feeInvoiceOfA()}/pdf` }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'GET /api/v1/admin/earnings': {
    build: () => ({ url: '/api/v1/admin/earnings' }),
    expect: roles(401, 403, 403, 200),
  },
  // The host's toolkit (issue 27): host A's event, for host A and admins.
  // toolkit: exports
  'GET /api/v1/events/:id/export': {
    build: () => ({ url: `/api/v1/events/${f.eventA}/export?format=csv` }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  // toolkit: start lists
  'GET /api/v1/events/:id/start-list.pdf': {
    build: () => ({ url: `/api/v1/events/${f.eventA}/start-list.pdf` }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'GET /api/v1/events/:id/start-list': {
    build: () => ({ url: `/api/v1/events/${f.eventA}/start-list` }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  // toolkit: messages
  // A dry run only counts (and is not limited), so every actor can try it on host A's event.
  'POST /api/v1/events/:id/messages': {
    build: () => ({ url: `/api/v1/events/${f.eventA}/messages`, payload: { dry_run: true } }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'GET /api/v1/events/:id/messages': {
    build: () => ({ url: `/api/v1/events/${f.eventA}/messages` }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'POST /api/v1/admin/messages': {
    build: () => ({ url: '/api/v1/admin/messages', payload: { dry_run: true } }),
    expect: roles(401, 403, 403, 200),
  },
  // A message host A wrote to their event's participants: its progress is theirs and admins'.
  'GET /api/v1/jobs/:id': {
    build: async () => {
      const { messages } = await import('../platform/db/schema');
      const [m] = await ctx.app.db
        .insert(messages)
        .values({
          audience: 'participants',
          event_id: f.eventA,
          sender_id: actors.hostA.user!.id,
          subject: 'Matrix',
          body: 'A message for the matrix.',
          total: 0,
        })
        .returning();
      return { url: `/api/v1/jobs/${m!.id}` };
    },
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  // toolkit: reminders
  'GET /api/v1/events/:id/reminders': {
    build: () => ({ url: `/api/v1/events/${f.eventA}/reminders` }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  'PUT /api/v1/events/:id/reminders': {
    build: () => ({
      url: `/api/v1/events/${f.eventA}/reminders`,
      payload: {
        payment_pending: true,
        before_event: true,
        waitlist_expiring: true,
        closing_soon: true,
      },
    }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  // toolkit: stats
  'GET /api/v1/events/:id/stats': {
    build: () => ({ url: `/api/v1/events/${f.eventA}/stats` }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  // A host's own events; admins host none (they read /admin/stats).
  'GET /api/v1/host/stats': {
    build: () => ({ url: '/api/v1/host/stats' }),
    expect: roles(401, 403, 200, 403),
  },
  'GET /api/v1/admin/stats': {
    build: () => ({ url: '/api/v1/admin/stats' }),
    expect: roles(401, 403, 403, 200),
  },
  'PUT /api/v1/event/participate/:id': {
    build: () => ({
      url: `/api/v1/event/participate/${f.pendingA}`,
      payload: { team_name: null, members: [] },
    }),
    expect: roles(401, 403, 403, 200, { participantA: 200, hostA: 200 }),
  },
  'DELETE /api/v1/event/participate/:id': {
    build: async () => ({ url: `/api/v1/event/participate/${await freshRegistrationOfA()}` }),
    expect: roles(401, 403, 403, 200, { hostA: 200 }),
  },
  // Verify with a forged signature: refused for the owner (400), other users can't reach it.
  'POST /api/v1/payments/verify': {
    build: () => ({
      url: '/api/v1/payments/verify',
      payload: {
        razorpay_order_id: f.orderA,
        razorpay_payment_id: 'pay_x',
        razorpay_signature: 'f'.repeat(64),
      },
    }),
    expect: roles(401, 400, 403, 403),
  },
  'POST /api/v1/payments/webhook': {
    build: () => ({ url: '/api/v1/payments/webhook', payload: { event: 'payment.captured' } }),
    expect: all(400),
  },
  // Another participant cannot complete A's order (404: it is not theirs to see).
  'POST /api/v1/payments/test/complete': {
    build: () => ({
      url: '/api/v1/payments/test/complete',
      payload: { order_id: f.orderA, outcome: 'failed' },
    }),
    expect: roles(401, 404, 403, 403, { participantA: 400 }),
  },
  // Money across every event: the admin only.
  'GET /api/v1/payments': {
    build: () => ({ url: '/api/v1/payments?status=created' }),
    expect: roles(401, 403, 403, 200),
  },
  'GET /api/v1/payments/anomalies': {
    build: () => ({ url: '/api/v1/payments/anomalies?status=all' }),
    expect: roles(401, 403, 403, 200),
  },
  // A fresh open anomaly for each actor, so only the refusal or the resolve decides the status.
  'POST /api/v1/payments/anomalies/:id/resolve': {
    build: async () => ({
      url: `/api/v1/payments/anomalies/${await makeUnknownOrderAnomaly(ctx.app)}/resolve`,
      payload: { note: 'Refunded by hand' },
    }),
    expect: roles(401, 403, 403, 200),
  },
  // Admin only: counts (with revenue), participants, host suspension (decision 016).
  'GET /api/v1/admin/summary': {
    build: () => ({ url: '/api/v1/admin/summary' }),
    expect: roles(401, 403, 403, 200),
  },
  'GET /api/v1/admin/participants': {
    build: () => ({ url: '/api/v1/admin/participants?q=a' }),
    expect: roles(401, 403, 403, 200),
  },
  // A fresh host for each actor; host B suspending host A's account among the refusals.
  'POST /api/v1/admin/hosts/:id/suspend': {
    build: async () => ({
      url: `/api/v1/admin/hosts/${(await makeUser(ctx.app.db, { role: 'Host' })).id}/suspend`,
      payload: { reason: 'Matrix' },
    }),
    expect: roles(401, 403, 403, 200),
  },
  'POST /api/v1/admin/hosts/:id/unsuspend': {
    build: async () => ({
      url: `/api/v1/admin/hosts/${(await makeUser(ctx.app.db, { role: 'Host', suspended_at: new Date() })).id}/unsuspend`,
    }),
    expect: roles(401, 403, 403, 200),
  },
};

beforeAll(async () => {
  actors.guest = { user: null, cookie: '' };
  actors.participantA = await as(ctx.app, 'Participant', { age: 20, gender: 'male' });
  actors.participantB = await as(ctx.app, 'Participant', { age: 20, gender: 'male' });
  actors.hostA = await as(ctx.app, 'Host');
  actors.hostB = await as(ctx.app, 'Host');
  actors.admin = await as(ctx.app, 'Admin');
  actors.staffHere = await as(ctx.app, 'Participant', { age: 20, gender: 'male' });
  actors.staffElsewhere = await as(ctx.app, 'Participant', { age: 20, gender: 'male' });
  const sport = await makeSport(ctx.app.db);
  const category = await makeCategory(ctx.app.db, { sports_id: sport.id });
  const team = await makeCategory(ctx.app.db, { sports_id: sport.id, participants_in_team: 2 });
  const light = await makeCategory(ctx.app.db, {
    sports_id: sport.id,
    min_weight_allowed: 50,
    max_weight_allowed: 60,
  });
  const middle = await makeCategory(ctx.app.db, {
    sports_id: sport.id,
    min_weight_allowed: 60,
    max_weight_allowed: 70,
  });
  const eventA = await makeEvent(ctx.app.db, {
    host_id: actors.hostA.user!.id,
    sports_id: sport.id,
    prices: [{ category_id: category.id, price: 100 }],
  });
  f = {
    sportId: sport.id,
    categoryId: category.id,
    teamCategoryId: team.id,
    lightCategoryId: light.id,
    middleCategoryId: middle.id,
    eventA: eventA.id,
    pendingA: '',
    orderA: '',
  };
  const reg = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/event/participate',
    payload: { event_id: eventA.id, category_id: category.id },
    headers: { cookie: actors.participantA.cookie },
  });
  f.pendingA = reg.json().data.participation.id;
  f.orderA = reg.json().data.order_id;
  // Gate staff: of event A, and of another event of the same host.
  await staffHereAt(eventA.id);
  const elsewhere = await makeEvent(ctx.app.db, {
    host_id: actors.hostA.user!.id,
    sports_id: sport.id,
    prices: [{ category_id: category.id, price: 100 }],
  });
  await ctx.app.db.insert(eventStaff).values({
    event_id: elsewhere.id,
    email: actors.staffElsewhere.user!.email,
    invited_by: actors.hostA.user!.id,
  });
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff914d' } })
    .png()
    .toBuffer();
});

describe('authorization matrix', () => {
  it('has an entry for every API route the server registers', () => {
    const routes = ctx.app.apiRoutes.map((r) => `${r.method} ${r.url.replace(/\/$/, '')}`);
    const missing = routes.filter((r) => !MATRIX[r]);
    expect(missing).toEqual([]);
    const stale = Object.keys(MATRIX).filter((k) => !routes.includes(k));
    expect(stale).toEqual([]);
  });

  it('answers every route for every actor as expected (zero cross-tenant reads or writes)', async () => {
    const failures: string[] = [];
    let checks = 0;
    for (const route of ctx.app.apiRoutes) {
      const key = `${route.method} ${route.url.replace(/\/$/, '')}`;
      const entry = MATRIX[key]!;
      for (const who of ACTORS) {
        const req = await entry.build(who);
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: req.url,
          payload: req.payload as string,
          // The request's own headers win (logout brings a second session of the actor).
          headers: {
            ...(actors[who].cookie ? { cookie: actors[who].cookie } : {}),
            ...(req.headers ?? {}),
          },
        });
        checks += 1;
        if (res.statusCode !== entry.expect[who]) {
          failures.push(
            `${who} ${key}: expected ${entry.expect[who]}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
        // Every refusal comes in the error envelope.
        if (res.statusCode >= 400) expect(res.json().message, `${who} ${key}`).toBe('error');
      }
    }
    expect(failures).toEqual([]);
    expect(checks).toBe(ctx.app.apiRoutes.length * ACTORS.length);
  }, 120_000); // ~720 requests with fresh rows each: ~20 s alone, more beside other files

  it('refuses a suspended host on every route that reads the session (decision 016)', async () => {
    // Suspending ends a host's sessions; these are made afterwards, as a login racing it would.
    const host = await makeUser(ctx.app.db, { role: 'Host', suspended_at: new Date() });
    const failures: string[] = [];
    for (const route of ctx.app.apiRoutes) {
      const key = `${route.method} ${route.url.replace(/\/$/, '')}`;
      const entry = MATRIX[key]!;
      const req = await entry.build('guest');
      const { token } = await createSession(ctx.app.db, host.id, new Date());
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: req.url,
        payload: req.payload as string,
        headers: { ...(req.headers ?? {}), cookie: `session=${token}` },
      });
      // Public routes ignore the session; the boot check sees an ended one (401); all else 403.
      const expected =
        route.access === 'public' ? entry.expect.guest : route.access === 'optional' ? 401 : 403;
      if (res.statusCode !== expected) {
        failures.push(`${key}: expected ${expected}, got ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
