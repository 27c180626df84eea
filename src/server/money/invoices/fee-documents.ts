import { and, desc, eq, lt } from 'drizzle-orm';
import type { HostFeeDocument } from '../../../shared/api/schemas/payouts';
import { MSG } from '../../../shared/messages';
import type { PageQuery } from '../../../shared/pagination';
import { isId } from '../../../shared/ids';
import type { Db } from '../../platform/db/client';
import { invoices, type User } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import type { InvoiceDocument } from './document';
import { invoicePdf } from './invoice-pdf';
import { PLATFORM_ISSUER } from './issue';

/**
 * Matchday's GST documents to a host (issue 26): a fee invoice for each payment's platform fee,
 * and a credit note for the part of a fee given back on a refund. The host claims their input
 * tax with them, so they are listed and downloadable beside the earnings.
 */

const rupees = (minor: number) => minor / 100;

function view(row: typeof invoices.$inferSelect): HostFeeDocument {
  const doc = row.document as InvoiceDocument;
  return {
    id: row.id,
    kind: row.kind === 'credit_note' ? 'credit_note' : 'fee_invoice',
    number: row.number,
    issued_at: row.issued_at.toISOString(),
    total: rupees(row.total_minor),
    tax: rupees(row.tax_minor),
    detail: doc.line.detail,
    refers_to: doc.refers_to?.number ?? null,
  };
}

/** GET /host/invoices: the host's documents from Matchday, newest first, a page at a time. */
export async function hostFeeDocuments(
  db: Db,
  hostId: string,
  page: PageQuery,
): Promise<{ items: HostFeeDocument[]; next: string | null }> {
  let before: string | undefined;
  if (page.cursor) {
    [before] = decodeCursor<[string]>(page.cursor, 1);
    if (!isId(before))
      throw new AppError('bad_request', 'Invalid cursor', { cursor: 'Invalid cursor' });
  }
  const rows = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.host_id, hostId),
        eq(invoices.issuer, PLATFORM_ISSUER),
        before ? lt(invoices.id, before) : undefined,
      ),
    )
    .orderBy(desc(invoices.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit);
  const next = rows.length > page.limit ? encodeCursor([items.at(-1)!.id]) : null;
  return { items: items.map(view), next };
}

/**
 * GET /host/invoices/:id/pdf: one of them as a PDF, to its host or an admin (another host: 403).
 * A host's own sale documents are not here: they are the participant's, under the registration.
 */
export async function hostFeeDocumentPdf(db: Db, actor: User, id: string) {
  const [row] = isId(id)
    ? await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.issuer, PLATFORM_ISSUER)))
        .limit(1)
    : [];
  if (!row) throw new AppError('not_found', MSG.notFound);
  if (actor.role !== 'Admin' && row.host_id !== actor.id)
    throw new AppError('forbidden', MSG.forbidden);
  return invoicePdf(row.document as InvoiceDocument);
}
