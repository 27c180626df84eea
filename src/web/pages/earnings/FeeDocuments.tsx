import DownloadIcon from '@mui/icons-material/Download';
import { Box, Link, Typography } from '@mui/material';
import { API_ROUTES, apiHref } from '../../../shared/href';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { formatAmount } from '../../components/participations/participation-format';
import { t } from '../../i18n/i18n';
import { useFeeDocuments, type FeeDocument } from './earnings-api';
import { shortDate } from './EarningsTables';

/** A document's kind and number: "Fee invoice MDF/2627/000002". */
const KIND_KEY: Record<FeeDocument['kind'], MessageKey> = {
  fee_invoice: 'toolkit.earnings.feeInvoice',
  credit_note: 'toolkit.earnings.creditNote',
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
      header: t('toolkit.earnings.document'),
      render: (d) => (
        <Link
          href={apiHref(API_ROUTES.feeDocument, { id: d.id })}
          download
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
        >
          <DownloadIcon sx={{ fontSize: 18 }} aria-hidden />
          {t(KIND_KEY[d.kind], { number: d.number })}
        </Link>
      ),
    },
    { key: 'date', header: t('toolkit.earnings.date'), render: (d) => shortDate(d.issued_at) },
    {
      key: 'detail',
      header: t('toolkit.earnings.for'),
      render: (d) =>
        d.refers_to
          ? t('toolkit.earnings.against', { detail: d.detail, number: d.refers_to })
          : d.detail,
    },
    {
      key: 'amount',
      header: t('toolkit.earnings.amountGstIncl'),
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
        {t('toolkit.earnings.feeDocumentsIntro')}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('toolkit.earnings.noFeeDocuments')}</Typography>
      ) : (
        <DataTable
          label={t('toolkit.earnings.invoices')}
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
