import {
  Alert,
  Box,
  CircularProgress,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { MSG } from '../../../shared/messages';
import type { PaymentStatus } from '../../../shared/participations/payment-status';
import type { PaymentRow } from '../../../shared/payments/schemas';
import { usePayments } from '../../api/payments';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { PaymentStatusChip } from '../../components/participations/PaymentStatusChip';
import { formatAmount } from '../../components/participations/participation-format';
import { formatDateTime, STATUS_FILTERS } from './payment-format';
import { Mono } from './Mono';

function Registration({ row }: { row: PaymentRow }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {row.participant.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {row.participant.email}
      </Typography>
    </>
  );
}

function EventCell({ row }: { row: PaymentRow }) {
  return (
    <>
      <Typography variant="body2">{row.event.title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {row.category_name}
      </Typography>
    </>
  );
}

function ProviderIds({ row }: { row: PaymentRow }) {
  return (
    <Stack spacing={0.25}>
      <Mono label="Order">{row.order_id}</Mono>
      <Mono label="Payment">{row.payment_id}</Mono>
    </Stack>
  );
}

/** When it was registered, and when it was paid or cancelled. */
function Times({ row }: { row: PaymentRow }) {
  const then = row.captured_at
    ? `Paid ${formatDateTime(row.captured_at)}`
    : row.cancelled_at
      ? `Cancelled ${formatDateTime(row.cancelled_at)}`
      : null;
  return (
    <>
      <Typography variant="body2">
        <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
      </Typography>
      {then && (
        <Typography variant="body2" color="text.secondary">
          {then}
        </Typography>
      )}
    </>
  );
}

const amount = (row: PaymentRow) => formatAmount(row.amount, row.currency);

const COLUMNS: Column<PaymentRow>[] = [
  { key: 'registration', header: 'Registration', render: (r) => <Registration row={r} /> },
  { key: 'event', header: 'Event', render: (r) => <EventCell row={r} /> },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    render: (r) => <Box sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{amount(r)}</Box>,
  },
  { key: 'ids', header: 'Provider ids', render: (r) => <ProviderIds row={r} /> },
  { key: 'status', header: 'Status', render: (r) => <PaymentStatusChip status={r.status} /> },
  { key: 'time', header: 'Registered', render: (r) => <Times row={r} /> },
];

/** A phone reads a payment as a card: who, for what, how much, its state, its ids. */
function PaymentCard({ row }: { row: PaymentRow }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Registration row={row} />
        </Box>
        <PaymentStatusChip status={row.status} />
      </Box>
      <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <EventCell row={row} />
        </Box>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{amount(row)}</Typography>
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <ProviderIds row={row} />
      </Box>
      <Box sx={{ mt: 1 }}>
        <Times row={row} />
      </Box>
    </Paper>
  );
}

/** "All payments": every registration that reached the payment provider, newest first. */
export function PaymentsList() {
  const [status, setStatus] = useState<PaymentStatus | 'all'>('all');
  const payments = usePayments(status === 'all' ? undefined : status);
  const rows = payments.data;

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        onChange={(_e, value: PaymentStatus | 'all' | null) => value && setStatus(value)}
        aria-label="Payment status"
        sx={{ flexWrap: 'wrap', bgcolor: 'background.paper', alignSelf: 'flex-start' }}
      >
        {STATUS_FILTERS.map((f) => (
          <ToggleButton key={f.value} value={f.value} sx={{ px: { xs: 1.25, sm: 2 } }}>
            {f.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      {payments.isError ? (
        <Alert severity="error">We could not load the payments. Please try again.</Alert>
      ) : (
        <>
          <Box sx={{ display: { xs: 'none', lg: 'block' }, '& td': { verticalAlign: 'top' } }}>
            <DataTable
              columns={COLUMNS}
              rows={rows}
              rowKey={(r) => r.participation_id}
              loading={payments.isPending}
            />
          </Box>
          <Box sx={{ display: { xs: 'block', lg: 'none' } }}>
            {payments.isPending ? (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
                <CircularProgress aria-label="Loading" />
              </Box>
            ) : !rows || rows.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
                <Typography color="text.secondary">{MSG.noData}</Typography>
              </Paper>
            ) : (
              <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Payments">
                {rows.map((row) => (
                  <PaymentCard key={row.participation_id} row={row} />
                ))}
              </Stack>
            )}
          </Box>
        </>
      )}

      <LoadMoreButton pages={payments} />
    </Stack>
  );
}
