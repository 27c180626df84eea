import { randomBytes } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeRazorpay } from '../test/fake-razorpay';
import {
  ProviderError,
  razorpayProvider,
  testProvider,
  type LinkedAccountInput,
  type PaymentProvider,
} from './provider';

// Route in the Razorpay adapter, against the local fake speaking Razorpay's wire format.
const KEY_ID = 'rzp_test_route';
const KEY_SECRET = 'route_key_secret';
const fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
const rzp = razorpayProvider({
  keyId: KEY_ID,
  keySecret: KEY_SECRET,
  webhookSecret: 'route_webhook_secret',
  apiUrl: fake.url,
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const BANK = {
  account_number: '123456789012',
  ifsc_code: 'HDFC0000317',
  beneficiary_name: 'Asha Rao',
};
const PERSONAL_PAN = 'ABCPR1234K';
const COMPANY_PAN = 'ABCCR1234K';

/** A host's details; each call a new host (our ids: 24 hex characters). */
function host(over: Partial<LinkedAccountInput> = {}): LinkedAccountInput {
  const reference = randomBytes(12).toString('hex');
  return {
    reference,
    email: `host-${reference}@example.com`,
    phone: '9876543210',
    legal_business_name: 'Asha Rao Sports',
    business_type: 'individual',
    contact_name: 'Asha Rao',
    address: {
      street: '12 MG Road, Indiranagar',
      city: 'Bengaluru',
      state: 'KARNATAKA',
      postal_code: '560038',
    },
    pan: PERSONAL_PAN,
    gstin: null,
    ...over,
  };
}

/** The requests the fake received while `run` ran. */
async function requestsDuring(run: () => Promise<unknown>) {
  const before = fake.requests.length;
  await run();
  return fake.requests.slice(before);
}

async function onboarded(p: PaymentProvider = rzp) {
  const h = host();
  const account = await p.createLinkedAccount(h);
  await p.createStakeholder(account.id, { name: h.contact_name, email: h.email, pan: h.pan });
  const product = await p.requestRouteProduct(account.id);
  await p.updateRouteProduct(account.id, product.id, BANK);
  return account.id;
}

/** A payment captured at the fake for `amount` paise. */
async function captured(amount: number) {
  const order = await rzp.createOrder({
    amountMinor: amount,
    currency: 'INR',
    receipt: 'r',
    notes: {},
  });
  return fake.pay(order.id).id;
}

const refusal = (run: Promise<unknown>) =>
  run.then(
    () => {
      throw new Error('expected a refusal');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(ProviderError);
      return err as ProviderError;
    },
  );

describe('linked accounts through Razorpay', () => {
  it('onboards: account, stakeholder, route product, then its settlement account activates it', async () => {
    const h = host();
    const account = await rzp.createLinkedAccount(h);
    expect(account).toEqual({ id: expect.stringMatching(/^acc_/), status: 'created' });
    const sent = fake.requests.at(-1)!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      type: 'route',
      email: h.email,
      // reference_id holds 20 characters: the last 20 of our id.
      reference_id: h.reference.slice(-20),
      business_type: 'individual',
      profile: {
        category: 'services',
        subcategory: 'event_planning',
        addresses: {
          registered: {
            street1: '12 MG Road, Indiranagar',
            street2: 'Bengaluru',
            state: 'KARNATAKA',
            postal_code: '560038',
            country: 'IN',
          },
        },
      },
    });
    // A person's PAN is the stakeholder's, never the business's legal_info.
    expect(sent).not.toHaveProperty('legal_info');

    const stakeholder = await rzp.createStakeholder(account.id, {
      name: 'Asha Rao',
      email: h.email,
      pan: PERSONAL_PAN,
    });
    expect(stakeholder.id).toMatch(/^sth_/);
    expect(fake.stakeholders.find((s) => s.id === stakeholder.id)?.kyc).toEqual({
      pan: PERSONAL_PAN,
    });

    // Razorpay asks for the settlement account before anything else.
    const requested = await rzp.requestRouteProduct(account.id);
    expect(requested.id).toMatch(/^acc_prd_/);
    expect(requested.activation_status).toBe('needs_clarification');
    expect(requested.requirements.map((r) => r.field_reference).sort()).toEqual([
      'settlements.account_number',
      'settlements.beneficiary_name',
      'settlements.ifsc_code',
    ]);

    const updated = await rzp.updateRouteProduct(account.id, requested.id, BANK);
    expect(updated).toEqual({ id: requested.id, activation_status: 'activated', requirements: [] });
    expect(fake.products.get(requested.id)!.active_configuration.settlements).toEqual(BANK);
    expect(await rzp.fetchRouteProduct(account.id, requested.id)).toEqual(updated);
    expect(fake.accounts.get(account.id)!.status).toBe('activated');
  });

  it('sends a business PAN and GSTIN as the legal info, and no PAN with its stakeholder', async () => {
    const h = host({
      business_type: 'private_limited',
      pan: COMPANY_PAN,
      gstin: '29ABCCR1234K1Z5',
    });
    const account = await rzp.createLinkedAccount(h);
    expect(fake.accounts.get(account.id)!.legal_info).toEqual({
      pan: COMPANY_PAN,
      gst: '29ABCCR1234K1Z5',
    });
    const s = await rzp.createStakeholder(account.id, {
      name: 'A Director',
      email: h.email,
      pan: COMPANY_PAN,
    });
    expect(fake.stakeholders.find((x) => x.id === s.id)!.kyc).toBeNull();
  });

  it('carries what Razorpay needs when the product needs clarification, until its review activates it', async () => {
    const h = host();
    const account = await rzp.createLinkedAccount(h);
    const product = await rzp.requestRouteProduct(account.id);
    fake.routeActivation('needs_clarification', [
      {
        field_reference: 'settlements.account_number',
        status: 'required',
        reason_code: 'field_missing',
        description: 'The bank account could not be verified',
      },
    ]);
    const answer = await rzp.updateRouteProduct(account.id, product.id, BANK);
    expect(answer.activation_status).toBe('needs_clarification');
    expect(answer.requirements).toEqual([
      {
        field_reference: 'settlements.account_number',
        resolution_url: `/accounts/${account.id}/products/${product.id}`,
        status: 'required',
        reason_code: 'field_missing',
        description: 'The bank account could not be verified',
      },
    ]);
    expect(fake.accounts.get(account.id)!.status).toBe('created');
    fake.reviewProduct(product.id, 'activated');
    expect((await rzp.fetchRouteProduct(account.id, product.id)).activation_status).toBe(
      'activated',
    );
  });

  it('adopts the account Razorpay already has when a create is repeated (a job killed before saving)', async () => {
    const h = host();
    const first = await rzp.createLinkedAccount(h);
    const calls = await requestsDuring(async () => {
      expect(await rzp.createLinkedAccount(h)).toEqual(first);
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v2/accounts',
      `GET /v2/accounts/${first.id}`,
    ]);
    expect([...fake.accounts.values()].filter((a) => a.email === h.email)).toHaveLength(1);
  });

  it('refuses, for good, to adopt an account with the email made for another reference', async () => {
    const h = host();
    await rzp.createLinkedAccount(h);
    const err = await refusal(
      rzp.createLinkedAccount({ ...h, reference: 'ffffffffffffffffffffffff' }),
    );
    expect(err.permanent).toBe(true);
    expect(err.message).toContain('another reference');
  });

  it('updates what Razorpay lets change, never the email or business type', async () => {
    const h = host();
    const account = await rzp.createLinkedAccount(h);
    const calls = await requestsDuring(() =>
      rzp.updateLinkedAccount(account.id, { ...h, legal_business_name: 'Asha Rao Tournaments' }),
    );
    expect(calls[0]!.body).not.toHaveProperty('email');
    expect(calls[0]!.body).not.toHaveProperty('business_type');
    expect(fake.accounts.get(account.id)!.legal_business_name).toBe('Asha Rao Tournaments');
  });

  it('makes one stakeholder when its creation is repeated', async () => {
    const h = host();
    const account = await rzp.createLinkedAccount(h);
    const s = { name: 'Asha Rao', email: h.email, pan: PERSONAL_PAN };
    const first = await rzp.createStakeholder(account.id, s);
    expect(await rzp.createStakeholder(account.id, s)).toEqual(first);
    expect(fake.stakeholders.filter((x) => x.account_id === account.id)).toHaveLength(1);
  });
});

describe('transfers and reversals through Razorpay', () => {
  const HOLD = new Date('2030-03-04T18:30:00.000Z');

  it('makes one transfer for a transfer id however often it is asked, on hold in unix seconds', async () => {
    const account = await onboarded();
    const paymentId = await captured(49_900);
    const t = {
      paymentId,
      account,
      amountMinor: 47_405,
      currency: 'INR',
      onHoldUntil: HOLD,
      transferId: 'tr_one',
      notes: { event_id: 'ev1' },
    };
    const calls = await requestsDuring(async () => {
      const first = await rzp.createTransfer(t);
      expect(first).toMatchObject({
        id: expect.stringMatching(/^trf_/),
        source: paymentId,
        recipient: account,
        amount: 47_405,
        on_hold: true,
        on_hold_until: HOLD.getTime() / 1000,
        notes: { event_id: 'ev1', transfer_id: 'tr_one' },
      });
      expect((await rzp.createTransfer(t)).id).toBe(first.id);
    });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    const posted = calls.find((c) => c.method === 'POST')!.body as { transfers: unknown[] };
    expect(posted.transfers).toEqual([
      {
        account,
        amount: 47_405,
        currency: 'INR',
        notes: { event_id: 'ev1', transfer_id: 'tr_one' },
        linked_account_notes: [],
        on_hold: true,
        // 2030-03-05 00:00 India time, in seconds.
        on_hold_until: 1_898_879_400,
      },
    ]);
    expect(fake.transfers.filter((x) => x.source === paymentId)).toHaveLength(1);
  });

  it('moves a hold, releases it, and reads the transfer Razorpay settled', async () => {
    const account = await onboarded();
    const paymentId = await captured(20_000);
    const t = await rzp.createTransfer({
      paymentId,
      account,
      amountMinor: 19_000,
      currency: 'INR',
      onHoldUntil: HOLD,
      transferId: 'tr_hold',
      notes: {},
    });
    const later = new Date(HOLD.getTime() + 7 * 86_400_000);
    expect(await rzp.setTransferHold(t.id, later)).toMatchObject({
      on_hold: true,
      on_hold_until: later.getTime() / 1000,
      settlement_status: 'on_hold',
    });
    expect(await rzp.setTransferHold(t.id, null)).toMatchObject({
      on_hold: false,
      on_hold_until: null,
    });
    fake.settle(t.id);
    expect(await rzp.fetchTransfer(t.id)).toMatchObject({
      status: 'processed',
      settlement_status: 'settled',
      amount: 19_000,
      amount_reversed: 0,
    });
    const err = await refusal(rzp.setTransferHold(t.id, later));
    expect(err.permanent).toBe(true);
  });

  it('is refused for good to an account Razorpay has not activated, or beyond the payment', async () => {
    const h = host();
    const notActive = await rzp.createLinkedAccount(h);
    const paymentId = await captured(10_000);
    const base = { paymentId, currency: 'INR', onHoldUntil: null, notes: {} };
    const err = await refusal(
      rzp.createTransfer({
        ...base,
        account: notActive.id,
        amountMinor: 5_000,
        transferId: 'tr_x',
      }),
    );
    expect([err.status, err.permanent]).toEqual([400, true]);
    expect(err.message).toContain('needs to be activated');
    const active = await onboarded();
    const over = await refusal(
      rzp.createTransfer({ ...base, account: active, amountMinor: 10_001, transferId: 'tr_y' }),
    );
    expect(over.message).toContain('greater than the captured amount');
  });

  it('reverses once per reversal id, then the rest, and never more than was sent', async () => {
    const account = await onboarded();
    const paymentId = await captured(10_000);
    const t = await rzp.createTransfer({
      paymentId,
      account,
      amountMinor: 9_500,
      currency: 'INR',
      onHoldUntil: HOLD,
      transferId: 'tr_rev',
      notes: {},
    });
    const r = {
      transferId: t.id,
      amountMinor: 4_000,
      reversalId: 'rv_one',
      notes: { refund_id: 'rf1' },
    };
    const first = await rzp.reverseTransfer(r);
    expect(first).toMatchObject({
      id: expect.stringMatching(/^rvrsl_/),
      transfer_id: t.id,
      amount: 4_000,
      notes: { refund_id: 'rf1', reversal_id: 'rv_one' },
    });
    expect(await rzp.reverseTransfer(r)).toEqual(first);
    expect(fake.reversals.filter((v) => v.transfer_id === t.id)).toHaveLength(1);
    expect(await rzp.fetchTransfer(t.id)).toMatchObject({
      amount_reversed: 4_000,
      status: 'partially_reversed',
    });
    await rzp.reverseTransfer({ ...r, amountMinor: 5_500, reversalId: 'rv_two' });
    expect(await rzp.fetchTransfer(t.id)).toMatchObject({
      amount_reversed: 9_500,
      status: 'reversed',
    });
    const err = await refusal(
      rzp.reverseTransfer({ ...r, amountMinor: 1, reversalId: 'rv_three' }),
    );
    expect(err.message).toContain('greater than the amount not reversed');
  });

  it('reports an outage as worth retrying and a refusal as final', async () => {
    fake.failNext(500);
    const outage = await refusal(rzp.fetchTransfer('trf_any'));
    expect([outage.status, outage.permanent]).toEqual([500, false]);
    const unknown = await refusal(rzp.fetchTransfer('trf_unknown00000'));
    expect([unknown.status, unknown.permanent]).toEqual([400, true]);
  });
});

describe('Route in the test provider', () => {
  // Two instances with one secret: the same provider before and after a restart.
  const before = testProvider('route-secret');
  const after = testProvider('route-secret');
  const HOLD_AT = new Date('2030-01-01T00:00:00.000Z');

  it('gives the same ids for the same inputs, across a restart, and activates at once', async () => {
    const h = host();
    const a1 = await before.createLinkedAccount(h);
    expect(a1).toEqual({ id: expect.stringMatching(/^acc_\w{14}$/), status: 'activated' });
    expect(await after.createLinkedAccount(h)).toEqual(a1);
    expect((await before.createLinkedAccount(host())).id).not.toBe(a1.id);
    const s = { name: 'Asha Rao', email: h.email, pan: PERSONAL_PAN };
    expect(await after.createStakeholder(a1.id, s)).toEqual(
      await before.createStakeholder(a1.id, s),
    );
    const product = await before.requestRouteProduct(a1.id);
    expect(product).toEqual({
      id: expect.stringMatching(/^acc_prd_/),
      activation_status: 'activated',
      requirements: [],
    });
    expect((await after.requestRouteProduct(a1.id)).id).toBe(product.id);
  });

  it('holds a transfer asked to be held, and answers it settled, with its amount, after a restart', async () => {
    const t = {
      paymentId: 'pay_test1',
      account: 'acc_test1',
      amountMinor: 47_405,
      currency: 'INR',
      transferId: 'tr_test',
      notes: {},
    };
    const held = await before.createTransfer({ ...t, onHoldUntil: HOLD_AT });
    expect(held).toMatchObject({
      id: expect.stringMatching(/^trf_/),
      status: 'processed',
      on_hold: true,
      on_hold_until: HOLD_AT.getTime() / 1000,
      settlement_status: 'on_hold',
      amount: 47_405,
      notes: { transfer_id: 'tr_test' },
    });
    expect((await after.createTransfer({ ...t, onHoldUntil: HOLD_AT })).id).toBe(held.id);
    const free = await before.createTransfer({ ...t, transferId: 'tr_free', onHoldUntil: null });
    expect(free).toMatchObject({
      on_hold: false,
      on_hold_until: null,
      settlement_status: 'pending',
    });
    expect(await after.fetchTransfer(held.id)).toMatchObject({
      on_hold: false,
      settlement_status: 'settled',
      amount: 47_405,
      amount_reversed: 0,
    });
  });

  it('derives a reversal from its id and counts it once', async () => {
    const t = await before.createTransfer({
      paymentId: 'pay_test2',
      account: 'acc_test2',
      amountMinor: 9_000,
      currency: 'INR',
      transferId: 'tr_test2',
      onHoldUntil: null,
      notes: {},
    });
    const r = { transferId: t.id, amountMinor: 3_000, reversalId: 'rv_test', notes: {} };
    const first = await before.reverseTransfer(r);
    expect(first.id).toMatch(/^rvrsl_/);
    expect((await before.reverseTransfer(r)).id).toBe(first.id);
    expect((await after.reverseTransfer(r)).id).toBe(first.id);
    expect((await before.fetchTransfer(t.id)).amount_reversed).toBe(3_000);
  });
});
