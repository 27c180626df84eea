import type { GstSplit } from '../../../shared/money/gst';

/**
 * An issued GST document as it is stored (`invoices.document`) and drawn: every fact is copied in
 * when it is issued, so a host who later changes their name, address or GSTIN, or an event that
 * moves, never changes a document already given (CGST Rules 46, 49 and 53; decision 035).
 */

/** A state or union territory by its ISO 3166-2:IN code ('MH', 'KA', 'DL'); see shared/money/tax-ids. */
type StateCode = string;

export type DocumentKind =
  /** A GST-registered host's sale of an entry (rule 46). */
  | 'tax_invoice'
  /** An unregistered host's sale of an entry (rule 49): no tax charged. */
  | 'bill_of_supply'
  /** A refund of (part of) a sale, naming the invoice it reduces (rule 53). */
  | 'credit_note'
  /** Matchday's platform fee, a service to the host: Matchday is the supplier. */
  | 'fee_invoice';

export type DocumentParty = {
  name: string;
  /** Postal address on one or more lines; null when none is known (a participant without one). */
  address: string | null;
  gstin: string | null;
  state: StateCode | null;
};

/** GST on a GST-inclusive amount, all in paise (shared/money/gst.ts computes it). */
export type DocumentTax = GstSplit;

export type InvoiceDocument = {
  kind: DocumentKind;
  /** The serial, unique per supplier per financial year, at most 16 characters. */
  number: string;
  /** ISO instant of issue; shown as an India date. */
  issued_at: string;
  /** Financial year label, "2026-27". */
  financial_year: string;
  supplier: DocumentParty;
  recipient: DocumentParty;
  /** Where the supply is taxed: the event's state for an entry (IGST Act s. 12(6)). */
  place_of_supply: StateCode | null;
  line: {
    description: string;
    /** Services Accounting Code, "9996". */
    sac: string;
    /** What was bought: "Entry: U-14 Boys, Pune Open 2026 (registration 01J…)". */
    detail: string;
  };
  /** Null when no tax is charged (bill of supply, or a credit note of one). */
  tax: DocumentTax | null;
  /** What the recipient paid (or gets back), GST included, in paise. */
  total_minor: number;
  currency: string;
  reverse_charge: false;
  /** A credit note's invoice: its number and date. */
  refers_to: { number: string; issued_at: string; kind: DocumentKind } | null;
  /** A credit note's cause in words ("Registration cancelled by the participant"). */
  reason: string | null;
  /** Our references printed at the foot: registration, order and payment ids. */
  references: Array<[string, string]>;
};
