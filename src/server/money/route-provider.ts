/**
 * Razorpay Route (issue 26): each host's linked account with its stakeholder and route product,
 * the host's share of a captured payment transferred to it and held until after the event, and
 * the reversal a refund takes back first. provider.ts composes this with orders and refunds; this
 * module imports nothing from it (no cycle), so the authenticated call comes in as an argument.
 */

export type LinkedAccountInput = {
  /** Our reference: the host's user id (Razorpay `reference_id`, unique per account). */
  reference: string;
  email: string;
  /** 10 digits. */
  phone: string;
  legal_business_name: string;
  /** Route's values: individual, proprietorship, partnership, private_limited, ... */
  business_type: string;
  contact_name: string;
  /** `state` is the state's name upper-cased, as Razorpay wants it: "MAHARASHTRA". */
  address: { street: string; city: string; state: string; postal_code: string };
  pan: string;
  gstin: string | null;
};

/** A linked account (acc_...) and Razorpay's status for it: created, activated, suspended, ... */
type RouteAccount = { id: string; status: string };

export type RouteProduct = {
  /** acc_prd_... */
  id: string;
  activation_status:
    'requested' | 'needs_clarification' | 'under_review' | 'activated' | 'suspended';
  /** What Razorpay still needs, in its words: field reference and reason. */
  requirements: Array<{
    field_reference: string;
    resolution_url?: string;
    status: string;
    reason_code: string;
    description?: string;
  }>;
};

type TransferInput = {
  paymentId: string;
  /** acc_... */
  account: string;
  amountMinor: number;
  currency: string;
  /** null: not on hold. */
  onHoldUntil: Date | null;
  /** Our transfer's id, written into notes.transfer_id so a repeat finds the first. */
  transferId: string;
  notes: Record<string, string>;
};

type ProviderTransfer = {
  /** trf_... */
  id: string;
  /** The payment it was made from. */
  source: string;
  /** The linked account it went to. */
  recipient: string;
  amount: number;
  currency: string;
  amount_reversed: number;
  status: 'created' | 'pending' | 'processed' | 'failed' | 'reversed' | 'partially_reversed';
  settlement_status: 'pending' | 'on_hold' | 'settled' | null;
  on_hold: boolean;
  /** Unix seconds. */
  on_hold_until: number | null;
  notes: Record<string, string>;
};

type ProviderReversal = {
  /** rvrsl_... */
  id: string;
  transfer_id: string;
  amount: number;
  currency: string;
  notes: Record<string, string>;
};

type SettlementAccount = { account_number: string; ifsc_code: string; beneficiary_name: string };

/** What a payment provider does for Route; part of `PaymentProvider`. */
export type RouteProvider = {
  /**
   * Makes the host's linked account. When Razorpay already has one for this email (a job killed
   * between making it and saving its id), that account is returned instead.
   */
  createLinkedAccount: (a: LinkedAccountInput) => Promise<RouteAccount>;
  /** Sends what Razorpay lets change: everything but the email and the business type. */
  updateLinkedAccount: (accountId: string, a: LinkedAccountInput) => Promise<RouteAccount>;
  /** The account's stakeholder; one already made with this email is returned instead. */
  createStakeholder: (
    accountId: string,
    s: { name: string; email: string; pan: string },
  ) => Promise<{ id: string }>;
  requestRouteProduct: (accountId: string) => Promise<RouteProduct>;
  /** Gives the route product the bank account settlements go to. */
  updateRouteProduct: (
    accountId: string,
    productId: string,
    bank: SettlementAccount,
  ) => Promise<RouteProduct>;
  fetchRouteProduct: (accountId: string, productId: string) => Promise<RouteProduct>;
  /** Idempotent: a repeat with the same transfer id returns the first transfer. */
  createTransfer: (t: TransferInput) => Promise<ProviderTransfer>;
  fetchTransfer: (transferId: string) => Promise<ProviderTransfer>;
  /** Moves a transfer's hold; null releases it to the next settlement. */
  setTransferHold: (transferId: string, onHoldUntil: Date | null) => Promise<ProviderTransfer>;
  /** Idempotent: a repeat with the same reversal id returns the first reversal. */
  reverseTransfer: (r: {
    transferId: string;
    amountMinor: number;
    reversalId: string;
    notes: Record<string, string>;
  }) => Promise<ProviderReversal>;
};

/** Razorpay's authenticated JSON call (provider.ts); it throws ProviderError when refused. */
type RazorpayCall = <T>(method: string, path: string, body?: unknown) => Promise<T>;

type Collection<T> = { entity: 'collection'; count: number; items: T[] };

const unixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);
const at = (path: string, ...ids: string[]) =>
  ids.reduce((p, id) => p.replace(':id', encodeURIComponent(id)), path);

/** Razorpay answers empty notes as `[]` (its PHP heritage); we always read an object. */
const notesOf = (n: unknown): Record<string, string> =>
  n && typeof n === 'object' && !Array.isArray(n) ? { ...(n as Record<string, string>) } : {};

/**
 * A hosted tournament sells entries to an event its host organises, so `services` /
 * `event_planning` describes the business (Razorpay derives the MCC from the subcategory).
 * `education` / `sporting_clubs` is for clubs and coaching paid by membership, and
 * `media_and_entertainment` / `ticketing` for agencies selling others' shows.
 */
const PROFILE = { category: 'services', subcategory: 'event_planning' } as const;

/** reference_id holds at most 20 characters; our ids have 24, the last 20 being the random ones. */
const referenceId = (reference: string) => reference.slice(-20);

/** Razorpay wants two street lines of at most 100 characters each; we keep one. */
function streetLines(street: string, city: string) {
  const s = street.replace(/\s+/g, ' ').trim();
  if (s.length <= 100) return { street1: s, street2: city };
  const cut = s.lastIndexOf(' ', 100) > 0 ? s.lastIndexOf(' ', 100) : 100;
  return { street1: s.slice(0, cut), street2: s.slice(cut).trim().slice(0, 100) };
}

/**
 * Razorpay takes a business's PAN in `legal_info` and a person's PAN (4th letter P) from the
 * stakeholder; the host gives one PAN, so it goes where its kind belongs. GST does not apply to
 * individuals or the not yet registered.
 */
const isPersonalPan = (pan: string) => pan.charAt(3).toUpperCase() === 'P';
const WITHOUT_GST = new Set(['individual', 'not_yet_registered']);

function accountDetails(a: LinkedAccountInput) {
  const gst = a.gstin && !WITHOUT_GST.has(a.business_type) ? a.gstin : null;
  const legalInfo = {
    ...(!isPersonalPan(a.pan) && { pan: a.pan }),
    ...(gst && { gst }),
  };
  return {
    phone: a.phone,
    legal_business_name: a.legal_business_name,
    contact_name: a.contact_name,
    profile: {
      ...PROFILE,
      addresses: {
        registered: {
          ...streetLines(a.address.street, a.address.city),
          city: a.address.city,
          state: a.address.state,
          postal_code: a.address.postal_code,
          country: 'IN',
        },
      },
    },
    ...(Object.keys(legalInfo).length > 0 && { legal_info: legalInfo }),
  };
}

/** Razorpay's stakeholder lists have shown ids without their `sth_` prefix. */
const stakeholderId = (id: string) => (id.startsWith('sth_') ? id : `sth_${id}`);

type RawAccount = { id: string; status: string; reference_id?: string | null };
const accountOf = (r: RawAccount): RouteAccount => ({ id: r.id, status: r.status });

type RawProduct = Omit<RouteProduct, 'requirements'> & { requirements?: unknown };
function productOf(p: RawProduct): RouteProduct {
  const list = Array.isArray(p.requirements)
    ? (p.requirements as RouteProduct['requirements'])
    : [];
  return {
    id: p.id,
    activation_status: p.activation_status,
    requirements: list.map((r) => ({
      field_reference: r.field_reference,
      ...(r.resolution_url && { resolution_url: r.resolution_url }),
      status: r.status,
      reason_code: r.reason_code,
      ...(r.description && { description: r.description }),
    })),
  };
}

type RawTransfer = Omit<ProviderTransfer, 'notes' | 'on_hold'> & {
  notes: unknown;
  on_hold: boolean | number;
};
const transferOf = (t: RawTransfer): ProviderTransfer => ({
  id: t.id,
  source: t.source,
  recipient: t.recipient,
  amount: t.amount,
  currency: t.currency,
  amount_reversed: t.amount_reversed ?? 0,
  status: t.status,
  settlement_status: t.settlement_status ?? null,
  on_hold: Boolean(t.on_hold),
  on_hold_until: t.on_hold_until ?? null,
  notes: notesOf(t.notes),
});

type RawReversal = Omit<ProviderReversal, 'notes'> & { notes: unknown };
const reversalOf = (r: RawReversal): ProviderReversal => ({
  id: r.id,
  transfer_id: r.transfer_id,
  amount: r.amount,
  currency: r.currency,
  notes: notesOf(r.notes),
});

/**
 * Razorpay's refusal of a second account with an email it has, naming the first one, sometimes
 * without its `acc_` prefix: "Merchant email already exists for account - PN2Mj6lHxZkm9n".
 */
const EXISTING_ACCOUNT = /already exists for account\s*-\s*(?:acc_)?([A-Za-z0-9]+)/;

/** Route over Razorpay's REST API, through provider.ts's call. */
export function razorpayRoute(
  call: RazorpayCall,
  refuse: (message: string) => Error,
): RouteProvider {
  const hold = (until: Date | null) =>
    until ? { on_hold: true, on_hold_until: unixSeconds(until) } : { on_hold: false };
  return {
    async createLinkedAccount(a) {
      let made: RawAccount;
      try {
        made = await call<RawAccount>('POST', '/v2/accounts', {
          email: a.email,
          type: 'route',
          reference_id: referenceId(a.reference),
          business_type: a.business_type,
          ...accountDetails(a),
        });
      } catch (err) {
        const existing = err instanceof Error ? EXISTING_ACCOUNT.exec(err.message) : null;
        if (!existing) throw err;
        made = await call<RawAccount>('GET', at('/v2/accounts/:id', `acc_${existing[1]}`));
        // The same email made for someone else's reference must never receive this host's money.
        if (made.reference_id && made.reference_id !== referenceId(a.reference))
          throw refuse(`Razorpay's account ${made.id} for this email belongs to another reference`);
      }
      return accountOf(made);
    },
    async updateLinkedAccount(accountId, a) {
      return accountOf(
        await call<RawAccount>('PATCH', at('/v2/accounts/:id', accountId), accountDetails(a)),
      );
    },
    async createStakeholder(accountId, s) {
      const path = at('/v2/accounts/:id/stakeholders', accountId);
      const { items } = await call<Collection<{ id: string; email?: string }>>('GET', path);
      const same = items.find((i) => i.email?.toLowerCase() === s.email.toLowerCase());
      if (same) return { id: stakeholderId(same.id) };
      const made = await call<{ id: string }>('POST', path, {
        name: s.name,
        email: s.email,
        ...(isPersonalPan(s.pan) && { kyc: { pan: s.pan } }),
      });
      return { id: stakeholderId(made.id) };
    },
    async requestRouteProduct(accountId) {
      return productOf(
        await call<RawProduct>('POST', at('/v2/accounts/:id/products', accountId), {
          product_name: 'route',
          tnc_accepted: true,
        }),
      );
    },
    async updateRouteProduct(accountId, productId, bank) {
      return productOf(
        await call<RawProduct>('PATCH', at('/v2/accounts/:id/products/:id', accountId, productId), {
          settlements: bank,
          tnc_accepted: true,
        }),
      );
    },
    async fetchRouteProduct(accountId, productId) {
      return productOf(
        await call<RawProduct>('GET', at('/v2/accounts/:id/products/:id', accountId, productId)),
      );
    },
    async createTransfer(t) {
      const path = at('/v1/payments/:id/transfers', t.paymentId);
      const { items } = await call<Collection<RawTransfer>>('GET', path);
      const first = items.find((i) => notesOf(i.notes).transfer_id === t.transferId);
      if (first) return transferOf(first);
      const made = await call<Collection<RawTransfer>>('POST', path, {
        transfers: [
          {
            account: t.account,
            amount: t.amountMinor,
            currency: t.currency,
            notes: { ...t.notes, transfer_id: t.transferId },
            linked_account_notes: [],
            ...hold(t.onHoldUntil),
          },
        ],
      });
      return transferOf(made.items[0]!);
    },
    async fetchTransfer(transferId) {
      return transferOf(await call<RawTransfer>('GET', at('/v1/transfers/:id', transferId)));
    },
    async setTransferHold(transferId, onHoldUntil) {
      return transferOf(
        await call<RawTransfer>('PATCH', at('/v1/transfers/:id', transferId), hold(onHoldUntil)),
      );
    },
    async reverseTransfer({ transferId, amountMinor, reversalId, notes }) {
      const path = at('/v1/transfers/:id/reversals', transferId);
      const { items } = await call<Collection<RawReversal>>('GET', path);
      const first = items.find((i) => notesOf(i.notes).reversal_id === reversalId);
      if (first) return reversalOf(first);
      return reversalOf(
        await call<RawReversal>('POST', path, {
          amount: amountMinor,
          notes: { ...notes, reversal_id: reversalId },
        }),
      );
    },
  };
}

/**
 * Route in the test provider (no Razorpay keys). It keeps nothing across restarts, so every id
 * derives from its inputs and a repeat gets the same id; accounts and products are activated at
 * once. A transfer's id also carries its amount, so a later fetch answers it after a restart;
 * what was reversed is only remembered while the process runs.
 */
export function testRoute(idFor: (prefix: string, key: string) => string): RouteProvider {
  const reversals = new Set<string>();
  const reversedOf = new Map<string, number>();
  const activated = (id: string): RouteProduct => ({
    id,
    activation_status: 'activated',
    requirements: [],
  });
  // trf_, 8 characters derived from our id, then the amount in base 36.
  const transferIdFor = (transferId: string, amount: number) =>
    `trf_${idFor('trf', transferId).slice(4, 12)}${amount.toString(36).padStart(6, '0')}`;
  const amountIn = (id: string) => parseInt(id.slice(12), 36) || 0;
  const hold = (until: Date | null) => ({
    on_hold: until !== null,
    on_hold_until: until ? unixSeconds(until) : null,
    settlement_status: until ? ('on_hold' as const) : ('pending' as const),
  });
  const transfer = (
    id: string,
    t: Partial<ProviderTransfer> & Pick<ProviderTransfer, 'on_hold' | 'settlement_status'>,
  ): ProviderTransfer => ({
    id,
    source: '',
    recipient: '',
    amount: amountIn(id),
    currency: 'INR',
    amount_reversed: reversedOf.get(id) ?? 0,
    status: 'processed',
    on_hold_until: null,
    notes: {},
    ...t,
  });
  return {
    async createLinkedAccount(a) {
      return { id: idFor('acc', a.reference), status: 'activated' };
    },
    async updateLinkedAccount(accountId) {
      return { id: accountId, status: 'activated' };
    },
    async createStakeholder(accountId) {
      return { id: idFor('sth', accountId) };
    },
    async requestRouteProduct(accountId) {
      return activated(idFor('acc_prd', accountId));
    },
    async updateRouteProduct(_accountId, productId) {
      return activated(productId);
    },
    async fetchRouteProduct(_accountId, productId) {
      return activated(productId);
    },
    async createTransfer(t) {
      return transfer(transferIdFor(t.transferId, t.amountMinor), {
        source: t.paymentId,
        recipient: t.account,
        currency: t.currency,
        notes: { ...t.notes, transfer_id: t.transferId },
        ...hold(t.onHoldUntil),
      });
    },
    // The simulated provider releases whatever it is asked about once its hold is over: the
    // caller only asks after the hold date has passed, so the transfer is settled by then.
    async fetchTransfer(transferId) {
      return transfer(transferId, { on_hold: false, settlement_status: 'settled' });
    },
    async setTransferHold(transferId, onHoldUntil) {
      return transfer(transferId, hold(onHoldUntil));
    },
    async reverseTransfer({ transferId, amountMinor, reversalId, notes }) {
      const id = idFor('rvrsl', reversalId);
      // Counted once per reversal id: Razorpay would find the first reversal again.
      if (!reversals.has(id)) {
        reversals.add(id);
        reversedOf.set(transferId, (reversedOf.get(transferId) ?? 0) + amountMinor);
      }
      return {
        id,
        transfer_id: transferId,
        amount: amountMinor,
        currency: 'INR',
        notes: { ...notes, reversal_id: reversalId },
      };
    },
  };
}
