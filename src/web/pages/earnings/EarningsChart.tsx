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
import { legendText } from '../../components/chart-legend';
import { formatAmount } from '../../components/participations/participation-format';
import type { EarningsDay } from './earnings-api';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;
const CHART_HEIGHT = 280;

/**
 * A day of the series ('2026-11-27', an India date) as a point in time: midnight UTC of that
 * date, read back in UTC, so the reader's own time zone cannot move it to the day before.
 */
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dayLabel = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
};
const fullDay = (ms: number) => `${dayLabel(ms)} ${new Date(ms).getUTCFullYear()}`;

/** '₹1.2L' on the axis: a phone has no room for '₹1,20,000.00'. */
const compact = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/**
 * Whole days only, at most 6 of them (they fit a phone's width), evenly spaced from the first:
 * a time scale's own ticks fall on hours when the series spans a few days (each labelled with
 * the same date).
 */
function dayTicks(first: number, last: number): number[] {
  const days = Math.round((last - first) / DAY_MS);
  const step = Math.max(1, Math.ceil(days / 5));
  const ticks: number[] = [];
  for (let d = 0; d <= days; d += step) ticks.push(first + d * DAY_MS);
  return ticks;
}

/**
 * The days between the first and the last with nothing paid, as zeros: a line drawn straight
 * from one paying day to the next, a fortnight later, would show sales that never happened. Only
 * within a year; beyond that the points stay as they are.
 */
export function withQuietDays<T extends { day: number }>(
  points: readonly T[],
  zero: (day: number) => T,
): T[] {
  const first = points[0]?.day;
  const last = points.at(-1)?.day;
  if (first === undefined || last === undefined || last - first > 366 * DAY_MS) return [...points];
  const byDay = new Map(points.map((p) => [p.day, p]));
  const days: T[] = [];
  for (let day = first; day <= last; day += DAY_MS) days.push(byDay.get(day) ?? zero(day));
  return days;
}

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
  const first = data[0]?.day ?? 0;
  const last = data.at(-1)?.day ?? first;
  // One day alone still needs a width of time around it.
  const domain = first === last ? [first - DAY_MS, last + DAY_MS] : [first, last];
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
          domain={domain}
          ticks={dayTicks(first, last)}
          interval={0}
          tickFormatter={dayLabel}
          tick={{ fontSize: 12 }}
        />
        <YAxis
          domain={[0, 'auto']}
          tickFormatter={(v: number) => compact.format(v)}
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
          name="Gross"
          stroke={theme.palette.primary.main}
          dot={dots}
        />
        <Line {...line} dataKey="net" name="Net" stroke={theme.palette.secondary.main} dot={dots} />
      </LineChart>
    </ResponsiveContainer>
  );
}
