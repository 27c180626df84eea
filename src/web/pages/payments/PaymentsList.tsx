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
import type { PaymentStatus } from '../../../shared/participations/payment-status';
import type { PaymentRow } from '../../../shared/payments/schemas';
import { usePayments } from '../../api/payments';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { PaymentStatusChip } from '../../components/participations/PaymentStatusChip';
import { formatAmount } from '../../components/participations/participation-format';
import { formatDateTime, STATUS_FILTERS } from './payment-format';
import { Mono } from './Mono';
import { t } from '../../i18n/i18n';

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
      <Mono label={t('money.ids.order')}>{row.order_id}</Mono>
      <Mono label={t('money.ids.payment')}>{row.payment_id}</Mono>
    </Stack>
  );
}

/** When it was registered, and when it was paid or cancelled. */
function Times({ row }: { row: PaymentRow }) {
  const then = row.captured_at
    ? t('money.payments.paidAt', { date: formatDateTime(row.captured_at) })
    : row.cancelled_at
      ? t('money.payments.cancelledAt', { date: formatDateTime(row.cancelled_at) })
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

/** The table's columns, named in the page's language (so made at drawing, not at loading). */
const columns = (): Column<PaymentRow>[] => [
  {
    key: 'registration',
    header: t('money.payments.registration'),
    render: (r) => <Registration row={r} />,
  },
  { key: 'event', header: t('money.payments.event'), render: (r) => <EventCell row={r} /> },
  {
    key: 'amount',
    header: t('money.payments.amount'),
    align: 'right',
    render: (r) => <Box sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{amount(r)}</Box>,
  },
  { key: 'ids', header: t('money.payments.providerIds'), render: (r) => <ProviderIds row={r} /> },
  {
    key: 'status',
    header: t('money.payments.status'),
    render: (r) => <PaymentStatusChip status={r.status} />,
  },
  { key: 'time', header: t('money.payments.registered'), render: (r) => <Times row={r} /> },
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
        aria-label={t('money.payments.statusLabel')}
        sx={{ flexWrap: 'wrap', bgcolor: 'background.paper', alignSelf: 'flex-start' }}
      >
        {STATUS_FILTERS.map((filter) => (
          <ToggleButton key={filter} value={filter} sx={{ px: { xs: 1.25, sm: 2 } }}>
            {t('money.payments.filter', { status: filter })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      {payments.isError ? (
        <Alert severity="error">{t('money.payments.error')}</Alert>
      ) : (
        <>
          <Box sx={{ display: { xs: 'none', lg: 'block' }, '& td': { verticalAlign: 'top' } }}>
            <DataTable
              columns={columns()}
              rows={rows}
              rowKey={(r) => r.participation_id}
              loading={payments.isPending}
            />
          </Box>
          <Box sx={{ display: { xs: 'block', lg: 'none' } }}>
            {payments.isPending ? (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
                <CircularProgress aria-label={t('money.loading')} />
              </Box>
            ) : !rows || rows.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
                <Typography color="text.secondary">{t('money.noData')}</Typography>
              </Paper>
            ) : (
              <Stack
                component="ul"
                spacing={1.5}
                sx={{ p: 0, m: 0 }}
                aria-label={t('money.payments.list')}
              >
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
