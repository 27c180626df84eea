import { useTheme } from '@mui/material';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatAmount } from '../participations/participation-format';
import type { SalesCategory, SalesDay } from './sales-api';
import { categoryChartHeight, OVER_TIME_HEIGHT } from './sales-chart-sizes';

/**
 * Sales charts (issue 27), drawn with Recharts as the earnings chart is (src/web/pages/earnings/
 * EarningsChart.tsx; why Recharts: decision 040): this module is loaded lazily, in a chunk of its
 * own, by the pages that show sales and by no public page. Each chart has a table beside it
 * (ChartWithTable); the charts are pictures of those tables.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

/**
 * A day of the series ('2026-11-27', an India date) as midnight UTC of that date, read back in
 * UTC, so the reader's own time zone cannot move it to the day before.
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

/** Whole days only, at most 6 of them (they fit a phone's width), evenly spaced from the first. */
function dayTicks(first: number, last: number): number[] {
  const days = Math.round((last - first) / DAY_MS);
  const step = Math.max(1, Math.ceil(days / 5));
  const ticks: number[] = [];
  for (let d = 0; d <= days; d += step) ticks.push(first + d * DAY_MS);
  return ticks;
}

/**
 * The days between the first and the last with no registration and no payment, as zeros (as the
 * earnings chart's withQuietDays): a line drawn straight from one busy day to the next, a
 * fortnight later, would show sales that never happened. Only within a year.
 */
function withQuietDays<T extends { day: number }>(
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
  const first = data[0]?.day ?? 0;
  const last = data.at(-1)?.day ?? first;
  // One day alone still needs a width of time around it.
  const domain = first === last ? [first - DAY_MS, last + DAY_MS] : [first, last];
  const dots = data.length <= 31;
  const line = { type: 'linear', strokeWidth: 2, isAnimationActive: false, dot: dots } as const;
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
          domain={domain}
          ticks={dayTicks(first, last)}
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
          tickFormatter={(v: number) => compact.format(v)}
          width={56}
          tick={{ fontSize: 12 }}
        />
        <Tooltip
          labelFormatter={(ms) => (typeof ms === 'number' ? fullDay(ms) : '')}
          formatter={(v, name) =>
            typeof v === 'number' && name === 'Revenue' ? formatAmount(v, currency) : String(v)
          }
        />
        <Legend />
        <Line
          {...line}
          yAxisId="count"
          dataKey="registrations"
          name="Registrations"
          stroke={theme.palette.secondary.main}
        />
        <Line
          {...line}
          yAxisId="money"
          dataKey="revenue"
          name="Revenue"
          stroke={theme.palette.primary.main}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

/**
 * Paid and awaiting payment per category, stacked; where the category has a capacity, the places
 * left complete the bar to it (outlined), so a full bar is a full category. Sold-out categories
 * say so by their name.
 */
export function SalesByCategoryChart({ categories }: { categories: readonly SalesCategory[] }) {
  const theme = useTheme();
  const data = categories.map((c) => ({
    name: c.sold_out ? `${c.name} (sold out)` : c.name,
    paid: c.paid,
    pending: c.pending,
    // Sold out by the places' own count (holds and waitlist offers take places too): none left.
    left: c.capacity === null || c.sold_out ? 0 : Math.max(0, c.capacity - c.paid - c.pending),
  }));
  const withCapacity = categories.some((c) => c.capacity !== null);
  const height = categoryChartHeight(categories.length);
  const bar = { stackId: 'places', isAnimationActive: false, barSize: 22 } as const;
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid horizontal={false} stroke={theme.palette.divider} />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
        <YAxis type="category" dataKey="name" width={120} tick={{ fontSize: 12 }} />
        <Tooltip cursor={{ fill: theme.palette.action.hover }} />
        <Legend />
        <Bar {...bar} dataKey="paid" name="Paid" fill={theme.palette.primary.main} />
        <Bar
          {...bar}
          dataKey="pending"
          name="Awaiting payment"
          fill={theme.palette.primary.light}
        />
        {withCapacity && (
          <Bar
            {...bar}
            dataKey="left"
            name="Places left"
            fill={theme.palette.background.paper}
            stroke={theme.palette.text.secondary}
            strokeDasharray="4 3"
          />
        )}
      </BarChart>
    </ResponsiveContainer>
  );
}
