import { Alert, Box, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { formatIndiaDateTime } from '../../i18n/dates';
import type { CancelledRegistration } from '../../../shared/refunds/cancelled-registrations';
import { useCancelledRegistrations } from '../../api/refunds';
import { formatAmount } from '../participations/participation-format';
import { REFUND_STATUS_TEXT } from './refund-status';
import { t } from '../../i18n/i18n';
import { withElements } from '../../i18n/with-elements';

function RefundState({ r }: { r: CancelledRegistration }) {
  if (!r.refund)
    return (
      <Typography variant="body2" color="text.secondary">
        {r.amount_paid > 0
          ? t('money.cancelled.noRefundDue')
          : t('money.cancelled.nothingToRefund')}
      </Typography>
    );
  const state = REFUND_STATUS_TEXT[r.refund.status];
  const failed = r.refund.status === 'refund_failed';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Chip
        size="small"
        color={state.color}
        variant={failed ? 'filled' : 'outlined'}
        label={
          failed
            ? t('money.cancelled.refundFailed')
            : t('money.refund.status', { status: r.refund.status })
        }
        data-testid="refund-state"
      />
      <Typography variant="body2" component="span">
        {/* When the refund reached its state, in the words of that state. */}
        {withElements(
          'money.cancelled.refundWhen',
          { date: <time dateTime={r.refund.at}>{formatIndiaDateTime(r.refund.at)}</time> },
          { amount: formatAmount(r.refund.amount, r.currency), status: r.refund.status },
        )}
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
        {withElements(
          'money.cancelled.line',
          { date: <time dateTime={r.cancelled_at}>{formatIndiaDateTime(r.cancelled_at)}</time> },
          {
            payment:
              r.amount_paid > 0
                ? t('money.cancelled.paid', { amount: formatAmount(r.amount_paid, r.currency) })
                : t('money.cancelled.notPaid'),
          },
        )}
      </Typography>
      <Typography variant="body2">
        {t('money.refund.reason', { reason: r.reason })}
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
        <CircularProgress aria-label={t('money.cancelled.loading')} />
      </Box>
    );
  if (query.isError) return <Alert severity="error">{t('money.cancelled.error')}</Alert>;
  const rows = query.data.data;
  if (rows.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{t('money.cancelled.empty')}</Typography>
      </Paper>
    );
  return (
    <>
      <Stack
        component="ul"
        aria-label={t('money.cancelled.label')}
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
          {t('money.cancelled.firstShown', { count: rows.length })}
        </Typography>
      )}
    </>
  );
}
