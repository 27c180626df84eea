import DownloadIcon from '@mui/icons-material/Download';
import { Box, Link, Typography } from '@mui/material';
import { API_ROUTES, apiHref } from '../../../shared/href';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { formatAmount } from '../../components/participations/participation-format';
import { useFeeDocuments, type FeeDocument } from './earnings-api';
import { shortDate } from './EarningsTables';

const KIND_TEXT: Record<FeeDocument['kind'], string> = {
  fee_invoice: 'Fee invoice',
  credit_note: 'Credit note',
};

/**
 * Matchday's GST documents to the host (issue 26): a fee invoice for each payment's platform fee
 * and a credit note for a fee given back on a refund; the host's accountant claims the input tax
 * with them. Each downloads as a PDF with the session cookie.
 */
export function FeeDocuments({ currency }: { currency: string }) {
  const query = useFeeDocuments();
  const rows = query.data ?? [];
  const columns: Column<FeeDocument>[] = [
    {
      key: 'number',
      header: 'Document',
      render: (d) => (
        <Link
          href={apiHref(API_ROUTES.feeDocument, { id: d.id })}
          download
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
        >
          <DownloadIcon sx={{ fontSize: 18 }} aria-hidden />
          {KIND_TEXT[d.kind]} {d.number}
        </Link>
      ),
    },
    { key: 'date', header: 'Date', render: (d) => shortDate(d.issued_at) },
    {
      key: 'detail',
      header: 'For',
      render: (d) => (d.refers_to ? `${d.detail} (against ${d.refers_to})` : d.detail),
    },
    {
      key: 'amount',
      header: 'Amount (GST incl.)',
      render: (d) => (
        <Box component="span" sx={{ display: 'block', textAlign: 'right', whiteSpace: 'nowrap' }}>
          {d.kind === 'credit_note' ? '−' : ''}
          {formatAmount(d.total, currency)}
        </Box>
      ),
    },
  ];
  if (!query.data) return null;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Matchday’s GST documents for its platform fee: an invoice for each payment, a credit note
        for a fee given back on a refund.
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">No fee documents yet.</Typography>
      ) : (
        <DataTable
          label="Invoices from Matchday"
          columns={columns}
          rows={rows}
          rowKey={(d) => d.id}
        />
      )}
      <Box sx={{ mt: 2 }}>
        <LoadMoreButton pages={query} />
      </Box>
    </>
  );
}
