import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MSG } from '../../../shared/teams/schemas';
import {
  eventCategories,
  ledgerEntries,
  participations,
  paymentAnomalies,
  refunds,
  teamShares,
  type CategoryRow,
  type EventRow,
  type User,
} from '../../platform/db/schema';
import { PARTICIPATION_MSG } from '../../../shared/participations/schemas';
import { createSession } from '../../auth/sessions';
import { ProviderError, reconcilePending } from '../../money/service';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { settleJobs } from '../../test/jobs';
import { apiCaller, as } from '../../test/sessions';
import { makeTeam } from '../../test/teams';
import { useTestApp } from '../../test/test-app';
import { postPaymentWebhook } from '../../test/webhooks';
import { endTeamHold } from './share-jobs';

// Issue 28, paying for a team on PostgreSQL with the test provider: the captain's checkout of the
// whole price, split shares (the paisa on the captain's, the team paid at the last share, one
// ledger row per payment however often it is reported), the hold's end refunding an incomplete
// team, a member leaving, cancellations owing shares back, and what members and the host read.
const ctx = useTestApp({ env: { PUBLIC_CACHE_SECONDS: '0' } });
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let host: Actor;
let sportId: string;
let split: CategoryRow; // teams of three, each pays a share of ₹1,000
let capped: CategoryRow; // the same, one place only
let subs: CategoryRow; // teams of three plus one substitute, split
let captainPays: CategoryRow; // teams of three, the captain pays ₹900
let event: EventRow;

const player = () => as(ctx.app, 'Participant', { age: 25, gender: 'male' });
const players = (n: number) => Promise.all(Array.from({ length: n }, player));

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  sportId = (await makeSport(ctx.app.db)).id;
  const trio = () => makeCategory(ctx.app.db, { sports_id: sportId, participants_in_team: 3 });
  [split, capped, subs, captainPays] = await Promise.all([trio(), trio(), trio(), trio()]);
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    prices: [
      { category_id: split.id, price: 1000 },
      { category_id: capped.id, price: 1000, capacity: 1 },
      { category_id: subs.id, price: 1000 },
      { category_id: captainPays.id, price: 900 },
    ],
  });
  for (const c of [split, capped, subs])
    await ctx.app.db
      .update(eventCategories)
      .set({ team_payment: 'split', substitutes: c === subs ? 1 : 0 })
      .where(and(eq(eventCategories.event_id, event.id), eq(eventCategories.category_id, c.id)));
});

afterEach(() => ctx.clock.reset());

/** Pays an order as the test checkout would, then verifies it like the browser. */
async function pay(who: Actor, orderId: string) {
  const signed = await call(who, 'POST', '/payments/test/complete', {
    order_id: orderId,
    outcome: 'paid',
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const verify = await call(who, 'POST', '/payments/verify', signed.json().data);
  return { verify, paymentId: signed.json().data.razorpay_payment_id as string };
}

async function payShare(who: Actor, teamId: string) {
  const res = await call(who, 'POST', `/teams/${teamId}/share`);
  expect(res.statusCode, res.body).toBe(201);
  const orderId = res.json().data.order_id as string;
  const { verify, paymentId } = await pay(who, orderId);
  expect(verify.statusCode, verify.body).toBe(200);
  return { orderId, paymentId, amount: res.json().data.amount_paid as number };
}

const registration = async (id: string) =>
  (await ctx.app.db.select().from(participations).where(eq(participations.id, id)))[0]!;
const sharesOf = (teamId: string) =>
  ctx.app.db
    .select()
    .from(teamShares)
    .where(eq(teamShares.team_id, teamId))
    .orderBy(asc(teamShares.created_at), asc(teamShares.id));
const refundsOf = (participationId: string) =>
  ctx.app.db.select().from(refunds).where(eq(refunds.participation_id, participationId));
const captures = (participationId: string) =>
  ctx.app.db
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.participation_id, participationId), eq(ledgerEntries.kind, 'capture')),
    );

async function placesLeft(category: CategoryRow) {
  const res = await call(null, 'GET', `/events/${event.id}`);
  expect(res.statusCode).toBe(200);
  const found = (
    res.json().data.categories as Array<{ category_id: string; places_left: number | null }>
  ).find((c) => c.category_id === category.id)!;
  return found.places_left;
}

type Listed = {
  id: string;
  payment_status: string;
  tickets: Array<{ member_index: number; name: string }>;
  members: Array<{ user_id: string | null; position: number }>;
  team: {
    id: string;
    payment: string;
    complete: boolean;
    members: Array<{
      name: string;
      status: string;
      role: string | null;
      share_status: string | null;
    }>;
  } | null;
};

async function ownList(who: Actor): Promise<Listed[]> {
  const res = await call(who, 'GET', '/event/participate?limit=50');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('split payment, formed through the API', () => {
  it('three members pay their shares (the paisa on the captain’s); the team is paid only at the third', async () => {
    const [captain, asha, ravi] = await players(3);
    const made = await call(captain!, 'POST', '/teams', {
      event_id: event.id,
      category_id: split.id,
      team_name: 'Split Kicks',
    });
    expect(made.statusCode, made.body).toBe(201);
    const team = made.json().data as { id: string; join_code: string; participation_id: string };
    for (const who of [asha!, ravi!])
      expect((await call(who, 'POST', '/teams/join', { code: team.join_code })).statusCode).toBe(
        200,
      );
    const pid = team.participation_id;

    const first = await payShare(asha!, team.id);
    expect(first.amount).toBe(333.33);
    const held = await registration(pid);
    expect(held.payment_status).toBe('created');
    // The place is held for TEAM_SHARE_HOURS (48) from the first share.
    const hours = (held.hold_expires_at!.getTime() - ctx.clock.now().getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    // The host sees the team with each member's state part-way.
    const listed = await call(host, 'GET', `/event/participants?event_id=${event.id}&limit=100`);
    const entry = (listed.json().data as Listed[]).find((p) => p.id === pid)!;
    expect(entry.team).toMatchObject({ id: team.id, payment: 'split', complete: true });
    expect(entry.team!.members.map((m) => [m.role, m.status, m.share_status])).toEqual([
      ['Captain', 'joined', null],
      [null, 'joined', 'captured'],
      [null, 'joined', null],
    ]);

    const own = await payShare(captain!, team.id);
    expect(own.amount).toBe(333.34);
    expect((await registration(pid)).payment_status).toBe('created');
    const last = await payShare(ravi!, team.id);
    expect(last.amount).toBe(333.33);

    const paid = await registration(pid);
    expect(paid).toMatchObject({ payment_status: 'captured', hold_expires_at: null });
    const ledger = await captures(pid);
    expect(ledger.map((l) => l.amount_minor).sort()).toEqual([33333, 33333, 33334]);
    expect(ledger.reduce((sum, l) => sum + l.amount_minor, 0)).toBe(100_000);
    expect((await sharesOf(team.id)).map((s) => s.status)).toEqual([
      'captured',
      'captured',
      'captured',
    ]);

    // Each member lists the team's registration with only their own ticket; the captain, all.
    for (const [who, position] of [
      [asha!, 1],
      [ravi!, 2],
    ] as const) {
      const mine = (await ownList(who)).filter((p) => p.id === pid);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.tickets.map((t) => [t.member_index, t.name])).toEqual([
        [position, who.user.name],
      ]);
      const one = await call(who, 'GET', `/event/participate/${pid}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().data.tickets).toHaveLength(1);
    }
    const captainsView = (await ownList(captain!)).find((p) => p.id === pid)!;
    expect(captainsView.tickets.map((t) => t.member_index)).toEqual([0, 1, 2]);
    expect(captainsView.members.map((m) => [m.position, m.user_id])).toEqual([
      [0, captain!.user.id],
      [1, asha!.user.id],
      [2, ravi!.user.id],
    ]);
    // Someone on no team of it may not read it.
    const [stranger] = await players(1);
    expect((await call(stranger!, 'GET', `/event/participate/${pid}`)).statusCode).toBe(403);

    await settleJobs(ctx.app);
    const mail = await ctx.mail.waitFor(asha!.user.email, '“Split Kicks” is confirmed');
    expect(mail.text).toContain('Your own ticket');
    await ctx.mail.waitFor(captain!.user.email, `You're registered: “${event.title}”`);
    // Paid in full: a member may not pay again.
    const again = await call(asha!, 'POST', `/teams/${team.id}/share`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(TEAM_MSG.alreadyConfirmed);
  });
});

describe('split payment', () => {
  it('a share reported by the verify, a webhook and the verify again makes one ledger row', async () => {
    const [captain, asha, ravi] = await players(3);
    const t = await makeTeam(ctx.app.db, {
      event,
      category: split,
      captain: captain!.user,
      members: [asha!.user, ravi!.user],
    });
    const res = await call(asha!, 'POST', `/teams/${t.teamId}/share`);
    const orderId = res.json().data.order_id as string;
    const signed = await call(asha!, 'POST', '/payments/test/complete', {
      order_id: orderId,
      outcome: 'paid',
    });
    const body = signed.json().data;
    const [verified] = await Promise.all([
      call(asha!, 'POST', '/payments/verify', body),
      postPaymentWebhook(ctx.app, {
        orderId,
        paymentId: body.razorpay_payment_id,
        amountMinor: 33333,
      }),
    ]);
    expect(verified.statusCode).toBe(200);
    expect((await call(asha!, 'POST', '/payments/verify', body)).statusCode).toBe(200);
    expect(await captures(t.participationId)).toHaveLength(1);
    expect((await sharesOf(t.teamId)).map((s) => [s.status, s.payment_id])).toEqual([
      ['captured', body.razorpay_payment_id],
    ]);
    expect(
      await ctx.app.db
        .select()
        .from(paymentAnomalies)
        .where(eq(paymentAnomalies.order_id, orderId)),
    ).toEqual([]);
    // Only the payer may verify their share's payment.
    expect((await call(ravi!, 'POST', '/payments/verify', body)).statusCode).toBe(400);
  });

  it('times out: the paid share is refunded, the place freed, a late payment owed back', async () => {
    const [captain, asha, ravi] = await players(3);
    const t = await makeTeam(ctx.app.db, {
      event,
      category: capped,
      captain: captain!.user,
      members: [asha!.user, ravi!.user],
    });
    expect(await placesLeft(capped)).toBe(1);
    const paid = await payShare(asha!, t.teamId);
    expect(await placesLeft(capped)).toBe(0);
    // The captain starts paying and leaves the tab open.
    const pending = await call(captain!, 'POST', `/teams/${t.teamId}/share`);
    expect(pending.statusCode).toBe(201);
    const pendingOrder = pending.json().data.order_id as string;

    // A run before the hold's end changes nothing.
    expect(await endTeamHold(ctx.app.deps, t.teamId)).toBe(0);
    ctx.clock.advance(49 * 3_600_000);
    expect(await endTeamHold(ctx.app.deps, t.teamId)).toBe(2);
    expect(await endTeamHold(ctx.app.deps, t.teamId)).toBe(0);

    const shares = await sharesOf(t.teamId);
    expect(shares.map((s) => [s.payer_id, s.status])).toEqual([
      [asha!.user.id, 'refunded'],
      [captain!.user.id, 'cancelled'],
    ]);
    expect(await refundsOf(t.participationId)).toMatchObject([
      {
        reason: 'team_incomplete',
        amount_minor: 33333,
        payment_id: paid.paymentId,
        dedupe_key: `team-incomplete:${shares[0]!.id}`,
      },
    ]);
    expect(await registration(t.participationId)).toMatchObject({
      payment_status: 'created',
      hold_expires_at: null,
    });
    expect(await placesLeft(capped)).toBe(1);

    // The captain's open tab is paid after all, with no webhook: reconciliation finds it and
    // owes it back.
    const paymentId = `pay_late_${t.teamId.slice(-8)}`;
    const fetch = ctx.app.deps.payments.fetchOrderPayments;
    ctx.app.deps.payments.fetchOrderPayments = async (orderId) =>
      orderId === pendingOrder
        ? [{ id: paymentId, order_id: orderId, amount: 33334, currency: 'INR', status: 'captured' }]
        : [];
    try {
      await reconcilePending(ctx.app.deps);
      await reconcilePending(ctx.app.deps);
    } finally {
      ctx.app.deps.payments.fetchOrderPayments = fetch;
    }
    const [anomaly] = await ctx.app.db
      .select()
      .from(paymentAnomalies)
      .where(eq(paymentAnomalies.payment_id, paymentId));
    expect(anomaly).toMatchObject({ kind: 'cancelled_registration' });
    const owed = await refundsOf(t.participationId);
    expect(owed.map((r) => [r.reason, r.amount_minor]).sort()).toEqual([
      ['payment_anomaly', 33334],
      ['team_incomplete', 33333],
    ]);
    expect((await registration(t.participationId)).payment_status).toBe('created');

    await settleJobs(ctx.app);
    expect((await refundsOf(t.participationId)).map((r) => r.status)).toEqual([
      'refunded',
      'refunded',
    ]);
    const told = await ctx.mail.waitFor(asha!.user.email, `“${t.name}” did not complete in time`);
    expect(told.text).toContain('Your share of ₹333.33 is on its way back');
    // The team may start again while registration is open: a new share holds the place anew
    // (signed in again: two days have passed).
    const { token } = await createSession(ctx.app.db, ravi!.user.id, ctx.clock.now());
    const fresh = await call({ cookie: `session=${token}` }, 'POST', `/teams/${t.teamId}/share`);
    expect(fresh.statusCode).toBe(201);
    expect(await placesLeft(capped)).toBe(0);
  });

  it('a member who leaves after paying has their share refunded; the team keeps its hold', async () => {
    const [captain, asha, ravi] = await players(3);
    const t = await makeTeam(ctx.app.db, {
      event,
      category: split,
      captain: captain!.user,
      members: [asha!.user, ravi!.user],
    });
    const paid = await payShare(asha!, t.teamId);
    expect((await call(ravi!, 'POST', `/teams/${t.teamId}/share`)).statusCode).toBe(201);
    const hold = (await registration(t.participationId)).hold_expires_at;

    const left = await call(asha!, 'DELETE', `/teams/${t.teamId}/members/${asha!.user.id}`);
    expect(left.statusCode, left.body).toBe(200);
    const shares = await sharesOf(t.teamId);
    expect(shares.map((s) => [s.payer_id, s.status])).toEqual([
      [asha!.user.id, 'refunded'],
      [ravi!.user.id, 'created'],
    ]);
    expect(await refundsOf(t.participationId)).toMatchObject([
      {
        reason: 'team_member_left',
        amount_minor: 33333,
        payment_id: paid.paymentId,
        dedupe_key: `team-left:${shares[0]!.id}`,
        requested_by: asha!.user.id,
      },
    ]);
    expect((await registration(t.participationId)).hold_expires_at).toEqual(hold);

    // The captain removes a member whose share is still pending: it is cancelled, nothing owed.
    const removed = await call(captain!, 'DELETE', `/teams/${t.teamId}/members/${ravi!.user.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await sharesOf(t.teamId)).map((s) => s.status)).toEqual(['refunded', 'cancelled']);
    expect(await refundsOf(t.participationId)).toHaveLength(1);
    // The refund is mailed to the member who paid it, not to the captain.
    await settleJobs(ctx.app);
    await ctx.mail.waitFor(asha!.user.email, 'Refund made: ₹333.33');
  });

  it('who may pay a share, and when every share is taken', async () => {
    const [captain, a, b, c, otherCaptain] = await players(5);
    const t = await makeTeam(ctx.app.db, {
      event,
      category: subs,
      captain: captain!.user,
      members: [a!.user, b!.user, c!.user],
    });
    const other = await makeTeam(ctx.app.db, {
      event,
      category: split,
      captain: otherCaptain!.user,
    });
    const [stranger] = await players(1);
    const share = (who: Actor, teamId = t.teamId) => call(who, 'POST', `/teams/${teamId}/share`);

    for (const [who, teamId] of [
      [stranger!, t.teamId],
      [otherCaptain!, t.teamId],
      [a!, other.teamId],
    ] as const) {
      const res = await share(who, teamId);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(TEAM_MSG.shareMembersOnly);
    }

    const first = await share(a!);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ amount_paid: 333.33, resumed: false });
    // Asked again, the same order resumes; after a failed attempt too.
    await ctx.app.deps.orderPurposes.find((x) => x.name === 'team-share')!.failed!(
      ctx.app.db,
      first.json().data.order_id,
      'Card declined',
      ctx.clock.now(),
    );
    const resumed = await share(a!);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data).toMatchObject({
      order_id: first.json().data.order_id,
      resumed: true,
    });
    expect((await share(b!)).statusCode).toBe(201);
    // Size 3 with a substitute: two members' shares are taken, the captain's is still theirs.
    const none = await share(c!);
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe(TEAM_MSG.noShareLeft);
    const captains = await share(captain!);
    expect(captains.statusCode).toBe(201);
    expect(captains.json().data.amount_paid).toBe(333.34);
    expect(await sharesOf(t.teamId)).toHaveLength(3);

    const { verify } = await pay(a!, first.json().data.order_id);
    expect(verify.statusCode).toBe(200);
    const twice = await share(a!);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(TEAM_MSG.shareAlreadyPaid);
    // The captain cannot check out a split team's whole price.
    const checkout = await call(captain!, 'POST', `/teams/${t.teamId}/checkout`);
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().error).toBe(TEAM_MSG.captainPays);
  });
});

describe('a provider that does not answer', () => {
  it('leaves no share behind, and the member simply tries again', async () => {
    const [captain, asha] = await players(2);
    const t = await makeTeam(ctx.app.db, {
      event,
      category: split,
      captain: captain!.user,
      members: [asha!.user],
    });
    const createOrder = ctx.app.deps.payments.createOrder;
    ctx.app.deps.payments.createOrder = () => Promise.reject(new ProviderError('timed out'));
    try {
      const res = await call(asha!, 'POST', `/teams/${t.teamId}/share`);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe(PARTICIPATION_MSG.providerDown);
    } finally {
      ctx.app.deps.payments.createOrder = createOrder;
    }
    expect(await sharesOf(t.teamId)).toEqual([]);
    const again = await call(asha!, 'POST', `/teams/${t.teamId}/share`);
    expect(again.statusCode).toBe(201);
    expect((await sharesOf(t.teamId)).map((x) => x.order_id)).toEqual([again.json().data.order_id]);
  });
});

describe('the captain pays', () => {
  it('only the captain checks out; paid, every joined member has a ticket', async () => {
    const [captain, asha, ravi, otherCaptain] = await players(4);
    const t = await makeTeam(ctx.app.db, {
      event,
      category: captainPays,
      captain: captain!.user,
      members: [asha!.user, ravi!.user],
      payment: 'captain',
    });
    await makeTeam(ctx.app.db, {
      event,
      category: captainPays,
      captain: otherCaptain!.user,
      payment: 'captain',
    });
    for (const who of [asha!, otherCaptain!, host]) {
      const res = await call(who, 'POST', `/teams/${t.teamId}/checkout`);
      expect(res.statusCode).toBe(403);
    }
    expect((await call(asha!, 'POST', `/teams/${t.teamId}/checkout`)).json().error).toBe(
      TEAM_MSG.captainOnly,
    );
    const share = await call(asha!, 'POST', `/teams/${t.teamId}/share`);
    expect(share.statusCode).toBe(409);
    expect(share.json().error).toBe(TEAM_MSG.splitOnly);

    const res = await call(captain!, 'POST', `/teams/${t.teamId}/checkout`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ amount_paid: 900, provider: 'test', resumed: false });
    const again = await call(captain!, 'POST', `/teams/${t.teamId}/checkout`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ order_id: res.json().data.order_id, resumed: true });

    const { verify } = await pay(captain!, res.json().data.order_id);
    expect(verify.statusCode).toBe(200);
    expect((await registration(t.participationId)).payment_status).toBe('captured');
    const mine = (await ownList(captain!)).find((p) => p.id === t.participationId)!;
    expect(mine.tickets.map((x) => [x.member_index, x.name])).toEqual([
      [0, captain!.user.name],
      [1, asha!.user.name],
      [2, ravi!.user.name],
    ]);
    const theirs = (await ownList(ravi!)).find((p) => p.id === t.participationId)!;
    expect(theirs.tickets.map((x) => x.member_index)).toEqual([2]);
    // Paid by the captain, the members are told as when the last share is paid.
    await settleJobs(ctx.app);
    for (const member of [asha!, ravi!])
      await ctx.mail.waitFor(member.user.email, `“${t.name}” is confirmed`);
    const paidAgain = await call(captain!, 'POST', `/teams/${t.teamId}/checkout`);
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json().error).toBe(TEAM_MSG.alreadyConfirmed);
  });
});

describe('a split team’s registration ends', () => {
  it('confirmed, then cancelled by its captain: refunded across every share’s payment', async () => {
    const [captain, asha, ravi] = await players(3);
    const t = await makeTeam(ctx.app.db, {
      event,
      category: split,
      captain: captain!.user,
      members: [asha!.user, ravi!.user],
    });
    const paid = [
      await payShare(asha!, t.teamId),
      await payShare(captain!, t.teamId),
      await payShare(ravi!, t.teamId),
    ];
    expect((await registration(t.participationId)).payment_status).toBe('captured');
    const res = await call(captain!, 'POST', `/event/participate/${t.participationId}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ refund_amount: 1000, status: 'refund_pending' });
    const owed = await refundsOf(t.participationId);
    expect(owed.map((r) => [r.payment_id, r.amount_minor, r.reason]).sort()).toEqual(
      [
        [paid[0]!.paymentId, 33333, 'participant_cancelled'],
        [paid[1]!.paymentId, 33334, 'participant_cancelled'],
        [paid[2]!.paymentId, 33333, 'participant_cancelled'],
      ].sort(),
    );
    // The captain is told of their own share's refund; each member by their own refund's mail.
    await settleJobs(ctx.app);
    const mail = await ctx.mail.waitFor(
      captain!.user.email,
      `Your registration is cancelled: “${event.title}”`,
    );
    expect(mail.text).toContain('A refund of ₹333.34 is on its way');
    await ctx.mail.waitFor(asha!.user.email, 'Refund made: ₹333.33');
    await ctx.mail.waitFor(ravi!.user.email, 'Refund made: ₹333.33');
  });

  it('removed by the host before it was paid: paid shares owed back, pending ones ended', async () => {
    const [captain, asha, ravi] = await players(3);
    const t = await makeTeam(ctx.app.db, {
      event,
      category: split,
      captain: captain!.user,
      members: [asha!.user, ravi!.user],
    });
    const paid = await payShare(asha!, t.teamId);
    const pending = await call(ravi!, 'POST', `/teams/${t.teamId}/share`);
    const res = await call(host, 'DELETE', `/event/participate/${t.participationId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await sharesOf(t.teamId)).map((s) => [s.payer_id, s.status])).toEqual([
      [asha!.user.id, 'refunded'],
      [ravi!.user.id, 'cancelled'],
    ]);
    expect(await refundsOf(t.participationId)).toMatchObject([
      { reason: 'host_removed', amount_minor: 33333, payment_id: paid.paymentId },
    ]);
    // The pending share paid after all: owed back by itself, the registration stays cancelled.
    const { verify } = await pay(ravi!, pending.json().data.order_id);
    expect(verify.statusCode).toBe(409);
    expect(verify.json().error).toBe(TEAM_MSG.sharePaidTooLate);
    expect((await refundsOf(t.participationId)).map((r) => r.reason).sort()).toEqual([
      'host_removed',
      'payment_anomaly',
    ]);
    expect((await registration(t.participationId)).payment_status).toBe('cancelled');
  });

  it('its event cancelled before it was paid: each paid share owed back to its payer', async () => {
    const [captain, asha, ravi] = await players(3);
    const cancelled = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sportId,
      prices: [{ category_id: split.id, price: 1000 }],
    });
    await ctx.app.db
      .update(eventCategories)
      .set({ team_payment: 'split' })
      .where(eq(eventCategories.event_id, cancelled.id));
    const t = await makeTeam(ctx.app.db, {
      event: cancelled,
      category: split,
      captain: captain!.user,
      members: [asha!.user, ravi!.user],
    });
    const paid = await payShare(asha!, t.teamId);
    const res = await call(host, 'POST', `/events/${cancelled.id}/cancel`, {
      reason: 'The ground is flooded',
    });
    expect(res.statusCode, res.body).toBe(200);
    await settleJobs(ctx.app);
    expect(await refundsOf(t.participationId)).toMatchObject([
      { reason: 'event_cancelled', amount_minor: 33333, payment_id: paid.paymentId },
    ]);
    expect((await sharesOf(t.teamId)).map((s) => s.status)).toEqual(['refunded']);
  });
});
