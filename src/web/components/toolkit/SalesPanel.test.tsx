// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../test/component-kit';
import { makeEvent, renderRoutes } from '../../test/event-fixtures';
import { scriptedApi } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import type { Sales } from './sales-api';
import { SalesPanel } from './SalesPanel';

// Sales at a glance on the event's page (issue 27): the server's figures in Indian format, the
// charts with their tables. The figures themselves are the server's
// (src/server/toolkit/stats/stats.test.ts).

// The charts are Recharts drawing SVG from measured sizes, which jsdom has none of; here they
// show what they were given.
vi.mock('./SalesCharts', () => ({
  SalesOverTimeChart: ({ days }: { days: Array<{ date: string }> }) => (
    <div data-testid="over-time-chart">{days.map((d) => d.date).join(' ')}</div>
  ),
  SalesByCategoryChart: ({ categories }: { categories: Array<{ name: string }> }) => (
    <div data-testid="category-chart">{categories.map((c) => c.name).join(', ')}</div>
  ),
}));

const SALES: Sales = {
  currency: 'INR',
  registrations: { total: 1234, paid: 1100, pending: 100, cancelled: 34 },
  revenue: 1_25_000,
  refunds: 4_500.5,
  by_category: [
    {
      category_id: 'c'.repeat(24),
      name: 'Under 14 Boys',
      paid: 600,
      pending: 0,
      cancelled: 20,
      capacity: 600,
      sold_out: true,
      revenue: 75_000,
      refunds: 4_500.5,
    },
    {
      category_id: 'd'.repeat(24),
      name: 'Under 14 Girls',
      paid: 500,
      pending: 100,
      cancelled: 14,
      capacity: null,
      sold_out: false,
      revenue: 50_000,
      refunds: 0,
    },
  ],
  by_day: [
    { date: '2026-11-20', registrations: 1000, paid: 900, revenue: 1_00_000 },
    { date: '2026-11-21', registrations: 234, paid: 234, revenue: 25_000 },
  ],
};

function draw(sales: Sales) {
  const event = makeEvent();
  const api = scriptedApi({ [`GET /events/:id/stats`]: () => sales });
  renderRoutes(
    { '/app/events/event-details/:id': <SalesPanel event={event} /> },
    `/app/events/event-details/${event.id}`,
  );
  return { api, event };
}

const figure = (key: string) => screen.getByTestId(`sales-${key}`).textContent ?? '';

describe("an event's sales", () => {
  it('shows the figures in Indian format, refunds with what stays', async () => {
    draw(SALES);
    expect(await screen.findByTestId('sales-total')).toBeTruthy();
    expect(figure('total')).toContain('1,234');
    expect(figure('paid')).toContain('1,100');
    expect(figure('pending')).toContain('Awaiting payment100');
    expect(figure('cancelled')).toContain('34');
    expect(figure('revenue')).toContain('₹1,25,000.00');
    expect(figure('refunds')).toContain('₹4,500.50');
    expect(figure('refunds')).toContain('₹1,20,499.50 kept');
  });

  it('leaves refunds out when there are none', async () => {
    draw({ ...SALES, refunds: 0 });
    await screen.findByTestId('sales-revenue');
    expect(screen.queryByTestId('sales-refunds')).toBeNull();
  });

  it('draws the days, and lists them in its table when asked', async () => {
    draw(SALES);
    expect((await screen.findByTestId('over-time-chart')).textContent).toBe(
      '2026-11-20 2026-11-21',
    );
    const chart = screen.getByRole('region', { name: 'Registrations and revenue by day' });
    const show = within(chart).getByRole('button', { name: 'Show as table' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    expect(within(chart).queryByRole('table')).toBeNull();

    fireEvent.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    const table = within(chart).getByRole('table', { name: 'Registrations and revenue by day' });
    expect(show.getAttribute('aria-controls')).toBe(table.closest('[id]:not(table)')?.id);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      '20 Nov 2026',
      '21 Nov 2026',
    ]);
    expect(rows[0]!.textContent).toContain('1,000');
    expect(rows[0]!.textContent).toContain('₹1,00,000.00');
    expect(rows[1]!.textContent).toContain('₹25,000.00');
  });

  it('marks a sold-out category, in words and in its table', async () => {
    draw(SALES);
    expect((await screen.findByTestId('category-chart')).textContent).toBe(
      'Under 14 Boys, Under 14 Girls',
    );
    const chart = screen.getByRole('region', { name: 'By category' });
    expect(chart.textContent).toContain('Sold out: Under 14 Boys.');
    fireEvent.click(within(chart).getByRole('button', { name: 'Show as table' }));
    const rows = within(within(chart).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Sold out');
    expect(rows[0]!.textContent).toContain('600');
    expect(rows[1]!.textContent).not.toContain('Sold out');
    expect(rows[1]!.textContent).toContain('No limit');
  });

  it('says so when no one has registered yet, without charts', async () => {
    draw({
      ...SALES,
      registrations: { total: 0, paid: 0, pending: 0, cancelled: 0 },
      revenue: 0,
      refunds: 0,
      by_day: [],
    });
    expect(
      await screen.findByText(
        'No registrations yet: the figures and charts fill in as participants register.',
      ),
    ).toBeTruthy();
    expect(figure('revenue')).toContain('₹0.00');
    expect(screen.queryByRole('region', { name: 'By category' })).toBeNull();
  });
});

describe('in Hindi', () => {
  afterEach(() => speak('en'));

  it('names the figures, the charts and their tables in Hindi', async () => {
    speak('hi');
    draw(SALES);
    expect(await screen.findByTestId('sales-total')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'बिक्री' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'इस इवेंट की बिक्री' })).toBeTruthy();
    expect(figure('total')).toContain('रद्द वाले भी शामिल');
    expect(figure('pending')).toContain('पेमेंट बाकी100');
    expect(figure('refunds')).toContain('₹1,20,499.50 बचे');
    const chart = screen.getByRole('region', { name: 'कैटेगरी के हिसाब से' });
    expect(chart.textContent).toContain('सभी जगहें भर गईं: Under 14 Boys।');
    fireEvent.click(within(chart).getByRole('button', { name: 'टेबल में देखें' }));
    expect(within(chart).getByRole('button', { name: 'टेबल छिपाएँ' })).toBeTruthy();
    const table = within(chart).getByRole('table', { name: 'कैटेगरी के हिसाब से रजिस्ट्रेशन' });
    expect(within(table).getByRole('columnheader', { name: 'जगहें' })).toBeTruthy();
    expect(table.textContent).toContain('कोई सीमा नहीं');
  });

  it('says so in Hindi when no one has registered yet', async () => {
    speak('hi');
    draw({
      ...SALES,
      registrations: { total: 0, paid: 0, pending: 0, cancelled: 0 },
      revenue: 0,
      refunds: 0,
      by_day: [],
    });
    expect(
      await screen.findByText(
        'अभी कोई रजिस्ट्रेशन नहीं: खिलाड़ियों के रजिस्टर करते ही आँकड़े और चार्ट भरने लगेंगे।',
      ),
    ).toBeTruthy();
  });
});
