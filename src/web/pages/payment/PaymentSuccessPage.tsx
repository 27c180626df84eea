import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import DownloadIcon from '@mui/icons-material/Download';
import ExploreIcon from '@mui/icons-material/Explore';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Divider,
  Link,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDisplayDate } from '../../i18n/dates';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { isFreeEntry } from '../../../shared/participations/payment-status';
import type { Participation } from '../../../shared/participations/schemas';
import { receiptUrl, useParticipation } from '../../api/participations';
import { PageHeading } from '../../components/PageHeading';
import { readableOutlinedButtonSx } from '../../components/events/readable-buttons';
import { InvoiceLink } from '../../components/participations/InvoiceLink';
import {
  competitorName,
  formatAmount,
  participationPaths,
} from '../../components/participations/participation-format';
import { DetailRow } from '../../components/DetailRow';
import { t } from '../../i18n/i18n';

const EXPLORE = '/app/events';
const DASHBOARD = '/app/dashboard';

const SLOT = '\u0000';

/** A message with a link in place of its {link}, wherever the language puts it. */
function withLink(key: MessageKey, link: ReactNode) {
  const [before, after] = t(key, { link: SLOT }).split(SLOT);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

const TicketDialog = lazy(() =>
  import('../../components/checkin/TicketDialog').then((m) => ({ default: m.TicketDialog })),
);

function Receipt({ p }: { p: Participation }) {
  const free = isFreeEntry(p);
  const paid = p.payment_status === 'captured';
  const tickets = p.tickets?.length ?? 0;
  const [showTicket, setShowTicket] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Stack sx={{ alignItems: 'center', textAlign: 'center', mb: 2 }}>
        <CheckCircleRoundedIcon sx={{ fontSize: 64, color: 'success.main', mb: 1 }} aria-hidden />
        <PageHeading>
          {t(free ? 'participate.success.freeHeading' : 'participate.success.paidHeading')}
        </PageHeading>
        <Typography
          data-testid="success-text"
          sx={{ mt: -1.5, fontSize: '1.05rem', maxWidth: '52ch', overflowWrap: 'anywhere' }}
        >
          {/* A free entry is a registration, not a payment: it has no order, only its own id. */}
          {free
            ? t('participate.success.freeText', { name: p.event_details.title, id: p.id })
            : t('participate.success.paidText', {
                name: p.event_details.title,
                orderId: p.order_id ?? p.id,
              })}
        </Typography>
      </Stack>
      <Divider />
      <Box sx={{ py: 1 }}>
        <DetailRow label={t('participate.event')}>{p.event_details.title}</DetailRow>
        <DetailRow label={t('participate.success.eventDate')}>
          {formatDisplayDate(p.event_details.start_date)}
        </DetailRow>
        <DetailRow label={t('participate.success.category')}>{p.category_details.name}</DetailRow>
        {p.dependant_id && (
          <DetailRow label={t('participate.competitor')}>{competitorName(p)}</DetailRow>
        )}
        {p.team_name && <DetailRow label={t('participate.success.team')}>{p.team_name}</DetailRow>}
        <DetailRow
          label={t(free ? 'participate.success.entryFee' : 'participate.success.amountPaid')}
        >
          {free ? t('participate.free') : formatAmount(p.amount_paid, p.currency)}
        </DetailRow>
        {p.payment_id && (
          <DetailRow label={t('participate.success.paymentId')}>{p.payment_id}</DetailRow>
        )}
        {p.captured_at && (
          <DetailRow
            label={t(free ? 'participate.success.registeredOn' : 'participate.success.paidOn')}
          >
            {formatDisplayDate(p.captured_at)}
          </DetailRow>
        )}
      </Box>
      <Divider sx={{ mb: 3 }} />
      {!paid && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {withLink(
            'participate.success.unconfirmed',
            <Link
              color="inherit"
              underline="always"
              sx={{ fontWeight: 700 }}
              component={RouterLink}
              to={participationPaths.participate(p.event_id, p.category_id, p.dependant_id)}
            >
              {t('participate.success.completePayment')}
            </Link>,
          )}
        </Alert>
      )}
      {paid && tickets > 0 && (
        <Button
          variant="contained"
          size="large"
          fullWidth
          startIcon={<QrCode2Icon />}
          onClick={() => setShowTicket(true)}
          sx={{ mb: 1.5 }}
        >
          {t('participate.success.showTickets', { count: tickets })}
        </Button>
      )}
      {showTicket && (
        <Suspense fallback={null}>
          <TicketDialog registration={p} open onClose={() => setShowTicket(false)} />
        </Suspense>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          component="a"
          href={receiptUrl(p.id)}
          download
          variant="outlined"
          size="large"
          startIcon={<DownloadIcon />}
          sx={[readableOutlinedButtonSx, { flex: 1 }]}
        >
          {t(
            free
              ? 'participate.success.downloadConfirmation'
              : 'participate.success.downloadReceipt',
          )}
        </Button>
        <Button
          component={RouterLink}
          to={EXPLORE}
          variant="contained"
          size="large"
          startIcon={<ExploreIcon />}
          sx={{ flex: 1 }}
        >
          {t('participate.success.explore')}
        </Button>
      </Stack>
      <InvoiceLink registration={p} variant="button" />
      {paid && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
          {withLink(
            'participate.success.emailed',
            <Link component={RouterLink} to={DASHBOARD}>
              {t('participate.success.dashboard')}
            </Link>,
          )}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * §2 /app/paymentSuccess?participation={id}: the confirmation, its receipt and a way on. It
 * reads the registration from the URL, so it survives a reload.
 */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const id = params.get('participation') ?? undefined;
  const query = useParticipation(id);

  let body: ReactNode;
  if (query.data) {
    body = <Receipt p={query.data} />;
  } else if (id && query.isPending) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <CircularProgress aria-label={t('participate.success.loading')} />
      </Box>
    );
  } else {
    body = (
      <Box>
        <PageHeading>{t('participate.success.payment')}</PageHeading>
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('participate.success.notFound')}
        </Alert>
        <Stack direction="row" spacing={1.5}>
          <Button component={RouterLink} to={DASHBOARD} variant="outlined">
            {t('participate.success.goToDashboard')}
          </Button>
          <Button component={RouterLink} to={EXPLORE} variant="contained">
            {t('participate.success.explore')}
          </Button>
        </Stack>
      </Box>
    );
  }

  return <Box sx={{ maxWidth: 640, mx: 'auto', py: { xs: 1, md: 3 } }}>{body}</Box>;
}
