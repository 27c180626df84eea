// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../test/component-kit';
import { axisTicks, layChartsOut } from '../../test/recharts-jsdom';
import { speak } from '../../test/speak';
import { theme } from '../../theme';
import { withQuietDays } from '../../components/charts/day-axis';
import EarningsChart from './EarningsChart';

// The chart itself (Recharts, in jsdom): its axis names whole India days, money in short form
// from ₹0, and its lines take the brand's colours.

layChartsOut(600, 280);

async function draw(series: Array<{ date: string; gross: number; net: number }>) {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <EarningsChart currency="INR" series={series} />
    </ThemeProvider>,
  );
  const ticks = (axis: 'x' | 'y') => axisTicks(container, axis);
  await waitFor(() => {
    expect(ticks('x').length).toBeGreaterThan(0);
    expect(ticks('y').length).toBeGreaterThan(0);
  });
  return { container, x: ticks('x'), y: ticks('y') };
}

describe('the earnings chart', () => {
  it('labels each day once, the amounts from ₹0, and draws both lines in the brand colours', async () => {
    const { container, x, y } = await draw([
      { date: '2026-11-26', gross: 60000, net: 58200 },
      { date: '2026-11-27', gross: 65000, net: 59050 },
    ]);
    expect(x).toEqual(['26 Nov', '27 Nov']);
    expect(y[0]).toBe('₹0');
    expect(y.at(-1)).toMatch(/^₹\d+K$/);
    const legend = container.querySelector('.recharts-legend-wrapper')?.textContent;
    expect(legend).toContain('Gross');
    expect(legend).toContain('Net');
    const strokes = [...container.querySelectorAll('.recharts-line-curve')].map((p) =>
      p.getAttribute('stroke'),
    );
    expect(strokes).toEqual([theme.palette.primary.main, theme.palette.secondary.main]);
  });

  it('spreads a long series over at most 6 day ticks, each a whole day', async () => {
    const series = Array.from({ length: 60 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10),
      gross: 1000 * i,
      net: 900 * i,
    }));
    const { x } = await draw(series);
    expect(x.length).toBeGreaterThan(1);
    expect(x.length).toBeLessThanOrEqual(6);
    expect(x[0]).toBe('1 Oct');
    for (const tick of x) expect(tick).toMatch(/^\d{1,2} (Oct|Nov)$/);
  });

  it('draws the days without payments at zero, not as a straight line across them', async () => {
    const { container } = await draw([
      { date: '2026-10-30', gross: 2400, net: 2280 },
      { date: '2026-11-03', gross: 4800, net: 4560 },
    ]);
    // Five days a line, two lines: the three quiet days are points of their own.
    expect(container.querySelectorAll('.recharts-line-dots circle')).toHaveLength(10);
    const quiet = withQuietDays<{ day: number; zero?: boolean }>(
      [{ day: Date.UTC(2026, 9, 30) }, { day: Date.UTC(2026, 10, 3) }],
      (day) => ({ day, zero: true }),
    );
    expect(quiet.map((p) => new Date(p.day).getUTCDate())).toEqual([30, 31, 1, 2, 3]);
    expect(quiet.filter((p) => p.zero)).toHaveLength(3);
  });

  it('draws a single day with its one label', async () => {
    const { x } = await draw([{ date: '2026-11-27', gross: 5000, net: 4800 }]);
    expect(x).toEqual(['27 Nov']);
  });
});

describe('in Hindi', () => {
  afterEach(() => speak('en'));

  it('names its lines in Hindi', async () => {
    speak('hi');
    const { container } = await draw([
      { date: '2026-11-26', gross: 60000, net: 58200 },
      { date: '2026-11-27', gross: 65000, net: 59050 },
    ]);
    const legend = container.querySelector('.recharts-legend-wrapper')?.textContent;
    expect(legend).toContain('ग्रॉस');
    expect(legend).toContain('नेट');
  });
});
