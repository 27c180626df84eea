import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminSummary } from '../../shared/admin/schemas';
import { ledgerEntries, participations, type User } from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport, makeUser } from '../seed/factories';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';
import { venueMonthStart } from './summary';

/**
 * GET /admin/summary on a database of this file's own, filled with rows whose every figure is
 * known: each count and sum is checked against what was inserted.
 */
const ctx = useTestApp({ worker: false });
const call = apiCaller(() => ctx.app);
let admin: { user: User; cookie: string };

beforeAll(async () => {
  const db = ctx.app.db;
  admin = await as(ctx.app, 'Admin');
  const host = await makeUser(db, { role: 'Host' });
  await makeUser(db, { role: 'Host', suspended_at: new Date(), suspension_reason: 'Fraud' });
  await makeUser(db, { role: 'Host', email_verified_at: null });
  const players = [
    await makeUser(db, { role: 'Participant' }),
    await makeUser(db, { role: 'Participant' }),
    await makeUser(db, { role: 'Participant', email_verified_at: null }),
  ];

  const sport = await makeSport(db);
  const event = (window: 'not_open' | 'open' | 'closed' | 'over', status = 'published') =>
    makeEvent(db, {
      host_id: host.id,
      sports_id: sport.id,
      window,
      status: status as 'published',
    });
  await event('open', 'draft');
  await event('over', 'draft');
  await event('not_open');
  const open = await event('open');
  await event('open');
  await event('closed');
  await event('over');
  await event('over');
  await event('over');

  // One registration per category, so the once-per-category rule never gets in the way.
  const registration = async (
    participant: User,
    row: Partial<typeof participations.$inferInsert>,
  ) => {
    const category = await makeCategory(db, { sports_id: sport.id });
    const [p] = await db
      .insert(participations)
      .values({
        event_id: open.id,
        category_id: category.id,
        participant_id: participant.id,
        amount_minor: 49_900,
        ...row,
      })
      .returning();
    return p!;
  };
  const [a, b] = players as [User, User];
  const paid = await registration(a, { payment_status: 'captured', captured_at: new Date() });
  await registration(b, { payment_status: 'captured', captured_at: new Date() });
  await registration(a, { payment_status: 'captured', amount_minor: 0 });
  await registration(a, { payment_status: 'created' });
  await registration(b, { payment_status: 'failed' });
  await registration(b, {
    payment_status: 'cancelled',
    cancelled_at: new Date(),
    cancelled_by: admin.user.id,
  });

  const now = ctx.clock.now();
  const lastMonth = new Date(venueMonthStart(now).getTime() - 1);
  const ledger = (row: Partial<typeof ledgerEntries.$inferInsert>) =>
    db.insert(ledgerEntries).values({
      kind: 'capture',
      participation_id: paid.id,
      provider: 'test',
      reference: `pay_${Math.random().toString(36).slice(2)}`,
      amount_minor: 49_900,
      currency: 'INR',
      source: 'verify',
      created_at: now,
      ...row,
    });
  await ledger({});
  await ledger({});
  await ledger({ amount_minor: 10_050, created_at: lastMonth });
  await ledger({ kind: 'refund', amount_minor: -5_000 });
  await ledger({ kind: 'refund', amount_minor: -1_000, created_at: lastMonth });
  // Not revenue: another currency (an anomaly), and a kind that is no capture or refund.
  await ledger({ currency: 'USD', amount_minor: 700 });
  await ledger({ kind: 'payout', amount_minor: -20_000 });
});

describe('GET /admin/summary', () => {
  it('counts users by role, events by state, registrations and revenue exactly', async () => {
    const res = await call(admin, 'GET', '/admin/summary');
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().data as AdminSummary;
    expect(summary.users).toEqual([
      { role: 'Admin', total: 1, verified: 1, suspended: 0 },
      { role: 'Host', total: 3, verified: 2, suspended: 1 },
      { role: 'Participant', total: 3, verified: 2, suspended: 0 },
    ]);
    expect(summary.events).toEqual({ draft: 2, not_open: 1, open: 2, closed: 1, over: 3 });
    expect(summary.registrations).toEqual({ paid: 2, free: 1, pending: 2, cancelled: 1 });
    // Captured 499 + 499 + 100.50, refunded 50 + 10; this month 499 + 499 - 50.
    expect(summary.revenue).toEqual({
      currency: 'INR',
      captured: 1098.5,
      refunded: 60,
      net: 1038.5,
      this_month: 948,
    });
  });

  it('is for admins only', async () => {
    const host = await as(ctx.app, 'Host');
    const participant = await as(ctx.app, 'Participant');
    expect((await call(host, 'GET', '/admin/summary')).statusCode).toBe(403);
    expect((await call(participant, 'GET', '/admin/summary')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/admin/summary')).statusCode).toBe(401);
  });
});

describe('venueMonthStart', () => {
  it("is the first instant of the month in India, whatever UTC's date", () => {
    // 00:30 on 1 December in India is still 30 November in UTC.
    expect(venueMonthStart(new Date('2026-11-30T19:00:00Z')).toISOString()).toBe(
      '2026-11-30T18:30:00.000Z',
    );
    expect(venueMonthStart(new Date('2026-11-30T18:00:00Z')).toISOString()).toBe(
      '2026-10-31T18:30:00.000Z',
    );
  });
});
