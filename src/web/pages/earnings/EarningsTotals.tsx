import { Box, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatAmount } from '../../components/participations/participation-format';
import { t } from '../../i18n/i18n';
import type { EarningsTotals as Totals } from './earnings-api';

type Figure = { key: string; label: string; amount: number; note?: ReactNode; strong?: boolean };

/** Where the payout account is set up: settings' Payouts section. */
const PAYOUT_SETTINGS = '/app/settings#payouts';

/**
 * The figures in the order money moves: paid, Matchday's fee, refunded, what the host keeps,
 * then where that is. Accrued (waiting for a payout account) only when there is some.
 */
function figuresOf(totals: Totals, audience: 'host' | 'admin'): Figure[] {
  const accrued: Figure[] =
    totals.accrued > 0
      ? [
          {
            key: 'accrued',
            label: t('toolkit.earnings.accrued'),
            amount: totals.accrued,
            note:
              audience === 'host' ? (
                <Link component={RouterLink} to={PAYOUT_SETTINGS} sx={{ fontWeight: 600 }}>
                  {t('toolkit.earnings.addPayoutAccount')}
                </Link>
              ) : (
                t('toolkit.earnings.waitingForAccounts')
              ),
          },
        ]
      : [];
  const failed: Figure[] =
    audience === 'admin' && totals.failed > 0
      ? [
          {
            key: 'failed',
            label: t('toolkit.earnings.failed'),
            amount: totals.failed,
            note: (
              <Link
                component={RouterLink}
                to="/app/payments?tab=anomalies"
                sx={{ fontWeight: 600 }}
              >
                {t('toolkit.earnings.seeAnomalies')}
              </Link>
            ),
          },
        ]
      : [];
  return [
    {
      key: 'gross',
      label: t('toolkit.earnings.gross'),
      amount: totals.gross,
      note: t('toolkit.earnings.payments', { count: totals.payments }),
    },
    { key: 'fees', label: t('toolkit.earnings.platformFees'), amount: totals.fees },
    { key: 'refunds', label: t('toolkit.earnings.refunds'), amount: totals.refunds },
    { key: 'net', label: t('toolkit.earnings.net'), amount: totals.net, strong: true },
    ...accrued,
    {
      key: 'on_hold',
      label: t('toolkit.earnings.onHold'),
      amount: totals.on_hold,
      note: t('toolkit.earnings.onHoldNote'),
    },
    { key: 'transferred', label: t('toolkit.earnings.transferred'), amount: totals.transferred },
    ...failed,
  ];
}

/** The totals as cards: two a row on a phone, four on a wide screen. */
export function EarningsTotals({
  totals,
  currency,
  audience,
}: {
  totals: Totals;
  currency: string;
  audience: 'host' | 'admin';
}) {
  return (
    <Box
      component="ul"
      aria-label={t('toolkit.earnings.totals')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 3,
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {figuresOf(totals, audience).map((f) => (
        <Paper
          component="li"
          key={f.key}
          variant="outlined"
          data-testid={`total-${f.key}`}
          sx={{
            p: { xs: 1.5, sm: 2 },
            minWidth: 0,
            ...(f.strong && { borderColor: 'primary.main', borderWidth: 2 }),
            ...(f.key === 'accrued' && { bgcolor: '#FFFBF5', borderColor: '#F0B26B' }),
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {f.label}
          </Typography>
          <Typography
            sx={{
              fontWeight: 800,
              fontSize: { xs: '1.1rem', sm: '1.35rem' },
              overflowWrap: 'anywhere',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {formatAmount(f.amount, currency)}
          </Typography>
          {f.note && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {f.note}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
