import { and, eq, isNull } from 'drizzle-orm';
import { formatDisplayDate } from '../../../shared/date-format';
import {
  documentNumber,
  financialYear,
  gstOfInclusive,
  GST_DEFAULTS,
} from '../../../shared/money/gst';
import type { Db } from '../../platform/db/client';
import {
  categories,
  events,
  invoices,
  participations,
  payoutAccounts,
  users,
  type InvoiceRow,
  type PayoutAccountRow,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import type { DocumentKind, DocumentParty, DocumentTax, InvoiceDocument } from './document';
import { nextSerial } from './serials';

/** Matchday's own documents are numbered in its series, apart from every host's. */
export const PLATFORM_ISSUER = 'matchday';
/** Rate of GST on Matchday's fee (a service to the host, SAC 9985 "support services"). */
const FEE_GST = {
  rate_percent: 18,
  sac: '998599',
  description: 'Platform fee: online registration and payment services',
};

/** Each kind's series prefix: a document kind counts apart, as rules 46 and 49 allow. */
const SERIES: Record<DocumentKind, string> = {
  tax_invoice: 'INV',
  bill_of_supply: 'BOS',
  credit_note: 'CN',
  fee_invoice: 'MDF',
};

type Facts = {
  participation: { id: string; order_id: string | null };
  participant: DocumentParty;
  host: { id: string; party: DocumentParty };
  event: {
    title: string;
    starts: string;
    venue_state: string | null;
    gst: { sac: string; description: string; rate_percent: number };
  };
  category: string;
};

const addressLines = (a: PayoutAccountRow['address']) => `${a.street}, ${a.city} ${a.postal_code}`;

/** Who a host is on paper: their payout account's details, or (not onboarded) their profile. */
function hostParty(
  user: { name: string; organisation_name: string | null; address: string | null },
  account: PayoutAccountRow | undefined,
  eventState: string | null,
): DocumentParty {
  if (account)
    return {
      name: account.legal_name,
      address: addressLines(account.address),
      gstin: account.gstin?.trim() || null,
      state: account.gst_state,
    };
  return {
    name: user.organisation_name || user.name,
    address: user.address,
    gstin: null,
    state: eventState,
  };
}

async function factsOf(db: Db, participationId: string): Promise<Facts | null> {
  const [row] = await db
    .select({
      id: participations.id,
      order_id: participations.order_id,
      participant_name: users.name,
      participant_address: users.address,
      host_id: events.host_id,
      title: events.title,
      start_date: events.start_date,
      venue_state: events.venue_state,
      gst: events.gst,
      category: categories.name,
    })
    .from(participations)
    .innerJoin(users, eq(users.id, participations.participant_id))
    .innerJoin(events, eq(events.id, participations.event_id))
    .innerJoin(categories, eq(categories.id, participations.category_id))
    .where(eq(participations.id, participationId));
  if (!row) return null;
  const [host] = await db
    .select({
      name: users.name,
      organisation_name: users.organisation_name,
      address: users.address,
    })
    .from(users)
    .where(eq(users.id, row.host_id));
  const [account] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.host_id, row.host_id));
  return {
    participation: { id: row.id, order_id: row.order_id },
    participant: {
      name: row.participant_name,
      address: row.participant_address,
      gstin: null,
      state: null,
    },
    host: { id: row.host_id, party: hostParty(host!, account, row.venue_state) },
    event: {
      title: row.title,
      starts: row.start_date,
      venue_state: row.venue_state,
      gst: row.gst ?? GST_DEFAULTS,
    },
    category: row.category,
  };
}

const taxOf = (
  totalMinor: number,
  ratePercent: number,
  supplierState: string | null,
  place: string | null,
): DocumentTax => {
  const supplier = supplierState ?? place ?? '';
  return gstOfInclusive(totalMinor, ratePercent, supplier, place ?? supplier);
};

/** Writes a document with the issuer's next serial, in the caller's transaction. */
async function issue(
  db: Db,
  row: {
    kind: DocumentKind;
    issuer: string;
    hostId: string;
    participationId: string | null;
    paymentId: string | null;
    refundId: string | null;
    refersTo: string | null;
    at: Date;
  },
  document: Omit<InvoiceDocument, 'number' | 'issued_at' | 'financial_year' | 'kind'>,
): Promise<InvoiceRow> {
  const fy = financialYear(row.at);
  const series = SERIES[row.kind];
  const serial = await nextSerial(db, { issuer: row.issuer, series, financialYear: fy.label });
  const number = documentNumber(series, fy.code, serial);
  const full: InvoiceDocument = {
    ...document,
    kind: row.kind,
    number,
    issued_at: row.at.toISOString(),
    financial_year: fy.label,
  };
  const tax = full.tax ? full.tax.cgst_minor + full.tax.sgst_minor + full.tax.igst_minor : 0;
  const [saved] = await db
    .insert(invoices)
    .values({
      kind: row.kind,
      issuer: row.issuer,
      financial_year: fy.label,
      series,
      serial,
      number,
      participation_id: row.participationId,
      host_id: row.hostId,
      payment_id: row.paymentId,
      refund_id: row.refundId,
      refers_to: row.refersTo,
      total_minor: full.total_minor,
      tax_minor: tax,
      document: full,
      issued_at: row.at,
      created_at: row.at,
    })
    .returning();
  return saved!;
}

const platformParty = (deps: Pick<Deps, 'config'>): DocumentParty => {
  const p = deps.config.payouts.platform;
  return { name: p.legalName, address: p.address, gstin: p.gstin, state: p.state };
};

/**
 * The documents of a captured payment, in the capture's transaction: the host's sale document to
 * the participant (a tax invoice when the host has a GSTIN, else a bill of supply) and Matchday's
 * fee invoice to the host. Once per payment: a repeated capture finds them issued.
 */
export async function issueSaleDocuments(
  deps: Pick<Deps, 'config'>,
  db: Db,
  sale: {
    participationId: string;
    paymentId: string;
    orderId: string | null;
    amountMinor: number;
    feeMinor: number;
    currency: string;
    at: Date;
  },
): Promise<void> {
  if (sale.amountMinor <= 0) return;
  const [done] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.payment_id, sale.paymentId), isNull(invoices.refund_id)))
    .limit(1);
  if (done) return;
  const f = await factsOf(db, sale.participationId);
  if (!f) return;
  const supplier = f.host.party;
  const registered = Boolean(supplier.gstin);
  const place = f.event.venue_state ?? supplier.state;
  const references: Array<[string, string]> = [
    ['Registration', f.participation.id],
    ['Order', sale.orderId ?? '—'],
    ['Payment', sale.paymentId],
  ];
  const detail = `Entry: ${f.category}, ${f.event.title} on ${formatDisplayDate(f.event.starts)}`;
  await issue(
    db,
    {
      kind: registered ? 'tax_invoice' : 'bill_of_supply',
      issuer: f.host.id,
      hostId: f.host.id,
      participationId: f.participation.id,
      paymentId: sale.paymentId,
      refundId: null,
      refersTo: null,
      at: sale.at,
    },
    {
      supplier,
      recipient: f.participant,
      place_of_supply: place,
      line: { description: f.event.gst.description, sac: f.event.gst.sac, detail },
      tax: registered
        ? taxOf(sale.amountMinor, f.event.gst.rate_percent, supplier.state, place)
        : null,
      total_minor: sale.amountMinor,
      currency: sale.currency,
      reverse_charge: false,
      refers_to: null,
      reason: null,
      references,
    },
  );
  if (sale.feeMinor <= 0) return;
  const platform = platformParty(deps);
  // A service to a business: supplied where the host is (IGST Act s. 12(2)).
  const feePlace = supplier.state ?? platform.state;
  await issue(
    db,
    {
      kind: 'fee_invoice',
      issuer: PLATFORM_ISSUER,
      hostId: f.host.id,
      participationId: f.participation.id,
      paymentId: sale.paymentId,
      refundId: null,
      refersTo: null,
      at: sale.at,
    },
    {
      supplier: platform,
      recipient: supplier,
      place_of_supply: feePlace,
      line: {
        description: FEE_GST.description,
        sac: FEE_GST.sac,
        detail: `Fee on payment ${sale.paymentId} (${detail})`,
      },
      tax: platform.gstin
        ? taxOf(sale.feeMinor, FEE_GST.rate_percent, platform.state, feePlace)
        : null,
      total_minor: sale.feeMinor,
      currency: sale.currency,
      reverse_charge: false,
      refers_to: null,
      reason: null,
      references,
    },
  );
}

/**
 * A refund's credit notes, in the transaction that records it as made: the host's, naming the
 * sale document of the refunded payment and reversing its tax in proportion; and Matchday's for
 * the part of its fee it gives up (the fee is charged on what the host keeps). Once per refund.
 */
export async function issueCreditNotes(
  deps: Pick<Deps, 'config'>,
  db: Db,
  refund: {
    id: string;
    paymentId: string;
    amountMinor: number;
    feeBackMinor: number;
    reason: string;
    at: Date;
  },
): Promise<void> {
  const originals = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.payment_id, refund.paymentId), isNull(invoices.refund_id)));
  for (const original of originals) {
    const isFee = original.kind === 'fee_invoice';
    const amount = isFee ? refund.feeBackMinor : refund.amountMinor;
    if (amount <= 0) continue;
    const doc = original.document as InvoiceDocument;
    const [already] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.refund_id, refund.id), eq(invoices.issuer, original.issuer)))
      .limit(1);
    if (already) continue;
    await issue(
      db,
      {
        kind: 'credit_note',
        issuer: original.issuer,
        hostId: original.host_id,
        participationId: original.participation_id,
        paymentId: refund.paymentId,
        refundId: refund.id,
        refersTo: original.id,
        at: refund.at,
      },
      {
        supplier: doc.supplier,
        recipient: doc.recipient,
        place_of_supply: doc.place_of_supply,
        line: {
          ...doc.line,
          detail: isFee ? `Platform fee given back on refund ${refund.id}` : doc.line.detail,
        },
        tax: doc.tax
          ? taxOf(amount, doc.tax.rate_percent, doc.supplier.state, doc.place_of_supply)
          : null,
        total_minor: amount,
        currency: doc.currency,
        reverse_charge: false,
        refers_to: { number: doc.number, issued_at: doc.issued_at, kind: doc.kind },
        reason: refund.reason,
        references: [...doc.references, ['Refund', refund.id]],
      },
    );
  }
}

/** The sale document of each of a registration's payments, oldest first. */
export async function saleDocumentsOf(db: Db, participationId: string) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.participation_id, participationId), isNull(invoices.refund_id)))
    .orderBy(invoices.issued_at, invoices.id)
    .then((rows) => rows.filter((r) => r.kind !== 'fee_invoice'));
}
