import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Order = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: string;
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};
type Payment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: string;
  order_id: string;
  method: string;
  captured: boolean;
  created_at: number;
};

type Refund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  speed_requested: 'normal';
};

const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex').slice(0, 14)}`;

type Body = Record<string, unknown> | null;
type Reply = {
  send: (res: http.ServerResponse, json: unknown) => void;
  error: (res: http.ServerResponse, status: number, code: string, description: string) => void;
};

type Account = {
  id: string;
  entity: 'account';
  type: 'route';
  status: 'created' | 'activated' | 'suspended';
  email: string;
  phone: string;
  reference_id: string | null;
  business_type: string;
  legal_business_name: string;
  customer_facing_business_name: string;
  contact_name: string;
  profile: Record<string, unknown>;
  legal_info: Record<string, unknown>;
  notes: Record<string, string> | [];
  created_at: number;
};
type Stakeholder = {
  id: string;
  entity: 'stakeholder';
  account_id: string;
  name: string;
  email: string;
  kyc: { pan: string } | null;
  notes: [];
  created_at: number;
};
type Requirement = {
  field_reference: string;
  resolution_url?: string;
  status: string;
  reason_code: string;
  description?: string;
};
type ActivationStatus =
  'requested' | 'needs_clarification' | 'under_review' | 'activated' | 'suspended';
type Product = {
  id: string;
  account_id: string;
  product_name: 'route';
  activation_status: ActivationStatus;
  requested_at: number;
  requested_configuration: [];
  active_configuration: {
    settlements: {
      account_number: string | null;
      ifsc_code: string | null;
      beneficiary_name: string | null;
    };
  };
  requirements: Requirement[];
  tnc: { id: string; accepted: boolean; accepted_at: number };
};
type Transfer = {
  id: string;
  entity: 'transfer';
  status: 'pending' | 'processed' | 'failed' | 'reversed' | 'partially_reversed';
  source: string;
  recipient: string;
  amount: number;
  currency: string;
  amount_reversed: number;
  fees: number;
  tax: number;
  notes: Record<string, string>;
  linked_account_notes: string[];
  on_hold: boolean;
  on_hold_until: number | null;
  settlement_status: 'pending' | 'on_hold' | 'settled' | null;
  recipient_settlement_id: string | null;
  created_at: number;
  processed_at: number | null;
};
type Reversal = {
  id: string;
  entity: 'reversal';
  transfer_id: string;
  amount: number;
  fee: number;
  tax: number;
  currency: string;
  notes: Record<string, string>;
  initiator_id: string;
  customer_refund_id: null;
  utr: null;
  created_at: number;
};

const now = () => Math.floor(Date.now() / 1000);
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const collection = <T>(items: T[]) => ({ entity: 'collection', count: items.length, items });
/** A business's PAN: a person's has P as its 4th letter. */
const businessPan = (pan: string) => /^[A-Z]{3}[^P][A-Z]\d{4}[A-Z]$/.test(pan);
const personalPan = (pan: string) => /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(pan);

/**
 * Razorpay Route in memory: linked accounts, stakeholders, the route product (its activation
 * steered by the test), transfers from captured payments and their reversals. Descriptions are
 * Razorpay's own where its error table or answers are known; the few marked `ours` are not.
 */
function fakeRoute(payments: Payment[], { send, error }: Reply) {
  const accounts = new Map<string, Account>();
  const stakeholders: Stakeholder[] = [];
  const products = new Map<string, Product>();
  const transfers: Transfer[] = [];
  const reversals: Reversal[] = [];
  const steer: { status: ActivationStatus; requirements: Requirement[] | null } = {
    status: 'activated',
    requirements: null,
  };
  const missing = (res: http.ServerResponse) =>
    error(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');

  /** Razorpay's review: settlements first, then whatever the test steers. */
  function review(p: Product) {
    const url = `/accounts/${p.account_id}/products/${p.id}`;
    const s = p.active_configuration.settlements;
    const absent = (['beneficiary_name', 'account_number', 'ifsc_code'] as const).filter(
      (k) => !s[k],
    );
    if (absent.length) {
      p.activation_status = 'needs_clarification';
      p.requirements = absent.map((k) => ({
        field_reference: `settlements.${k}`,
        resolution_url: url,
        reason_code: 'field_missing',
        status: 'required',
      }));
    } else {
      p.activation_status = steer.status;
      const asked =
        steer.requirements ??
        (steer.status === 'needs_clarification'
          ? [
              {
                field_reference: 'settlements.account_number',
                status: 'required',
                reason_code: 'field_missing',
              },
            ]
          : []);
      p.requirements = asked.map((r) => ({ resolution_url: url, ...r }));
    }
    const account = accounts.get(p.account_id)!;
    if (p.activation_status === 'activated') account.status = 'activated';
    if (p.activation_status === 'suspended') account.status = 'suspended';
  }

  function accountFields(res: http.ServerResponse, body: Record<string, unknown>): boolean {
    const registered = record(record(record(body.profile).addresses).registered);
    const state = text(registered.state);
    if (state && !/^[A-Z][A-Z &]+$/.test(state)) {
      error(
        res,
        400,
        'BAD_REQUEST_ERROR',
        'State name entered is incorrect. Please provide correct state name.',
      );
      return false;
    }
    const pan = text(record(body.legal_info).pan);
    if (pan && !businessPan(pan)) {
      error(res, 400, 'BAD_REQUEST_ERROR', 'The pan field is invalid.'); // ours
      return false;
    }
    return true;
  }

  function handle(method: string, path: string, body: Body, res: http.ServerResponse): boolean {
    const b = record(body);
    if (method === 'POST' && path === '/v2/accounts') {
      const registered = record(record(record(b.profile).addresses).registered);
      const required = {
        email: b.email,
        phone: b.phone,
        legal_business_name: b.legal_business_name,
        business_type: b.business_type,
        contact_name: b.contact_name,
        'profile.category': record(b.profile).category,
        'profile.subcategory': record(b.profile).subcategory,
        street1: registered.street1,
        street2: registered.street2,
        city: registered.city,
        state: registered.state,
        postal_code: registered.postal_code,
        country: registered.country,
      };
      const absent = Object.entries(required).find(([, v]) => !text(v));
      if (absent) {
        error(res, 400, 'BAD_REQUEST_ERROR', `The ${absent[0]} field is required.`);
        return true;
      }
      if (b.type !== 'route') {
        error(res, 400, 'BAD_REQUEST_ERROR', 'The selected type is invalid.');
        return true;
      }
      if (text(b.reference_id).length > 20) {
        error(
          res,
          400,
          'BAD_REQUEST_ERROR',
          'The reference id may not be greater than 20 characters.',
        );
        return true;
      }
      if (!accountFields(res, b)) return true;
      const email = text(b.email).toLowerCase();
      const existing = [...accounts.values()].find((a) => a.email.toLowerCase() === email);
      if (existing) {
        // Razorpay names the account by its id without the `acc_` prefix.
        error(
          res,
          400,
          'BAD_REQUEST_ERROR',
          `Merchant email already exists for account - ${existing.id.slice(4)}`,
        );
        return true;
      }
      const account: Account = {
        id: rid('acc'),
        entity: 'account',
        type: 'route',
        status: 'created',
        email: text(b.email),
        phone: text(b.phone),
        reference_id: text(b.reference_id) || null,
        business_type: text(b.business_type),
        legal_business_name: text(b.legal_business_name),
        customer_facing_business_name: text(b.legal_business_name),
        contact_name: text(b.contact_name),
        profile: record(b.profile),
        legal_info: record(b.legal_info),
        notes: [],
        created_at: now(),
      };
      accounts.set(account.id, account);
      send(res, account);
      return true;
    }
    const accountPath = path.match(/^\/v2\/accounts\/([^/]+)(\/.*)?$/);
    if (accountPath) {
      const account = accounts.get(accountPath[1]!);
      if (!account) {
        error(res, 400, 'BAD_REQUEST_ERROR', 'Linked account does not exist');
        return true;
      }
      return handleAccount(account, method, accountPath[2] ?? '', b, res);
    }
    const paymentTransfers = path.match(/^\/v1\/payments\/([^/]+)\/transfers$/);
    if (paymentTransfers) {
      const payment = payments.find((p) => p.id === paymentTransfers[1]);
      if (!payment) missing(res);
      else if (method === 'GET')
        send(res, collection(transfers.filter((t) => t.source === payment.id)));
      else if (method === 'POST') createTransfers(payment, b, res);
      else return false;
      return true;
    }
    const transferPath = path.match(/^\/v1\/transfers\/([^/]+)(\/reversals)?$/);
    if (transferPath) {
      const transfer = transfers.find((t) => t.id === transferPath[1]);
      if (!transfer) missing(res);
      else if (transferPath[2] && method === 'GET')
        send(res, collection(reversals.filter((r) => r.transfer_id === transfer.id)));
      else if (transferPath[2] && method === 'POST') reverse(transfer, b, res);
      else if (!transferPath[2] && method === 'GET') send(res, transfer);
      else if (!transferPath[2] && method === 'PATCH') moveHold(transfer, b, res);
      else return false;
      return true;
    }
    return false;
  }

  function handleAccount(
    account: Account,
    method: string,
    rest: string,
    b: Record<string, unknown>,
    res: http.ServerResponse,
  ): boolean {
    if (rest === '' && method === 'GET') send(res, account);
    else if (rest === '' && method === 'PATCH') {
      // Everything may change but these (Razorpay: all fields except business_type and email).
      const fixed = ['email', 'business_type', 'type', 'reference_id'].filter((k) => k in b);
      if (fixed.length) {
        error(
          res,
          400,
          'BAD_REQUEST_ERROR',
          `${fixed.join(', ')} is/are not required and should not be sent`,
        );
        return true;
      }
      if (!accountFields(res, b)) return true;
      for (const k of ['phone', 'legal_business_name', 'contact_name'] as const)
        if (typeof b[k] === 'string') account[k] = b[k];
      if (b.profile) account.profile = { ...account.profile, ...record(b.profile) };
      if (b.legal_info) account.legal_info = { ...account.legal_info, ...record(b.legal_info) };
      send(res, account);
    } else if (rest === '/stakeholders' && method === 'GET')
      send(res, collection(stakeholders.filter((s) => s.account_id === account.id)));
    else if (rest === '/stakeholders' && method === 'POST') {
      const pan = text(record(b.kyc).pan);
      if (!text(b.name) || !text(b.email)) {
        error(
          res,
          400,
          'BAD_REQUEST_ERROR',
          `The ${text(b.name) ? 'email' : 'name'} field is required.`,
        );
        return true;
      }
      if (pan && !personalPan(pan)) {
        error(res, 400, 'BAD_REQUEST_ERROR', 'The pan field is invalid.'); // ours
        return true;
      }
      const s: Stakeholder = {
        id: rid('sth'),
        entity: 'stakeholder',
        account_id: account.id,
        name: text(b.name),
        email: text(b.email),
        kyc: pan ? { pan } : null,
        notes: [],
        created_at: now(),
      };
      stakeholders.push(s);
      send(res, s);
    } else if (rest === '/products' && method === 'POST') {
      if (b.product_name !== 'route') {
        error(res, 400, 'BAD_REQUEST_ERROR', 'The selected product name is invalid.'); // ours
        return true;
      }
      // What Razorpay answers a second request is not documented; this answers the first.
      let product = [...products.values()].find((p) => p.account_id === account.id);
      if (!product) {
        product = {
          id: rid('acc_prd'),
          account_id: account.id,
          product_name: 'route',
          activation_status: 'requested',
          requested_at: now(),
          requested_configuration: [],
          active_configuration: {
            settlements: { account_number: null, ifsc_code: null, beneficiary_name: null },
          },
          requirements: [],
          tnc: { id: rid('tnc'), accepted: b.tnc_accepted === true, accepted_at: now() },
        };
        products.set(product.id, product);
        review(product);
      }
      send(res, product);
    } else {
      const productPath = rest.match(/^\/products\/([^/]+)$/);
      const product = productPath && products.get(productPath[1]!);
      if (!productPath) return false;
      if (!product || product.account_id !== account.id) missing(res);
      else if (method === 'GET') send(res, product);
      else if (method === 'PATCH') {
        const given = record(b.settlements);
        const ifsc = text(given.ifsc_code);
        if (ifsc && !/^[A-Z]{4}0[A-Z0-9]{6}$/.test(ifsc)) {
          error(res, 400, 'BAD_REQUEST_ERROR', 'The ifsc code field is invalid.'); // ours
          return true;
        }
        const s = product.active_configuration.settlements;
        for (const k of ['account_number', 'ifsc_code', 'beneficiary_name'] as const)
          if (text(given[k])) s[k] = text(given[k]);
        review(product);
        send(res, product);
      } else return false;
    }
    return true;
  }

  function createTransfers(payment: Payment, b: Record<string, unknown>, res: http.ServerResponse) {
    const asked = Array.isArray(b.transfers) ? b.transfers.map(record) : [];
    if (!asked.length)
      return error(
        res,
        400,
        'BAD_REQUEST_ERROR',
        'Payment transfer entities provided are invalid or not set',
      );
    if (payment.status !== 'captured')
      return error(
        res,
        400,
        'BAD_REQUEST_ERROR',
        'The payment status should be captured for action to be taken',
      );
    for (const t of asked) {
      const account = accounts.get(text(t.account));
      const notes = record(t.notes);
      const until = t.on_hold_until;
      if (!account)
        return error(res, 400, 'BAD_REQUEST_ERROR', 'Account ID provided for transfer is invalid');
      if (account.status !== 'activated')
        return error(
          res,
          400,
          'BAD_REQUEST_ERROR',
          'The account needs to be activated by Razorpay before you can make transfers in live mode',
        );
      if (t.currency !== payment.currency)
        return error(
          res,
          400,
          'BAD_REQUEST_ERROR',
          'Transfer request currency must be same as payment currency',
        );
      if (!Number.isInteger(t.amount) || Number(t.amount) < 100)
        return error(res, 400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
      const noted = Array.isArray(t.linked_account_notes) ? t.linked_account_notes.map(String) : [];
      if (noted.some((k) => !(k in notes)))
        return error(
          res,
          400,
          'BAD_REQUEST_ERROR',
          'Keys sent in linked_account_notes must exist in notes',
        );
      // Unix seconds: a value in milliseconds is a mistake this fake refuses (wording ours).
      if (until !== undefined && (!Number.isInteger(until) || Number(until) > 1e10))
        return error(res, 400, 'BAD_REQUEST_ERROR', 'The on hold until must be a valid timestamp.');
    }
    const total = asked.reduce((sum, t) => sum + Number(t.amount), 0);
    const already = transfers
      .filter((t) => t.source === payment.id)
      .reduce((sum, t) => sum + t.amount, 0);
    if (total > payment.amount)
      return error(
        res,
        400,
        'BAD_REQUEST_ERROR',
        'The sum of amount requested for transfer is greater than the captured amount',
      );
    if (already + total > payment.amount)
      return error(
        res,
        400,
        'BAD_REQUEST_ERROR',
        'The total transfer amount provided is greater than the amount not transferred',
      );
    const made = asked.map((t): Transfer => {
      const onHold = t.on_hold === true || t.on_hold === 1 || t.on_hold === '1';
      return {
        id: rid('trf'),
        entity: 'transfer',
        status: 'processed',
        source: payment.id,
        recipient: text(t.account),
        amount: Number(t.amount),
        currency: payment.currency,
        amount_reversed: 0,
        fees: 0,
        tax: 0,
        notes: record(t.notes) as Record<string, string>,
        linked_account_notes: Array.isArray(t.linked_account_notes)
          ? t.linked_account_notes.map(String)
          : [],
        on_hold: onHold,
        on_hold_until: onHold && typeof t.on_hold_until === 'number' ? t.on_hold_until : null,
        settlement_status: onHold ? 'on_hold' : 'pending',
        recipient_settlement_id: null,
        created_at: now(),
        processed_at: now(),
      };
    });
    transfers.push(...made);
    // Razorpay answers before it processes: the transfers come back pending, processed moments later.
    send(
      res,
      collection(
        made.map((t) => ({ ...t, status: 'pending', settlement_status: null, processed_at: null })),
      ),
    );
  }

  function moveHold(transfer: Transfer, b: Record<string, unknown>, res: http.ServerResponse) {
    if (transfer.settlement_status === 'settled')
      return error(
        res,
        400,
        'BAD_REQUEST_ERROR',
        'The hold attributes cannot be modified as the amount has already been settled to your account.',
      );
    const onHold = b.on_hold === true || b.on_hold === 1 || b.on_hold === '1';
    const until = b.on_hold_until;
    if (until !== undefined && (!Number.isInteger(until) || Number(until) > 1e10))
      return error(res, 400, 'BAD_REQUEST_ERROR', 'The on hold until must be a valid timestamp.');
    transfer.on_hold = onHold;
    transfer.on_hold_until = onHold && typeof until === 'number' ? until : null;
    transfer.settlement_status = onHold ? 'on_hold' : 'pending';
    send(res, transfer);
  }

  function reverse(transfer: Transfer, b: Record<string, unknown>, res: http.ServerResponse) {
    const left = transfer.amount - transfer.amount_reversed;
    const amount = b.amount === undefined ? left : Number(b.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return error(res, 400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
    if (amount > transfer.amount)
      return error(
        res,
        400,
        'BAD_REQUEST_ERROR',
        'The reversal amount provided is greater than amount transferred',
      );
    if (amount > left)
      return error(
        res,
        400,
        'BAD_REQUEST_ERROR',
        'The reversal amount provided is greater than the amount not reversed',
      );
    const reversal: Reversal = {
      id: rid('rvrsl'),
      entity: 'reversal',
      transfer_id: transfer.id,
      amount,
      fee: 0,
      tax: 0,
      currency: transfer.currency,
      notes: record(b.notes) as Record<string, string>,
      initiator_id: 'FakeMerchant01',
      customer_refund_id: null,
      utr: null,
      created_at: now(),
    };
    reversals.push(reversal);
    transfer.amount_reversed += amount;
    transfer.status =
      transfer.amount_reversed === transfer.amount ? 'reversed' : 'partially_reversed';
    send(res, reversal);
  }

  return {
    handle,
    accounts,
    stakeholders,
    products,
    transfers,
    reversals,
    /**
     * What the route product's review answers from now on, once its settlement account is given
     * (until then Razorpay asks for it: needs_clarification). Requirements default to the bank
     * account number for needs_clarification, to none otherwise.
     */
    routeActivation(status: ActivationStatus, requirements?: Requirement[]) {
      steer.status = status;
      steer.requirements = requirements ?? null;
    },
    /** Razorpay's review of a product ends later, as `fetchRouteProduct` then reads. */
    reviewProduct(productId: string, status: ActivationStatus, requirements: Requirement[] = []) {
      const p = products.get(productId);
      if (!p) throw new Error(`no product ${productId}`);
      p.activation_status = status;
      p.requirements = requirements;
      if (status === 'activated') accounts.get(p.account_id)!.status = 'activated';
    },
    /** The transfer's hold is over and Razorpay settled it to the linked account. */
    settle(transferId: string): Transfer {
      const t = transfers.find((x) => x.id === transferId);
      if (!t) throw new Error(`no transfer ${transferId}`);
      t.on_hold = false;
      t.settlement_status = 'settled';
      t.recipient_settlement_id = rid('setl');
      return t;
    },
    resetSteering() {
      steer.status = 'activated';
      steer.requirements = null;
    },
  };
}

/**
 * A local stand-in for Razorpay's Orders, Refunds and Route APIs speaking its wire format: Basic
 * auth with the key id and secret, JSON entities and collections, and Razorpay's error body. Tests
 * steer it to fail or stall, add payments made "in the checkout", and steer Route's reviews.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const orders = new Map<string, Order>();
  const payments: Payment[] = [];
  const refunds: Refund[] = [];
  /** Idempotency keys (`X-Refund-Idempotency`) and the refund each first made. */
  const refundKeys = new Map<string, Refund>();
  /** How new refunds come out: Razorpay's normal refunds start pending. */
  let refundStatus: Refund['status'] = 'pending';
  let refuseRefunds: { times: number; description: string } | null = null;
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  let failNext: { status: number; times: number } | null = null;
  let stallMs = 0;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const error = (res: http.ServerResponse, status: number, code: string, description: string) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: {
          code,
          description,
          source: 'business',
          step: 'payment_initiation',
          reason: 'input_validation_failed',
          metadata: {},
        },
      }),
    );
  };

  const send = (res: http.ServerResponse, json: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  };
  const route = fakeRoute(payments, { send, error });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      requests.push({ method: req.method ?? '', path: req.url ?? '', body });
      if (stallMs) await new Promise((r) => setTimeout(r, stallMs));
      if (req.headers.authorization !== expectedAuth) {
        return error(res, 401, 'BAD_REQUEST_ERROR', 'The api key provided is invalid');
      }
      if (failNext && failNext.times > 0) {
        failNext.times -= 1;
        return error(
          res,
          failNext.status,
          'SERVER_ERROR',
          'The server encountered an error. The incident has been reported to admins',
        );
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/v1/orders') {
        const amount = Number(body?.amount);
        if (!Number.isInteger(amount) || amount < 100) {
          return error(res, 400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
        }
        const order: Order = {
          id: rid('order'),
          entity: 'order',
          amount,
          amount_paid: 0,
          amount_due: amount,
          currency: String(body?.currency ?? 'INR'),
          receipt: String(body?.receipt ?? ''),
          status: 'created',
          attempts: 0,
          notes: (body?.notes as Record<string, string>) ?? {},
          created_at: Math.floor(Date.now() / 1000),
        };
        orders.set(order.id, order);
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(order));
      }
      const refundMatch = url.pathname.match(/^\/v1\/payments\/([^/]+)\/refund$/);
      if (req.method === 'POST' && refundMatch) {
        const key = req.headers['x-refund-idempotency'];
        const again = typeof key === 'string' ? refundKeys.get(key) : undefined;
        if (again) {
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(JSON.stringify(again));
        }
        if (refuseRefunds && refuseRefunds.times > 0) {
          refuseRefunds.times -= 1;
          return error(res, 400, 'BAD_REQUEST_ERROR', refuseRefunds.description);
        }
        const payment = payments.find((p) => p.id === refundMatch[1]);
        if (!payment || payment.status !== 'captured')
          return error(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
        const amount = Number(body?.amount ?? payment.amount);
        const already = refunds
          .filter((r) => r.payment_id === payment.id && r.status !== 'failed')
          .reduce((sum, r) => sum + r.amount, 0);
        if (!Number.isInteger(amount) || amount < 100)
          return error(res, 400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
        if (already + amount > payment.amount)
          return error(
            res,
            400,
            'BAD_REQUEST_ERROR',
            'The total refund amount is greater than the refund payment amount',
          );
        const refund: Refund = {
          id: rid('rfnd'),
          entity: 'refund',
          amount,
          currency: payment.currency,
          payment_id: payment.id,
          notes: (body?.notes as Record<string, string>) ?? {},
          receipt: typeof body?.receipt === 'string' ? body.receipt : null,
          acquirer_data: { arn: null },
          created_at: Math.floor(Date.now() / 1000),
          batch_id: null,
          status: refundStatus,
          speed_processed: 'normal',
          speed_requested: 'normal',
        };
        refunds.push(refund);
        if (typeof key === 'string') refundKeys.set(key, refund);
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(refund));
      }
      const oneRefund = url.pathname.match(/^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)$/);
      if (req.method === 'GET' && oneRefund) {
        const refund = refunds.find((r) => r.payment_id === oneRefund[1] && r.id === oneRefund[2]);
        if (!refund) return error(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(refund));
      }
      const match = url.pathname.match(/^\/v1\/orders\/([^/]+)\/payments$/);
      if (req.method === 'GET' && match) {
        if (!orders.has(match[1]!))
          return error(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
        const items = payments.filter((p) => p.order_id === match[1]);
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ entity: 'collection', count: items.length, items }));
      }
      if (route.handle(req.method ?? '', url.pathname, body, res)) return;
      return error(res, 404, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    requests,
    /** A payment the customer completed in Razorpay's checkout. */
    pay(orderId: string, status: 'captured' | 'failed' = 'captured', amount?: number): Payment {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const p: Payment = {
        id: rid('pay'),
        entity: 'payment',
        amount: amount ?? order.amount,
        currency: order.currency,
        status,
        order_id: orderId,
        method: 'card',
        captured: status === 'captured',
        created_at: Math.floor(Date.now() / 1000),
      };
      payments.push(p);
      return p;
    },
    refunds,
    /** New refunds come out with this status (pending, as Razorpay's normal refunds do). */
    refundsAs(status: Refund['status']) {
      refundStatus = status;
    },
    /** Razorpay finishes a refund: what its `refund.processed` / `refund.failed` report. */
    settleRefund(id: string, status: 'processed' | 'failed') {
      const refund = refunds.find((r) => r.id === id);
      if (!refund) throw new Error(`no refund ${id}`);
      refund.status = status;
      return refund;
    },
    /** The next refund requests are refused with a 400 and this description. */
    refuseRefunds(description: string, times = 1) {
      refuseRefunds = { times, description };
    },
    /** Route: linked accounts by id, their stakeholders and products, transfers, reversals. */
    accounts: route.accounts,
    stakeholders: route.stakeholders,
    products: route.products,
    transfers: route.transfers,
    reversals: route.reversals,
    routeActivation: route.routeActivation,
    reviewProduct: route.reviewProduct,
    settle: route.settle,
    failNext(status: number, times = 1) {
      failNext = { status, times };
    },
    stall(ms: number) {
      stallMs = ms;
    },
    reset() {
      failNext = null;
      stallMs = 0;
      refundStatus = 'pending';
      refuseRefunds = null;
      route.resetSteering();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
