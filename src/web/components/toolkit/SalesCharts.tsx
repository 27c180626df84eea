import { Box, Typography, useTheme } from '@mui/material';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  compactRupees,
  dayAxis,
  dayLabel,
  dayOf,
  fullDay,
  withQuietDays,
} from '../charts/day-axis';
import { legendText } from '../charts/legend';
import { t } from '../../i18n/i18n';
import { formatAmount } from '../participations/participation-format';
import type { SalesCategory, SalesDay } from './sales-api';
import { categoryChartHeight, OVER_TIME_HEIGHT } from './sales-chart-sizes';

/**
 * Sales charts (issue 27), drawn with Recharts as the earnings chart is (src/web/pages/earnings/
 * EarningsChart.tsx; why Recharts: decision 040): this module is loaded lazily, in a chunk of its
 * own, by the pages that show sales and by no public page. Each chart has a table beside it
 * (ChartWithTable); the charts are pictures of those tables.
 */

/**
 * Registrations (left axis) and revenue (right axis, ₹) per India day, on a time axis; quiet days
 * at zero.
 */
export function SalesOverTimeChart({
  days,
  currency,
}: {
  days: readonly SalesDay[];
  currency: string;
}) {
  const theme = useTheme();
  const data = withQuietDays(
    days.map((d) => ({ day: dayOf(d.date), registrations: d.registrations, revenue: d.revenue })),
    (day) => ({ day, registrations: 0, revenue: 0 }),
  );
  const axis = dayAxis(data);
  const dots = data.length <= 31;
  const line = { type: 'linear', strokeWidth: 2, isAnimationActive: false, dot: dots } as const;
  const revenue = t('toolkit.sales.revenue');
  return (
    <ResponsiveContainer
      width="100%"
      height={OVER_TIME_HEIGHT}
      initialDimension={{ width: 320, height: OVER_TIME_HEIGHT }}
    >
      <LineChart data={data} margin={{ top: 16, right: 0, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={theme.palette.divider} />
        <XAxis
          dataKey="day"
          type="number"
          scale="time"
          domain={axis.domain}
          ticks={axis.ticks}
          interval={0}
          tickFormatter={dayLabel}
          tick={{ fontSize: 12 }}
        />
        <YAxis
          yAxisId="count"
          domain={[0, 'auto']}
          allowDecimals={false}
          width={36}
          tick={{ fontSize: 12 }}
        />
        <YAxis
          yAxisId="money"
          orientation="right"
          domain={[0, 'auto']}
          tickFormatter={(v: number) => compactRupees.format(v)}
          width={56}
          tick={{ fontSize: 12 }}
        />
        <Tooltip
          labelFormatter={(ms) => (typeof ms === 'number' ? fullDay(ms) : '')}
          formatter={(v, name) =>
            typeof v === 'number' && name === revenue ? formatAmount(v, currency) : String(v)
          }
        />
        <Legend formatter={legendText(theme.palette.text.primary)} />
        <Line
          {...line}
          yAxisId="count"
          dataKey="registrations"
          name={t('toolkit.sales.registrations')}
          stroke={theme.palette.secondary.main}
        />
        <Line
          {...line}
          yAxisId="money"
          dataKey="revenue"
          name={revenue}
          stroke={theme.palette.primary.main}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

/**
 * Paid and awaiting payment per category, as stacked bars drawn with boxes: where the category
 * has a capacity, the places left complete the bar to it (dashed), so a full bar is a full
 * category; sold-out categories say so by their name. Not a Recharts bar chart: its BarChart
 * pulls more of react-is into the first JavaScript every public page loads (+0.1 KB gzipped over
 * the 170 KB budget), and a few rows of bars need no chart engine.
 */
export function SalesByCategoryChart({ categories }: { categories: readonly SalesCategory[] }) {
  const rows = categories.map((c) => ({
    id: c.category_id,
    name: c.sold_out ? t('toolkit.sales.soldOutName', { name: c.name }) : c.name,
    paid: c.paid,
    pending: c.pending,
    // Sold out by the places' own count (holds and waitlist offers take places too): none left.
    left: c.capacity === null || c.sold_out ? 0 : Math.max(0, c.capacity - c.paid - c.pending),
  }));
  const withCapacity = categories.some((c) => c.capacity !== null);
  const scale = Math.max(1, ...rows.map((r) => r.paid + r.pending + r.left));
  const width = (n: number) => `${(100 * n) / scale}%`;
  return (
    <Box sx={{ minHeight: categoryChartHeight(categories.length) - 72, py: 1 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((r) => (
          <Box component="li" key={r.id} data-testid="category-bar">
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
              {r.name}
            </Typography>
            <Box
              aria-hidden
              sx={{ display: 'flex', height: 22, borderRadius: 1, overflow: 'hidden' }}
            >
              {SEGMENTS.filter((g) => g.key !== 'left' || withCapacity).map((g) => (
                <Box
                  key={g.key}
                  data-segment={g.key}
                  sx={[{ width: width(r[g.key]), flexShrink: 0 }, g.sx]}
                />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'flex', gap: 2, flexWrap: 'wrap' }}
        data-testid="category-legend"
      >
        {SEGMENTS.filter((g) => g.key !== 'left' || withCapacity).map((g) => (
          <Box component="li" key={g.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box aria-hidden sx={[{ width: 14, height: 14, borderRadius: 0.5 }, g.sx]} />
            <Typography variant="body2">{t(g.label)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const SEGMENTS = [
  { key: 'paid', label: 'toolkit.sales.paid', sx: { bgcolor: 'primary.main' } },
  { key: 'pending', label: 'toolkit.sales.pending', sx: { bgcolor: 'primary.light' } },
  {
    key: 'left',
    label: 'toolkit.sales.placesLeft',
    sx: {
      border: 1,
      borderStyle: 'dashed',
      borderColor: 'text.secondary',
      bgcolor: 'background.paper',
    },
  },
] as const;
