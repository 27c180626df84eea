import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  Link,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { RefundRow } from '../../../shared/refunds/schemas';
import { creditNoteUrl, useRefunds, useRetryRefund } from '../../api/refunds';
import { LoadingButton } from '../../components/LoadingButton';
import { formatAmount } from '../../components/participations/participation-format';
import { REFUND_STATUS_TEXT } from '../../components/refunds/refund-status';
import { toast } from '../../components/toast';
import { formatDateTime } from './payment-format';
import { Mono } from './Mono';
import { t } from '../../i18n/i18n';

type Filter = RefundRow['status'] | '';
const FILTERS: readonly Filter[] = ['', 'refund_pending', 'refunded', 'refund_failed'];

function RefundCard({ row }: { row: RefundRow }) {
  const retry = useRetryRefund();
  const status = REFUND_STATUS_TEXT[row.status];
  const onRetry = async () => {
    const done = await retry.mutateAsync(row.id).catch(() => null);
    if (done) toast.success(t('money.refunds.retried'));
  };
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="admin-refund"
      sx={{ p: 2, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.participant?.name ?? t('money.refunds.unknownPayer')}
          </Typography>
          {row.participant && (
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {row.participant.email}
            </Typography>
          )}
        </Box>
        <Chip
          size="small"
          color={status.color}
          label={t('money.refund.status', { status: row.status })}
          sx={{ fontWeight: 700 }}
        />
      </Box>
      <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2">{row.event?.title ?? '—'}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('money.refund.reason', { reason: row.reason })}
            {row.category_name ? ` · ${row.category_name}` : ''}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {formatAmount(row.amount, row.currency)}
        </Typography>
      </Box>
      {row.note && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          “{row.note}”
        </Typography>
      )}
      <Stack spacing={0.25} sx={{ mt: 1.5 }}>
        <Mono label={t('money.ids.payment')}>{row.payment_id}</Mono>
        <Mono label={t('money.ids.refund')}>{row.provider_refund_id}</Mono>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('money.refunds.owed', { date: formatDateTime(row.created_at) })}
        {row.processed_at
          ? ` · ${t('money.refunds.made', { date: formatDateTime(row.processed_at) })}`
          : ''}
        {row.attempts > 1 ? ` · ${t('money.refunds.attempts', { count: row.attempts })}` : ''}
      </Typography>
      <Link
        href={creditNoteUrl(row.id)}
        download
        variant="body2"
        sx={{ display: 'inline-block', mt: 1 }}
      >
        {t('money.refunds.creditNote')}
      </Link>
      {row.status === 'refund_failed' && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {row.last_error ?? t('money.refunds.refused')}
        </Alert>
      )}
      {row.status === 'refund_failed' && (
        <LoadingButton
          variant="contained"
          size="small"
          loading={retry.isPending}
          onClick={() => void onRetry()}
          sx={{ mt: 1.5 }}
        >
          {t('money.refunds.retry')}
        </LoadingButton>
      )}
    </Paper>
  );
}

/** "Refunds": money owed back, newest first, with what the provider said (issue 16). */
export function RefundsList() {
  const [status, setStatus] = useState<Filter>('');
  const refunds = useRefunds(status);
  const rows = refunds.data;
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        onChange={(_e, value: Filter | null) => value !== null && setStatus(value)}
        aria-label={t('money.refunds.statusLabel')}
        sx={{ flexWrap: 'wrap', bgcolor: 'background.paper', alignSelf: 'flex-start' }}
      >
        {FILTERS.map((f) => (
          <ToggleButton key={f || 'all'} value={f} sx={{ px: { xs: 1.25, sm: 2 } }}>
            {t('money.refunds.filter', { status: f })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {refunds.isError ? (
        <Alert severity="error">{t('money.refunds.error')}</Alert>
      ) : !rows ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
          <CircularProgress aria-label={t('money.loading')} />
        </Box>
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('money.noData')}</Typography>
        </Paper>
      ) : (
        <Box
          component="ul"
          aria-label={t('money.refunds.list')}
          sx={{
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {rows.map((row) => (
            <RefundCard key={row.id} row={row} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
