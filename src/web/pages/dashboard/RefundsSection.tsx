import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { creditNoteUrl, useRefunds } from '../../api/refunds';
import { formatAmount } from '../../components/participations/participation-format';
import { REFUND_STATUS_TEXT } from '../../components/refunds/refund-status';
import { formatDisplayDate } from '../../i18n/dates';
import { t } from '../../i18n/i18n';

/** The participant's refunds (issue 16), newest first; nothing when there are none. */
export function RefundsSection() {
  const query = useRefunds();
  const rows = query.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="refunds-heading" sx={{ mb: 4 }}>
      <Typography id="refunds-heading" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {t('dashboard.refunds.heading')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((r) => (
          <Paper
            key={r.id}
            component="li"
            variant="outlined"
            data-testid="refund-entry"
            sx={{ p: 1.5, display: 'flex', gap: 1, justifyContent: 'space-between' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {r.event?.title ?? t('dashboard.refunds.aPayment')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {r.category_name ?? ''}
                {r.status === 'refunded' && r.processed_at
                  ? ` · ${t('dashboard.refunds.made', { date: formatDisplayDate(r.processed_at) })}`
                  : ''}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
              <Chip
                size="small"
                color={REFUND_STATUS_TEXT[r.status].color}
                label={t('dashboard.refunds.status', { status: r.status })}
                sx={{ fontWeight: 700 }}
              />
              <Typography sx={{ fontWeight: 700, mt: 0.5 }}>
                {formatAmount(r.amount, r.currency)}
              </Typography>
              <Link href={creditNoteUrl(r.id)} download variant="body2">
                {t('dashboard.refunds.creditNote')}
              </Link>
            </Box>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
