// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material';
import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../test/component-kit';
import { axisTicks, layChartsOut } from '../../test/recharts-jsdom';
import { speak } from '../../test/speak';
import { theme } from '../../theme';
import type { SalesCategory } from './sales-api';
import { SalesByCategoryChart, SalesOverTimeChart } from './SalesCharts';

// The sales charts themselves (Recharts, in jsdom): whole India days on the axis, quiet days at
// zero, the brand's colours, and sold-out categories named so.

layChartsOut(600, 300);

async function draw(chart: ReactElement) {
  const { container } = render(<ThemeProvider theme={theme}>{chart}</ThemeProvider>);
  const ticks = (axis: 'x' | 'y') => axisTicks(container, axis);
  await waitFor(() => {
    expect(ticks('x').length).toBeGreaterThan(0);
    expect(ticks('y').length).toBeGreaterThan(0);
  });
  const legend = container.querySelector('.recharts-legend-wrapper')?.textContent ?? '';
  return { container, x: ticks('x'), y: ticks('y'), legend };
}

describe('registrations and revenue by day', () => {
  it('labels each India day, counts on the left, rupees on the right, in the brand colours', async () => {
    const { container, x, y, legend } = await draw(
      <SalesOverTimeChart
        currency="INR"
        days={[
          { date: '2026-11-20', registrations: 40, paid: 30, revenue: 60_000 },
          { date: '2026-11-21', registrations: 12, paid: 10, revenue: 20_000 },
        ]}
      />,
    );
    expect(x).toEqual(['20 Nov', '21 Nov']);
    // Both axes' ticks: the counts' first (from 0), then the money's (from ₹0).
    expect(y[0]).toBe('0');
    expect(y).toContain('₹0');
    expect(y.some((t) => /^₹\d+K$/.test(t))).toBe(true);
    expect(legend).toContain('Registrations');
    expect(legend).toContain('Revenue');
    const strokes = [...container.querySelectorAll('.recharts-line-curve')].map((p) =>
      p.getAttribute('stroke'),
    );
    expect(strokes).toEqual([theme.palette.secondary.main, theme.palette.primary.main]);
  });

  it('draws the days between at zero', async () => {
    const { container } = await draw(
      <SalesOverTimeChart
        currency="INR"
        days={[
          { date: '2026-10-30', registrations: 2, paid: 2, revenue: 1_000 },
          { date: '2026-11-03', registrations: 4, paid: 4, revenue: 2_000 },
        ]}
      />,
    );
    // Five days a line, two lines.
    expect(container.querySelectorAll('.recharts-line-dots circle')).toHaveLength(10);
  });
});

describe('by category', () => {
  const category = (over: Partial<SalesCategory>): SalesCategory => ({
    category_id: 'c'.repeat(24),
    name: 'Under 14 Boys',
    paid: 10,
    pending: 2,
    cancelled: 0,
    capacity: null,
    sold_out: false,
    revenue: 5_000,
    refunds: 0,
    ...over,
  });

  it('names a sold-out category so, and completes a limited one with its places left', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <SalesByCategoryChart
          categories={[
            category({ name: 'Under 14 Boys', capacity: 12, sold_out: true }),
            category({ category_id: 'd'.repeat(24), name: 'Under 14 Girls', capacity: 20 }),
          ]}
        />
      </ThemeProvider>,
    );
    const rows = [...container.querySelectorAll('[data-testid="category-bar"]')];
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual([
      'Under 14 Boys (sold out)',
      'Under 14 Girls',
    ]);
    const legend = container.querySelector('[data-testid="category-legend"]')?.textContent ?? '';
    expect(legend).toContain('Paid');
    expect(legend).toContain('Awaiting payment');
    expect(legend).toContain('Places left');
    // The scale is the fullest bar: 20 places. 10 paid is half of it, 2 awaiting a tenth; the
    // sold-out category has no places left, the other 8.
    const widths = (row: Element) =>
      Object.fromEntries(
        [...row.querySelectorAll('[data-segment]')].map((s) => [
          s.getAttribute('data-segment'),
          (s as HTMLElement).style.width || getComputedStyle(s).width,
        ]),
      );
    expect(widths(rows[0]!)).toEqual({ paid: '50%', pending: '10%', left: '0%' });
    expect(widths(rows[1]!)).toEqual({ paid: '50%', pending: '10%', left: '40%' });
  });

  it('has no places-left bar when no category has a limit', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <SalesByCategoryChart categories={[category({})]} />
      </ThemeProvider>,
    );
    const legend = container.querySelector('[data-testid="category-legend"]')?.textContent ?? '';
    expect(legend).toContain('Paid');
    expect(legend).not.toContain('Places left');
    expect(container.querySelector('[data-segment="left"]')).toBeNull();
  });
});

describe('in Hindi', () => {
  afterEach(() => speak('en'));

  it('writes the legends and a sold-out category in Hindi', async () => {
    speak('hi');
    const { legend } = await draw(
      <SalesOverTimeChart
        currency="INR"
        days={[
          { date: '2026-11-20', registrations: 40, paid: 30, revenue: 60_000 },
          { date: '2026-11-21', registrations: 12, paid: 10, revenue: 20_000 },
        ]}
      />,
    );
    expect(legend).toContain('रजिस्ट्रेशन');
    expect(legend).toContain('रेवेन्यू');

    const { container } = render(
      <ThemeProvider theme={theme}>
        <SalesByCategoryChart
          categories={[
            {
              category_id: 'c'.repeat(24),
              name: 'Under 14 Boys',
              paid: 10,
              pending: 2,
              cancelled: 0,
              capacity: 12,
              sold_out: true,
              revenue: 5_000,
              refunds: 0,
            },
          ]}
        />
      </ThemeProvider>,
    );
    expect(container.querySelector('[data-testid="category-bar"] p')?.textContent).toBe(
      'Under 14 Boys (सभी जगहें भर गईं)',
    );
    const categories = container.querySelector('[data-testid="category-legend"]')?.textContent;
    expect(categories).toContain('पेमेंट हो गया');
    expect(categories).toContain('पेमेंट बाकी');
    expect(categories).toContain('बाकी जगहें');
  });
});
