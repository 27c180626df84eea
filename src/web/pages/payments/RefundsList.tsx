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
import { MSG } from '../../../shared/messages';
import type { RefundRow } from '../../../shared/refunds/schemas';
import { creditNoteUrl, useRefunds, useRetryRefund } from '../../api/refunds';
import { LoadingButton } from '../../components/LoadingButton';
import { formatAmount } from '../../components/participations/participation-format';
import { REFUND_REASON_TEXT, REFUND_STATUS_TEXT } from '../../components/refunds/refund-status';
import { toast } from '../../components/toast';
import { formatDateTime } from './payment-format';
import { Mono } from './Mono';

type Filter = RefundRow['status'] | '';
const FILTERS: ReadonlyArray<{ value: Filter; label: string }> = [
  { value: '', label: 'All' },
  { value: 'refund_pending', label: 'On its way' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'refund_failed', label: 'Failed' },
];

function RefundCard({ row }: { row: RefundRow }) {
  const retry = useRetryRefund();
  const status = REFUND_STATUS_TEXT[row.status];
  const onRetry = async () => {
    const done = await retry.mutateAsync(row.id).catch(() => null);
    if (done) toast.success('Sent to the payment provider again.');
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
            {row.participant?.name ?? 'Unknown payer'}
          </Typography>
          {row.participant && (
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {row.participant.email}
            </Typography>
          )}
        </Box>
        <Chip size="small" color={status.color} label={status.label} sx={{ fontWeight: 700 }} />
      </Box>
      <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2">{row.event?.title ?? '—'}</Typography>
          <Typography variant="body2" color="text.secondary">
            {REFUND_REASON_TEXT[row.reason]}
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
        <Mono label="Payment">{row.payment_id}</Mono>
        <Mono label="Refund">{row.provider_refund_id}</Mono>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Owed {formatDateTime(row.created_at)}
        {row.processed_at ? ` · made ${formatDateTime(row.processed_at)}` : ''}
        {row.attempts > 1 ? ` · ${row.attempts} attempts` : ''}
      </Typography>
      <Link
        href={creditNoteUrl(row.id)}
        download
        variant="body2"
        sx={{ display: 'inline-block', mt: 1 }}
      >
        Credit note (PDF)
      </Link>
      {row.status === 'refund_failed' && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {row.last_error ?? 'The payment provider refused the refund.'}
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
          Retry refund
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
        aria-label="Refund status"
        sx={{ flexWrap: 'wrap', bgcolor: 'background.paper', alignSelf: 'flex-start' }}
      >
        {FILTERS.map((f) => (
          <ToggleButton key={f.label} value={f.value} sx={{ px: { xs: 1.25, sm: 2 } }}>
            {f.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {refunds.isError ? (
        <Alert severity="error">We could not load the refunds. Please try again.</Alert>
      ) : !rows ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{MSG.noData}</Typography>
        </Paper>
      ) : (
        <Box
          component="ul"
          aria-label="Refunds"
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
