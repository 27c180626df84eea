import { Alert, AlertTitle, Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import type { Event } from '../../../shared/events/schemas';
import { useCancellationProgress } from '../../api/refunds';
import { formatAmount } from '../participations/participation-format';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A cancelled event's refunds as they land (issue 16), for its host or an admin: read again
 * while registrations are still being cancelled or refunds are on their way, so the bar and the
 * counts move as the queue works (issue 24), and stop once every refund is made or refused.
 */
export function CancellationProgressPanel({ event }: { event: Event }) {
  const { data: p } = useCancellationProgress(event.id);
  if (!p) return null;
  const { total, refunded, pending, failed } = p.refunds;
  const cancelling = p.registrations_left > 0;
  const done = !cancelling && pending === 0;
  const share = total === 0 ? (cancelling ? 0 : 100) : Math.round((refunded / total) * 100);
  const money = (n: number) => formatAmount(n);
  return (
    <Alert
      severity={failed > 0 ? 'warning' : done ? 'success' : 'info'}
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}
      data-testid="cancellation-progress"
    >
      <AlertTitle>
        {done
          ? failed > 0
            ? 'Event cancelled: refunds need attention'
            : total === 0
              ? 'Event cancelled'
              : 'Event cancelled: refunds done'
          : 'Event cancelled: refunds in progress'}
      </AlertTitle>
      {p.reason && (
        <Typography variant="body2">Reason sent to participants: “{p.reason}”</Typography>
      )}
      <Box sx={{ my: 1.5 }}>
        <LinearProgress
          variant="determinate"
          value={share}
          aria-label="Refunds made"
          aria-valuetext={`${refunded} of ${total} refunds made`}
          sx={{ height: 10, borderRadius: 5 }}
        />
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {total === 0
          ? cancelling
            ? 'Cancelling registrations…'
            : 'No paid registrations to refund.'
          : `${refunded} of ${total} refunds made · ${money(p.refunds.amount_refunded)} of ${money(p.refunds.amount_total)}`}
      </Typography>
      {total > 0 && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }}>
          <Chip size="small" color="success" label={`Refunded: ${refunded}`} />
          <Chip
            size="small"
            color={pending > 0 ? 'warning' : 'default'}
            label={`On their way: ${pending}`}
          />
          <Chip
            size="small"
            color={failed > 0 ? 'error' : 'default'}
            variant={failed > 0 ? 'filled' : 'outlined'}
            label={`Failed: ${failed}`}
          />
        </Stack>
      )}
      {cancelling && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {plural(p.registrations_left, 'registration', 'registrations')} still to cancel…
        </Typography>
      )}
      {pending > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {plural(pending, 'refund is', 'refunds are')} with the payment provider; this panel
          updates as each one is confirmed.
        </Typography>
      )}
      {failed > 0 && (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }} color="error">
          {plural(failed, 'refund was', 'refunds were')} refused by the payment provider. Our team
          sees {failed === 1 ? 'it' : 'them'} and will retry or refund by hand; each is marked under
          Cancelled below.
        </Typography>
      )}
    </Alert>
  );
}
