import { Alert, AlertTitle, Box, LinearProgress, Typography } from '@mui/material';
import type { Event } from '../../../shared/events/schemas';
import { useCancellationProgress } from '../../api/refunds';
import { formatAmount } from '../participations/participation-format';

/**
 * A cancelled event's refunds as they land (issue 16), for its host or an admin: polled while
 * registrations are still being cancelled or refunds are on their way.
 */
export function CancellationProgressPanel({ event }: { event: Event }) {
  const { data: p } = useCancellationProgress(event.id);
  if (!p) return null;
  const { total, refunded, failed } = p.refunds;
  const done = p.registrations_left === 0 && p.refunds.pending === 0;
  const share = total === 0 ? 100 : Math.round((refunded / total) * 100);
  return (
    <Alert
      severity={failed > 0 ? 'warning' : done ? 'success' : 'info'}
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}
      data-testid="cancellation-progress"
    >
      <AlertTitle>Event cancelled: refunds</AlertTitle>
      {p.reason && (
        <Typography variant="body2">Reason sent to participants: “{p.reason}”</Typography>
      )}
      <Box sx={{ my: 1.5 }}>
        <LinearProgress
          variant="determinate"
          value={share}
          aria-label="Refunds made"
          sx={{ height: 10, borderRadius: 5 }}
        />
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {total === 0
          ? 'No paid registrations to refund.'
          : `${refunded} of ${total} refunds made · ${formatAmount(p.refunds.amount_refunded)} of ${formatAmount(p.refunds.amount_total)}`}
      </Typography>
      {p.registrations_left > 0 && (
        <Typography variant="body2">
          {p.registrations_left} registration{p.registrations_left === 1 ? '' : 's'} still to
          cancel…
        </Typography>
      )}
      {failed > 0 && (
        <Typography variant="body2">
          {failed} refund{failed === 1 ? '' : 's'} refused by the payment provider; our team has
          been told and will make {failed === 1 ? 'it' : 'them'} by hand.
        </Typography>
      )}
    </Alert>
  );
}
