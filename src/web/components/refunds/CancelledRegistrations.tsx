import { Alert, Box, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { formatIndiaDateTime } from '../../../shared/date-format';
import type { CancelledRegistration } from '../../../shared/refunds/cancelled-registrations';
import { useCancelledRegistrations } from '../../api/refunds';
import { formatAmount } from '../participations/participation-format';
import { REFUND_REASON_TEXT, REFUND_STATUS_TEXT } from './refund-status';

/** When a refund reached its state, in the words of that state. */
const REFUND_WHEN: Record<NonNullable<CancelledRegistration['refund']>['status'], string> = {
  refund_pending: 'owed since',
  refunded: 'on',
  refund_failed: 'refused on',
};

function RefundState({ r }: { r: CancelledRegistration }) {
  if (!r.refund)
    return (
      <Typography variant="body2" color="text.secondary">
        {r.amount_paid > 0
          ? 'No refund due under the refund policy'
          : 'Not paid: nothing to refund'}
      </Typography>
    );
  const state = REFUND_STATUS_TEXT[r.refund.status];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Chip
        size="small"
        color={state.color}
        variant={r.refund.status === 'refund_failed' ? 'filled' : 'outlined'}
        label={r.refund.status === 'refund_failed' ? 'Refund failed' : state.label}
        data-testid="refund-state"
      />
      <Typography variant="body2" component="span">
        {formatAmount(r.refund.amount, r.currency)} {REFUND_WHEN[r.refund.status]}{' '}
        <time dateTime={r.refund.at}>{formatIndiaDateTime(r.refund.at)}</time>
      </Typography>
    </Box>
  );
}

function CancelledCard({ r }: { r: CancelledRegistration }) {
  const failed = r.refund?.status === 'refund_failed';
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="cancelled-registration"
      sx={{ p: 2, listStyle: 'none', borderColor: failed ? 'error.main' : undefined }}
    >
      <Typography sx={{ fontWeight: 700 }}>{r.team_name ?? r.competitor_name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {r.category.name} · {r.participant.name} · {r.participant.email}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {r.amount_paid > 0 ? `Paid ${formatAmount(r.amount_paid, r.currency)}` : 'Not paid'} ·
        cancelled <time dateTime={r.cancelled_at}>{formatIndiaDateTime(r.cancelled_at)}</time>
      </Typography>
      <Typography variant="body2">
        {REFUND_REASON_TEXT[r.reason]}
        {r.note ? `: “${r.note}”` : ''}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <RefundState r={r} />
      </Box>
    </Paper>
  );
}

/**
 * The host's Cancelled tab (issue 24): each cancelled registration of the event with why it
 * ended and its refund's state, kept live while refunds are on their way (`live`: the
 * cancellation job is still cancelling more).
 */
export function CancelledRegistrations({ eventId, live }: { eventId: string; live: boolean }) {
  const query = useCancelledRegistrations(eventId, { live });
  if (query.isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
        <CircularProgress aria-label="Loading cancelled registrations" />
      </Box>
    );
  if (query.isError)
    return (
      <Alert severity="error">
        We could not load the cancelled registrations. Please try again.
      </Alert>
    );
  const rows = query.data.data;
  if (rows.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">No cancelled registrations.</Typography>
      </Paper>
    );
  return (
    <>
      <Stack
        component="ul"
        aria-label="Cancelled registrations"
        sx={{
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' },
        }}
      >
        {rows.map((r) => (
          <CancelledCard key={r.id} r={r} />
        ))}
      </Stack>
      {query.data.next_cursor && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          The first {rows.length} cancelled registrations are shown.
        </Typography>
      )}
    </>
  );
}
