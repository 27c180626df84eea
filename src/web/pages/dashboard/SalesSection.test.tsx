// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../shared/users/user';
import '../../test/component-kit';
import { makeUser, renderRoutes } from '../../test/event-fixtures';
import { scriptedApi } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import type { AdminSales, HostSales } from '../../components/toolkit/sales-api';
import DashboardPage from './DashboardPage';

// The dashboard's Sales (issue 27): a host's figures across their events with each event's row,
// an admin's across hosts with each host's. The figures themselves are the server's
// (src/server/toolkit/stats/stats.test.ts).

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock('../../auth/auth-context', () => ({ useAuth: () => auth }));
// Recharts draws from measured sizes, which jsdom has none of: here the chart shows its days.
vi.mock('../../components/toolkit/SalesCharts', () => ({
  SalesOverTimeChart: ({ days }: { days: Array<{ date: string }> }) => (
    <div data-testid="over-time-chart">{days.map((d) => d.date).join(' ')}</div>
  ),
  SalesByCategoryChart: () => null,
}));

const BASE = {
  currency: 'INR',
  registrations: { total: 150, paid: 120, pending: 25, cancelled: 5 },
  revenue: 2_40_000,
  refunds: 0,
  by_category: [],
  by_day: [
    { date: '2026-11-25', registrations: 100, paid: 90, revenue: 1_80_000 },
    { date: '2026-11-26', registrations: 50, paid: 30, revenue: 60_000 },
  ],
};

const eventRow = (i: number, over: Partial<HostSales['by_event'][number]> = {}) => ({
  event_id: String(i).padStart(24, '0'),
  title: `Event ${i}`,
  // 20:00 UTC on 4 December is 01:30 on 5 December in India.
  starts_at: '2026-12-04T20:00:00.000Z',
  paid: 0,
  pending: 0,
  cancelled: 0,
  revenue: 0,
  refunds: 0,
  ...over,
});

const HOST: HostSales = {
  ...BASE,
  by_event: [
    eventRow(1, {
      title: 'Bengaluru Monsoon Football Cup',
      paid: 120,
      pending: 25,
      cancelled: 5,
      revenue: 2_40_000,
    }),
    ...[2, 3, 4, 5, 6].map((i) => eventRow(i)),
  ],
};

const ADMIN: AdminSales = {
  ...BASE,
  refunds: 1_500,
  by_host: [
    {
      host_id: 'h'.repeat(24),
      host_name: 'Deccan Sports',
      events: 3,
      paid: 120,
      pending: 25,
      cancelled: 5,
      revenue: 2_40_000,
      refunds: 1_500,
    },
  ],
};

function draw(role: 'Host' | 'Admin' | 'Participant', answers: Parameters<typeof scriptedApi>[0]) {
  auth.user = makeUser(role);
  const api = scriptedApi({
    'GET /events': () => ({ data: [], next_cursor: null }),
    'GET /participations': () => ({ data: [], next_cursor: null }),
    ...answers,
  });
  renderRoutes({ '/app/dashboard': <DashboardPage /> }, '/app/dashboard');
  return api;
}

const sales = () => screen.getByRole('region', { name: 'Sales' });

describe("a host's dashboard", () => {
  it('shows the totals, the days and each event, five at first', async () => {
    draw('Host', { 'GET /host/stats': () => HOST });
    const table = await screen.findByRole('table', { name: 'Sales by event' });
    expect(within(sales()).getByTestId('sales-revenue').textContent).toContain('₹2,40,000.00');
    expect(within(sales()).getByTestId('sales-pending').textContent).toContain('25');
    expect((await screen.findByTestId('over-time-chart')).textContent).toBe(
      '2026-11-25 2026-11-26',
    );

    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(5);
    const first = rows()[0]!;
    expect(
      within(first)
        .getByRole('link', { name: 'Bengaluru Monsoon Football Cup' })
        .getAttribute('href'),
    ).toBe(`/app/events/event-details/${'1'.padStart(24, '0')}`);
    // The India date, not the UTC one.
    expect(first.textContent).toContain('5 Dec 2026');
    expect(first.textContent).toContain('120');
    expect(first.textContent).toContain('₹2,40,000.00');

    fireEvent.click(within(sales()).getByRole('button', { name: 'Show all 6' }));
    expect(rows()).toHaveLength(6);
  });

  it('says so before anyone registers, and still lists the events', async () => {
    draw('Host', {
      'GET /host/stats': () => ({
        ...HOST,
        registrations: { total: 0, paid: 0, pending: 0, cancelled: 0 },
        revenue: 0,
        by_day: [],
        by_event: [eventRow(1)],
      }),
    });
    expect(await screen.findByText(/No registrations yet/)).toBeTruthy();
    expect(screen.queryByTestId('over-time-chart')).toBeNull();
    expect(
      within(screen.getByRole('table', { name: 'Sales by event' })).getAllByRole('row'),
    ).toHaveLength(2);
  });
});

describe("an admin's dashboard", () => {
  it('shows the sales across hosts, one row each, beside the overview', async () => {
    const api = draw('Admin', {
      'GET /admin/stats': () => ADMIN,
      'GET /host/stats': () => HOST,
      'GET /admin/summary': () => null,
    });
    const table = await screen.findByRole('table', { name: 'Sales by host' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Deccan Sports');
    expect(row.textContent).toContain('₹1,500.00');
    expect(within(sales()).getByTestId('sales-refunds').textContent).toContain('₹1,500.00');
    expect(api.count('GET /admin/stats')).toBe(1);
    expect(api.count('GET /host/stats')).toBe(0);
  });

  it('is not shown to participants', async () => {
    const api = draw('Participant', {
      'GET /host/stats': () => HOST,
      'GET /admin/stats': () => ADMIN,
    });
    await screen.findByText(/Your registrations/);
    expect(screen.queryByRole('region', { name: 'Sales' })).toBeNull();
    expect(api.count('GET /host/stats')).toBe(0);
    expect(api.count('GET /admin/stats')).toBe(0);
  });
});

describe('the dashboard in Hindi', () => {
  afterEach(() => speak('en'));

  it("shows a host's sales, their table and the events' sections in Hindi", async () => {
    speak('hi');
    draw('Host', { 'GET /host/stats': () => HOST });
    expect(screen.getByRole('heading', { name: 'डैशबोर्ड' })).toBeTruthy();
    expect(screen.getByText(/^फिर से स्वागत है, .*पहले आपकी बिक्री एक नज़र में/)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'इवेंट के हिसाब से बिक्री' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['इवेंट', 'शुरुआत', 'पेमेंट हुए', 'पेमेंट बाकी', 'कमाई']);
    const hiSales = screen.getByRole('region', { name: 'बिक्री' });
    fireEvent.click(within(hiSales).getByRole('button', { name: 'सभी 6 दिखाएँ' }));
    expect(within(hiSales).getByRole('button', { name: 'कम दिखाएँ' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'आने वाले इवेंट' })).toBeTruthy();
    expect(screen.getByText('कोई आने वाला इवेंट नहीं')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'दूसरे इवेंट' })).toBeTruthy();
  });

  it('says in Hindi that nobody has registered yet', async () => {
    speak('hi');
    draw('Host', {
      'GET /host/stats': () => ({
        ...HOST,
        registrations: { total: 0, paid: 0, pending: 0, cancelled: 0 },
        revenue: 0,
        by_day: [],
        by_event: [],
      }),
    });
    expect(await screen.findByText(/^अभी तक कोई रजिस्ट्रेशन नहीं/)).toBeTruthy();
    expect(screen.getByText('अभी तक कोई इवेंट पब्लिश नहीं हुआ।')).toBeTruthy();
  });

  it("names an admin's table across hosts in Hindi", async () => {
    speak('hi');
    draw('Admin', { 'GET /admin/stats': () => ADMIN, 'GET /admin/summary': () => null });
    const table = await screen.findByRole('table', { name: 'होस्ट के हिसाब से बिक्री' });
    expect(within(table).getByRole('columnheader', { name: 'रिफ़ंड' })).toBeTruthy();
    expect(screen.getByText(/पहले Matchday एक नज़र में, फिर सभी इवेंट।/)).toBeTruthy();
  });
});
