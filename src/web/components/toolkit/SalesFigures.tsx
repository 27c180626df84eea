import { Box, Paper, Typography } from '@mui/material';
import { t } from '../../i18n/i18n';
import { formatAmount } from '../participations/participation-format';
import type { Sales } from './sales-api';
import { formatCount } from './sales-format';

type Figure = { key: string; label: string; value: string; note?: string; strong?: boolean };

function figuresOf(s: Pick<Sales, 'registrations' | 'revenue' | 'refunds' | 'currency'>) {
  const r = s.registrations;
  const figures: Figure[] = [
    {
      key: 'total',
      label: t('toolkit.sales.registrations'),
      value: formatCount(r.total),
      note: t('toolkit.sales.cancelledIncluded'),
    },
    { key: 'paid', label: t('toolkit.sales.paid'), value: formatCount(r.paid), strong: true },
    { key: 'pending', label: t('toolkit.sales.pending'), value: formatCount(r.pending) },
    { key: 'cancelled', label: t('toolkit.sales.cancelled'), value: formatCount(r.cancelled) },
    {
      key: 'revenue',
      label: t('toolkit.sales.revenue'),
      value: formatAmount(s.revenue, s.currency),
    },
  ];
  if (s.refunds > 0)
    figures.push({
      key: 'refunds',
      label: t('toolkit.sales.refunds'),
      value: formatAmount(s.refunds, s.currency),
      note: t('toolkit.sales.kept', { amount: formatAmount(s.revenue - s.refunds, s.currency) }),
    });
  return figures;
}

/**
 * The figures as cards: two a row on a phone, up to six on a wide screen. Refunds only when
 * there are some.
 */
export function SalesFigures({
  sales,
  label = t('toolkit.sales.figures'),
}: {
  sales: Pick<Sales, 'registrations' | 'revenue' | 'refunds' | 'currency'>;
  label?: string;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 2,
        display: 'grid',
        gap: { xs: 1, md: 1.5 },
        // As many as fit at the width '₹12,34,567.00' needs: six across only on a wide screen.
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(auto-fill, minmax(170px, 1fr))',
        },
      }}
    >
      {figuresOf(sales).map((f) => (
        <Paper
          component="li"
          key={f.key}
          variant="outlined"
          data-testid={`sales-${f.key}`}
          sx={{
            px: { xs: 1.5, sm: 2 },
            py: { xs: 1, sm: 1.5 },
            minWidth: 0,
            ...(f.strong && { borderColor: 'primary.main', borderWidth: 2 }),
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {f.label}
          </Typography>
          <Typography
            sx={{
              fontWeight: 800,
              fontSize: { xs: '1.1rem', sm: '1.3rem' },
              overflowWrap: 'anywhere',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {f.value}
          </Typography>
          {f.note && (
            <Typography variant="caption" color="text.secondary">
              {f.note}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
