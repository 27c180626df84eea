import DownloadIcon from '@mui/icons-material/Download';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button, Link } from '@mui/material';
import { API_ROUTES, apiHref } from '../../../shared/href';
import type { Participation } from '../../../shared/participations/schemas';
import { t } from '../../i18n/i18n';
import { readableOutlinedButtonSx } from '../events/readable-buttons';

type Invoice = NonNullable<Participation['invoice']>;

/**
 * 'Tax invoice INV/2627/000012' or 'Bill of supply BOS/2627/000003': what the document is (a host
 * not registered under GST issues a bill of supply) and its number, as printed on it.
 */
const invoiceText = (invoice: Invoice) =>
  t('dashboard.invoice', { kind: invoice.kind, number: invoice.number });

/**
 * A registration's GST document (issue 26), a PDF: a plain link downloads it with the session
 * cookie. Nothing when the registration has none (unpaid, free, or paid before invoices began).
 * `button` beside the receipt's button; `inline` among a row's quiet links.
 */
export function InvoiceLink({
  registration,
  variant = 'inline',
}: {
  registration: Pick<Participation, 'id' | 'invoice'>;
  variant?: 'button' | 'inline';
}) {
  const invoice = registration.invoice;
  if (!invoice) return null;
  const url = apiHref(API_ROUTES.invoice, { id: registration.id });
  const text = invoiceText(invoice);
  if (variant === 'button')
    return (
      <Button
        component="a"
        href={url}
        download
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<DownloadIcon />}
        sx={[readableOutlinedButtonSx, { mt: 1.5, overflowWrap: 'anywhere' }]}
      >
        {text}
      </Button>
    );
  return (
    <Link
      href={url}
      download
      variant="body2"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 600,
        overflowWrap: 'anywhere',
      }}
    >
      <ReceiptLongIcon sx={{ fontSize: 18 }} aria-hidden />
      {text}
    </Link>
  );
}
