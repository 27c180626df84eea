import { useTheme } from '@mui/material';
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
} from '../../components/charts/day-axis';
import { legendText } from '../../components/charts/legend';
import { t } from '../../i18n/i18n';
import { formatAmount } from '../../components/participations/participation-format';
import type { EarningsDay } from './earnings-api';

const CHART_HEIGHT = 280;

/**
 * Gross and net per day (issue 26), drawn with Recharts: its own chunk, loaded by the Earnings
 * page after its figures, and by no other page (why Recharts: EarningsPage). Days without payments
 * are drawn at zero, on a time axis.
 */
export default function EarningsChart({
  series,
  currency,
}: {
  series: readonly EarningsDay[];
  currency: string;
}) {
  const theme = useTheme();
  const data = withQuietDays(
    series.map((d) => ({ day: dayOf(d.date), gross: d.gross, net: d.net })),
    (day) => ({ day, gross: 0, net: 0 }),
  );
  const axis = dayAxis(data);
  const dots = data.length <= 31;
  const money = (v: unknown) => (typeof v === 'number' ? formatAmount(v, currency) : '');
  const line = { type: 'linear', strokeWidth: 2, isAnimationActive: false } as const;
  return (
    <ResponsiveContainer
      width="100%"
      height={CHART_HEIGHT}
      initialDimension={{ width: 320, height: CHART_HEIGHT }}
    >
      <LineChart data={data} margin={{ top: 16, right: 16, bottom: 0, left: 0 }}>
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
          domain={[0, 'auto']}
          tickFormatter={(v: number) => compactRupees.format(v)}
          width={56}
          tick={{ fontSize: 12 }}
        />
        <Tooltip
          labelFormatter={(ms) => (typeof ms === 'number' ? fullDay(ms) : '')}
          formatter={money}
        />
        <Legend formatter={legendText(theme.palette.text.primary)} />
        <Line
          {...line}
          dataKey="gross"
          name={t('toolkit.earnings.gross')}
          stroke={theme.palette.primary.main}
          dot={dots}
        />
        <Line
          {...line}
          dataKey="net"
          name={t('toolkit.earnings.net')}
          stroke={theme.palette.secondary.main}
          dot={dots}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
