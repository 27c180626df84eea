import { Alert, AlertTitle, Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import type { Event } from '../../../shared/events/schemas';
import { useCancellationProgress } from '../../api/refunds';
import { formatAmount } from '../participations/participation-format';
import { t } from '../../i18n/i18n';

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
            ? t('money.progress.attention')
            : total === 0
              ? t('money.progress.cancelled')
              : t('money.progress.done')
          : t('money.progress.inProgress')}
      </AlertTitle>
      {p.reason && (
        <Typography variant="body2">{t('money.progress.reason', { reason: p.reason })}</Typography>
      )}
      <Box sx={{ my: 1.5 }}>
        <LinearProgress
          variant="determinate"
          value={share}
          aria-label={t('money.progress.barLabel')}
          aria-valuetext={t('money.progress.made', { refunded, total })}
          sx={{ height: 10, borderRadius: 5 }}
        />
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {total === 0
          ? cancelling
            ? t('money.progress.cancelling')
            : t('money.progress.nothing')
          : t('money.progress.summary', {
              refunded,
              total,
              amountRefunded: money(p.refunds.amount_refunded),
              amountTotal: money(p.refunds.amount_total),
            })}
      </Typography>
      {total > 0 && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }}>
          <Chip
            size="small"
            color="success"
            label={t('money.progress.refunded', { count: refunded })}
          />
          <Chip
            size="small"
            color={pending > 0 ? 'warning' : 'default'}
            label={t('money.progress.onTheirWay', { count: pending })}
          />
          <Chip
            size="small"
            color={failed > 0 ? 'error' : 'default'}
            variant={failed > 0 ? 'filled' : 'outlined'}
            label={t('money.progress.failed', { count: failed })}
          />
        </Stack>
      )}
      {cancelling && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('money.progress.left', { count: p.registrations_left })}
        </Typography>
      )}
      {pending > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('money.progress.pending', { count: pending })}
        </Typography>
      )}
      {failed > 0 && (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }} color="error">
          {t('money.progress.refused', { count: failed })}
        </Typography>
      )}
    </Alert>
  );
}
