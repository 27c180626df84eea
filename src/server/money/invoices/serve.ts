import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { invoices } from '../../platform/db/schema';
import type { InvoiceDocument } from './document';
import { invoicePdf } from './invoice-pdf';
import { PLATFORM_ISSUER, saleDocumentsOf } from './issue';

/** The PDF of a registration's GST document (its first payment's), or null when it has none. */
export async function registrationInvoicePdf(db: Db, participationId: string) {
  const [doc] = await saleDocumentsOf(db, participationId);
  return doc ? invoicePdf(doc.document as InvoiceDocument) : null;
}

/** The host's GST credit note of a refund (issue 26), or null for refunds from before them. */
export async function gstCreditNotePdf(db: Db, refundId: string) {
  const [doc] = await db
    .select({ document: invoices.document })
    .from(invoices)
    .where(and(eq(invoices.refund_id, refundId), ne(invoices.issuer, PLATFORM_ISSUER)));
  return doc ? invoicePdf(doc.document as InvoiceDocument) : null;
}
