import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { PAYMENTS_MSG, type AnomalyRow, type PaymentRow } from '../../shared/payments/schemas';
import {
  paymentAnomalies,
  type CategoryRow,
  type EventRow,
  type User,
} from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { as, apiCaller } from '../test/sessions';
import { useTestApp } from '../test/test-app';
import { makeUnknownOrderAnomaly, postPaymentWebhook } from '../test/webhooks';

/**
 * The admin's payments screen: every registration with a provider order, the anomalies the
 * ledger recorded (made here the way they happen: a signed webhook with a wrong amount or for an
 * order nobody placed), and resolving one exactly once.
 */
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let admin: Actor;
let host: Actor;
let event: EventRow;
let paid: CategoryRow;
let free: CategoryRow;

beforeAll(async () => {
  admin = await as(ctx.app, 'Admin', { name: 'Asha Admin' });
  host = await as(ctx.app, 'Host');
  const sport = await makeSport(ctx.app.db);
  paid = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Men Singles' });
  free = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Juniors' });
  event = await makeEvent(ctx.app.db, {
    title: 'Ledger Open',
    host_id: host.user.id,
    sports_id: sport.id,
    prices: [
      { category_id: paid.id, price: 499 },
      { category_id: free.id, price: 0 },
    ],
  });
});

/** A fresh participant registers for the paid category: a pending registration with an order. */
async function register(category = paid) {
  const who = await as(ctx.app, 'Participant');
  const res = await call(who, 'POST', '/event/participate', {
    event_id: event.id,
    category_id: category.id,
  });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data;
  return { who, id: data.participation.id as string, orderId: data.order_id as string | null };
}

async function payments(query: string): Promise<{ data: PaymentRow[]; next: string | null }> {
  const res = await call(admin, 'GET', `/payments${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { data: res.json().data, next: res.json().next_cursor };
}
async function anomalies(query = ''): Promise<{ data: AnomalyRow[]; next: string | null }> {
  const res = await call(admin, 'GET', `/payments/anomalies${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { data: res.json().data, next: res.json().next_cursor };
}
/** Every page of a list, following next_cursor. */
async function allPages<T>(
  list: (q: string) => Promise<{ data: T[]; next: string | null }>,
  query: string,
) {
  const rows: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    rows.push(...page.data);
    cursor = page.next;
    pages += 1;
  } while (cursor && pages < 100);
  return { rows, pages };
}
const resolve = (who: Actor | null, id: string, body: object) =>
  call(who, 'POST', `/payments/anomalies/${id}/resolve`, body);
const anomalyRow = async (id: string) =>
  (await ctx.app.db.select().from(paymentAnomalies).where(eq(paymentAnomalies.id, id)))[0]!;
const isNewestFirst = (ids: string[]) =>
  ids.every((id, i) => i === 0 || ids[i - 1]! > id) && ids.length > 0;

describe('GET /payments', () => {
  it('lists registrations with a provider order, newest first, in rupees with who and what', async () => {
    const first = await register();
    const second = await register();
    const freeOne = await register(free);
    expect(freeOne.orderId).toBeNull();

    const { data } = await payments('?limit=100');
    expect(isNewestFirst(data.map((p) => p.participation_id))).toBe(true);
    const ids = data.map((p) => p.participation_id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).not.toContain(freeOne.id);

    const row = data.find((p) => p.participation_id === second.id)!;
    expect(row).toEqual({
      participation_id: second.id,
      participant: {
        id: second.who.user.id,
        name: second.who.user.name,
        email: second.who.user.email,
      },
      event: { id: event.id, title: 'Ledger Open' },
      category_name: 'Men Singles',
      amount: 499,
      currency: 'INR',
      provider: 'test',
      order_id: second.orderId,
      payment_id: null,
      status: 'created',
      created_at: expect.any(String),
      captured_at: null,
      cancelled_at: null,
    });
  });

  it('filters by status: pending, paid, failed and cancelled', async () => {
    const pending = await register();
    const captured = await register();
    const failed = await register();
    const cancelled = await register();
    const pay = await postPaymentWebhook(ctx.app, {
      orderId: captured.orderId!,
      amountMinor: 49_900,
    });
    await postPaymentWebhook(ctx.app, {
      event: 'payment.failed',
      orderId: failed.orderId!,
      amountMinor: 49_900,
    });
    expect((await call(host, 'DELETE', `/event/participate/${cancelled.id}`)).statusCode).toBe(200);

    const only = async (status: string) =>
      (await allPages(payments, `?status=${status}&limit=100`)).rows;
    const idsOf = (rows: PaymentRow[]) => rows.map((r) => r.participation_id);

    const created = await only('created');
    expect(created.every((r) => r.status === 'created')).toBe(true);
    expect(idsOf(created)).toContain(pending.id);
    expect(idsOf(created)).not.toContain(captured.id);

    const paidRows = await only('captured');
    expect(idsOf(paidRows)).toEqual([captured.id]);
    expect(paidRows[0]).toMatchObject({ payment_id: pay.paymentId, status: 'captured' });
    expect(paidRows[0]!.captured_at).toEqual(expect.any(String));

    expect(idsOf(await only('failed'))).toEqual([failed.id]);
    const cancelledRows = await only('cancelled');
    expect(idsOf(cancelledRows)).toEqual([cancelled.id]);
    expect(cancelledRows[0]!.cancelled_at).toEqual(expect.any(String));

    // No filter: all four, whatever their state.
    const everything = idsOf((await allPages(payments, '?limit=100')).rows);
    for (const r of [pending, captured, failed, cancelled]) expect(everything).toContain(r.id);
  });

  it('pages with the last id as cursor: every row once, newest first, across pages', async () => {
    for (let i = 0; i < 3; i += 1) await register();
    const whole = (await payments('?limit=100')).data.map((p) => p.participation_id);
    expect(whole.length).toBeGreaterThanOrEqual(7);

    const { rows, pages } = await allPages(payments, '?limit=2');
    const paged = rows.map((p) => p.participation_id);
    expect(paged).toEqual(whole);
    expect(pages).toBe(Math.ceil(whole.length / 2));

    const firstPage = await payments('?limit=2');
    expect(firstPage.next).toBe(firstPage.data[1]!.participation_id);
    const secondPage = await payments(`?limit=2&cursor=${firstPage.next}`);
    expect(secondPage.data[0]!.participation_id).toBe(whole[2]);
    // The default page size is 20.
    expect((await payments('')).data.length).toBe(Math.min(20, whole.length));
  });

  it('refuses bad queries with 400 and the field', async () => {
    for (const [query, field] of [
      ['?status=paid', 'status'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=ten', 'limit'],
      ['?cursor=not-an-id', 'cursor'],
    ] as const) {
      const res = await call(admin, 'GET', `/payments${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('error');
      expect(Object.keys(res.json().fields), query).toEqual([field]);
    }
  });
});

describe('GET /payments/anomalies', () => {
  it('shows a wrong amount as amount_mismatch: received, expected, the registration and the webhook', async () => {
    const r = await register();
    const { paymentId } = await postPaymentWebhook(ctx.app, {
      orderId: r.orderId!,
      amountMinor: 39_900,
    });
    const { data } = await anomalies('?limit=100');
    const a = data.find((x) => x.payment_id === paymentId)!;
    expect(a).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      kind: 'amount_mismatch',
      detail: 'The amount paid differs from the registration price.',
      provider: 'test',
      order_id: r.orderId,
      payment_id: paymentId,
      amount: 399,
      currency: 'INR',
      expected_amount: 499,
      expected_currency: 'INR',
      participation: {
        id: r.id,
        participant: { name: r.who.user.name, email: r.who.user.email },
        event: { id: event.id, title: 'Ledger Open' },
        status: 'created',
      },
      webhook_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      created_at: expect.any(String),
      resolved_at: null,
      resolved_by: null,
      resolution_note: null,
    });
  });

  it('shows a payment for an order nobody placed as unknown_order, with no registration', async () => {
    const id = await makeUnknownOrderAnomaly(ctx.app, 12_345);
    const a = (await anomalies('?limit=100')).data.find((x) => x.id === id)!;
    expect(a).toMatchObject({
      kind: 'unknown_order',
      amount: 123.45,
      currency: 'INR',
      expected_amount: null,
      expected_currency: null,
      participation: null,
    });
  });

  it('lists open ones by default, resolved ones apart, all together; newest first; paged', async () => {
    const older = await makeUnknownOrderAnomaly(ctx.app);
    const newer = await makeUnknownOrderAnomaly(ctx.app);
    const done = await makeUnknownOrderAnomaly(ctx.app);
    expect((await resolve(admin, done, { note: 'Duplicate test order' })).statusCode).toBe(200);

    const open = (await allPages(anomalies, '?limit=2')).rows.map((a) => a.id);
    expect(isNewestFirst(open)).toBe(true);
    expect(open.indexOf(newer)).toBeLessThan(open.indexOf(older));
    expect(open).not.toContain(done);
    expect((await anomalies('?status=open&limit=100')).data.map((a) => a.id)).toEqual(
      (await anomalies('?limit=100')).data.map((a) => a.id),
    );

    const resolved = (await allPages(anomalies, '?status=resolved&limit=1')).rows;
    expect(resolved.map((a) => a.id)).toContain(done);
    expect(resolved.every((a) => a.resolved_at !== null)).toBe(true);
    expect(resolved.map((a) => a.id)).not.toContain(older);

    const all = (await allPages(anomalies, '?status=all&limit=3')).rows.map((a) => a.id);
    expect(isNewestFirst(all)).toBe(true);
    expect([...all].sort()).toEqual([...open, ...resolved.map((a) => a.id)].sort());
  });

  it('refuses bad queries with 400 and the field', async () => {
    for (const [query, field] of [
      ['?status=closed', 'status'],
      ['?limit=-1', 'limit'],
      ['?cursor=zzzzzzzzzzzzzzzzzzzzzzzz', 'cursor'],
    ] as const) {
      const res = await call(admin, 'GET', `/payments/anomalies${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields), query).toEqual([field]);
    }
  });
});

describe('POST /payments/anomalies/:id/resolve', () => {
  it('records who resolved it, when, and the trimmed note; it then lists as resolved', async () => {
    const id = await makeUnknownOrderAnomaly(ctx.app);
    const res = await resolve(admin, id, { note: '  Refunded by bank transfer, ref 8812  ' });
    expect(res.statusCode, res.body).toBe(200);
    const data: AnomalyRow = res.json().data;
    expect(data).toMatchObject({
      id,
      resolved_by: { id: admin.user.id, name: 'Asha Admin' },
      resolution_note: 'Refunded by bank transfer, ref 8812',
    });
    expect(Date.parse(data.resolved_at!)).toBeGreaterThan(Date.now() - 60_000);

    expect((await anomalies('?limit=100')).data.map((a) => a.id)).not.toContain(id);
    const listed = (await anomalies('?status=resolved&limit=100')).data.find((a) => a.id === id);
    expect(listed).toEqual(data);
  });

  it('answers 409 when it is already resolved, and keeps the first note', async () => {
    const id = await makeUnknownOrderAnomaly(ctx.app);
    expect((await resolve(admin, id, { note: 'First' })).statusCode).toBe(200);
    const again = await resolve(admin, id, { note: 'Second' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'error',
      error: PAYMENTS_MSG.alreadyResolved,
      code: 'errors.admin.anomalyResolved',
    });
    expect((await anomalyRow(id)).resolution_note).toBe('First');
  });

  it('lets exactly one of two racing resolves win', async () => {
    const other = await as(ctx.app, 'Admin');
    for (let round = 0; round < 5; round += 1) {
      const id = await makeUnknownOrderAnomaly(ctx.app);
      const [a, b] = await Promise.all([
        resolve(admin, id, { note: 'Admin one' }),
        resolve(other, id, { note: 'Admin two' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? a : b;
      const row = await anomalyRow(id);
      expect(row.resolution_note).toBe(winner.json().data.resolution_note);
      expect(row.resolved_by).toBe(winner.json().data.resolved_by.id);
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await resolve(admin, 'f'.repeat(24), { note: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(MSG.notFound);
    // Like every :id in the API (decision 006), a malformed id names nothing: 404.
    expect((await resolve(admin, 'not-an-id', { note: 'x' })).statusCode).toBe(404);
  });

  it('refuses a missing, blank, too long or mistyped note with 400 and writes nothing', async () => {
    const id = await makeUnknownOrderAnomaly(ctx.app);
    for (const [body, error, code] of [
      [{}, 'Note is required', 'errors.required'],
      [{ note: '   ' }, 'Note is required', 'errors.required'],
      [{ note: 'x'.repeat(1001) }, 'Note must be at most 1000 characters', 'errors.maxLength'],
      [{ note: 42 }, 'Note is required', 'errors.required'],
      [{ note: null }, 'Note is required', 'errors.required'],
    ] as const) {
      const res = await resolve(admin, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message: 'error', error, code, fields: { note: error } });
    }
    const row = await anomalyRow(id);
    expect(row.resolved_at).toBeNull();
    expect(row.resolution_note).toBeNull();
    expect((await resolve(admin, id, { note: 'x'.repeat(1000) })).statusCode).toBe(200);
  });
});

describe('who may see and resolve', () => {
  it('guests 401, participants and hosts 403, and their attempts change nothing', async () => {
    const id = await makeUnknownOrderAnomaly(ctx.app);
    const participant = await as(ctx.app, 'Participant');
    for (const [who, status] of [
      [null, 401],
      [participant, 403],
      [host, 403],
    ] as const) {
      expect((await call(who, 'GET', '/payments')).statusCode).toBe(status);
      expect((await call(who, 'GET', '/payments/anomalies')).statusCode).toBe(status);
      const res = await resolve(who, id, { note: 'Not mine to resolve' });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe('error');
    }
    expect((await anomalyRow(id)).resolved_at).toBeNull();
  });
});
