import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GSTIN_MSG, gstinCheckChar } from '../../../shared/money/tax-ids';
import {
  events,
  invoices,
  ledgerEntries,
  participations,
  payoutAccounts,
  payoutReversals,
  payoutTransfers,
  type CategoryRow,
  type EventRow,
  type User,
} from '../../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { useFakeRazorpayApp } from '../../test/fake-razorpay-app';
import { settleJobs } from '../../test/jobs';
import { pdfText } from '../../test/pdf-text';
import { apiCaller, as } from '../../test/sessions';
import { hmacHex } from '../provider';
import { reconcileTransfers } from './transfers';

// Issue 26 on PostgreSQL against a local server speaking Razorpay's wire format (orders,
// payments, refunds, Route's accounts, transfers and reversals), with the real job queue.
const { fake, ctx, keys } = await useFakeRazorpayApp('payouts');
afterEach(() => ctx.clock.reset());

type Actor = { user: User; cookie: string };
const call = apiCaller(() => ctx.app);
let sportId: string;
let category: CategoryRow;

beforeAll(async () => {
  sportId = (await makeSport(ctx.app.db)).id;
  category = await makeCategory(ctx.app.db, { sports_id: sportId });
});

const PAN = 'AAKFB4821M';
const gstin = (stateGst: string, pan = PAN) => {
  const first = `${stateGst}${pan}1Z`;
  return first + gstinCheckChar(first);
};
/** A valid payout account body; `over` changes fields. */
const account = (over: Record<string, unknown> = {}) => ({
  legal_name: 'Deccan Sports LLP',
  business_type: 'llp',
  pan: PAN,
  gstin: gstin('27'),
  gst_state: 'MH',
  address: { street: '12 FC Road, Shivajinagar', city: 'Pune', state: 'MH', postal_code: '411005' },
  account_number: '123456789012',
  ifsc_code: 'HDFC0001234',
  bank_name: 'HDFC Bank',
  account_holder_name: 'Deccan Sports LLP',
  ...over,
});

async function onboard(host: Actor, over: Record<string, unknown> = {}) {
  const res = await call(host, 'PUT', '/host/payout-account', account(over));
  expect(res.statusCode).toBe(200);
  await settleJobs(ctx.app);
}

async function anEvent(
  host: Actor,
  price: number,
  extra: Partial<Parameters<typeof makeEvent>[1]> = {},
) {
  return makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    prices: [{ category_id: category.id, price }],
    venue_state: 'MH',
    ...extra,
  });
}

/** A participant registered for the event, not yet paid. */
async function registered(event: EventRow) {
  const who = await as(ctx.app, 'Participant');
  const res = await call(who, 'POST', '/event/participate', {
    event_id: event.id,
    category_id: category.id,
  });
  expect(res.statusCode).toBe(201);
  return {
    who,
    id: res.json().data.participation.id as string,
    orderId: res.json().data.order_id as string,
  };
}

/** Pays a registration through the checkout (verify with the key secret). */
async function pay(r: Awaited<ReturnType<typeof registered>>) {
  const payment = fake.pay(r.orderId);
  const verify = await call(r.who, 'POST', '/payments/verify', {
    razorpay_order_id: r.orderId,
    razorpay_payment_id: payment.id,
    razorpay_signature: hmacHex(keys.keySecret, `${r.orderId}|${payment.id}`),
  });
  expect(verify.statusCode).toBe(200);
  return { ...r, paymentId: payment.id };
}

/** A participant registered and paid, with what the payment set going done. */
async function paid(event: EventRow) {
  const r = await pay(await registered(event));
  await settleJobs(ctx.app);
  return r;
}

const shareOf = async (paymentId: string) =>
  (
    await ctx.app.db.select().from(payoutTransfers).where(eq(payoutTransfers.payment_id, paymentId))
  )[0]!;
const ledger = (participationId: string) =>
  ctx.app.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.participation_id, participationId));
const DAY = 86_400_000;

describe('the payout account', () => {
  it('refuses a bad PAN, IFSC, account number and GSTIN check digit, each on its field, saving nothing', async () => {
    const host = await as(ctx.app, 'Host');
    const wrongCheck = gstin('27').slice(0, 14) + (gstin('27').endsWith('A') ? 'B' : 'A');
    for (const [field, body] of [
      ['pan', account({ pan: 'ABCDE12345' })],
      ['ifsc_code', account({ ifsc_code: 'HDFC1001234' })],
      ['account_number', account({ account_number: '12345678' })],
      ['gstin', account({ gstin: wrongCheck })],
      ['gstin', account({ gstin: gstin('29') })], // Karnataka's GSTIN for a Maharashtra state
    ] as const) {
      const res = await call(host, 'PUT', '/host/payout-account', body);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), field).toContain(field);
    }
    const rows = await ctx.app.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.host_id, host.user.id));
    expect(rows).toHaveLength(0);
    expect(fake.accounts.size).toBeGreaterThanOrEqual(0);
  });

  it('onboards through Route from a job and shows the number only as its last 4 digits', async () => {
    const host = await as(ctx.app, 'Host');
    const before = fake.requests.length;
    await onboard(host);
    const paths = fake.requests.slice(before).map((r) => `${r.method} ${r.path.split('?')[0]}`);
    expect(paths[0]).toBe('POST /v2/accounts');
    expect(paths.some((p) => /^POST \/v2\/accounts\/acc_\w+\/stakeholders$/.test(p))).toBe(true);
    expect(paths.some((p) => /^POST \/v2\/accounts\/acc_\w+\/products$/.test(p))).toBe(true);
    expect(paths.some((p) => /^PATCH \/v2\/accounts\/acc_\w+\/products\/\w+$/.test(p))).toBe(true);
    const res = await call(host, 'GET', '/host/payout-account');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('activated');
    expect(data.bank.account_last4).toBe('9012');
    expect(data.pan).not.toBe(PAN);
    expect(res.body).not.toContain('123456789012');
    expect(data.pan).toMatch(/^AA.{4}821M$/);
  });

  it('shows what the provider needs, and activates once the host fixes it (the number kept)', async () => {
    const host = await as(ctx.app, 'Host');
    fake.routeActivation('needs_clarification', [
      {
        field_reference: 'settlements.account_number',
        status: 'required',
        reason_code: 'field_missing',
        description: 'The bank account could not be verified',
      },
    ]);
    await onboard(host);
    let data = (await call(host, 'GET', '/host/payout-account')).json().data;
    expect(data.status).toBe('needs_clarification');
    expect(data.requirements).toEqual([
      { field: 'settlements.account_number', reason: 'The bank account could not be verified' },
    ]);
    fake.routeActivation('activated');
    await onboard(host, { account_number: null, ifsc_code: 'ICIC0001234' });
    data = (await call(host, 'GET', '/host/payout-account')).json().data;
    expect(data.status).toBe('activated');
    expect(data.bank).toMatchObject({ account_last4: '9012', ifsc_code: 'ICIC0001234' });
    // One linked account for the host, however many saves.
    const accountId = (
      await ctx.app.db.select().from(payoutAccounts).where(eq(payoutAccounts.host_id, host.user.id))
    )[0]!.provider_account_id;
    expect([...fake.accounts.values()].filter((a) => a.id === accountId)).toHaveLength(1);
  });

  it('keeps the saved PAN when a save leaves it out, still checking the GSTIN against it', async () => {
    const host = await as(ctx.app, 'Host');
    const first = await call(host, 'PUT', '/host/payout-account', account({ pan: null }));
    expect(first.statusCode).toBe(400);
    expect(first.json().fields).toEqual({ pan: 'Please enter the PAN' });
    await onboard(host);
    const kept = await call(
      host,
      'PUT',
      '/host/payout-account',
      account({ pan: null, bank_name: 'HDFC Bank Ltd' }),
    );
    expect(kept.statusCode).toBe(200);
    const [row] = await ctx.app.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.host_id, host.user.id));
    expect(row!.pan).toBe(PAN);
    // A GSTIN under another PAN is refused against the kept one, and nothing changes.
    const other = await call(
      host,
      'PUT',
      '/host/payout-account',
      account({ pan: null, gstin: gstin('27', 'BBKFB4821M'), legal_name: 'Changed LLP' }),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ gstin: GSTIN_MSG.panDiffers });
    const [after] = await ctx.app.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.host_id, host.user.id));
    expect(after!.legal_name).toBe('Deccan Sports LLP');
  });

  it('is a host’s alone: a participant is refused, an admin too', async () => {
    const player = await as(ctx.app, 'Participant');
    const admin = await as(ctx.app, 'Admin');
    expect((await call(player, 'PUT', '/host/payout-account', account())).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/host/payout-account')).statusCode).toBe(403);
    expect((await call(player, 'GET', '/host/earnings')).statusCode).toBe(403);
    expect((await call(player, 'GET', '/admin/earnings')).statusCode).toBe(403);
  });
});

describe('transfers', () => {
  it('sends ₹474.05 of ₹499 on hold until two days after the event ends, with its ledger row', async () => {
    const host = await as(ctx.app, 'Host');
    await onboard(host);
    const event = await anEvent(host, 499);
    const r = await paid(event);
    const share = await shareOf(r.paymentId);
    expect(share).toMatchObject({
      gross_minor: 49_900,
      fee_minor: 2_495,
      amount_minor: 47_405,
      status: 'on_hold',
    });
    expect(share.hold_until.getTime()).toBe(event.ends_at.getTime() + 2 * DAY);
    const sent = fake.transfers.find((t) => t.id === share.provider_transfer_id)!;
    expect(sent).toMatchObject({ amount: 47_405, on_hold: true, source: r.paymentId });
    expect(sent.on_hold_until).toBe(Math.floor(share.hold_until.getTime() / 1000));
    const rows = await ledger(r.id);
    expect(rows.find((l) => l.kind === 'transfer')).toMatchObject({
      amount_minor: -47_405,
      reference: sent.id,
    });
  });

  it('accrues for a host not onboarded, and pays it all when onboarding completes', async () => {
    const host = await as(ctx.app, 'Host');
    const event = await anEvent(host, 300);
    const a = await paid(event);
    const b = await paid(event);
    expect((await shareOf(a.paymentId)).status).toBe('accrued');
    const earnings = (await call(host, 'GET', '/host/earnings')).json().data;
    expect(earnings.totals).toMatchObject({ gross: 600, fees: 30, net: 570, accrued: 570 });
    await onboard(host);
    for (const r of [a, b]) {
      const share = await shareOf(r.paymentId);
      expect(share.status).toBe('on_hold');
      expect(fake.transfers.filter((t) => t.source === r.paymentId)).toHaveLength(1);
    }
    const after = (await call(host, 'GET', '/host/earnings')).json().data;
    expect(after.totals).toMatchObject({ accrued: 0, on_hold: 570 });
    expect(after.events[0]).toMatchObject({ event_id: event.id, gross: 600, net: 570 });
  });

  it('makes one transfer when its job runs again after the provider made it (a killed worker)', async () => {
    const host = await as(ctx.app, 'Host');
    await onboard(host);
    const event = await anEvent(host, 250);
    const r = await paid(event);
    const share = await shareOf(r.paymentId);
    // As if killed after the provider answered and before we stored it: back to `sending`.
    await ctx.app.db
      .update(payoutTransfers)
      .set({ status: 'sending', provider_transfer_id: null })
      .where(eq(payoutTransfers.id, share.id));
    await ctx.app.db
      .delete(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.kind, 'transfer'),
          eq(ledgerEntries.reference, share.provider_transfer_id!),
        ),
      );
    await ctx.app.deps.jobs.send(ctx.app.db, 'transfer', { transfer_id: share.id });
    await settleJobs(ctx.app);
    expect(fake.transfers.filter((t) => t.source === r.paymentId)).toHaveLength(1);
    const again = await shareOf(r.paymentId);
    expect(again).toMatchObject({
      status: 'on_hold',
      provider_transfer_id: share.provider_transfer_id,
    });
    expect((await ledger(r.id)).filter((l) => l.kind === 'transfer')).toHaveLength(1);
  });

  it('releases a share the provider settled after its hold, and moves the hold with its event', async () => {
    const host = await as(ctx.app, 'Host');
    await onboard(host);
    const moved = await anEvent(host, 200);
    const done = await anEvent(host, 200);
    const m = await paid(moved);
    const d = await paid(done);
    // The first event is postponed by a week.
    await ctx.app.db
      .update(events)
      .set({ ends_at: new Date(moved.ends_at.getTime() + 7 * DAY) })
      .where(eq(events.id, moved.id));
    const shareD = await shareOf(d.paymentId);
    fake.settle(shareD.provider_transfer_id!);
    ctx.clock.advance(shareD.hold_until.getTime() - Date.now() + 60_000);
    await reconcileTransfers(ctx.app.deps);
    expect(await shareOf(d.paymentId)).toMatchObject({ status: 'released' });
    const shareM = await shareOf(m.paymentId);
    expect(shareM.status).toBe('on_hold');
    expect(shareM.hold_until.getTime()).toBe(moved.ends_at.getTime() + 9 * DAY);
    const atProvider = fake.transfers.find((t) => t.id === shareM.provider_transfer_id)!;
    expect(atProvider.on_hold_until).toBe(Math.floor(shareM.hold_until.getTime() / 1000));
  });
});

describe('refunds take the host’s share back first', () => {
  it('reverses the whole share before refunding everything, each a ledger row', async () => {
    const host = await as(ctx.app, 'Host');
    await onboard(host);
    const event = await anEvent(host, 499);
    const r = await paid(event);
    const share = await shareOf(r.paymentId);
    const before = fake.requests.length;
    const res = await call(host, 'POST', `/event/participate/${r.id}/remove`, {
      reason: 'Entered twice by mistake',
    });
    expect(res.statusCode).toBe(200);
    await settleJobs(ctx.app);
    const calls = fake.requests.slice(before).map((q) => `${q.method} ${q.path}`);
    const reversal = calls.findIndex((c) =>
      c.startsWith(`POST /v1/transfers/${share.provider_transfer_id}/reversals`),
    );
    const refund = calls.findIndex((c) => c.startsWith(`POST /v1/payments/${r.paymentId}/refund`));
    expect(reversal).toBeGreaterThanOrEqual(0);
    expect(refund).toBeGreaterThan(reversal);
    expect(fake.reversals.filter((v) => v.transfer_id === share.provider_transfer_id)).toEqual([
      expect.objectContaining({ amount: 47_405 }),
    ]);
    expect(await shareOf(r.paymentId)).toMatchObject({
      refunded_minor: 49_900,
      fee_minor: 0,
      amount_minor: 0,
      reversed_minor: 47_405,
    });
    const kinds = Object.fromEntries((await ledger(r.id)).map((l) => [l.kind, l.amount_minor]));
    expect(kinds).toMatchObject({ capture: 49_900, transfer: -47_405, transfer_reversal: 47_405 });
  });

  it('lowers a share not yet sent, moving no money, and charges the fee on what is kept', async () => {
    const host = await as(ctx.app, 'Host');
    // Half back until the event (stored policy), so a cancellation keeps half.
    const event = await anEvent(host, 499, {
      refund_policy: { steps: [{ days_before: 0, percent: 50 }], fee_minor: 0 },
    });
    const r = await paid(event);
    const res = await call(r.who, 'POST', `/event/participate/${r.id}/cancel`);
    expect(res.statusCode).toBe(200);
    await settleJobs(ctx.app);
    // ₹249.50 back; ₹249.50 kept: fee 5 % = ₹12.48 (half up), share ₹237.02.
    expect(await shareOf(r.paymentId)).toMatchObject({
      status: 'accrued',
      refunded_minor: 24_950,
      fee_minor: 1_248,
      amount_minor: 23_702,
    });
    const [rev] = await ctx.app.db
      .select()
      .from(payoutReversals)
      .innerJoin(payoutTransfers, eq(payoutTransfers.id, payoutReversals.transfer_id))
      .where(eq(payoutTransfers.payment_id, r.paymentId));
    expect(rev!.payout_reversals).toMatchObject({
      status: 'applied',
      amount_minor: 47_405 - 23_702,
    });
    expect(fake.reversals.some((v) => v.notes.reversal_id === rev!.payout_reversals.id)).toBe(
      false,
    );
  });
});

describe('the refund policy at purchase binds', () => {
  it('quotes an earlier registration by its own policy after the host changes it', async () => {
    const host = await as(ctx.app, 'Host');
    const event = await anEvent(host, 400, {
      refund_policy: { steps: [{ days_before: 0, percent: 100 }], fee_minor: 0 },
    });
    const early = await paid(event);
    await ctx.app.db
      .update(events)
      .set({ refund_policy: { steps: [{ days_before: 0, percent: 25 }], fee_minor: 0 } })
      .where(eq(events.id, event.id));
    const late = await paid(event);
    const q1 = (await call(early.who, 'GET', `/event/participate/${early.id}/refund-quote`)).json()
      .data;
    const q2 = (await call(late.who, 'GET', `/event/participate/${late.id}/refund-quote`)).json()
      .data;
    expect(q1.refund_amount).toBe(400);
    expect(q2.refund_amount).toBe(100);
  });
});

describe('GST documents', () => {
  it('gives a GST host’s participant a tax invoice with CGST + SGST in its state, IGST elsewhere', async () => {
    const host = await as(ctx.app, 'Host');
    await onboard(host);
    const inState = await paid(await anEvent(host, 499, { venue_state: 'MH' }));
    const outside = await paid(await anEvent(host, 499, { venue_state: 'KA' }));
    const read = (await call(inState.who, 'GET', `/event/participate/${inState.id}`)).json().data;
    expect(read.invoice).toMatchObject({ kind: 'tax_invoice' });
    expect(read.invoice.number).toMatch(/^INV\/\d{4}\/\d{6}$/);
    const pdf = await call(inState.who, 'GET', `/event/participate/${inState.id}/invoice`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(read.invoice.number);
    expect(text).toContain(gstin('27'));
    expect(text).toMatch(/CGST/);
    expect(text).toMatch(/SGST/);
    expect(text).not.toMatch(/IGST/);
    const other = await call(outside.who, 'GET', `/event/participate/${outside.id}/invoice`);
    const otherText = await pdfText(other.rawPayload);
    expect(otherText).toMatch(/IGST/);
    expect(otherText).not.toMatch(/CGST/);
  });

  it('gives a host without GSTIN’s participant a bill of supply; strangers may not read it', async () => {
    const host = await as(ctx.app, 'Host');
    const r = await paid(await anEvent(host, 350));
    const read = (await call(r.who, 'GET', `/event/participate/${r.id}`)).json().data;
    expect(read.invoice).toMatchObject({ kind: 'bill_of_supply' });
    expect(read.invoice.number).toMatch(/^BOS\/\d{4}\/000001$/);
    const stranger = await as(ctx.app, 'Participant');
    expect((await call(stranger, 'GET', `/event/participate/${r.id}/invoice`)).statusCode).toBe(
      403,
    );
    expect((await call(host, 'GET', `/event/participate/${r.id}/invoice`)).statusCode).toBe(200);
    const text = await pdfText(
      (await call(r.who, 'GET', `/event/participate/${r.id}/invoice`)).rawPayload,
    );
    expect(text).toMatch(/Bill of Supply/);
    expect(text).toMatch(/not registered/i);
  });

  it('numbers 50 concurrent captures consecutively, and starts again in a new financial year', async () => {
    const host = await as(ctx.app, 'Host');
    await onboard(host);
    // The financial year ends at midnight India time on 31 March: put the clock just before it.
    const endOfYear = Date.UTC(2027, 2, 31, 18, 29, 0);
    ctx.clock.advance(endOfYear - Date.now());
    const event = await anEvent(host, 100, { now: new Date(endOfYear) });
    const waiting = [];
    for (let i = 0; i < 5; i++)
      waiting.push(...(await Promise.all(Array.from({ length: 10 }, () => registered(event)))));
    await Promise.all(waiting.map(pay));
    await settleJobs(ctx.app, 60_000);
    const rows = await ctx.app.db
      .select({ serial: invoices.serial, fy: invoices.financial_year, number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.issuer, host.user.id), eq(invoices.kind, 'tax_invoice')));
    expect(rows.map((r) => r.serial).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(new Set(rows.map((r) => r.fy))).toEqual(new Set(['2026-27']));
    ctx.clock.advance(2 * 60_000);
    const next = await paid(event);
    const [doc] = await ctx.app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.participation_id, next.id), eq(invoices.kind, 'tax_invoice')));
    expect(doc).toMatchObject({ financial_year: '2027-28', serial: 1, number: 'INV/2728/000001' });
  }, 120_000);

  it('issues a credit note naming the invoice when the refund is made', async () => {
    const host = await as(ctx.app, 'Host');
    await onboard(host);
    const r = await paid(await anEvent(host, 499));
    const read = (await call(r.who, 'GET', `/event/participate/${r.id}`)).json().data;
    // Made at once, as Razorpay's instant refunds are: the credit note comes with it.
    fake.refundsAs('processed');
    await call(host, 'POST', `/event/participate/${r.id}/remove`, { reason: 'Duplicate entry' });
    await settleJobs(ctx.app);
    fake.refundsAs('pending');
    const [refund] = (await call(r.who, 'GET', `/event/participate/${r.id}`)).json().data.refunds;
    expect(refund.status).toBe('refunded');
    const note = await call(r.who, 'GET', `/refunds/${refund.id}/credit-note`);
    expect(note.statusCode).toBe(200);
    const text = await pdfText(note.rawPayload);
    expect(text).toMatch(/Credit Note/);
    expect(text).toContain(read.invoice.number);
    const notes = await ctx.app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.participation_id, r.id), eq(invoices.kind, 'credit_note')));
    // The host's to the participant, and Matchday's for the fee it gave back.
    expect(notes.map((n) => n.total_minor).sort((a, b) => a - b)).toEqual([2_495, 49_900]);

    // Matchday's two documents to the host, newest first: the fee credit note, then the invoice.
    const list = await call(host, 'GET', '/host/invoices');
    expect(list.statusCode).toBe(200);
    const docs = list.json().data;
    expect(docs).toEqual([
      expect.objectContaining({ kind: 'credit_note', total: 24.95, refers_to: expect.any(String) }),
      expect.objectContaining({ kind: 'fee_invoice', total: 24.95, refers_to: null }),
    ]);
    expect(docs[0].refers_to).toBe(docs[1].number);
    expect(docs[1].number).toMatch(/^MDF\/\d{4}\/\d{6}$/);
    const pdf = await call(host, 'GET', `/host/invoices/${docs[1].id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const feeText = await pdfText(pdf.rawPayload);
    expect(feeText).toContain(docs[1].number);
    expect(feeText).toContain('Platform fee');
    // Another host may not read it; a host's sale document is not one of these.
    const other = await as(ctx.app, 'Host');
    expect((await call(other, 'GET', `/host/invoices/${docs[1].id}/pdf`)).statusCode).toBe(403);
    expect((await call(other, 'GET', '/host/invoices')).json().data).toEqual([]);
    const [sale] = await ctx.app.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.participation_id, r.id), eq(invoices.kind, 'tax_invoice')));
    expect((await call(host, 'GET', `/host/invoices/${sale!.id}/pdf`)).statusCode).toBe(404);
    // Pages by cursor: one at a time gives both, then no next page.
    const first = (await call(host, 'GET', '/host/invoices?limit=1')).json();
    expect(first.data.map((d: { id: string }) => d.id)).toEqual([docs[0].id]);
    const second = (
      await call(host, 'GET', `/host/invoices?limit=1&cursor=${first.next_cursor}`)
    ).json();
    expect(second.data.map((d: { id: string }) => d.id)).toEqual([docs[1].id]);
    expect(second.next_cursor).toBeNull();
    expect((await call(host, 'GET', '/host/invoices?limit=0')).statusCode).toBe(400);
  });
});

describe('earnings across hosts', () => {
  it('gives an admin each host’s figures', async () => {
    const host = await as(ctx.app, 'Host');
    await onboard(host);
    await paid(await anEvent(host, 1000));
    const admin = await as(ctx.app, 'Admin');
    const res = await call(admin, 'GET', '/admin/earnings');
    expect(res.statusCode).toBe(200);
    const row = res.json().data.hosts.find((h: { host_id: string }) => h.host_id === host.user.id);
    expect(row).toMatchObject({
      gross: 1000,
      fees: 50,
      net: 950,
      on_hold: 950,
      account_status: 'activated',
    });
    const all = await ctx.app.db.select().from(participations);
    expect(all.length).toBeGreaterThan(0);
  });
});
