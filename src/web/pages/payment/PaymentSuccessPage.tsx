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
import { formatDisplayDate } from '../../../shared/date-format';
import { isFreeEntry } from '../../../shared/participations/payment-status';
import {
  competitorLabel,
  PARTICIPATION_MSG,
  type Participation,
} from '../../../shared/participations/schemas';
import { receiptUrl, useParticipation } from '../../api/participations';
import { PageHeading } from '../../components/PageHeading';
import { readableOutlinedButtonSx } from '../../components/events/readable-buttons';
import { InvoiceLink } from '../../components/participations/InvoiceLink';
import {
  formatAmount,
  participationPaths,
} from '../../components/participations/participation-format';
import { DetailRow } from '../../components/DetailRow';

const EXPLORE = '/app/events';

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
        <PageHeading>{free ? 'Registration Confirmed' : 'Payment Successful'}</PageHeading>
        <Typography
          data-testid="success-text"
          sx={{ mt: -1.5, fontSize: '1.05rem', maxWidth: '52ch', overflowWrap: 'anywhere' }}
        >
          {/* A free entry is a registration, not a payment: it has no order, only its own id. */}
          {free
            ? PARTICIPATION_MSG.registeredText(p.event_details.title, p.id)
            : PARTICIPATION_MSG.successText(p.event_details.title, p.order_id ?? p.id)}
        </Typography>
      </Stack>
      <Divider />
      <Box sx={{ py: 1 }}>
        <DetailRow label="Event">{p.event_details.title}</DetailRow>
        <DetailRow label="Event date">{formatDisplayDate(p.event_details.start_date)}</DetailRow>
        <DetailRow label="Category">{p.category_details.name}</DetailRow>
        {p.dependant_id && <DetailRow label="Competitor">{competitorLabel(p)}</DetailRow>}
        {p.team_name && <DetailRow label="Team">{p.team_name}</DetailRow>}
        <DetailRow label={free ? 'Entry fee' : 'Amount paid'}>
          {free ? 'Free' : formatAmount(p.amount_paid, p.currency)}
        </DetailRow>
        {p.payment_id && <DetailRow label="Payment id">{p.payment_id}</DetailRow>}
        {p.captured_at && (
          <DetailRow label={free ? 'Registered on' : 'Paid on'}>
            {formatDisplayDate(p.captured_at)}
          </DetailRow>
        )}
      </Box>
      <Divider sx={{ mb: 3 }} />
      {!paid && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          This payment has not been confirmed yet.{' '}
          <Link
            color="inherit"
            underline="always"
            sx={{ fontWeight: 700 }}
            component={RouterLink}
            to={participationPaths.participate(p.event_id, p.category_id, p.dependant_id)}
          >
            Complete the payment
          </Link>{' '}
          to confirm your place.
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
          {tickets > 1 ? `Show ${tickets} tickets for the gate` : 'Show ticket for the gate'}
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
          {free ? 'Download Confirmation' : 'Download Receipt'}
        </Button>
        <Button
          component={RouterLink}
          to={EXPLORE}
          variant="contained"
          size="large"
          startIcon={<ExploreIcon />}
          sx={{ flex: 1 }}
        >
          Explore More Events
        </Button>
      </Stack>
      <InvoiceLink registration={p} variant="button" />
      {paid && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
          A confirmation has been sent to your email. Your registration is on your{' '}
          <Link component={RouterLink} to="/app/dashboard">
            dashboard
          </Link>
          .
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
        <CircularProgress aria-label="Loading your registration" />
      </Box>
    );
  } else {
    body = (
      <Box>
        <PageHeading>Payment</PageHeading>
        <Alert severity="info" sx={{ mb: 3 }}>
          We could not find this registration. Your registrations are on your dashboard.
        </Alert>
        <Stack direction="row" spacing={1.5}>
          <Button component={RouterLink} to="/app/dashboard" variant="outlined">
            Go to Dashboard
          </Button>
          <Button component={RouterLink} to={EXPLORE} variant="contained">
            Explore More Events
          </Button>
        </Stack>
      </Box>
    );
  }

  return <Box sx={{ maxWidth: 640, mx: 'auto', py: { xs: 1, md: 3 } }}>{body}</Box>;
}
